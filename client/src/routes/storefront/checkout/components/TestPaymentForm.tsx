// The payment form of the demo (payments simulated, nothing charged): in place of the Payment Brick, which needs
// Mercado Pago's servers, our own form sends what the Brick would (a card of Mercado Pago's test list, whose
// cardholder name decides the outcome; Pix; boleto) to the same processPayment. Nothing here loads from elsewhere.
import { type FormEvent, useId, useState } from 'react';
import { isValidCpf, payerAddressSchema } from '../../../../../../server/domain/customer-data.ts';
import { TextField } from '../../../../components/Field.tsx';
import {
  maskAddressText,
  maskCep,
  maskCity,
  maskCpf,
  maskState,
  maskStreetNumber,
} from '../../../../components/masks.ts';
import { formatBrl } from '../../../../format.ts';
import type { BrickFormData } from './PaymentBrick.tsx';
import styles from './TestPaymentForm.module.css';

/** Mercado Pago's test cards for Brazil (CVV 123, expiry 11/30). */
export const testCards = [
  { id: 'master', label: 'Mastercard', number: '5031 4332 1540 6351', type: 'credit_card', issuer: '24' },
  { id: 'visa', label: 'Visa', number: '4235 6477 2802 5682', type: 'credit_card', issuer: '25' },
  { id: 'debelo', label: 'Elo (débito)', number: '5067 7667 8388 8311', type: 'debit_card', issuer: '1' },
] as const;

/** The cardholder names of Mercado Pago's test list and what each makes of the payment. */
export const testCardholders = [
  ['APRO', 'aprovado'],
  ['CONT', 'pendente'],
  ['OTHE', 'recusado, erro geral'],
  ['CALL', 'recusado, autorizar'],
  ['FUND', 'recusado, sem saldo'],
  ['SECU', 'recusado, CVV'],
  ['EXPI', 'recusado, vencimento'],
  ['FORM', 'recusado, formulário'],
  ['DUPL', 'recusado, duplicado'],
  ['LOCK', 'recusado, desabilitado'],
  ['BLAC', 'recusado, bloqueado'],
] as const;

type Method = 'card' | 'pix' | 'boleto';

interface Payer {
  email: string;
  firstName: string;
  lastName: string;
  cpf: string;
}

interface PlaceValues {
  zipCode: string;
  streetName: string;
  streetNumber: string;
  neighborhood: string;
  city: string;
  federalUnit: string;
}

/** A token shaped like the Brick's; the simulated Mercado Pago reads the cardholder code in it. */
function testCardToken(holder: string): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  return `teste-${holder}-${random}`;
}

export function TestPaymentForm({
  amountCents,
  payer,
  address,
  onPay,
}: {
  amountCents: number;
  payer: Payer;
  /** The delivery address, when there is one: the boleto's payer address starts with it. */
  address: PlaceValues | null;
  /** Resolves when paid (or pending); rejects to let the customer try again. */
  onPay: (form: BrickFormData) => Promise<void>;
}) {
  const id = useId();
  const [method, setMethod] = useState<Method>('card');
  const [card, setCard] = useState<(typeof testCards)[number]['id']>('master');
  const [holder, setHolder] = useState('APRO');
  const [installments, setInstallments] = useState(1);
  const [cpf, setCpf] = useState(maskCpf(payer.cpf));
  const [place, setPlace] = useState<PlaceValues>(
    address ?? { zipCode: '', streetName: '', streetNumber: '', neighborhood: '', city: '', federalUnit: '' },
  );
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const chosen = testCards.find((option) => option.id === card)!;

  const send = (form: BrickFormData) => {
    setPaying(true);
    onPay(form).then(
      () => setPaying(false),
      () => setPaying(false),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const cpfDigits = cpf.replace(/\D/g, '');
    if (method !== 'pix' && !isValidCpf(cpfDigits)) {
      setError('CPF inválido');
      return;
    }
    const identification = { type: 'CPF', number: cpfDigits };
    if (method === 'card') {
      send({
        token: testCardToken(holder),
        issuer_id: chosen.issuer,
        payment_method_id: chosen.id,
        payment_type_id: chosen.type,
        installments: chosen.type === 'credit_card' ? installments : 1,
        payer: { email: payer.email, identification },
      });
    } else if (method === 'pix') {
      send({ payment_method_id: 'pix', payment_type_id: 'bank_transfer', payer: { email: payer.email } });
    } else {
      const checked = payerAddressSchema.safeParse(place);
      if (!checked.success) {
        setError(checked.error.issues[0]?.message ?? 'Endereço inválido');
        return;
      }
      const valid = checked.data;
      send({
        payment_method_id: 'bolbradesco',
        payment_type_id: 'ticket',
        payer: {
          email: payer.email,
          identification,
          address: {
            zip_code: valid.zipCode,
            street_name: valid.streetName,
            street_number: valid.streetNumber,
            neighborhood: valid.neighborhood,
            city: valid.city,
            federal_unit: valid.federalUnit,
          },
        },
      });
    }
  };

  const placeField = (name: keyof PlaceValues, label: string, mask: (value: string) => string) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      className="input"
      value={place[name]}
      onChange={(event) => setPlace({ ...place, [name]: mask(event.target.value) })}
    />
  );

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Pagamento de teste" noValidate>
      <p className={`notice ${styles.banner}`} role="note">
        <strong>Modo de teste</strong>: os pagamentos são simulados e nenhum valor é cobrado. Use os cartões
        de teste abaixo, o Pix ou o boleto.
      </p>
      <fieldset className={styles.methods}>
        <legend>Forma de pagamento</legend>
        {(
          [
            ['card', 'Cartão'],
            ['pix', 'Pix'],
            ['boleto', 'Boleto'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className={styles.method}>
            <input
              type="radio"
              name={`${id}-method`}
              checked={method === value}
              onChange={() => {
                setMethod(value);
                setError(null);
              }}
            />
            {label}
          </label>
        ))}
      </fieldset>

      {method === 'card' && (
        <>
          <fieldset className={styles.cards}>
            <legend>Cartão de teste (CVV 123, validade 11/30)</legend>
            {testCards.map((option) => (
              <label key={option.id} className={styles.card}>
                <input
                  type="radio"
                  name={`${id}-card`}
                  checked={card === option.id}
                  onChange={() => setCard(option.id)}
                />
                <span>
                  {option.label} <code>{option.number}</code>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="form-row">
            <div className="field">
              <label htmlFor={`${id}-holder`}>Nome do titular (define o resultado)</label>
              <select
                id={`${id}-holder`}
                className="input"
                value={holder}
                onChange={(event) => setHolder(event.target.value)}
              >
                {testCardholders.map(([code, outcome]) => (
                  <option key={code} value={code}>
                    {code} - {outcome}
                  </option>
                ))}
              </select>
            </div>
            {chosen.type === 'credit_card' && (
              <div className="field">
                <label htmlFor={`${id}-installments`}>Parcelas</label>
                <select
                  id={`${id}-installments`}
                  className="input"
                  value={installments}
                  onChange={(event) => setInstallments(Number(event.target.value))}
                >
                  {Array.from({ length: 12 }, (_, index) => index + 1).map((count) => (
                    <option key={count} value={count}>
                      {count}x de {formatBrl(Math.ceil(amountCents / count))}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </div>
        </>
      )}
      {method === 'pix' && (
        <p className="muted">
          Geramos um Pix de teste com QR code. Na página do pagamento, abra o Pix simulado para aprová-lo.
        </p>
      )}
      {method === 'boleto' && (
        <>
          <p className="muted">O boleto de teste pede o endereço de quem paga.</p>
          <div className="form-row">
            {placeField('zipCode', 'CEP do pagador', maskCep)}
            {placeField('city', 'Cidade do pagador', maskCity)}
            {placeField('federalUnit', 'UF do pagador', maskState)}
          </div>
          <div className="form-row">
            {placeField('streetName', 'Rua do pagador', maskAddressText)}
            {placeField('streetNumber', 'Número do pagador', maskStreetNumber)}
            {placeField('neighborhood', 'Bairro do pagador', maskAddressText)}
          </div>
        </>
      )}
      {method !== 'pix' && (
        <TextField
          id={`${id}-cpf`}
          label="CPF do pagador"
          className="input"
          inputMode="numeric"
          value={cpf}
          onChange={(event) => setCpf(maskCpf(event.target.value))}
        />
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={paying}>
        {method === 'card'
          ? `Pagar ${formatBrl(amountCents)}`
          : method === 'pix'
            ? 'Gerar Pix'
            : 'Gerar boleto'}
      </button>
    </form>
  );
}
