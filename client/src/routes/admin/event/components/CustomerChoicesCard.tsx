// 'Escolhas dos clientes' on the event's page: each customer's favourites and cart photos (who, which, when), as
// Pixieset and Pic-Time show a client's favourites, and the link of an offer that opens a customer's favourites
// in the gallery, where one tap puts them all in the cart.
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { CustomerChoicesCard_event$key } from '../../../../__generated__/CustomerChoicesCard_event.graphql.ts';
import { RenditionImage } from '../../../../components/RenditionImage.tsx';
import { useToasts } from '../../../../components/Toasts.tsx';
import { formatCount, formatDateTime } from '../../../../format.ts';
import { AdminCard } from '../../components/AdminCard.tsx';
import styles from './CustomerChoicesCard.module.css';

interface ChosenPhoto {
  readonly id: string;
  readonly chosenAt: unknown;
  readonly quantity?: number;
  readonly photo: {
    readonly originalName: string;
    readonly thumbnail?: { readonly url: string; readonly width: number; readonly height: number } | null;
  };
}

function ChosenPhotos({
  label,
  photos,
  verb,
}: {
  label: string;
  photos: readonly ChosenPhoto[];
  verb: string;
}) {
  return (
    <ul className={styles.photos} aria-label={label}>
      {photos.map((chosen) => (
        <li key={chosen.id}>
          {chosen.photo.thumbnail ? (
            <RenditionImage
              rendition={chosen.photo.thumbnail}
              alt={chosen.photo.originalName}
              loading="lazy"
            />
          ) : (
            <span className={styles.noImage} role="img" aria-label={chosen.photo.originalName} />
          )}
          <span className={styles.photoName}>
            {chosen.photo.originalName}
            {chosen.quantity && chosen.quantity > 1 ? ` × ${chosen.quantity}` : ''}
          </span>
          <span className={styles.when}>
            {verb} {formatDateTime(chosen.chosenAt as string)}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function CustomerChoicesCard({ event }: { event: CustomerChoicesCard_event$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment CustomerChoicesCard_event on Event
      @refetchable(queryName: "CustomerChoicesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        customerChoices(first: $count, after: $cursor) @connection(key: "CustomerChoicesCard_customerChoices") {
          totalCount
          edges {
            node {
              id
              label
              email
              openedAt
              favoriteCount
              offerPath
              favorites { id chosenAt photo { id originalName thumbnail { url width height } } }
              cart {
                bought
                itemCount
                items { id quantity chosenAt photo { id originalName thumbnail { url width height } } }
              }
            }
          }
        }
      }
    `,
    event,
  );
  const toasts = useToasts();
  const customers = data.customerChoices.edges.map((edge) => edge.node);
  const copy = (link: string) =>
    navigator.clipboard?.writeText(link).then(
      () => toasts.success('Link copiado', 2000),
      () => toasts.failure(''),
    );

  return (
    <AdminCard title="Escolhas dos clientes" titleId="customer-choices-title">
      {customers.length === 0 ? (
        <p className="muted">Nenhum cliente marcou favoritas ou colocou fotos no carrinho ainda.</p>
      ) : (
        <>
          <p className="muted">
            {formatCount(
              data.customerChoices.totalCount,
              'cliente escolheu fotos',
              'clientes escolheram fotos',
            )}
          </p>
          <ul className={styles.customers}>
            {customers.map((customer) => {
              const offerLink = `${window.location.origin}${customer.offerPath}`;
              const linkId = `offer-${customer.id}`;
              return (
                <li key={customer.id}>
                  <article className={styles.customer} aria-labelledby={`customer-${customer.id}`}>
                    <header className={styles.who}>
                      <h3 id={`customer-${customer.id}`}>{customer.label}</h3>
                      {customer.email && customer.email !== customer.label && (
                        <span className="muted">{customer.email}</span>
                      )}
                      <span className="muted">
                        Na galeria desde {formatDateTime(customer.openedAt as string)}
                      </span>
                    </header>
                    {customer.favoriteCount > 0 && (
                      <>
                        <h4>{formatCount(customer.favoriteCount, 'favorita', 'favoritas')}</h4>
                        <ChosenPhotos
                          label={`Favoritas de ${customer.label}`}
                          photos={customer.favorites}
                          verb="Favoritada em"
                        />
                      </>
                    )}
                    {customer.cart && customer.cart.itemCount > 0 && (
                      <>
                        <h4>
                          {customer.cart.bought ? 'Comprou' : 'No carrinho'}:{' '}
                          {formatCount(customer.cart.itemCount, 'item', 'itens')}
                        </h4>
                        <ChosenPhotos
                          label={`Carrinho de ${customer.label}`}
                          photos={customer.cart.items}
                          verb="Adicionada em"
                        />
                      </>
                    )}
                    {customer.favoriteCount > 0 && (
                      <div className={styles.offer}>
                        <label htmlFor={linkId}>Link da oferta</label>
                        <div className={styles.offerRow}>
                          <input
                            id={linkId}
                            className="input"
                            readOnly
                            value={offerLink}
                            onFocus={(focus) => focus.currentTarget.select()}
                          />
                          <button type="button" className="button" onClick={() => copy(offerLink)}>
                            Copiar link da oferta
                          </button>
                        </div>
                        <p className={styles.hint}>
                          Abre as favoritas de {customer.label} na galeria, com o botão que coloca todas no
                          carrinho.
                        </p>
                      </div>
                    )}
                  </article>
                </li>
              );
            })}
          </ul>
          {hasNext && (
            <button type="button" className="button" disabled={isLoadingNext} onClick={() => loadNext(20)}>
              Carregar mais
            </button>
          )}
        </>
      )}
    </AdminCard>
  );
}
