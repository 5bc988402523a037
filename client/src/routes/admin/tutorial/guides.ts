// Each tutorial page's guide, by its path; loaded as one chunk when the tutorial is first opened.
import type { ComponentType } from 'react';
import { CarouselAndAboutGuide } from './pages/CarouselAndAboutGuide.tsx';
import { CustomDomainGuide } from './pages/CustomDomainGuide.tsx';
import { LogosGuide } from './pages/LogosGuide.tsx';
import { MercadoPagoGuide } from './pages/MercadoPagoGuide.tsx';
import { NewEventGuide } from './pages/NewEventGuide.tsx';
import { PricesAndAddressGuide } from './pages/PricesAndAddressGuide.tsx';
import { WatermarkGuide } from './pages/WatermarkGuide.tsx';
import type { TutorialPath } from './steps.ts';

export const guides: Record<TutorialPath, ComponentType> = {
  'configurar-loja/edicao-carrossel-e-secao-sobre': CarouselAndAboutGuide,
  'configurar-loja/editar-logomarcas': LogosGuide,
  'configurar-loja/requisitos-para-ativar-venda-de-fotos/tabela-de-precos-das-fotos-e-endereco-do-estudio':
    PricesAndAddressGuide,
  'meio-de-pagamento/mercado-pago': MercadoPagoGuide,
  'ativar-protecao-por-marca-dagua': WatermarkGuide,
  'cadastrar-evento': NewEventGuide,
  'configurar-dominio-proprio': CustomDomainGuide,
};
