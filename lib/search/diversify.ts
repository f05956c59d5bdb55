// Diversification: softly spreads results across APIs, so one API's dozen near-identical operations
// cannot hide every alternative.

import { DIVERSITY_DECAY, DIVERSITY_FREE, DIVERSITY_POOL, MAX_RESULTS } from './profile.ts';

/**
 * Softly spreads results across APIs: past the first few results of one API, each further one
 * counts a little less, so one API's dozen near-identical operations cannot hide every alternative.
 * Versions and mirrors are one API, and a capability counts once: the mirrors' copies of an
 * operation would otherwise use up the first few before the copies are collapsed.
 * A query that names its API wants that API's operations, so it is left as ranked.
 */
export function diversify(candidates: { doc: number; score: number }[], of: { apiOf: (doc: number) => number; familyOf: (doc: number) => number }, namesApi: boolean): number[] {
  if (namesApi) return candidates.map(({ doc }) => doc);
  const families = new Set<number>();
  const capabilities = candidates.filter(({ doc }) => {
    const family = of.familyOf(doc);
    if (families.has(family)) return false;
    families.add(family);
    return true;
  });
  // Candidates come best first; past the first DIVERSITY_POOL none can climb into the results.
  const pool = capabilities.slice(0, DIVERSITY_POOL);
  // One API's candidates share its discount, so they keep their order: only each API's best one competes.
  const queues = new Map<number, number[]>();
  pool.forEach(({ doc }, ix) => {
    const api = of.apiOf(doc);
    const queue = queues.get(api);
    if (queue) queue.push(ix);
    else queues.set(api, [ix]);
  });
  const apis = [...queues.values()].map((queue) => ({ queue, next: 0, picked: 0, discounts: 0 }));
  const order: number[] = [];
  while (order.length < Math.min(pool.length, MAX_RESULTS * 2)) {
    let best: (typeof apis)[number] | undefined;
    let bestScore = -1;
    for (const api of apis) {
      if (api.next === api.queue.length) continue;
      let score = pool[api.queue[api.next]].score;
      for (let k = 0; k < api.discounts; k++) score *= DIVERSITY_DECAY;
      if (score > bestScore || (score === bestScore && best && api.queue[api.next] < best.queue[best.next])) {
        best = api;
        bestScore = score;
      }
    }
    if (!best) break;
    order.push(pool[best.queue[best.next++]].doc);
    // Past the first few, the API's remaining candidates count a little less.
    if (++best.picked >= DIVERSITY_FREE) best.discounts++;
  }
  return order;
}
