// The toast of a studio change: the server's message as success, or its error as failure.

import { errorMessage } from '../relay/mutations.ts';
import { useToasts } from './Toasts.tsx';

type Result = { __typename: string; message?: string };

export function useResultToast() {
  const toasts = useToasts();
  return {
    /** Shows the result; true when it was a success. */
    report(result: Result | null | undefined, successText?: string): boolean {
      if (!result) {
        toasts.failure('');
        return false;
      }
      const failure = errorMessage(result);
      if (failure !== null) {
        toasts.failure(failure);
        return false;
      }
      toasts.success(successText ?? result.message ?? 'Salvo');
      return true;
    },
    failed: () => toasts.failure(''),
  };
}
