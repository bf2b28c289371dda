export { Spinner } from './spinner';
export { NotBuiltPanel } from './not-built-panel';
