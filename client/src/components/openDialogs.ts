// The modal dialogs open right now, topmost last. A modal dialog makes the rest of the page inert (hidden from
// assistive technology and clicks), so toasts render inside the topmost one.
import { useSyncExternalStore } from 'react';

let dialogs: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function changed(next: HTMLDialogElement[]) {
  dialogs = next;
  for (const listener of listeners) listener();
}

export function dialogOpened(dialog: HTMLDialogElement) {
  changed([...dialogs.filter((open) => open !== dialog), dialog]);
}

export function dialogClosed(dialog: HTMLDialogElement) {
  changed(dialogs.filter((open) => open !== dialog));
}

export function useTopDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => dialogs.at(-1) ?? null,
    () => null,
  );
}
