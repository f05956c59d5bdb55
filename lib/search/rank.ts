// Ranking a query over the catalog: keyword impacts, weighed by which API the query is about and
// by the API it names, versions and mirrors collapsed so a capability shows once.

import { LRUCache } from 'lru-cache';
import { ScoreBoard, type GroupMember, type ImpactIndex } from './impact-index.ts';
import { withMatchingTools } from '../guide.ts';
import type { McpRecord, RankedResource, ResourceRecord } from '../model.ts';
import { normalizePath, type SearchModel } from './model.ts';
import { INTENT_BY_WORD, LEADING_VERB_SENSES } from './intent.ts';
import { lookupTable, nounWithRelatives, partRead, withLookups, type LookupTable } from './lookups.ts';
import { innerPhrase, wantedOf, withInnerResult } from './subtasks.ts';
import { resourceNoun, singular } from '../brief/steps.ts';
import { RPC_METHOD_PATH } from '../spec-signals.ts';
import { relatedWords } from './thesaurus.ts';
import { analyze, splitWords, stem, STOP_WORDS } from '../tokens.ts';

/** Reachable results per query, across all pages (contract section 8). */
export const MAX_RESULTS = 40;

export interface SearchResult {
  id: string;
  resourceType: 'endpoint' | 'mcp';
  name: string;
  description: string;
  method?: string;
  transport?: string;
  url: string;
  evaluateGuide: string;
}

export interface SearchPage {
  data: SearchResult[];
  /** Distinct capabilities matching the query (versions and mirrors counted once). */
  total: number;
  /** Offset of the next page, when one exists within the reachable results. */
  nextOffset?: number;
}

export interface RankingWeights {
  /** How much the API-level relevance lifts an endpoint's score. */
  apiRelevance: number;
  /** Multiplier for endpoints of an API the query names ("on Slack", "spotify"). */
  namedApi: number;
  /** Exponent on the share of the query's idf an endpoint covers. */
  coverage: number;
  /** Lift for endpoints whose method does what the query's main verb asks. */
  methodIntent: number;
  /** Multiplier for endpoints of well-known providers. */
  wellKnown: number;
  /** Further multiplier for the few providers most developers use (GitHub, Stripe, Spotify). */
  major: number;
  /** Stages and rules switched off, to measure what each earns (`npx tsx bench/quality.ts --ablate`). */
  off?: readonly Switch[];
}

/** The stages and rules of ranking that can be switched off one by one. */
export const SWITCHES = [
  'thesaurus', 'compounds', 'leadingVerbs', 'names', 'quoted', 'identifierKinds', 'catalogVerbs', 'placeholders', 'mine', 'brands', 'testing',
  'focusApis', 'diversify', 'lookups', 'inner',
] as const;
export type Switch = (typeof SWITCHES)[number];
const isOn = (weights: RankingWeights, name: Switch) => !weights.off?.includes(name);

export const DEFAULT_WEIGHTS: RankingWeights = { apiRelevance: 2.5, namedApi: 4, coverage: 1.5, methodIntent: 1, wellKnown: 1.6, major: 1.4 };

const CANDIDATES = 200;
/** Results one API may place before diversification starts to discount it, and the discount. */
const DIVERSITY_FREE = 3;
const DIVERSITY_DECAY = 0.9;
const DIVERSITY_POOL = MAX_RESULTS * 4;
const EXACT_PATTERN = /\b(get|post|put|patch|delete|head|options)\s+(\/\S*)/i;
/**
 * A term in more than this share of documents only refines the matches of rarer terms, once
 * those have found at least MIN_POOL documents: it then cannot drag in half the catalog.
 */
const COMMON_TERM_SHARE = 0.02;
const MIN_POOL = 200;
/** Terms in more than this share of documents keep their impacts by document too (`bench/search-stats.ts` counts them). */
export const DENSE_TERM_SHARE = 0.02;

const METHOD_CODES = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const ANY_METHOD = METHOD_CODES.length + 1;
const FILE_EXTENSION = /\.(json|xml|csv|txt|html?|yaml|yml|js|php|aspx?)$/i;
/** Fewer operations than this say too little about an API's style. */
const RPC_MIN_OPERATIONS = 10;

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
/** Words that say nothing about which operation a query wants: most operations take an id; "'s" is a possessive; "used" stems to "us"; "associated with" only links. */
const QUERY_STOP_WORDS = new Set(['id', 'ids', 's', 'used', 'associated']);
/** Kinds of identifier ("the project with gid 123"): like "id", they say which value a call takes, not which call. */
const IDENTIFIER_WORDS = new Set(['gid', 'uuid', 'guid']);
/** Numbers and id-like codes (12345, U12345678) are values a call carries; s3, ec2 and v2 are names. */
const ID_LIKE = /^(\d+|[a-z]{1,2}\d{4,})$/;

function describes(word: string): boolean {
  return !STOP_WORDS.has(word) && !QUERY_STOP_WORDS.has(word) && !ID_LIKE.test(word);
}

interface Scratch {
  endpoints: ScoreBoard;
  apis: ScoreBoard;
  familyStamp: Uint32Array;
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
}

const scratchSpace = new WeakMap<SearchModel, Scratch>();

/** Builds the per-catalog lookup tables now, so the first query does not pay for them. */
export function prepareSearch(model: SearchModel, resources: readonly RankedResource[]): void {
  scratchFor(model, resources);
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

/** A path segment or action for testing the real call: `/marketing/test/send_email`, `#Action=CreateSMSSandboxPhoneNumber`. */
const TESTING_PATH = /(?:^|[/_#=.-])(?:test|tests|sandbox|mock|dummy)(?:$|[/_.-])|(?:Sandbox|Test|Mock)(?=[A-Z]|$)/;
/** How much less an operation for testing counts, unless the goal asks for testing. */
const TESTING_PRIOR = 0.5;
const ASKS_TESTING = /\b(?:test|testing|sandbox|mock|dummy)\b/i;

function scratchFor(model: SearchModel, resources: readonly RankedResource[]): Scratch {
  let scratch = scratchSpace.get(model);
  if (!scratch) {
    const exact = new Map<string, number[]>();
    const method = new Uint8Array(resources.length).fill(METHOD_CODES.length);
    const rpcApis = rpcStyleApis(resources, model.docApi);
    const forTesting = new Uint8Array(resources.length);
    resources.forEach((record, ix) => {
      if (record.resourceType !== 'endpoint') return;
      if (TESTING_PATH.test(record.path)) forTesting[ix] = 1;
      const key = `${record.method} ${normalizePath(record.path)}`;
      exact.set(key, [...(exact.get(key) ?? []), ix]);
      const code = METHOD_CODES.indexOf(record.method);
      if (rpcApis.has(model.docApi[ix])) method[ix] = ANY_METHOD;
      else if (code >= 0) method[ix] = code;
    });
    scratch = {
      endpoints: new ScoreBoard(model.endpoints, { denseShare: DENSE_TERM_SHARE, docPart: model.docApi, partCount: model.apiKeys.length }),
      apis: new ScoreBoard(model.apis),
      apiRange: apiRanges(model),
      namedApi: new Uint8Array(model.apiKeys.length),
      lookups: lookupTable(resources, model.docApi),
      familyStamp: new Uint32Array(model.familyCount),
      stamp: 0,
      exact,
      method,
      forTesting,
      apiGroup: apiGroups(model),
    };
    scratchSpace.set(model, scratch);
  }
  return scratch;
}

export interface Ranking {
  /** Resource indexes, best first, at most MAX_RESULTS, one per family. */
  order: number[];
  total: number;
}

/** A ranking with the candidate pool its query's own ranking was drawn from, best first: what the bench measures recall on. */
export interface RankingWithCandidates extends Ranking {
  candidates: number[];
}

/** A query word with the words that mean much the same, each with a weight (1 for the word itself). */
export type TermGroup = [term: string, weight: number][];

/** Related words for a query word: what a thesaurus or word vectors offer. */
export type Expander = (word: string) => readonly (readonly [string, number])[];

interface QueryPlan {
  groups: TermGroup[];
  /** The query's own describing words (stemmed), which may name an API: not values, not a leading verb's senses. */
  naming: string[];
  /** The query speaks of the user's own things ("my", "mine"), which paths about the signed-in user (`/me/…`) serve. */
  mine: boolean;
  /** The query names a thing to look up first. */
  looksUp: boolean;
  /** Words after "my": the user's own things, which an agent lists to find. */
  possessed: string[];
  /** Words after an ordinal ("the third track", "my first playlist"): things picked from a list. */
  picked: string[];
  /** Method lift per METHOD_CODES entry, then other methods, then ANY_METHOD (1 = none). */
  methodLift: number[];
  /** The stem of the verb the query opens with, when it writes ("play", "merge"). */
  action?: string;
  /** Path parameters the query names by placeholder ("<calendarId>" → calendarId). */
  placeholders: string[];
  /** Stems of the words written with a capital ("a Linear issue"), which may be brand names. */
  capitalised: string[];
}

/** Quoted strings: values a call carries ("Product", 'Love Mariah', "test.txt"), never words describing it. */
const QUOTED = /(^|[\s(:=,])(["\u2018\u201c]|')(.*?)(["\u2019\u201d]|')(?=$|[\s.,;:!?)])/g;
/** Literal values a call carries: links and addresses (whose words say little), dates and times (which say nothing). */
const LINK_OR_ADDRESS = /\b(?:https?:\/\/[^\s'"<>]+|[\w.+-]+@[\w-]+\.[\w.-]+)/gi;
const DATE_OR_TIME = /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b|\b\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\b\.?)?/gi;
/** Runs of capitalised words mid-sentence: proper names (Mariah Carey, The Dark Side of the Moon, BIGBANG; not IDP, whose three letters are an acronym's). */
const NAME_RUN = /(?<=[\p{Ll}\d,;]\s+)(?:[A-Z][\p{Ll}'\u2019&.-]*|[A-Z]{4,})(?![\p{L}\p{N}])(?:\s+(?:(?:of|the|and|de|del|la|le|von|van|&)\s+)*(?:[A-Z][\p{Ll}'\u2019&.-]*|[A-Z]{4,})(?![\p{L}\p{N}]))*/gu;
/** Words just before a value that is being set rather than looked up ("a team called X"). */
const SETS_VALUE = /\b(called|named|titled|name\s+it|rename\s+it|as|to|with)\s+$/i;

/** "get someone to sign", "have the user confirm": the task is the later verb's. */
const CAUSATIVE = /\b(get|have|ask|let|make)\s+(someone|somebody|people|them|him|her|the\s+user|users?|customers?|clients?)\s+(to\s+)?(?=\p{L})/giu;

/** Two-word verbs that API text writes as one word ("look up" → lookup, "sign up" → signup). */
const PHRASAL_VERB = /\b(look|set|back|clean)\s+(up)\b|\b(sign|log|check|opt)\s+(in|out|up)\b|\b(roll)\s+(back)\b/gi;

/** Words that pick one item out of a list ("the third track"); "next" and "top" are mostly features (skip to next, top tracks). */
const ORDINALS = new Set(['first', 'second', 'third', 'fourth', 'fifth', 'last', 'latest', 'newest', 'oldest', 'earliest']);
/** "The first 20": how many to list, not an item to pick or a word to match. */
const PAGE_SIZE = /\bfirst(?=\s+\d+\b)/gi;
/** A placeholder for a value ("<calendarId>"), which names the parameter it fills. */
const PLACEHOLDER = /<([A-Za-z][\w-]*)>/g;
/** Lift for an operation whose path takes every parameter the query names by placeholder. */
const PLACEHOLDER_LIFT = 2;

/** Weight of a leading verb's further senses ("book" → schedule 1, reserve and create less). */
const RELATED_SENSE_WEIGHT = 0.6;

/**
 * Weight of two query words read as one ("user groups" → usergroups): an exact name when the
 * catalog has it, yet a guess; a compound many operations use is a word of its own, whole
 * ("user name" → username, "web hook" → webhook), while a rare one may join words by chance.
 */
const COMPOUND_WEIGHT = 0.8;

/** How much a word inside a value counts: values rarely describe the call, but sometimes do ("Updated Modal"). */
const VALUE_WORD_WEIGHT = 0.3;

export interface QueryValues {
  /** The query with its values blanked out. */
  text: string;
  /** The words of the values. */
  values: string;
  /** A proper name is a thing to look up first (a song of Mariah Carey). */
  looksUp: boolean;
}

/**
 * Splits the values out of a query: quoted strings, and proper names (`isName` decides which runs
 * of capitalised words are names rather than API names or capitalised nouns such as "User Group").
 * Quoted strings are mostly values to set, or names of the user's own things: not looked up.
 */
export function splitValues(text: string, isName: (words: string[]) => boolean = () => true, kinds = { names: true, quoted: true }): QueryValues {
  let looksUp = false;
  const values: string[] = [];
  const literal = text.replace(DATE_OR_TIME, ' ').replace(LINK_OR_ADDRESS, (link) => {
    values.push(link);
    return ' ';
  });
  // A placeholder ("<calendarId>") names its parameter, so its words stay.
  const unquoted = literal.replace(QUOTED, (whole, lead: string, _open, value: string) => {
    if (!kinds.quoted || /^<[^>]*>$/.test(value)) return whole;
    values.push(value);
    return `${lead} `;
  });
  const stripped = unquoted.replace(NAME_RUN, (run: string, offset: number) => {
    if (!kinds.names || !isName(splitWords(run))) return run;
    if (!SETS_VALUE.test(unquoted.slice(0, offset))) looksUp = true;
    values.push(run);
    return ' ';
  });
  return { text: stripped, values: values.join(' '), looksUp };
}

/** What the catalog's vocabulary says of query words. */
export interface CatalogWords {
  /** A run of capitalised words is someone's name rather than words of the catalog. */
  isProperName: (words: string[]) => boolean;
  /** A stemmed term that many operations use: a word in its own right. */
  isCommonTerm: (term: string) => boolean;
  /** How many operations a stemmed verb opens the name of, per method of METHOD_CODES; undefined for words that are not the catalog's verbs. */
  verbMethods: (term: string) => readonly number[] | undefined;
}

/** Without a catalog: every capitalised run is a name, and no compound is common. */
const NO_CATALOG: CatalogWords = { isProperName: () => true, isCommonTerm: () => false, verbMethods: () => undefined };

/** Reads the query: its words and their relatives, the method its verbs ask for, and cues (the user's own things, a named thing to look up). */
export function planQuery(query: string, weights: RankingWeights, expand?: Expander, catalogWords: CatalogWords = NO_CATALOG): QueryPlan {
  // "The first 20 projects" is a page size: "first" picks nothing and matches nothing.
  const text = query.replace(CAUSATIVE, '').replace(PHRASAL_VERB, (phrase) => phrase.replace(/\s+/, '')).replace(PAGE_SIZE, ' ');
  const raw = text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const { text: described, values, looksUp: namesThing } = splitValues(text, catalogWords.isProperName, {
    names: isOn(weights, 'names'), quoted: isOn(weights, 'quoted'),
  });
  // "Play me some quiet songs": things the task has not picked yet, which a search finds.
  const looksUp = namesThing || raw.includes('some');
  const groups: TermGroup[] = [];
  const naming: string[] = [];
  const describedWords = splitWords(described);
  const valueLike = (word: string) => isOn(weights, 'identifierKinds') && IDENTIFIER_WORDS.has(word);
  const words = describedWords.filter((word) => describes(word) && !valueLike(word));
  for (const [position, word] of words.entries()) {
    // "file a ticket", "book a meeting": a leading noun is the verb, and means what its senses say.
    const senses = position === 0 && isOn(weights, 'leadingVerbs') ? LEADING_VERB_SENSES.get(word) : undefined;
    if (senses) {
      for (const sense of senses) groups.push(sense.map((word, ix) => [stem(word), ix === 0 ? 1 : RELATED_SENSE_WEIGHT]));
      continue;
    }
    naming.push(stem(word));
    const group: TermGroup = [[stem(word), 1]];
    // Two words may be one in API names: "user groups" → usergroups, "web hooks" → webhooks.
    const previous = words[position - 1];
    if (isOn(weights, 'compounds') && previous !== undefined && !(position === 1 && LEADING_VERB_SENSES.has(previous))) {
      const compound = stem(previous + word);
      group.push([compound, catalogWords.isCommonTerm(compound) ? 1 : COMPOUND_WEIGHT]);
    }
    for (const [related, weight] of (isOn(weights, 'thesaurus') ? expand?.(word) : undefined) ?? []) {
      const term = stem(related);
      if (!group.some(([known]) => known === term)) group.push([term, weight]);
    }
    groups.push(group);
  }
  for (const word of [...splitWords(values), ...describedWords.filter(valueLike)]) {
    if (describes(word)) groups.push([[stem(word), VALUE_WORD_WEIGHT]]);
  }
  const methodLift = METHOD_CODES.map(() => 1).concat(1);
  // What each verb of the query asks of the method, its first verb wholly, later ones less: the
  // intent list's verbs, then what the catalog's own operation names say of the verbs it lacks.
  const shares = raw.filter((word) => !STOP_WORDS.has(word)).flatMap((word) => {
    const known = INTENT_BY_WORD.get(word);
    if (known) return [METHOD_CODES.map((method) => (known.includes(method) ? 1 : 0))];
    const counts = isOn(weights, 'catalogVerbs') ? catalogWords.verbMethods(stem(word)) : undefined;
    if (counts === undefined) return [];
    const most = Math.max(...counts);
    return [counts.map((count) => count / most)];
  });
  shares.forEach((share, position) => share.forEach((part, code) => {
    methodLift[code] = Math.max(methodLift[code], 1 + weights.methodIntent * part * (position === 0 ? 1 : 0.4));
  }));
  const possessed = raw.flatMap((word, at) => (word === 'my' ? raw.slice(at + 1, at + 4).filter((next) => !STOP_WORDS.has(next)) : []));
  const picked = raw.flatMap((word, at) => (ORDINALS.has(word) ? pickedNoun(raw.slice(at + 1)) : []));
  // An RPC-style operation's method says nothing: it gets the lift the query's verb asks for.
  methodLift[ANY_METHOD] = Math.max(...methodLift);
  const opening = INTENT_BY_WORD.get(raw[0] ?? '');
  const action = opening !== undefined && opening.some((method) => method !== 'GET') ? stem(raw[0]) : undefined;
  const placeholders = isOn(weights, 'placeholders') ? [...query.matchAll(PLACEHOLDER)].map((match) => match[1]) : [];
  const mine = isOn(weights, 'mine') && (raw.includes('my') || raw.includes('mine'));
  const capitalised = [...query.matchAll(/(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}.]*/gu)].map((match) => stem(match[0].toLowerCase().replace(/\.$/, '')));
  return { groups, naming, mine, methodLift, looksUp, possessed, picked, action, placeholders, capitalised };
}

/** The noun an ordinal picks: its next content word ("the third *track*"), unless a number ("the last 50"), which is a page. */
function pickedNoun(following: string[]): string[] {
  const next = following.find((word) => !STOP_WORDS.has(word) && !ORDINALS.has(word));
  return next !== undefined && /^\p{L}+$/u.test(next) ? [next] : [];
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
  // Values come last: a rare value ("meaning of life") would otherwise fill the pool of documents
  // first and leave the words that describe the call only refining it.
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

/** Words in fewer documents than this are names of things rather than words of the catalog. */
const NAME_WORD_MAX_DF = 100;

/**
 * A run of capitalised words is a proper name (Mariah Carey) unless it names a well-known API
 * (Google Calendar) or is mostly words the catalog uses (User Group, Enterprise).
 */
function isProperName(model: SearchModel, words: string[]): boolean {
  const content = words.filter((word) => !STOP_WORDS.has(word));
  // "Netatmo", "Google Fit": every word names an API or its title; "Taylor Swift" stays a name.
  if (content.some((word) => model.apiNames.has(stem(word))) && content.every((word) => model.apiNames.has(stem(word)) || model.apiTitleTerms.has(stem(word)))) return false;
  if (content.some((word) => (model.apiNames.get(stem(word)) ?? []).some((api) => model.apiWellKnown[api] >= 1))) return false;
  const rare = content.filter((word) => documentCount(model, stem(word)) < NAME_WORD_MAX_DF);
  return rare.length * 2 >= content.length;
}

/** How many operations use a stemmed term. */
function documentCount(model: SearchModel, term: string): number {
  const { vocabulary, offsets } = model.endpoints;
  const id = vocabulary.get(term);
  return id === undefined ? 0 : offsets[id + 1] - offsets[id];
}

/** Results within which the inner phrase's best result counts as shown already. */
const INNER_NEAR = 5;

export function rank(model: SearchModel, resources: readonly RankedResource[], q: string, weights: RankingWeights = DEFAULT_WEIGHTS, expand: Expander = relatedWords): Ranking {
  const { order, total } = rankWithCandidates(model, resources, q, weights, expand);
  return { order, total };
}

/** `rank`, with the candidates of the query's own ranking, best first: what the bench measures recall on. */
export function rankWithCandidates(model: SearchModel, resources: readonly RankedResource[], q: string, weights: RankingWeights = DEFAULT_WEIGHTS, expand: Expander = relatedWords): RankingWithCandidates {
  const ranking = rankQuery(model, resources, q, weights, expand);
  const { apiGroup, lookups } = scratchFor(model, resources);
  const context = { near: INNER_NEAR, sameFamily: (a: number, b: number) => model.docFamily[a] === model.docFamily[b], apiOf: (doc: number) => apiGroup[model.docApi[doc]] };
  let order = ranking.order;
  const inner = isOn(weights, 'inner') ? innerPhrase(q, describes) : undefined;
  if (inner !== undefined) {
    // What the phrase describes is a thing to fetch; a task that only reads finds it among its own results.
    const innerOrder = readsOnly(q) ? order : rankQuery(model, resources, `get ${inner}`, weights, expand).order;
    const head = headNoun(inner);
    const things = nounsOf(inner).reverse().map(nounWithRelatives);
    const wanted = wantedOf(q, inner, describes);
    const part = wanted === undefined ? [] : nounWithRelatives(wanted);
    order = withInnerResult(order, innerOrder, {
      follows: (best) => partRead(lookups.get(model.docApi[best]), things, part, resources),
      ...context,
      fetches: (doc) => resources[doc].resourceType === 'endpoint' && resources[doc].method === 'GET',
      namesHead: (doc) => head !== undefined && resources[doc].resourceType === 'endpoint' && returnsNoun(resources[doc].path, head, inner),
    });
  }
  order = order.slice(0, MAX_RESULTS);
  // A getter: serving never pays for the list, only the bench reads it.
  return { order, total: Math.max(ranking.total, order.length), get candidates() { return ranking.scored.map(({ doc }) => doc); } };
}

/** A phrase's content words before any preposition. */
function nounsOf(phrase: string): string[] {
  return phrase.toLowerCase().replace(PREPOSITION_ON, '').split(/[^\p{L}]+/u).filter(describes);
}

/** Words of time that follow a phrase's noun and describe it: "the song *now* playing". */
const TIME_ADVERBS = new Set(['now', 'currently', 'recently', 'right', 'today', 'yesterday']);

/** A phrase's part from its first preposition on, which describes its noun ("top tracks *of Taylor Swift*"). */
const PREPOSITION_ON = /\s(?:of|from|in|on|by|with|for|to|at|near|about)\s.*$/;

/**
 * The noun a phrase names: its last content word before any preposition, past words describing it
 * from behind, which are time words and a participle beside one ("the song now playing", "the song
 * playing right now"; "the upcoming meeting" keeps its noun).
 */
export function headNoun(phrase: string): string | undefined {
  const words = nounsOf(phrase);
  let pastTimeWord = false;
  while (words.length > 1) {
    const last = words.at(-1)!;
    const beside = pastTimeWord || TIME_ADVERBS.has(words.at(-2)!);
    if (TIME_ADVERBS.has(last)) pastTimeWord = true;
    else if (!(/(ing|ed)$/.test(last) && beside)) break;
    words.pop();
  }
  return words.at(-1);
}

/**
 * A path returns a phrase's noun when it ends in it (`/me/player/queue`, `/artists/{id}/top-tracks`),
 * or in a kind the caller picks after a word of the phrase ("my top tracks": `/me/top/{type}`).
 */
export function returnsNoun(path: string, noun: string, phrase: string): boolean {
  if (stem(resourceNoun(path)).endsWith(stem(singular(noun)))) return true;
  const segments = path.split('/');
  const phraseStems = new Set(splitWords(phrase).map(stem));
  return /^\{(type|kind|category|resource|entity)\}$/i.test(segments.at(-1) ?? '') && phraseStems.has(stem(resourceNoun(segments.slice(0, -1).join('/'))));
}

/** The query's first verb asks only to read (get, list, show). */
function readsOnly(q: string): boolean {
  const verb = q.toLowerCase().split(/[^\p{L}]+/u).find((word) => INTENT_BY_WORD.has(word));
  return verb !== undefined && INTENT_BY_WORD.get(verb)!.every((method) => method === 'GET');
}

/**
 * The query's inner phrase, read with the query's own stop words, when it is worth a ranking of its
 * own: a task that only reads finds what its phrase describes among its own results.
 */
export function innerPhraseOf(q: string): string | undefined {
  return readsOnly(q) ? undefined : innerPhrase(q, describes);
}

function rankQuery(model: SearchModel, resources: readonly RankedResource[], q: string, weights: RankingWeights, expand: Expander): Ranking & { scored: { doc: number }[] } {
  const scratch = scratchFor(model, resources);
  const exactMatch = EXACT_PATTERN.exec(q);
  const plan = planQuery(exactMatch ? q.replace(exactMatch[0], ' ') : q, weights, expand, {
    isProperName: (words) => isProperName(model, words),
    isCommonTerm: (term) => documentCount(model, term) >= NAME_WORD_MAX_DF,
    verbMethods: (term) => model.verbMethods.get(term),
  });

  // Which APIs the query names, and which it is about.
  const named = namedApis(model, plan.naming);
  // A brand written as one ("a Linear issue") names its MCP server, though the word means more in the catalog.
  if (isOn(weights, 'brands')) for (const word of plan.capitalised) for (const api of model.brandNames.get(word) ?? []) named.add(api);
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
  const { docApi, docFamily, docPrior, apiWellKnown } = model;
  const { method: docMethod, familyStamp, namedApi: isNamed, forTesting } = scratch;
  const testingPrior = isOn(weights, 'testing') && !ASKS_TESTING.test(q) ? TESTING_PRIOR : 1;
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
  const heapDocs: number[] = [];
  const heapScores: number[] = [];
  const maxLift = (1 + weights.apiRelevance) * Math.max(...plan.methodLift) * Math.max(1, weights.namedApi) * Math.max(1, weights.wellKnown) * Math.max(1, weights.major)
    * (plan.placeholders.length > 0 ? PLACEHOLDER_LIFT : 1);
  const parameters = plan.placeholders.map((name) => new RegExp(`\\{${name}\\}`, 'i'));
  const { methodLift } = plan;
  let matching = 0;
  const stamp = ++scratch.stamp;
  for (let i = 0; i < touchedCount; i++) {
    const doc = touched[i];
    const covered = coverage[doc];
    if (totalIdf > 0 && covered >= 0.5 * totalIdf) {
      const family = docFamily[doc];
      if (familyStamp[family] !== stamp) {
        familyStamp[family] = stamp;
        matching++;
      }
    }
    if (covered < 0.5 * (isNamed[docApi[doc]] === 1 ? bestNamedCoverage : bestCoverage)) continue;
    // No lift can carry this one past the weakest kept candidate.
    if (heapDocs.length === CANDIDATES && scores[doc] * maxLift < heapScores[0]) continue;
    const api = docApi[doc];
    const apiRelevance = bestApi > 0 ? apiScores[api] / bestApi : 0;
    let score = scores[doc] * docPrior[doc] * (1 + weights.apiRelevance * apiRelevance) * methodLift[docMethod[doc]] * (forTesting[doc] === 1 ? testingPrior : 1);
    if (isNamed[api] === 1) score *= weights.namedApi;
    if (apiWellKnown[api] >= 1) score *= apiWellKnown[api] === 2 ? weights.wellKnown * weights.major : weights.wellKnown;
    // Only a candidate the lift can keep is worth reading the path of.
    if (parameters.length > 0 && (heapDocs.length < CANDIDATES || score * PLACEHOLDER_LIFT >= heapScores[0]) && takesAll(resources[doc], parameters)) score *= PLACEHOLDER_LIFT;
    // The coverage factor is at most 1, and costs a square root: only candidates that can stay pay for it.
    if (heapDocs.length === CANDIDATES && score < heapScores[0]) continue;
    score *= coverageFactor(covered / totalIdf, weights.coverage);
    pushCandidate(heapDocs, heapScores, doc, score);
  }
  for (const api of named) isNamed[api] = 0;
  board.reset();
  apiBoard.reset();

  const byScore = heapDocs.map((doc, ix) => ({ doc, score: heapScores[ix] })).sort((a, b) => b.score - a.score || a.doc - b.doc);
  const ranked = diversify(
    byScore,
    { apiOf: (doc) => scratch.apiGroup[docApi[doc]], familyOf: (doc) => docFamily[doc] },
    named.size > 0 || !isOn(weights, 'diversify'),
  );
  const exact = exactMatch ? exactCandidates(scratch, model, exactMatch, named) : [];
  const order: number[] = [];
  const seenFamilies = new Set<number>();
  for (const doc of [...exact, ...ranked]) {
    const family = model.docFamily[doc];
    if (seenFamilies.has(family)) continue;
    seenFamilies.add(family);
    order.push(doc);
    if (order.length === MAX_RESULTS) break;
  }
  const exactFamilies = new Set(exact.map((doc) => model.docFamily[doc])).size;
  // Built on first use: most queries look nothing up.
  let relevance: Map<number, number> | undefined;
  const relevanceOf = (doc: number) => (relevance ??= new Map(heapDocs.map((candidate, ix) => [candidate, heapScores[ix]]))).get(doc) ?? 0;
  const withFirstCalls = !isOn(weights, 'lookups') ? order : withLookups(order, {
    resources, docApi, docFamily, table: scratch.lookups, looksUp: plan.looksUp, possessed: plan.possessed, picked: plan.picked, action: plan.action, relevance: relevanceOf,
  }).slice(0, MAX_RESULTS);
  return { order: withFirstCalls, total: Math.max(matching + exactFamilies, withFirstCalls.length), scored: byScore };
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
 * The APIs a query names ("on Slack", "spotify"). A provider's name with a word of one of its
 * APIs' titles names that API alone: "google calendar", "aws s3".
 */
export function namedApis(model: SearchModel, words: string[]): Set<number> {
  const named = new Set(words.flatMap((word) => model.apiNames.get(word) ?? []));
  const titled = new Set(words.flatMap((word) => (model.apiTitleTerms.get(word) ?? []).filter((api) => named.has(api) && !(model.apiNames.get(word) ?? []).includes(api))));
  return titled.size > 0 ? titled : named;
}

/** APIs whose every document stays a candidate for every query word: the named ones, then the likeliest. */
const FOCUS_APIS = 8;
/** Larger APIs are left to the common-word rule unless named: opening them costs more than it finds. */
const FOCUS_MAX_DOCS = 2_000;

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

/** Endpoints whose method and path the query spells out; the named API's first, then canonical ones. */
function exactCandidates(scratch: Scratch, model: SearchModel, match: RegExpExecArray, named: Set<number>): number[] {
  const docs = scratch.exact.get(`${match[1].toUpperCase()} ${normalizePath(match[2].replace(/[?#].*$/, ''))}`) ?? [];
  const weight = (doc: number) => (named.has(model.docApi[doc]) ? 2 : 0) + model.docPrior[doc];
  return [...docs].sort((a, b) => weight(b) - weight(a) || a - b);
}

function pushCandidate(docs: number[], scores: number[], doc: number, score: number): void {
  if (docs.length < CANDIDATES) {
    docs.push(doc);
    scores.push(score);
    siftUp(docs, scores, docs.length - 1);
  } else if (score > scores[0] || (score === scores[0] && doc < docs[0])) {
    docs[0] = doc;
    scores[0] = score;
    siftDown(docs, scores, 0);
  }
}

/** Heap order: lower score first; on equal scores the higher doc index is "lower". */
function below(scores: number[], docs: number[], a: number, b: number): boolean {
  return scores[a] < scores[b] || (scores[a] === scores[b] && docs[a] > docs[b]);
}

function swap(docs: number[], scores: number[], a: number, b: number): void {
  [docs[a], docs[b]] = [docs[b], docs[a]];
  [scores[a], scores[b]] = [scores[b], scores[a]];
}

function siftUp(docs: number[], scores: number[], at: number): void {
  while (at > 0) {
    const parent = (at - 1) >> 1;
    if (!below(scores, docs, at, parent)) return;
    swap(docs, scores, at, parent);
    at = parent;
  }
}

function siftDown(docs: number[], scores: number[], at: number): void {
  for (;;) {
    const left = 2 * at + 1;
    const right = left + 1;
    let smallest = at;
    if (left < docs.length && below(scores, docs, left, smallest)) smallest = left;
    if (right < docs.length && below(scores, docs, right, smallest)) smallest = right;
    if (smallest === at) return;
    swap(docs, scores, at, smallest);
    at = smallest;
  }
}

/** Words that say nothing about which tool fits. */
const GENERIC_TOOL_WORDS = new Set(['mcp', 'server', 'get', 'list', 'creat', 'updat', 'delet', 'tool', 'search']);

/** The tools of an MCP server whose names or descriptions share a word with the query. */
export function matchingTools(record: McpRecord, q: string): string[] {
  const wanted = new Set(planQuery(q, DEFAULT_WEIGHTS, relatedWords).groups.flatMap((group) => group.map(([term]) => term)));
  return record.tools
    .filter((tool) => analyze(`${tool.name} ${tool.description}`).some((term) => wanted.has(term) && !GENERIC_TOOL_WORDS.has(term)))
    .slice(0, 6)
    .map((tool) => tool.name);
}

export function toSearchResult(record: ResourceRecord, q: string): SearchResult {
  const common = { id: record.id, resourceType: record.resourceType, name: record.name, description: record.description };
  return record.resourceType === 'endpoint'
    ? { ...common, method: record.method, url: record.url, evaluateGuide: record.evaluateGuide }
    : { ...common, transport: record.transport, url: record.url, evaluateGuide: withMatchingTools(record.evaluateGuide, matchingTools(record, q)) };
}

export interface SearchOptions {
  limit: number;
  offset: number;
}

/** Recent rankings per catalog: the pages of one query, and queries agents repeat, rank once. */
const rankings = new WeakMap<SearchModel, LRUCache<string, Ranking>>();
const RANKING_CACHE_SIZE = 2_000;

/** The catalog's cache of recent rankings by query, shared by whoever ranks for it. */
export function rankingCache(model: SearchModel): LRUCache<string, Ranking> {
  let cache = rankings.get(model);
  if (!cache) {
    cache = new LRUCache<string, Ranking>({ max: RANKING_CACHE_SIZE });
    rankings.set(model, cache);
  }
  return cache;
}

/** Ranks `q` in this thread, or answers from the cache. */
export function cachedRank(model: SearchModel, resources: readonly RankedResource[], q: string): Ranking {
  const cache = rankingCache(model);
  let ranking = cache.get(q);
  if (!ranking) {
    ranking = rank(model, resources, q);
    cache.set(q, ranking);
  }
  return ranking;
}

/** One page of a ranking of `q`. */
export function searchPage({ order, total }: Ranking, resources: readonly ResourceRecord[], q: string, { limit, offset }: SearchOptions): SearchPage {
  const end = Math.min(offset + limit, order.length);
  const data = order.slice(offset, end).map((ix) => toSearchResult(resources[ix], q));
  return { data, total, nextOffset: end < order.length ? end : undefined };
}
