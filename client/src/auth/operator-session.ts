// The platform operator's bearer token (/plataforma), kept apart from the studio admin's.

const key = 'revela:plataforma:token';

export function operatorToken(): string | null {
  return localStorage.getItem(key);
}

export function saveOperatorToken(token: string) {
  localStorage.setItem(key, token);
}

export function clearOperatorToken() {
  localStorage.removeItem(key);
}
