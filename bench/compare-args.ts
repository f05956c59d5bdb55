// What `bench/compare-throughput.ts` and `bench/compare-ranking.ts` share: their arguments
// (`<other checkout> [count]`) and the median of their rounds.

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

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
