// Runs a checkout mutation: an expected failure (the server's message) is kept for the form, a failed request toasts.
import { useState } from 'react';
import { useToasts } from '../../../../components/Toasts.tsx';
import { errorMessage } from '../../../../relay/mutations.ts';

type Result = { __typename: string; message?: string };

export function useCheckoutSubmit() {
  const toasts = useToasts();
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<Result>) => {
    setError(null);
    try {
      const failure = errorMessage(await work());
      if (failure !== null) setError(failure || 'Algo deu errado. Tente novamente.');
    } catch {
      toasts.failure('');
    }
  };
  return { error, run };
}
