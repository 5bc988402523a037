// The gallery's route query started before the app: index.html carries startEarlyGalleryQuery inline (the Vite
// plugin in client/early-query-plugin.ts), so on a phone the answer travels while the JS is still arriving, and the
// Relay network layer takes that answer instead of asking again (takeEarlyResponse).

/** What the inline script leaves for the app: the request it made and its answer on the way. */
export interface EarlyQuery {
  documentId: string;
  variables: { slug: string };
  token: string;
  response: Promise<unknown>;
}

declare global {
  interface Window {
    revelaEarlyQuery?: EarlyQuery;
  }
}

export interface EarlyQuerySettings {
  /** The persisted id of GalleryRouteQuery. */
  documentId: string;
  /** First path segments that are not galleries (auth/request-auth.ts). */
  notEventSegments: string[];
  /** Local storage key prefix of the gallery tokens (auth/gallery-tokens.ts). */
  tokensKeyPrefix: string;
}

/**
 * On a gallery's own address (/{urlEvento}), with a token kept for that gallery, starts its route query as the
 * network layer would send it. Anything else (another page, no token, storage refused) does nothing, and the app asks
 * as it always did. Inlined by its source text, so it uses no import and nothing of this module but its argument.
 */
export function startEarlyGalleryQuery(settings: EarlyQuerySettings): void {
  try {
    const segments = window.location.pathname.split('/');
    if (segments.length > 3 || (segments.length === 3 && segments[2] !== '')) return;
    const slug = decodeURIComponent(segments[1] || '');
    if (settings.notEventSegments.indexOf(slug) >= 0) return;
    const tokens = JSON.parse(localStorage.getItem(settings.tokensKeyPrefix + slug) || 'null');
    if (!tokens?.accessTokenGaleria || !tokens.refreshTokenGaleria) return;
    const variables = { slug: slug };
    window.revelaEarlyQuery = {
      documentId: settings.documentId,
      variables: variables,
      token: tokens.accessTokenGaleria,
      response: fetch('/graphql', {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          Authorization: `Bearer ${tokens.accessTokenGaleria}`,
        },
        body: JSON.stringify({ documentId: settings.documentId, variables: variables }),
      }).then((response) => response.json()),
    };
  } catch {
    // No early query: the app asks as usual.
  }
}

/**
 * The early answer, for the first request of the same operation only, when it asks with the same variables and
 * token (a token renewed since, or another gallery, asks again). Any later request goes to the network.
 */
export function takeEarlyResponse(
  documentId: string,
  variables: Record<string, unknown>,
  token: string | null,
): Promise<unknown> | null {
  const early = window.revelaEarlyQuery;
  if (!early || early.documentId !== documentId) return null;
  window.revelaEarlyQuery = undefined;
  const same = early.token === token && JSON.stringify(early.variables) === JSON.stringify(variables);
  return same ? early.response : null;
}
