// Shown when the address names no studio on the platform.
export function StudioNotFound() {
  return (
    <main className="centered-message">
      <h1>Estúdio não encontrado</h1>
      <p>Confira o endereço digitado.</p>
    </main>
  );
}
