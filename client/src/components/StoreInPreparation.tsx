// The storefront of a studio whose owner has not confirmed the sign-up e-mail yet: no gallery, a word to customers.
import { useEffect } from 'react';

export function StoreInPreparation({ name }: { name: string }) {
  useEffect(() => {
    document.title = `${name} - Loja em preparação`;
  }, [name]);
  return (
    <main className="centered-message">
      <h1>Loja em preparação</h1>
      <p>A loja {name} está sendo preparada e logo estará aberta. Volte em breve!</p>
    </main>
  );
}
