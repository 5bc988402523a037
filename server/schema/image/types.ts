// A stored public image (storefront image or a photo's derived file) as the client addresses it.
import path from 'node:path/posix';
import { builder } from '../../builder.ts';

export interface ImageShape {
  storageKey: string;
  width: number;
  height: number;
  /** An address other than the stored file's (an image rendered on request). */
  url?: string;
}

/** What to select from an Asset or PhotoFile row to build an Image. */
export const imageSelect = { storageKey: true, width: true, height: true } as const;

export const ImageRef = builder.objectRef<ImageShape>('Image').implement({
  fields: (t) => ({
    url: t.string({ resolve: (image) => image.url ?? `/api/${image.storageKey}` }),
    path: t.string({
      description: 'Folder under /api (caminho): the image is at /api/{path}/{name}.',
      resolve: (image) => path.dirname(image.storageKey),
    }),
    name: t.string({ resolve: (image) => path.basename(image.storageKey) }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
  }),
});
