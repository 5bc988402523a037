// A studio setting saved once its changes stop for `delayMs` (the spec's debounced saves), the server's answer shown
// as a toast; `flush` saves what is pending at once.
import { useDebouncedCallback } from '../../../components/useDebouncedCallback.ts';
import { useResultToast } from '../../../components/useResultToast.ts';

type Result = { __typename: string; message?: string };

export function useDebouncedSave<Value>(
  /** Starts the save; nothing to save (a blank title), no request. */
  save: (value: Value) => Promise<Result> | null,
  delayMs: number,
) {
  const { report, failed } = useResultToast();
  return useDebouncedCallback((value: Value) => {
    save(value)?.then((result) => report(result), failed);
  }, delayMs);
}
