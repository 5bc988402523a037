// Prometheus metrics (prom-client): request latency by route or GraphQL operation, job queue depth and outcomes,
// photo uploads, and the process's own figures. Each app has its own registry.
import http from 'node:http';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { JobQueue } from '../queue/job-queue.ts';
import { jobNames } from '../queue/queues.ts';

export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  jobsFinished: Counter<'queue' | 'outcome'>;
  jobsPutBack: Counter<'queue'>;
  photoUploads: Counter<'outcome'>;
  readCache: Counter<'outcome'>;
}

export function createMetrics(options: { jobs?: Pick<JobQueue, 'depth'> } = {}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'revela_' });
  const jobs = options.jobs;
  new Gauge({
    name: 'revela_job_queue_depth',
    help: 'Jobs waiting (created or retrying) and running, per queue.',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      if (!jobs) return;
      const depth = await jobs.depth();
      for (const queue of jobNames) {
        this.set({ queue, state: 'waiting' }, depth[queue].waiting);
        this.set({ queue, state: 'active' }, depth[queue].active);
      }
    },
  });
  return {
    registry,
    httpDuration: new Histogram({
      name: 'revela_http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by REST route or GraphQL operation.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    jobsFinished: new Counter({
      name: 'revela_jobs_finished_total',
      help: 'Jobs run by this process, by queue and outcome (completed, failed: retried or given up).',
      labelNames: ['queue', 'outcome'],
      registers: [registry],
    }),
    jobsPutBack: new Counter({
      name: 'revela_jobs_put_back_total',
      help: 'Jobs of a dead process (killed in the middle of them) put back by this process to run again, by queue.',
      labelNames: ['queue'],
      registers: [registry],
    }),
    photoUploads: new Counter({
      name: 'revela_photo_uploads_total',
      help: 'Photo uploads, by outcome (accepted, refused).',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    readCache: new Counter({
      name: 'revela_read_cache_total',
      help: "Customers' gallery and cart reads, by outcome (hit: answered from memory, miss: executed).",
      labelNames: ['outcome'],
      registers: [registry],
    }),
  };
}

export async function metricsResponse(metrics: Metrics): Promise<Response> {
  return new Response(await metrics.registry.metrics(), {
    headers: { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' },
  });
}

/** METRICS_PORT: /metrics without a token, on a port meant for the monitoring network only. */
export async function serveMetrics(metrics: Metrics, port: number, host: string): Promise<http.Server> {
  const server = http.createServer(async (request, response) => {
    if (request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    const body = await metrics.registry.metrics();
    response.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
