// bench:marathon, the REST answer with every photo (GET /api/{urlEvento}): time to the first byte and to the last,
// its size, and the server process's resident memory read from /proc every 20 ms while it streams (from this
// process, so a busy server does not skip samples).
import { readFileSync } from 'node:fs';
import { numberOption } from '../lib/args.ts';
import { gallerySessionToken } from '../lib/http.ts';
import { round, type Target } from '../lib/results.ts';
import type { MarathonContext } from './context.ts';
import { eventSlug, photoName } from './fixture.ts';

const runs = numberOption('rest-runs', 3);
/** Growth of the server's resident memory while the answer streams that still counts as flat. */
const flatMb = 64;

function rssMb(pid: number): number {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

export async function measureRestStream(context: MarathonContext): Promise<Target[]> {
  const { server, fixture } = context;
  const pid = server.child.pid!;
  const token = await gallerySessionToken(server.url, eventSlug);
  const results = [];
  const heldBefore = await server.command<NodeJS.MemoryUsage>('collectedMemory');
  for (let run = 0; run < runs; run++) {
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 20);
    const start = performance.now();
    const response = await fetch(`${server.url}/api/${eventSlug}`, {
      headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'identity' },
    });
    if (response.status !== 200) throw new Error(`GET /api/${eventSlug} answered ${response.status}`);
    const reader = response.body!.getReader();
    let firstByteMs = Number.NaN;
    let bytes = 0;
    let photos = 0;
    let tail = '';
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - start;
      bytes += value.length;
      // Photos counted as they pass (a chunk may cut a key in two: the last few characters are carried over).
      const text = tail + decoder.decode(value, { stream: true });
      photos += text.split('"nomeOriginal"').length - 1;
      tail = text.slice(-20);
      if (tail.includes('"nomeOriginal"')) tail = tail.slice(tail.indexOf('"nomeOriginal"') + 1);
    }
    const totalMs = performance.now() - start;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(pid));
    results.push({
      firstByteMs,
      totalMs,
      mb: bytes / 2 ** 20,
      photos,
      beforeMb: before,
      growthMb: peak - before,
    });
  }
  const heldAfter = await server.command<NodeJS.MemoryUsage>('collectedMemory');
  const heldGrowthMb =
    (heldAfter.heapUsed + heldAfter.external - heldBefore.heapUsed - heldBefore.external) / 2 ** 20;
  // The last photo in the gallery's order closes the list (checked once, outside the timed runs).
  const check = await fetch(`${server.url}/api/${eventSlug}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = await check.text();
  // The list's last photo: its "nome" before the list closes (the customer's own "nome" comes after it).
  const last = body.lastIndexOf('"nome":"', body.indexOf('}]},"tabelaDimensoes"'));
  const endsWithLast = body.slice(last + 8, body.indexOf('"', last + 8)) === photoName(fixture.photos);
  const complete = endsWithLast && results.every((result) => result.photos === fixture.photos);
  const worst = results.reduce((a, b) => (b.totalMs > a.totalMs ? b : a));
  const growth = Math.max(...results.map((result) => result.growthMb));
  context.figures.rest = { runs: results, complete, heldGrowthMb: round(heldGrowthMb, 1) };
  return [
    {
      target: `REST GET /api/{urlEvento}, ${fixture.photos.toLocaleString('en')} photos: streamed (first byte, total, size)`,
      measured: `${worst.photos.toLocaleString('en')} photos${complete ? '' : ' (NOT every photo)'}, first byte ${round(worst.firstByteMs)} ms, total ${round(worst.totalMs / 1000, 1)} s, ${round(worst.mb, 1)} MB`,
      met: complete && worst.firstByteMs < 1000,
    },
    {
      // What the answer makes the server hold: what is left after a full collection, run after run.
      target: `REST GET /api/{urlEvento}: memory held does not grow with the answer (after a full collection, < ${flatMb} MB)`,
      measured: `${heldGrowthMb >= 0 ? '+' : ''}${round(heldGrowthMb, 1)} MB held after ${runs} answers`,
      met: heldGrowthMb < flatMb,
    },
    {
      // Resident memory also counts garbage V8 has not collected yet and pages the allocator keeps after a free.
      target: `REST GET /api/{urlEvento}: resident memory while it streams (growth < ${flatMb} MB)`,
      measured: `RSS ${round(results[0]!.beforeMb)} MB before, +${round(growth, 1)} MB at most`,
      met: growth < flatMb,
    },
  ];
}
