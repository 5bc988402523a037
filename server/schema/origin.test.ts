import { describe, expect, it } from 'vitest';
import { requestOrigin } from './origin.ts';

function originOf(headers: Record<string, string>, trustProxy: boolean) {
  const request = new Request('http://estudio.revela.test:3000/graphql', { headers });
  return requestOrigin({ request, config: { trustProxy } });
}

describe('the origin of links we hand out', () => {
  it('takes https from a trusted proxy', () => {
    expect(originOf({ 'x-forwarded-proto': 'https' }, true)).toBe('https://estudio.revela.test:3000');
  });

  it("ignores X-Forwarded-Proto when no proxy is trusted: it is the client's word", () => {
    expect(originOf({ 'x-forwarded-proto': 'https' }, false)).toBe('http://estudio.revela.test:3000');
  });

  it('keeps the request protocol without the header', () => {
    expect(originOf({}, true)).toBe('http://estudio.revela.test:3000');
  });
});
