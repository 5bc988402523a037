// Personal data and delivery address with the form statuses of spec 001 section 4 (inativo, ativo, preenchido):
// a saved form reads as a summary with 'Editar'; the address is asked only for delivery by post.
import { graphql, useFragment } from 'react-relay/hooks';
import type { CheckoutForms_session$key } from '../../../../__generated__/CheckoutForms_session.graphql.ts';
import { AddressForm } from './AddressForm.tsx';
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
    </>
  );
}
