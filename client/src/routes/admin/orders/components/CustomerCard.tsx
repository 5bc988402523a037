// 'Cliente': who bought (name, e-mail, WhatsApp, CPF) and, for shipping, where the photos go.
import { graphql, useFragment } from 'react-relay/hooks';
import type { CustomerCard_order$key } from '../../../../__generated__/CustomerCard_order.graphql.ts';
import { maskCep } from '../../../../components/masks.ts';
import { formatCpf, formatPhone } from '../../../../format.ts';
import { AdminCard } from '../../components/AdminCard.tsx';
import styles from './CustomerCard.module.css';
import { FactList } from './FactList.tsx';

export function CustomerCard({ order }: { order: CustomerCard_order$key }) {
  const { customer, deliveryAddress: address } = useFragment(
    graphql`
      fragment CustomerCard_order on Order {
        customer { fullName email whatsApp cpf }
        deliveryAddress { cep city state street number complement neighborhood recipient }
      }
    `,
    order,
  );
  return (
    <AdminCard title="Cliente" titleId="customer-title" scrolls>
      <FactList>
        <dt>Nome</dt>
        <dd>{customer.fullName}</dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${customer.email}`}>{customer.email}</a>
        </dd>
        <dt>WhatsApp</dt>
        <dd>
          <a href={`https://wa.me/${customer.whatsApp}`} target="_blank" rel="noreferrer">
            {formatPhone(customer.whatsApp)}
          </a>
        </dd>
        <dt>CPF</dt>
        <dd>{formatCpf(customer.cpf)}</dd>
      </FactList>
      {address && (
        <p className={styles.address}>
          <strong>Endereço de entrega:</strong> {address.recipient} · {address.street}, {address.number}
          {address.complement ? ` - ${address.complement}` : ''} · {address.neighborhood} · {address.city}/
          {address.state} · CEP {maskCep(address.cep)}
        </p>
      )}
    </AdminCard>
  );
}
