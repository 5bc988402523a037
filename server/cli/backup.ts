// npm run backup -- [<folder or s3://bucket/prefix>] [--with-derivatives]: a consistent backup of the running (or
// stopped) platform into a new folder named by the time, printed at the end. Without a place, BACKUP_URL.
import { loadConfig } from '../config.ts';
import { openBackupLocation } from '../services/backup/backup-location.ts';
import { platformSecretKey } from '../services/backup/scheduled-backup.ts';
import { MissingPassphraseError, takeBackup } from '../services/backup/take-backup.ts';
import { createFileStorage } from '../services/create-services.ts';
import { StartupError } from '../startup-error.ts';
import { asOperatorErrors, formatBytes, platformDatabase } from './backup-target.ts';
import { run } from './run.ts';

const usage = 'Usage: npm run backup -- <folder or s3://bucket/prefix> [--with-derivatives]';

run(() =>
  asOperatorErrors(async () => {
    const args = process.argv.slice(2);
    const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--with-derivatives');
    const places = args.filter((arg) => !arg.startsWith('--'));
    const config = loadConfig();
    const place = places[0] ?? config.backup.url;
    if (unknown.length || places.length > 1 || !place) throw new StartupError(usage);
    if (!config.backup.passphrase) throw new MissingPassphraseError();
    const location = openBackupLocation(place);
    const database = await platformDatabase(config, 'use', { create: false });
    try {
      const started = Date.now();
      const { location: written, manifest } = await takeBackup(
        {
          databaseUrl: database.url,
          databaseKind: database.kind,
          storage: createFileStorage(config.storage),
          archive: createFileStorage(config.archive),
          secretKey: await platformSecretKey(config),
        },
        location,
        {
          passphrase: config.backup.passphrase,
          includeDerivatives: args.includes('--with-derivatives'),
          log: (line) => console.log(line),
        },
      );
      const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
      const bytes = manifest.files.entries.reduce((sum, file) => sum + file.size, 0);
      console.log(
        `Backup written to ${written.description}: ${rows} rows, ${manifest.files.entries.length} files (${formatBytes(bytes)}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      if (manifest.files.missing.length)
        console.log(
          `${manifest.files.missing.length} files were removed from the platform while the backup ran (listed in manifest.json)`,
        );
    } finally {
      await database.close();
    }
  }),
);
