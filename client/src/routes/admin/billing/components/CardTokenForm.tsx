// The card of the studio's subscription, turned into a Mercado Pago card token in the browser (the number never
// reaches us): Mercado Pago's Card Payment Brick with the platform's public key, or, with simulated payments, the
// test form whose cardholder name decides what the simulator does (as the checkout's test form).
import { CardPayment, initMercadoPago } from '@mercadopago/sdk-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatBrl } from '../../../../format.ts';
import { loadMercadoPagoScript } from '../../../storefront/checkout/components/mercado-pago-script.ts';

const testHolders = [
  ['APRO', 'aprovado'],
  ['FUND', 'recusado, sem saldo'],
  ['OTHE', 'recusado, erro geral'],
] as const;

/** A token shaped like Mercado Pago's; the simulator reads the cardholder code in it. */
function testCardToken(holder: string): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  return `teste-${holder}-${random}`;
}

let initializedKey: string | null = null;

export function CardTokenForm({
  publicKey,
  simulated,
  amountCents,
  submitLabel,
  busy,
  onToken,
}: {
  publicKey: string;
  simulated: boolean;
  amountCents: number;
  submitLabel: string;
  busy: boolean;
  /** Resolves when the server took the card; rejects to let the owner try again. */
  onToken: (token: string) => Promise<void>;
}) {
  if (simulated) return <TestCardForm submitLabel={submitLabel} busy={busy} onToken={onToken} />;
  return <CardBrick publicKey={publicKey} amountCents={amountCents} onToken={onToken} />;
}

function TestCardForm({
  submitLabel,
  busy,
  onToken,
}: {
  submitLabel: string;
  busy: boolean;
  onToken: (token: string) => Promise<void>;
}) {
  const id = useId();
  const [holder, setHolder] = useState<string>('APRO');
  return (
    <form
      aria-label="Cartão de teste"
      onSubmit={(event) => {
        event.preventDefault();
        onToken(testCardToken(holder)).catch(() => undefined);
      }}
    >
      <p className="field-hint">
        Pagamentos simulados: nenhum valor é cobrado. O nome do titular define o resultado no simulador.
      </p>
      <div className="field">
        <label htmlFor={`${id}-number`}>Cartão</label>
        <input
          id={`${id}-number`}
          className="input"
          value="5031 4332 1540 6351 (Mastercard de teste)"
          readOnly
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-holder`}>Nome do titular (define o resultado)</label>
        <select
          id={`${id}-holder`}
          className="input"
          value={holder}
          onChange={(event) => setHolder(event.target.value)}
        >
          {testHolders.map(([code, outcome]) => (
            <option key={code} value={code}>
              {code} ({outcome})
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button-primary" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}

function CardBrick({
  publicKey,
  amountCents,
  onToken,
}: {
  publicKey: string;
  amountCents: number;
  onToken: (token: string) => Promise<void>;
}) {
  if (initializedKey !== publicKey) {
    initMercadoPago(publicKey, { locale: 'pt-BR' });
    initializedKey = publicKey;
  }
  const latest = useRef(onToken);
  latest.current = onToken;
  const [state, setState] = useState<'loading' | 'script-ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt (a retry) loads the script again
  useEffect(() => {
    let current = true;
    loadMercadoPagoScript().then(
      () => current && setState('script-ready'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const initialization = useMemo(() => ({ amount: amountCents / 100 }), [amountCents]);
  const onSubmit = useCallback(async (formData: { token: string }) => {
    await latest.current(formData.token);
  }, []);
  if (state === 'failed') {
    return (
      <div className="notice notice-danger" role="alert">
        <p>Não foi possível carregar o formulário de cartão do Mercado Pago. Verifique sua conexão.</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setState('loading');
            setAttempt((count) => count + 1);
          }}
        >
          Tentar novamente
        </button>
      </div>
    );
  }
  if (state === 'loading') return <p className="muted">Carregando o formulário de cartão…</p>;
  return (
    <>
      <p className="field-hint">Valor da cobrança: {formatBrl(amountCents)}</p>
      <CardPayment
        key={attempt}
        initialization={initialization}
        customization={{ paymentMethods: { maxInstallments: 1 } }}
        onSubmit={onSubmit}
      />
    </>
  );
}
