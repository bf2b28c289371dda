// One implementation for the CI budget test and `pnpm bench`: the counter lives in bench/.
export { countScriptBytes, type ByteCount } from '../../bench/sections/support/byte-count.mjs';
