// Mercado Pago's Payment Brick (card, Pix, boleto), paying through our processPayment: the Brick only collects the
// form; the amount is computed by the server. Loaded on demand so the gallery does not carry it. When Mercado Pago's
// script or the Brick cannot load, the customer reads why and may try again, instead of an empty box.
import { initMercadoPago, Payment } from '@mercadopago/sdk-react';
import { type ComponentProps, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { loadMercadoPagoScript } from './mercado-pago-script.ts';

export interface BrickFormData {
  token?: string;
  issuer_id?: string | number;
  payment_method_id?: string;
  payment_type_id?: string;
  installments?: number;
  payer?: {
    email?: string;
    identification?: { type?: string; number?: string };
    address?: {
      zip_code?: string;
      federal_unit?: string;
      city?: string;
      neighborhood?: string;
      street_name?: string;
      street_number?: string;
    };
  };
}

let initializedKey: string | null = null;

export const brickUnavailableMessage =
  'Não foi possível carregar as formas de pagamento do Mercado Pago. Verifique sua conexão e tente novamente.';

type BrickState = 'loading' | 'script-ready' | 'ready' | 'failed';

export function PaymentBrick({
  publicKey,
  amountCents,
  payer,
  onPay,
}: {
  publicKey: string;
  amountCents: number;
  payer: { email: string; firstName: string; lastName: string; cpf: string };
  /** Resolves when paid (or pending); rejects to let the customer try again in the Brick. */
  onPay: (form: BrickFormData, selectedPaymentMethod: string) => Promise<void>;
}) {
  if (initializedKey !== publicKey) {
    initMercadoPago(publicKey, { locale: 'pt-BR' });
    initializedKey = publicKey;
  }
  const latest = useRef(onPay);
  latest.current = onPay;
  const initialization = useMemo(
    () => ({
      amount: amountCents / 100,
      payer: {
        email: payer.email,
        firstName: payer.firstName,
        lastName: payer.lastName,
        identification: { type: 'CPF', number: payer.cpf },
      },
    }),
    [amountCents, payer.email, payer.firstName, payer.lastName, payer.cpf],
  );
  const customization = useMemo<ComponentProps<typeof Payment>['customization']>(
    () => ({
      paymentMethods: {
        ticket: 'all',
        bankTransfer: 'all',
        creditCard: 'all',
        debitCard: 'all',
        maxInstallments: 12,
      },
    }),
    [],
  );
  const onSubmit = useCallback(
    ({ formData, selectedPaymentMethod }: { formData: BrickFormData; selectedPaymentMethod: string }) =>
      latest.current(formData, selectedPaymentMethod),
    [],
  );
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<BrickState>('loading');
  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt (a retry) loads the script again
  useEffect(() => {
    let current = true;
    setState('loading');
    loadMercadoPagoScript().then(
      () => current && setState('script-ready'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const onReady = useCallback(() => setState('ready'), []);
  const onError = useCallback((error: { type?: string } | undefined) => {
    console.warn('Payment Brick', error);
    // A critical error leaves the Brick unusable (it could not start); others it shows itself.
    if (error?.type === 'critical') setState('failed');
  }, []);

  if (state === 'failed') {
    return (
      <div className="notice notice-danger" role="alert">
        <p>{brickUnavailableMessage}</p>
        <button type="button" className="button" onClick={() => setAttempt((count) => count + 1)}>
          Tentar novamente
        </button>
      </div>
    );
  }
  return (
    <>
      {state !== 'ready' && (
        <p className="muted" role="status">
          Carregando formas de pagamento…
        </p>
      )}
      {state !== 'loading' && (
        <Payment
          key={attempt}
          initialization={initialization}
          customization={customization}
          onSubmit={onSubmit}
          onReady={onReady}
          onError={onError}
        />
      )}
    </>
  );
}
