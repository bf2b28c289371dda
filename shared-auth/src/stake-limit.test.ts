import { effectiveMaxStake } from './stake-limit';

test("the player's own stake limit applies when it is below the operator's maximum", () => {
  expect(effectiveMaxStake('200000.00', '150.00')).toEqual({ max: '150.00', own: true });
  expect(effectiveMaxStake('200000.00', '250000.00')).toEqual({ max: '200000.00', own: false });
  expect(effectiveMaxStake('200000.00', '200000.00')).toEqual({ max: '200000.00', own: false });
  expect(effectiveMaxStake('200000.00', null)).toEqual({ max: '200000.00', own: false });
});
