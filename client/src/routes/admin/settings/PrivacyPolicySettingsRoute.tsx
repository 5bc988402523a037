// /adm/configuracoes/politica-de-privacidade: the storefront's privacy policy. The platform's text (read only) names
// the studio as the controller; the studio adds its own paragraphs below it, and publishing changed paragraphs makes
// a new version, which the consents given from then on name.
import { type FormEvent, useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { PrivacyPolicySettingsRouteQuery } from '../../../__generated__/PrivacyPolicySettingsRouteQuery.graphql.ts';
import { PrivacyPolicyText } from '../../../components/PrivacyPolicyText.tsx';
import { useResultToast } from '../../../components/useResultToast.ts';
import { useUpdatePrivacyPolicyMutation } from '../mutations/useUpdatePrivacyPolicyMutation.ts';
import { PrivacyPolicyVersions } from './components/PrivacyPolicyVersions.tsx';
import styles from './SettingsRoute.module.css';

export const privacyPolicySettingsRouteQuery = graphql`
  query PrivacyPolicySettingsRouteQuery {
    studio {
      id
      privacyPolicy {
        label
        studioText
        studioTextMaxLength
        ...PrivacyPolicyText_policy
      }
      ...PrivacyPolicyVersions_studio
    }
  }
`;

export function PrivacyPolicySettingsRoute() {
  const reference = useLoaderData() as PreloadedQuery<PrivacyPolicySettingsRouteQuery>;
  const { studio } = usePreloadedQuery<PrivacyPolicySettingsRouteQuery>(
    privacyPolicySettingsRouteQuery,
    reference,
  );
  const published = studio?.privacyPolicy.studioText ?? '';
  const [text, setText] = useState(published);
  const [save, saving] = useUpdatePrivacyPolicyMutation();
  const { report, failed } = useResultToast();
  useEffect(() => {
    document.title = 'Política de privacidade';
  }, []);
  // What the server published (normalised) is what the field holds after a save.
  useEffect(() => setText(published), [published]);
  if (!studio) return null;
  const policy = studio.privacyPolicy;
  const maxLength = policy.studioTextMaxLength;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(text).then((result) => report(result), failed);
  };

  return (
    <div className={styles.page}>
      <h1>Política de privacidade</h1>
      <p>
        A política da sua loja fica em{' '}
        <a href="/privacidade" target="_blank" rel="noreferrer">
          /privacidade
        </a>
        , com o link no rodapé. Ela traz o texto da plataforma, que explica tudo o que a loja faz com os dados
        dos clientes e apresenta o estúdio como controlador, seguido dos parágrafos do próprio estúdio. Cada
        mudança publica uma nova versão, e os consentimentos dos clientes guardam a versão que estava em
        vigor.
      </p>
      <form className={`card ${styles.form}`} onSubmit={submit}>
        <h2>Parágrafos do estúdio</h2>
        <p className="muted">Versão em vigor: {policy.label}</p>
        <div className="field">
          <label htmlFor="policy-studio-text">Texto do estúdio (opcional)</label>
          <textarea
            id="policy-studio-text"
            rows={10}
            maxLength={maxLength}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby="policy-studio-text-hint"
          />
          <p className="field-hint" id="policy-studio-text-hint">
            Texto simples, sem formatação: separe os parágrafos com uma linha em branco.{' '}
            {text.length.toLocaleString('pt-BR')} de {maxLength.toLocaleString('pt-BR')} caracteres.
          </p>
        </div>
        <div className={styles.row}>
          <button
            type="submit"
            className="button button-primary"
            disabled={saving || text.trim() === published.trim()}
          >
            Publicar nova versão
          </button>
        </div>
      </form>
      <PrivacyPolicyVersions studio={studio} />
      <section className={`card ${styles.form}`} aria-labelledby="platform-text-heading">
        <h2 id="platform-text-heading">Texto da plataforma (não editável)</h2>
        <PrivacyPolicyText policy={policy} studioPart={false} />
      </section>
    </div>
  );
}
