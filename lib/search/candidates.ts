// Candidates and their combined score: the query's term groups add BM25F impacts into the
// endpoint and API score boards (the lexical channel, widened by the thesaurus and by opening the
// likeliest APIs whole), and each document that covers enough of the query gets its combined score
// (keyword impacts × prior × API relevance × method intent × named API × provider × coverage).
// Scoring and the candidate heap are one loop: it is the hottest code of ranking.

import type { ImpactIndex } from './impact-index.ts';
import { ScoreBoard, type GroupMember } from './score-board.ts';
import { basePathOf, type RankedResource } from '../model.ts';
import { normalizePath, type SearchModel } from './model.ts';
import { lookupTable, type LookupTable } from './lookups.ts';
import {
  CANDIDATES, COMMON_TERM_SHARE, DENSE_TERM_SHARE, FOCUS_APIS, FOCUS_MAX_DOCS, isOn, MAX_FILLED_SEGMENTS, MAX_RESULTS, MIN_COVERAGE_SHARE, MIN_POOL, PLACEHOLDER_LIFT, RPC_MIN_OPERATIONS, TESTING_PRIOR,
  type RankingWeights,
} from './profile.ts';
import { ANY_METHOD, METHOD_CODES, type QueryPlan, type TermGroup } from './query.ts';
import { asksTesting, isTestingOperation, RPC_METHOD_PATH } from '../spec-signals.ts';
import { stem } from '../tokens.ts';

const FILE_EXTENSION = /\.(json|xml|csv|txt|html?|yaml|yml|js|php|aspx?)$/i;

/**
 * APIs that name each call as a dotted method and take no path ids (Slack's POST /chat.delete,
 * GET /views.update): their HTTP methods do not say what an operation does, their names do.
 */
export function rpcStyleApis(resources: readonly RankedResource[], docApi: Uint32Array): Set<number> {
  const counts = new Map<number, { operations: number; dotted: number; withIds: number }>();
  resources.forEach((record, ix) => {
    if (record.resourceType !== 'endpoint') return;
    const count = counts.get(docApi[ix]) ?? { operations: 0, dotted: 0, withIds: 0 };
    count.operations++;
    if (RPC_METHOD_PATH.test(record.path) && !FILE_EXTENSION.test(record.path)) count.dotted++;
    if (record.path.includes('{')) count.withIds++;
    counts.set(docApi[ix], count);
  });
  return new Set([...counts].filter(([, c]) => c.operations >= RPC_MIN_OPERATIONS && c.withIds === 0 && c.dotted * 2 >= c.operations).map(([api]) => api));
}

export interface Scratch {
  endpoints: ScoreBoard;
  apis: ScoreBoard;
  familyStamp: Uint32Array;
  /** Family → its place in the candidate heap, or -1: the heap holds one operation per capability. */
  heapSlot: Int32Array;
  belowSlot: Int32Array;
  stamp: number;
  exact: Map<string, number[]>;
  lookups: LookupTable;
  /** API → 1 while the query being ranked names it. */
  namedApi: Uint8Array;
  /** API → [from, to) of its documents, which the catalog keeps together. */
  apiRange: Uint32Array;
  /**
   * Resource → index in METHOD_CODES; METHOD_CODES.length for other methods and MCP servers;
   * ANY_METHOD for operations of RPC-style APIs, whose methods say nothing of what they do.
   */
  method: Uint8Array;
  /** Resource → 1 for an operation for testing the real one (a sandbox number, a test send), which a goal rarely means. */
  forTesting: Uint8Array;
  /** API → one API standing for it and its versions and mirrors (two Spotify specs are one API). */
  apiGroup: Uint32Array;
  /** Family → its copy of highest prior (the canonical version's, not an enterprise or beta mirror's): the one a result shows. */
  familyFace: Int32Array;
}

const scratchSpace = new WeakMap<SearchModel, Scratch>();

/** Read-only tables one thread's ranking builds that another ranking over the same model may take as they are. */
export interface SharedSearchTables {
  endpointDense: ReadonlyMap<number, Float32Array>;
}

/**
 * Builds the per-catalog lookup tables now, so the first query does not pay for them; `shared`, from
 * `sharedSearchTables` of another thread's copy of the same model, is taken instead of built again.
 */
export function prepareSearch(model: SearchModel, resources: readonly RankedResource[], shared?: SharedSearchTables): void {
  scratchFor(model, resources, shared);
}

/** The tables of this thread's ranking that others may share (in shared memory, so handing them to a worker copies nothing). */
export function sharedSearchTables(model: SearchModel, resources: readonly RankedResource[]): SharedSearchTables {
  return { endpointDense: scratchFor(model, resources).endpoints.dense };
}

function apiRanges(model: SearchModel): Uint32Array {
  const range = new Uint32Array(model.apiKeys.length * 2);
  range.fill(0xffffffff, 0);
  for (let api = 0; api < model.apiKeys.length; api++) range[api * 2 + 1] = 0;
  model.docApi.forEach((api, doc) => {
    range[api * 2] = Math.min(range[api * 2], doc);
    range[api * 2 + 1] = Math.max(range[api * 2 + 1], doc + 1);
  });
  return range;
}

/** Each family's copy of highest prior, the first of equals. */
function familyFaces(model: SearchModel): Int32Array {
  const face = new Int32Array(model.familyCount).fill(-1);
  model.docFamily.forEach((family, doc) => {
    if (face[family] < 0 || model.docPrior[doc] > model.docPrior[face[family]]) face[family] = doc;
  });
  return face;
}

/** Joins APIs that share an operation's family, so versions and mirrors of one API count as one. */
function apiGroups(model: SearchModel): Uint32Array {
  const parent = Uint32Array.from(model.apiKeys, (_key, api) => api);
  const root = (api: number): number => {
    while (parent[api] !== api) api = parent[api] = parent[parent[api]];
    return api;
  };
  const familyApi = new Map<number, number>();
  model.docFamily.forEach((family, doc) => {
    const first = familyApi.get(family);
    if (first === undefined) familyApi.set(family, model.docApi[doc]);
    else {
      const [a, b] = [root(first), root(model.docApi[doc])];
      if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
    }
  });
  return parent.map((_parent, api) => root(api));
}

export function scratchFor(model: SearchModel, resources: readonly RankedResource[], shared?: SharedSearchTables): Scratch {
  let scratch = scratchSpace.get(model);
  if (!scratch) {
    const exact = new Map<string, number[]>();
    const method = new Uint8Array(resources.length).fill(METHOD_CODES.length);
    const rpcApis = rpcStyleApis(resources, model.docApi);
    const forTesting = new Uint8Array(resources.length);
    resources.forEach((record, ix) => {
      if (record.resourceType !== 'endpoint') return;
      if (isTestingOperation(record.path)) forTesting[ix] = 1;
      const spelling = (path: string) => {
        const key = `${record.method} ${normalizePath(path)}`;
        const docs = exact.get(key);
        if (docs) docs.push(ix);
        else exact.set(key, [ix]);
      };
      spelling(record.path);
      // The path as the provider's documentation writes it, after the server's own path: `POST /v1/chat/completions`.
      const base = record.basePath ?? ('url' in record && typeof record.url === 'string' ? basePathOf({ url: record.url, path: record.path }) : '');
      if (base) spelling(base + record.path);
      const code = METHOD_CODES.indexOf(record.method);
      if (rpcApis.has(model.docApi[ix])) method[ix] = ANY_METHOD;
      else if (code >= 0) method[ix] = code;
    });
    scratch = {
      endpoints: new ScoreBoard(model.endpoints, { denseShare: DENSE_TERM_SHARE, dense: shared?.endpointDense, docPart: model.docApi, partCount: model.apiKeys.length }),
      apis: new ScoreBoard(model.apis),
      apiRange: apiRanges(model),
      namedApi: new Uint8Array(model.apiKeys.length),
      lookups: lookupTable(resources, model.docApi),
      familyStamp: new Uint32Array(model.familyCount),
      heapSlot: new Int32Array(model.familyCount).fill(-1),
      belowSlot: new Int32Array(model.familyCount).fill(-1),
      stamp: 0,
      exact,
      method,
      forTesting,
      apiGroup: apiGroups(model),
      familyFace: familyFaces(model),
    };
    scratchSpace.set(model, scratch);
  }
  return scratch;
}

/** Groups as term ids known to the index (unknown members dropped), repeats merged, rarest first, values last. */
export function groupsOf(groups: TermGroup[], vocabulary: Map<string, number>, idf: Float32Array): { members: [number, number][]; idf: number }[] {
  const byHead = new Map<number, [number, number][]>();
  for (const group of groups) {
    const members: [number, number][] = [];
    for (const [term, weight] of group) {
      const id = vocabulary.get(term);
      if (id !== undefined && !members.some(([known]) => known === id)) members.push([id, weight]);
    }
    if (members.length === 0) continue;
    const head = members[0][0];
    const existing = byHead.get(head);
    // A word said twice counts a little more, never more than twice.
    if (existing) existing.forEach((member) => { member[1] = Math.min(2, member[1] * 1.5); });
    else byHead.set(head, members);
  }
  // Values and words of the goal's situation (groups led below weight 1) come last: a rare value
  // ("meaning of life") would otherwise fill the pool of documents first and leave the words that
  // describe the call only refining it.
  const isValue = (members: [number, number][]) => (members[0][1] < 1 ? 1 : 0);
  return [...byHead.values()]
    .map((members) => ({ members, idf: idf[members[0][0]] }))
    .sort((a, b) => isValue(a.members) - isValue(b.members) || b.idf - a.idf || a.members[0][0] - b.members[0][0]);
}

/**
 * Which members of a group may bring in new documents. Once rarer words have found MIN_POOL
 * documents, a common word (in more than COMMON_TERM_SHARE of documents) and a related word only
 * refine those: they cannot drag in half the catalog. A common related word never brings any.
 */
function withReach(members: [number, number][], index: ImpactIndex, pool: number): GroupMember[] {
  const commonDf = index.docCount * COMMON_TERM_SHARE;
  return members.map(([term, weight], position) => {
    const common = index.offsets[term + 1] - index.offsets[term] > commonDf;
    return [term, weight, (position > 0 && (common || pool >= MIN_POOL)) || (common && pool >= MIN_POOL)] as const;
  });
}

/** The candidates of a query, best first by combined score, and how many capabilities match it well. */
export interface Candidates {
  docs: number[];
  scores: number[];
  /** Distinct capabilities covering at least half the query. */
  matching: number;
  /** APIs the query names. */
  named: Set<number>;
  /**
   * Operations covering less of the query than the cut, best first by the same combined score:
   * only when fewer than MAX_RESULTS cover enough (else none). They follow the candidates' results.
   */
  below: { doc: number; score: number }[];
}

/** Scores the query's candidates: at most CANDIDATES, the best kept in a heap. */
export function scoreCandidates(model: SearchModel, resources: readonly RankedResource[], plan: QueryPlan, q: string, weights: RankingWeights): Candidates {
  const scratch = scratchFor(model, resources);
  // Which APIs the query names, and which it is about.
  const named = namedApis(model, plan.naming);
  // "My Google Calendar" is the user's account there, not a call about the signed-in user.
  const namesNamedApi = (word: string) => [...(model.apiNames.get(stem(word)) ?? []), ...(model.apiTitleTerms.get(stem(word)) ?? [])].some((api) => named.has(api));
  const ownsNamedApi = plan.possessed.length > 0 && plan.possessed.every(namesNamedApi);
  const groups: TermGroup[] = plan.mine && !ownsNamedApi ? [...plan.groups, [['me', 1]]] : plan.groups;
  const apiBoard = scratch.apis;
  for (const { members } of groupsOf(groups, model.apis.vocabulary, model.apis.idf)) {
    apiBoard.addGroup(model.apis, members.map(([term, weight]) => [term, weight, false] as const), 0);
  }
  let bestApi = 0;
  for (let i = 0; i < apiBoard.touchedCount; i++) bestApi = Math.max(bestApi, apiBoard.scores[apiBoard.touched[i]]);

  const board = scratch.endpoints;
  const focus = isOn(weights, 'focusApis') ? focusApis(apiBoard, named, scratch.apiRange) : [...named].slice(0, FOCUS_APIS * 2);
  board.open(focus, focus.flatMap((api) => [scratch.apiRange[api * 2], scratch.apiRange[api * 2 + 1]]));
  let totalIdf = 0;
  for (const { members, idf } of groupsOf(groups, model.endpoints.vocabulary, model.endpoints.idf)) {
    totalIdf += idf;
    board.addGroup(model.endpoints, withReach(members, model.endpoints, board.touchedCount), idf);
  }

  // Documents covering much less of the query than the best one are not candidates.
  // Hot loops: everything they read is a local, none captured by a closure.
  const { touched, touchedCount, coverage, scores } = board;
  const { docApi, docFamily } = model;
  const { familyStamp, namedApi: isNamed } = scratch;
  const testingPrior = isOn(weights, 'testing') && !asksTesting(q) ? TESTING_PRIOR : 1;
  const apiScores = apiBoard.scores;
  for (const api of named) isNamed[api] = 1;
  // A named API's operations compete among themselves: its own words may differ from other APIs'.
  let bestCoverage = 0;
  let bestNamedCoverage = 0;
  for (let i = 0; i < touchedCount; i++) {
    const doc = touched[i];
    const covered = coverage[doc];
    bestCoverage = Math.max(bestCoverage, covered);
    if (isNamed[docApi[doc]] === 1) bestNamedCoverage = Math.max(bestNamedCoverage, covered);
  }
  // Versions and mirrors of one operation are one capability and take one place among the candidates:
  // sixteen GitHub Enterprise copies of one call would otherwise crowd out other calls.
  const familyOf = isOn(weights, 'oneCopy') ? docFamily : undefined;
  const heap: Heap = { docs: [], scores: [], familyOf, slot: scratch.heapSlot };
  const heapDocs = heap.docs;
  const heapScores = heap.scores;
  const maxLift = (1 + weights.apiRelevance) * Math.max(...plan.methodLift) * Math.max(1, weights.namedApi) * Math.max(1, weights.wellKnown) * Math.max(1, weights.major)
    * (plan.placeholders.length > 0 ? PLACEHOLDER_LIFT : 1);
  const parameters = plan.placeholders.map((name) => new RegExp(`\\{${name}\\}`, 'i'));
  const lifts: Lifts = { model, scratch, weights, apiScores, bestApi, methodLift: plan.methodLift, testingPrior };
  let matching = 0;
  const stamp = ++scratch.stamp;
  for (let i = 0; i < touchedCount; i++) {
    const doc = touched[i];
    const covered = coverage[doc];
    if (totalIdf > 0 && covered >= MIN_COVERAGE_SHARE * totalIdf) {
      const family = docFamily[doc];
      if (familyStamp[family] !== stamp) {
        familyStamp[family] = stamp;
        matching++;
      }
    }
    if (covered < MIN_COVERAGE_SHARE * (isNamed[docApi[doc]] === 1 ? bestNamedCoverage : bestCoverage)) continue;
    // No lift can carry this one past the weakest kept candidate.
    if (heapDocs.length === CANDIDATES && scores[doc] * maxLift < heapScores[0]) continue;
    let score = liftedScore(lifts, doc, scores[doc]);
    // Only a candidate the lift can keep is worth reading the path of.
    if (parameters.length > 0 && (heapDocs.length < CANDIDATES || score * PLACEHOLDER_LIFT >= heapScores[0]) && takesAll(resources[doc], parameters)) score *= PLACEHOLDER_LIFT;
    // The coverage factor is at most 1, and costs a square root: only candidates that can stay pay for it.
    if (heapDocs.length === CANDIDATES && score < heapScores[0]) continue;
    score *= coverageFactor(covered / totalIdf, weights.coverage);
    pushCandidate(heap, doc, score);
  }
  // When too few cover enough of the query to fill a page of results, those covering less follow them.
  const below: Heap = { docs: [], scores: [], familyOf, slot: scratch.belowSlot };
  if (isOn(weights, 'fillBelow') && heapDocs.length < MAX_RESULTS) {
    for (let i = 0; i < touchedCount; i++) {
      const doc = touched[i];
      const covered = coverage[doc];
      if (covered >= MIN_COVERAGE_SHARE * (isNamed[docApi[doc]] === 1 ? bestNamedCoverage : bestCoverage)) continue;
      if (familyOf !== undefined && heap.slot[familyOf[doc]] >= 0) continue;
      let score = liftedScore(lifts, doc, scores[doc]);
      if (parameters.length > 0 && takesAll(resources[doc], parameters)) score *= PLACEHOLDER_LIFT;
      pushCandidate(below, doc, score * coverageFactor(covered / totalIdf, weights.coverage));
    }
  }
  for (const { docs, slot } of [heap, below]) for (const doc of docs) slot[docFamily[doc]] = -1;
  for (const api of named) isNamed[api] = 0;
  board.reset();
  apiBoard.reset();
  return { docs: heapDocs, scores: heapScores, matching, named, below: below.docs.map((doc, ix) => ({ doc, score: below.scores[ix] })).sort((a, b) => b.score - a.score || a.doc - b.doc) };
}

/** What lifts a candidate's BM25F score: read once per query. */
interface Lifts {
  model: SearchModel;
  scratch: Scratch;
  weights: RankingWeights;
  apiScores: Float32Array;
  bestApi: number;
  methodLift: readonly number[];
  testingPrior: number;
}

/** A document's score times its prior, its API's relevance, method agreement, a named API's and a well-known provider's lifts. */
function liftedScore({ model, scratch, weights, apiScores, bestApi, methodLift, testingPrior }: Lifts, doc: number, score: number): number {
  const api = model.docApi[doc];
  const apiRelevance = bestApi > 0 ? apiScores[api] / bestApi : 0;
  let lifted = score * model.docPrior[doc] * (1 + weights.apiRelevance * apiRelevance) * methodLift[scratch.method[doc]] * (scratch.forTesting[doc] === 1 ? testingPrior : 1);
  if (scratch.namedApi[api] === 1) lifted *= weights.namedApi;
  const wellKnown = model.apiWellKnown[api];
  if (wellKnown >= 1) lifted *= wellKnown === 2 ? weights.wellKnown * weights.major : weights.wellKnown;
  return lifted;
}

/** `share ** exponent`; the default 1.5 as share·√share, several times cheaper than a power in the hottest line of ranking. */
function coverageFactor(share: number, exponent: number): number {
  return exponent === 1.5 ? share * Math.sqrt(share) : share ** exponent;
}

/** The operation's path takes each of these parameters (`{calendarId}`). */
function takesAll(resource: RankedResource, parameters: readonly RegExp[]): boolean {
  return resource.resourceType === 'endpoint' && parameters.every((parameter) => parameter.test(resource.path));
}

/**
 * The APIs a query names ("on Slack", "spotify"). Names that name one API together name it alone
 * ("google fit"); else a provider's name with a word of one of its APIs' titles names that API
 * alone: "google calendar", "aws s3".
 */
export function namedApis(model: SearchModel, words: string[]): Set<number> {
  const named = new Set(words.flatMap((word) => model.apiNames.get(word) ?? []));
  const namings = new Map<number, number>();
  for (const word of new Set(words)) for (const api of model.apiNames.get(word) ?? []) namings.set(api, (namings.get(api) ?? 0) + 1);
  const most = Math.max(0, ...namings.values());
  if (most > 1) return new Set([...named].filter((api) => namings.get(api) === most));
  const titled = new Set(words.flatMap((word) => (model.apiTitleTerms.get(word) ?? []).filter((api) => named.has(api) && !(model.apiNames.get(word) ?? []).includes(api))));
  return titled.size > 0 ? titled : named;
}


function focusApis(apiBoard: ScoreBoard, named: Set<number>, apiRange: Uint32Array): number[] {
  const { scores } = apiBoard;
  const likeliest: number[] = [];
  for (let i = 0; i < apiBoard.touchedCount; i++) {
    const api = apiBoard.touched[i];
    const score = scores[api];
    if (likeliest.length === FOCUS_APIS && score <= scores[likeliest[FOCUS_APIS - 1]]) continue;
    if (named.has(api) || apiRange[api * 2 + 1] - apiRange[api * 2] > FOCUS_MAX_DOCS) continue;
    let at = likeliest.length;
    while (at > 0 && (scores[likeliest[at - 1]] < score || (scores[likeliest[at - 1]] === score && likeliest[at - 1] > api))) at--;
    likeliest.splice(at, 0, api);
    if (likeliest.length > FOCUS_APIS) likeliest.pop();
  }
  return [...[...named].slice(0, FOCUS_APIS * 2), ...likeliest];
}

/**
 * Endpoints whose method and path the query spells out; the named API's first, then those whose
 * API title holds more of the query's other words ("POST /{format} Verify API"), then well-known
 * providers' and canonical ones.
 */
export function exactCandidates(scratch: Scratch, model: SearchModel, match: RegExpExecArray, named: Set<number>, words: string[]): number[] {
  // The path as spelled, with an AWS-style action (`/#Action=DescribeInstances`), else without its query or fragment.
  const spelled = (path: string) => scratch.exact.get(`${match[1].toUpperCase()} ${normalizePath(path)}`);
  const path = match[3];
  const bare = path.replace(/[?#].*$/, '');
  const docs = spelled(path) ?? spelled(bare) ?? filledIn(bare, spelled);
  const titled = new Map<number, number>();
  for (const word of new Set(words)) for (const api of model.apiTitleTerms.get(word) ?? []) titled.set(api, (titled.get(api) ?? 0) + 1);
  const isNamed = (doc: number) => (named.has(model.docApi[doc]) ? 1 : 0);
  const titleWords = (doc: number) => titled.get(model.docApi[doc]) ?? 0;
  const wellKnown = (doc: number) => model.apiWellKnown[model.docApi[doc]];
  return [...docs].sort((a, b) => isNamed(b) - isNamed(a) || titleWords(b) - titleWords(a) || wellKnown(b) - wellKnown(a) || model.docPrior[b] - model.docPrior[a] || a - b);
}

/**
 * Endpoints whose path takes the spelled one's values as parameters (`/repos/octocat/hello-world/issues`
 * is `/repos/{owner}/{repo}/issues`, `/users/me/messages` is `/users/{userId}/messages`): fewest
 * segments read as values first; none for a path of more than ten segments.
 */
function filledIn(path: string, spelled: (path: string) => number[] | undefined): number[] {
  const segments = path.split('/');
  if (segments.length > 11) return [];
  const found = new Set<number>();
  const fill = (from: number, left: number, parts: string[]): void => {
    if (left === 0) {
      for (const doc of spelled(parts.join('/')) ?? []) found.add(doc);
      return;
    }
    for (let at = from; at < parts.length; at++) {
      if (!parts[at] || parts[at].startsWith('{')) continue;
      fill(at + 1, left - 1, parts.map((part, ix) => (ix === at ? '{}' : part)));
    }
  };
  // At most half the segments: `/v1/pets/42` is not every path of three parameters.
  const literals = segments.filter((segment) => segment && !segment.startsWith('{')).length;
  for (let count = 1; count <= Math.min(MAX_FILLED_SEGMENTS, Math.floor(literals / 2)) && found.size === 0; count++) fill(0, count, segments);
  return [...found];
}

/** The candidate heap, lowest score at the root; with `familyOf`, one document per family, whose place `slot` keeps. */
interface Heap {
  docs: number[];
  scores: number[];
  familyOf: Uint32Array | undefined;
  slot: Int32Array;
}

function pushCandidate(heap: Heap, doc: number, score: number): void {
  const { docs, scores, familyOf, slot } = heap;
  const family = familyOf === undefined ? -1 : familyOf[doc];
  const held = family < 0 ? -1 : slot[family];
  if (held >= 0) {
    // A copy of a capability already held replaces it only when it scores better; a raised score sinks.
    if (score > scores[held] || (score === scores[held] && doc < docs[held])) {
      docs[held] = doc;
      scores[held] = score;
      siftDown(heap, held);
    }
    return;
  }
  if (docs.length < CANDIDATES) {
    docs.push(doc);
    scores.push(score);
    if (family >= 0) slot[family] = docs.length - 1;
    siftUp(heap, docs.length - 1);
  } else if (score > scores[0] || (score === scores[0] && doc < docs[0])) {
    if (familyOf !== undefined) slot[familyOf[docs[0]]] = -1;
    docs[0] = doc;
    scores[0] = score;
    if (family >= 0) slot[family] = 0;
    siftDown(heap, 0);
  }
}

/** Heap order: lower score first; on equal scores the higher doc index is "lower". */
function below({ scores, docs }: Heap, a: number, b: number): boolean {
  return scores[a] < scores[b] || (scores[a] === scores[b] && docs[a] > docs[b]);
}

function swap({ docs, scores, familyOf, slot }: Heap, a: number, b: number): void {
  [docs[a], docs[b]] = [docs[b], docs[a]];
  [scores[a], scores[b]] = [scores[b], scores[a]];
  if (familyOf !== undefined) {
    slot[familyOf[docs[a]]] = a;
    slot[familyOf[docs[b]]] = b;
  }
}

function siftUp(heap: Heap, at: number): void {
  while (at > 0) {
    const parent = (at - 1) >> 1;
    if (!below(heap, at, parent)) return;
    swap(heap, at, parent);
    at = parent;
  }
}

function siftDown(heap: Heap, at: number): void {
  const size = heap.docs.length;
  for (;;) {
    const left = 2 * at + 1;
    const right = left + 1;
    let smallest = at;
    if (left < size && below(heap, left, smallest)) smallest = left;
    if (right < size && below(heap, right, smallest)) smallest = right;
    if (smallest === at) return;
    swap(heap, at, smallest);
    at = smallest;
  }
}
