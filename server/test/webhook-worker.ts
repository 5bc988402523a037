// A worker that takes webhook deliveries only, to be killed with SIGKILL by a test in the middle of one: the delivery
// must be made again by another worker. DATABASE_URL names the database, SECRET_KEY the platform secret that
// encrypts the endpoints' signing secrets; private targets (the test's receiver on loopback) are allowed.
import { openDatabase } from '../database/database.ts';
import { startJobQueue } from '../queue/job-queue.ts';
import { deliverLane } from '../services/integrations/webhooks/delivery.ts';
import { createSecrets } from '../services/secrets/secrets.ts';
import { idleHandlers } from './idle-handlers.ts';

const databaseUrl = process.env.DATABASE_URL!;
const database = await openDatabase({ databaseUrl });
const log = (line: string) => console.log(line);
const queue = await startJobQueue({ databaseUrl, log, pollingIntervalSeconds: 0.5 });
const context = {
  db: database.prisma,
  config: {
    platformDomain: undefined,
    publicUrl: 'http://localhost',
    webhooks: { allowHttp: true, allowPrivate: true, timeoutMs: 60_000 },
  },
  services: { secrets: createSecrets(process.env.SECRET_KEY!) },
  log,
};
await queue.work(
  idleHandlers({
    'webhook-delivery': async (lane) => {
      console.log(`delivering ${lane.objectId}`);
      await deliverLane(context, lane);
    },
  }),
);
console.log('webhook worker ready');
