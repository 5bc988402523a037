// The tutorial's pages in menu order: the spec's numbered steps (01, 02, 04, 05, 06, 07; there is no 03) and the
// custom-domain page, which has no number.
export const tutorialBase = '/adm/ajuda/tutorial';

export interface TutorialStep {
  /** The step's number in the side menu; null for the extra page. */
  number: string | null;
  path: string;
  /** The side menu's short name. */
  label: string;
  /** The page's heading. */
  title: string;
}

export const tutorialSteps = [
  {
    number: '01',
    path: 'configurar-loja/edicao-carrossel-e-secao-sobre',
    label: 'Carrossel e Sobre Nós',
    title: 'Carrossel de banners e seção Sobre Nós',
  },
  {
    number: '02',
    path: 'configurar-loja/editar-logomarcas',
    label: 'Logomarcas',
    title: 'Logomarcas da loja e do rodapé',
  },
  {
    number: '04',
    path: 'configurar-loja/requisitos-para-ativar-venda-de-fotos/tabela-de-precos-das-fotos-e-endereco-do-estudio',
    label: 'Tabela de preços e endereço',
    title: 'Tabela de preços das fotos e endereço do estúdio',
  },
  {
    number: '05',
    path: 'meio-de-pagamento/mercado-pago',
    label: 'Mercado Pago',
    title: 'Receber pagamentos pelo Mercado Pago',
  },
  {
    number: '06',
    path: 'ativar-protecao-por-marca-dagua',
    label: "Marca d'água",
    title: "Proteção das fotos com marca d'água",
  },
  {
    number: '07',
    path: 'cadastrar-evento',
    label: 'Cadastrar evento',
    title: 'Cadastrar um evento e publicar a galeria',
  },
  {
    number: null,
    path: 'configurar-dominio-proprio',
    label: 'Domínio próprio',
    title: 'Usar um domínio próprio',
  },
] as const satisfies readonly TutorialStep[];

export type TutorialPath = (typeof tutorialSteps)[number]['path'];

export const tutorialUrl = (path: TutorialPath) => `${tutorialBase}/${path}`;
