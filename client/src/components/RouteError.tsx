// The error element of every route: the page, its data or its code failed to load; 'Tentar de novo' loads it again.
import { isRouteErrorResponse, Link, Navigate, useRevalidator, useRouteError } from 'react-router';
import { useFirstScreenHandOver } from '../first-screen.ts';
import { AdminLoginRequired, GalleryAccessRequired, GalleryClosed } from '../relay/environment.ts';
import styles from './RouteError.module.css';

/** A page's code that no longer downloads (a new release replaced its chunk): only a full reload fetches it. */
const codeFailure = /dynamically imported module|Importing a module script failed/i;

/**
 * inLayout: the route renders inside the admin or gallery layout, whose own boundaries answer a missing session
 * (the login page, the gallery's access gate) and a closed gallery ('Galeria encerrada'): those errors go on up to them.
 */
export function RouteError({ inLayout = false }: { inLayout?: boolean }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  useFirstScreenHandOver();
  if (
    inLayout &&
    (error instanceof GalleryAccessRequired ||
      error instanceof GalleryClosed ||
      error instanceof AdminLoginRequired)
  )
    throw error;
  if (error instanceof AdminLoginRequired) return <Navigate to="/estudio/login" replace />;

  const Frame = inLayout ? 'div' : 'main';
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Frame className={`centered-message ${styles.error}`}>
        <h1>Página não encontrada</h1>
        <p>Confira o endereço digitado.</p>
        <Link to="/">Voltar para o início</Link>
      </Frame>
    );
  }
  const retry = () => {
    if (error instanceof Error && codeFailure.test(error.message)) window.location.reload();
    else revalidator.revalidate();
  };
  return (
    <Frame className={`centered-message ${styles.error}`}>
      <h1>Algo deu errado ao carregar esta página.</h1>
      <p className="muted">Confira sua conexão com a internet e tente de novo.</p>
      <button
        type="button"
        className="button button-primary"
        disabled={revalidator.state !== 'idle'}
        onClick={retry}
      >
        Tentar de novo
      </button>
    </Frame>
  );
}
