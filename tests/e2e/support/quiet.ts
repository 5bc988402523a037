// Waiting for a screen to be at rest before a screenshot or an accessibility check. Playwright's 'networkidle' never
// comes on a screen with live updates: their event stream stays open for as long as the screen does.
import type { Page, Request } from '@playwright/test';

const isEventStream = (request: Request) => request.headers().accept === 'text/event-stream';

/** Loaded, its images in, and no request but live updates' streams in flight for half a second (10 s at most). */
export async function waitForQuiet(page: Page, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    if (isEventStream(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.waitForLoadState('load', { timeout: timeoutMs }).catch(() => undefined);
    await page
      .waitForFunction(() => [...document.images].every((image) => image.complete), undefined, {
        timeout: Math.max(1, deadline - Date.now()),
      })
      .catch(() => undefined);
    while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastChange < 500))
      await page.waitForTimeout(100);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
