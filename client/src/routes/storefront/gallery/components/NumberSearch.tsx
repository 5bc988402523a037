// 'Buscar pelo número': shown when the studio turned on the search by race number for the event. A number searched
// replaces the gallery's grid with the photos where it was recognised, best first, until 'Ver todas as fotos'.
import { type ReactNode, Suspense, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import {
  invalidRaceNumberMessage,
  normaliseRaceNumber,
} from '../../../../../../server/domain/race-numbers.ts';
import type { NumberSearch_event$key } from '../../../../__generated__/NumberSearch_event.graphql.ts';
import type { NumberSearchResultsQuery } from '../../../../__generated__/NumberSearchResultsQuery.graphql.ts';
import { FoundPhotos } from './FoundPhotos.tsx';
import styles from './NumberSearch.module.css';
import type { PhotoRef } from './PhotoTile.tsx';
import { SearchSummary } from './SearchSummary.tsx';

export function NumberSearch({
  event,
  eventSlug,
  onToggle,
  children,
}: {
  event: NumberSearch_event$key;
  eventSlug: string;
  onToggle: ((photo: PhotoRef) => void) | null;
  /** The gallery's grid, shown while no number is searched. */
  children: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment NumberSearch_event on Event {
        bibSearch
      }
    `,
    event,
  );
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [searched, setSearched] = useState<string | null>(null);
  // Each search shows its results anew (and brings them into view), even for the same number.
  const [searches, setSearches] = useState(0);
  if (!data.bibSearch) return <>{children}</>;

  const clear = () => {
    setSearched(null);
    setTyped('');
    setInvalid(false);
  };
  return (
    <>
      <search>
        <form
          className={styles.form}
          onSubmit={(submit) => {
            submit.preventDefault();
            const number = normaliseRaceNumber(typed);
            setInvalid(number === null);
            if (number === null) return;
            setSearched(number);
            setSearches((count) => count + 1);
          }}
        >
          <label htmlFor="number-search">Buscar pelo número</label>
          <div className={styles.row}>
            <input
              id="number-search"
              className="input"
              type="search"
              inputMode="numeric"
              autoComplete="off"
              placeholder="Número de peito"
              value={typed}
              aria-invalid={invalid}
              aria-describedby={invalid ? 'number-search-error' : undefined}
              onChange={(change) => setTyped(change.currentTarget.value)}
            />
            <button type="submit" className="button button-primary">
              Buscar
            </button>
          </div>
          {invalid && (
            <p id="number-search-error" className={styles.error} role="alert">
              {invalidRaceNumberMessage}
            </p>
          )}
        </form>
      </search>
      {searched === null ? (
        children
      ) : (
        <Suspense fallback={<p className="centered-message">Buscando fotos com o número {searched}…</p>}>
          <NumberSearchResults
            key={searches}
            eventSlug={eventSlug}
            number={searched}
            onToggle={onToggle}
            onClear={clear}
          />
        </Suspense>
      )}
    </>
  );
}

function NumberSearchResults({
  eventSlug,
  number,
  onToggle,
  onClear,
}: {
  eventSlug: string;
  number: string;
  onToggle: ((photo: PhotoRef) => void) | null;
  onClear: () => void;
}) {
  const { gallerySession } = useLazyLoadQuery<NumberSearchResultsQuery>(
    graphql`
      query NumberSearchResultsQuery($slug: String!, $number: String!) {
        gallerySession(eventSlug: $slug) {
          event {
            searchPhotosByNumber(number: $number) {
              __typename
              ... on Error { message }
              ... on PhotoNumberSearch {
                number
                photos {
                  id
                  width
                  height
                  ...PhotoTile_photo
                  ...PhotoViewer_photos
                }
              }
            }
          }
        }
      }
    `,
    { slug: eventSlug, number },
    // Numbers are read in the background: every search asks the server again.
    { fetchPolicy: 'network-only' },
  );
  const result = gallerySession?.event.searchPhotosByNumber;
  if (!result || result.__typename === '%other') return null;
  if (result.__typename !== 'PhotoNumberSearch') {
    return (
      <SearchSummary role="alert" onClear={onClear}>
        {'message' in result ? result.message : ''}
      </SearchSummary>
    );
  }
  const photos = result.photos ?? [];
  if (!photos.length) {
    return (
      <SearchSummary role="status" onClear={onClear}>
        Nenhuma foto encontrada com o número {result.number}
      </SearchSummary>
    );
  }
  return (
    <>
      <SearchSummary role="status" onClear={onClear}>
        {photos.length === 1 ? '1 foto encontrada' : `${photos.length} fotos encontradas`} com o número{' '}
        {result.number}
      </SearchSummary>
      <FoundPhotos photos={photos} label={`Fotos com o número ${result.number}`} onToggle={onToggle} />
    </>
  );
}
