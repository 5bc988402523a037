// How stored payment credentials are shown back: never in clear.

/** "APP_USR-••••••••••••1234": the token's prefix and last four characters, the rest as dots. */
export function maskAccessToken(token: string): string {
  if (!token) return '';
  const prefix = token.includes('-') ? token.slice(0, token.indexOf('-') + 1) : '';
  const tail = token.length > prefix.length + 8 ? token.slice(-4) : '';
  return `${prefix}${'•'.repeat(12)}${tail}`;
}

/** The masked token the settings screen shows, sent back unchanged: the stored token stays. */
export function isMaskedAccessToken(value: string): boolean {
  return value.includes('•');
}
