// `npx tsx bench/search-stats.ts`: counts behind the ranking notes in the README, on the built
// snapshot: the terms kept by document, self-hosted APIs, bench queries that name an API or have
// an inner phrase, and the share of the postings a WAPIIBench query walks that belong to "id"
// (no longer a query word).

import { join } from 'node:path';
import { loadCatalog } from '../catalog/load.ts';
import { selfHosted } from '../lib/search/model.ts';
import { DEFAULT_WEIGHTS, DENSE_TERM_SHARE } from '../lib/search/profile.ts';
import { innerPhraseOf, planQuery } from '../lib/search/query.ts';
import { relatedWords } from '../lib/search/thesaurus.ts';
import { splitWords, stem, STOP_WORDS } from '../lib/tokens.ts';
import { BENCH_QUERIES, QUALITY_SETS } from './quality-sets.ts';

const ROOT = join(import.meta.dirname, '..');
const catalog = loadCatalog({ dataDir: process.env.DATA_DIR || join(ROOT, 'data') });
const { endpoints, apiNames } = catalog.search;
const postings = (term: string) => {
  const id = endpoints.vocabulary.get(term);
  return id === undefined ? 0 : endpoints.offsets[id + 1] - endpoints.offsets[id];
};

const denseTerms = [...endpoints.vocabulary.keys()].filter((term) => postings(term) > endpoints.docCount * DENSE_TERM_SHARE);
console.log(`terms kept by document (in over ${DENSE_TERM_SHARE * 100}% of ${endpoints.docCount} operations): ${denseTerms.length}, ${(denseTerms.length * endpoints.docCount * 4 / 1e6).toFixed(0)} MB`);

const apis = [...catalog.apis.values()];
console.log(`self-hosted APIs: ${apis.filter(selfHosted).length} of ${apis.length}`);

const wapii = QUALITY_SETS[0].items.map((item) => item.query);
const naming = BENCH_QUERIES.filter((q) => planQuery(q, DEFAULT_WEIGHTS, relatedWords).naming.some((term) => apiNames.has(term)));
console.log(`bench queries naming an API: ${naming.length} of ${BENCH_QUERIES.length}`);
const withInner = BENCH_QUERIES.filter((q) => innerPhraseOf(q) !== undefined);
console.log(`bench queries with an inner phrase, ranked as a second query: ${withInner.length} of ${BENCH_QUERIES.length}`);

let all = 0;
let id = 0;
for (const q of wapii) {
  for (const word of splitWords(q)) {
    if (STOP_WORDS.has(word)) continue;
    all += postings(stem(word));
    if (word === 'id') id += postings('id');
  }
}
console.log(`share of the postings WAPIIBench query words walk that belong to "id": ${(id / all).toFixed(2)}`);
