/** How far (px) a finger may move between down and up and still be a tap. */
export const TAP_SLOP_PX = 8;

/**
 * Tells a tap from the end of a scroll: a press that moved more than a few pixels, or during
 * which the column scrolled, is not a tap (a bet placed by a thumb that meant to scroll is the
 * worst mistake a ladder can make). A click with no press before it (a keyboard's Enter) is one.
 */
export class TapGuard {
  private down: { x: number; y: number } | null = null;
  private moved = false;
  private scrolled = false;

  press(x: number, y: number): void {
    this.down = { x, y };
    this.moved = false;
    this.scrolled = false;
  }

  move(x: number, y: number): void {
    if (this.down && Math.hypot(x - this.down.x, y - this.down.y) > TAP_SLOP_PX) this.moved = true;
  }

  /** The column scrolled (by the finger, a wheel, anything but the ladder's own centring). */
  scroll(): void {
    if (this.down) this.scrolled = true;
  }

  /** Whether a press is held now (the ladder does not re-centre under a finger). */
  get pressing(): boolean {
    return this.down !== null && !this.moved && !this.scrolled;
  }

  release(): void {
    // the click that follows the release still reads moved/scrolled
    this.down = null;
  }

  /** Called by a click: true when it is a tap; clears the press. */
  isTap(): boolean {
    const tap = !this.moved && !this.scrolled;
    this.down = null;
    this.moved = false;
    this.scrolled = false;
    return tap;
  }
}
