import path from 'node:path';

/**
 * The api/ folder. This file sits one level below it both as source (src/) and bundled into the
 * compiled entry points (dist/), so paths from here hold in both.
 */
export const API_ROOT = path.resolve(__dirname, '..');
