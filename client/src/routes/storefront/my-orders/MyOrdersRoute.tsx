// /minhas-compras: a customer without their order link gets the links to all their orders by e-mail.
import { useEffect } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import type { MyOrdersRouteQuery } from '../../../__generated__/MyOrdersRouteQuery.graphql.ts';
import { StorefrontFrame } from '../../../components/StorefrontFrame.tsx';
import { StudioNotFound } from '../../../components/StudioNotFound.tsx';
import { MyOrdersForm } from './components/MyOrdersForm.tsx';
import styles from './MyOrdersRoute.module.css';

export const myOrdersRouteQuery = graphql`
  query MyOrdersRouteQuery {
    studio {
      name
      ...StorefrontFrame_studio
    }
  }
`;

export function MyOrdersRoute() {
  const reference = useLoaderData() as PreloadedQuery<MyOrdersRouteQuery>;
  const { studio } = usePreloadedQuery<MyOrdersRouteQuery>(myOrdersRouteQuery, reference);
  useEffect(() => {
    document.title = `Minhas compras - ${studio?.name ?? ''}`;
  }, [studio]);
  if (!studio) return <StudioNotFound />;
  return (
    <StorefrontFrame studio={studio}>
      <div className={`page ${styles.myOrders}`}>
        <h1>Minhas compras</h1>
        <MyOrdersForm />
        <p>
          <Link to="/">Voltar para a loja</Link>
        </p>
      </div>
    </StorefrontFrame>
  );
}
