// Faces to test with, all from npm: the group photos shipped in @vladmandic/face-api's demo folder (six photos,
// 22 people), resized by sharp, and selfies cut from them around one face.
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const demoFolder = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');

/** The path of sample photo 1..6. */
export function samplePhotoPath(number: number): string {
  return path.join(demoFolder, `sample${number}.jpg`);
}

/** Sample photo 1..6 as a JPEG at most `longSide` px on its long side. */
export async function samplePhoto(number: number, longSide = 1200): Promise<Buffer> {
  return sharp(samplePhotoPath(number))
    .resize(longSide, longSide, { fit: 'inside' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A selfie: the face in `box` (pixels of `photo`) with `margin` of its size around it, as a JPEG. */
export async function selfieFrom(
  photo: Buffer,
  box: { left: number; top: number; width: number; height: number },
  margin = 0.4,
): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  const left = Math.max(0, Math.round(box.left - box.width * margin));
  const top = Math.max(0, Math.round(box.top - box.height * margin));
  return sharp(photo)
    .extract({
      left,
      top,
      width: Math.min(width - left, Math.round(box.width * (1 + 2 * margin))),
      height: Math.min(height - top, Math.round(box.height * (1 + 2 * margin))),
    })
    .jpeg({ quality: 88 })
    .toBuffer();
}
