// The platform's own home (its bare address): what Revela is, the public plans with their prices, and 'Criar minha
// loja'.
import { useEffect } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { PlatformHome_home$key } from '../../../__generated__/PlatformHome_home.graphql.ts';
import { PlanCards } from './PlanCards.tsx';
import { PlatformFrame } from './PlatformFrame.tsx';
import styles from './PlatformHome.module.css';

export function PlatformHome({ home }: { home: PlatformHome_home$key }) {
  const data = useFragment(
    graphql`
      fragment PlatformHome_home on PlatformHome {
        ...PlanCards_home
      }
    `,
    home,
  );
  useEffect(() => {
    document.title = 'Revela - venda as fotos dos seus eventos';
  }, []);
  return (
    <PlatformFrame>
      <section className={styles.hero}>
        <h1>Venda as fotos dos seus eventos em uma loja só sua</h1>
        <p>
          A Revela é a plataforma em que estúdios de fotografia vendem as galerias dos seus eventos:
          formaturas, corridas, festas e ensaios. Você publica as fotos, define os preços e recebe pelo
          Mercado Pago; seus clientes escolhem as fotos, pagam com Pix ou cartão e recebem os arquivos
          digitais ou as fotos impressas.
        </p>
        <Link className="button button-primary" to="/cadastro">
          Criar minha loja
        </Link>
      </section>
      <section className={styles.features} aria-label="O que a Revela faz">
        <div className="card">
          <h2>Sua loja, seu endereço</h2>
          <p>Banner, trabalhos recentes, página sobre o estúdio e rodapé com a sua marca e as suas cores.</p>
        </div>
        <div className="card">
          <h2>Galerias que vendem</h2>
          <p>Marca d'água, busca por número de peito e por selfie, pacotes, descontos e fotos impressas.</p>
        </div>
        <div className="card">
          <h2>Pagamento direto para você</h2>
          <p>Os clientes pagam na sua conta do Mercado Pago; você acompanha os pedidos no painel.</p>
        </div>
      </section>
      <section aria-labelledby="planos">
        <h2 id="planos" className={styles.plansTitle}>
          Planos
        </h2>
        <PlanCards home={data} />
        <p className={styles.cta}>
          <Link className="button button-primary" to="/cadastro">
            Criar minha loja
          </Link>
        </p>
      </section>
    </PlatformFrame>
  );
}
