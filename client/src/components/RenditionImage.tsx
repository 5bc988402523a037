// An image file the server made (its url and pixel size) as an <img>: the size reserves the box before it loads.
import type { ComponentProps } from 'react';

export interface Rendition {
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

export function RenditionImage({
  rendition,
  alt,
  ...rest
}: { rendition: Rendition; alt: string } & Omit<ComponentProps<'img'>, 'src' | 'width' | 'height' | 'alt'>) {
  return <img src={rendition.url} width={rendition.width} height={rendition.height} alt={alt} {...rest} />;
}
