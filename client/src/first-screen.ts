// The first screen the server drew into a public gallery's HTML (server/http/gallery-first-screen.ts): it stays, in
// place of the loading overlay, until the app has drawn a page of its own, which removes it before painting.
import { useLayoutEffect } from 'react';

const firstScreenId = 'first-screen';

/** The server's first screen is still on the page. */
export function hasFirstScreen(): boolean {
  return typeof document !== 'undefined' && document.getElementById(firstScreenId) !== null;
}

/** Removes the server's first screen (nothing when there is none). */
export function handOverFirstScreen(): void {
  document.getElementById(firstScreenId)?.remove();
}

/** For a page that replaces the first screen: removes it when the page is committed, before the browser paints. */
export function useFirstScreenHandOver(): void {
  useLayoutEffect(handOverFirstScreen, []);
}
