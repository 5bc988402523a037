// Contact links shown on the storefront.

/** Digits of a Brazilian WhatsApp number with the country code 55 in front. */
export function whatsAppNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (!digits) return '';
  return digits.startsWith('55') && digits.length >= 12 ? digits : `55${digits}`;
}

/** The wa.me link that opens a chat, or null without a number. */
export function whatsAppLink(phone: string): string | null {
  const number = whatsAppNumber(phone);
  return number ? `https://wa.me/${number}` : null;
}
