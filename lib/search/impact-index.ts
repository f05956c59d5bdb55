// An inverted index whose postings carry precomputed BM25F impacts, in typed arrays: a query adds
// them into a score board (`score-board.ts`) with no per-posting object. Built once with the
// snapshot and loaded as-is, so start-up does no indexing.

import { BM25_K1 as K1, type FieldSpec } from './profile.ts';
import { analyze } from '../tokens.ts';

export type { FieldSpec } from './profile.ts';

export interface ImpactIndex {
  vocabulary: Map<string, number>;
  /** Postings of term t are docs[offsets[t] .. offsets[t+1]). */
  offsets: Uint32Array;
  docs: Uint32Array;
  impacts: Float32Array;
  idf: Float32Array;
  docCount: number;
}

export function idfOf(docCount: number, documentFrequency: number): number {
  return Math.log(1 + (docCount - documentFrequency + 0.5) / (documentFrequency + 0.5));
}

/**
 * Builds the index over `docCount` documents; `fieldsOf(doc)` gives each field's text, in the
 * order of `fields`. Documents are analysed twice (lengths first, then impacts) so nothing per
 * document has to be kept between the passes.
 */
export function buildImpactIndex(docCount: number, fields: FieldSpec[], fieldsOf: (doc: number) => string[]): ImpactIndex {
  const vocabulary = new Map<string, number>();
  const documentFrequency: number[] = [];
  const lengthSums = new Float64Array(fields.length);
  const lengths = new Uint16Array(docCount * fields.length);
  const lastSeen: number[] = [];
  // Each field's terms as ids, in order, read once: the second pass weighs them without analysing the text again.
  let termIds = new Uint32Array(1 << 20);
  let termCount = 0;
  const fieldEnds = new Uint32Array(docCount * fields.length);
  for (let doc = 0; doc < docCount; doc++) {
    const texts = fieldsOf(doc);
    for (let field = 0; field < fields.length; field++) {
      const terms = analyze(texts[field] ?? '');
      lengths[doc * fields.length + field] = Math.min(terms.length, 65_535);
      lengthSums[field] += terms.length;
      if (termCount + terms.length > termIds.length) {
        const grown = new Uint32Array(Math.max(termIds.length * 2, termCount + terms.length));
        grown.set(termIds.subarray(0, termCount));
        termIds = grown;
      }
      for (const term of terms) {
        let id = vocabulary.get(term);
        if (id === undefined) {
          id = vocabulary.size;
          vocabulary.set(term, id);
          documentFrequency.push(0);
          lastSeen.push(-1);
        }
        if (lastSeen[id] !== doc) {
          lastSeen[id] = doc;
          documentFrequency[id]++;
        }
        termIds[termCount++] = id;
      }
      fieldEnds[doc * fields.length + field] = termCount;
    }
  }
  const averages = [...lengthSums].map((sum) => Math.max(1, sum / Math.max(1, docCount)));
  const offsets = new Uint32Array(vocabulary.size + 1);
  for (let t = 0; t < vocabulary.size; t++) offsets[t + 1] = offsets[t] + documentFrequency[t];
  const idf = new Float32Array(vocabulary.size);
  for (let t = 0; t < vocabulary.size; t++) idf[t] = idfOf(docCount, documentFrequency[t]);
  const docs = new Uint32Array(offsets[vocabulary.size]);
  const impacts = new Float32Array(offsets[vocabulary.size]);
  const cursor = offsets.slice(0, vocabulary.size);
  const weighted = new Map<number, number>();
  let start = 0;
  for (let doc = 0; doc < docCount; doc++) {
    weighted.clear();
    for (let field = 0; field < fields.length; field++) {
      const { weight, b } = fields[field];
      const norm = 1 - b + (b * lengths[doc * fields.length + field]) / averages[field];
      const end = fieldEnds[doc * fields.length + field];
      for (let at = start; at < end; at++) weighted.set(termIds[at], (weighted.get(termIds[at]) ?? 0) + weight / norm);
      start = end;
    }
    for (const [id, tf] of weighted) {
      const at = cursor[id]++;
      docs[at] = doc;
      impacts[at] = (idf[id] * tf * (K1 + 1)) / (tf + K1);
    }
  }
  return { vocabulary, offsets, docs, impacts, idf, docCount };
}
