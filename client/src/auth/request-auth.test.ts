import { describe, expect, it } from 'vitest';
import { authForPath } from './request-auth.ts';

describe('the credentials a page sends', () => {
  it.each([
    ['/', { kind: 'none' }],
    ['/estudio/login', { kind: 'none' }],
    ['/politicas.html', { kind: 'none' }],
    ['/privacidade', { kind: 'none' }],
    ['/adm', { kind: 'admin' }],
    ['/adm/pedidos/festa', { kind: 'admin' }],
    ['/plataforma', { kind: 'operator' }],
    ['/plataforma/lojas/abc', { kind: 'operator' }],
    ['/festa-junina', { kind: 'gallery', eventSlug: 'festa-junina' }],
    ['/festa-junina/carrinho/finalizar-pedido', { kind: 'gallery', eventSlug: 'festa-junina' }],
  ])('%s', (path, auth) => {
    expect(authForPath(path)).toEqual(auth);
  });
});
