/// <reference types="node" />
// The tutorial: every picture its pages show is a file in client/public/tutorial with the size the page gives it
// (and no file is left unused), and the side menu lists the spec's steps 01, 02, 04, 05, 06, 07 and the domain page.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { tutorialRoutes } from './routes.tsx';
import { screenshots } from './screenshots.ts';
import { tutorialSteps, tutorialUrl } from './steps.ts';
import { TutorialLayout } from './TutorialLayout.tsx';

// Each step's page is a lazily imported module: on a loaded machine its first import takes longer than findBy's 1 s.
const pageLoad = { timeout: 10_000 };

const publicFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../public/tutorial',
);

/** A WebP's size, from its header (lossy, lossless or extended). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP') {
    throw new Error('not a WebP');
  }
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (chunk === 'VP8 ') {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  throw new Error(`unknown WebP chunk ${chunk}`);
}

function renderTutorial(url: string) {
  const router = createMemoryRouter(
    [{ path: '/adm/ajuda/tutorial', Component: TutorialLayout, children: tutorialRoutes }],
    { initialEntries: [url] },
  );
  render(createElement(RouterProvider, { router }));
  return router;
}

afterEach(cleanup);

describe('the tutorial', () => {
  it('has the pages of the spec, in its order', () => {
    expect(tutorialSteps.map((step) => [step.number, step.path])).toEqual([
      ['01', 'configurar-loja/edicao-carrossel-e-secao-sobre'],
      ['02', 'configurar-loja/editar-logomarcas'],
      [
        '04',
        'configurar-loja/requisitos-para-ativar-venda-de-fotos/tabela-de-precos-das-fotos-e-endereco-do-estudio',
      ],
      ['05', 'meio-de-pagamento/mercado-pago'],
      ['06', 'ativar-protecao-por-marca-dagua'],
      ['07', 'cadastrar-evento'],
      [null, 'configurar-dominio-proprio'],
    ]);
  });

  it('opens step 01 at /adm/ajuda/tutorial, and its side menu lists 01, 02, 04, 05, 06, 07 and the domain', async () => {
    const router = renderTutorial('/adm/ajuda/tutorial');
    expect(await screen.findByRole('heading', { level: 1 }, pageLoad)).toHaveProperty(
      'textContent',
      'Carrossel de banners e seção Sobre Nós',
    );
    expect(router.state.location.pathname).toBe(tutorialUrl(tutorialSteps[0].path));

    const links = within(screen.getByRole('navigation', { name: 'Passos do tutorial' })).getAllByRole('link');
    expect(links.map((link) => link.textContent?.match(/^\d\d(?= )/)?.[0] ?? link.textContent)).toEqual([
      '01',
      '02',
      '04',
      '05',
      '06',
      '07',
      'Domínio próprio',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      tutorialSteps.map((step) => tutorialUrl(step.path)),
    );
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([
      'page',
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('shows only screenshots that are in client/public/tutorial, at their real size', async () => {
    const files = new Set(readdirSync(publicFolder).filter((file) => file.endsWith('.webp')));
    const shown = new Set<string>();
    for (const step of tutorialSteps) {
      renderTutorial(tutorialUrl(step.path));
      expect(await screen.findByRole('heading', { level: 1, name: step.title }, pageLoad)).toBeTruthy();
      for (const image of document.querySelectorAll('img')) {
        const src = image.getAttribute('src') ?? '';
        const file = src.match(/^\/tutorial\/([\w-]+\.webp)$/)?.[1];
        expect(file, `${step.path}: ${src}`).toBeDefined();
        expect(files.has(file!), `${file} is missing from client/public/tutorial`).toBe(true);
        expect(image.getAttribute('alt')?.length, `${file} needs an alt text`).toBeGreaterThan(20);
        const size = webpSize(readFileSync(path.join(publicFolder, file!)));
        expect([image.getAttribute('width'), image.getAttribute('height')], file).toEqual([
          String(size.width),
          String(size.height),
        ]);
        shown.add(file!);
      }
      cleanup();
    }
    expect(
      [...files].filter((file) => !shown.has(file)),
      'screenshots no page shows',
    ).toEqual([]);
    expect(
      Object.keys(screenshots)
        .map((name) => `${name}.webp`)
        .sort(),
    ).toEqual([...files].sort());
  });
});
