// /adm/configuracoes/lembretes-de-carrinho: abandoned-cart reminders. Off by default; when on, a customer who
// saved their data and left without paying gets one e-mail after the chosen delay, with a link back to the cart.
import { useEffect } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { CartRemindersRouteQuery } from '../../../__generated__/CartRemindersRouteQuery.graphql.ts';
import { useResultToast } from '../../../components/useResultToast.ts';
import { useUpdateCartReminderSettingsMutation } from '../mutations/useUpdateCartReminderSettingsMutation.ts';
import { CartReminderFigures } from './components/CartReminderFigures.tsx';
import styles from './SettingsRoute.module.css';

export const cartRemindersRouteQuery = graphql`
  query CartRemindersRouteQuery {
    studio {
      id
      cartReminders {
        delayHours
        delayChoices
        ...CartReminderFigures_settings
      }
    }
  }
`;

const delayLabel = (hours: number) => (hours === 1 ? '1 hora depois' : `${hours} horas depois`);

export function CartRemindersRoute() {
  const reference = useLoaderData() as PreloadedQuery<CartRemindersRouteQuery>;
  const { studio } = usePreloadedQuery<CartRemindersRouteQuery>(cartRemindersRouteQuery, reference);
  const [save, saving] = useUpdateCartReminderSettingsMutation();
  const { report, failed } = useResultToast();
  useEffect(() => {
    document.title = 'Lembretes de carrinho';
  }, []);
  if (!studio) return null;
  const settings = studio.cartReminders;

  return (
    <div className={styles.page}>
      <h1>Lembretes de carrinho</h1>
      <p>
        Quando um cliente escolhe fotos, preenche os dados pessoais e sai sem pagar, ele pode receber um
        e-mail com um link de volta ao carrinho. Cada carrinho recebe um lembrete só, e o cliente pode deixar
        de recebê-los pelo próprio e-mail.
      </p>
      <form className={`card ${styles.form}`} onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor="cart-reminder-delay">Enviar o lembrete</label>
          <select
            id="cart-reminder-delay"
            value={settings.delayHours ?? ''}
            disabled={saving}
            onChange={(event) => {
              const value = event.target.value;
              save(value === '' ? null : Number(value)).then((result) => report(result), failed);
            }}
          >
            <option value="">Desligado</option>
            {settings.delayChoices.map((hours) => (
              <option key={hours} value={hours}>
                {delayLabel(hours)}
              </option>
            ))}
          </select>
          <p className="field-hint">Contado a partir da última mudança no carrinho.</p>
        </div>
      </form>
      <CartReminderFigures settings={settings} />
    </div>
  );
}
