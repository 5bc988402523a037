// Builds one migrated database before the server tests; each test file then starts from a copy of it:
// a PGlite dump by default, or a PostgreSQL template database when TEST_DATABASE_URL is set. The copy holds the job
// queue's tables and queues too (as a server's first start leaves them): every test app starts its queue, and
// creating pg-boss's schema and a partition per queue was a good part of each file's set-up.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../database/embedded-postgres.ts';
import { applyMigrations } from '../database/migrations.ts';
import { startJobQueue } from '../queue/job-queue.ts';
import { startTestS3Server } from './s3-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite mode: the dump of the migrated database. */
    templateDump: string;
    /** PostgreSQL mode: server URL and the migrated template database's name. */
    postgresUrl: string;
    postgresTemplate: string;
    /** PostgreSQL mode: prefix of this run's test databases, all dropped at the end. */
    postgresRunPrefix: string;
    /** TEST_STORAGE=s3: the S3-compatible server every test app stores its files in ('' for local folders). */
    s3Endpoint: string;
  }
}

/** TEST_STORAGE=s3 runs the suite against a real S3-compatible server started here, instead of local folders. */
async function setupStorage(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_STORAGE !== 's3') {
    project.provide('s3Endpoint', '');
    return async () => {};
  }
  const s3 = await startTestS3Server();
  project.provide('s3Endpoint', s3.endpoint);
  return () => s3.close();
}

export default async function setup(project: TestProject) {
  const stopStorage = await setupStorage(project);
  const stopDatabase = await setupDatabase(project);
  return async () => {
    await stopDatabase();
    await stopStorage();
  };
}

async function setupDatabase(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const run = randomBytes(4).toString('hex');
    const template = `revela_template_${run}`;
    const prefix = `revela_test_${run}_`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    await prepareTemplate(url.toString());
    project.provide('postgresUrl', serverUrl);
    project.provide('postgresTemplate', template);
    project.provide('templateDump', '');
    project.provide('postgresRunPrefix', prefix);
    return async () => {
      // Test files drop their own database; whatever an interrupted file left goes here.
      const { rows } = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
        [prefix],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'revela-template-'));
  const database = await startEmbeddedPostgres();
  await prepareTemplate(database.url);
  const dumpPath = path.join(folder, 'template.tar');
  await writeFile(dumpPath, Buffer.from(await (await database.dump()).arrayBuffer()));
  await database.stop();
  project.provide('templateDump', dumpPath);
  project.provide('postgresUrl', '');
  project.provide('postgresTemplate', '');
  project.provide('postgresRunPrefix', '');
  return () => rm(folder, { recursive: true, force: true });
}

/** Migrates the template and installs the job queue in it, as restore-backup.ts does for a restored database. */
async function prepareTemplate(url: string): Promise<void> {
  await applyMigrations(url);
  const queue = await startJobQueue({ databaseUrl: url, log: (line) => console.log(line), poolSize: 1 });
  await queue.stop({ timeoutMs: 0 });
}
