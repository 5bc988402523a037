// Mutations as promises: the typed result on success (success or expected-error member), a rejection when the
// request itself failed.
import type { UseMutationConfig } from 'react-relay/hooks';
import type { CacheConfig, Disposable, MutationParameters, RecordSourceSelectorProxy } from 'relay-runtime';
import type { RequestAuth } from '../auth/request-auth.ts';

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

/** The cacheConfig of the mutations that open a session (login, gallery access): no token goes with them. */
export const withoutToken: CacheConfig = { metadata: { auth: { kind: 'none' } satisfies RequestAuth } };

type FileInput = { variables: { input: { file?: unknown } } };

/** A mutation whose input carries one file: the file travels as the multipart upload 'input.file'. */
export function withUpload<T extends MutationParameters & FileInput>(
  file: File,
  input: Omit<T['variables']['input'], 'file'>,
): Pick<Config<T>, 'variables' | 'uploadables'> {
  return {
    variables: { input: { ...input, file: null } } as T['variables'],
    uploadables: { 'input.file': file },
  };
}

/** Where a mark lives: the cart's list of photos in it, or the session's list of favourites, with their counters. */
const markLists = {
  selected: { list: 'selectedPhotoIds', counter: 'selectedPhotoCount' },
  favorite: { list: 'favoritePhotoIds', counter: 'favoriteCount' },
} as const;

/**
 * Marks a photo at once (favourite, selected) in its owner's list of ids (the cart for a selection, the session for a
 * favourite: the gallery's tiles read these, apart from the shared photo pages) and moves the counter beside it by
 * one, never below zero; a refusal drops the optimistic layer and both come back.
 */
export function markPhoto(
  store: RecordSourceSelectorProxy,
  photoId: string,
  flag: 'favorite' | 'selected',
  on: boolean,
  ownerId: string,
) {
  const owner = store.get(ownerId);
  if (!owner) return;
  const { list, counter } = markLists[flag];
  const ids = (owner.getValue(list) as readonly string[] | null | undefined) ?? [];
  const had = ids.includes(photoId);
  if (had === on) return;
  owner.setValue(on ? [...ids, photoId] : ids.filter((id) => id !== photoId), list);
  const count = owner.getValue(counter) as number | undefined;
  owner.setValue(on ? (count ?? 0) + 1 : Math.max(0, (count ?? 1) - 1), counter);
}

/** The message of an expected failure (a typed error result), or null for a success. */
export function errorMessage(
  result: { __typename: string; message?: string } | null | undefined,
): string | null {
  if (!result) return null;
  return result.__typename.endsWith('Error') ? (result.message ?? '') : null;
}
