// /privacidade/meus-dados: the customer asks this studio for a copy of their data or its deletion (LGPD art. 18).
// The answer is the same for any e-mail; the request only counts once confirmed from the e-mailed link.
import { type FormEvent, useEffect, useId, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import { maskCpf } from '../../../../../server/domain/text-rules.ts';
import type { DataRequestRouteQuery } from '../../../__generated__/DataRequestRouteQuery.graphql.ts';
import type { DataRequestKind } from '../../../__generated__/useRequestCustomerDataMutation.graphql.ts';
import { EmailField } from '../../../components/CredentialFields.tsx';
import { TextField } from '../../../components/Field.tsx';
import { StorefrontFrame } from '../../../components/StorefrontFrame.tsx';
import { StudioNotFound } from '../../../components/StudioNotFound.tsx';
import { useToasts } from '../../../components/Toasts.tsx';
import { errorMessage } from '../../../relay/mutations.ts';
import styles from './DataRequestRoute.module.css';
import { useRequestCustomerDataMutation } from './mutations/useRequestCustomerDataMutation.ts';

export const dataRequestRouteQuery = graphql`
  query DataRequestRouteQuery {
    studio {
      name
      ...StorefrontFrame_studio
    }
  }
`;

export function DataRequestRoute() {
  const reference = useLoaderData() as PreloadedQuery<DataRequestRouteQuery>;
  const { studio } = usePreloadedQuery<DataRequestRouteQuery>(dataRequestRouteQuery, reference);
  useEffect(() => {
    document.title = `Meus dados - ${studio?.name ?? ''}`;
  }, [studio]);
  if (!studio) return <StudioNotFound />;
  return (
    <StorefrontFrame studio={studio}>
      <div className={`page ${styles.page}`}>
        <h1>Meus dados</h1>
        <p>
          Aqui você pede à loja {studio.name} uma cópia dos dados que ela guarda sobre você, ou a exclusão
          deles (Lei Geral de Proteção de Dados, art. 18). Para confirmar que o e-mail é seu, enviamos um link
          para ele; o pedido só vale depois de confirmado.
        </p>
        <DataRequestForm />
        <p>
          <Link to="/privacidade">Política de Privacidade</Link> · <Link to="/">Voltar para a loja</Link>
        </p>
      </div>
    </StorefrontFrame>
  );
}

const choices: { kind: DataRequestKind; title: string; text: string }[] = [
  {
    kind: 'EXPORT',
    title: 'Quero uma cópia dos meus dados',
    text: 'Um arquivo com os seus pedidos, carrinhos, favoritas, avisos de fotos, consentimentos e os e-mails que a loja enviou, em JSON e numa página para ler no navegador. O link para baixar chega por e-mail e vale 7 dias.',
  },
  {
    kind: 'DELETION',
    title: 'Quero excluir os meus dados',
    text: 'Apagamos as suas visitas às galerias, favoritas, carrinhos, avisos de fotos (com os dados do seu rosto), lembretes e o conteúdo dos e-mails. Dos pedidos, a loja guarda só os valores, as datas e as fotos compradas, que precisa manter para a contabilidade, sem o seu nome, e-mail, CPF, telefone ou endereço; depois disso os links dos pedidos deixam de abrir. A loja confere se há entregas em andamento e faz a exclusão em até 15 dias.',
  },
];

function DataRequestForm() {
  const id = useId();
  const [kind, setKind] = useState<DataRequestKind>('EXPORT');
  const [email, setEmail] = useState('');
  const [cpf, setCpf] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [send, sending] = useRequestCustomerDataMutation();
  const toasts = useToasts();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await send({ email: email.trim(), cpf, kind }).catch(() => null);
    if (!result) return toasts.failure('');
    const failure = errorMessage(result);
    if (failure !== null) return toasts.failure(failure);
    if (result.__typename === 'RequestCustomerDataPayload') setSent(result.message ?? '');
  };
  if (sent)
    return (
      <p className="notice notice-success" role="status">
        {sent}
      </p>
    );
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Pedido sobre os meus dados">
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">O que você quer</legend>
        {choices.map((choice) => (
          <label key={choice.kind} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-kind`}
              value={choice.kind}
              checked={kind === choice.kind}
              onChange={() => setKind(choice.kind)}
            />
            <strong>{choice.title}</strong>
            <p>{choice.text}</p>
          </label>
        ))}
      </fieldset>
      <EmailField
        id={`${id}-email`}
        label="Seu e-mail (o que você usou nas compras)"
        inputMode="email"
        value={email}
        onValue={setEmail}
      />
      <TextField
        id={`${id}-cpf`}
        label="CPF (opcional)"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={cpf}
        onChange={(event) => setCpf(maskCpf(event.target.value))}
        aria-describedby={`${id}-cpf-hint`}
      />
      <p id={`${id}-cpf-hint`} className="muted">
        Usou outro e-mail em alguma compra? Informe o CPF: a loja confere e inclui esses pedidos.
      </p>
      <button type="submit" className="button button-primary" disabled={sending}>
        {sending ? 'Enviando…' : 'Enviar pedido'}
      </button>
    </form>
  );
}
