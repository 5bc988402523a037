// Mercado Pago's Payment Brick (card, Pix, boleto), paying through our processPayment: the Brick only collects the
// form; the amount is computed by the server. Loaded on demand so the gallery does not carry it.
import { initMercadoPago, Payment } from '@mercadopago/sdk-react';
import { useCallback, useMemo, useRef } from 'react';

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
  const customization = useMemo(
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
  return (
    <Payment
      initialization={initialization}
      customization={customization as never}
      onSubmit={onSubmit as never}
      onError={(error: unknown) => console.warn('Payment Brick', error)}
    />
  );
}
