// Where printed photos are picked up: the studio's address and a link that opens it on a map.
import { graphql, useFragment } from 'react-relay/hooks';
import type { PickupAddress_address$key } from '../../../__generated__/PickupAddress_address.graphql.ts';
import styles from './PickupAddress.module.css';

interface Place {
  readonly street: string;
  readonly number: string;
  readonly complement: string;
  readonly neighborhood: string;
  readonly city: string;
  readonly state: string;
  readonly cep: string;
}

/** The address on one line, as people write it and map searches read it. */
export function placeLine(place: Place): string {
  const street = [place.street, place.number].filter(Boolean).join(', ');
  const complement = place.complement ? ` - ${place.complement}` : '';
  const area = [place.neighborhood, `${place.city}/${place.state}`].filter(Boolean).join(', ');
  return `${street}${complement} - ${area} - CEP ${place.cep}`;
}

export function mapUrl(place: Place): string {
  const query = `${place.street}, ${place.number} - ${place.neighborhood}, ${place.city} - ${place.state}, ${place.cep}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export function PickupAddress({
  address,
  title = 'Endereço para retirada',
}: {
  address: PickupAddress_address$key;
  title?: string;
}) {
  const place = useFragment(
    graphql`
      fragment PickupAddress_address on Address {
        street
        number
        complement
        neighborhood
        city
        state
        cep
      }
    `,
    address,
  );
  return (
    <p className={styles.pickup}>
      <strong>{title}:</strong> {placeLine(place)}{' '}
      <a href={mapUrl(place)} target="_blank" rel="noopener noreferrer">
        Ver no mapa
      </a>
    </p>
  );
}
