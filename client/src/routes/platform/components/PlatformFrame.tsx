// The frame of the platform's own pages (home, sign-up, terms): Revela's name and links, the page, a small footer.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './PlatformHome.module.css';

export function PlatformFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          Revela
        </Link>
        <nav>
          <Link to="/cadastro">Criar minha loja</Link>
        </nav>
      </header>
      <main className={styles.main}>{children}</main>
      <footer className={styles.footer}>
        <Link to="/termos">Termos de uso</Link>
      </footer>
    </div>
  );
}
