// The mutations' shared pieces: the optimistic photo mark (in its owner's list of ids) and its counter, the file upload's variables.
import { commitLocalUpdate } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { markPhoto, withUpload } from './mutations.ts';

function storeWith(count: number | undefined, marked: boolean) {
  const environment = createMockEnvironment();
  commitLocalUpdate(environment, (store) => {
    const session = store.create('session', 'GallerySession');
    session.setValue(marked ? ['other', 'photo'] : ['other'], 'favoritePhotoIds');
    if (count !== undefined) session.setValue(count, 'favoriteCount');
  });
  const read = () => {
    const session = environment.getStore().getSource().get('session');
    return { ids: session?.favoritePhotoIds, count: session?.favoriteCount };
  };
  const mark = (on: boolean) =>
    commitLocalUpdate(environment, (store) => markPhoto(store, 'photo', 'favorite', on, 'session'));
  return { read, mark };
}

describe('markPhoto', () => {
  it.each([
    [2, false, true, 3],
    [2, true, false, 1],
    [0, true, false, 0],
    [undefined, false, true, 1],
    [undefined, true, false, 0],
  ])('a counter of %s (photo marked: %s), marked %s, becomes %s', (count, marked, on, expected) => {
    const { read, mark } = storeWith(count, marked);
    mark(on);
    expect(read()).toEqual({ ids: on ? ['other', 'photo'] : ['other'], count: expected });
  });

  it('leaves list and counter alone when the photo already is as asked', () => {
    const { read, mark } = storeWith(2, true);
    mark(true);
    expect(read()).toEqual({ ids: ['other', 'photo'], count: 2 });
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
