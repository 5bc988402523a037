// Pictures drawn by code (landscapes, a logo mark): the demo studio and the tests need images without binary files.
// Shapes only, no text: SVG text would depend on the fonts installed on the machine.
import sharp from 'sharp';

function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function ridge(next: () => number, width: number, height: number, base: number, roughness: number): string {
  const points: string[] = [`0,${height}`];
  const steps = 8;
  for (let i = 0; i <= steps; i++) {
    const x = Math.round((width * i) / steps);
    const y = Math.round(height * (base - next() * roughness));
    points.push(`${x},${y}`);
  }
  points.push(`${width},${height}`);
  return points.join(' ');
}

/** A landscape (sky, sun, mountains, lake) whose colours and shapes follow the seed. */
export function landscapeSvg(width: number, height: number, seed: number): string {
  const next = random(seed);
  const hue = [200, 212, 190, 24, 14, 262, 330][Math.floor(next() * 7)]!;
  const sky = `hsl(${hue},70%,${55 + Math.round(next() * 20)}%)`;
  const horizon = `hsl(${(hue + 40) % 360},80%,80%)`;
  const sunX = Math.round(width * (0.2 + next() * 0.6));
  const sunY = Math.round(height * (0.2 + next() * 0.2));
  const mountains = [0.55, 0.68, 0.8]
    .map((base, layer) => {
      const light = 48 - layer * 13;
      return `<polygon points="${ridge(next, width, height, base, 0.25)}" fill="hsl(${(hue + 180) % 360},35%,${light}%)"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${horizon}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#s)"/>
<circle cx="${sunX}" cy="${sunY}" r="${Math.round(Math.min(width, height) * 0.08)}" fill="hsl(${(hue + 60) % 360},100%,88%)"/>
${mountains}
<rect y="${Math.round(height * 0.86)}" width="${width}" height="${Math.round(height * 0.14)}" fill="hsl(${(hue + 200) % 360},50%,35%)" opacity="0.9"/>
</svg>`;
}

export function renderLandscapeJpeg(
  width: number,
  height: number,
  seed: number,
  quality = 85,
): Promise<Buffer> {
  return sharp(Buffer.from(landscapeSvg(width, height, seed)))
    .jpeg({ quality })
    .toBuffer();
}

/** A camera-aperture mark on a transparent background, for logos and watermarks. */
export function renderApertureMarkPng(size: number, colour = '#ffffff', opacity = 1): Promise<Buffer> {
  const centre = size / 2;
  const radius = size * 0.45;
  const blades = Array.from({ length: 6 }, (_, index) => {
    const angle = (index * Math.PI) / 3;
    const x1 = centre + Math.cos(angle) * radius;
    const y1 = centre + Math.sin(angle) * radius;
    const x2 = centre + Math.cos(angle + Math.PI / 3) * radius * 0.45;
    const y2 = centre + Math.sin(angle + Math.PI / 3) * radius * 0.45;
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
<g fill="none" stroke="${colour}" stroke-width="${(size * 0.05).toFixed(1)}" opacity="${opacity}" stroke-linecap="round">
<circle cx="${centre}" cy="${centre}" r="${radius}"/>${blades}</g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
