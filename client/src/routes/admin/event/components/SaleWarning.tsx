// The event page's warning while customers cannot buy (part of) its photos: what is missing, and the way to the
// gallery settings where the prices are set.
import { graphql, useFragment } from 'react-relay/hooks';
import type { SaleWarning_event$key } from '../../../../__generated__/SaleWarning_event.graphql.ts';
import styles from './SaleWarning.module.css';

type Gap = 'DIGITAL_PRICE' | 'PRINTED_PRICES' | '%future added value';

function missingText(gap: Gap, deliveryOnly: boolean): string {
  if (gap === 'DIGITAL_PRICE') return 'o preço da foto digital';
  return deliveryOnly
    ? 'os tamanhos das fotos impressas'
    : 'a tabela de preços das fotos impressas (pelo menos um tamanho com preço)';
}

export function SaleWarning({
  event,
  onOpenSettings,
}: {
  event: SaleWarning_event$key;
  onOpenSettings: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment SaleWarning_event on Event {
        mode
        saleReadiness { forSale digital printed missing }
      }
    `,
    event,
  );
  const { forSale, digital, missing } = data.saleReadiness;
  if (!missing.length) return null;
  const needed = missing.map((gap) => missingText(gap, data.mode === 'DELIVERY_ONLY')).join(' e ');
  return (
    <section className={`notice ${styles.warning}`} aria-labelledby="sale-warning-title">
      <h2 id="sale-warning-title" className={styles.title}>
        {forSale
          ? `As fotos ${digital ? 'impressas' : 'digitais'} deste evento ainda não estão à venda`
          : 'As fotos deste evento ainda não estão à venda'}
      </h2>
      <p>
        {forSale
          ? `Os clientes só conseguem comprar as fotos ${digital ? 'digitais' : 'impressas'}. `
          : 'Os clientes veem a galeria, mas não conseguem escolher fotos. '}
        Defina {needed} nas configurações da galeria.
      </p>
      <button type="button" className="button" onClick={onOpenSettings}>
        Abrir configurações da galeria
      </button>
    </section>
  );
}
