// The cheap half of race-number recognition, with sharp and plain loops only: find the bib-like patches of a photo
// (bright, low-saturation paper with dark strokes inside) on a small copy, then cut each one from a large copy,
// straightened and turned to black digits on white, for the OCR. Reading the whole frame instead finds a fifth of
// the numbers (spike 16): the OCR only ever sees these crops.
import sharp from 'sharp';
import { decodeUpright, type UprightPixels } from '../images/upright-pixels.ts';

/** A decoded photo: RGB pixels, upright, at most `sourceLongSide` px on its long side; boxes go back by `scale`. */
export type DecodedPhoto = UprightPixels;

/** A proposed bib, in the decoded copy's pixels, with its tilt in degrees. */
export interface BibRegion {
  left: number;
  top: number;
  width: number;
  height: number;
  angle: number;
}

/** Long side of the copy crops are cut from: bibs keep 50-150 px digits, and a 24 MP JPEG decodes at half size. */
export const sourceLongSide = 3000;
/** Long side of the copy the patches are searched on. */
export const detectLongSide = 800;

/** Decodes a photo once, upright, no larger than `sourceLongSide` (JPEG shrink-on-load keeps this cheap). */
export function decodePhoto(input: Buffer | string, longSide = sourceLongSide): Promise<DecodedPhoto> {
  return decodeUpright(input, longSide);
}

const paperMin = 165;
const paperSaturationMax = 45;
const strokeMax = 110;

/** Proposes the bib-like patches of a decoded photo, largest first. */
export async function proposeBibRegions(
  photo: DecodedPhoto,
  workSide = detectLongSide,
): Promise<BibRegion[]> {
  const { data, info } = await sharp(photo.data, {
    raw: { width: photo.width, height: photo.height, channels: 3 },
  })
    .resize(workSide, workSide, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const w = info.width;
  const h = info.height;
  const s = photo.width / w;
  const size = w * h;
  const paper = new Uint8Array(size);
  const dark = new Uint8Array(size);
  for (let i = 0, p = 0; i < size; i++, p += 3) {
    const r = data[p]!;
    const g = data[p + 1]!;
    const b = data[p + 2]!;
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    if (min >= paperMin && max - min <= paperSaturationMax) paper[i] = 1;
    if (max <= strokeMax) dark[i] = 1;
  }
  const label = new Int32Array(size);
  const stack: number[] = [];
  const regions: (BibRegion & { area: number })[] = [];
  let id = 0;
  for (let start = 0; start < size; start++) {
    if (!paper[start] || label[start]) continue;
    id++;
    let n = 0;
    let x0 = w;
    let y0 = h;
    let x1 = 0;
    let y1 = 0;
    let sx = 0;
    let sy = 0;
    let sxx = 0;
    let syy = 0;
    let sxy = 0;
    stack.push(start);
    label[start] = id;
    while (stack.length) {
      const i = stack.pop()!;
      n++;
      const x = i % w;
      const y = (i / w) | 0;
      sx += x;
      sy += y;
      sxx += x * x;
      syy += y * y;
      sxy += x * y;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      // 4-connected neighbours, not wrapping around the row ends.
      const neighbours = [
        x > 0 ? i - 1 : -1,
        x < w - 1 ? i + 1 : -1,
        y > 0 ? i - w : -1,
        y < h - 1 ? i + w : -1,
      ];
      for (const j of neighbours) {
        if (j < 0 || !paper[j] || label[j]) continue;
        label[j] = id;
        stack.push(j);
      }
    }
    const bw = x1 - x0 + 1;
    const bh = y1 - y0 + 1;
    if (bw < 10 || bh < 8 || n < 60) continue;
    const aspect = bw / bh;
    if (aspect < 0.6 || aspect > 3.5) continue;
    if (n / (bw * bh) < 0.35) continue;
    let strokes = 0;
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) strokes += dark[y * w + x]!;
    const strokeShare = strokes / (bw * bh);
    // Plain paper (no digits) or mostly dark (not paper with digits on it).
    if (strokeShare < 0.03 || strokeShare > 0.6) continue;
    const mx = sx / n;
    const my = sy / n;
    const mu20 = sxx / n - mx * mx;
    const mu02 = syy / n - my * my;
    const mu11 = sxy / n - mx * my;
    let angle = (0.5 * Math.atan2(2 * mu11, mu20 - mu02) * 180) / Math.PI;
    // Nearly square, or tilted more than a pinned bib is: not straightened.
    if (Math.abs(angle) > 20) angle = 0;
    const margin = 0.02;
    const left = Math.max(0, Math.round((x0 - bw * margin) * s));
    const top = Math.max(0, Math.round((y0 - bh * margin) * s));
    const right = Math.min(photo.width, Math.round((x1 + 1 + bw * margin) * s));
    const bottom = Math.min(photo.height, Math.round((y1 + 1 + bh * margin) * s));
    regions.push({
      left,
      top,
      width: right - left,
      height: bottom - top,
      angle: Math.round(angle * 10) / 10,
      area: n,
    });
  }
  return regions.sort((a, b) => b.area - a.area).map(({ area: _area, ...region }) => region);
}

const cropHeight = 200;
const border = 20;

/**
 * Cuts a proposed bib for the OCR: scaled to 200 px high and straightened; binarised, only dark grey strokes stay
 * black (a coloured stripe and its white lettering go), or else greyscale and stretched (the second try).
 */
export async function cropForOcr(
  photo: DecodedPhoto,
  region: BibRegion,
  { binarise = true }: { binarise?: boolean } = {},
): Promise<Buffer> {
  let crop = sharp(photo.data, { raw: { width: photo.width, height: photo.height, channels: 3 } })
    .extract({ left: region.left, top: region.top, width: region.width, height: region.height })
    .resize({ height: cropHeight });
  if (region.angle) {
    const { data, info } = await crop.raw().toBuffer({ resolveWithObject: true });
    crop = sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } }).rotate(
      -region.angle,
      {
        background: '#ffffff',
      },
    );
  }
  const pad = { top: border, bottom: border, left: border, right: border, background: '#ffffff' };
  if (!binarise) return crop.greyscale().normalise().extend(pad).png().toBuffer();
  const { data, info } = await crop.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const ink = Buffer.alloc(info.width * info.height);
  for (let i = 0, p = 0; i < ink.length; i++, p += 3) {
    const max = Math.max(data[p]!, data[p + 1]!, data[p + 2]!);
    const min = Math.min(data[p]!, data[p + 1]!, data[p + 2]!);
    ink[i] = max <= 120 && max - min <= 70 ? 0 : 255;
  }
  return sharp(ink, { raw: { width: info.width, height: info.height, channels: 1 } })
    .extend(pad)
    .png()
    .toBuffer();
}
