// `npx tsx bench/quality.ts [--weights '{"major":1.7}'] [--misses] [--miss-kinds] [--gold-apis] [--headroom] [--styles] [--slots] [--ablate]`:
// ranking quality alone, in seconds, for comparing changes: the everyday set's tune and check halves,
// then the public sets. `--misses` lists the tune half's misses with their top results (the check
// half's are never shown). `--gold-apis` counts, on the tune half, how many APIs a goal's gold spans
// and how many of them the first 10 and 50 results and the candidates reach. `--headroom` counts, on
// both halves, how deep the first gold call sits, how many gold calls the first 10, 20 and 40 hold, and
// the nDCG@10 a perfect re-ranker of the first 40 would reach. `--styles` counts, on both
// halves, the goals of each style (question, terse, long-context…) with gold in the first 10 and first. `--slots`
// counts, on both halves, what the first ten places hold: gold, another call of a gold API, another API. `--ablate` switches each
// stage, rule and weight off in turn and prints what it earns on every set (the full profile minus
// the profile without it).

import { loadCatalog } from '../catalog/load.ts';
import { DEFAULT_WEIGHTS, type RankingWeights } from '../lib/search/profile.ts';
import { ablationTable } from './ablation.ts';
import { bestGrades, bestOrderDcg, everydayRanker, goldKeys, matchGold, readEveryday, scoreEveryday, showEveryday } from './everyday.ts';
import { namedServersInTop3, NAMED_MCP_GOALS, quality, QUALITY_SETS, serviceRanker } from './quality-sets.ts';

const at = process.argv.indexOf('--weights');
const weights: RankingWeights = { ...DEFAULT_WEIGHTS, ...(at >= 0 ? JSON.parse(process.argv[at + 1]) as Partial<RankingWeights> : {}) };
const catalog = loadCatalog({ dataDir: process.env.DATA_DIR || 'data' });
const everyday = readEveryday();
const halves = (['tune', 'check'] as const).map((split) => ({ split, items: everyday.filter((item) => item.split === split) }));

if (process.argv.includes('--ablate')) {
  console.log(ablationTable(catalog, weights));
} else {
  const everydayRank = everydayRanker(catalog, weights);
  console.log(`weights ${JSON.stringify(weights)}`);
  for (const { split, items } of halves) {
    const score = scoreEveryday(items, everydayRank);
    console.log(`everyday ${split} (${items.length}): ${showEveryday(score)}`);
    // Counts only: which kind of miss, never which goals (the check half's misses are not read).
    if (process.argv.includes('--miss-kinds')) {
      const { otherOperation, otherApi, notCandidate } = score.missKinds;
      console.log(`  ${score.misses.length} misses: ${otherOperation} another operation of a gold API in the top 10, ${otherApi} another API with gold among the first 200 candidates, ${notCandidate} gold not among them`);
    }
    if (split === 'tune' && process.argv.includes('--gold-apis')) {
      let spanned = 0;
      const reached = { top10: 0, top50: 0, candidates: 0 };
      for (const item of items) {
        const goldApis = new Set(item.gold.map((gold) => gold.spec.replace(/\.json$/, '')));
        const { top, candidates } = everydayRank(item.query);
        const apisIn = (records: typeof top) => new Set(records.flatMap((record) => (record.resourceType === 'endpoint' && goldApis.has(record.apiKey) ? [record.apiKey] : []))).size;
        spanned += goldApis.size;
        reached.top10 += apisIn(top.slice(0, 10));
        reached.top50 += apisIn(top.slice(0, 50));
        reached.candidates += apisIn([...top, ...candidates]);
      }
      const mean = (sum: number) => (sum / items.length).toFixed(2);
      console.log(`  gold APIs a goal: ${mean(spanned)}; reached in the first 10 results ${mean(reached.top10)}, the first 50 ${mean(reached.top50)}, the results and candidates ${mean(reached.candidates)}`);
    }
    // Counts only, on both halves: how deep the first gold call sits, and how much gold the first ten hold.
    if (process.argv.includes('--headroom')) {
      const depths = [1, 10, 40];
      const firstWithin = depths.map(() => 0);
      const goldWithin = [10, 20, 40].map(() => 0);
      let candidatesWithin40 = 0, goldCalls = 0, perfect40 = 0;
      for (const item of items) {
        const golds = item.gold.map(goldKeys);
        const { top, candidates } = everydayRank(item.query);
        const first = top.findIndex((record) => matchGold(record, golds) !== undefined);
        depths.forEach((depth, at) => { if (first >= 0 && first < depth) firstWithin[at]++; });
        if (candidates.slice(0, 40).some((record) => matchGold(record, golds) !== undefined)) candidatesWithin40++;
        // Gold calls among the first n results, each once at its best grade.
        const goldIn = (n: number) => bestGrades(top.slice(0, n).flatMap((record) => matchGold(record, golds) ?? []));
        [10, 20, 40].forEach((n, at) => { goldWithin[at] += goldIn(n).size; });
        const best = bestGrades(golds);
        goldCalls += best.size;
        // What a perfect re-ranker of the first 40 results would score.
        perfect40 += Math.min(1, bestOrderDcg([...goldIn(40).values()]) / (bestOrderDcg([...best.values()]) || 1));
      }
      const share = (count: number) => (count / items.length).toFixed(3);
      const mean = (count: number) => (count / items.length).toFixed(2);
      console.log(`  first gold call in the first ${depths.map((depth, at) => `${depth}: ${share(firstWithin[at])}`).join(', ')} results; among the first 40 candidates by score: ${share(candidatesWithin40)}; gold calls in the first 10 / 20 / 40: ${goldWithin.map(mean).join(' / ')} of ${mean(goldCalls)} a goal; nDCG@10 of the first 40 in the best order: ${share(perfect40)}`);
    }
    // Counts only, on both halves: what the first ten places hold, a gold call, another call of an API with gold for the goal, or a call of another API.
    if (process.argv.includes('--slots')) {
      const slots = { gold: 0, goldApi: 0, otherApi: 0, mcp: 0 };
      for (const item of items) {
        const golds = item.gold.map(goldKeys);
        const goldApis = new Set(item.gold.map((gold) => gold.spec.replace(/\.json$/, '')));
        for (const record of everydayRank(item.query).top.slice(0, 10)) {
          if (record.resourceType !== 'endpoint') slots.mcp++;
          else if (matchGold(record, golds)) slots.gold++;
          else if (goldApis.has(record.apiKey)) slots.goldApi++;
          else slots.otherApi++;
        }
      }
      const total = slots.gold + slots.goldApi + slots.otherApi + slots.mcp || 1;
      console.log(`  the first ten places: gold ${(slots.gold / total).toFixed(3)}, another call of a gold API ${(slots.goldApi / total).toFixed(3)}, another API ${(slots.otherApi / total).toFixed(3)}, MCP servers ${(slots.mcp / total).toFixed(3)}`);
    }
    // Counts only, on both halves: which styles of goal the ranking serves less well.
    if (process.argv.includes('--styles')) {
      const byStyle = new Map<string, { goals: number; inTen: number; first: number }>();
      for (const item of items) {
        const golds = item.gold.map(goldKeys);
        const place = everydayRank(item.query).top.slice(0, 10).findIndex((record) => matchGold(record, golds) !== undefined);
        const counts = byStyle.get(item.style) ?? { goals: 0, inTen: 0, first: 0 };
        counts.goals++;
        if (place >= 0) counts.inTen++;
        if (place === 0) counts.first++;
        byStyle.set(item.style, counts);
      }
      console.log(`  gold in the first 10 (first) by style: ${[...byStyle].sort().map(([style, { goals, inTen, first }]) => `${style} ${inTen}/${goals} (${first})`).join(', ')}`);
    }
    if (split === 'tune' && process.argv.includes('--misses')) {
      for (const id of score.misses) {
        const item = items.find((candidate) => candidate.id === id)!;
        const top = everydayRank(item.query).top.slice(0, 5).map((r) => (r.resourceType === 'endpoint' ? `${r.apiKey} ${r.method} ${r.path}` : `mcp ${r.name}`));
        console.log(`  miss ${id} [${item.style}] ${item.query}\n    got: ${top.join(' | ')}\n    want: ${item.gold.filter((g) => g.grade === 2).slice(0, 4).map((g) => `${g.spec} ${g.method} ${g.path}`).join(' | ')}`);
      }
    }
  }
  const ranker = serviceRanker(catalog, weights);
  for (const set of QUALITY_SETS) console.log(`${set.name}: ${set.show(quality(set.items, ranker, set.firstCallOnly))}`);
  console.log(`named MCP servers (${NAMED_MCP_GOALS.length}): in the top 3 ${namedServersInTop3(catalog, weights).toFixed(3)}`);
}
