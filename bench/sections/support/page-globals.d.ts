// Globals the bench puts into the measured page (addInitScript / evaluate): typed loosely on purpose.
/* eslint-disable @typescript-eslint/no-explicit-any */
interface Window {
  __coldNav: any;
  __returnVisit: any;
  __REACT_DEVTOOLS_GLOBAL_HOOK__: any;
  __benchProbe: any;
  __pixelProbe: any;
  // bench/ladder-renders.mjs
  __names: any;
  floorTicks: any;
}
