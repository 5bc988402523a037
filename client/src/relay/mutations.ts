// Mutations as promises: the typed result on success (success or expected-error member), a rejection when the
// request itself failed.
import type { UseMutationConfig } from 'react-relay/hooks';
import type { CacheConfig, Disposable, MutationParameters } from 'relay-runtime';

type Commit<T extends MutationParameters> = (config: UseMutationConfig<T>) => Disposable;

/** useMutation forwards cacheConfig to the network (metadata: credentials, upload progress); its types omit it. */
type Config<T extends MutationParameters> = Omit<UseMutationConfig<T>, 'onCompleted' | 'onError'> & {
  cacheConfig?: CacheConfig;
};

export function commitAsPromise<T extends MutationParameters>(
  commit: Commit<T>,
  config: Config<T>,
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commit({
      ...config,
      onCompleted: (response) => resolve(response),
      onError: reject,
    } as UseMutationConfig<T>);
  });
}

/** The message of an expected failure (a typed error result), or null for a success. */
export function errorMessage(
  result: { __typename: string; message?: string } | null | undefined,
): string | null {
  if (!result) return null;
  return result.__typename.endsWith('Error') ? (result.message ?? '') : null;
}
