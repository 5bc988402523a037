// The tutorial screenshots in client/public/tutorial and their sizes. Written by
// tests/e2e/tutorial-screenshots.spec.ts (npm run tutorial:screenshots); do not edit by hand.
export const screenshots = {
  'banner-modal': { width: 960, height: 740 },
  'dados-cadastrais': { width: 767, height: 480 },
  'evento-configuracoes': { width: 960, height: 1292 },
  'evento-configuracoes-pacote': { width: 936, height: 395 },
  'evento-etapa-1': { width: 512, height: 220 },
  'evento-etapa-2': { width: 512, height: 338 },
  'evento-etapa-3': { width: 512, height: 546 },
  'evento-fotos': { width: 994, height: 268 },
  'evento-pagina': { width: 994, height: 694 },
  'inicio-adicionar-novo': { width: 962, height: 324 },
  'inicio-banner': { width: 962, height: 442 },
  'inicio-sobre': { width: 962, height: 545 },
  'logomarca-modal': { width: 512, height: 314 },
  'loja-topo': { width: 640, height: 270 },
  'marca-dagua': { width: 767, height: 666 },
  'menu-alterar-logomarca': { width: 240, height: 232 },
  'mercado-pago-credenciais': { width: 767, height: 524 },
  'mercado-pago-notificacoes': { width: 767, height: 223 },
  rodape: { width: 769, height: 94 },
  'rodape-edicao': { width: 1040, height: 272 },
  'sobre-modal': { width: 960, height: 860 },
  'tabela-precos': { width: 863, height: 443 },
  'tabela-precos-adicionar': { width: 847, height: 399 },
} as const;

export type ScreenshotName = keyof typeof screenshots;
