import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What a 5xx (REST) or a masked GraphQL internal error tells the error reporting (decision 097). */
export interface ServerErrorReport {
  error: unknown;
  kind: 'http' | 'graphql';
  route?: string;
  method?: string;
  operationName?: string;
  variables?: unknown;
  userId?: string | null;
  requestId?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
    /** Where the error handlers hand unexpected errors; the telemetry module records and forwards them. */
    serverErrors: ServerErrorSink;
  }
}

/** A GraphQL operation name is the client's word: only plain names, and a bounded number of them, become labels. */
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,60}$/;
const MAX_OPERATION_LABELS = 500;

/**
 * The app's Prometheus metrics (decision 097): one registry per app (tests build several apps in
 * one process), served by GET /metrics. Counters are per process: a scraper sums the nodes.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly httpRequests = new Counter({
    name: 'parla_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: 'parla_http_request_duration_seconds',
    help: 'HTTP request latency by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly graphqlDuration = new Histogram({
    name: 'parla_graphql_operation_duration_seconds',
    help: 'GraphQL request latency by operation name and status class.',
    labelNames: ['operation', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly bookings = new Counter({
    name: 'parla_bookings_total',
    help: 'Classes booked by students, by class type.',
    labelNames: ['type'] as const,
    registers: [this.registry],
  });
  readonly payments = new Counter({
    name: 'parla_payments_total',
    help: 'Purchase payments by outcome (succeeded: fulfilled; failed: declined or abandoned) and purpose.',
    labelNames: ['outcome', 'purpose'] as const,
    registers: [this.registry],
  });
  private readonly operations = new Set<string>();

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'parla_' });
  }

  /** The label of an operation name: itself when plain and within the bound, `other` otherwise. */
  operationLabel(name: unknown): string {
    if (typeof name !== 'string' || !OPERATION_NAME.test(name)) return 'other';
    if (this.operations.has(name)) return name;
    if (this.operations.size >= MAX_OPERATION_LABELS) return 'other';
    this.operations.add(name);
    return name;
  }
}

/** A late-bound receiver: the error handlers are registered before the module that records errors. */
export class ServerErrorSink {
  private handler: ((report: ServerErrorReport) => void) | null = null;

  onReport(handler: (report: ServerErrorReport) => void): void {
    this.handler = handler;
  }

  /** Never throws: reporting an error must not become a second one. */
  report(report: ServerErrorReport): void {
    try {
      this.handler?.(report);
    } catch {
      // The handler logs its own failures.
    }
  }
}
