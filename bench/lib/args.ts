// Command-line switches shared by the benchmarks: `--db=pglite|postgres|both` and numeric `--name=value`.
import type { DatabaseKind } from './bench-app.ts';

export function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((argument) => argument.startsWith(prefix))?.slice(prefix.length);
}

export function numberOption(name: string, fallback: number): number {
  const value = option(name);
  return value === undefined ? fallback : Number(value);
}

export function databases(fallback: DatabaseKind[]): DatabaseKind[] {
  const value = option('db');
  if (!value) return fallback;
  if (value === 'both') return ['pglite', 'postgres'];
  if (value !== 'pglite' && value !== 'postgres') throw new Error('--db must be pglite, postgres or both');
  return [value];
}
