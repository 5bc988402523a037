// /{urlEvento}/carrinho/finalizar-pedido: 'Resumo do Pedido', the personal data and address forms, then the
// payment (the Payment Brick, or a confirmation when there is nothing to pay).
import { lazy, Suspense, useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, Navigate, useLoaderData, useNavigate, useParams, useRevalidator } from 'react-router';
import type { CheckoutRouteQuery } from '../../../__generated__/CheckoutRouteQuery.graphql.ts';
import { StorefrontFrame } from '../../../components/StorefrontFrame.tsx';
import { StudioNotFound } from '../../../components/StudioNotFound.tsx';
import { useToasts } from '../../../components/Toasts.tsx';
import { errorMessage } from '../../../relay/mutations.ts';
import { orderPath, paymentStatusPath, useCartRedirect } from '../cart-redirects.ts';
import { isCheckoutFlag } from '../checkout-flags.ts';
import { clearAddressDraft } from './address-draft.ts';
import styles from './CheckoutRoute.module.css';
import { CheckoutForms } from './components/CheckoutForms.tsx';
import { OrderSummary } from './components/OrderSummary.tsx';
import type { BrickFormData } from './components/PaymentBrick.tsx';
import { TestPaymentForm } from './components/TestPaymentForm.tsx';
import { attemptKey, finishAttempt } from './idempotency.ts';
import {
  type ProcessPaymentInput,
  useProcessPaymentMutation,
} from './mutations/useProcessPaymentMutation.ts';

const PaymentBrick = lazy(() =>
  import('./components/PaymentBrick.tsx').then((module) => ({ default: module.PaymentBrick })),
);

export const paymentFailure = 'Houve um erro e o pagamento não foi realizado. Tente novamente.';

export const checkoutRouteQuery = graphql`
  query CheckoutRouteQuery($slug: String!) {
    studio {
      name
      ...StorefrontFrame_studio
    }
    gallerySession(eventSlug: $slug) {
      id
      paymentPublicKey
      paymentTestMode
      event { id name mode }
      cart {
        id
        status
        exempt
        totalCents
        itemCount
        deliveryPreference
        needsDeliveryPreference
        items { id option { optionId } }
        extraItems { id option { optionId } }
        order { orderId }
        payment { paymentId }
        ...OrderSummary_cart
      }
      personalData { status firstName lastName email cpf }
      deliveryAddressStatus
      deliveryAddress { cep city state street number neighborhood }
      pickupAddress { ...PickupAddress_address }
      ...CheckoutForms_session
    }
  }
`;

function brickInput(form: BrickFormData): Omit<ProcessPaymentInput, 'idempotencyKey'> {
  const address = form.payer?.address;
  return {
    paymentMethodId: form.payment_method_id ?? null,
    paymentTypeId: form.payment_type_id ?? null,
    token: form.token ?? null,
    issuerId: form.issuer_id !== undefined && form.issuer_id !== null ? String(form.issuer_id) : null,
    installments: typeof form.installments === 'number' ? form.installments : null,
    payerEmail: form.payer?.email ?? null,
    payerCpf: form.payer?.identification?.number || null,
    payerAddress: address?.zip_code
      ? {
          zipCode: address.zip_code,
          streetName: address.street_name ?? '',
          streetNumber: address.street_number ?? '',
          neighborhood: address.neighborhood ?? '',
          city: address.city ?? '',
          federalUnit: address.federal_unit ?? '',
        }
      : null,
  };
}

export function CheckoutRoute() {
  const { eventSlug = '' } = useParams();
  const reference = useLoaderData() as PreloadedQuery<CheckoutRouteQuery>;
  const { studio, gallerySession: session } = usePreloadedQuery<CheckoutRouteQuery>(
    checkoutRouteQuery,
    reference,
  );
  const cartRedirect = useCartRedirect(eventSlug, session?.cart);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toasts = useToasts();
  const [pay, paying] = useProcessPaymentMutation();
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (session && studio) document.title = `Finalizar pedido - ${session.event.name} - ${studio.name}`;
  }, [session, studio]);

  if (!studio) return <StudioNotFound />;
  if (!session) return <Navigate to={`/${eventSlug}`} replace />;
  const { cart, event } = session;
  const redirect = cartRedirect;
  if (redirect) return <Navigate to={redirect} replace />;
  if (cart.itemCount === 0) return <Navigate to={`/${eventSlug}/carrinho`} replace />;
  if ([...cart.items, ...cart.extraItems].some((line) => !line.option)) {
    return <Navigate to={`/${eventSlug}/carrinho?tamanho-imgs-ausente`} replace />;
  }
  if (cart.needsDeliveryPreference && !cart.deliveryPreference) {
    return <Navigate to={`/${eventSlug}/carrinho?modalidade-entrega-ausente`} replace />;
  }

  const delivering = cart.needsDeliveryPreference && cart.deliveryPreference === 'DELIVERY';
  const formsDone =
    session.personalData.status === 'FILLED' && (!delivering || session.deliveryAddressStatus === 'FILLED');

  /** Submits one payment; resolves once the customer can move on, rejects to let them try again. */
  const submit = async (input: Omit<ProcessPaymentInput, 'idempotencyKey'>) => {
    // A lost answer keeps the attempt (and its key): trying again cannot pay twice. Any answer ends it.
    const result = await pay({ idempotencyKey: attemptKey(cart.id), ...input }).catch(() => null);
    if (!result) {
      toasts.failure(paymentFailure);
      throw new Error('payment request failed');
    }
    finishAttempt(cart.id);
    if (result.__typename === 'ProcessPaymentPayload') {
      clearAddressDraft(cart.id);
      navigate(
        result.exempt || !result.payment
          ? orderPath(eventSlug, result.order!.orderId)
          : paymentStatusPath(eventSlug, result.payment.paymentId),
      );
      return;
    }
    if (result.__typename === 'CheckoutGuardError' && isCheckoutFlag(result.flag ?? '')) {
      navigate(`/${eventSlug}/carrinho?${result.flag}`);
      return;
    }
    if (result.__typename === 'PaymentInProgressError' || result.__typename === 'CartClosedError') {
      toasts.failure(result.message ?? '');
      revalidator.revalidate();
      return;
    }
    toasts.failure(errorMessage(result) || paymentFailure);
    throw new Error(result.__typename);
  };

  return (
    <StorefrontFrame studio={studio}>
      <div className={`page ${styles.checkout}`}>
        <Link to={`/${eventSlug}/carrinho`} className={styles.back}>
          ← Voltar para o carrinho
        </Link>
        <h1 className="visually-hidden">Finalizar pedido</h1>
        <div className={styles.columns}>
          <div>
            <OrderSummary cart={cart} mode={event.mode} pickupAddress={session.pickupAddress} />
          </div>
          <div>
            <CheckoutForms session={session} delivering={delivering} />
            <section className="card" aria-labelledby="payment-title">
              <h2 id="payment-title" className={styles.paymentTitle}>
                Pagamento
              </h2>
              {!formsDone ? (
                <p className="muted">Preencha e salve seus dados para escolher a forma de pagamento.</p>
              ) : cart.exempt ? (
                <>
                  <p>Este pedido não tem nada a pagar.</p>
                  <button
                    type="button"
                    className="button button-primary"
                    disabled={paying || confirming}
                    onClick={() => {
                      setConfirming(true);
                      submit({}).catch(() => setConfirming(false));
                    }}
                  >
                    Confirmar pedido
                  </button>
                </>
              ) : session.paymentPublicKey && session.paymentTestMode ? (
                <TestPaymentForm
                  amountCents={cart.totalCents}
                  payer={session.personalData}
                  address={
                    delivering
                      ? {
                          zipCode: session.deliveryAddress.cep,
                          streetName: session.deliveryAddress.street,
                          streetNumber: session.deliveryAddress.number,
                          neighborhood: session.deliveryAddress.neighborhood,
                          city: session.deliveryAddress.city,
                          federalUnit: session.deliveryAddress.state,
                        }
                      : null
                  }
                  onPay={(form) => submit(brickInput(form))}
                />
              ) : session.paymentPublicKey ? (
                <Suspense fallback={<p className="muted">Carregando formas de pagamento…</p>}>
                  <PaymentBrick
                    publicKey={session.paymentPublicKey}
                    amountCents={cart.totalCents}
                    payer={{
                      email: session.personalData.email,
                      firstName: session.personalData.firstName,
                      lastName: session.personalData.lastName,
                      cpf: session.personalData.cpf,
                    }}
                    onPay={(form) => submit(brickInput(form))}
                  />
                </Suspense>
              ) : (
                <p className="notice notice-danger">
                  Este estúdio ainda não configurou o recebimento de pagamentos. Entre em contato pelo
                  WhatsApp.
                </p>
              )}
            </section>
          </div>
        </div>
      </div>
    </StorefrontFrame>
  );
}
