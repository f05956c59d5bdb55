// The lookups a result needs first. Adding a song to "my first playlist" takes the playlist's id,
// which only the call listing my playlists gives; a song by Mariah Carey takes a search. Those
// calls belong in the results next to the one they feed, or an agent never learns of them.

import type { RankedResource } from './model.ts';
import { resourceNoun, singular } from './steps.ts';
import { stem } from './tokens.ts';

/** Results whose inputs get their lookups placed beside them: the first few, where a task's actions show. */
const CONSUMERS = 4;
/** Lookups placed per ranking, at most. */
const MAX_LOOKUPS = 3;
/** A lookup already this close after its consumer is left where it is. */
const NEAR = 3;

/** Per API: its GET operations that need no path parameter, the calls an agent can make first. */
export interface ApiLookups {
  /** By the noun of what they return: `/me/playlists` under playlist, `/me` under user. */
  byNoun: Map<string, number[]>;
  /** Those with a search segment (`/search`, `/users/search`). */
  searches: number[];
  /** By path: the collection a DELETE of the same path removes from. */
  byPath: Map<string, number>;
}
export type LookupTable = Map<number, ApiLookups>;

export function lookupTable(resources: readonly RankedResource[], docApi: Uint32Array): LookupTable {
  const table: LookupTable = new Map();
  resources.forEach((record, doc) => {
    if (record.resourceType !== 'endpoint' || record.method !== 'GET' || record.path.includes('{')) return;
    let lookups = table.get(docApi[doc]);
    if (!lookups) {
      lookups = { byNoun: new Map(), searches: [], byPath: new Map() };
      table.set(docApi[doc], lookups);
    }
    const noun = /^\/me\/?$/.test(record.path) ? 'user' : stem(resourceNoun(record.path));
    if (noun) lookups.byNoun.set(noun, [...(lookups.byNoun.get(noun) ?? []), doc]);
    if (/search/i.test(record.path)) lookups.searches.push(doc);
    if (!lookups.byPath.has(record.path)) lookups.byPath.set(record.path, doc);
  });
  return table;
}

const pathOf = (resource: RankedResource) => (resource.resourceType === 'endpoint' ? resource.path : '');

const nounTerm = (segment: string) => stem(singular(segment.replace(/[^A-Za-z]/g, '')));

/** What each path parameter identifies: `/playlists/{playlist_id}` → playlist, `/users/{id}` → user. */
function parameterNouns(path: string): string[] {
  const nouns: string[] = [];
  const segments = path.split('/');
  segments.forEach((segment, at) => {
    const parameter = /^\{([^}]+)\}$/.exec(segment)?.[1];
    if (!parameter) return;
    const named = /^(.+?)[-_]?(id|gid|uuid|key|name)$/i.exec(parameter)?.[1];
    const previous = segments[at - 1] ?? '';
    const noun = named ?? (previous.includes('{') ? '' : previous);
    if (noun) nouns.push(nounTerm(noun));
  });
  return nouns;
}

export interface LookupContext {
  resources: readonly RankedResource[];
  docApi: Uint32Array;
  docFamily: Uint32Array;
  table: LookupTable;
  /** How well a document matches the query, 0 when it was not a candidate. */
  relevance: (doc: number) => number;
  /** The query names a thing (a song, an artist) it has no id for. */
  looksUp: boolean;
  /** Words the query says are the user's own ("my first playlist" → first, playlist). */
  possessed: readonly string[];
  /** Words the query picks from a list ("the third track" → track): the list is read first. */
  picked: readonly string[];
}

/** Paths about the signed-in user: what "my" refers to. */
const OWN_PATH = /^\/(me|my|user|self|account)(\/|$)/i;

/** The order with each top result's lookups moved or inserted right after it. */
export function withLookups(order: readonly number[], context: LookupContext): number[] {
  const { resources, docApi, docFamily, table, relevance, looksUp, possessed, picked } = context;
  const result = [...order];
  let placed = 0;
  for (const consumer of order.slice(0, CONSUMERS)) {
    const record = resources[consumer];
    if (record.resourceType !== 'endpoint') continue;
    const lookups = table.get(docApi[consumer]);
    if (!lookups) continue;
    const wanted = parameterNouns(record.path).map((noun) => best(lookups.byNoun.get(noun) ?? [], resources, relevance));
    if (looksUp) wanted.push(best(lookups.searches, resources, relevance));
    // Removing from a collection ("clear my saved tracks") takes the ids of what is in it.
    if (record.method === 'DELETE' && !record.path.endsWith('}')) wanted.push(lookups.byPath.get(record.path));
    if (consumer === order[0]) {
      for (const word of possessed) {
        const own = (lookups.byNoun.get(nounTerm(word)) ?? []).filter((doc) => OWN_PATH.test(pathOf(resources[doc])));
        wanted.push(best(own, resources, relevance));
      }
      for (const word of picked) {
        const lists = lookups.byNoun.get(nounTerm(word)) ?? [];
        // "my third track" is one of the user's own; "the newest album of BIGBANG" is anyone's.
        const own = possessed.length > 0 ? lists.filter((doc) => OWN_PATH.test(pathOf(resources[doc]))) : [];
        wanted.push(best(own.length > 0 ? own : lists, resources, relevance));
      }
    }
    for (const lookup of wanted) {
      if (lookup === undefined || lookup === consumer || placed === MAX_LOOKUPS) continue;
      // One capability shows once: a version of the lookup already listed is the one moved.
      const existing = result.findIndex((doc) => docFamily[doc] === docFamily[lookup]);
      if (existing >= 0 && existing <= result.indexOf(consumer) + NEAR) continue;
      const moved = existing >= 0 ? result.splice(existing, 1)[0] : lookup;
      result.splice(result.indexOf(consumer) + 1, 0, moved);
      placed++;
    }
  }
  return result;
}

function best(docs: number[], resources: readonly RankedResource[], relevance: (doc: number) => number): number | undefined {
  let chosen: number | undefined;
  for (const doc of docs) {
    if (chosen === undefined) chosen = doc;
    else {
      const difference = relevance(doc) - relevance(chosen);
      const shorter = pathOf(resources[doc]).length < pathOf(resources[chosen]).length;
      if (difference > 0 || (difference === 0 && shorter)) chosen = doc;
    }
  }
  return chosen;
}
