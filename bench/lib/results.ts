// Figures and how they are shown: percentiles, a printed table per benchmark and the same figures as JSON.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Nearest-rank percentile (p in 0..100) of unsorted samples. */
export function percentile(samples: number[], p: number): number {
  if (!samples.length) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export const median = (samples: number[]) => percentile(samples, 50);

export function summary(samples: number[]) {
  return { n: samples.length, median: median(samples), p99: percentile(samples, 99) };
}

export type Cell = string | number | boolean | null | undefined;
export type Row = Record<string, Cell>;

function show(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'NO';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return String(value);
    if (Number.isInteger(value)) return String(value);
    return Math.abs(value) >= 100
      ? value.toFixed(0)
      : Math.abs(value) >= 10
        ? value.toFixed(1)
        : value.toFixed(2);
  }
  return value;
}

/** A plain-text table: one header line, one line per row, numbers right-aligned. */
export function printTable(title: string, rows: Row[]): void {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cells = rows.map((row) => columns.map((column) => show(row[column])));
  const widths = columns.map((column, index) =>
    Math.max(column.length, ...cells.map((line) => line[index]!.length)),
  );
  const numeric = columns.map((column) => rows.every((row) => typeof row[column] !== 'string'));
  const line = (values: string[]) =>
    values
      .map((value, index) => (numeric[index] ? value.padStart(widths[index]!) : value.padEnd(widths[index]!)))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(columns));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const values of cells) console.log(line(values));
}

export type Target = {
  target: string;
  measured: string;
  met: boolean;
};

export function printTargets(targets: Target[]): void {
  printTable('Targets', targets);
}

/** Writes bench/results/<name>.json with the machine it ran on. */
export async function writeResults(name: string, figures: Record<string, unknown>): Promise<string> {
  const folder = path.join(benchDir, 'results');
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `${name}.json`);
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
  const body = { benchmark: name, measuredAt: new Date().toISOString(), machine, ...figures };
  await writeFile(
    file,
    `${JSON.stringify(body, (_key, value) => (typeof value === 'bigint' ? Number(value) : value), 2)}\n`,
  );
  console.log(`\nFigures written to ${path.relative(process.cwd(), file)}`);
  return file;
}

export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

export function elapsedMs(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6;
}
