// Shown in place of a storefront the platform suspended: customers learn it is closed for now, not why.
export function StudioSuspended({ name }: { name: string }) {
  return (
    <main className="centered-message">
      <h1>Loja suspensa</h1>
      <p>
        A loja {name} está temporariamente indisponível e não aceita pedidos no momento. Volte mais tarde ou
        fale com o estúdio.
      </p>
    </main>
  );
}
