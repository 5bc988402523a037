// What an autocannon run measured, and the figures of several runs taken together (a side's rounds).
import type autocannon from 'autocannon';
import { median } from './results.ts';

export interface LoadFigures {
  title: string;
  seconds: number;
  requestsPerSecond: number;
  requests: number;
  latency: { p50: number; p90: number; p99: number; max: number };
  errors: number;
  non2xx: number;
  timeouts: number;
}

export function loadFigures(title: string, result: autocannon.Result): LoadFigures {
  return {
    title,
    seconds: result.duration,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    latency: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    errors: result.errors,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
  };
}

/** Counts and time summed; p50 and p90 the median run's, p99 and max the worst run's. */
export function combinedFigures(title: string, parts: LoadFigures[]): LoadFigures {
  const sum = (value: (part: LoadFigures) => number) => parts.reduce((total, part) => total + value(part), 0);
  const seconds = sum((part) => part.seconds);
  const requests = sum((part) => part.requests);
  return {
    title,
    seconds,
    requests,
    requestsPerSecond: requests / seconds,
    latency: {
      p50: median(parts.map((part) => part.latency.p50)),
      p90: median(parts.map((part) => part.latency.p90)),
      p99: Math.max(...parts.map((part) => part.latency.p99)),
      max: Math.max(...parts.map((part) => part.latency.max)),
    },
    errors: sum((part) => part.errors),
    non2xx: sum((part) => part.non2xx),
    timeouts: sum((part) => part.timeouts),
  };
}

/** HTTP failures of any kind: connection errors, non-2xx answers, timeouts. */
export const failedRequests = (figures: LoadFigures) => figures.errors + figures.non2xx + figures.timeouts;
