// Content Security Policy checks for a journey: every violation the page reports, and every page served without
// the policy (so that an empty list means the policy was there and allowed everything the journey loaded).
import type { Page } from '@playwright/test';

export async function watchForCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('reportCspViolation', (_source, text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = window.reportCspViolation;
      report(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} on ${event.documentURI}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('response', (response) => {
    const isPage =
      response.request().isNavigationRequest() &&
      response.status() === 200 &&
      response.headers()['content-type']?.startsWith('text/html');
    if (isPage && !response.headers()['content-security-policy'])
      violations.push(`no Content-Security-Policy on ${response.url()}`);
  });
  return violations;
}
