// What the bench scripts share: the arguments of `bench/compare-throughput.ts` and
// `bench/compare-ranking.ts` (`<other checkout> [count]`), and quantiles of measured rounds.

/** The other checkout and how many rounds to run; prints the usage and exits on anything else. */
export function comparisonArgs(script: string, countName: string, fallback: number): { other: string; count: number } {
  const other = process.argv[2];
  const count = Number(process.argv[3] ?? fallback);
  if (!other || !Number.isInteger(count) || count < 1) {
    console.error(`usage: npx tsx bench/${script} <other checkout> [${countName}]`);
    process.exit(2);
  }
  return { other, count };
}

/** The value at share `q` of the sorted values (the median at 0.5, the p99 at 0.99). */
export const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
export const median = (values: number[]) => quantile(values, 0.5);
