// Request counts, latencies, per-client usage and the process's own figures (memory, event-loop
// lag, garbage collection) in Prometheus text format, through prom-client. Each app has its own
// registry, so two apps in one process never share counts. Client names come from a request
// header, so only the first MAX_CLIENT_LABELS distinct names get their own label.

import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

const LATENCY_BUCKETS_S = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
export const MAX_CLIENT_LABELS = 100;
const OTHER_CLIENTS = '_other';
const ANONYMOUS = '_anonymous';

export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests by method, route and status.', labelNames: ['method', 'route', 'status'], registers: [this.registry] });
  private readonly latency = new Histogram({ name: 'http_request_duration_seconds', help: 'Request latency by route.', labelNames: ['route'], buckets: LATENCY_BUCKETS_S, registers: [this.registry] });
  private readonly clientRequests = new Counter({
    name: 'service_client_requests_total', help: `Search and integrate calls by Service-Client-Name (first ${MAX_CLIENT_LABELS} names, then ${OTHER_CLIENTS}).`, labelNames: ['client'], registers: [this.registry],
  });
  private readonly clients = new Set<string>();

  constructor() {
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
  }

  /** `route` is the matched route pattern, never the raw path, so unknown paths share one label. */
  observe(method: string, route: string, status: number, seconds: number): void {
    this.requests.inc({ method, route, status: String(status) });
    this.latency.observe({ route }, seconds);
  }

  countClient(name: string | undefined): void {
    let label = name && name.length > 0 ? name : ANONYMOUS;
    if (!this.clients.has(label)) {
      if (this.clients.size >= MAX_CLIENT_LABELS) label = OTHER_CLIENTS;
      else this.clients.add(label);
    }
    this.clientRequests.inc({ client: label });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }
}
