// Public storefront calls of spec 001 section 7 (and the static images of both specs).
import { graphql } from '../__generated__/gql.ts';
import { message, ok } from '../answers.ts';
import { rawId } from '../ids.ts';
import { aboutWords, banner, footerWords, storedImage, studioIdentity } from '../portuguese.ts';
import * as json from '../reference/json-schema.ts';
import { ref } from '../reference/shapes.ts';
import { type FileRoute, operation, type RestRoute } from '../route.ts';

const StorefrontStudio = graphql(`
  query RestStorefrontStudio {
    studio {
      ...RestStudioIdentity
      ...RestStorefrontContent
      recentEvents(first: 100) {
        edges { node { id name slug cover { path name width height } } }
      }
    }
  }
`);

const publicFiles: FileRoute = {
  method: 'GET',
  path: '/api/estaticos/*',
  file: ({ params }) => `estaticos/${params['*']}`,
  // Stored names never change content: a new image always gets a new name.
  cacheControl: 'public, max-age=31536000, immutable',
  doc: {
    tag: 'Vitrine',
    summary: 'Uma imagem guardada (logo, banner, capa, foto com marca d’água)',
    description:
      'O endereço é /api/{caminho}/{nome} de uma imagem das respostas; o conteúdo de um nome nunca muda.',
    answers: {
      200: { description: 'A imagem.', contentType: 'image/*' },
      404: { description: 'Arquivo não encontrado.', schema: ref('Mensagem') },
    },
  },
};

/** The studio as its storefront shows it (GET /api). */
const storefrontAnswer = json.whole({
  _id: json.uuid(),
  nomeEstudio: json.text(),
  urlEstudio: json.text(),
  dominio: json.nullable(json.text('O domínio próprio do estúdio, quando tem.')),
  logoEstudio: ref('Imagem'),
  bannerRotativo: json.list(ref('Banner')),
  sobre: ref('Sobre'),
  rodape: ref('Rodape'),
  eventosConsolidados: json.list(
    json.whole({
      _id: json.uuid(),
      nome: json.text(),
      url: json.text(),
      imagemDeCapa: ref('ImagemArmazenada'),
    }),
    'Trabalhos recentes: os 100 eventos publicados mais novos.',
  ),
});

export const storefrontRoutes: RestRoute[] = [
  operation({
    method: 'GET',
    path: '/api',
    operation: StorefrontStudio,
    answer: ({ studio }) => {
      if (!studio) return message(404, 'Estúdio não encontrado');
      return ok({
        ...studioIdentity(studio),
        bannerRotativo: studio.banners.map(banner),
        sobre: aboutWords(studio),
        rodape: footerWords(studio),
        eventosConsolidados: studio.recentEvents.edges.map(({ node }) => ({
          _id: rawId(node.id),
          nome: node.name,
          url: node.slug,
          imagemDeCapa: storedImage(node.cover),
        })),
      });
    },
    doc: {
      tag: 'Vitrine',
      summary: 'A loja do estúdio: identidade, banners, Sobre, rodapé e trabalhos recentes',
      answers: {
        200: { description: 'O estúdio do endereço.', schema: storefrontAnswer },
        404: { description: 'Estúdio não encontrado.' },
      },
    },
  }),
  publicFiles,
];
