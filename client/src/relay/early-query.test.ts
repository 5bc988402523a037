import { fetchQuery } from 'react-relay/hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import galleryRouteQuery from '../__generated__/GalleryRouteQuery.graphql.ts';
import { galleryTokensKeyPrefix } from '../auth/gallery-tokens.ts';
import { notEventSegments } from '../auth/request-auth.ts';
import { type EarlyQuerySettings, startEarlyGalleryQuery, takeEarlyResponse } from './early-query.ts';
import { createEnvironment } from './environment.ts';

const documentId = galleryRouteQuery.params.id!;
const settings: EarlyQuerySettings = {
  documentId,
  notEventSegments,
  tokensKeyPrefix: galleryTokensKeyPrefix,
};
const tokens = { accessTokenGaleria: 'acesso-1', refreshTokenGaleria: 'renovacao-1' };
const answer = { data: { studio: null, gallerySession: null } };

let fetchMock: ReturnType<typeof vi.fn>;
const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));
/** The operations the mocked fetch was asked for, in order: a persisted id or a query's first words. */
const asked = () =>
  fetchMock.mock.calls.map(([, init]) => {
    const body = JSON.parse((init as RequestInit).body as string) as { documentId: string };
    return body.documentId === documentId ? 'GalleryRouteQuery' : body.documentId;
  });

beforeEach(() => {
  fetchMock = vi.fn(() => json(answer));
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  window.revelaEarlyQuery = undefined;
  history.replaceState(null, '', '/festa-junina');
});
afterEach(() => vi.unstubAllGlobals());

/** Runs the script as index.html does: from its source text, with nothing of this module around it. */
function runInlined() {
  new Function(`(${startEarlyGalleryQuery.toString()})(${JSON.stringify(settings)});`)();
}

describe('the early gallery query in index.html', () => {
  it('asks for the gallery on its own address, with the token kept for it, as the app would', async () => {
    localStorage.setItem(`${galleryTokensKeyPrefix}festa-junina`, JSON.stringify(tokens));
    runInlined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer acesso-1',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(init.body as string)).toEqual({ documentId, variables: { slug: 'festa-junina' } });
    expect(window.revelaEarlyQuery).toMatchObject({ documentId, token: 'acesso-1' });
    await expect(window.revelaEarlyQuery!.response).resolves.toEqual(answer);
  });

  it.each([
    ['/', 'the home page'],
    ['/adm', 'the studio'],
    ['/estudio/login', 'the login'],
    ['/festa-junina/carrinho', "the gallery's cart"],
  ])('leaves %s (%s) to the app', (pathname) => {
    localStorage.setItem(`${galleryTokensKeyPrefix}festa-junina`, JSON.stringify(tokens));
    history.replaceState(null, '', pathname);
    runInlined();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.revelaEarlyQuery).toBeUndefined();
  });

  it.each([
    ['no token', null],
    ['tokens of another shape', '{"accessToken":"x"}'],
    ['a broken entry', '{not json'],
  ])('leaves a gallery with %s to the app', (_label, stored) => {
    if (stored) localStorage.setItem(`${galleryTokensKeyPrefix}festa-junina`, stored);
    runInlined();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.revelaEarlyQuery).toBeUndefined();
  });
});

describe('takeEarlyResponse', () => {
  const early = (token = 'acesso-1') => {
    const response = Promise.resolve(answer);
    window.revelaEarlyQuery = { documentId, variables: { slug: 'festa-junina' }, token, response };
    return response;
  };

  it('hands the answer to the first request of the same operation, variables and token, once', () => {
    const response = early();
    expect(takeEarlyResponse('outra-operacao', { slug: 'festa-junina' }, 'acesso-1')).toBeNull();
    expect(takeEarlyResponse(documentId, { slug: 'festa-junina' }, 'acesso-1')).toBe(response);
    expect(takeEarlyResponse(documentId, { slug: 'festa-junina' }, 'acesso-1')).toBeNull();
  });

  it.each([
    ['another token', { slug: 'festa-junina' }, 'acesso-2'],
    ['another gallery', { slug: 'formatura' }, 'acesso-1'],
    ['no token', { slug: 'festa-junina' }, null],
  ])('drops it for a request with %s', (_label, variables, token) => {
    early();
    expect(takeEarlyResponse(documentId, variables, token)).toBeNull();
    expect(window.revelaEarlyQuery).toBeUndefined();
  });
});

describe('the network layer with an early query', () => {
  const load = () => fetchQuery(createEnvironment(), galleryRouteQuery, { slug: 'festa-junina' }).toPromise();

  it('uses the answer already on its way instead of asking again', async () => {
    localStorage.setItem(`${galleryTokensKeyPrefix}festa-junina`, JSON.stringify(tokens));
    runInlined();
    await load();
    expect(asked()).toEqual(['GalleryRouteQuery']);
  });

  it('renews an expired token and asks again, as without it', async () => {
    localStorage.setItem(`${galleryTokensKeyPrefix}festa-junina`, JSON.stringify(tokens));
    const refused = {
      errors: [
        { message: 'Sessão expirada', extensions: { code: 'UNAUTHENTICATED', galleryKind: 'PUBLIC' } },
      ],
    };
    const renewed = {
      data: {
        revalidateGallerySession: {
          __typename: 'GalleryTokens',
          accessToken: 'acesso-2',
          refreshToken: 'r-2',
        },
      },
    };
    fetchMock.mockImplementationOnce(() => json(refused)).mockImplementationOnce(() => json(renewed));
    runInlined();
    await load();
    const [, renewal, again] = asked();
    expect(asked()).toHaveLength(3);
    expect(renewal).not.toBe('GalleryRouteQuery');
    expect(again).toBe('GalleryRouteQuery');
    const lastInit = fetchMock.mock.calls[2]![1] as RequestInit;
    expect(lastInit.headers).toMatchObject({ Authorization: 'Bearer acesso-2' });
  });

  it('asks again when the early request failed on the way', async () => {
    localStorage.setItem(`${galleryTokensKeyPrefix}festa-junina`, JSON.stringify(tokens));
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    runInlined();
    await load();
    expect(asked()).toEqual(['GalleryRouteQuery', 'GalleryRouteQuery']);
  });

  it('asks as always when there was no early query', async () => {
    localStorage.setItem(`${galleryTokensKeyPrefix}festa-junina`, JSON.stringify(tokens));
    await load();
    expect(asked()).toEqual(['GalleryRouteQuery']);
  });
});
