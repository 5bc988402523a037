import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';

test.describe('storefront home (/)', () => {
  test("shows the demo studio's banner, recent work, About and footer", async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto('/');
    await expect(page).toHaveTitle('Estúdio Aurora');
    await expect(page.getByRole('link', { name: 'Estúdio Aurora' }).first()).toBeVisible();

    const banner = page.getByRole('img', { name: 'Momentos que ficam para sempre' });
    await expect(banner).toBeVisible();
    await expect
      .poll(() => banner.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    await expect(page.getByRole('heading', { name: 'Trabalhos Recentes' })).toBeVisible();
    const work = page.getByRole('region', { name: 'Trabalhos Recentes' }).getByRole('link');
    // Each card names the event, then its day.
    await expect(work).toHaveText([
      /^Formatura Medicina 2026 \d+ de [a-zç]+ de \d{4}$/,
      /^Casamento Ana & Pedro \d/,
    ]);
    await expect(work.first()).toHaveAttribute('href', '/formatura-medicina-2026');

    await expect(page.getByRole('heading', { name: 'Sobre Nós' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectAccessible(page, 'a vitrine (/)');
    await expect(page.getByRole('link', { name: 'FALE CONOSCO' })).toHaveAttribute(
      'href',
      'https://wa.me/5511987654321',
    );

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'contato@estudioaurora.com.br' })).toBeVisible();
    await expect(footer.getByRole('link', { name: '(11) 3456-7890' })).toHaveAttribute(
      'href',
      'tel:1134567890',
    );
    await footer.getByRole('link', { name: 'Política de Privacidade' }).click();
    await expect(page).toHaveURL('/privacidade');
    await expect(page.getByRole('heading', { name: 'Política de Privacidade' })).toBeVisible();

    expect(problems).toEqual([]);
  });

  test('the banner moves on by itself and with its arrows', async ({ page }) => {
    await page.goto('/');
    const second = page.getByRole('img', { name: 'Suas fotos, do seu jeito' });
    await expect(second).toBeHidden();
    await page.getByRole('button', { name: 'Próximo banner' }).click();
    await expect(second).toBeVisible();
  });

  test("an unknown address shows the router's error page", async ({ page }) => {
    await page.goto('/nao/existe/esta/pagina');
    await expect(page.getByText('Unexpected Application Error!')).toBeVisible();
  });
});
