// Whether a picture (a logo on a transparent background) reads as dark or light, from its own pixels: a dark logo
// vanishes on the dark footer unless it gets a light plate behind it.
import { useEffect, useState } from 'react';

export type Tone = 'dark' | 'light';

/** Mean relative luminance (WCAG) under this reads below about 3:1 on the footer's #111827. */
const darkBelow = 0.15;

const linear = (channel: number) => {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** The tone of RGBA pixels, each weighted by its opacity; null when nothing is opaque. */
export function toneOfPixels(rgba: ArrayLike<number>): Tone | null {
  let weight = 0;
  let sum = 0;
  for (let index = 0; index + 3 < rgba.length; index += 4) {
    const alpha = rgba[index + 3]! / 255;
    if (!alpha) continue;
    const luminance =
      0.2126 * linear(rgba[index]!) + 0.7152 * linear(rgba[index + 1]!) + 0.0722 * linear(rgba[index + 2]!);
    sum += luminance * alpha;
    weight += alpha;
  }
  if (!weight) return null;
  return sum / weight < darkBelow ? 'dark' : 'light';
}

function toneOfImage(image: HTMLImageElement): Tone | null {
  try {
    const size = 32;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(image, 0, 0, size, size);
    return toneOfPixels(context.getImageData(0, 0, size, size).data);
  } catch {
    // A picture from another origin cannot be read: it is shown as it is.
    return null;
  }
}

/** The tone of the picture at `url`, once it has loaded (null until then, or when it cannot be told). */
export function useImageTone(url: string | null | undefined): Tone | null {
  const [tone, setTone] = useState<{ url: string; tone: Tone | null } | null>(null);
  useEffect(() => {
    if (!url) return;
    let current = true;
    const image = new Image();
    image.onload = () => {
      if (current) setTone({ url, tone: toneOfImage(image) });
    };
    image.src = url;
    return () => {
      current = false;
    };
  }, [url]);
  return tone && tone.url === url ? tone.tone : null;
}
