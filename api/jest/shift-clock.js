// `TEST_NOW=<ISO instant>`: the test file's wall clock starts at that instant and runs on from
// there (Date.now(), new Date() and PGlite's now() in the file's realm; timers are untouched).
// To run a test at a hazardous time (a local midnight, a week or month start) and prove that it
// does not depend on when CI runs: `TEST_NOW=2026-11-29T18:29:30Z pnpm exec jest <file>`.
// Unset (CI), it does nothing.
const at = process.env.TEST_NOW;
if (at) {
  const target = Date.parse(at);
  if (Number.isNaN(target)) throw new Error(`TEST_NOW is not an instant: "${at}"`);
  const RealDate = Date;
  const offset = target - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
}
