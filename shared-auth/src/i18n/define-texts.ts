import { useSyncExternalStore } from 'react';
import { i18n } from './i18n-instance';
import { DEFAULT_LANGUAGE } from './languages';

/** One app's texts in one language: flat keys ("login.title") to sentences. */
export type Texts = Readonly<Record<string, string>>;
/** Loads an app's texts for a language, e.g. `(l) => import(\`./locales/${l}.json\`)`. */
export type TextLoader = (language: string) => Promise<{ default: Texts } | Texts>;
export type TextValues = Readonly<Record<string, string | number>>;
export type TextFn<K extends string> = (key: K, values?: TextValues) => string;

const loaders = new Map<string, TextLoader>();
const pending = new Set<Promise<void>>();

function track(work: Promise<void>): void {
  pending.add(work);
  void work.finally(() => pending.delete(work));
}

/**
 * One counter a namespace for every text hook: a language switch moves them all, texts arriving
 * for a namespace move its own, and the components showing its texts draw again (another app's
 * texts, such as the match chart's loaded after the first prices, draw none of them again).
 * react-i18next's useTranslation had a copy of the i18n instance and a subscription per component
 * (50 rows of /matches, 60 price cells of a match page: a measurable part of a phone's start-up).
 */
const revisions = new Map<string, number>();
const listeners = new Set<() => void>();
function bump(ns?: string): void {
  for (const [key, at] of revisions) if (!ns || key === ns) revisions.set(key, at + 1);
  for (const listener of listeners) listener();
}
i18n.on('languageChanged', () => bump());
i18n.store.on('added', (_language: string, ns: string) => bump(ns));
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Adds a namespace's texts for a language once; a failed load leaves the English fallback. */
export async function loadTexts(language: string, ns: string): Promise<void> {
  const load = loaders.get(ns);
  if (!load || i18n.hasResourceBundle(language, ns)) return;
  try {
    const loaded = await load(language);
    const texts =
      'default' in loaded && typeof loaded.default === 'object' ? loaded.default : loaded;
    i18n.addResourceBundle(language, ns, texts as Texts);
  } catch {
    // English (the fallback) stays shown; the next switch tries again
  }
}

/** Every registered namespace's texts for a language. */
export function loadAllTexts(language: string): Promise<void[]> {
  return Promise.all([...loaders.keys()].map((ns) => loadTexts(language, ns)));
}

/** Resolves when the texts asked for so far (the chosen language's) have arrived. */
export async function textsSettled(): Promise<void> {
  await Promise.all([...pending]);
}

/**
 * Registers a namespace whose every language, English too, loads when first asked for
 * (`ready()`) or chosen: texts that only a reply calls for (refusal-text.ts), kept off the
 * first load. `t` gives the key itself until they arrive; `has` says whether they have a key.
 */
export function defineLazyTexts(ns: string, load: TextLoader) {
  revisions.set(ns, 0);
  loaders.set(ns, load);
  if (i18n.language !== DEFAULT_LANGUAGE) track(loadTexts(i18n.language, ns));
  const translate = i18n.t as unknown as (key: string, options: object) => string;
  const t = (key: string, values?: TextValues & { context?: string }): string =>
    translate(key, { ns, ...values });
  const has = (key: string): boolean => i18n.exists(key, { ns });
  const ready = async (): Promise<void> => {
    await Promise.all([loadTexts(DEFAULT_LANGUAGE, ns), loadTexts(i18n.language, ns)]);
  };
  return { t, has, ready };
}

/**
 * Registers an app's namespace: its English texts ship with its code (the default and the
 * fallback); other languages load when chosen. Keys are checked against the English file.
 */
export function defineTexts<T extends Texts>(ns: string, english: T, load: TextLoader) {
  type Key = Extract<keyof T, string>;
  revisions.set(ns, 0);
  const getRevision = (): number => revisions.get(ns) ?? 0;
  i18n.addResourceBundle(DEFAULT_LANGUAGE, ns, english);
  loaders.set(ns, load);
  if (i18n.language !== DEFAULT_LANGUAGE) track(loadTexts(i18n.language, ns));
  const translate = i18n.t as unknown as (key: string, options: object) => string;
  const t: TextFn<Key> = (key, values) => translate(key, { ns, ...values });
  // the hook's function, made anew when the counter moves (memoised components then draw again);
  // a text without values is looked up once a revision (the same labels in every row of a list)
  let current = { revision: -1, t };
  function fixed(): TextFn<Key> {
    const language = i18n.language;
    const plain = new Map<string, string>();
    return (key, values) => {
      const options = { ns, lng: language, ...values };
      if (values) return translate(key, options);
      let text = plain.get(key);
      if (text === undefined) plain.set(key, (text = translate(key, options)));
      return text;
    };
  }
  /** The texts in a component: it draws again when the language changes or texts arrive. */
  function useTexts(): TextFn<Key> {
    const at = useSyncExternalStore(subscribe, getRevision, getRevision);
    if (current.revision !== at) current = { revision: at, t: fixed() };
    return current.t;
  }
  return { t, useTexts };
}
