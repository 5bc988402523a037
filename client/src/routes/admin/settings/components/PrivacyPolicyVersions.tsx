// The versions of the studio's privacy policy stored so far, newest first: when, by whom, and how many consents
// name each; the studio's paragraphs of each one a click away.
import { graphql, useFragment } from 'react-relay/hooks';
import type { PrivacyPolicyVersions_studio$key } from '../../../../__generated__/PrivacyPolicyVersions_studio.graphql.ts';
import { formatCount, formatDateTime } from '../../../../format.ts';
import styles from './PrivacyPolicyVersions.module.css';

export function PrivacyPolicyVersions({ studio }: { studio: PrivacyPolicyVersions_studio$key }) {
  const data = useFragment(
    graphql`
      fragment PrivacyPolicyVersions_studio on Studio {
        privacyPolicyVersions(first: 50) {
          edges {
            node {
              label
              createdAt
              createdByName
              consentCount
              studioText
            }
          }
        }
      }
    `,
    studio,
  );
  const versions = data.privacyPolicyVersions.edges.map((edge) => edge.node);
  return (
    <section className={`card ${styles.card}`} aria-labelledby="policy-versions-heading">
      <h2 id="policy-versions-heading">Versões publicadas</h2>
      {versions.length === 0 ? (
        <p className="muted">
          Nenhuma versão guardada ainda: a primeira é guardada quando um cliente aceitar a política ou quando
          você publicar os parágrafos do estúdio.
        </p>
      ) : (
        <ol className={styles.list}>
          {versions.map((version) => (
            <li key={version.label}>
              <strong>Versão {version.label}</strong>
              <span className="field-hint">
                {' '}
                {formatDateTime(version.createdAt as string)},{' '}
                {version.createdByName ? `por ${version.createdByName}` : 'texto da plataforma'}
                {' · '}
                {formatCount(version.consentCount, 'consentimento', 'consentimentos')}
              </span>
              {version.studioText && (
                <details>
                  <summary>Parágrafos do estúdio nesta versão</summary>
                  <p className={styles.studioText}>{version.studioText}</p>
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
