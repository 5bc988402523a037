// A preload (node --import) that refuses every network attempt of the process and its worker threads: sockets,
// DNS lookups and fetch. Each attempt is reported on stderr as "network attempt: ..." before it fails. Plain
// JavaScript: Node hands preloads to worker threads (tesseract's), which have no TypeScript loader.
import dns from 'node:dns';
import net from 'node:net';

function refuse(what) {
  process.stderr.write(`network attempt: ${what}\n`);
  throw new Error(`No network here (${what})`);
}

net.Socket.prototype.connect = function connect(...args) {
  return refuse(`socket ${JSON.stringify(args[0])}`);
};
dns.lookup = (host) => refuse(`dns ${host}`);
dns.promises.lookup = (host) => refuse(`dns ${host}`);
globalThis.fetch = (input) => refuse(`fetch ${String(input)}`);
