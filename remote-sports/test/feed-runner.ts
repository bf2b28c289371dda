/** For the tests: a match-odds runner of the feed, three levels a side a tick apart from `back`. */
export const feedRunner = (sid: string, back: number) => ({
  SelectionId: sid,
  RunnerName: `R${sid}`,
  BackPrice1: back,
  BackPrice2: back - 0.01,
  BackPrice3: back - 0.02,
  BackSize1: 100,
  BackSize2: 200,
  BackSize3: 300,
  LayPrice1: back + 0.02,
  LayPrice2: back + 0.04,
  LayPrice3: back + 0.06,
  LaySize1: 100,
  LaySize2: 200,
  LaySize3: 300,
  status: 'OPEN' as const,
});
