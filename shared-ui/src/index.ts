export { Spinner } from './spinner';
export { NotBuiltPanel } from './not-built-panel';
// Report kit (also importable as 'shared-ui/report', which is not a federation singleton, so a remote
// gets these even when the host's older shared-ui was loaded first).
export * from './report';
