// The bar held at the bottom of a gallery page while photos are on sale: how many are selected, and the cart.
import { Link } from 'react-router';
import band from '../../../../components/Band.module.css';
import styles from './SelectionBar.module.css';

export function SelectionBar({ count, cartPath }: { count: number; cartPath: string }) {
  return (
    <div className={`${band.lightBand} ${styles.bar}`}>
      <span>Selecionadas: {count}</span>
      <Link className="button button-primary" to={cartPath}>
        Ver Carrinho
      </Link>
    </div>
  );
}
