// The 401 flows of spec 001 section 4: a public gallery opens a session by itself; a private one asks for its key
// (swapping the refresh token, and keeping the cart, when the session exists but the key changed); the prepaid
// package asks for the name and password on its list.
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { GalleryAccessGateKindQuery } from '../../../__generated__/GalleryAccessGateKindQuery.graphql.ts';
import { galleryTokens, saveGalleryTokens } from '../../../auth/gallery-tokens.ts';
import { PasswordField } from '../../../components/CredentialFields.tsx';
import { TextField } from '../../../components/Field.tsx';
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

/** A gallery's sign-in modal: the gallery's brand, then what the modal asks, then 'Voltar' and 'Entrar'. */
function AccessModal({
  title,
  brand,
  busy,
  onSubmit,
  children,
}: {
  title: string;
  brand: ReactNode;
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal open title={title} dismissible={false}>
      <form onSubmit={send} className={styles.form}>
        {brand}
        {children}
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

/** Why the last attempt was refused, or why the key is asked again. */
function AccessMessage({ message }: { message: string | null }) {
  return message ? (
    <p className="field-error" role="alert">
      {message}
    </p>
  ) : null;
}

/** What the gate gives a modal: the brand, the message to show, whether a request is running, what to send. */
interface ModalProps<Values extends unknown[]> {
  brand: ReactNode;
  message: string | null;
  busy: boolean;
  onSubmit: (...values: Values) => void;
}

function KeyModal({ brand, message, busy, onSubmit }: ModalProps<[key: string]>) {
  const [key, setKey] = useState('');
  return (
    <AccessModal
      title="Galeria protegida"
      brand={brand}
      busy={busy}
      onSubmit={() => {
        if (key.trim()) onSubmit(key.trim());
      }}
    >
      <p>Esta galeria é protegida. Digite a senha que você recebeu do estúdio.</p>
      <AccessMessage message={message} />
      <PasswordField
        id="gallery-key"
        label="Senha da galeria"
        value={key}
        purpose="secret"
        onValue={setKey}
      />
    </AccessModal>
  );
}

function CredentialsModal({ brand, message, busy, onSubmit }: ModalProps<[name: string, password: string]>) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  return (
    <AccessModal
      title="Acesso à galeria"
      brand={brand}
      busy={busy}
      onSubmit={() => {
        if (password.trim()) onSubmit(name.trim(), password.trim());
      }}
    >
      <AccessMessage message={message} />
      <p>Informe seu nome e a senha que o estúdio enviou para você.</p>
      <TextField
        id="person-name"
        label="Nome"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <PasswordField id="person-password" value={password} purpose="secret" onValue={setPassword} />
    </AccessModal>
  );
}
