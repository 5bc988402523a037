// What the abandoned-cart reminders brought back: e-mails sent, carts recovered (paid after the reminder) and
// their value. A block of its own, to be shown wherever the studio looks at its sales.
import { graphql, useFragment } from 'react-relay/hooks';
import type { CartReminderFigures_settings$key } from '../../../../__generated__/CartReminderFigures_settings.graphql.ts';
import { formatBrl } from '../../../../format.ts';
import styles from './CartReminderFigures.module.css';

export function CartReminderFigures({ settings }: { settings: CartReminderFigures_settings$key }) {
  const { figures } = useFragment(
    graphql`
      fragment CartReminderFigures_settings on CartReminderSettings {
        figures { sent recovered recoveredCents }
      }
    `,
    settings,
  );
  return (
    <section className={styles.figures} aria-labelledby="cart-reminder-figures">
      <h2 id="cart-reminder-figures">Carrinhos recuperados</h2>
      <dl>
        <div>
          <dt>Lembretes enviados</dt>
          <dd>{figures.sent}</dd>
        </div>
        <div>
          <dt>Carrinhos recuperados</dt>
          <dd>{figures.recovered}</dd>
        </div>
        <div>
          <dt>Valor recuperado</dt>
          <dd>{formatBrl(figures.recoveredCents)}</dd>
        </div>
      </dl>
      <p>Um carrinho conta como recuperado quando o cliente paga depois de receber o lembrete.</p>
    </section>
  );
}
