// The browser of the e2e suite and the bench: Debian's chromium (CHROMIUM_PATH to use another),
// launched with the same flags everywhere so the two measure the same browser.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No sandbox (containers), no GPU, no QUIC, no background traffic to skew timings. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
