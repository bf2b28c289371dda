export { Spinner } from './spinner';
export { NotBuiltPanel } from './not-built-panel';
// The report kit is imported as 'shared-ui/report' (not re-exported here): the host loads this
// singleton at start-up, and /login must not pay for report tables, date parsing and dayjs.
