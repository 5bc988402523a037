// A backup's manifest (manifest.json, written last: a backup without one did not finish): what it holds, with the
// counts and SHA-256 checksums a restore checks everything against.
import { z } from 'zod';
import { sealedSecretKeySchema } from './secret-key-box.ts';

export const manifestFormat = 'revela-backup/1';

const tableSchema = z.object({
  name: z.string(),
  columns: z.array(z.string()),
  rows: z.number().int(),
  /** SHA-256 of the table's JSON lines (row_to_json, primary-key order, each ending with a newline). */
  sha256: z.string(),
  /** The gzipped JSON lines, inside the backup. */
  file: z.string(),
});

/** original: a photo's high-resolution file; image: an uploaded logo, banner...; derivative: a render of a photo. */
export const fileKinds = ['original', 'image', 'derivative'] as const;

const fileSchema = z.object({
  key: z.string(),
  kind: z.enum(fileKinds),
  size: z.number().int(),
  sha256: z.string(),
});

export const manifestSchema = z.object({
  format: z.literal(manifestFormat),
  name: z.string(),
  takenAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['embedded', 'postgresql']),
    migrations: z.array(z.string()),
    tables: z.array(tableSchema),
    /** How long the snapshot transaction lasted (on the embedded database, requests wait that long). */
    readMs: z.number(),
  }),
  files: z.object({
    derivativesIncluded: z.boolean(),
    entries: z.array(fileSchema),
    /** Files rows named but the storage no longer had when copied (deleted after the database was read). */
    missing: z.array(z.object({ key: z.string(), kind: z.enum(fileKinds) })),
  }),
  /** The platform's secret key sealed with the operator's passphrase; null when the platform never made one. */
  secretKey: sealedSecretKeySchema.nullable(),
  durationMs: z.number(),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestTable = z.infer<typeof tableSchema>;
export type ManifestFile = z.infer<typeof fileSchema>;
export type FileKind = (typeof fileKinds)[number];
