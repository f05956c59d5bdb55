// An inverted index whose postings carry precomputed BM25F impacts, in typed arrays. A query adds
// impacts into a score array: no per-query allocation, no per-posting object. Built once with the
// snapshot and loaded as-is, so start-up does no indexing.

import { analyze } from './tokens.ts';

export interface FieldSpec {
  weight: number;
  /** Length normalisation: 0 ignores length, 1 fully normalises. */
  b: number;
}

export interface ImpactIndex {
  vocabulary: Map<string, number>;
  /** Postings of term t are docs[offsets[t] .. offsets[t+1]). */
  offsets: Uint32Array;
  docs: Uint32Array;
  impacts: Float32Array;
  idf: Float32Array;
  docCount: number;
}

const K1 = 1.2;

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
  for (let doc = 0; doc < docCount; doc++) {
    fieldsOf(doc).forEach((text, field) => {
      const terms = analyze(text);
      lengths[doc * fields.length + field] = Math.min(terms.length, 65_535);
      lengthSums[field] += terms.length;
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
      }
    });
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
  for (let doc = 0; doc < docCount; doc++) {
    weighted.clear();
    fieldsOf(doc).forEach((text, field) => {
      const { weight, b } = fields[field];
      const norm = 1 - b + (b * lengths[doc * fields.length + field]) / averages[field];
      for (const term of analyze(text)) {
        const id = vocabulary.get(term)!;
        weighted.set(id, (weighted.get(id) ?? 0) + weight / norm);
      }
    });
    for (const [id, tf] of weighted) {
      const at = cursor[id]++;
      docs[at] = doc;
      impacts[at] = (idf[id] * tf * (K1 + 1)) / (tf + K1);
    }
  }
  return { vocabulary, offsets, docs, impacts, idf, docCount };
}

/** A term of a group: its weight, and whether it may only refine documents already matched. */
export type GroupMember = readonly [term: number, weight: number, onlyTouched: boolean];

/** Scratch space for one query at a time; reused so a search allocates nothing per document. */
export class ScoreBoard {
  readonly scores: Float32Array;
  /** Sum of the idf of the distinct query terms each document matched. */
  readonly coverage: Float32Array;
  readonly touched: Uint32Array;
  touchedCount = 0;
  private readonly groupScore: Float32Array;
  private readonly groupShare: Float32Array;
  private readonly groupTouched: Uint32Array;

  constructor(size: number) {
    this.scores = new Float32Array(size);
    this.coverage = new Float32Array(size);
    this.touched = new Uint32Array(size);
    this.groupScore = new Float32Array(size);
    this.groupShare = new Float32Array(size);
    this.groupTouched = new Uint32Array(size);
  }

  /**
   * Adds a group of alternative terms (a query word and words that mean much the same): each
   * document counts only its best match in the group, so synonyms do not pile up. Each member's
   * weight scales both its impact and its share of `coverageWeight`.
   */
  addGroup(index: ImpactIndex, members: readonly GroupMember[], coverageWeight: number): void {
    if (members.length === 1) {
      const [term, weight, onlyTouched] = members[0];
      this.add(index, term, weight, coverageWeight * Math.min(1, weight), onlyTouched);
      return;
    }
    const { docs, impacts, offsets } = index;
    let groupCount = 0;
    for (const [term, weight, onlyTouched] of members) {
      for (let at = offsets[term], end = offsets[term + 1]; at < end; at++) {
        const doc = docs[at];
        if (onlyTouched && this.scores[doc] === 0) continue;
        const value = impacts[at] * weight;
        if (this.groupScore[doc] === 0) this.groupTouched[groupCount++] = doc;
        if (value > this.groupScore[doc]) {
          this.groupScore[doc] = value;
          this.groupShare[doc] = Math.min(1, weight);
        }
      }
    }
    for (let i = 0; i < groupCount; i++) {
      const doc = this.groupTouched[i];
      if (this.scores[doc] === 0) this.touched[this.touchedCount++] = doc;
      this.scores[doc] += this.groupScore[doc];
      this.coverage[doc] += coverageWeight * this.groupShare[doc];
      this.groupScore[doc] = 0;
      this.groupShare[doc] = 0;
    }
  }

  /**
   * Adds one term's impacts, times `weight`, and counts the term towards coverage. With
   * `onlyTouched`, documents no earlier term matched are left alone: a common word then refines
   * the ranking of the rarer words' matches without dragging in half the catalog.
   */
  add(index: ImpactIndex, term: number, weight: number, coverageWeight: number, onlyTouched = false): void {
    const { docs, impacts, offsets } = index;
    for (let at = offsets[term], end = offsets[term + 1]; at < end; at++) {
      const doc = docs[at];
      if (this.scores[doc] === 0) {
        if (onlyTouched) continue;
        this.touched[this.touchedCount++] = doc;
      }
      this.scores[doc] += impacts[at] * weight;
      this.coverage[doc] += coverageWeight;
    }
  }

  reset(): void {
    for (let i = 0; i < this.touchedCount; i++) {
      const doc = this.touched[i];
      this.scores[doc] = 0;
      this.coverage[doc] = 0;
    }
    this.touchedCount = 0;
  }
}
