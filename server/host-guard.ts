// Protection against DNS rebinding for the MCP endpoint: a web page on another origin must not be
// able to reach a service bound to loopback through a hostname it controls.

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]', '::1'];

export function isLoopbackBinding(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * Host names the MCP endpoint answers to, or undefined when any is fine: bound to loopback, the
 * loopback names plus the configured ones; bound elsewhere, only the configured ones if any.
 */
export function allowedHostNames(bindHost: string, configured: string[]): Set<string> | undefined {
  if (isLoopbackBinding(bindHost)) return new Set([...LOOPBACK_NAMES, ...configured.map((name) => name.toLowerCase())]);
  return configured.length > 0 ? new Set(configured.map((name) => name.toLowerCase())) : undefined;
}

/** The host name of a Host header value (`[::1]:3000` → `[::1]`, `Example.com:80` → `example.com`). */
export function hostNameOf(hostHeader: string): string {
  const value = hostHeader.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.split(':')[0];
}

/** Why a request is refused, or undefined when its Host and Origin are allowed. */
export function rebindingRefusal(allowed: Set<string> | undefined, hostHeader: string | undefined, originHeader: string | undefined): string | undefined {
  if (!allowed) return undefined;
  if (!hostHeader || !allowed.has(hostNameOf(hostHeader))) return `Host header "${hostHeader ?? ''}" is not allowed`;
  if (originHeader && originHeader !== 'null') {
    let originHost: string;
    try {
      originHost = hostNameOf(new URL(originHeader).host);
    } catch {
      return `Origin header "${originHeader}" is not a URL`;
    }
    if (!allowed.has(originHost)) return `Origin "${originHeader}" is not allowed`;
  }
  return undefined;
}
