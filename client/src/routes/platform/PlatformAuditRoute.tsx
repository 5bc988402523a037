// /plataforma/auditoria: every operator action, newest first, a page at a time (?depois=).
import { useEffect } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import type { PlatformAuditRouteQuery } from '../../__generated__/PlatformAuditRouteQuery.graphql.ts';
import { AuditList } from './AuditList.tsx';
import styles from './Platform.module.css';

export const platformAuditRouteQuery = graphql`
  query PlatformAuditRouteQuery($after: String) {
    operatorConsole {
      auditLog(first: 50, after: $after) {
        edges { node { ...AuditList_entries } }
        pageInfo { hasNextPage endCursor }
      }
    }
  }
`;

export function PlatformAuditRoute() {
  const reference = useLoaderData() as PreloadedQuery<PlatformAuditRouteQuery>;
  const { operatorConsole } = usePreloadedQuery<PlatformAuditRouteQuery>(platformAuditRouteQuery, reference);
  const { auditLog } = operatorConsole;
  useEffect(() => {
    document.title = 'Plataforma: auditoria';
  }, []);
  return (
    <>
      <h1>Registro de auditoria</h1>
      <AuditList entries={auditLog.edges.map((edge) => edge.node)} />
      <div className={styles.pages}>
        {auditLog.pageInfo.hasNextPage && (
          <Link to={`/plataforma/auditoria?depois=${encodeURIComponent(auditLog.pageInfo.endCursor ?? '')}`}>
            Mais antigas
          </Link>
        )}
      </div>
    </>
  );
}
