// A studio's privacy policy as published: the platform's text filled with the studio, then the studio's own
// paragraphs, and the version. Every text is plain and shown as text (React escapes it), never read as HTML.
import { graphql, useFragment } from 'react-relay/hooks';
import type { PrivacyPolicyText_policy$key } from '../__generated__/PrivacyPolicyText_policy.graphql.ts';
import { formatDate } from '../format.ts';
import styles from './PrivacyPolicyText.module.css';

export function PrivacyPolicyText({
  policy,
  studioPart = true,
}: {
  policy: PrivacyPolicyText_policy$key;
  /** Whether to show the studio's own paragraphs (the admin's page edits them apart). */
  studioPart?: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment PrivacyPolicyText_policy on PrivacyPolicy {
        label
        publishedAt
        controllerName
        platformSections { title paragraphs items }
        studioParagraphs
      }
    `,
    policy,
  );
  return (
    <div className={styles.text}>
      <p className={styles.version}>
        Versão {data.label}, de {formatDate(data.publishedAt)}
      </p>
      {data.platformSections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items.length > 0 && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {studioPart && data.studioParagraphs.length > 0 && (
        <section>
          <h2>11. Informações de {data.controllerName}</h2>
          {data.studioParagraphs.map((paragraph, index) => (
            // Paragraphs may repeat: their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list only changes as a whole.
            <p key={index} className={styles.studioParagraph}>
              {paragraph}
            </p>
          ))}
        </section>
      )}
    </div>
  );
}
