// A ZIP read back in tests: its entries in order (name, compression method, contents; CRCs checked by yauzl).
import yauzl from 'yauzl';

export interface UnzippedEntry {
  name: string;
  method: number;
  bytes: Buffer;
}

export function unzipEntries(zip: Buffer): Promise<UnzippedEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error) return reject(error);
      const entries: UnzippedEntry[] = [];
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.push({
              name: entry.fileName,
              method: entry.compressionMethod,
              bytes: Buffer.concat(chunks),
            });
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

/** The entries' contents by name. */
export async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Map((await unzipEntries(zip)).map((entry) => [entry.name, entry.bytes]));
}
