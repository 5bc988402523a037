// /{urlEvento}: the gallery. Photo grid with a checkbox per photo, 'Selecionadas: N' and 'Ver Carrinho'; ticking a
// photo sold in several sizes opens the chooser.
import { useEffect, useMemo, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, Navigate, useLoaderData, useNavigate, useParams } from 'react-router';
import { photosNotForSaleMessage } from '../../../../../server/domain/sale-readiness.ts';
import type { GalleryRouteQuery } from '../../../__generated__/GalleryRouteQuery.graphql.ts';
import { clearGalleryTokens } from '../../../auth/gallery-tokens.ts';
import { StorefrontFrame } from '../../../components/StorefrontFrame.tsx';
import { StudioNotFound } from '../../../components/StudioNotFound.tsx';
import { useToasts } from '../../../components/Toasts.tsx';
import { useFirstScreenHandOver } from '../../../first-screen.ts';
import { formatBrl } from '../../../format.ts';
import { errorMessage } from '../../../relay/mutations.ts';
import { useShoppingSession } from '../useShoppingSession.ts';
import { FavoritesBar } from './components/FavoritesBar.tsx';
import { GalleryHeader } from './components/GalleryHeader.tsx';
import { GalleryOffers } from './components/GalleryOffers.tsx';
import { NumberSearch } from './components/NumberSearch.tsx';
import { OptionChooser } from './components/OptionChooser.tsx';
import { PhotoGrid } from './components/PhotoGrid.tsx';
import type { PhotoRef } from './components/PhotoTile.tsx';
import { SelectionBar } from './components/SelectionBar.tsx';
import { SelfieSearch } from './components/SelfieSearch.tsx';
import { FavoritesScopeContext } from './favorites-scope.ts';
import styles from './GalleryRoute.module.css';
import { useAddAllPhotosToCartMutation } from './mutations/useAddAllPhotosToCartMutation.ts';
import { useAddPhotoToCartMutation } from './mutations/useAddPhotoToCartMutation.ts';
import { useDeselectPhotoMutation } from './mutations/useDeselectPhotoMutation.ts';

export const galleryRouteQuery = graphql`
  query GalleryRouteQuery($slug: String!) {
    studio {
      name
      ...StorefrontFrame_studio
    }
    gallerySession(eventSlug: $slug) {
      id
      ...useShoppingSession_session
      ...FavoritesBar_session
      event {
        mode
        packagePhotoCount
        digital { priceCents }
        saleOptions { optionId }
        saleReadiness { forSale }
        ...GalleryHeader_event
        ...GalleryOffers_event
        ...PhotoGrid_event
        ...NumberSearch_event
        ...SelfieSearch_event
        ...OptionChooser_event
      }
      cart {
        selectedPhotoCount
        ...OptionChooser_cart
      }
    }
  }
`;

export function GalleryRoute() {
  const { eventSlug = '' } = useParams();
  const reference = useLoaderData() as PreloadedQuery<GalleryRouteQuery>;
  const { studio, gallerySession: session } = usePreloadedQuery<GalleryRouteQuery>(
    galleryRouteQuery,
    reference,
  );
  const { session: shopping, redirect } = useShoppingSession(eventSlug, session);
  useFirstScreenHandOver();
  const toasts = useToasts();
  const [add, adding] = useAddPhotoToCartMutation();
  const [deselect] = useDeselectPhotoMutation();
  const [buyAllPhotos, buyingAll] = useAddAllPhotosToCartMutation();
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState<PhotoRef | null>(null);
  const [favoritesOnly, setFavoritesOnly] = useState(false);
  const sessionId = session?.id;
  const favoritesScope = useMemo(() => (sessionId ? { sessionId } : null), [sessionId]);

  useEffect(() => {
    if (studio && !shopping) clearGalleryTokens(eventSlug);
    if (shopping) document.title = `${shopping.event.name} - ${studio?.name ?? ''}`;
  }, [studio, shopping, eventSlug]);

  if (!studio) return <StudioNotFound />;
  if (!session || !shopping) {
    return (
      <StorefrontFrame studio={studio}>
        <div className="centered-message">
          <h1>Galeria não encontrada</h1>
          <Link to="/">Voltar para a loja</Link>
        </div>
      </StorefrontFrame>
    );
  }
  const { event, cart } = session;
  const cartId = shopping.cart.id;
  if (redirect) return <Navigate to={redirect} replace />;

  const report = (result: { __typename: string; message?: string }) => {
    const failure = errorMessage(result);
    if (failure !== null) toasts.failure(failure);
  };
  const failed = () => toasts.failure('');

  const putInCart = (photo: PhotoRef, optionId: string | null) =>
    add(photo.id, cartId, optionId).then(report, failed);

  const toggle = (photo: PhotoRef) => {
    if (photo.selected) {
      deselect(photo.id, cartId).then(report, failed);
    } else if (event.saleOptions.length > 1) {
      setChoosing(photo);
    } else {
      putInCart(photo, event.saleOptions[0]?.optionId ?? null);
    }
  };

  // Nothing priced yet: the photos show, without selection, and the customer is told why.
  const forSale = event.saleReadiness.forSale;
  const cartLink = (
    <Link className="button" to={`/${eventSlug}/carrinho`}>
      Ver Carrinho
    </Link>
  );
  return (
    <StorefrontFrame studio={studio} actions={cartLink}>
      <div className={`page ${styles.gallery}`}>
        <GalleryHeader event={event} />
        {!forSale && (
          <p className="notice" role="status">
            {photosNotForSaleMessage}
          </p>
        )}
        {event.mode === 'PREPAID_PACKAGE' && (
          <p className="notice">
            Seu pacote inclui {event.packagePhotoCount} fotos. As fotos além do pacote são cobradas à parte
            {event.digital.priceCents != null ? ` (${formatBrl(event.digital.priceCents)} cada)` : ''}.
          </p>
        )}
        <GalleryOffers
          event={event}
          busy={buyingAll}
          onBuyAll={() =>
            buyAllPhotos().then((result) => {
              if (result.__typename === 'AddAllPhotosToCartPayload') navigate(`/${eventSlug}/carrinho`);
              else report(result);
            }, failed)
          }
        />
        <FavoritesScopeContext.Provider value={favoritesScope}>
          <FavoritesBar
            session={session}
            eventSlug={eventSlug}
            favoritesOnly={favoritesOnly}
            onFilter={setFavoritesOnly}
          />
          <SelfieSearch event={event} eventSlug={eventSlug} onToggle={forSale ? toggle : null}>
            <NumberSearch event={event} eventSlug={eventSlug} onToggle={forSale ? toggle : null}>
              <PhotoGrid event={event} onToggle={forSale ? toggle : null} favoritesOnly={favoritesOnly} />
            </NumberSearch>
          </SelfieSearch>
        </FavoritesScopeContext.Provider>
      </div>
      {forSale && <SelectionBar count={cart.selectedPhotoCount} cartPath={`/${eventSlug}/carrinho`} />}
      {choosing && (
        <OptionChooser
          event={event}
          cart={cart}
          photo={choosing}
          busy={adding}
          onClose={() => setChoosing(null)}
          onChoose={(optionId) => {
            const photo = choosing;
            setChoosing(null);
            putInCart(photo, optionId);
          }}
        />
      )}
    </StorefrontFrame>
  );
}
