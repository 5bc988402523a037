// Cookies a resolver sets on the answer to its request (GraphQL and the REST shims alike): noted against the request
// while it runs, written as Set-Cookie headers by app.ts when the answer leaves.
const pending = new WeakMap<Request, string[]>();

/** Sets a cookie (a whole Set-Cookie header value) on the answer to this request. */
export function setAnswerCookie(request: Request, header: string): void {
  const list = pending.get(request);
  if (list) list.push(header);
  else pending.set(request, [header]);
}

/** The answer with the cookies its request noted (copied when its headers cannot change). */
export function withAnswerCookies(request: Request, response: Response): Response {
  const cookies = pending.get(request);
  if (!cookies?.length) return response;
  pending.delete(request);
  let answer = response;
  try {
    for (const cookie of cookies) answer.headers.append('Set-Cookie', cookie);
  } catch {
    answer = new Response(response.body, response);
    for (const cookie of cookies) answer.headers.append('Set-Cookie', cookie);
  }
  return answer;
}
