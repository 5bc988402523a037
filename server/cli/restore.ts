// npm run restore -- <backup folder or s3://bucket/prefix/revela-...>: restores a backup into this configuration's
// empty platform (stop its servers and workers first); missing renders are made when Revela starts.
import { loadConfig } from '../config.ts';
import { ensureWritableDirectory } from '../data-dir.ts';
import { openBackupLocation } from '../services/backup/backup-location.ts';
import { restoreBackup } from '../services/backup/restore-backup.ts';
import { MissingPassphraseError } from '../services/backup/take-backup.ts';
import { createFileStorage } from '../services/create-services.ts';
import { StartupError } from '../startup-error.ts';
import { asOperatorErrors, platformDatabase } from './backup-target.ts';
import { run } from './run.ts';

run(() =>
  asOperatorErrors(async () => {
    const args = process.argv.slice(2);
    if (args.length !== 1 || args[0]!.startsWith('--'))
      throw new StartupError(
        'Usage: npm run restore -- <backup folder or s3://bucket/prefix/revela-AAAAMMDD-HHMMSS>',
      );
    const config = loadConfig();
    if (!config.backup.passphrase) throw new MissingPassphraseError();
    await ensureWritableDirectory(config.dataDir);
    const backup = openBackupLocation(args[0]!);
    const database = await platformDatabase(config, 'refuse', { create: true });
    try {
      const started = Date.now();
      const report = await restoreBackup(
        backup,
        {
          databaseUrl: database.url,
          storage: createFileStorage(config.storage),
          dataDir: config.dataDir,
          configuredSecretKey: config.secretKey,
        },
        { passphrase: config.backup.passphrase, log: (line) => console.log(line) },
      );
      console.log(
        `Restored ${report.manifest.name} (taken ${report.manifest.takenAt}): ${report.rows} rows and ${report.files} files, checked, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      if (report.pendingEmailsHeld)
        console.log(
          `${report.pendingEmailsHeld} e-mails waiting to be sent when the backup was taken were marked failed, not sent again`,
        );
      if (report.rendersQueued.length)
        console.log(
          `${report.rendersQueued.length} photos will have their previews rendered again when Revela starts`,
        );
    } finally {
      await database.close();
    }
  }),
);
