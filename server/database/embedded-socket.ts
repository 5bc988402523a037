// Serves an embedded PGlite over the PostgreSQL wire protocol on a Unix socket in a private (0700) folder, to
// clients that present this process's random password. PGlite is one database session: each client's messages run
// as whole units (up to Sync or a simple Query), and while a client holds a transaction or an unfinished extended
// query, only that client's units run, so several pools (Prisma's, the job queue's) can share it safely.
// LISTEN/NOTIFY work as on a server: PGlite's one session listens for every client, and a notification (which
// PGlite writes into the answer of whichever client committed) is copied to each client that listened on its channel.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

const sslRequestCode = 80877103;
const gssEncRequestCode = 80877104;
const cancelRequestCode = 80877102;
const protocolVersion3 = 196608;

/** The socket file pg clients look for in `host` (a folder) with this `port`. */
export const embeddedSocketPort = 5432;

export interface EmbeddedSocketServer {
  /** Folder holding the socket (pass as `host` to pg). */
  directory: string;
  password: string;
  url(database?: string): string;
  close(): Promise<void>;
}

interface Unit {
  client: Client;
  bytes: Uint8Array;
  /** The unit ends with Sync or a simple Query: PGlite is ready for another client afterwards. */
  complete: boolean;
  done: () => void;
}

interface Client {
  socket: net.Socket;
  closed: boolean;
  /** The channels this client asked to LISTEN on. */
  channels: Set<string>;
}

const notificationType = 0x41; // 'A': NotificationResponse

/**
 * Walks one unit's answer message by message (a message may span chunks) and hands over each notification whole.
 */
function notificationScanner(onNotification: (message: Buffer) => void): (chunk: Uint8Array) => void {
  let header = Buffer.alloc(0);
  let remaining = 0;
  let collected: Buffer[] | null = null;
  return (chunk) => {
    let offset = 0;
    while (offset < chunk.length) {
      if (remaining === 0) {
        const take = Math.min(5 - header.length, chunk.length - offset);
        header = Buffer.concat([header, chunk.subarray(offset, offset + take)]);
        offset += take;
        if (header.length < 5) return;
        remaining = header.readInt32BE(1) - 4;
        collected = header[0] === notificationType ? [header] : null;
        header = Buffer.alloc(0);
      }
      const take = Math.min(remaining, chunk.length - offset);
      collected?.push(Buffer.from(chunk.subarray(offset, offset + take)));
      remaining -= take;
      offset += take;
      if (remaining === 0 && collected) {
        onNotification(Buffer.concat(collected));
        collected = null;
      }
    }
  };
}

/** The channel a NotificationResponse is for (after its length and the notifying process id). */
function notificationChannel(message: Buffer): string {
  const end = message.indexOf(0, 9);
  return message.subarray(9, end).toString('utf8');
}

/** LISTEN and UNLISTEN statements in a query text: the channel (case-folded unless quoted) or '*'. */
function listenStatements(text: string): { listen: boolean; channel: string }[] {
  const found: { listen: boolean; channel: string }[] = [];
  for (const match of text.matchAll(/(?:^|;)\s*(UN)?LISTEN\s+("(?:[^"]|"")+"|[A-Za-z_][\w$]*|\*)/gi)) {
    const name = match[2]!;
    const channel = name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name.toLowerCase();
    found.push({ listen: !match[1], channel });
  }
  return found;
}

/** The query text of a simple Query ('Q') or a Parse ('P', after the statement's name) message. */
function queryText(message: Buffer): string | null {
  const type = message[0];
  if (type === 0x51) return message.subarray(5, message.length - 1).toString('utf8');
  if (type !== 0x50) return null;
  const nameEnd = message.indexOf(0, 5);
  return message.subarray(nameEnd + 1, message.indexOf(0, nameEnd + 1)).toString('utf8');
}

function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`, 'utf8');
  const header = Buffer.alloc(5);
  header.write('E', 0);
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
}

const askForPassword = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3]); // AuthenticationCleartextPassword

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Runs units one at a time, keeping PGlite for one client while that client is mid-transaction or mid-query. */
function createScheduler(db: PGlite) {
  const pending: Unit[] = [];
  let owner: Client | null = null;
  let running = false;
  const listeners = new Set<Client>();

  /** Copies a notification to every other client listening on its channel (the committing one has it already). */
  const deliver = (from: Client) => (message: Buffer) => {
    const channel = notificationChannel(message);
    for (const client of listeners) {
      if (client !== from && !client.closed && (client.channels.has(channel) || client.channels.has('*')))
        client.socket.write(message);
    }
  };

  async function runNext(): Promise<void> {
    if (running) return;
    running = true;
    try {
      for (;;) {
        const index = pending.findIndex((unit) => owner === null || unit.client === owner);
        if (index === -1) return;
        const [unit] = pending.splice(index, 1) as [Unit];
        if (unit.client.closed) {
          unit.done();
          continue;
        }
        const scan = listeners.size ? notificationScanner(deliver(unit.client)) : null;
        try {
          await db.runExclusive(() =>
            db.execProtocolRawStream(unit.bytes, {
              onRawData: (data) => {
                if (!unit.client.closed && data.length) unit.client.socket.write(Buffer.from(data));
                scan?.(data);
              },
            }),
          );
        } catch (error) {
          unit.client.socket.destroy(error as Error);
        }
        owner = db.isInTransaction() || !unit.complete ? unit.client : null;
        unit.done();
      }
    } finally {
      running = false;
    }
  }

  return {
    /** Notes the LISTEN and UNLISTEN statements of a message the client sends. */
    noteStatements(client: Client, message: Buffer): void {
      const text = queryText(message);
      if (!text || !/listen/i.test(text)) return;
      for (const { listen, channel } of listenStatements(text)) {
        if (listen) client.channels.add(channel);
        else if (channel === '*') client.channels.clear();
        else client.channels.delete(channel);
      }
      if (client.channels.size) listeners.add(client);
      else listeners.delete(client);
    },
    run(client: Client, bytes: Uint8Array, complete: boolean): Promise<void> {
      return new Promise((resolve) => {
        pending.push({ client, bytes, complete, done: resolve });
        void runNext();
      });
    },
    /** A client went away: drop its queued work and, if it held PGlite, roll its transaction back. */
    async release(client: Client): Promise<void> {
      // PGlite's session keeps listening: its notifications then go to no one, which costs nothing.
      listeners.delete(client);
      for (let index = pending.length - 1; index >= 0; index--) {
        if (pending[index]!.client === client) pending.splice(index, 1)[0]!.done();
      }
      if (owner !== client) return;
      owner = null;
      if (db.isInTransaction()) await db.exec('ROLLBACK').catch(() => {});
      void runNext();
    },
  };
}

/** Splits a client's byte stream into protocol messages and groups them into units. */
function serveClient(
  socket: net.Socket,
  password: string,
  scheduler: ReturnType<typeof createScheduler>,
): void {
  const client: Client = { socket, closed: false, channels: new Set() };
  let buffer: Buffer = Buffer.alloc(0);
  let startup: Buffer | null = null;
  let authenticated = false;
  let batch: Buffer[] = [];
  let work = Promise.resolve();

  const fail = (code: string, message: string) => {
    socket.end(errorResponse(code, message));
    client.closed = true;
  };

  function takeStartupPacket(): boolean {
    if (buffer.length < 8) return false;
    const length = buffer.readInt32BE(0);
    if (buffer.length < length) return false;
    const packet = buffer.subarray(0, length);
    buffer = buffer.subarray(length);
    const code = packet.readInt32BE(4);
    if (code === sslRequestCode || code === gssEncRequestCode) socket.write('N');
    else if (code === cancelRequestCode) socket.end();
    else if (code === protocolVersion3) {
      startup = Buffer.from(packet);
      socket.write(askForPassword);
    } else fail('08P01', 'unsupported frontend protocol');
    return true;
  }

  function takeMessage(): Buffer | null {
    if (buffer.length < 5) return null;
    const length = 1 + buffer.readInt32BE(1);
    if (buffer.length < length) return null;
    const message = Buffer.from(buffer.subarray(0, length));
    buffer = buffer.subarray(length);
    return message;
  }

  function onData(chunk: Buffer): void {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    for (;;) {
      if (client.closed) return;
      if (!startup) {
        if (!takeStartupPacket()) return;
        continue;
      }
      const message = takeMessage();
      if (!message) return;
      const type = String.fromCharCode(message[0]!);
      if (!authenticated) {
        const given = type === 'p' ? message.subarray(5).toString('utf8').replace(/\0$/, '') : '';
        if (!sameSecret(given, password)) {
          fail('28P01', 'password authentication failed for the embedded database');
          return;
        }
        authenticated = true;
        const opening = startup;
        work = work.then(() => scheduler.run(client, opening, true));
        continue;
      }
      if (type === 'X') {
        socket.end();
        return;
      }
      scheduler.noteStatements(client, message);
      batch.push(message);
      // Flush ('H') asks for the answers so far without ending the query: the client keeps PGlite until its Sync.
      if (type === 'S' || type === 'Q' || type === 'H') {
        const unit = Buffer.concat(batch);
        batch = [];
        work = work.then(() => scheduler.run(client, unit, type !== 'H'));
      }
    }
  }

  socket.setNoDelay(true);
  socket.on('data', onData);
  socket.on('error', () => socket.destroy());
  socket.on('close', () => {
    client.closed = true;
    void work.then(() => scheduler.release(client));
  });
}

/** Socket paths are limited to about 107 bytes; a folder whose socket path would not fit is refused. */
export function socketPathFits(directory: string): boolean {
  return Buffer.byteLength(path.join(directory, `.s.PGSQL.${embeddedSocketPort}`)) <= 100;
}

export async function serveEmbeddedPostgres(db: PGlite, directory: string): Promise<EmbeddedSocketServer> {
  await mkdir(directory, { recursive: true, mode: 0o700 });
  await chmod(directory, 0o700);
  const socketPath = path.join(directory, `.s.PGSQL.${embeddedSocketPort}`);
  await rm(socketPath, { force: true }); // left by a process that was killed
  const password = randomBytes(24).toString('hex');
  const scheduler = createScheduler(db);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serveClient(socket, password, scheduler);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return {
    directory,
    password,
    url: (database = 'postgres') =>
      `postgresql://postgres:${password}@localhost/${database}?host=${encodeURIComponent(directory)}&port=${embeddedSocketPort}&sslmode=disable`,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      await rm(socketPath, { force: true });
    },
  };
}
