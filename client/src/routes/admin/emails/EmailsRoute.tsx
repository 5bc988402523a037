// /adm/e-mails: every e-mail the studio's customers and admins can receive, previewed with sample data in a
// sandboxed frame (no script, no form, no link leaves it), and 'Enviar teste para mim' to see it in a real inbox.
import { useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import type { EmailsRouteQuery } from '../../../__generated__/EmailsRouteQuery.graphql.ts';
import { useResultToast } from '../../../components/useResultToast.ts';
import { useSendTestEmailMutation } from '../mutations/useSendTestEmailMutation.ts';
import styles from './EmailsRoute.module.css';

export const emailsRouteQuery = graphql`
  query EmailsRouteQuery {
    studio {
      id
      name
      footerEmail
      testEmailRecipient
      emailSamples {
        kind
        title
        description
        recipient
        subject
        html
      }
    }
  }
`;

const recipientLabel = { CUSTOMER: 'Cliente', STUDIO: 'Estúdio' } as Record<string, string>;

export function EmailsRoute() {
  const reference = useLoaderData() as PreloadedQuery<EmailsRouteQuery>;
  const { studio } = usePreloadedQuery<EmailsRouteQuery>(emailsRouteQuery, reference);
  const [selectedKind, setSelectedKind] = useState<string | null>(null);
  const [sendTest, sending] = useSendTestEmailMutation();
  const { report, failed } = useResultToast();
  useEffect(() => {
    document.title = 'E-mails';
  }, []);
  if (!studio) return null;
  const samples = studio.emailSamples;
  const selected = samples.find((sample) => sample.kind === selectedKind) ?? samples[0];

  return (
    <div className={styles.page}>
      <h1>E-mails</h1>
      <p>
        Estes são os e-mails que seus clientes e o estúdio recebem, mostrados com dados de exemplo. Eles saem
        com o nome <strong>{studio.name}</strong> como remetente
        {studio.footerEmail ? (
          <>
            , e as respostas dos clientes vão para <strong>{studio.footerEmail}</strong> (o e-mail do rodapé).
          </>
        ) : (
          <>
            . Sem um e-mail no rodapé, as respostas não chegam ao estúdio: informe-o em{' '}
            <Link to="/adm">Editar Rodapé</Link>.
          </>
        )}{' '}
        Os botões usam a cor de destaque da loja, também em <Link to="/adm">Editar Rodapé</Link>.
      </p>
      <div className={styles.layout}>
        <nav aria-label="E-mails" className={styles.list}>
          <ul>
            {samples.map((sample) => (
              <li key={sample.kind}>
                <button
                  type="button"
                  aria-current={sample.kind === selected?.kind ? 'true' : undefined}
                  onClick={() => setSelectedKind(sample.kind)}
                >
                  <span>{sample.title}</span>
                  <small>Para: {recipientLabel[sample.recipient] ?? sample.recipient}</small>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        {selected && (
          <section className={`card ${styles.preview}`} aria-labelledby="email-preview-title">
            <h2 id="email-preview-title">{selected.title}</h2>
            <p className={styles.description}>{selected.description}</p>
            <dl className={styles.headers}>
              <dt>Assunto</dt>
              <dd>{selected.subject}</dd>
              <dt>De</dt>
              <dd>{studio.name}</dd>
              {studio.footerEmail && (
                <>
                  <dt>Responder para</dt>
                  <dd>{studio.footerEmail}</dd>
                </>
              )}
            </dl>
            <iframe
              title={`Prévia do e-mail: ${selected.title}`}
              className={styles.frame}
              sandbox=""
              srcDoc={selected.html}
            />
            <div className={styles.actions}>
              <button
                type="button"
                className="button button-primary"
                disabled={sending || !studio.testEmailRecipient}
                onClick={() => sendTest(selected.kind).then((result) => report(result), failed)}
              >
                Enviar teste para mim
              </button>
              {studio.testEmailRecipient && (
                <span className={styles.hint}>
                  Vai para {studio.testEmailRecipient}; até 5 testes por hora.
                </span>
              )}
            </div>
          </section>
        )}
      </div>
    </div>
  );
}
