import fontUrl from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';

const FAMILY = 'Noto Sans Devanagari';
// fontsource's Devanagari subset: the face is used for these characters only
const RANGE =
  'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09';

let added = false;

/** Preloads the Devanagari subset (50 KB) and puts it first for Hindi; English never fetches it. */
export function addDevanagariFont(): void {
  if (added) return;
  added = true;
  const preload = document.createElement('link');
  const attributes = { rel: 'preload', as: 'font', type: 'font/woff2', href: fontUrl };
  for (const [name, value] of Object.entries(attributes)) preload.setAttribute(name, value);
  preload.crossOrigin = 'anonymous';
  const style = document.createElement('style');
  style.dataset.font = 'devanagari';
  style.textContent = `@font-face{font-family:'${FAMILY}';font-style:normal;font-weight:400;font-display:swap;src:url(${fontUrl}) format('woff2');unicode-range:${RANGE}}html:lang(hi){font-family:'${FAMILY}',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}`;
  document.head.append(preload, style);
}
