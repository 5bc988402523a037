// /cadastro on the platform's address: the studio's name and address (checked while typed), the owner's name,
// e-mail and password, and the terms; then the browser goes to the new studio's admin, logged in.
import { type FormEvent, useEffect, useState } from 'react';
import {
  fetchQuery,
  graphql,
  type PreloadedQuery,
  usePreloadedQuery,
  useRelayEnvironment,
} from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import type { SignUpRouteAddressQuery } from '../../__generated__/SignUpRouteAddressQuery.graphql.ts';
import type { SignUpRouteQuery } from '../../__generated__/SignUpRouteQuery.graphql.ts';
import { EmailField, PasswordField } from '../../components/CredentialFields.tsx';
import { Field, TextField } from '../../components/Field.tsx';
import { LoadingOverlay } from '../../components/LoadingOverlay.tsx';
import { useToasts } from '../../components/Toasts.tsx';
import { useDebouncedCallback } from '../../components/useDebouncedCallback.ts';
import { errorMessage } from '../../relay/mutations.ts';
import { PlatformFrame } from './components/PlatformFrame.tsx';
import styles from './components/PlatformHome.module.css';
import { useSignUpStudioMutation } from './mutations/useSignUpStudioMutation.ts';

export const signUpRouteQuery = graphql`
  query SignUpRouteQuery {
    platformHome {
      platformDomain
      plans { name trialDays isTrialPlan }
    }
  }
`;

const addressQuery = graphql`
  query SignUpRouteAddressQuery($address: String!) {
    studioAddressCheck(address: $address) { address available message }
  }
`;

/** The address a name suggests: lower case, no accents, hyphens (the server's rule decides). */
function suggestedAddress(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' e ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

type AddressState = { address: string; available: boolean; message: string | null } | null;

export function SignUpRoute() {
  const reference = useLoaderData() as PreloadedQuery<SignUpRouteQuery>;
  const { platformHome } = usePreloadedQuery<SignUpRouteQuery>(signUpRouteQuery, reference);
  const environment = useRelayEnvironment();
  const toasts = useToasts();
  const [signUp, signingUp] = useSignUpStudioMutation();
  const [studioName, setStudioName] = useState('');
  const [address, setAddress] = useState('');
  const [addressTouched, setAddressTouched] = useState(false);
  const [ownerName, setOwnerName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [check, setCheck] = useState<AddressState>(null);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    document.title = 'Criar minha loja - Revela';
  }, []);

  const checkAddress = useDebouncedCallback((typed: string) => {
    if (!typed) return setCheck(null);
    fetchQuery<SignUpRouteAddressQuery>(
      environment,
      addressQuery,
      { address: typed },
      { fetchPolicy: 'network-only' },
    )
      .toPromise()
      .then((answer) => {
        if (answer)
          setCheck({ ...answer.studioAddressCheck, message: answer.studioAddressCheck.message ?? null });
      })
      .catch(() => setCheck(null));
  }, 300);

  const changeAddress = (typed: string) => {
    setAddress(typed);
    setCheck(null);
    checkAddress(typed);
  };

  if (!platformHome)
    return (
      <main className="centered-message">
        <h1>Criar minha loja</h1>
        <p>O cadastro de novas lojas é feito no endereço da plataforma.</p>
      </main>
    );
  const trialPlan = platformHome.plans.find((plan) => plan.isTrialPlan);
  const suffix = `.${platformHome.platformDomain ?? 'localhost'}`;
  const addressError = check && check.address === address && !check.available ? check.message : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await signUp({
      studioName: studioName.trim(),
      address,
      ownerName: ownerName.trim(),
      email: email.trim(),
      password,
      acceptedTerms,
    }).catch(() => null);
    if (!result) return toasts.failure('');
    const failure = errorMessage(result);
    if (failure !== null) {
      if (result.__typename === 'StudioAddressError')
        setCheck({ address, available: false, message: failure });
      return toasts.failure(failure);
    }
    if (result.__typename !== 'SignUpStudioPayload') return;
    setLeaving(true);
    window.location.assign(result.loginUrl ?? '/');
  };

  return (
    <PlatformFrame>
      <form className={`card ${styles.form}`} onSubmit={submit}>
        <h1>Criar minha loja</h1>
        {trialPlan && trialPlan.trialDays > 0 && (
          <p>
            Sua loja começa no plano {trialPlan.name}, com {trialPlan.trialDays} dias grátis para testar.
          </p>
        )}
        <TextField
          id="signup-studio-name"
          label="Nome da loja"
          required
          maxLength={80}
          value={studioName}
          onChange={(event) => {
            setStudioName(event.target.value);
            if (!addressTouched) changeAddress(suggestedAddress(event.target.value));
          }}
        />
        <Field
          htmlFor="signup-address"
          label="Endereço da loja"
          error={addressError}
          errorId="signup-address-error"
        >
          <div className={styles.addressInput}>
            <input
              id="signup-address"
              required
              maxLength={40}
              autoCapitalize="none"
              spellCheck={false}
              value={address}
              aria-describedby="signup-address-error signup-address-hint"
              onChange={(event) => {
                setAddressTouched(true);
                changeAddress(event.target.value);
              }}
            />
            <span>{suffix}</span>
          </div>
          <span id="signup-address-hint" className="field-hint" role="status">
            {check && check.address === address && check.available
              ? `Disponível: ${address}${suffix}`
              : 'Letras minúsculas sem acento, números e hífens.'}
          </span>
        </Field>
        <TextField
          id="signup-owner-name"
          label="Seu nome"
          required
          autoComplete="name"
          maxLength={120}
          value={ownerName}
          onChange={(event) => setOwnerName(event.target.value)}
        />
        <EmailField id="signup-email" value={email} onValue={setEmail} />
        <PasswordField
          id="signup-password"
          minLength={8}
          value={password}
          purpose="new"
          onValue={setPassword}
        />
        <div className="field">
          <label>
            <input
              type="checkbox"
              checked={acceptedTerms}
              onChange={(event) => setAcceptedTerms(event.target.checked)}
            />{' '}
            Li e aceito os{' '}
            <Link to="/termos" target="_blank">
              Termos de uso
            </Link>
          </label>
        </div>
        <button type="submit" className="button button-primary" disabled={signingUp || leaving}>
          Criar minha loja
        </button>
      </form>
      {(signingUp || leaving) && <LoadingOverlay />}
    </PlatformFrame>
  );
}
