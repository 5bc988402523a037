// /privacidade: the privacy policy of the studio whose storefront this is (the footer's 'Política de Privacidade').
// Shown also while the store is suspended or in preparation: whoever left data with it may still read it.
import { useEffect } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import type { PrivacyPolicyRouteQuery } from '../../../__generated__/PrivacyPolicyRouteQuery.graphql.ts';
import { PrivacyPolicyText } from '../../../components/PrivacyPolicyText.tsx';
import { StorefrontFrame } from '../../../components/StorefrontFrame.tsx';
import { StudioNotFound } from '../../../components/StudioNotFound.tsx';
import styles from './PrivacyPolicyRoute.module.css';

export const privacyPolicyRouteQuery = graphql`
  query PrivacyPolicyRouteQuery {
    studio {
      name
      ...StorefrontFrame_studio
      privacyPolicy {
        ...PrivacyPolicyText_policy
      }
    }
  }
`;

export function PrivacyPolicyRoute() {
  const reference = useLoaderData() as PreloadedQuery<PrivacyPolicyRouteQuery>;
  const { studio } = usePreloadedQuery<PrivacyPolicyRouteQuery>(privacyPolicyRouteQuery, reference);
  useEffect(() => {
    document.title = `Política de Privacidade - ${studio?.name ?? ''}`;
  }, [studio]);
  if (!studio) return <StudioNotFound />;
  return (
    <StorefrontFrame studio={studio}>
      <article className={`page ${styles.policy}`}>
        <h1>Política de Privacidade</h1>
        <PrivacyPolicyText policy={studio.privacyPolicy} />
        <p className={styles.back}>
          <Link to="/">Voltar para a loja</Link>
        </p>
      </article>
    </StorefrontFrame>
  );
}
