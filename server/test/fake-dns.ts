// A tiny DNS server on 127.0.0.1 (UDP) answering A, AAAA, CNAME and TXT questions from a table the test fills, so
// the real resolver (DNS_SERVERS=<its address>) sees the answers a registrar's zone would give. A name marked as
// failing answers SERVFAIL; a name not in the table answers NXDOMAIN.
import { createSocket, type RemoteInfo } from 'node:dgram';
import type { DnsRecordType } from '../domain/custom-domains.ts';

export type FakeZone = Partial<Record<DnsRecordType, string[]>> | 'SERVFAIL';

export interface FakeDns {
  /** host:port, as DNS_SERVERS takes it. */
  address: string;
  /** Sets (replaces) a name's records. */
  set(name: string, records: FakeZone): void;
  remove(name: string): void;
  clear(): void;
  close(): Promise<void>;
}

const typeCodes: Record<DnsRecordType, number> = { A: 1, CNAME: 5, TXT: 16, AAAA: 28 };
const typeNames = new Map(Object.entries(typeCodes).map(([name, code]) => [code, name as DnsRecordType]));

function encodeName(name: string): Buffer {
  const labels = name.replace(/\.$/, '').split('.').filter(Boolean);
  return Buffer.concat([
    ...labels.map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, 'ascii')])),
    Buffer.from([0]),
  ]);
}

function encodeIpv6(address: string): Buffer {
  const [head = '', tail = ''] = address.split('::');
  const parts = (text: string) => (text ? text.split(':') : []);
  const groups = address.includes('::')
    ? [...parts(head), ...Array(8 - parts(head).length - parts(tail).length).fill('0'), ...parts(tail)]
    : parts(address);
  const bytes = Buffer.alloc(16);
  groups.forEach((group, index) => {
    bytes.writeUInt16BE(Number.parseInt(group, 16), index * 2);
  });
  return bytes;
}

function recordData(type: DnsRecordType, value: string): Buffer {
  if (type === 'A') return Buffer.from(value.split('.').map(Number));
  if (type === 'AAAA') return encodeIpv6(value);
  if (type === 'CNAME') return encodeName(value);
  // A TXT value travels as strings of at most 255 bytes each.
  const text = Buffer.from(value, 'utf8');
  const chunks: Buffer[] = [];
  let start = 0;
  do {
    const chunk = text.subarray(start, start + 255);
    chunks.push(Buffer.from([chunk.length]), chunk);
    start += 255;
  } while (start < text.length);
  return Buffer.concat(chunks);
}

function resourceRecord(name: Buffer, type: DnsRecordType, value: string): Buffer {
  const data = recordData(type, value);
  const fixed = Buffer.alloc(10);
  fixed.writeUInt16BE(typeCodes[type], 0);
  fixed.writeUInt16BE(1, 2); // class IN
  fixed.writeUInt32BE(60, 4); // TTL
  fixed.writeUInt16BE(data.length, 8);
  return Buffer.concat([name, fixed, data]);
}

/** Reads the question's name, type and where the question section ends. */
function readQuestion(message: Buffer): { name: string; type: number; end: number } | null {
  const labels: string[] = [];
  let offset = 12;
  while (offset < message.length) {
    const length = message[offset]!;
    if (length === 0) break;
    if (length > 63) return null;
    labels.push(message.toString('ascii', offset + 1, offset + 1 + length));
    offset += 1 + length;
  }
  if (offset + 5 > message.length) return null;
  return { name: labels.join('.').toLowerCase(), type: message.readUInt16BE(offset + 1), end: offset + 5 };
}

export async function startFakeDns(options: { port?: number } = {}): Promise<FakeDns> {
  const zones = new Map<string, FakeZone>();
  const socket = createSocket('udp4');

  function answer(message: Buffer): Buffer | null {
    if (message.length < 12) return null;
    const question = readQuestion(message);
    if (!question) return null;
    const zone = zones.get(question.name);
    const type = typeNames.get(question.type);
    const answers: Buffer[] = [];
    let rcode = zone ? 0 : 3;
    if (zone === 'SERVFAIL') rcode = 2;
    else if (zone && type) {
      // Like a real server, an address question about a CNAME'd name gets the CNAME and the target's addresses.
      const cname = zone.CNAME?.[0];
      if (cname && type !== 'CNAME') {
        answers.push(resourceRecord(Buffer.from([0xc0, 12]), 'CNAME', cname));
        const target = zones.get(cname.toLowerCase().replace(/\.$/, ''));
        if (target && target !== 'SERVFAIL')
          for (const value of target[type] ?? [])
            answers.push(resourceRecord(encodeName(cname), type, value));
      } else {
        for (const value of zone[type] ?? [])
          answers.push(resourceRecord(Buffer.from([0xc0, 12]), type, value));
      }
    }
    const header = Buffer.alloc(12);
    header.writeUInt16BE(message.readUInt16BE(0), 0);
    // Response, authoritative, recursion desired (as asked) and available, and the result code.
    header.writeUInt16BE(0x8000 | 0x0400 | (message.readUInt16BE(2) & 0x0100) | 0x0080 | rcode, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    return Buffer.concat([header, message.subarray(12, question.end), ...answers]);
  }

  socket.on('message', (message: Buffer, remote: RemoteInfo) => {
    const reply = answer(message);
    if (reply) socket.send(reply, remote.port, remote.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const normal = (name: string) => name.toLowerCase().replace(/\.$/, '');
  return {
    address: `127.0.0.1:${socket.address().port}`,
    set: (name, records) => zones.set(normal(name), records),
    remove: (name) => zones.delete(normal(name)),
    clear: () => zones.clear(),
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
