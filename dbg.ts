import { loadCatalog } from './catalog/load.ts';
import { everydayRanker, goldKeys, matchGold, readEveryday } from './bench/everyday.ts';
const catalog = loadCatalog({ dataDir: 'data', quiet: true });
const ranker = everydayRanker(catalog);
const items = readEveryday().filter((i) => i.split === 'tune');
for (const it of items) {
  const golds = it.gold.map(goldKeys);
  const { top } = ranker(it.query);
  const first = top.findIndex((r) => matchGold(r, golds));
  if (first === 0) continue;
  const goldApis = new Set(it.gold.map((g) => g.spec.replace(/\.json$/, '')));
  const ours = top.slice(0, 10).find((r: any) => goldApis.has(r.apiKey)) as any;
  if (!ours) continue;
  const firstOurs = top.indexOf(ours);
  if (first >= 0 && first <= firstOurs) continue;
  const g = it.gold.find((g) => g.spec.replace(/\.json$/, '') === ours.apiKey && g.grade === 2) ?? it.gold.find((g) => g.spec.replace(/\.json$/, '') === ours.apiKey);
  const gr = catalog.resources.find((r: any) => r.apiKey === ours.apiKey && r.method === g!.method && r.path === g!.path) as any;
  console.log(`${it.id} [first gold ${first + 1}] ${it.query}\n   ours #${firstOurs + 1}: ${ours.method} ${ours.path} — ${ours.name}\n   gold:   ${g!.method} ${g!.path} — ${gr?.name}`);
}
