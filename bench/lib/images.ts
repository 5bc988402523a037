// The benchmark's camera files: 6000x4000 JPEGs of 5-6 MB (gradients under fine noise, so they compress like
// real photos rather than flat colour), generated once and cached under bench/.cache.
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { renderApertureMarkPng } from '../../server/services/images/generated-pictures.ts';
import { benchDir } from './results.ts';

export const cameraSize = { width: 6000, height: 4000 } as const;
const minBytes = 5_000_000;
const maxBytes = 6_000_000;

function cameraPixels(seed: number, noise: number): Buffer {
  const { width, height } = cameraSize;
  const pixels = Buffer.alloc(width * height * 3);
  let state = (seed * 2654435761) >>> 0 || 1;
  const tilt = (seed % 7) / 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (state * 1664525 + 1013904223) >>> 0;
      const grain = ((state >>> 24) / 255 - 0.5) * noise;
      const index = (y * width + x) * 3;
      pixels[index] = (x / width) * 200 + 30 * tilt + 20 + grain;
      pixels[index + 1] = (y / height) * 180 + 40 + grain;
      pixels[index + 2] = ((x + y * tilt) / (width + height)) * 220 + 20 - grain;
    }
  }
  return pixels;
}

async function renderCameraJpeg(seed: number): Promise<Buffer> {
  let noise = 19;
  for (let attempt = 0; attempt < 6; attempt++) {
    const jpeg = await sharp(cameraPixels(seed, noise), { raw: { ...cameraSize, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer();
    if (jpeg.length >= minBytes && jpeg.length <= maxBytes) return jpeg;
    // File size grows about linearly with the grain's amplitude.
    noise *= (minBytes + maxBytes) / 2 / jpeg.length;
  }
  throw new Error(`Could not make camera file ${seed} between 5 and 6 MB`);
}

/** Paths of `count` camera files, generated on first use. */
export async function cameraFiles(count: number): Promise<string[]> {
  const folder = path.join(benchDir, '.cache', 'camera');
  await mkdir(folder, { recursive: true });
  const files: string[] = [];
  let made = 0;
  for (let index = 1; index <= count; index++) {
    const file = path.join(folder, `DSC_${String(index).padStart(4, '0')}.jpg`);
    const size = (await stat(file).catch(() => null))?.size ?? 0;
    if (size < minBytes || size > maxBytes) {
      if (made === 0)
        process.stdout.write(`Generating ${cameraSize.width}x${cameraSize.height} JPEGs in ${folder}`);
      await writeFile(file, await renderCameraJpeg(index));
      made++;
      process.stdout.write('.');
    }
    files.push(file);
  }
  if (made) process.stdout.write(` ${made} made\n`);
  return files;
}

export async function readCameraFiles(count: number): Promise<{ name: string; bytes: Buffer }[]> {
  const files = await cameraFiles(count);
  return Promise.all(files.map(async (file) => ({ name: path.basename(file), bytes: await readFile(file) })));
}

/** The studio watermark the upload benchmark uses: a white mark, half transparent, as studios upload them. */
export function watermarkPng(): Promise<Buffer> {
  return renderApertureMarkPng(2000, '#ffffff', 0.5);
}
