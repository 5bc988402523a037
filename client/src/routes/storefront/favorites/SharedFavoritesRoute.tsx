// /{urlEvento}/favoritas/{token}: a list of favourites someone of the gallery shared. It opens only for whoever can
// open the gallery (the access gate asks for its key first); they can copy it into their own favourites or put it
// all in their cart.
import { useEffect, useMemo } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useParams } from 'react-router';
import type { SharedFavoritesRouteQuery } from '../../../__generated__/SharedFavoritesRouteQuery.graphql.ts';
import { StorefrontFrame } from '../../../components/StorefrontFrame.tsx';
import { StudioNotFound } from '../../../components/StudioNotFound.tsx';
import { useToasts } from '../../../components/Toasts.tsx';
import { errorMessage } from '../../../relay/mutations.ts';
import { SelectionBar } from '../gallery/components/SelectionBar.tsx';
import { FavoritesScopeContext } from '../gallery/favorites-scope.ts';
import { useAddFavoritePhotosToCartMutation } from '../gallery/mutations/useAddFavoritePhotosToCartMutation.ts';
import { CustomerMarksContext, useSessionMarks } from '../gallery/useCustomerMarks.ts';
import { SharedFavoritesGrid } from './components/SharedFavoritesGrid.tsx';
import { useCopySharedFavoritePhotosMutation } from './mutations/useCopySharedFavoritePhotosMutation.ts';
import styles from './SharedFavoritesRoute.module.css';

export const sharedFavoritesRouteQuery = graphql`
  query SharedFavoritesRouteQuery($slug: String!, $token: String!) {
    studio {
      name
      ...StorefrontFrame_studio
    }
    gallerySession(eventSlug: $slug) {
      id
      event { name }
      cart { selectedPhotoCount }
      ...useCustomerMarks_session
    }
    sharedFavorites(eventSlug: $slug, token: $token) {
      own
      photoCount
    }
    ...SharedFavoritesGrid_query
  }
`;

export function SharedFavoritesRoute() {
  const { eventSlug = '', token = '' } = useParams();
  const reference = useLoaderData() as PreloadedQuery<SharedFavoritesRouteQuery>;
  const data = usePreloadedQuery<SharedFavoritesRouteQuery>(sharedFavoritesRouteQuery, reference);
  const { studio, gallerySession: session, sharedFavorites: list } = data;
  const toasts = useToasts();
  const [copy, copying] = useCopySharedFavoritePhotosMutation();
  const [addAll, adding] = useAddFavoritePhotosToCartMutation();
  const sessionId = session?.id;
  const favoritesScope = useMemo(() => (sessionId ? { sessionId } : null), [sessionId]);
  const marks = useSessionMarks(session);

  useEffect(() => {
    if (session) document.title = `Favoritas - ${session.event.name} - ${studio?.name ?? ''}`;
  }, [session, studio]);

  if (!studio) return <StudioNotFound />;
  const galleryLink = `/${eventSlug}`;
  const cartLink = (
    <Link className="button" to={`${galleryLink}/carrinho`}>
      Ver Carrinho
    </Link>
  );
  if (!session || !list) {
    return (
      <StorefrontFrame studio={studio}>
        <div className="centered-message">
          <h1>Lista de favoritas não encontrada</h1>
          <p>Peça um novo link a quem compartilhou.</p>
          <Link to={session ? galleryLink : '/'}>{session ? 'Ver a galeria' : 'Voltar para a loja'}</Link>
        </div>
      </StorefrontFrame>
    );
  }

  const report = (result: { __typename: string; message?: string }) => {
    const failure = errorMessage(result);
    if (failure !== null) toasts.failure(failure);
    else if (result.message) toasts.success(result.message, 4000);
  };
  const failed = () => toasts.failure('');

  return (
    <StorefrontFrame studio={studio} actions={cartLink}>
      <div className={`page ${styles.page}`}>
        <h1>Fotos favoritas de {session.event.name}</h1>
        <p>
          {list.own
            ? 'Esta é a sua lista de favoritas, como aparece para quem recebe o link.'
            : `${list.photoCount === 1 ? '1 foto escolhida' : `${list.photoCount} fotos escolhidas`} por quem compartilhou esta lista com você.`}
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className="button button-primary"
            disabled={!list.photoCount || adding}
            onClick={() => addAll(token).then(report, failed)}
          >
            Adicionar favoritas ao carrinho
          </button>
          {!list.own && (
            <button
              type="button"
              className="button"
              disabled={!list.photoCount || copying}
              onClick={() => copy(token).then(report, failed)}
            >
              Adicionar às minhas favoritas
            </button>
          )}
          <Link className="button" to={galleryLink}>
            Ver a galeria completa
          </Link>
        </div>
        <FavoritesScopeContext.Provider value={favoritesScope}>
          <CustomerMarksContext.Provider value={marks}>
            <SharedFavoritesGrid query={data} />
          </CustomerMarksContext.Provider>
        </FavoritesScopeContext.Provider>
      </div>
      <SelectionBar count={session.cart.selectedPhotoCount} cartPath={`${galleryLink}/carrinho`} />
    </StorefrontFrame>
  );
}
