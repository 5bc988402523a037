// The 401 flows of spec 001 section 4: a public gallery opens a session by itself; a private one asks for its key
// (swapping the refresh token, and keeping the cart, when the session exists but the key changed); the prepaid
// package asks for the name and password on its list.
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { GalleryAccessGateKindQuery } from '../../../__generated__/GalleryAccessGateKindQuery.graphql.ts';
import { galleryTokens, saveGalleryTokens } from '../../../auth/gallery-tokens.ts';
import { Modal } from '../../../components/Modal.tsx';
import { fallbackFailure } from '../../../components/Toasts.tsx';
import type { GalleryAccessRequired, GalleryKind } from '../../../relay/environment.ts';
import styles from './GalleryAccessGate.module.css';
import { GalleryAccessBrand } from './GalleryAccessPage.tsx';
import { useOpenPrivateGallerySessionMutation } from './mutations/useOpenPrivateGallerySessionMutation.ts';
import { useOpenPublicGallerySessionMutation } from './mutations/useOpenPublicGallerySessionMutation.ts';
import { useUpgradeGallerySessionMutation } from './mutations/useUpgradeGallerySessionMutation.ts';

const kindQuery = graphql`
  query GalleryAccessGateKindQuery($slug: String!) {
    gallery(slug: $slug) { kind }
  }
`;

/** Refresh-token answers that keep the session: the customer only has to give the key. */
const keepsSession = new Set(['O Refresh Token não é de galeria privada', 'A senha da galeria mudou']);

type TokensResult = { __typename: string; message?: string; accessToken?: string; refreshToken?: string };

export function GalleryAccessGate({
  request,
  onGranted,
}: {
  request: GalleryAccessRequired;
  onGranted: () => void;
}) {
  const environment = useRelayEnvironment();
  const [kind, setKind] = useState<GalleryKind | 'MISSING' | null>(request.galleryKind);
  const [failure, setFailure] = useState<string | null>(null);
  const [openPublic] = useOpenPublicGallerySessionMutation();
  const [openPrivate, opening] = useOpenPrivateGallerySessionMutation();
  const [upgrade, upgrading] = useUpgradeGallerySessionMutation();
  const startedPublic = useRef(false);
  const slug = request.eventSlug;

  useEffect(() => {
    if (kind) return;
    fetchQuery<GalleryAccessGateKindQuery>(environment, kindQuery, { slug }).subscribe({
      next: (data) => {
        const found = data.gallery?.kind;
        setKind(found && found !== '%future added value' ? found : 'MISSING');
      },
      error: () => setFailure(fallbackFailure),
    });
  }, [kind, environment, slug]);

  const accept = (result: TokensResult | undefined) => {
    if (result?.__typename === 'GalleryTokens') {
      saveGalleryTokens(slug, { accessToken: result.accessToken!, refreshToken: result.refreshToken! });
      onGranted();
      return true;
    }
    setFailure(result?.message || fallbackFailure);
    return false;
  };

  useEffect(() => {
    if (kind !== 'PUBLIC' || startedPublic.current) return;
    startedPublic.current = true;
    openPublic(slug).then(accept, () => setFailure(fallbackFailure));
  });

  const submit = async (credentials: { accessKey?: string; name?: string; password?: string }) => {
    setFailure(null);
    const refreshToken = galleryTokens(slug)?.refreshTokenGaleria;
    try {
      const result =
        refreshToken && keepsSession.has(request.message)
          ? await upgrade({ eventSlug: slug, refreshToken, ...credentials })
          : await openPrivate({ eventSlug: slug, ...credentials });
      accept(result);
    } catch {
      setFailure(fallbackFailure);
    }
  };

  if (kind === 'MISSING') return null;
  const brand = <GalleryAccessBrand slug={slug} />;
  if (kind === 'PRIVATE') {
    return (
      <KeyModal
        brand={brand}
        message={failure ?? (keepsSession.has(request.message) ? request.message : null)}
        busy={opening || upgrading}
        onSubmit={(accessKey) => submit({ accessKey })}
      />
    );
  }
  if (kind === 'AUTHORIZED_PEOPLE') {
    return (
      <CredentialsModal
        brand={brand}
        message={failure ?? request.message}
        busy={opening || upgrading}
        onSubmit={(name, password) => submit({ name, password })}
      />
    );
  }
  return failure ? (
    <Modal open title="Não foi possível abrir a galeria" dismissible={false}>
      <p role="alert">{failure}</p>
      <Link className="button" to="/">
        Voltar para a loja
      </Link>
    </Modal>
  ) : null;
}

function KeyModal({
  brand,
  message,
  busy,
  onSubmit,
}: {
  brand: ReactNode;
  message: string | null;
  busy: boolean;
  onSubmit: (key: string) => void;
}) {
  const [key, setKey] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (key.trim()) onSubmit(key.trim());
  };
  return (
    <Modal open title="Galeria protegida" dismissible={false}>
      <form onSubmit={send} className={styles.form}>
        {brand}
        <p>Esta galeria é protegida. Digite a senha que você recebeu do estúdio.</p>
        {message && (
          <p className="field-error" role="alert">
            {message}
          </p>
        )}
        <div className="field">
          <label htmlFor="gallery-key">Senha da galeria</label>
          <input
            id="gallery-key"
            type="password"
            autoComplete="off"
            required
            value={key}
            onChange={(event) => setKey(event.target.value)}
          />
        </div>
        <div className={styles.actions}>
          <Link className="button" to="/">
            Voltar
          </Link>
          <button className="button button-primary" type="submit" disabled={busy}>
            Entrar
          </button>
        </div>
      </form>
    </Modal>
  );
}

function CredentialsModal({
  brand,
  message,
  busy,
  onSubmit,
}: {
  brand: ReactNode;
  message: string | null;
  busy: boolean;
  onSubmit: (name: string, password: string) => void;
}) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (password.trim()) onSubmit(name.trim(), password.trim());
  };
  return (
    <Modal open title="Acesso à galeria" dismissible={false}>
      <form onSubmit={send} className={styles.form}>
        {brand}
        {message && (
          <p className="field-error" role="alert">
            {message}
          </p>
        )}
        <p>Informe seu nome e a senha que o estúdio enviou para você.</p>
        <div className="field">
          <label htmlFor="person-name">Nome</label>
          <input
            id="person-name"
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="person-password">Senha</label>
          <input
            id="person-password"
            type="password"
            autoComplete="off"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <div className={styles.actions}>
          <Link className="button" to="/">
            Voltar
          </Link>
          <button className="button button-primary" type="submit" disabled={busy}>
            Entrar
          </button>
        </div>
      </form>
    </Modal>
  );
}
