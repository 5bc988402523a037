// Whether the main pointer is a finger (no hover, coarse pointer): what a control says it takes, a tap or a click.
import { useSyncExternalStore } from 'react';

export const touchScreenQuery = '(hover: none) and (pointer: coarse)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(touchScreenQuery) : null);

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True on a touch screen; follows the device (a tablet's keyboard and mouse attached or taken off). */
export function useTouchScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
