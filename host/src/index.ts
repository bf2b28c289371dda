// The start-up in two tasks: the first evaluates what asks the network for the page and asks
// (start-early.ts); after a yield the second evaluates React and the app and draws (bootstrap).
// One task for both was 0.45 to 0.7 s at 4x CPU (docs/performance.md). "eager": no chunk of
// their own, so nothing more to fetch.
const early = import(/* webpackMode: "eager" */ './start-early').then((m) => m.startEarly());
void early
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  .then(() => import(/* webpackMode: "eager" */ './bootstrap'))
  .then(({ start }) => start(early));
