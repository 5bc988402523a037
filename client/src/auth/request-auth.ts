// Which credentials a request carries: the admin token under /adm, the operator's under /plataforma, the event's
// gallery token under /{urlEvento}.

export type RequestAuth =
  | { kind: 'admin' }
  | { kind: 'operator' }
  | { kind: 'gallery'; eventSlug: string }
  | { kind: 'none' };

/** First path segments that are not events. */
export const notEventSegments = ['', 'adm', 'plataforma', 'estudio', 'api', 'politicas.html', 'privacidade'];
const notEvents = new Set(notEventSegments);

export function authForPath(pathname: string): RequestAuth {
  const first = decodeURIComponent(pathname.split('/')[1] ?? '');
  if (first === 'adm') return { kind: 'admin' };
  if (first === 'plataforma') return { kind: 'operator' };
  if (notEvents.has(first)) return { kind: 'none' };
  return { kind: 'gallery', eventSlug: first };
}
