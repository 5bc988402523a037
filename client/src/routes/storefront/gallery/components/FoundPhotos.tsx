// The photos a search found, shown as the gallery shows its own: justified rows of selectable tiles, in the order
// given, and the enlarged viewer over the same list.
import { useRef, useState } from 'react';
import type { PhotoTile_photo$key } from '../../../../__generated__/PhotoTile_photo.graphql.ts';
import type { PhotoViewer_photos$key } from '../../../../__generated__/PhotoViewer_photos.graphql.ts';
import { JustifiedGrid } from '../../../../components/JustifiedGrid.tsx';
import { type PhotoRef, PhotoTile } from './PhotoTile.tsx';
import { PhotoViewer } from './PhotoViewer.tsx';

export type FoundPhoto = PhotoTile_photo$key &
  PhotoViewer_photos$key[number] & { readonly width: number; readonly height: number };

export function FoundPhotos({
  photos,
  label,
  onToggle,
}: {
  photos: readonly FoundPhoto[];
  /** Names the grid for assistive technology. */
  label: string;
  /** Null when the photos are not on sale: no checkbox. */
  onToggle: ((photo: PhotoRef) => void) | null;
}) {
  const [viewing, setViewing] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <>
      <JustifiedGrid
        aspects={photos.map((photo) => photo.width / photo.height)}
        label={label}
        renderTile={(index, box) => (
          <PhotoTile
            photo={photos[index]!}
            width={box.width}
            height={box.height}
            position={index + 1}
            total={photos.length}
            onOpen={(tile) => {
              opener.current = tile;
              setViewing(index);
            }}
            onToggle={onToggle}
          />
        )}
      />
      {viewing !== null && (
        <PhotoViewer
          photos={photos}
          index={viewing}
          total={photos.length}
          opener={opener.current}
          onView={setViewing}
          onClose={() => setViewing(null)}
          onToggle={onToggle}
        />
      )}
    </>
  );
}
