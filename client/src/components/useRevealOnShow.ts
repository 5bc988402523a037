// An error the customer must read, brought to them: scrolled into view and focused (so a screen reader reads it
// too) whenever it appears or changes, wherever on the page they were when they acted.
import { type RefObject, useEffect } from 'react';

export function revealAndFocus(element: HTMLElement | null): void {
  if (!element) return;
  element.scrollIntoView({ block: 'center' });
  element.focus({ preventScroll: true });
}

/** Reveals the element each time `key` becomes (or changes to) a non-empty value. */
export function useRevealOnShow(ref: RefObject<HTMLElement | null>, key: string | null | undefined): void {
  useEffect(() => {
    if (key) revealAndFocus(ref.current);
  }, [key, ref]);
}
