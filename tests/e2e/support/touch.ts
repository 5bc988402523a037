// Touch gestures a finger makes on a phone, sent through the Chrome DevTools Protocol (the browser turns them into
// touch and pointer events as it does for a real screen): a swipe, a two-finger pinch, a double tap.
import type { CDPSession, Locator, Page } from '@playwright/test';

interface Point {
  x: number;
  y: number;
}

const sessions = new WeakMap<Page, CDPSession>();

async function session(page: Page): Promise<CDPSession> {
  let cdp = sessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    sessions.set(page, cdp);
  }
  return cdp;
}

async function centre(target: Locator): Promise<Point> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the gesture target is not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Fingers put down at `from`, moved in steps to `to`, lifted. */
async function gesture(page: Page, from: Point[], to: Point[], steps = 12) {
  const cdp = await session(page);
  const at = (step: number) =>
    from.map((start, id) => ({
      id,
      x: start.x + ((to[id]!.x - start.x) * step) / steps,
      y: start.y + ((to[id]!.y - start.y) * step) / steps,
    }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step <= steps; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** A horizontal swipe across the target by `distance` px (negative: towards the left). */
export async function swipe(page: Page, target: Locator, distance: number) {
  const start = await centre(target);
  await gesture(
    page,
    [{ x: start.x - distance / 2, y: start.y }],
    [{ x: start.x + distance / 2, y: start.y }],
  );
}

/** Two fingers on the target moving apart (`spread` > 0, zoom in) or together. */
export async function pinch(page: Page, target: Locator, spread: number) {
  const { x, y } = await centre(target);
  const gap = 40;
  await gesture(
    page,
    [
      { x: x - gap, y },
      { x: x + gap, y },
    ],
    [
      { x: x - gap - spread / 2, y },
      { x: x + gap + spread / 2, y },
    ],
  );
}

/** Two taps in a row on the target's centre. */
export async function doubleTap(page: Page, target: Locator) {
  const { x, y } = await centre(target);
  await page.touchscreen.tap(x, y);
  await page.touchscreen.tap(x, y);
}
