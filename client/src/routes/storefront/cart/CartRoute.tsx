// /{urlEvento}/carrinho: the cart. The flags tamanho-imgs-ausente and modalidade-entrega-ausente (sent back from
// checkout) show the spec's messages; 'Finalizar pedido' checks the same rules before going on.
import { useEffect, useRef } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, Navigate, useLoaderData, useNavigate, useParams, useSearchParams } from 'react-router';
import type { CartRouteQuery } from '../../../__generated__/CartRouteQuery.graphql.ts';
import { StorefrontFrame } from '../../../components/StorefrontFrame.tsx';
import { StudioNotFound } from '../../../components/StudioNotFound.tsx';
import { useToasts } from '../../../components/Toasts.tsx';
import { useRevealOnShow } from '../../../components/useRevealOnShow.ts';
import { errorMessage } from '../../../relay/mutations.ts';
import { orderPath } from '../cart-redirects.ts';
import { type CheckoutFlag, checkoutFlagMessages } from '../checkout-flags.ts';
import { useAddAllPhotosToCartMutation } from '../gallery/mutations/useAddAllPhotosToCartMutation.ts';
import { useShoppingSession } from '../useShoppingSession.ts';
import styles from './CartRoute.module.css';
import { CartView, type CartViewActions } from './components/CartView.tsx';
import { useApplyOptionToAllCartItemsMutation } from './mutations/useApplyOptionToAllCartItemsMutation.ts';
import { useDuplicateCartItemMutation } from './mutations/useDuplicateCartItemMutation.ts';
import { useQuoteShippingMutation } from './mutations/useQuoteShippingMutation.ts';
import { useRemoveCartItemMutation } from './mutations/useRemoveCartItemMutation.ts';
import { useResumeRemindedCartMutation } from './mutations/useResumeRemindedCartMutation.ts';
import { useSetCartItemCropMutation } from './mutations/useSetCartItemCropMutation.ts';
import { useSetCartItemOptionMutation } from './mutations/useSetCartItemOptionMutation.ts';
import { useSetCartItemQuantityMutation } from './mutations/useSetCartItemQuantityMutation.ts';
import { useSetDeliveryPreferenceMutation } from './mutations/useSetDeliveryPreferenceMutation.ts';

export const cartRouteQuery = graphql`
  query CartRouteQuery($slug: String!) {
    studio {
      name
      ...StorefrontFrame_studio
    }
    gallerySession(eventSlug: $slug) {
      ...useShoppingSession_session
      pickupAddress { ...PickupAddress_address }
      orders { orderId number }
      event {
        ...CartView_event
      }
      cart {
        itemCount
        needsDeliveryPreference
        deliveryPreference
        items { id option { optionId } }
        extraItems { id option { optionId } }
        ...CartView_cart
      }
    }
  }
`;

/**
 * A reminder e-mail's link (?lembrete=&acesso=), once the page has a gallery session: its photos join the cart,
 * then the address loses the link's parameters.
 */
function useReminderLink(eventSlug: string, ready: boolean) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const toasts = useToasts();
  const [resume] = useResumeRemindedCartMutation();
  const reminderId = search.get('lembrete');
  const accessCode = search.get('acesso');
  const followed = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !reminderId || !accessCode || followed.current === reminderId) return;
    followed.current = reminderId;
    resume({ reminderId, accessCode })
      .then(
        (result) => {
          const failure = errorMessage(result);
          if (failure !== null) toasts.failure(failure);
          else if (result.__typename === 'ResumeRemindedCartPayload') toasts.success(result.message ?? '');
        },
        () => toasts.failure(''),
      )
      .finally(() => navigate(`/${eventSlug}/carrinho`, { replace: true }));
  }, [ready, reminderId, accessCode, eventSlug, resume, navigate, toasts]);
}

export function CartRoute() {
  const { eventSlug = '' } = useParams();
  const reference = useLoaderData() as PreloadedQuery<CartRouteQuery>;
  const { studio, gallerySession: session } = usePreloadedQuery<CartRouteQuery>(cartRouteQuery, reference);
  const { session: shopping, redirect } = useShoppingSession(eventSlug, session);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const toasts = useToasts();
  const [setOption] = useSetCartItemOptionMutation();
  const [setQuantity] = useSetCartItemQuantityMutation();
  const [setCrop] = useSetCartItemCropMutation();
  const [duplicate] = useDuplicateCartItemMutation();
  const [remove] = useRemoveCartItemMutation();
  const [applyToAll] = useApplyOptionToAllCartItemsMutation();
  const [choosePreference] = useSetDeliveryPreferenceMutation();
  const [quote, quoting] = useQuoteShippingMutation();
  const [buyAllPhotos, buyingAll] = useAddAllPhotosToCartMutation();
  // The flags come back from 'Finalizar pedido' at the bottom: the first message is brought to the customer.
  const flagRef = useRef<HTMLParagraphElement>(null);
  const flagKey = (Object.keys(checkoutFlagMessages) as CheckoutFlag[])
    .filter((flag) => search.has(flag))
    .join();
  useRevealOnShow(flagRef, flagKey);
  useReminderLink(eventSlug, Boolean(shopping));

  useEffect(() => {
    if (shopping && studio) document.title = `Carrinho - ${shopping.event.name} - ${studio.name}`;
  }, [shopping, studio]);

  if (!studio) return <StudioNotFound />;
  if (!session || !shopping) return <Navigate to={`/${eventSlug}`} replace />;
  const { event, cart } = session;
  if (redirect) return <Navigate to={redirect} replace />;

  const report = (result: { __typename: string; message?: string }) => {
    const failure = errorMessage(result);
    if (failure !== null) toasts.failure(failure);
  };
  const failed = () => toasts.failure('');
  const actions: CartViewActions = {
    setOption: (itemId, optionId) => setOption({ itemId, optionId }).then(report, failed),
    setQuantity: (itemId, quantity) => setQuantity({ itemId, quantity }).then(report, failed),
    duplicate: (itemId) => duplicate({ itemId }).then(report, failed),
    remove: (itemId) => remove({ itemId }).then(report, failed),
    setCrop: (itemId, crop) => setCrop({ itemId, crop }).then(report, failed),
    applyToAll: (optionId) => applyToAll({ optionId }).then(report, failed),
    choosePreference: (preference) => choosePreference({ preference }, shopping.cart.id).then(report, failed),
    quote: (cep) => quote(cep).then(report, failed),
    buyAllPhotos: () => buyAllPhotos().then(report, failed),
  };

  const flags = (Object.keys(checkoutFlagMessages) as CheckoutFlag[]).filter((flag) => search.has(flag));
  // The delivery message shows by the delivery choice, where it is answered; the others above the photos.
  const deliveryFlag = flags.includes('modalidade-entrega-ausente') && cart.needsDeliveryPreference;
  const topFlags = flags.filter((flag) => !(deliveryFlag && flag === 'modalidade-entrega-ausente'));
  const flagNotice = (flag: CheckoutFlag, first: boolean) => (
    <p
      key={flag}
      ref={first ? flagRef : undefined}
      className="notice notice-danger"
      role="alert"
      tabIndex={-1}
    >
      {checkoutFlagMessages[flag]}
    </p>
  );
  const lines = [...cart.items, ...cart.extraItems];
  const finish = () => {
    if (lines.some((line) => !line.option)) navigate('?tamanho-imgs-ausente');
    else if (cart.needsDeliveryPreference && !cart.deliveryPreference)
      navigate('?modalidade-entrega-ausente');
    else navigate(`/${eventSlug}/carrinho/finalizar-pedido`);
  };

  return (
    <StorefrontFrame studio={studio}>
      <div className={`page ${styles.cart}`}>
        <Link to={`/${eventSlug}`} className={styles.back}>
          ← Voltar para a galeria
        </Link>
        <h1>Carrinho</h1>
        {session.orders.length > 0 && (
          <p className="muted">
            {session.orders.length === 1 ? 'Seu pedido nesta galeria: ' : 'Seus pedidos nesta galeria: '}
            {session.orders.map((order, index) => (
              <span key={order.orderId}>
                {index > 0 && ', '}
                <Link to={orderPath(eventSlug, order.orderId)}>Pedido nº {order.number}</Link>
              </span>
            ))}
          </p>
        )}
        {topFlags.map((flag, index) => flagNotice(flag, index === 0))}
        {cart.itemCount === 0 ? (
          <div className="centered-message">
            <p>Seu carrinho está vazio.</p>
            <Link className="button button-primary" to={`/${eventSlug}`}>
              Escolher fotos
            </Link>
          </div>
        ) : (
          <>
            <CartView
              cart={cart}
              event={event}
              actions={actions}
              quoting={quoting}
              buyingAll={buyingAll}
              pickupAddress={session.pickupAddress}
              deliveryNotice={
                deliveryFlag ? flagNotice('modalidade-entrega-ausente', topFlags.length === 0) : null
              }
            />
            <div className={styles.finish}>
              <button type="button" className="button button-primary" onClick={finish}>
                Finalizar pedido
              </button>
            </div>
          </>
        )}
      </div>
    </StorefrontFrame>
  );
}
