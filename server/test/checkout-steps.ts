// The customer's steps from cart to payment through the REST calls, as the storefront makes them.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { CustomerClient } from './customer-client.ts';
import type { RestResult } from './test-app.ts';

export const personalData = {
  nome: 'Maria',
  sobrenome: 'Souza',
  email: 'maria@exemplo.com',
  whatsApp: '(11) 98765-4321',
  cpf: '529.982.247-25',
};

export const deliveryAddress = {
  cep: '20040-020',
  cidade: 'Rio de Janeiro',
  uf: 'RJ',
  rua: 'Praça Floriano',
  numeroRua: '7',
  complementoRua: 'Sala 2',
  bairro: 'Centro',
  destinatario: 'Maria Souza',
};

/** Card form data as the Payment Brick sends it; the token names the test cardholder (APRO, FUND...). */
export const cardForm = (holder = 'APRO', extra: Record<string, unknown> = {}) => ({
  formData: {
    token: `card-${holder}-${randomUUID()}`,
    payment_method_id: 'master',
    payment_type_id: 'credit_card',
    issuer_id: '24',
    installments: 1,
    transaction_amount: 0.01,
    payer: { email: personalData.email, identification: { type: 'CPF', number: '52998224725' } },
    ...extra,
  },
});

export const pixForm = () => ({
  formData: {
    payment_method_id: 'pix',
    payment_type_id: 'bank_transfer',
    payer: { email: personalData.email },
  },
});

async function expectOk(result: Promise<RestResult>): Promise<RestResult> {
  const answer = await result;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer;
}

export function addPhoto(customer: CustomerClient, photoName: string, optionId?: string) {
  return expectOk(
    customer.rest('POST', `/api/${customer.eventSlug}/carrinho/adicionar-imagem`, {
      body: { nomeImagem: photoName, ...(optionId && { idItemTabelaPreco: optionId }) },
    }),
  );
}

export function savePersonalData(customer: CustomerClient, data: Partial<typeof personalData> = {}) {
  return expectOk(
    customer.rest('POST', `/api/${customer.eventSlug}/carrinho/finalizar-pedido/dados-pessoais`, {
      body: { dadosPessoais: { ...personalData, ...data } },
    }),
  );
}

export function saveAddress(customer: CustomerClient, data: Partial<typeof deliveryAddress> = {}) {
  return expectOk(
    customer.rest('POST', `/api/${customer.eventSlug}/carrinho/finalizar-pedido/dados-endereco`, {
      body: { enderecoEntrega: { ...deliveryAddress, ...data } },
    }),
  );
}

export function chooseDelivery(customer: CustomerClient, preference: 'retirada' | 'entrega') {
  return expectOk(
    customer.rest('PATCH', `/api/${customer.eventSlug}/carrinho/modalidade-de-entrega`, {
      body: { preferenciaEntregaFisica: preference },
    }),
  );
}

export function quoteShipping(customer: CustomerClient, cep = deliveryAddress.cep) {
  return expectOk(
    customer.rest('POST', `/api/${customer.eventSlug}/carrinho/calcular-frete`, {
      body: { enderecoEntrega: { cep } },
    }),
  );
}

/** A boleto as the Brick sends it: the payer's name, CPF and address, which Mercado Pago requires. */
export const boletoForm = (identification = '12345678909') => ({
  formData: {
    payment_method_id: 'bolbradesco',
    payment_type_id: 'ticket',
    payer: {
      email: personalData.email,
      first_name: 'Maria',
      last_name: 'Souza',
      identification: { type: 'CPF', number: identification },
      address: {
        zip_code: '01310-100',
        federal_unit: 'SP',
        city: 'São Paulo',
        neighborhood: 'Bela Vista',
        street_name: 'Avenida Paulista',
        street_number: '1000',
      },
    },
  },
});

/** processar-pagamento with a fresh idempotency key unless one is given; the answer is not checked. */
export function pay(customer: CustomerClient, form: unknown, idempotencyKey: string = randomUUID()) {
  return customer.rest('POST', `/api/${customer.eventSlug}/carrinho/processar-pagamento`, {
    body: form,
    headers: { 'X-Idempotency-Key': idempotencyKey },
  });
}

export async function session(customer: CustomerClient) {
  return (await expectOk(customer.rest('GET', `/api/${customer.eventSlug}`))).body;
}
