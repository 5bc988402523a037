// bench:upload's baseline, run in its own process like the server: bare sharp making the same derivatives from the
// same files (a 1600 px WebP preview, watermarked when asked, and a 480 px WebP thumbnail), N at a time.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { peakRss, resetPeakRss } from './lib/peak-rss.ts';

interface Job {
  files: string[];
  concurrency: number;
  watermark?: Uint8Array;
  /** Also the grid's 360 px tile, as photo-render makes it (bench:ingest). */
  tile?: boolean;
}

const inside = (size: number) =>
  ({ width: size, height: size, fit: 'inside', withoutEnlargement: true }) as const;
const layers = new Map<string, Promise<Buffer>>();

/** The watermark at 60% of the preview, made once per preview size. */
function watermarkLayer(watermark: Uint8Array, width: number, height: number): Promise<Buffer> {
  const key = `${width}x${height}`;
  if (!layers.has(key)) {
    layers.set(
      key,
      sharp(watermark)
        .resize({ width: Math.round(width * 0.6), height: Math.round(height * 0.6), fit: 'inside' })
        .png()
        .toBuffer(),
    );
  }
  return layers.get(key)!;
}

/**
 * The best bare sharp we know for these derivatives (so the ratio measures the upload path, not a worse
 * pipeline): decode and resize once into raw pixels, composite the mark on them, encode both WebPs at once.
 */
async function derive(file: string, watermark: Uint8Array | undefined, tile = false): Promise<number> {
  const bytes = await readFile(file);
  let pixels = await sharp(bytes).rotate().resize(inside(1600)).raw().toBuffer({ resolveWithObject: true });
  if (watermark) {
    const { width, height, channels } = pixels.info;
    const layer = await watermarkLayer(watermark, width, height);
    pixels = await sharp(pixels.data, { raw: { width, height, channels } })
      .composite([{ input: layer, gravity: 'center' }])
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  }
  const { width, height, channels } = pixels.info;
  const raw = { raw: { width, height, channels } };
  const [preview, thumbnail, gridTile] = await Promise.all([
    sharp(pixels.data, raw).webp({ quality: 80, effort: 2 }).toBuffer(),
    sharp(pixels.data, raw).resize(inside(480)).webp({ quality: 72, effort: 2 }).toBuffer(),
    tile ? sharp(pixels.data, raw).resize(inside(360)).webp({ quality: 72, effort: 2 }).toBuffer() : null,
  ]);
  return preview.length + thumbnail.length + (gridTile?.length ?? 0);
}

process.on('message', async (job: Job) => {
  const perPhotoMs: number[] = [];
  let next = 0;
  resetPeakRss();
  const cpu = process.cpuUsage();
  const start = performance.now();
  await Promise.all(
    Array.from({ length: job.concurrency }, async () => {
      while (next < job.files.length) {
        const file = job.files[next++]!;
        const began = performance.now();
        await derive(file, job.watermark, job.tile);
        perPhotoMs.push(performance.now() - began);
      }
    }),
  );
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  process.send!({
    perPhotoMs,
    wallMs,
    peakRssMb: peakRss() / 2 ** 20,
    cpuMs: (used.user + used.system) / 1000,
  });
});
