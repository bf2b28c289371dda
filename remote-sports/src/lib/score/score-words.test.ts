import type { MatchScore } from 'shared-api-types';
import { t } from '../../i18n/texts';
import hindi from '../../i18n/locales/hi.json';
import { i18n } from 'shared-auth';
import { outcomeText, rowScore, scoreStatus } from './score-words';

const score = (over: Partial<MatchScore>): MatchScore =>
  ({
    status: 'server sentence',
    tossInfo: null,
    outcome: null,
    battingTeam: null,
    runsNeeded: null,
    ballsLeft: null,
    ...over,
  }) as MatchScore;

test('the status is worded from the fields, in the player language', async () => {
  expect(scoreStatus(t, score({}))).toBe('Toss to come');
  expect(scoreStatus(t, score({ tossInfo: { team: 'India', bat: false } }))).toBe(
    'India won the toss and chose to bowl',
  );
  const chase = score({
    tossInfo: { team: 'India', bat: true },
    battingTeam: 'Bangladesh',
    runsNeeded: 41,
    ballsLeft: 30,
  });
  expect(scoreStatus(t, chase)).toBe('Bangladesh need 41 runs from 30 balls');
  i18n.addResourceBundle('hi', 'sports', hindi);
  await i18n.changeLanguage('hi');
  try {
    expect(scoreStatus(t, score({}))).toBe('टॉस होना बाकी है');
    expect(scoreStatus(t, chase)).toBe('Bangladesh को 30 गेंदों में 41 रन चाहिए');
    expect(
      rowScore(t, { scoreNow: 'BAN 164/3 (18.1)', target: 205, scoreLine: '', result: '' }),
    ).toBe('BAN 164/3 (18.1) · लक्ष्य 205');
  } finally {
    await i18n.changeLanguage('en');
  }
});

test('results by wickets, runs, an innings; ties and draws', () => {
  expect(outcomeText(t, { kind: 'won', team: 'India', by: 'wickets', margin: 1 })).toBe(
    'India won by 1 wicket',
  );
  expect(outcomeText(t, { kind: 'won', team: 'India', by: 'runs', margin: 12 })).toBe(
    'India won by 12 runs',
  );
  expect(outcomeText(t, { kind: 'won', team: 'India', by: 'innings', margin: 3 })).toBe(
    'India won by an innings and 3 runs',
  );
  expect(outcomeText(t, { kind: 'tiedBoundary', team: 'Nepal' })).toBe(
    'Match tied (Nepal won on boundary count)',
  );
  expect(outcomeText(t, { kind: 'drawn' })).toBe('Match drawn');
});

test('an older API without the fields: its sentences are shown', () => {
  expect(scoreStatus(t, { status: 'Toss to come' } as MatchScore)).toBe('Toss to come');
  expect(rowScore(t, { scoreLine: 'BAN 1/0 (0.1)', result: '' })).toBe('BAN 1/0 (0.1)');
});
