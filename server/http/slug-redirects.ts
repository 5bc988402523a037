// A studio's former address (urlEstudio) for 90 days after it moved: pages and REST paths at the old host, and the
// REST paths that name the studio in the path (/api/<urlEstudio>/...), answer 308 to the same path at the new one.
import type { AppDependencies } from '../context.ts';
import { hostWithSlug } from '../domain/studio-account.ts';
import { studioLookupForHost } from '../domain/tenant.ts';
import { redirectedSlug } from '../services/studios/studio-account.ts';

/** How long a process trusts its list of former addresses (another server's change shows within this). */
const refreshMs = 30_000;
let changes = 0;

/** Says a studio moved in this process: its list of former addresses is read again at the next request. */
export function noteStudioMoved(): void {
  changes++;
}

/** The REST paths whose second segment is the studio's address. */
const studioPathPattern = /^\/api\/([a-z0-9]+(?:-[a-z0-9]+)*)\/(status-pagamento)$/;

export function createSlugRedirects(dependencies: AppDependencies) {
  const { db, config } = dependencies;
  // Former addresses are few: kept in memory, so a request to a current address costs no query.
  let known: { slugs: Set<string>; at: number; changes: number } | null = null;
  const formerSlugs = async (): Promise<Set<string>> => {
    if (known && known.changes === changes && Date.now() - known.at < refreshMs) return known.slugs;
    const rows = await db.studioSlugRedirect.findMany({
      where: { expiresAt: { gt: new Date() } },
      select: { oldSlug: true },
    });
    known = { slugs: new Set(rows.map((row) => row.oldSlug)), at: Date.now(), changes };
    return known.slugs;
  };
  return async (request: Request): Promise<Response | null> => {
    const url = new URL(request.url);
    const moved = (location: URL) =>
      new Response(null, {
        status: 308,
        headers: { Location: location.toString(), 'Cache-Control': 'no-store' },
      });
    const former = await formerSlugs();
    if (former.size === 0) return null;
    const inPath = studioPathPattern.exec(url.pathname);
    if (inPath && former.has(inPath[1]!)) {
      const current = await redirectedSlug(db, inPath[1]!);
      if (current) return moved(new URL(`/api/${current}/${inPath[2]}${url.search}`, url));
    }
    const host = url.host;
    const lookup = studioLookupForHost(host, config);
    // Only <urlEstudio>.<platform or localhost>: plain localhost (the default studio) and own domains never move.
    if (!lookup || !('slug' in lookup) || !former.has(lookup.slug)) return null;
    if (!host.toLowerCase().startsWith(`${lookup.slug}.`)) return null;
    const current = await redirectedSlug(db, lookup.slug);
    const newHost = current && hostWithSlug(host, lookup.slug, current);
    if (!newHost) return null;
    const location = new URL(url);
    location.host = newHost;
    return moved(location);
  };
}
