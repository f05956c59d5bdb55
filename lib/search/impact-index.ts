// An inverted index whose postings carry precomputed BM25F impacts, in typed arrays. A query adds
// impacts into a score array: no per-query allocation, no per-posting object. Built once with the
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
  private readonly openDocs: Uint32Array;
  private readonly openImpacts: Float32Array;

  /**
   * Impacts of the commonest terms laid out by document. A common term only refines documents
   * rarer terms already matched; looking those few up beats walking its long postings.
   */
  private readonly dense = new Map<number, Float32Array>();

  /** Document → its part of the catalog (its API), and the parts open to every term this query. */
  private readonly docPart: Uint32Array | undefined;
  private readonly openPart: Uint8Array;
  /** Flat [from, to) document ranges of the open parts. */
  private openRanges: number[] = [];

  constructor(index: ImpactIndex, { denseShare = 1, docPart, partCount = 0 }: { denseShare?: number; docPart?: Uint32Array; partCount?: number } = {}) {
    const size = index.docCount;
    this.docPart = docPart;
    this.openPart = new Uint8Array(partCount);
    const { docs, impacts, offsets } = index;
    for (let term = 0; term < offsets.length - 1; term++) {
      if (offsets[term + 1] - offsets[term] <= size * denseShare) continue;
      const byDoc = new Float32Array(size);
      for (let at = offsets[term]; at < offsets[term + 1]; at++) byDoc[docs[at]] = impacts[at];
      this.dense.set(term, byDoc);
    }
    this.scores = new Float32Array(size);
    this.coverage = new Float32Array(size);
    this.touched = new Uint32Array(size);
    this.groupScore = new Float32Array(size);
    this.groupShare = new Float32Array(size);
    this.groupTouched = new Uint32Array(size);
    this.openDocs = new Uint32Array(size);
    this.openImpacts = new Float32Array(size);
  }

  /**
   * Opens parts of the catalog (the APIs a query is about) to every term: there even a common
   * term brings in documents no rarer term matched. `ranges` are the parts' [from, to) documents.
   */
  open(parts: readonly number[], ranges: readonly number[]): void {
    for (const part of parts) this.openPart[part] = 1;
    this.openRanges = [...ranges];
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
    // Hot loops: fields read into locals once.
    const { docs, impacts, offsets } = index;
    const { scores, coverage, touched, groupScore, groupShare, groupTouched, openPart, docPart, openDocs, openImpacts } = this;
    const anyOpen = this.openRanges.length > 0;
    const touchedBefore = this.touchedCount;
    let groupCount = 0;
    for (const [term, weight, onlyTouched] of members) {
      const share = Math.min(1, weight);
      const byDoc = onlyTouched ? this.denseFor(index, term) : undefined;
      if (byDoc) {
        for (let i = 0; i < touchedBefore; i++) {
          const doc = touched[i];
          const value = byDoc[doc] * weight;
          if (value === 0) continue;
          const current = groupScore[doc];
          if (current === 0) groupTouched[groupCount++] = doc;
          if (value > current) groupScore[doc] = value;
          if (share > groupShare[doc]) groupShare[doc] = share;
        }
        for (let i = 0, n = this.collectOpenPostings(index, term); i < n; i++) {
          const doc = openDocs[i];
          const value = openImpacts[i] * weight;
          const current = groupScore[doc];
          if (current === 0) groupTouched[groupCount++] = doc;
          if (value > current) groupScore[doc] = value;
          if (share > groupShare[doc]) groupShare[doc] = share;
        }
        continue;
      }
      for (let at = offsets[term], end = offsets[term + 1]; at < end; at++) {
        const doc = docs[at];
        if (onlyTouched && scores[doc] === 0 && (!anyOpen || openPart[docPart![doc]] === 0)) continue;
        const value = impacts[at] * weight;
        const current = groupScore[doc];
        if (current === 0) groupTouched[groupCount++] = doc;
        if (value > current) groupScore[doc] = value;
        if (share > groupShare[doc]) groupShare[doc] = share;
      }
    }
    let touchedCount = touchedBefore;
    for (let i = 0; i < groupCount; i++) {
      const doc = groupTouched[i];
      if (scores[doc] === 0) touched[touchedCount++] = doc;
      scores[doc] += groupScore[doc];
      coverage[doc] += coverageWeight * groupShare[doc];
      groupScore[doc] = 0;
      groupShare[doc] = 0;
    }
    this.touchedCount = touchedCount;
  }

  /**
   * Adds one term's impacts, times `weight`, and counts the term towards coverage. With
   * `onlyTouched`, documents no earlier term matched are left alone: a common word then refines
   * the ranking of the rarer words' matches without dragging in half the catalog.
   */
  add(index: ImpactIndex, term: number, weight: number, coverageWeight: number, onlyTouched = false): void {
    const { scores, coverage, touched } = this;
    const byDoc = onlyTouched ? this.denseFor(index, term) : undefined;
    if (byDoc) {
      for (let i = 0, n = this.touchedCount; i < n; i++) {
        const doc = touched[i];
        const impact = byDoc[doc];
        if (impact === 0) continue;
        scores[doc] += impact * weight;
        coverage[doc] += coverageWeight;
      }
      const { openDocs, openImpacts } = this;
      for (let i = 0, n = this.collectOpenPostings(index, term); i < n; i++) {
        const doc = openDocs[i];
        touched[this.touchedCount++] = doc;
        scores[doc] += openImpacts[i] * weight;
        coverage[doc] += coverageWeight;
      }
      return;
    }
    const { docs, impacts, offsets } = index;
    const { openPart, docPart } = this;
    const anyOpen = this.openRanges.length > 0;
    let touchedCount = this.touchedCount;
    for (let at = offsets[term], end = offsets[term + 1]; at < end; at++) {
      const doc = docs[at];
      if (scores[doc] === 0) {
        if (onlyTouched && (!anyOpen || openPart[docPart![doc]] === 0)) continue;
        touched[touchedCount++] = doc;
      }
      scores[doc] += impacts[at] * weight;
      coverage[doc] += coverageWeight;
    }
    this.touchedCount = touchedCount;
  }

  /**
   * Gathers the term's postings in open ranges on documents not touched yet into `openDocs` and
   * `openImpacts`, and returns how many. (Gathered, not visited through a callback: a closure
   * would keep the callers' hot counters out of registers.)
   */
  private collectOpenPostings(index: ImpactIndex, term: number): number {
    const { docs, impacts, offsets } = index;
    const { openDocs, openImpacts } = this;
    const ranges = this.openRanges;
    let count = 0;
    for (let r = 0; r < ranges.length; r += 2) {
      const [from, to] = [ranges[r], ranges[r + 1]];
      // Postings are in document order: find the first at or after `from`.
      let low = offsets[term];
      let high = offsets[term + 1];
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (docs[middle] < from) low = middle + 1;
        else high = middle;
      }
      for (let at = low, end = offsets[term + 1]; at < end && docs[at] < to; at++) {
        if (this.scores[docs[at]] === 0 && this.openPart[this.docPart![docs[at]]] === 1) {
          openDocs[count] = docs[at];
          openImpacts[count++] = impacts[at];
        }
      }
    }
    return count;
  }

  /** The term's impacts by document, when it has them and fewer documents are touched than it has postings. */
  private denseFor(index: ImpactIndex, term: number): Float32Array | undefined {
    const byDoc = this.dense.get(term);
    return byDoc && this.touchedCount < index.offsets[term + 1] - index.offsets[term] ? byDoc : undefined;
  }

  reset(): void {
    for (let i = 0; i < this.touchedCount; i++) {
      const doc = this.touched[i];
      this.scores[doc] = 0;
      this.coverage[doc] = 0;
    }
    this.touchedCount = 0;
    this.openPart.fill(0);
    this.openRanges = [];
  }
}
