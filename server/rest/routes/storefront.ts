// Public storefront calls of spec 001 section 7 (and the static images of both specs).
import { graphql } from '../__generated__/gql.ts';
import { message, ok } from '../answers.ts';
import { rawId } from '../ids.ts';
import { aboutWords, banner, footerWords, storedImage, studioIdentity } from '../portuguese.ts';
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
};

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
  }),
  publicFiles,
];
