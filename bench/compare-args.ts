// What the bench scripts share: the arguments of the comparisons with another checkout
// (`bench/compare-throughput.ts`, `compare-ranking.ts`, `compare-integrate.ts`: `<other checkout> [count]`),
// and quantiles of measured rounds.

import { resolve } from 'node:path';

/** The other checkout and how many rounds to run; prints the usage and exits on anything else. */
export function comparisonArgs(script: string, countName: string, fallback: number): { other: string; count: number } {
  const other = process.argv[2];
  const count = Number(process.argv[3] ?? fallback);
  if (!other || !Number.isInteger(count) || count < 1) {
    console.error(`usage: npx tsx bench/${script} <other checkout> [${countName}]`);
    process.exit(2);
  }
  // Measured side by side, a checkout against itself would be one set of figures, not two.
  if (resolve(other) === resolve(import.meta.dirname, '..')) {
    console.error(`bench/${script}: the other checkout must be another directory than this one (${resolve(other)})`);
    process.exit(2);
  }
  return { other, count };
}

/** The value at share `q` of the sorted values (the median at 0.5, the p99 at 0.99). */
export const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
export const median = (values: number[]) => quantile(values, 0.5);
