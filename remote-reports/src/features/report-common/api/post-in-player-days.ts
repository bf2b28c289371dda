import { inPlayerDays, utcDaysAround, type DateFilter } from '../report-dates';
import { postReport } from './post-report';

/** The names of a row's text fields. */
type TextField<R> = { [K in keyof R]: R[K] extends string ? K : never }[keyof R];

interface PlayerDaysReport<F extends DateFilter, R> {
  path: string;
  payload: (f: F) => object;
  key: 'message' | 'data';
  listName: string;
  /** The row's UTC time, given back as the player's time. */
  time: TextField<R>;
}

/**
 * A report over the player's days: asks for the UTC days around them, then keeps the rows whose
 * time falls inside, that time written in the player's zone.
 */
export async function postInPlayerDays<F extends DateFilter, R>(
  report: PlayerDaysReport<F, R>,
  f: F,
  signal?: AbortSignal,
): Promise<R[]> {
  const { path, payload, key, listName, time } = report;
  const rows = await postReport<R>(
    path,
    payload({ ...f, ...utcDaysAround(f) }),
    key,
    listName,
    signal,
  );
  return inPlayerDays(
    rows,
    f,
    (r) => r[time] as string,
    (r, text) => ({ ...r, [time]: text }),
  );
}
