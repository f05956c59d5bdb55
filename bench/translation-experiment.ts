// `npx tsx bench/translation-experiment.ts [--min 0.2] [--weight 0.3] [--others]`: a learned second channel,
// tried for issue 20 and not kept (docs/ranking.md, "After b4d5ce8"). IBM Model 1 word translation is
// fitted between each distinct operation's name words and its own description's words (six EM rounds,
// a NULL word taking filler); each goal word then lends the name words most likely to have produced it
// (P(name word | goal word) at least `--min`, of all name words or, with `--others`, of the others only;
// at most three, at `--weight` times their share of the best one) beside the thesaurus, and both everyday
// halves are scored as `bench/quality.ts` scores them.

import { loadCatalog } from '../catalog/load.ts';
import { DEFAULT_WEIGHTS } from '../lib/search/profile.ts';
import { rankWithCandidates } from '../lib/search/rank.ts';
import { relatedWords } from '../lib/search/thesaurus.ts';
import { splitWords, stem, STOP_WORDS } from '../lib/tokens.ts';
import { readEveryday, scoreEveryday, showEveryday } from './everyday.ts';

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const MIN_SHARE = option('--min', 0.2);
const WEIGHT = option('--weight', 0.3);
const OTHERS_ONLY = process.argv.includes('--others');
const ROUNDS = 6;

const catalog = loadCatalog({ dataDir: process.env.DATA_DIR || 'data', quiet: true });
// Each stem's most frequent written form, which the query reader stems again.
const forms = new Map<string, Map<string, number>>();
const termsOf = (text: string) => splitWords(text).filter((word) => !STOP_WORDS.has(word) && !/\d/.test(word) && word.length >= 3).map((word) => {
  const term = stem(word);
  const counts = forms.get(term) ?? new Map<string, number>();
  counts.set(word, (counts.get(word) ?? 0) + 1);
  forms.set(term, counts);
  return term;
});
const pairs: [names: string[], described: string[]][] = [];
const seen = new Set<string>();
for (const record of catalog.resources) {
  if (record.resourceType !== 'endpoint' || record.description === record.name || seen.has(`${record.name}\n${record.description}`)) continue;
  seen.add(`${record.name}\n${record.description}`);
  const names = [...new Set(termsOf(record.name))];
  const described = termsOf(record.description);
  if (names.length > 0 && described.length > 0) pairs.push([names, described]);
}

const NULL_WORD = '\u0000';
let translation = new Map<string, Map<string, number>>();
const probability = (source: string, target: string) => translation.get(source)?.get(target) ?? 1e-6;
for (let round = 0; round < ROUNDS; round++) {
  const counts = new Map<string, Map<string, number>>();
  const totals = new Map<string, number>();
  for (const [names, described] of pairs) {
    const sources = [NULL_WORD, ...names];
    for (const target of described) {
      const shares = sources.map((source) => (round === 0 ? 1 : probability(source, target)));
      const sum = shares.reduce((a, b) => a + b, 0);
      sources.forEach((source, ix) => {
        const row = counts.get(source) ?? new Map<string, number>();
        row.set(target, (row.get(target) ?? 0) + shares[ix] / sum);
        counts.set(source, row);
        totals.set(source, (totals.get(source) ?? 0) + shares[ix] / sum);
      });
    }
  }
  translation = new Map([...counts].map(([source, row]) => [source, new Map([...row].filter(([, count]) => count / totals.get(source)! > 1e-4).map(([target, count]) => [target, count / totals.get(source)!]))]));
}

// P(name word | goal word) ∝ t(goal word | name word) × how many names hold the name word.
const nameCounts = new Map<string, number>();
for (const [names] of pairs) for (const name of names) nameCounts.set(name, (nameCounts.get(name) ?? 0) + 1);
const byTarget = new Map<string, [string, number][]>();
for (const [source, row] of translation) {
  if (source === NULL_WORD) continue;
  for (const [target, p] of row) byTarget.set(target, [...(byTarget.get(target) ?? []), [source, p * nameCounts.get(source)!]]);
}
const learned = new Map<string, [string, number][]>();
for (const [target, sources] of byTarget) {
  const others = sources.filter(([source]) => source !== target);
  const total = (OTHERS_ONLY ? others : sources).reduce((sum, [, value]) => sum + value, 0);
  const best = others.map(([source, value]): [string, number] => [source, value / total]).filter(([, share]) => share >= MIN_SHARE).sort((a, b) => b[1] - a[1]).slice(0, 3);
  if (best.length > 0) learned.set(target, best);
}
const writtenForm = (term: string) => [...forms.get(term)!].sort((a, b) => b[1] - a[1])[0][0];
const expand = (word: string) => {
  const base = relatedWords(word);
  const lent = learned.get(stem(word)) ?? [];
  const extra = lent.map(([term, share]): [string, number] => [writtenForm(term), WEIGHT * (share / lent[0][1])]);
  return [...base, ...extra.filter(([term]) => !base.some(([known]) => known === term))];
};
console.log(`${pairs.length} distinct name and description pairs; ${learned.size} goal words lend name words (min ${MIN_SHARE}, weight ${WEIGHT}${OTHERS_ONLY ? ', others only' : ''})`);
const everyday = readEveryday();
for (const split of ['tune', 'check'] as const) {
  const score = scoreEveryday(everyday.filter((item) => item.split === split), (q) => {
    const ranking = rankWithCandidates(catalog.search, catalog.resources, q, DEFAULT_WEIGHTS, expand);
    return { top: ranking.order.map((ix) => catalog.resources[ix]), candidates: ranking.candidates.map((ix) => catalog.resources[ix]) };
  });
  console.log(`everyday ${split}: ${showEveryday(score)}`);
}
