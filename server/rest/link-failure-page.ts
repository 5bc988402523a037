// A download link opened in a browser that cannot be served (bad, expired, not released yet): a page in Portuguese
// saying what happened and how to get a working link, instead of the JSON API clients get. JSON stays the answer
// for any client that does not ask for text/html.
import { escapeHtml } from '../services/mail/templates/html.ts';

/** A browser opening the address (its navigations accept text/html), not an API client asking for JSON. */
export function wantsHtml(request: Request): boolean {
  const accept = request.headers.get('accept') ?? '';
  return /\btext\/html\b/i.test(accept) && !/\bapplication\/json\b/i.test(accept);
}

/** The page for a failed link: its status kept, the API's message, and the ways to a working link. */
export function linkFailurePage(status: number, reason: string): Response {
  const title =
    status === 409 || status === 403 ? 'Download ainda não disponível' : 'Link de download inválido';
  const body = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1f2937;background:#f3f4f6}
main{max-width:32rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:8px}
h1{font-size:1.4rem;margin:0 0 1rem}p{line-height:1.5;margin:0 0 1rem}
a{color:#1d4ed8;font-weight:600}
</style></head>
<body><main>
<h1>${title}</h1>
<p>${escapeHtml(reason)}.</p>
<p>O link pode ter expirado, estar incompleto ou ter sido copiado pela metade. Abra de novo o seu pedido pelo link
do e-mail que você recebeu e baixe as fotos por lá.</p>
<p>Não encontra o e-mail? Em <a href="/minhas-compras">Minhas compras</a> você digita o seu e-mail e recebe os
links de todos os seus pedidos.</p>
<p><a href="/">Ir para a loja</a></p>
</main></body></html>`;
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** A JSON failure `{ mensagem: { texto } }` of a link route as the page, for a browser; anything else unchanged. */
export async function asLinkFailurePage(request: Request, response: Response): Promise<Response> {
  if (response.status < 400 || !wantsHtml(request)) return response;
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { mensagem?: { texto?: string } } | null;
  const reason = (body?.mensagem?.texto ?? 'Arquivo não disponível para download').replace(/\.$/, '');
  return linkFailurePage(response.status, reason);
}
