// The query flags checkout sends the customer back to the cart with, and the spec's messages for them.

export const checkoutFlagMessages = {
  'tamanho-imgs-ausente': 'Uma ou mais imagens estão sem um tamanho selecionado',
  'modalidade-entrega-ausente': 'Selecione uma modalidade de entrega',
} as const;

export type CheckoutFlag = keyof typeof checkoutFlagMessages;

export const isCheckoutFlag = (flag: string): flag is CheckoutFlag => flag in checkoutFlagMessages;
