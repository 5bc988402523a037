// The studio admin's bearer token, kept in local storage after login.

const key = 'revela:adm:token';

export function adminToken(): string | null {
  return localStorage.getItem(key);
}

export function saveAdminToken(token: string) {
  localStorage.setItem(key, token);
}

export function clearAdminToken() {
  localStorage.removeItem(key);
}
