// Screenshots of each screen, desktop and phone, saved by the e2e run (test-results/screens) to look at.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { waitForQuiet } from './quiet.ts';

const folder = path.resolve('test-results', 'screens');

const sizes = {
  phone: { width: 360, height: 740 },
  tablet: { width: 768, height: 1024 },
};

/** The screen at the test's own size, then at a phone's (storefront) or a tablet's (admin) width. */
export async function captureScreen(page: Page, name: string, small: keyof typeof sizes = 'phone') {
  const desktop = page.viewportSize() ?? { width: 1280, height: 800 };
  await waitForQuiet(page);
  await page.screenshot({ path: path.join(folder, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize(sizes[small]);
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(folder, `${name}-${small}.png`), fullPage: true });
  await page.setViewportSize(desktop);
  await page.waitForTimeout(100);
}

/** Fails the test on any console error or uncaught exception of the page. */
export function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
