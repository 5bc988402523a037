// DATA_DIR must exist and be writable before anything is stored in it.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { StartupError } from './startup-error.ts';

/** mkdir -p one level at a time: Node's recursive mkdir can spin forever on special file systems such as /proc. */
async function makeDirectories(directory: string): Promise<void> {
  const parent = path.dirname(directory);
  if (parent !== directory) {
    try {
      await mkdir(directory);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') return;
      if (code !== 'ENOENT') throw error;
    }
    await makeDirectories(parent);
    await mkdir(directory).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
}

export async function ensureWritableDirectory(directory: string): Promise<void> {
  const probe = path.join(directory, `.write-test-${process.pid}`);
  try {
    await makeDirectories(directory);
    await writeFile(probe, '');
    await rm(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new StartupError(
      `DATA_DIR ${directory} is not writable (${code}); set DATA_DIR to a folder Revela may write.`,
    );
  }
}
