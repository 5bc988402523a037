// The studio's tutorial (/adm/ajuda/tutorial): its screenshots, taken from the demo studio's real admin screens
// (only looked at; the event the tour creates is deleted, a watermark it adds is removed), and a smoke test of every
// tutorial page. `npm run tutorial:screenshots` turns the screenshots into the WebPs the pages show.
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  renderApertureMarkPng,
  renderLandscapeJpeg,
} from '../../server/services/images/generated-pictures.ts';
import { AdminApi, demoAdmin } from './support/admin-api.ts';
import { captureScreen, watchForErrors } from './support/screens.ts';
import { TutorialShots } from './support/tutorial-shots.ts';

test.use({ viewport: { width: 1280, height: 1000 } });

async function logIn(page: Page) {
  await page.goto('/adm');
  await expect(page).toHaveURL('/estudio/login');
  await page.getByLabel('E-mail').fill(demoAdmin.email);
  await page.getByLabel('Senha').fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL('/adm');
}

/** Waits until every visible picture inside `scope` has been decoded. */
async function picturesLoaded(scope: Locator) {
  // Pictures below the fold load lazily: on screen first, or they never do.
  await scope.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      scope
        .locator('img')
        .evaluateAll((images: HTMLImageElement[]) =>
          images.every((image) => !image.checkVisibility() || (image.complete && image.naturalWidth > 0)),
        ),
    )
    .toBe(true);
}

async function openDialog(page: Page, trigger: Locator, name: string | RegExp) {
  await trigger.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  // The modal fades in (opacity after 50 ms, a 450 ms transition).
  await page.waitForTimeout(600);
  return dialog;
}

async function closeToasts(page: Page) {
  const close = page.getByRole('button', { name: 'Fechar aviso' });
  while ((await close.count()) > 0) await close.first().click();
}

const jpeg = async (name: string, seed: number) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await renderLandscapeJpeg(1200, 800, seed),
});

const box = async (target: Locator) => {
  const found = await target.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
};

test('screenshots of the screens each guide explains', { tag: '@capturas' }, async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const problems = watchForErrors(page);
  const shots = new TutorialShots(page);
  await logIn(page);
  const menu = page.getByRole('navigation', { name: 'Menu do estúdio' });
  const main = page.getByRole('main');
  const toPage = async (link: string, heading: string) => {
    await menu.getByRole('link', { name: link, exact: true }).click();
    const title = page.getByRole('heading', { level: 1, name: heading });
    await expect(title).toBeVisible();
    await picturesLoaded(main);
    return title;
  };

  // 01: the banner carousel and 'Sobre Nós' on the home page, and their edit modals.
  const banner = page.getByRole('region', { name: 'Banner' });
  await picturesLoaded(banner);
  await shots.element('inicio-banner', banner);
  const banners = await openDialog(
    page,
    page.getByRole('button', { name: 'Editar Banner' }),
    'Editar Banner',
  );
  await picturesLoaded(banners);
  await shots.element('banner-modal', banners);
  await banners.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(banners).toBeHidden();

  const about = page.getByRole('region', { name: 'Sobre Nós' }).first();
  await picturesLoaded(about);
  await shots.element('inicio-sobre', about);
  const aboutEditor = await openDialog(
    page,
    page.getByRole('button', { name: 'Editar Sobre Nós' }),
    'Editar Sobre Nós',
  );
  await shots.element('sobre-modal', aboutEditor);
  await aboutEditor.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(aboutEditor).toBeHidden();

  // 02: the menu, the logo modal, the footer and its edit mode, the storefront's header.
  const changeLogo = menu.getByRole('button', { name: 'Alterar Logomarca' });
  await changeLogo.hover();
  const [menuBox, aboveBox, belowBox] = [
    await box(menu),
    await box(menu.getByRole('link', { name: 'Meio de Pagamento' })),
    await box(menu.getByRole('link', { name: 'Dados Cadastrais' })),
  ];
  await shots.region('menu-alterar-logomarca', {
    x: menuBox.x,
    y: aboveBox.y - 8,
    width: menuBox.width,
    height: belowBox.y + belowBox.height + 8 - (aboveBox.y - 8),
  });
  const logo = await openDialog(page, changeLogo, 'Alterar Logomarca');
  await shots.element('logomarca-modal', logo);
  await logo.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(logo).toBeHidden();

  const footer = page.getByRole('contentinfo');
  await picturesLoaded(footer);
  await footer.scrollIntoViewIfNeeded();
  const [footerBox, editBox] = [
    await box(footer),
    await box(footer.getByRole('button', { name: 'Editar Rodapé' })),
  ];
  await shots.region('rodape', {
    x: footerBox.x,
    y: footerBox.y,
    width: editBox.x + editBox.width + 32 - footerBox.x,
    height: footerBox.height,
  });
  await footer.getByRole('button', { name: 'Editar Rodapé' }).click();
  await expect(footer.getByRole('button', { name: 'Sair do Modo Edição' })).toBeVisible();
  await shots.element('rodape-edicao', footer);
  await footer.getByRole('button', { name: 'Sair do Modo Edição' }).click();

  // The storefront's top, where the customers see the logo.
  await page.goto('/');
  const header = page.locator('header').first();
  await picturesLoaded(page.locator('body'));
  const headerBox = await box(header);
  await shots.region('loja-topo', { x: 0, y: 0, width: 640, height: headerBox.height + 200 });
  await page.goto('/adm');

  // 04: the price table (its form filled in, not sent) and the studio's address.
  const priceTitle = await toPage('Tabela de Tamanhos e Preços', 'Tabela de tamanhos e preços');
  await shots.element('tabela-precos', [priceTitle, main.getByRole('region', { name: 'Tabela padrão' })], {
    margin: 16,
  });
  const addSize = main
    .locator('form')
    .filter({ has: page.getByRole('heading', { name: 'Adicionar tamanho' }) });
  await addSize.getByLabel('Tamanho padrão').selectOption({ index: 2 });
  await addSize.getByLabel('Peso (g)').fill('12');
  await addSize.getByLabel('Preço (R$)').fill('22,00');
  await addSize.getByLabel('Preço (R$)').blur();
  await shots.element('tabela-precos-adicionar', addSize, { margin: 8 });

  const addressTitle = await toPage('Dados Cadastrais', 'Dados cadastrais');
  await shots.element('dados-cadastrais', [addressTitle, main.locator('form')], { margin: 16 });

  // 05: the Mercado Pago credentials and the notification address.
  const paymentTitle = await toPage('Meio de Pagamento', 'Mercado Pago');
  await shots.element('mercado-pago-credenciais', [paymentTitle, main.locator('form')], { margin: 16 });
  // The address shown is the e2e server's (localhost); the picture shows the kind a real platform has.
  const notifications = main.getByRole('region', { name: 'URL de notificações' });
  await notifications.getByRole('textbox').evaluate((input: HTMLInputElement) => {
    input.value = `https://plataforma.exemplo.com.br${new URL(input.value).pathname}`;
  });
  await shots.element('mercado-pago-notificacoes', notifications, { margin: 16 });

  // 06: the watermark page with a watermark (one is added for the picture when the studio has none).
  const watermarkTitle = await toPage("Marca d'Água", "Marca d'água");
  const remove = main.getByRole('button', { name: "Excluir marca d'água" });
  const addedWatermark = (await remove.count()) === 0;
  if (addedWatermark) {
    await main.getByLabel("Enviar marca d'água").setInputFiles({
      name: 'marca.png',
      mimeType: 'image/png',
      buffer: await renderApertureMarkPng(600, '#ffffff', 0.45),
    });
    await expect(remove).toBeVisible();
    await closeToasts(page);
  }
  await picturesLoaded(main);
  await shots.element('marca-dagua', [watermarkTitle, remove], { margin: 16 });
  if (addedWatermark) {
    await remove.click();
    await expect(remove).toBeHidden();
    await closeToasts(page);
  }

  // 07: 'Adicionar Novo', the wizard's three steps, the event page and its gallery settings. The event is deleted.
  await menu.getByRole('link', { name: 'Início', exact: true }).click();
  const work = page.getByRole('region', { name: 'Trabalhos Recentes' });
  await picturesLoaded(work);
  // Below the dashboard it starts low on the page: on screen first, or the picture is cut at the window's edge.
  await work.evaluate((section) => section.scrollIntoView({ block: 'start' }));
  const [workBox, firstRow] = [await box(work), await box(work.getByRole('listitem').first())];
  await shots.region('inicio-adicionar-novo', {
    x: workBox.x,
    y: workBox.y,
    width: workBox.width,
    height: firstRow.y + firstRow.height + 20 - workBox.y,
  });

  const eventName = 'Aniversário da Helena';
  try {
    let wizard = await openDialog(
      page,
      work.getByRole('button', { name: 'Adicionar Novo' }),
      /Novo evento · Etapa 1 de 3/,
    );
    await wizard.getByLabel('Nome do evento').fill(eventName);
    await wizard.getByLabel('Nome do evento').blur();
    await shots.element('evento-etapa-1', wizard);
    await wizard.getByRole('button', { name: 'Próximo' }).click();
    wizard = page.getByRole('dialog', { name: /Etapa 2 de 3/ });
    await wizard.getByRole('radio', { name: 'Digital e impresso' }).check();
    await shots.element('evento-etapa-2', wizard);
    await wizard.getByRole('button', { name: 'Próximo' }).click();
    wizard = page.getByRole('dialog', { name: /Etapa 3 de 3/ });
    await expect(wizard.getByText('Evento criado.', { exact: false })).toBeVisible();
    const photos = await Promise.all(
      [1, 2, 3, 4].map((index) => jpeg(`IMG_${String(index).padStart(4, '0')}.jpg`, 300 + index)),
    );
    await wizard.getByLabel('Adicionar Fotos').setInputFiles(photos);
    await expect(
      wizard.getByText('Imagens selecionadas para upload: 4. Uploads bem sucedidos: 4, falhos: 0').first(),
    ).toBeVisible({ timeout: 60_000 });
    await closeToasts(page);
    await shots.element('evento-etapa-3', wizard);
    await wizard.getByRole('button', { name: 'Concluir' }).click();

    await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
    await expect(page.getByText('4 imagens')).toBeVisible();
    await picturesLoaded(main);
    await shots.element(
      'evento-pagina',
      [main.getByRole('heading', { level: 1 }), main.getByRole('region', { name: 'Capa' })],
      { margin: 16 },
    );
    const photoGrid = main.getByRole('region', { name: 'Fotos', exact: true });
    await shots.element('evento-fotos', photoGrid, { margin: 16 });

    // The whole settings modal fits a tall window.
    await page.setViewportSize({ width: 1280, height: 2000 });
    const settings = await openDialog(
      page,
      page.getByRole('button', { name: 'Configurações da galeria', exact: true }),
      'Configurações da galeria',
    );
    await settings.getByRole('radio', { name: 'Normal' }).check();
    await settings.getByLabel('Preço (R$)', { exact: true }).fill('12,50');
    await settings
      .getByRole('combobox', { name: 'Copiar tabela salva' })
      .selectOption({ label: 'Tabela padrão' });
    await expect(settings.getByLabel('Largura da linha 1')).toHaveValue(/\d/);
    await settings.getByLabel('Retirada no estúdio').check();
    await settings.getByLabel('Envio pelos Correios').check();
    await shots.element('evento-configuracoes', settings);
    await settings.getByRole('radio', { name: 'Pacote pré-pago + fotos extras' }).check();
    await settings.getByLabel('Fotos incluídas no pacote').fill('10');
    await settings.getByRole('button', { name: 'Adicionar pessoa' }).click();
    await settings.getByLabel('Nome da pessoa 1').fill('Helena');
    await settings.getByLabel('Nome da pessoa 1').blur();
    await shots.element(
      'evento-configuracoes-pacote',
      [
        settings.getByRole('group', { name: 'Modo da galeria' }),
        settings.getByRole('group', { name: 'Pacote pré-pago' }),
      ],
      { margin: 12 },
    );
    await settings.getByRole('button', { name: 'Cancelar' }).click();
    await expect(settings).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 1000 });

    await main.getByRole('button', { name: 'Excluir evento' }).click();
    await page
      .getByRole('dialog', { name: 'Excluir evento' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect(page).toHaveURL('/adm');
  } finally {
    // Whatever happened above, the demo studio keeps only its own events.
    const api = await AdminApi.logIn(baseURL!);
    const { studio } = await api.graphql(
      `{ studio { events(first: 500) { edges { node { name slug } } } } }`,
    );
    for (const { node } of studio.events.edges as { node: { name: string; slug: string } }[]) {
      if (node.name !== eventName) continue;
      await api.graphql(`mutation($input: DeleteEventInput!) { deleteEvent(input: $input) { __typename } }`, {
        input: { event: { slug: node.slug } },
      });
    }
  }

  await shots.publish();
  expect(problems).toEqual([]);
});

const tutorialPages = [
  ['01', 'configurar-loja/edicao-carrossel-e-secao-sobre', 'Carrossel de banners e seção Sobre Nós'],
  ['02', 'configurar-loja/editar-logomarcas', 'Logomarcas da loja e do rodapé'],
  [
    '04',
    'configurar-loja/requisitos-para-ativar-venda-de-fotos/tabela-de-precos-das-fotos-e-endereco-do-estudio',
    'Tabela de preços das fotos e endereço do estúdio',
  ],
  ['05', 'meio-de-pagamento/mercado-pago', 'Receber pagamentos pelo Mercado Pago'],
  ['06', 'ativar-protecao-por-marca-dagua', "Proteção das fotos com marca d'água"],
  ['07', 'cadastrar-evento', 'Cadastrar um evento e publicar a galeria'],
  [null, 'configurar-dominio-proprio', 'Usar um domínio próprio'],
] as const;

test('every tutorial page opens from its menu with its heading and its pictures', async ({ page }) => {
  const problems = watchForErrors(page);
  await logIn(page);
  await page
    .getByRole('navigation', { name: 'Menu do estúdio' })
    .getByRole('link', { name: 'Tutorial' })
    .click();
  await expect(page).toHaveURL(`/adm/ajuda/tutorial/${tutorialPages[0][1]}`);
  const steps = page.getByRole('navigation', { name: 'Passos do tutorial', exact: true });
  await expect(steps.getByRole('link')).toHaveText([
    /^01/,
    /^02/,
    /^04/,
    /^05/,
    /^06/,
    /^07/,
    /Domínio próprio/,
  ]);

  for (const [number, path, heading] of tutorialPages) {
    const link = steps.getByRole('link').filter({ hasText: number ?? 'Domínio próprio' });
    await link.click();
    await expect(page).toHaveURL(`/adm/ajuda/tutorial/${path}`);
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    for (const image of await page.locator('img').all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)),
        )
        .toBeGreaterThan(0);
    }
  }

  // The registrars' tabs: arrows move between them (and wrap), Home and End go to the ends.
  const tabs = page.getByRole('tablist', { name: 'Registradores de domínio' });
  const tab = (name: string) => tabs.getByRole('tab', { name });
  const shown = async (name: string) => {
    await expect(tab(name)).toBeFocused();
    await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
  };
  await expect(tab('Registro.br')).toHaveAttribute('aria-selected', 'true');
  await tab('Registro.br').focus();
  await page.keyboard.press('ArrowRight');
  await shown('GoDaddy');
  await expect(page.getByRole('tabpanel', { name: 'GoDaddy' })).toContainText('Gerenciar DNS');
  await page.keyboard.press('ArrowRight');
  await shown('Hostinger');
  await page.keyboard.press('ArrowRight');
  await shown('Registro.br');
  await page.keyboard.press('ArrowLeft');
  await shown('Hostinger');
  await page.keyboard.press('Home');
  await shown('Registro.br');
  await page.keyboard.press('End');
  await shown('Hostinger');
  await captureScreen(page, 'adm-tutorial-dominio', 'tablet');

  // On a tablet the steps sit above the guide, and nothing scrolls sideways.
  await page.setViewportSize({ width: 768, height: 1024 });
  await steps.getByRole('link').filter({ hasText: '07' }).click();
  await expect(steps).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await captureScreen(page, 'adm-tutorial-evento', 'tablet');
  expect(problems).toEqual([]);
});
