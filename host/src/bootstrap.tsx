import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { DEFAULT_LANGUAGE, i18n, textsSettled } from 'shared-auth';
import 'shared-ui/styles.css';
import { App } from './app';
import { prerenderedLoginDraft } from './features/login/prerendered-draft';
import { followLanguageOnPage } from './i18n/page-language';
import { previewState } from './preview/preview-override';
import { registerServiceWorker } from './pwa/register-sw';
import type { EarlyStart } from './start-early';

function showFatal(root: HTMLElement, message: string) {
  root.innerHTML = '';
  const panel = document.createElement('section');
  panel.className = 'ui-panel';
  panel.setAttribute('role', 'alert');
  panel.textContent = `The site could not start: ${message}`;
  root.append(panel);
}

/** @param early the start-up's first task (start-early.ts) */
export async function start(early: Promise<EarlyStart>): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  const { failed, loggedIn } = await early;
  if (failed !== null) {
    showFatal(root, failed);
    return;
  }
  followLanguageOnPage();
  // A stored language's texts first: react-i18next hears of texts only from its first draw on,
  // and /login stayed English when they arrived in between.
  await textsSettled();
  const takeLoginDraft = prerenderedLoginDraft(root);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App takeLoginDraft={takeLoginDraft} />
      </BrowserRouter>
    </StrictMode>
  );
  // login.html holds the logged-out app as the build renders it (host/prerender): in English,
  // without a preview banner. When this page would draw the same, React takes over that markup
  // (no second drawing of the form, which was the largest paint); otherwise it draws afresh.
  const sameAsBuild =
    !loggedIn && i18n.language === DEFAULT_LANGUAGE && previewState().status === 'none';
  if (root.hasChildNodes() && sameAsBuild) hydrateRoot(root, app);
  // A transition, so React draws the first page in slices that leave the main thread free
  // (one synchronous render was a 150 to 250 ms task on a 4x slower phone).
  else startTransition(() => createRoot(root).render(app));
  registerServiceWorker();
}
