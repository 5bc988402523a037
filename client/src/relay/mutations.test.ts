// The mutations' shared pieces: the optimistic photo mark and its counter, the file upload's variables.
import { commitLocalUpdate } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { markPhoto, withUpload } from './mutations.ts';

function storeWith(count: number | undefined) {
  const environment = createMockEnvironment();
  commitLocalUpdate(environment, (store) => {
    store.create('photo', 'Photo').setValue(false, 'favorite');
    const session = store.create('session', 'GallerySession');
    if (count !== undefined) session.setValue(count, 'favoriteCount');
  });
  const read = () => {
    const source = environment.getStore().getSource();
    return { favorite: source.get('photo')?.favorite, count: source.get('session')?.favoriteCount };
  };
  const mark = (on: boolean) =>
    commitLocalUpdate(environment, (store) =>
      markPhoto(store, 'photo', 'favorite', on, { recordId: 'session', field: 'favoriteCount' }),
    );
  return { read, mark };
}

describe('markPhoto', () => {
  it.each([
    [2, true, 3],
    [2, false, 1],
    [0, false, 0],
    [undefined, true, 1],
    [undefined, false, 0],
  ])('a counter of %s, marked %s, becomes %s', (count, on, expected) => {
    const { read, mark } = storeWith(count);
    mark(on);
    expect(read()).toEqual({ favorite: on, count: expected });
  });
});

describe('withUpload', () => {
  it('sends the file as the upload input.file, and null in its place in the input', () => {
    const file = new File(['x'], 'logo.png');
    expect(withUpload(file, { title: 'Verão' })).toEqual({
      variables: { input: { title: 'Verão', file: null } },
      uploadables: { 'input.file': file },
    });
  });
});
