// The frame of the login and password pages: the studio's header and footer around a small centred card. A page
// whose route loads a query of its own (the team invitation) passes the studio it read; the others read it from
// their route's authRouteQuery.
import type { ReactNode } from 'react';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { authRouteQuery as AuthRouteQuery } from '../../../__generated__/authRouteQuery.graphql.ts';
import type { StorefrontFrame_studio$key } from '../../../__generated__/StorefrontFrame_studio.graphql.ts';
import { StorefrontFrame } from '../../../components/StorefrontFrame.tsx';
import { StudioNotFound } from '../../../components/StudioNotFound.tsx';
import { authRouteQuery } from '../authRouteQuery.ts';
import styles from './AuthPage.module.css';

interface AuthPageProps {
  title: string;
  children: ReactNode;
  /** The studio, when the page's own query read it (null: no studio at this address). */
  studio?: StorefrontFrame_studio$key | null;
}

export function AuthPage({ title, children, studio }: AuthPageProps) {
  if (studio !== undefined)
    return (
      <AuthFrame title={title} studio={studio ?? null}>
        {children}
      </AuthFrame>
    );
  return <AuthRoutePage title={title}>{children}</AuthRoutePage>;
}

function AuthRoutePage({ title, children }: { title: string; children: ReactNode }) {
  const reference = useLoaderData() as PreloadedQuery<AuthRouteQuery>;
  const { studio } = usePreloadedQuery<AuthRouteQuery>(authRouteQuery, reference);
  return (
    <AuthFrame title={title} studio={studio ?? null}>
      {children}
    </AuthFrame>
  );
}

function AuthFrame({ title, children, studio }: Required<AuthPageProps>) {
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
