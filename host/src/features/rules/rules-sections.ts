/** The rules of the exchange, each market kind and the casino (maths: docs/sports.md). */
export interface RulesSection {
  id: string;
  title: string;
  points: readonly string[];
}

export const RULES_SECTIONS: readonly RulesSection[] = [
  {
    id: 'exchange',
    title: 'General rules of the exchange',
    points: [
      'Amounts are in Coins. Your available balance is your balance minus your exposure (the most you can still lose on open markets).',
      'A bet is accepted only if your available balance covers its worst case, and only between your minimum and maximum stake.',
      'Prices and lines are checked against the live feed when your bet arrives; if they moved you are told "Odds changed" and no bet is made.',
      'No bets are taken while a market is SUSPENDED or Ball Running. In-play bets wait a short delay before they are accepted.',
      'When a market settles, its profit or loss is added to your balance. Commission is taken only on a net win of that market: match commission for match odds, bookmaker and toss, session commission for fancy, casino commission for casino rounds.',
      'Sending the same bet twice (a double tap) places it once.',
    ],
  },
  {
    id: 'match-odds',
    title: 'Match odds',
    points: [
      'Decimal odds O, stake S. Back (blue): you win S × (O − 1) if the selection wins, else you lose S.',
      'Lay (pink): you win S if the selection does not win; if it wins you pay the liability S × (O − 1).',
      'Example: back 100 at 1.80 wins 80 or loses 100. Lay 100 at 1.80 wins 100 or loses 80.',
      'All your bets on a market are netted per runner; your exposure is the largest loss over the possible results.',
      'Prices follow the exchange ladder: 1.01–2 in steps of 0.01, 2–3 by 0.02, 3–4 by 0.05, 4–6 by 0.1, 6–10 by 0.2, 10–20 by 0.5, 20–30 by 1, 30–50 by 2, 50–100 by 5, 100–1000 by 10.',
    ],
  },
  {
    id: 'bookmaker',
    title: 'Bookmaker',
    points: [
      'Bookmaker rates r are quoted without the leading 1: a rate of 45 means 1.45.',
      'Back: you win S × r / 100 if the selection wins, else you lose S. Example: back 100 at 45 wins 45.',
      'Lay: you win S if the selection does not win; otherwise your liability is S × r / 100.',
    ],
  },
  {
    id: 'toss',
    title: 'Toss',
    points: [
      'A market on which team wins the toss, with decimal odds like match odds (back wins S × (O − 1)).',
      'It settles as soon as the toss is known. If no toss takes place the bets are void and stakes are returned.',
    ],
  },
  {
    id: 'fancy',
    title: 'Fancy (session)',
    points: [
      'Each fancy has a line L (runs) and a rate R, shown as YES and NO.',
      'YES: if the score reaches L or more you win S × R / 100; below L you lose S.',
      'NO: if the score stays below L you win S; at L or more you lose S × R / 100.',
      'Example: YES 100 at line 45, rate 90: a score of 47 wins 90, a score of 44 loses 100.',
      'Fancy settles on the official score when that session ends; the result is shown in your completed bets.',
    ],
  },
  {
    id: 'casino',
    title: 'Casino',
    points: [
      'Each table runs rounds on a timer: place bets while the round is open; cards are dealt when it closes.',
      'The payout of each option is shown as decimal odds on the table; a winning bet returns S × (odds − 1) as profit, a losing bet loses S.',
      'Each round settles on its own; casino commission is taken on a net win of a round.',
      'Your rounds appear in the casino ledger with their result.',
    ],
  },
];
