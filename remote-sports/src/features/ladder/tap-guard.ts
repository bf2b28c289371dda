/** How far (px) a finger may move, or the column scroll, between down and up and still be a tap. */
export const TAP_SLOP_PX = 8;

/**
 * Tells a tap from the end of a scroll: a press that moved more than a few pixels, during which
 * the column's scroll position moved, or that the browser took over as a scroll (pointercancel)
 * is not a tap (a bet placed by a thumb that meant to scroll is the worst mistake a ladder can
 * make). The scroll position is compared rather than scroll events counted, as a scroll event may
 * arrive a frame after the press that followed it. A click with no press before it (the
 * keyboard's Enter) is one.
 */
export class TapGuard {
  private down: { x: number; y: number; top: number } | null = null;
  private moved = false;
  private cancelled = false;
  private held = false;
  private used = false;

  press(x: number, y: number, scrollTop: number): void {
    this.down = { x, y, top: scrollTop };
    this.held = true;
    this.moved = false;
    this.cancelled = false;
    this.used = false;
  }

  move(x: number, y: number): void {
    if (this.down && Math.hypot(x - this.down.x, y - this.down.y) > TAP_SLOP_PX) this.moved = true;
  }

  /** The browser made the press a scroll (pointercancel). */
  cancel(): void {
    if (this.down) this.cancelled = true;
  }

  /** The press did something of its own (a long press opened the editor): its click is no tap. */
  consume(): void {
    if (this.down) this.used = true;
  }

  /** The finger (or button) came up; the click that follows still reads the press. */
  release(): void {
    this.held = false;
  }

  /** Whether a press is held now (the ladder does not re-centre under a finger). */
  get pressing(): boolean {
    return this.held && !this.moved && !this.cancelled && !this.used;
  }

  /** Called by a click with the column's scroll position now: true when it is a tap. */
  isTap(scrollTop: number): boolean {
    const d = this.down;
    const tap =
      !this.moved &&
      !this.cancelled &&
      !this.used &&
      (!d || Math.abs(scrollTop - d.top) <= TAP_SLOP_PX);
    this.down = null;
    this.held = false;
    this.moved = false;
    this.cancelled = false;
    this.used = false;
    return tap;
  }
}
