// The DNS records the owner creates at the registrar, as a table: type, name (as panels ask for it), value with a
// copy button, and whether it is required or recommended (the other form, www or without, to be redirected).
import { graphql, useFragment } from 'react-relay/hooks';
import type { CustomDomainRecords_domain$key } from '../../../../__generated__/CustomDomainRecords_domain.graphql.ts';
import { useToasts } from '../../../../components/Toasts.tsx';
import styles from './CustomDomainRecords.module.css';

const purposeText: Record<string, string> = {
  serve: 'Obrigatório: leva o domínio até a loja',
  proof: 'Obrigatório: prova que o domínio é seu',
  twin: 'Recomendado: o outro endereço (com ou sem www) leva ao seu domínio',
};

export function CustomDomainRecords({ domain }: { domain: CustomDomainRecords_domain$key }) {
  const { records, domain: name } = useFragment(
    graphql`
      fragment CustomDomainRecords_domain on CustomDomain {
        domain
        records { type name host value purpose }
      }
    `,
    domain,
  );
  const toasts = useToasts();
  const copy = (value: string) =>
    navigator.clipboard?.writeText(value).then(
      () => toasts.success('Valor copiado', 2000),
      () => toasts.failure(''),
    );
  return (
    // On a phone the table scrolls sideways: the keyboard can scroll it too (tabIndex).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled
    <section className={styles.scroll} aria-label="Registros de DNS" tabIndex={0}>
      <table className={styles.records}>
        <caption>Registros de DNS de {name}</caption>
        <thead>
          <tr>
            <th scope="col">Tipo</th>
            <th scope="col">Nome</th>
            <th scope="col">Valor</th>
            <th scope="col">Para quê</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={`${record.type} ${record.name} ${record.value}`}>
              <td>{record.type}</td>
              <td>
                <code>{record.host}</code>
                <span className={styles.full}>{record.name}</span>
              </td>
              <td>
                <div className={styles.value}>
                  <code>{record.value}</code>
                  <button
                    type="button"
                    className="button"
                    aria-label={`Copiar o valor do registro ${record.type} ${record.host}`}
                    onClick={() => copy(record.value)}
                  >
                    Copiar
                  </button>
                </div>
              </td>
              <td>{purposeText[record.purpose] ?? record.purpose}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
