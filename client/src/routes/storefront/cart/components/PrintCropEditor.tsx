// The crop of a print whose shape differs from the photo's: the whole photo with the part that will be printed
// framed, moved by dragging (mouse or finger) or with the arrow keys, saved when the move ends.
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import type { Rendition } from '../../../../components/RenditionImage.tsx';
import { useDebouncedCallback } from '../../../../components/useDebouncedCallback.ts';
import styles from './PrintCropEditor.module.css';

export interface Crop {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A keyboard move's step and a page key's, in fractions of the room the crop has to move. */
const keyStep = 0.05;
const pageStep = 0.25;
const keySaveDelayMs = 600;

const clamp = (value: number, high: number) => Math.min(Math.max(value, 0), Math.max(high, 0));
const rounded = (value: number) => Number(value.toFixed(6));

/** The crop moved to `x`, `y`, kept inside the photo. */
function movedTo(crop: Crop, x: number, y: number): Crop {
  return {
    ...crop,
    x: rounded(clamp(x, 1 - crop.width)),
    y: rounded(clamp(y, 1 - crop.height)),
  };
}

const coarsePointer = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches === true;

export function PrintCropEditor({
  crop: saved,
  photo,
  name,
  onChange,
}: {
  crop: Crop;
  photo: { width: number; height: number; thumbnail: Rendition | null | undefined };
  /** The photo's name, for the control's label. */
  name: string;
  onChange(crop: Crop): void;
}) {
  const [crop, setCrop] = useState(saved);
  const dragging = useRef<{ pointerId: number; startX: number; startY: number; from: Crop } | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const hintId = useId();
  useEffect(() => {
    if (!dragging.current) setCrop(saved);
  }, [saved]);
  const saveSoon = useDebouncedCallback((next: Crop) => onChange(next), keySaveDelayMs);

  // The crop fills the photo one way: it moves the other (a 15 x 21 of a 3:2 photo moves left and right).
  const horizontal = crop.width < 1;
  const room = horizontal ? 1 - crop.width : 1 - crop.height;
  const position = horizontal ? crop.x : crop.y;
  const percent = room > 0 ? Math.round((position / room) * 100) : 50;
  const valueText =
    percent === 50
      ? 'centralizado'
      : horizontal
        ? percent < 50
          ? `${100 - percent * 2}% para a esquerda`
          : `${percent * 2 - 100}% para a direita`
        : percent < 50
          ? `${100 - percent * 2}% para cima`
          : `${percent * 2 - 100}% para baixo`;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    dragging.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      from: crop,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const drag = dragging.current;
    const box = stage.current?.getBoundingClientRect();
    if (!drag || drag.pointerId !== event.pointerId || !box?.width || !box.height) return;
    setCrop(
      movedTo(
        drag.from,
        drag.from.x + (event.clientX - drag.startX) / box.width,
        drag.from.y + (event.clientY - drag.startY) / box.height,
      ),
    );
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const drag = dragging.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    dragging.current = null;
    if (crop.x !== drag.from.x || crop.y !== drag.from.y) onChange(crop);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = {
      ArrowLeft: -keyStep,
      ArrowUp: -keyStep,
      ArrowRight: keyStep,
      ArrowDown: keyStep,
      PageUp: -pageStep,
      PageDown: pageStep,
      Home: -1,
      End: 1,
    };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const move = step * room;
    const next = horizontal ? movedTo(crop, crop.x + move, crop.y) : movedTo(crop, crop.x, crop.y + move);
    if (next.x === crop.x && next.y === crop.y) return;
    setCrop(next);
    saveSoon(next);
  };

  const percentOf = (value: number) => `${value * 100}%`;
  return (
    <div className={styles.editor}>
      <p id={hintId} className={styles.hint}>
        Recorte da impressão: {coarsePointer() ? 'arraste a moldura' : 'arraste a moldura ou use as setas'}{' '}
        para escolher a parte da foto que será impressa.
      </p>
      <div
        ref={stage}
        className={styles.stage}
        style={{ aspectRatio: `${photo.width} / ${photo.height}` }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        {photo.thumbnail ? (
          <img src={photo.thumbnail.url} alt="" draggable={false} className={styles.photo} />
        ) : (
          <span className="muted">Processando…</span>
        )}
        <div
          role="slider"
          tabIndex={0}
          aria-label={`Posição do recorte de ${name}`}
          aria-describedby={hintId}
          aria-orientation={horizontal ? 'horizontal' : 'vertical'}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={valueText}
          className={styles.frame}
          style={{
            left: percentOf(crop.x),
            top: percentOf(crop.y),
            width: percentOf(crop.width),
            height: percentOf(crop.height),
          }}
          onKeyDown={onKeyDown}
          onBlur={() => saveSoon.flush()}
        />
      </div>
    </div>
  );
}
