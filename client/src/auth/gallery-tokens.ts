// The customer's gallery tokens, kept per event in local storage (accessTokenGaleria and refreshTokenGaleria).

export interface GalleryTokens {
  accessTokenGaleria: string;
  refreshTokenGaleria: string;
}

/** The local storage key of an event's tokens is this followed by the event's address (urlEvento). */
export const galleryTokensKeyPrefix = 'revela:galeria:';

const key = (eventSlug: string) => `${galleryTokensKeyPrefix}${eventSlug}`;

export function galleryTokens(eventSlug: string): GalleryTokens | null {
  try {
    const stored = JSON.parse(localStorage.getItem(key(eventSlug)) ?? 'null') as GalleryTokens | null;
    return stored?.accessTokenGaleria && stored.refreshTokenGaleria ? stored : null;
  } catch {
    return null;
  }
}

export function saveGalleryTokens(eventSlug: string, tokens: { accessToken: string; refreshToken: string }) {
  localStorage.setItem(
    key(eventSlug),
    JSON.stringify({ accessTokenGaleria: tokens.accessToken, refreshTokenGaleria: tokens.refreshToken }),
  );
}

/** The spec removes the tokens when the gallery answers no session (the event is gone). */
export function clearGalleryTokens(eventSlug: string) {
  localStorage.removeItem(key(eventSlug));
}
