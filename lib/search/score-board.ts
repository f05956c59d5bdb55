// The scratch space one query scores in over an impact index: it adds a query's term groups'
// impacts into per-document arrays, allocating nothing per document. Query-time code only, so it is
// no part of the snapshot's model sources: changing it never rebuilds the snapshot.

import type { ImpactIndex } from './impact-index.ts';

/** A term of a group: its weight, and whether it may only refine documents already matched. */
export type GroupMember = readonly [term: number, weight: number, onlyTouched: boolean];

/**
 * The impacts by document of every term in more than `denseShare` of the documents, read-only once
 * built, in one block of shared memory: threads that rank over the same index (the server's ranking
 * workers) are handed one copy instead of building one each (about 0.5 MB a term, 250 terms).
 */
export function denseImpacts(index: ImpactIndex, denseShare: number): Map<number, Float32Array> {
  const size = index.docCount;
  const { docs, impacts, offsets } = index;
  const terms: number[] = [];
  for (let term = 0; term < offsets.length - 1; term++) if (offsets[term + 1] - offsets[term] > size * denseShare) terms.push(term);
  const memory = new SharedArrayBuffer(terms.length * size * Float32Array.BYTES_PER_ELEMENT);
  return new Map(terms.map((term, at) => {
    const byDoc = new Float32Array(memory, at * size * Float32Array.BYTES_PER_ELEMENT, size);
    for (let posting = offsets[term]; posting < offsets[term + 1]; posting++) byDoc[docs[posting]] = impacts[posting];
    return [term, byDoc];
  }));
}

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
   * Impacts of the commonest terms laid out by document (`denseImpacts`). A common term only refines
   * documents rarer terms already matched; looking those few up beats walking its long postings.
   */
  readonly dense: ReadonlyMap<number, Float32Array>;

  /** Document → its part of the catalog (its API), and the parts open to every term this query. */
  private readonly docPart: Uint32Array | undefined;
  private readonly openPart: Uint8Array;
  /** Flat [from, to) document ranges of the open parts. */
  private openRanges: number[] = [];

  constructor(index: ImpactIndex, { denseShare = 1, dense, docPart, partCount = 0 }: { denseShare?: number; dense?: ReadonlyMap<number, Float32Array>; docPart?: Uint32Array; partCount?: number } = {}) {
    const size = index.docCount;
    this.docPart = docPart;
    this.openPart = new Uint8Array(partCount);
    this.dense = dense ?? denseImpacts(index, denseShare);
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
