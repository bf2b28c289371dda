/** The three match formats the simulator plays and the scoring model of each. */
export type Format = 'T20' | 'ODI' | 'Test';

export interface FormatRules {
  format: Format;
  /** Overs an innings may last (a Test innings is declared at this many overs). */
  inningsOvers: number;
  /** Innings per side. */
  inningsPerSide: 1 | 2;
  /** Overs the whole match may last (a Test still unfinished then is drawn); 0 = no limit. */
  matchOvers: number;
  /** Average first-innings total with all resources (the par of the win model). */
  par: number;
  /** Chance per legal ball of a wicket with no wicket down (rises as the tail comes in). */
  wicket: number;
  /** Chances of 0, 1, 2, 3, 4, 6 runs off a legal ball that is not a wicket (sum 1). */
  runs: readonly [number, number, number, number, number, number];
  wide: number;
  noBall: number;
}

export const RUN_VALUES = [0, 1, 2, 3, 4, 6] as const;

export const FORMATS: Record<Format, FormatRules> = {
  T20: {
    format: 'T20',
    inningsOvers: 20,
    inningsPerSide: 1,
    matchOvers: 0,
    par: 170,
    wicket: 0.045,
    runs: [0.36, 0.35, 0.08, 0.01, 0.13, 0.07],
    wide: 0.03,
    noBall: 0.008,
  },
  ODI: {
    format: 'ODI',
    inningsOvers: 50,
    inningsPerSide: 1,
    matchOvers: 0,
    par: 285,
    wicket: 0.022,
    runs: [0.47, 0.34, 0.07, 0.01, 0.085, 0.025],
    wide: 0.025,
    noBall: 0.005,
  },
  Test: {
    format: 'Test',
    inningsOvers: 30,
    inningsPerSide: 2,
    matchOvers: 100,
    par: 115,
    wicket: 0.05,
    runs: [0.6, 0.22, 0.06, 0.02, 0.09, 0.01],
    wide: 0.01,
    noBall: 0.005,
  },
};

/** The format of a competition: Test Series plays Tests, the Champions Trophy One Days, others T20. */
export function formatOf(competition: string): Format {
  if (competition.includes('Test')) return 'Test';
  if (competition.includes('Champions Trophy')) return 'ODI';
  return 'T20';
}
