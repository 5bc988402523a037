// The studio's accent colour as the --accent of a storefront page; null keeps the platform's (global.css).
import type { CSSProperties } from 'react';

/** A wrapper that lays nothing out (display: contents) and only passes the colour down. */
export function accentStyle(color: string | null | undefined): CSSProperties {
  // The server only stores colours white text reads on (server/domain/accent-color.ts).
  return { display: 'contents', ...(color && ({ '--accent': color } as CSSProperties)) };
}
