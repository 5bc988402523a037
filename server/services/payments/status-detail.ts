// Portuguese texts for Mercado Pago's rejection status_detail values (spec 001 §8 and spec 000 §8).

export const UNSPECIFIED_REJECTION_TEXT = 'Não especificado pela operadora';

const rejectionTexts = new Map<string, string>(
  Object.entries({
    cc_rejected_bad_filled_card_number: 'Número do cartão incorreto',
    cc_rejected_bad_filled_date: 'Data de vencimento do cartão incorreta ou cartão expirado',
    cc_rejected_bad_filled_security_code: 'Código de segurança do cartão incorreto',
    cc_rejected_bad_filled_other:
      'Algum dado do cartão está incorreto. Confira as informações e tente novamente',
    cc_rejected_invalid_installments: 'Número de parcelas inválido',
    cc_rejected_insufficient_data: 'Dados insuficientes',
    cc_rejected_duplicated_payment: 'Compra duplicada',
    cc_rejected_insufficient_amount: 'Saldo ou limite insuficiente',
    cc_rejected_max_attempts: 'Limite de tentativas atingido',
    cc_rejected_other_reason: UNSPECIFIED_REJECTION_TEXT,
    cc_rejected_blacklist: 'A operadora não aprovou o pagamento',
    cc_rejected_card_disabled:
      'Cartão não ativado. Ligue para a operadora do cartão para ativá-lo (o telefone está no verso do cartão)',
    cc_rejected_card_type_not_allowed:
      'Este cartão múltiplo não está com a função crédito habilitada. Use a função débito ou outro cartão',
    cc_rejected_call_for_authorize:
      'A operadora precisa autorizar este pagamento. Ligue para ela e tente novamente',
    cc_rejected_card_error:
      'Não foi possível processar o pagamento com este cartão. Tente outro cartão ou meio de pagamento',
    cc_rejected_high_risk:
      'O pagamento foi recusado pela análise de segurança. Escolha outro meio de pagamento',
  }),
);

/**
 * The text to show for a rejected payment's status_detail; null when the detail is not a rejection
 * (accredited, pending_waiting_transfer...). Unknown rejections read 'Não especificado pela operadora'.
 */
export function rejectionReasonText(statusDetail: string | null): string | null {
  if (!statusDetail) return null;
  const detail = statusDetail.trim().toLowerCase();
  if (!/(^|_)rejected(_|$)/.test(detail)) return null;
  // Non-card rejections use the same names without the cc_ prefix (rejected_high_risk, rejected_insufficient_data...).
  return rejectionTexts.get(detail) ?? rejectionTexts.get(`cc_${detail}`) ?? UNSPECIFIED_REJECTION_TEXT;
}
