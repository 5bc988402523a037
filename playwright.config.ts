// Browser tests in Debian's Chromium against the built server, started on a fresh embedded database.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // A browser on a shared 2-core CI machine can miss a frame now and then: one retry there, reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'pt-BR',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Without these Chromium keeps calling home, which a closed network refuses.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // One server and one demo studio for all: the home test sees the studio as seeded, the customer journeys run
  // before the admin journey changes the studio's storefront, watermark and credentials.
  projects: [
    { name: 'loja-inicial', testMatch: 'storefront-home.spec.ts' },
    // Política de privacidade: the owner adds a paragraph (removed again at the end), the storefront's /privacidade.
    { name: 'politica-privacidade', testMatch: 'privacy-policy.spec.ts', dependencies: ['loja-inicial'] },
    // With the customer's enlarged photo (lightbox) at a laptop's and a phone's size.
    {
      name: 'jornadas-cliente',
      testMatch: ['storefront-journeys.spec.ts', 'photo-viewer.spec.ts'],
      dependencies: ['loja-inicial'],
    },
    // The gallery in a customer's hand on a phone: tiles' touch targets, Back closing the viewer and the choosers,
    // the viewer's buying bar.
    { name: 'celular-galeria', testMatch: 'phone-gallery.spec.ts', dependencies: ['loja-inicial'] },
    // The checkout's own journeys: the demo's test payment form, the Brick's failure, addresses, pickup, buying again,
    // and discounts (the owner's table, 'Comprar todas as fotos').
    {
      name: 'jornadas-checkout',
      testMatch: ['checkout-journeys.spec.ts', 'discount-journeys.spec.ts'],
      dependencies: ['loja-inicial'],
    },
    // After paying (issue 27): a digital photo bought once, the approved page's downloads, the gallery again with
    // 'Meus pedidos', unmarked purchased photos, 'Minhas compras' and the pages for a missing or broken link.
    { name: 'depois-do-pagamento', testMatch: 'after-payment.spec.ts', dependencies: ['loja-inicial'] },
    { name: 'jornadas-estudio', testMatch: 'admin-journeys.spec.ts', dependencies: ['jornadas-cliente'] },
    // An event without prices (the owner's warning, the customer's note) and the cart reminder setting, which
    // the test turns off again.
    { name: 'vendas-e-lembretes', testMatch: 'sale-and-reminders.spec.ts', dependencies: ['loja-inicial'] },
    // 'Buscar pelo número': an event of its own, read by the real OCR in the server's worker.
    // Domínio próprio: the demo studio gets a domain checked against a fake DNS server, then loses it again.
    { name: 'dominio-proprio', testMatch: 'custom-domain.spec.ts', dependencies: ['loja-inicial'] },
    { name: 'busca-numero', testMatch: 'number-search.spec.ts', dependencies: ['loja-inicial'] },
    // Exportar dados: an export of the demo studio downloaded from /adm, an event's originals, a closing cancelled.
    { name: 'exportar-dados', testMatch: 'data-export.spec.ts', dependencies: ['loja-inicial'] },
    // The studio's screens on a laptop and a phone: scroll on page changes, order cards, customers' choices and
    // touch words, on an event of their own (the owner's settings and password untouched).
    { name: 'telas-estudio', testMatch: 'studio-screens.spec.ts', dependencies: ['loja-inicial'] },
    // The gallery's first screen in the server's HTML (JS off, JS late), and its compressed GraphQL answers.
    { name: 'primeira-tela', testMatch: 'first-screen.spec.ts', dependencies: ['loja-inicial'] },
    // 'Encontrar minhas fotos': group photos whose faces the server's worker reads, a selfie cut from one of them.
    { name: 'busca-selfie', testMatch: 'selfie-search.spec.ts', dependencies: ['loja-inicial'] },
    // 'Avise-me quando eu aparecer': an alert by race number, the photo read by the worker, the e-mail and its link.
    { name: 'avisos-fotos', testMatch: 'photo-alerts.spec.ts', dependencies: ['loja-inicial'] },
    // 'Meus dados' (LGPD): a customer asks from the footer for a deletion, confirms by e-mail, the owner carries it out.
    { name: 'pedidos-lgpd', testMatch: 'privacy-requests.spec.ts', dependencies: ['loja-inicial'] },
    // A gallery's expiry: the owner's date, the customer's 'Galeria encerrada' page, 'Reabrir'; an event of its own.
    { name: 'encerramento-galeria', testMatch: 'gallery-expiry.spec.ts', dependencies: ['loja-inicial'] },
    // Convidar clientes: two clients pasted on a private gallery of its own, the e-mail's link opened elsewhere, 'Abriu'.
    { name: 'convites', testMatch: 'invitations.spec.ts', dependencies: ['loja-inicial'] },
    // Recorte de impressão: a 15 x 21 cm print of a 3:2 photo, moved in the cart and downloaded by the studio.
    { name: 'recorte-impressao', testMatch: 'print-crop.spec.ts', dependencies: ['loja-inicial'] },
    // Search first and the storefront's small things (issue 27, points 4 and 7): its own events, on a phone.
    { name: 'busca-e-detalhes', testMatch: 'search-and-details.spec.ts', dependencies: ['loja-inicial'] },
    // Setting up an event: drafts and publishing, the event date, the saved price table, long names; its own events.
    { name: 'configurar-evento', testMatch: 'event-setup.spec.ts', dependencies: ['loja-inicial'] },
    // A photographer alone, from the platform's home to a first paid sale: sign-up, the verification e-mail, the
    // checklist, Mercado Pago, an event, a customer's order; on a studio of its own (revela.localhost).
    { name: 'cadastro-loja', testMatch: 'studio-sign-up.spec.ts', dependencies: ['loja-inicial'] },
    // Two-factor login: a studio signed up for it enrols in 'Minha conta', logs out and back in with a code.
    { name: 'duas-etapas', testMatch: 'two-factor.spec.ts', dependencies: ['loja-inicial'] },
    // The dashboard's checklist follows the watermark, which the journeys above and the tutorial change: after one,
    // before the other.
    // The team and account pages only read the studio (no invitation goes out on the free plan).
    { name: 'equipe', testMatch: 'team.spec.ts', dependencies: ['loja-inicial'] },
    { name: 'painel-estudio', testMatch: 'admin-dashboard.spec.ts', dependencies: ['jornadas-estudio'] },
    // The tutorial's screenshots only look at the studio, and undo what they add.
    { name: 'tutorial', testMatch: 'tutorial-screenshots.spec.ts', dependencies: ['painel-estudio'] },
    // Last and alone: a password reset ends the owner's other sessions, which would log the journeys above out.
    { name: 'redefinir-senha', testMatch: 'password-reset.spec.ts', dependencies: ['tutorial'] },
    // The 'E-mails' page and the accent colour: after the screenshots, which must show the platform's colour.
    { name: 'e-mails', testMatch: 'emails.spec.ts', dependencies: ['redefinir-senha'] },
    // The plan in the admin menu and a free-plan studio's refusals (its own studio: the demo's plan never changes).
    { name: 'plano-limites', testMatch: 'plan-limits.spec.ts', dependencies: ['loja-inicial'] },
    // 'Meu plano': the demo studio subscribes to the platform through the simulator, a refused cycle makes its plan
    // pending (uploads stop) for a moment: last, after the chain of the studio's journeys.
    { name: 'meu-plano', testMatch: 'my-plan.spec.ts', dependencies: ['e-mails'] },
    { name: 'plataforma', testMatch: 'plataforma.spec.ts', dependencies: ['loja-inicial'] },
    // Photographers of an event: upload as 'Outro: nome', the filter, the sales report and its CSV.
    { name: 'fotografos', testMatch: 'photographers.spec.ts', dependencies: ['loja-inicial'] },
    // The API reference (/api/docs, /api/docs/graphql): reads nothing of the studio.
    { name: 'referencia-api', testMatch: 'api-docs.spec.ts' },
    // 'Integrações': an API token created in the browser, used by an integration on /graphql, then revoked.
    { name: 'integracoes', testMatch: 'integrations.spec.ts', dependencies: ['loja-inicial'] },
    // 'Integrações > Webhooks': an endpoint on a receiver the test runs, a test message and 'Reenviar' in its log.
    { name: 'webhooks', testMatch: 'webhooks.spec.ts', dependencies: ['loja-inicial'] },
  ],
  webServer: {
    command: 'node tests/e2e/serve.mjs',
    url: `http://localhost:${port}/healthz`,
    env: { PORT: String(port) },
    // Under load the first start (migrations, the demo and the operator project's studio) can take two minutes.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
