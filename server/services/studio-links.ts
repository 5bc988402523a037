// Where a studio's admin and storefront are on the platform's own address, for the links e-mails carry.
import type { AppConfig } from '../config.ts';

/** The studio's address on the platform, which keeps working whatever its own domain's records say. */
export function platformAddress(
  config: Pick<AppConfig, 'platformDomain' | 'publicUrl'>,
  slug: string,
): string {
  const url = new URL(config.publicUrl);
  if (config.platformDomain) url.hostname = `${slug}.${config.platformDomain}`;
  return url.origin;
}
