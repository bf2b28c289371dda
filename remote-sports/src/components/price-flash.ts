/** How long a changed price stays highlighted. */
export const FLASH_MS = 600;

export const FLASH_CLASS = 'price-cell--flash';

/** Cells due to go out this soon go out now: the parts of one tick (a frame apart) end together. */
const GROUP_MS = 150;

/** When each flashing cell's highlight ends (a cell that changes again while lit stays lit). */
const litUntil = new Map<Element, number>();
let timer: ReturnType<typeof setTimeout> | null = null;

/** Cells on screen (null: no IntersectionObserver, every cell counts as shown). */
const shown: Set<Element> | null = typeof IntersectionObserver === 'function' ? new Set() : null;
let observer: IntersectionObserver | null = null;

function unlight(): void {
  timer = null;
  const now = Date.now();
  let next = Infinity;
  for (const [el, until] of litUntil) {
    if (until <= now + GROUP_MS) {
      el.classList.remove(FLASH_CLASS);
      litUntil.delete(el);
    } else {
      next = Math.min(next, until);
    }
  }
  if (next !== Infinity) timer = setTimeout(unlight, next - now);
}

/**
 * Highlights a cell for FLASH_MS if it is on screen. A class set at once and removed by one timer
 * for every cell of a tick: the changed cells are restyled and repainted twice per tick (on and
 * off), where an animation per cell (216 a tick on /matches) repainted and re-layered the page on
 * every frame while any of them ran. Off-screen cells are not touched (no one sees their flash).
 */
export function flash(el: Element): void {
  if (shown && !shown.has(el)) return;
  el.classList.add(FLASH_CLASS);
  litUntil.set(el, Date.now() + FLASH_MS);
  timer ??= setTimeout(unlight, FLASH_MS);
}

/** Starts tracking whether a cell is on screen. */
export function watchFlash(el: Element): void {
  if (!shown) return;
  observer ??= new IntersectionObserver((entries) => {
    for (const e of entries) {
      if (e.isIntersecting) shown.add(e.target);
      else shown.delete(e.target);
    }
  });
  observer.observe(el);
}

/** Forgets a cell that left the page. */
export function forgetFlash(el: Element): void {
  litUntil.delete(el);
  shown?.delete(el);
  observer?.unobserve(el);
}
