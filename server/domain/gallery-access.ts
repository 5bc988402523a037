// Who may open an event's gallery (spec 001 sections 4 and 6) and the 401 messages the client acts on.
import { DomainError } from './errors.ts';

export type GalleryKind = 'PUBLIC' | 'PRIVATE' | 'AUTHORIZED_PEOPLE';

/** A failure that means "ask the person again"; REST answers 401 with the message. */
export class GalleryAccessError extends DomainError {
  static override readonly status = 401;
}

export class RefreshTokenNotPrivateError extends GalleryAccessError {
  constructor() {
    super('O Refresh Token não é de galeria privada');
  }
}

export class GalleryKeyChangedError extends GalleryAccessError {
  constructor() {
    super('A senha da galeria mudou');
  }
}

export class AuthorizedPeopleOnlyError extends GalleryAccessError {
  constructor() {
    super('Apenas pessoas com nome na lista podem acessar esta galeria');
  }
}

export class WrongGalleryKeyError extends GalleryAccessError {
  constructor() {
    super('Senha da galeria incorreta');
  }
}

export class WrongPersonCredentialsError extends GalleryAccessError {
  constructor() {
    super('Nome ou senha não conferem com a lista de pessoas autorizadas');
  }
}

export class GallerySessionExpiredError extends GalleryAccessError {
  constructor() {
    super('Sua sessão na galeria expirou. Abra a galeria novamente.');
  }
}

export const galleryTokenPolicy = {
  accessTokenMs: 15 * 60_000,
  refreshTokenMs: 60 * 24 * 60 * 60_000,
  maxWrongKeys: 10,
  wrongKeyWindowMs: 15 * 60_000,
  /** Sessions one address may open in a studio per window (each is a row and a cart). */
  sessionOpens: 120,
  sessionOpenWindowMs: 10 * 60_000,
  /** An anonymous session with an empty cart and no order is removed after this long. */
  emptySessionMs: 24 * 60 * 60_000,
} as const;

export function galleryKind(event: { accessKey: string | null; mode: string }): GalleryKind {
  if (event.mode === 'PREPAID_PACKAGE') return 'AUTHORIZED_PEOPLE';
  return event.accessKey ? 'PRIVATE' : 'PUBLIC';
}

export interface SessionAccess {
  kind: 'PUBLIC' | 'PRIVATE' | 'AUTHORIZED_PERSON';
  accessKeyVersion: number;
}

/**
 * Whether a session still opens the gallery as it is now; throws the error the client acts on.
 * A public session stops when the gallery gets a key; a private one when the key changes.
 */
export function assertSessionStillValid(
  session: SessionAccess,
  event: { accessKey: string | null; accessKeyVersion: number; mode: string },
): void {
  const kind = galleryKind(event);
  if (kind === 'AUTHORIZED_PEOPLE') {
    if (session.kind !== 'AUTHORIZED_PERSON') throw new AuthorizedPeopleOnlyError();
    return;
  }
  if (kind === 'PRIVATE') {
    if (session.kind === 'PUBLIC') throw new RefreshTokenNotPrivateError();
    if (session.kind === 'PRIVATE' && session.accessKeyVersion !== event.accessKeyVersion)
      throw new GalleryKeyChangedError();
    if (session.kind === 'AUTHORIZED_PERSON') throw new RefreshTokenNotPrivateError();
  }
}

/** Gallery keys compare without surrounding spaces; case matters. */
export function sameKey(given: string, expected: string): boolean {
  return given.trim() === expected.trim();
}
