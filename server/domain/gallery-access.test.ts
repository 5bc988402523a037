import { describe, expect, it } from 'vitest';
import { assertSessionStillValid, galleryKind } from './gallery-access.ts';

const publicEvent = { accessKey: null, accessKeyVersion: 0, mode: 'NORMAL' };
const privateEvent = { accessKey: 'turma', accessKeyVersion: 2, mode: 'NORMAL' };
const prepaidEvent = { accessKey: null, accessKeyVersion: 0, mode: 'PREPAID_PACKAGE' };

describe('galleryKind', () => {
  it.each([
    [publicEvent, 'PUBLIC'],
    [privateEvent, 'PRIVATE'],
    [prepaidEvent, 'AUTHORIZED_PEOPLE'],
  ])('%o is %s', (event, kind) => {
    expect(galleryKind(event)).toBe(kind);
  });
});

describe('assertSessionStillValid', () => {
  it.each([
    [
      'a public session, gallery now private',
      { kind: 'PUBLIC' as const, accessKeyVersion: 0 },
      privateEvent,
      'O Refresh Token não é de galeria privada',
    ],
    [
      'a private session, key changed since',
      { kind: 'PRIVATE' as const, accessKeyVersion: 1 },
      privateEvent,
      'A senha da galeria mudou',
    ],
    [
      'a public session, gallery now a prepaid package',
      { kind: 'PUBLIC' as const, accessKeyVersion: 0 },
      prepaidEvent,
      'Apenas pessoas com nome na lista podem acessar esta galeria',
    ],
  ])('refuses %s', (_label, session, event, message) => {
    expect(() => assertSessionStillValid(session, event)).toThrow(message);
  });

  it.each([
    ['a public session on a public gallery', { kind: 'PUBLIC' as const, accessKeyVersion: 0 }, publicEvent],
    [
      'a private session with the current key',
      { kind: 'PRIVATE' as const, accessKeyVersion: 2 },
      privateEvent,
    ],
    [
      'a private session after the key was removed',
      { kind: 'PRIVATE' as const, accessKeyVersion: 1 },
      publicEvent,
    ],
    [
      'an authorised person on the package',
      { kind: 'AUTHORIZED_PERSON' as const, accessKeyVersion: 0 },
      prepaidEvent,
    ],
  ])('accepts %s', (_label, session, event) => {
    expect(() => assertSessionStillValid(session, event)).not.toThrow();
  });
});
