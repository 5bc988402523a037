// A process's peak resident memory between two points: Linux keeps the high-water mark (VmHWM) and lets a process
// reset it (clear_refs 5), so nothing needs to sample; elsewhere a 20 ms sampler stands in.
import { readFileSync, writeFileSync } from 'node:fs';

function kernelPeak(): number | null {
  try {
    const match = readFileSync('/proc/self/status', 'utf8').match(/VmHWM:\s+(\d+) kB/);
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

let sampled = process.memoryUsage.rss();
const kernel = (() => {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return kernelPeak() !== null;
  } catch {
    return false;
  }
})();
if (!kernel) {
  setInterval(() => {
    sampled = Math.max(sampled, process.memoryUsage.rss());
  }, 20).unref();
}

/** Starts a new measuring window at the current resident size. */
export function resetPeakRss(): void {
  if (kernel) writeFileSync('/proc/self/clear_refs', '5');
  else sampled = process.memoryUsage.rss();
}

/** The largest resident size since the last reset, in bytes. */
export function peakRss(): number {
  return kernel ? kernelPeak()! : Math.max(sampled, process.memoryUsage.rss());
}
