// Build progress on stderr: a bar on a terminal, a line every 10% otherwise; then a summary.

import type { BuildProgress, BuildSummary } from './build.ts';

export function progressReporter(stream: NodeJS.WriteStream = process.stderr): (progress: BuildProgress) => void {
  let lastShown = -1;
  return ({ done, total, current }) => {
    const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
    if (stream.isTTY) {
      if (percent === lastShown && done !== total && done % 25 !== 0) return;
      const width = 30;
      const filled = Math.round((percent / 100) * width);
      stream.write(`\rBuilding catalog [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${percent}% ${done}/${total} ${current.slice(0, 40).padEnd(40)}`);
      if (done === total) stream.write('\n');
    } else if (percent >= lastShown + 10 || done === total) {
      stream.write(`Building catalog: ${percent}% (${done}/${total} documents)\n`);
    } else return;
    lastShown = percent;
  };
}

export function buildSummaryText(summary: BuildSummary): string {
  const lines = [
    `Catalog built in ${(summary.ms / 1000).toFixed(1)} s: ${summary.info.apis} APIs, ${summary.info.endpoints} operations, ${summary.info.mcpServers} MCP servers, ${summary.skipped.length} documents skipped.`,
    `Snapshot: ${summary.path} (${(summary.bytes / 1e6).toFixed(1)} MB), sources ${summary.info.sources.map((source) => `${source.name}@${source.version}`).join(', ')}.`,
  ];
  const reasons = new Map<string, string[]>();
  for (const { key, reason } of summary.skipped) reasons.set(reason, [...(reasons.get(reason) ?? []), key]);
  for (const [reason, keys] of reasons) lines.push(`  skipped ${keys.length} (${reason}): ${keys.slice(0, 5).join(', ')}${keys.length > 5 ? ', …' : ''}`);
  return lines.join('\n');
}
