import {
  drawer,
  parseCard,
  roundDeck,
  secureShuffle,
  newDeck,
} from '../../../../src/modules/casino/games/cards';
import { GAMES, gameByCode } from '../../../../src/modules/casino/games/registry';
import { compareHands, handName } from '../../../../src/modules/casino/games/teen-patti-hand';
import { betPl, winAmount, type GameDef } from '../../../../src/modules/casino/games/types';
import { CASINO_TABLE_CODES } from 'shared-api-types';

function play(code: string, cards: string[]) {
  const game = gameByCode(code) as GameDef;
  return game.play(drawer(cards.map(parseCard)));
}
const hand = (codes: string) => codes.split(' ').map(parseCard);

describe('cards', () => {
  it('parses and shuffles without losing or repeating a card', () => {
    expect(parseCard('10h')).toEqual({ rank: 10, suit: 'H' });
    expect(() => parseCard('1X')).toThrow(/not a card code/);
    const shuffled = secureShuffle(newDeck());
    expect(new Set(shuffled.map((c) => `${c.rank}${c.suit}`)).size).toBe(52);
  });
  it('puts forced cards on top and refuses cards outside the deck', () => {
    const deck = roundDeck(undefined, [parseCard('KH'), parseCard('2S')]);
    expect(deck.slice(0, 2)).toEqual([parseCard('KH'), parseCard('2S')]);
    expect(deck).toHaveLength(52);
    expect(() => roundDeck([6, 7, 8, 9, 10, 11, 12, 13], [parseCard('2S')])).toThrow(
      /not in this game's deck/,
    );
  });
});

describe('payouts', () => {
  it('pays stake x (rate - 1), loses the stake, half and void', () => {
    expect(winAmount(10000, 198)).toBe(9800);
    expect(winAmount(333, 197)).toBe(323);
    expect(betPl('lose', 10000, 198)).toBe(-10000);
    expect(betPl('half', 10001, 198)).toBe(-5000);
    expect(betPl('void', 10000, 198)).toBe(0);
  });
  it('every game decides every selection of every market', () => {
    for (const game of GAMES) {
      const result = game.play(drawer(roundDeck(game.ranks)));
      const keys = game.markets.flatMap((m) => m.selections.map((s) => `${m.market}|${s.name}`));
      expect(Object.keys(result.outcomes).sort()).toEqual(keys.sort());
      expect(result.winner).not.toBe('');
    }
  });
});

describe('Dragon Tiger 2020', () => {
  it('higher card wins; side markets follow each card', () => {
    const r = play('dt2020', ['KH', '4S']);
    expect(r.winner).toBe('Dragon');
    expect(r.outcomes['Winner|Dragon']).toBe('win');
    expect(r.outcomes['Winner|Tiger']).toBe('lose');
    expect(r.outcomes['Dragon Even/Odd|Odd']).toBe('win');
    expect(r.outcomes['Tiger Even/Odd|Even']).toBe('win');
    expect(r.outcomes['Dragon Red/Black|Red']).toBe('win');
    expect(r.outcomes['Tiger Red/Black|Black']).toBe('win');
    expect(r.outcomes['Dragon Card|K']).toBe('win');
    expect(r.outcomes['Tiger Card|4']).toBe('win');
    expect(r.outcomes['Tiger Card|K']).toBe('lose');
  });
  it('a tie pays Tie, halves Dragon/Tiger, Pair needs the same colour', () => {
    const r = play('dt2020', ['7H', '7D']);
    expect(r.winner).toBe('Tie');
    expect(r.outcomes['Winner|Tie']).toBe('win');
    expect(r.outcomes['Winner|Dragon']).toBe('half');
    expect(r.outcomes['Pair|Pair']).toBe('win');
    expect(play('dt2020', ['7H', '7S']).outcomes['Pair|Pair']).toBe('lose');
    expect(play('dt2020', ['AH', '2S']).winner).toBe('Tiger');
  });
});

describe('Lucky 7 A and B', () => {
  it.each(['lucky7', 'lucky7B'])('%s: low A-6, high 8-K, a 7 loses both', (code) => {
    expect(play(code, ['6S']).outcomes['Low/High|Low Card']).toBe('win');
    expect(play(code, ['8S']).outcomes['Low/High|High Card']).toBe('win');
    const seven = play(code, ['7D']);
    expect(seven.winner).toBe('Seven');
    expect(seven.outcomes['Low/High|Low Card']).toBe('lose');
    expect(seven.outcomes['Low/High|High Card']).toBe('lose');
    expect(seven.outcomes['Even/Odd|Odd']).toBe('win');
    expect(seven.outcomes['Red/Black|Red']).toBe('win');
    expect(seven.outcomes['Card|7']).toBe('win');
  });
});

describe('Amar Akbar Anthony', () => {
  it('A-6 Amar, 7-10 Akbar, J-K Anthony; under/over lose on 7', () => {
    expect(play('AMARAKBARANTHONY', ['6C']).winner).toBe('Amar');
    expect(play('AMARAKBARANTHONY', ['10C']).winner).toBe('Akbar');
    expect(play('AMARAKBARANTHONY', ['JC']).winner).toBe('Anthony');
    const seven = play('AMARAKBARANTHONY', ['7C']);
    expect(seven.outcomes['Under/Over 7|Under 7']).toBe('lose');
    expect(seven.outcomes['Under/Over 7|Over 7']).toBe('lose');
    expect(seven.outcomes['Red/Black|Black']).toBe('win');
    expect(play('AMARAKBARANTHONY', ['2C']).outcomes['Under/Over 7|Under 7']).toBe('win');
  });
});

describe('Teen Patti hands', () => {
  it('ranks trail > pure sequence > sequence > color > pair > high card', () => {
    const order = ['2S 2H 2D', 'AS KS QS', '4H 5D 6S', '2H 7H 9H', 'KS KD 3C', 'AS 9D 4C'];
    for (let i = 0; i < order.length - 1; i++) {
      expect(compareHands(hand(order[i] as string), hand(order[i + 1] as string))).toBeGreaterThan(
        0,
      );
    }
    expect(handName(hand('AS 2H 3D'))).toBe('Sequence');
    expect(compareHands(hand('AS KD QH'), hand('AH 2D 3C'))).toBeGreaterThan(0);
    expect(compareHands(hand('AH 2D 3C'), hand('KS QD JH'))).toBeGreaterThan(0);
    expect(compareHands(hand('QS QD 9C'), hand('QH QC 5D'))).toBeGreaterThan(0);
    expect(compareHands(hand('AS 9D 4C'), hand('AH 9C 4D'))).toBe(0);
  });
  it('T20 deals alternately; a tie voids', () => {
    // A gets AS KS QS, B gets 2H 3D 5C
    const r = play('t20', ['AS', '2H', 'KS', '3D', 'QS', '5C']);
    expect(r.winner).toBe('Player A');
    expect(r.outcomes['Winner|Player A']).toBe('win');
    expect(r.hands[0]?.label).toBe('Player A (Pure Sequence)');
    const tie = play('oneday', ['AS', 'AH', '9D', '9C', '4C', '4D']);
    expect(tie.winner).toBe('Tie');
    expect(tie.outcomes['Winner|Player B']).toBe('void');
  });
  it('Test Teen Patti: best of Tiger, Lion, Dragon', () => {
    // round-robin: Tiger 2S 5S 9H, Lion 3C 3D 3H, Dragon KS QD 4C
    const r = play('test', ['2S', '3C', 'KS', '5S', '3D', 'QD', '9H', '3H', '4C']);
    expect(r.winner).toBe('Lion');
    expect(r.outcomes['Winner|Lion']).toBe('win');
    expect(r.outcomes['Winner|Tiger']).toBe('lose');
  });
});

describe('Andar Bahar 2', () => {
  it('deals Andar first until the joker rank appears', () => {
    const r = play('ab2', ['9H', '2C', '3C', '9S']);
    expect(r.winner).toBe('Andar');
    expect(r.hands).toEqual([
      { label: 'Joker', cards: ['9H'] },
      { label: 'Andar', cards: ['2C', '9S'] },
      { label: 'Bahar', cards: ['3C'] },
    ]);
    expect(r.outcomes['Joker Red/Black|Red']).toBe('win');
    expect(play('ab2', ['9H', '2C', '9C']).winner).toBe('Bahar');
  });
});

describe('32 Cards A', () => {
  it('highest total wins; tied leaders draw again', () => {
    expect(play('CARD32A', ['KS', '6S', '6H', '6D']).winner).toBe('Player 8');
    // totals 8+6=14, 9+6=15, 10+7=17, 11+6=17 -> 10 and 11 redraw: 10+K, 11+6
    const r = play('CARD32A', ['6S', '6H', '7D', '6D', 'KS', '6C']);
    expect(r.winner).toBe('Player 10');
    expect(r.hands[2]).toEqual({ label: 'Player 10 (30)', cards: ['7D', 'KS'] });
  });
});

describe('Bollywood Casino', () => {
  it('each card names one film', () => {
    expect(play('BOLLYWOODCASINO', ['AD']).winner).toBe('Don');
    expect(play('BOLLYWOODCASINO', ['QS']).winner).toBe('Amar Akbar Anthony');
    expect(play('BOLLYWOODCASINO', ['JH']).winner).toBe('Sahib Bibi Aur Ghulam');
    expect(play('BOLLYWOODCASINO', ['KD']).winner).toBe('Dharam Veer');
    expect(play('BOLLYWOODCASINO', ['QC']).winner).toBe('Kis Kisko Pyaar Karoon');
    const r = play('BOLLYWOODCASINO', ['JC']);
    expect(r.winner).toBe('Ghulam');
    expect(r.outcomes['Card|J']).toBe('win');
    expect(r.outcomes['Red/Black|Black']).toBe('win');
  });
});

describe('registry', () => {
  it('has one game for each table code the request schemas accept, in lobby order', () => {
    expect(GAMES.map((g) => g.code)).toEqual(CASINO_TABLE_CODES);
  });
});
