import { mountStandalone } from 'shared-ui/standalone-shell';
import { EXPOSES } from './exposes';

/** The remote's own pages, for running it without the host (pnpm --filter remote-reports dev). */
void mountStandalone('Reports', EXPOSES);
