// The frame of the login and password pages: the studio's header and footer around a small centred card.
import type { ReactNode } from 'react';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { authRouteQuery as AuthRouteQuery } from '../../../__generated__/authRouteQuery.graphql.ts';
import { StorefrontFrame } from '../../../components/StorefrontFrame.tsx';
import { StudioNotFound } from '../../../components/StudioNotFound.tsx';
import { authRouteQuery } from '../authRouteQuery.ts';
import styles from './AuthPage.module.css';

export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  const reference = useLoaderData() as PreloadedQuery<AuthRouteQuery>;
  const { studio } = usePreloadedQuery<AuthRouteQuery>(authRouteQuery, reference);
  if (!studio) return <StudioNotFound />;
  return (
    <StorefrontFrame studio={studio}>
      <div className={styles.page}>
        <div className={`card ${styles.card}`}>
          <h1>{title}</h1>
          {children}
        </div>
      </div>
    </StorefrontFrame>
  );
}
