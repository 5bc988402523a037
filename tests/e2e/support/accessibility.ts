// Accessibility checks of a screen with axe-core: no serious or critical violation (WCAG 2.x A and AA rules).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { waitForQuiet } from './quiet.ts';

/** Fails with every serious or critical violation of the page as it is now: the rule, and where on the page. */
export async function expectAccessible(page: Page, screen: string) {
  await waitForQuiet(page);
  // A modal fading in or a button's colour changing: axe would read its colours half-way. Endless ones (spinners) aside.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // The payment form lives in Mercado Pago's frame: not ours to fix.
    .exclude('iframe[src*="mercadopago"]')
    // E-mail previews run nothing (sandbox=""), so axe cannot run in them; the e-mails are checked by their tests.
    .exclude('iframe[sandbox]')
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary}`,
      ),
    );
  expect(serious, `accessibility of ${screen}`).toEqual([]);
}
