// Request counts, latencies and per-client usage in Prometheus text format. Client names come from
// a request header, so only the first MAX_CLIENT_LABELS distinct names get their own label.

const LATENCY_BUCKETS_S = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
export const MAX_CLIENT_LABELS = 100;
const OTHER_CLIENTS = '_other';
const ANONYMOUS = '_anonymous';

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

export class Metrics {
  private readonly requests = new Map<string, number>();
  private readonly latency = new Map<string, { buckets: number[]; sum: number; count: number }>();
  private readonly clients = new Map<string, number>();

  /** `route` is the matched route pattern, never the raw path, so unknown paths share one label. */
  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `method="${escapeLabel(method)}",route="${escapeLabel(route)}",status="${status}"`;
    this.requests.set(key, (this.requests.get(key) ?? 0) + 1);
    const latencyKey = `route="${escapeLabel(route)}"`;
    const entry = this.latency.get(latencyKey) ?? { buckets: LATENCY_BUCKETS_S.map(() => 0), sum: 0, count: 0 };
    LATENCY_BUCKETS_S.forEach((bound, ix) => {
      if (seconds <= bound) entry.buckets[ix]++;
    });
    entry.sum += seconds;
    entry.count++;
    this.latency.set(latencyKey, entry);
  }

  countClient(name: string | undefined): void {
    let label = name && name.length > 0 ? name : ANONYMOUS;
    if (!this.clients.has(label) && this.clients.size >= MAX_CLIENT_LABELS) label = OTHER_CLIENTS;
    this.clients.set(label, (this.clients.get(label) ?? 0) + 1);
  }

  render(): string {
    const lines: string[] = [
      '# HELP http_requests_total HTTP requests by method, route and status.',
      '# TYPE http_requests_total counter',
      ...[...this.requests].map(([labels, count]) => `http_requests_total{${labels}} ${count}`),
      '# HELP http_request_duration_seconds Request latency by route.',
      '# TYPE http_request_duration_seconds histogram',
    ];
    for (const [labels, entry] of this.latency) {
      LATENCY_BUCKETS_S.forEach((bound, ix) => lines.push(`http_request_duration_seconds_bucket{${labels},le="${bound}"} ${entry.buckets[ix]}`));
      lines.push(`http_request_duration_seconds_bucket{${labels},le="+Inf"} ${entry.count}`);
      lines.push(`http_request_duration_seconds_sum{${labels}} ${entry.sum}`);
      lines.push(`http_request_duration_seconds_count{${labels}} ${entry.count}`);
    }
    lines.push('# HELP service_client_requests_total Search and integrate calls by Service-Client-Name (first 100 names, then _other).');
    lines.push('# TYPE service_client_requests_total counter');
    for (const [client, count] of this.clients) lines.push(`service_client_requests_total{client="${escapeLabel(client)}"} ${count}`);
    return `${lines.join('\n')}\n`;
  }
}
