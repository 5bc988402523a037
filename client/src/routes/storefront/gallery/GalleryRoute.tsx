// /{urlEvento}: the gallery. Photo grid with a checkbox per photo, 'Selecionadas: N' and 'Ver Carrinho'; ticking a
// photo sold in several sizes opens the chooser. A customer back after buying gets a new cart here (not the order
// page), with 'Meus pedidos' in the header.
import { useEffect, useMemo, useRef, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, Navigate, useLoaderData, useNavigate, useParams, useRevalidator } from 'react-router';
import { photosNotForSaleMessage } from '../../../../../server/domain/sale-readiness.ts';
import type { GalleryRouteCustomerQuery } from '../../../__generated__/GalleryRouteCustomerQuery.graphql.ts';
import type { GalleryRouteQuery } from '../../../__generated__/GalleryRouteQuery.graphql.ts';
import { clearGalleryTokens } from '../../../auth/gallery-tokens.ts';
import { LoadingOverlay } from '../../../components/LoadingOverlay.tsx';
import { StorefrontFrame } from '../../../components/StorefrontFrame.tsx';
import { StoreInPreparation } from '../../../components/StoreInPreparation.tsx';
import { StudioNotFound } from '../../../components/StudioNotFound.tsx';
import { StudioSuspended } from '../../../components/StudioSuspended.tsx';
import { useToasts } from '../../../components/Toasts.tsx';
import { useFirstScreenHandOver } from '../../../first-screen.ts';
import { formatBrl } from '../../../format.ts';
import { errorMessage } from '../../../relay/mutations.ts';
import { orderPath } from '../cart-redirects.ts';
import { useStartNewCartMutation } from '../order/mutations/useStartNewCartMutation.ts';
import { useShoppingSession } from '../useShoppingSession.ts';
import { FavoritesBar } from './components/FavoritesBar.tsx';
import { GalleryHeader } from './components/GalleryHeader.tsx';
import { GalleryOffers } from './components/GalleryOffers.tsx';
import { MyOrdersMenu } from './components/MyOrdersMenu.tsx';
import { NumberSearch } from './components/NumberSearch.tsx';
import { OptionChooser } from './components/OptionChooser.tsx';
import { PhotoAlerts } from './components/PhotoAlerts.tsx';
import { PhotoGrid } from './components/PhotoGrid.tsx';
import type { PhotoRef } from './components/PhotoTile.tsx';
import { SelectionBar } from './components/SelectionBar.tsx';
import { SelfieSearch } from './components/SelfieSearch.tsx';
import { FavoritesScopeContext } from './favorites-scope.ts';
import styles from './GalleryRoute.module.css';
import { useAddAllPhotosToCartMutation } from './mutations/useAddAllPhotosToCartMutation.ts';
import { useAddPhotoToCartMutation } from './mutations/useAddPhotoToCartMutation.ts';
import { useDeselectPhotoMutation } from './mutations/useDeselectPhotoMutation.ts';
import { PhotoPriceContext, photoPrice } from './photo-price.ts';
import { CustomerMarksContext, useSessionMarks } from './useCustomerMarks.ts';
import { useInvitationLink } from './useInvitationLink.ts';

/**
 * What every customer of the event sees (the studio, the event, its prices and photo pages): one answer the servers
 * keep once for all its customers, so a runner opening the link with thousands of others is answered from memory.
 * Nothing of the customer's own may go here (cacheable-documents.ts isSharedRead refuses to share it).
 */
export const galleryRouteQuery = graphql`
  query GalleryRouteQuery($slug: String!) {
    studio {
      name
      storefrontOpen
      suspended
      ...StorefrontFrame_studio
    }
    galleryEvent(eventSlug: $slug) {
      mode
      packagePhotoCount
      digital { priceCents }
      saleOptions { optionId priceCents }
      saleReadiness { forSale }
      allPhotoCount: photoCount
      ...GalleryHeader_event
      ...GalleryOffers_event
      ...PhotoGrid_event
      ...NumberSearch_event
      ...SelfieSearch_event
      ...PhotoAlerts_event
      ...OptionChooser_event
    }
  }
`;

/** What is the customer's own: the session, its cart with the photos in it, its favourites and orders. */
export const galleryCustomerQuery = graphql`
  query GalleryRouteCustomerQuery($slug: String!) {
    gallerySession(eventSlug: $slug) {
      id
      ...useShoppingSession_session
      ...FavoritesBar_session
      ...useCustomerMarks_session
      orders { orderId number }
      cart {
        selectedPhotoCount
        itemCount
        ...OptionChooser_cart
      }
    }
  }
`;

/** The route's loader data: both queries, started together. */
export interface GalleryRouteData {
  shared: PreloadedQuery<GalleryRouteQuery>;
  customer: PreloadedQuery<GalleryRouteCustomerQuery>;
}

export function GalleryRoute() {
  const { eventSlug = '' } = useParams();
  const references = useLoaderData() as GalleryRouteData;
  const { studio, galleryEvent: event } = usePreloadedQuery<GalleryRouteQuery>(
    galleryRouteQuery,
    references.shared,
  );
  const { gallerySession: session } = usePreloadedQuery<GalleryRouteCustomerQuery>(
    galleryCustomerQuery,
    references.customer,
  );
  const marks = useSessionMarks(session);
  const { session: shopping, redirect } = useShoppingSession(eventSlug, session, 'stay');
  useFirstScreenHandOver();
  useInvitationLink(Boolean(session && shopping));
  const toasts = useToasts();
  const [add, adding] = useAddPhotoToCartMutation();
  const [deselect] = useDeselectPhotoMutation();
  const [buyAllPhotos, buyingAll] = useAddAllPhotosToCartMutation();
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState<PhotoRef | null>(null);
  const [favoritesOnly, setFavoritesOnly] = useState(false);
  const sessionId = session?.id;
  const favoritesScope = useMemo(() => (sessionId ? { sessionId } : null), [sessionId]);
  const paidCart = shopping?.cart.status === 'PREPARING_DELIVERY' ? shopping.cart : null;
  const renewing = useNewCartAfterPurchase(eventSlug, paidCart);

  useEffect(() => {
    if (studio && !shopping) clearGalleryTokens(eventSlug);
    if (shopping) document.title = `${shopping.event.name} - ${studio?.name ?? ''}`;
  }, [studio, shopping, eventSlug]);

  if (!studio) return <StudioNotFound />;
  if (studio.suspended) return <StudioSuspended name={studio.name} />;
  if (!studio.storefrontOpen) return <StoreInPreparation name={studio.name} />;
  if (!session || !shopping || !event) {
    return (
      <StorefrontFrame studio={studio}>
        <div className="centered-message">
          <h1>Galeria não encontrada</h1>
          <Link to="/">Voltar para a loja</Link>
        </div>
      </StorefrontFrame>
    );
  }
  const { cart } = session;
  const cartId = shopping.cart.id;
  if (redirect) return <Navigate to={redirect} replace />;
  if (paidCart || renewing) return <LoadingOverlay />;

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
  // No photo yet: no favourites or cart to offer (a cart filled before the photos went away still shows).
  const empty = event.allPhotoCount === 0;
  const showCart = !empty || cart.itemCount > 0;
  const cartLink = (
    <>
      <MyOrdersMenu eventSlug={eventSlug} orders={session.orders} />
      {showCart && (
        <Link className="button" to={`/${eventSlug}/carrinho`}>
          Ver Carrinho
        </Link>
      )}
    </>
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
        <FavoritesScopeContext.Provider value={favoritesScope}>
          <CustomerMarksContext.Provider value={marks}>
            <PhotoPriceContext.Provider value={forSale ? photoPrice(event.saleOptions, event.mode) : null}>
              {/* The searches first, right under the event's name (the number's field, then the selfie's button): a
                search's results replace everything below it. */}
              <PhotoAlerts event={event} eventSlug={eventSlug} onToggle={forSale ? toggle : null}>
                <NumberSearch event={event} eventSlug={eventSlug} onToggle={forSale ? toggle : null}>
                  <SelfieSearch event={event} eventSlug={eventSlug} onToggle={forSale ? toggle : null}>
                    {!empty && (
                      <GalleryOffers
                        event={event}
                        busy={buyingAll}
                        onBuyAll={() =>
                          buyAllPhotos().then((result) => {
                            if (result.__typename === 'AddAllPhotosToCartPayload')
                              navigate(`/${eventSlug}/carrinho`);
                            else report(result);
                          }, failed)
                        }
                      />
                    )}
                    {!empty && (
                      <FavoritesBar
                        session={session}
                        eventSlug={eventSlug}
                        favoritesOnly={favoritesOnly}
                        onFilter={setFavoritesOnly}
                      />
                    )}
                    <PhotoGrid
                      event={event}
                      onToggle={forSale ? toggle : null}
                      favoritesOnly={favoritesOnly}
                    />
                  </SelfieSearch>
                </NumberSearch>
              </PhotoAlerts>
            </PhotoPriceContext.Provider>
          </CustomerMarksContext.Provider>
        </FavoritesScopeContext.Provider>
      </div>
      {forSale && showCart && (
        <SelectionBar count={cart.selectedPhotoCount} cartPath={`/${eventSlug}/carrinho`} />
      )}
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

/**
 * Back in the gallery after buying: a new, empty cart (the order stays the session's), then the gallery's data again;
 * true until both are done. Should that fail, the order page is where the customer was sent before.
 */
function useNewCartAfterPurchase(
  eventSlug: string,
  paidCart: { readonly id: string; readonly order: { readonly orderId: string } | null | undefined } | null,
): boolean {
  const [startNewCart] = useStartNewCartMutation();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const started = useRef<string | null>(null);
  const [renewing, setRenewing] = useState(false);
  const paidCartId = paidCart?.id ?? null;
  const orderId = paidCart?.order?.orderId ?? null;
  useEffect(() => {
    if (!paidCartId || started.current === paidCartId) return;
    started.current = paidCartId;
    setRenewing(true);
    const toOrder = () => {
      if (orderId) navigate(orderPath(eventSlug, orderId), { replace: true });
    };
    startNewCart()
      .then((result) => (errorMessage(result) === null ? revalidator.revalidate() : toOrder()), toOrder)
      .finally(() => setRenewing(false));
  }, [paidCartId, orderId, eventSlug, startNewCart, revalidator, navigate]);
  return renewing;
}

/** The gallery's loader: the shared query and the customer's, started together. */
export function galleryRouteLoader<Args>(
  shared: (args: Args) => GalleryRouteData['shared'],
  customer: (args: Args) => GalleryRouteData['customer'],
) {
  return (args: Args): GalleryRouteData => ({ shared: shared(args), customer: customer(args) });
}
