// Audit entries as the console lists them: when, who, what, on which studio, before and after.
import { graphql, useFragment } from 'react-relay/hooks';
import type { AuditList_entries$key } from '../../__generated__/AuditList_entries.graphql.ts';
import { actionNames, when } from './format.ts';
import styles from './Platform.module.css';

export function AuditList({ entries }: { entries: AuditList_entries$key }) {
  const rows = useFragment(
    graphql`
      fragment AuditList_entries on OperatorAuditEntry @relay(plural: true) {
        id
        action
        at
        operatorEmail
        studioName
        subject
        before
        after
      }
    `,
    entries,
  );
  if (!rows.length) return <p>Nenhuma ação registrada.</p>;
  return (
    <table className={styles.table} aria-label="Registro de auditoria">
      <thead>
        <tr>
          <th>Quando</th>
          <th>Quem</th>
          <th>O quê</th>
          <th>Loja ou item</th>
          <th>Antes</th>
          <th>Depois</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{when(row.at)}</td>
            <td>{row.operatorEmail}</td>
            <td>{actionNames[row.action] ?? row.action}</td>
            <td>{row.studioName ?? row.subject ?? '—'}</td>
            <td className={styles.json}>{row.before ?? '—'}</td>
            <td className={styles.json}>{row.after ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
