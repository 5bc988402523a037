// Synthetic race photos for tests and bench:find: runners with paper bibs (3-5 digits in one of the machine's
// fonts, tilted up to 10 degrees, 60 % with a coloured stripe), a blank sign and a banner with a year as distractors,
// on a noisy blurred background. Seeded: the same seed draws the same photo.
import sharp from 'sharp';

export interface SyntheticBib {
  number: string;
  /** Box of the bib before its tilt, in the photo's pixels. */
  box: { left: number; top: number; width: number; height: number };
  rotation: number;
  font: string;
  fontPx: number;
}

export interface SyntheticPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
  bibs: SyntheticBib[];
  /** Numbers printed on the photo that are not bibs (the banner's year). */
  distractors: string[];
}

/** Families and weights from `fc-list` on this machine (fontconfig fonts librsvg draws with). */
export const bibFonts: [family: string, weight: string][] = [
  ['DejaVu Sans', 'bold'],
  ['Liberation Sans', 'bold'],
  ['Liberation Sans Narrow', 'bold'],
  ['DejaVu Sans Condensed', 'bold'],
  ['DejaVu Sans Mono', 'bold'],
  ['Liberation Serif', 'bold'],
  ['DejaVu Sans', 'normal'],
  ['Liberation Mono', 'bold'],
];

function random(seed: number) {
  let state = (seed * 2654435761) >>> 0 || 1;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  const int = (min: number, max: number) => Math.floor(min + next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, int, pick };
}

export interface SyntheticOptions {
  width?: number;
  /** Bibs per photo; random 1-2 when not given. */
  bibCount?: number;
  /** Numbers to print, in order (random when not given). */
  numbers?: string[];
  /** Bib size factor (1: 150-330 px wide on a 1600 px photo). */
  bibScale?: number;
}

/** Draws one synthetic race photo (1600 x 1067 by default, everything scaled with the width). */
export async function renderSyntheticRacePhoto(
  seed: number,
  options: SyntheticOptions = {},
): Promise<SyntheticPhoto> {
  const { next, int, pick } = random(seed);
  const W = 1600;
  const H = 1067;
  const hue = () => int(0, 360);
  let svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue()},${int(20, 70)}%,${int(25, 60)}%)"/><stop offset="1" stop-color="hsl(${hue()},${int(20, 70)}%,${int(20, 55)}%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>`;
  for (let k = 0; k < 25; k++)
    svg += `<ellipse cx="${int(0, W)}" cy="${int(0, H)}" rx="${int(20, 200)}" ry="${int(20, 200)}" fill="hsl(${hue()},${int(10, 80)}%,${int(15, 75)}%)" opacity="${(0.3 + next() * 0.6).toFixed(2)}"/>`;
  svg += `<g transform="rotate(${int(-8, 8)} 300 200)"><rect x="${int(50, 1200)}" y="${int(30, 150)}" width="${int(200, 380)}" height="${int(60, 110)}" fill="#f4f4f0"/></g>`;
  const year = pick(['2024', '2025', '2026']);
  const bannerX = int(50, 1100);
  const bannerY = int(850, 980);
  const banner = `<rect x="${bannerX}" y="${bannerY}" width="420" height="70" fill="hsl(${hue()},70%,45%)"/><text x="${bannerX + 20}" y="${bannerY + 50}" font-family="DejaVu Sans" font-weight="bold" font-size="40" fill="#fff">MARATONA ${year}</text>`;
  const count = options.bibCount ?? int(1, 2);
  const slots = count === 1 ? [int(300, 1100)] : [int(280, 480), int(1050, 1300)];
  const scale = options.bibScale ?? 1;
  const bibs: SyntheticBib[] = [];
  let bibSvg = '';
  slots.forEach((x, index) => {
    const digits = int(3, 5);
    let number = String(int(1, 9));
    while (number.length < digits) number += int(0, 9);
    number = options.numbers?.[index] ?? number;
    const bw = Math.round((count === 1 ? int(170, 330) : int(150, 260)) * scale);
    const bh = Math.round(bw * (0.7 + next() * 0.15));
    const torsoW = bw * 1.9;
    const torsoH = bh * 2.6;
    const ty = int(250, 430);
    const cy = ty + torsoH * 0.45;
    const rotation = Math.round((next() * 20 - 10) * 10) / 10;
    const [family, weight] = pick(bibFonts);
    const narrow = family.includes('Narrow') || family.includes('Condensed');
    const fontPx = Math.round(Math.min(bh * 0.55, (bw * 0.9) / (number.length * (narrow ? 0.5 : 0.62))));
    svg += `<rect x="${x - torsoW / 2}" y="${ty}" width="${torsoW}" height="${torsoH}" rx="60" fill="hsl(${hue()},${int(30, 90)}%,${int(20, 60)}%)"/>`;
    svg += `<ellipse cx="${x}" cy="${ty - 90}" rx="70" ry="90" fill="hsl(${int(15, 35)},${int(30, 60)}%,${int(30, 70)}%)"/>`;
    const paper = pick(['#ffffff', '#f7f7f2', '#fbfbff', '#f2f2ea']);
    bibSvg += `<g transform="rotate(${rotation} ${x} ${cy})"><rect x="${x - bw / 2}" y="${cy - bh / 2}" width="${bw}" height="${bh}" fill="${paper}" stroke="#ccc" stroke-width="1"/>`;
    if (next() < 0.6)
      bibSvg += `<rect x="${x - bw / 2}" y="${cy - bh / 2}" width="${bw}" height="${Math.round(bh * 0.16)}" fill="hsl(${hue()},80%,45%)"/><text x="${x}" y="${cy - bh / 2 + bh * 0.125}" font-family="DejaVu Sans" font-size="${Math.round(bh * 0.1)}" text-anchor="middle" fill="#fff">CORRIDA ${pick(['RIO', 'SP', 'BH', 'POA'])}</text>`;
    bibSvg += `<text x="${x}" y="${cy + fontPx * 0.38 + bh * 0.05}" font-family="${family}" font-weight="${weight}" font-size="${fontPx}" text-anchor="middle" fill="${pick(['#000', '#111', '#1a1a40', '#202020'])}">${number}</text>`;
    bibSvg += `<circle cx="${x - bw / 2 + 8}" cy="${cy - bh / 2 + 8}" r="3" fill="#999"/><circle cx="${x + bw / 2 - 8}" cy="${cy - bh / 2 + 8}" r="3" fill="#999"/></g>`;
    bibs.push({
      number,
      box: { left: Math.round(x - bw / 2), top: Math.round(cy - bh / 2), width: bw, height: bh },
      rotation,
      font: `${family} ${weight}`,
      fontPx,
    });
  });
  svg += `${bibSvg}${banner}</svg>`;
  const pixels = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  const sigma = 6 + next() * 10;
  for (let i = 0; i < pixels.length; i++)
    pixels[i] = Math.max(0, Math.min(255, pixels[i]! + (next() + next() + next() - 1.5) * sigma));
  const width = options.width ?? W;
  const height = Math.round((H * width) / W);
  const jpeg = await sharp(pixels, { raw: { width: W, height: H, channels: 3 } })
    .blur(0.6 + next() * 0.8)
    .resize(width, height)
    .jpeg({ quality: 85 })
    .toBuffer();
  const factor = width / W;
  for (const bib of bibs) {
    bib.box = {
      left: Math.round(bib.box.left * factor),
      top: Math.round(bib.box.top * factor),
      width: Math.round(bib.box.width * factor),
      height: Math.round(bib.box.height * factor),
    };
  }
  return { jpeg, width, height, bibs, distractors: [year] };
}
