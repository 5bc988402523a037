// Personal data and delivery address with the form statuses of spec 001 section 4 (inativo, ativo, preenchido):
// a saved form reads as a summary with 'Editar'; the address is asked only for delivery by post. Placing the order
// accepts the studio's privacy policy, which the sentence below the forms links to.
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { CheckoutForms_session$key } from '../../../../__generated__/CheckoutForms_session.graphql.ts';
import { AddressForm } from './AddressForm.tsx';
import styles from './CheckoutForms.module.css';
import { PersonalDataForm } from './PersonalDataForm.tsx';

export function CheckoutForms({
  session,
  delivering,
}: {
  session: CheckoutForms_session$key;
  delivering: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment CheckoutForms_session on GallerySession {
        ...PersonalDataForm_session
        ...AddressForm_session
      }
    `,
    session,
  );
  return (
    <>
      <PersonalDataForm session={data} />
      {delivering && <AddressForm session={data} />}
      <p className={`field-hint ${styles.policy}`}>
        Ao continuar, você concorda com a{' '}
        <Link to="/privacidade" target="_blank">
          Política de Privacidade
        </Link>
        .
      </p>
    </>
  );
}
