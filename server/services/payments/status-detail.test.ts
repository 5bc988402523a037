import { describe, expect, it } from 'vitest';
import { rejectionReasonText } from './status-detail.ts';

describe('rejectionReasonText', () => {
  it.each([
    ['cc_rejected_bad_filled_card_number', 'Número do cartão incorreto'],
    ['cc_rejected_bad_filled_date', 'Data de vencimento do cartão incorreta ou cartão expirado'],
    ['cc_rejected_bad_filled_security_code', 'Código de segurança do cartão incorreto'],
    ['cc_rejected_invalid_installments', 'Número de parcelas inválido'],
    ['cc_rejected_insufficient_data', 'Dados insuficientes'],
    ['cc_rejected_duplicated_payment', 'Compra duplicada'],
    ['cc_rejected_insufficient_amount', 'Saldo ou limite insuficiente'],
    ['cc_rejected_max_attempts', 'Limite de tentativas atingido'],
    ['cc_rejected_other_reason', 'Não especificado pela operadora'],
    ['cc_rejected_blacklist', 'A operadora não aprovou o pagamento'],
  ])('gives the spec text for %s', (detail, text) => {
    expect(rejectionReasonText(detail)).toBe(text);
  });

  it.each([
    ['cc_rejected_card_disabled', /ligue para a operadora.*ativ/i],
    ['cc_rejected_card_type_not_allowed', /função crédito/i],
    ['cc_rejected_bad_filled_other', /dado do cartão/i],
    ['cc_rejected_call_for_authorize', /autorizar/i],
    ['cc_rejected_card_error', /não foi possível processar/i],
    ['cc_rejected_high_risk', /análise de segurança/i],
    ['rejected_high_risk', /análise de segurança/i],
  ])('gives a clear Portuguese text for %s', (detail, pattern) => {
    expect(rejectionReasonText(detail)).toMatch(pattern);
  });

  it('falls back to the unspecified text for unknown rejections', () => {
    expect(rejectionReasonText('cc_rejected_something_new')).toBe('Não especificado pela operadora');
    expect(rejectionReasonText('rejected_by_bank')).toBe('Não especificado pela operadora');
  });

  it.each([
    'accredited',
    'pending_waiting_transfer',
    'pending_waiting_payment',
    'pending_contingency',
    'expired',
    'by_collector',
    'refunded',
  ])('has no rejection text for %s', (detail) => {
    expect(rejectionReasonText(detail)).toBeNull();
  });

  it('has no text without a detail', () => {
    expect(rejectionReasonText(null)).toBeNull();
    expect(rejectionReasonText('')).toBeNull();
  });
});
