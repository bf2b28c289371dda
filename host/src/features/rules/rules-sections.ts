import type { RulesKey } from '../../i18n/rules/rules-texts';

/**
 * The rules of the exchange, each market kind and the casino (maths: docs/sports.md): a section's
 * texts are `<id>.title` and `<id>.1` to `<id>.<points>` in the host-rules texts.
 */
export interface RulesSection {
  id: string;
  points: number;
}

export const RULES_SECTIONS: readonly RulesSection[] = [
  { id: 'exchange', points: 6 },
  { id: 'match-odds', points: 5 },
  { id: 'bookmaker', points: 3 },
  { id: 'toss', points: 2 },
  { id: 'fancy', points: 5 },
  { id: 'casino', points: 4 },
];

export const titleKey = (s: RulesSection) => `${s.id}.title` as RulesKey;
/** The keys of a section's points, in order. */
export const pointKeys = (s: RulesSection): RulesKey[] =>
  Array.from({ length: s.points }, (_, i) => `${s.id}.${i + 1}` as RulesKey);
