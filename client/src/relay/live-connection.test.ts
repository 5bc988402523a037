// A live subscription's connection: opened again after the server ends it (a restart) or refuses it for now (too
// many open), each reopening announced so the screen reads its state; a refusal for good ends it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LiveConnection, liveSubscription } from './live-connection.ts';

const encoder = new TextEncoder();

/** An SSE answer: the given events, then the stream left open unless `end`. */
function eventStream(events: unknown[], end: boolean): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const data of events)
        controller.enqueue(encoder.encode(`event: next\ndata: ${JSON.stringify(data)}\n\n`));
      if (end) {
        controller.enqueue(encoder.encode('event: complete\ndata:\n\n'));
        controller.close();
      }
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

function open(answers: Response[]) {
  const requests: { authorization: string | null; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    requests.push({
      authorization: new Headers(init.headers).get('authorization'),
      body: JSON.parse(String(init.body)),
    });
    return answers.shift() ?? eventStream([], false);
  });
  const seen = { results: [] as unknown[], states: [] as LiveConnection[], refused: [] as string[] };
  const close = liveSubscription({
    body: { documentId: 'abc', variables: { id: '1' } },
    token: () => 'segredo',
    renew: null,
    onResult: (result) => seen.results.push(result),
    onRefused: (message) => seen.refused.push(message),
    onConnection: (state) => seen.states.push(state),
  });
  return { requests, seen, close };
}

const refusal = (code: string, message: string) => ({ errors: [{ message, extensions: { code } }] });

describe('a live subscription', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens again after the server ends it or is full, and says each time it is back', async () => {
    const { requests, seen, close } = open([
      eventStream([{ data: { n: 1 } }], true),
      eventStream([refusal('TOO_MANY_SUBSCRIPTIONS', 'Você já tem 10 atualizações ao vivo abertas')], true),
      eventStream([{ data: { n: 2 } }], false),
    ]);
    await vi.waitFor(() => expect(seen.results).toHaveLength(2), { timeout: 3000 });
    expect(seen.results).toEqual([{ data: { n: 1 } }, { data: { n: 2 } }]);
    expect(seen.states).toEqual(['connected', 'lost', 'reconnected', 'lost', 'reconnected']);
    expect(seen.refused).toEqual([]);
    expect(requests).toHaveLength(3);
    expect(requests[0]).toEqual({
      authorization: 'Bearer segredo',
      body: { documentId: 'abc', variables: { id: '1' } },
    });
    close();
  });

  it('ends for good when refused: another studio, no session', async () => {
    const { requests, seen, close } = open([
      eventStream([refusal('NOT_FOUND', 'Evento não encontrado')], true),
    ]);
    await vi.waitFor(() => expect(seen.refused).toEqual(['Evento não encontrado']));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(requests).toHaveLength(1);
    expect(seen.results).toEqual([]);
    close();
  });
});
