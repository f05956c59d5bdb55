import { loadCatalog } from './catalog/load.ts';
import { everydayRanker, goldKeys, matchGold, readEveryday } from './bench/everyday.ts';
const catalog = loadCatalog({ dataDir: 'data' });
const ranker = everydayRanker(catalog);
for (const split of ['tune', 'check']) {
  const items = readEveryday().filter((i) => i.split === split);
  let goldIn10 = 0, goldTotal = 0, distinctGoldApis10 = 0, n = 0; const hist = new Map<number, number>();
  for (const it of items) {
    const golds = it.gold.map(goldKeys);
    const { top } = ranker(it.query);
    const found = new Set<string>(); const apis = new Set<string>();
    top.slice(0, 10).forEach((r) => { const g = matchGold(r, golds); if (g) { found.add(`${g.method} ${g.path}`); apis.add((r as any).apiKey); } });
    goldIn10 += found.size; goldTotal += new Set(golds.map((g) => `${g.method} ${g.path}`)).size; distinctGoldApis10 += apis.size; n++;
    hist.set(found.size, (hist.get(found.size) ?? 0) + 1);
  }
  console.log(split, 'gold ops in top10 per goal', (goldIn10 / n).toFixed(2), 'gold ops per goal', (goldTotal / n).toFixed(2), 'gold APIs in top10', (distinctGoldApis10 / n).toFixed(2), 'hist', JSON.stringify([...hist].sort((a, b) => a[0] - b[0])));
}
