// The lookups a result needs first. Adding a song to "my first playlist" takes the playlist's id,
// which only the call listing my playlists gives; a song by Mariah Carey takes a search. Those
// calls belong in the results next to the one they feed, or an agent never learns of them.

import type { RankedResource } from '../model.ts';
import { LOOKUP_CONSUMERS as CONSUMERS, LOOKUP_NEAR as NEAR, MAX_LOOKUPS } from './profile.ts';
import { relatedWords } from './thesaurus.ts';
import { resourceNoun, singular, stem } from '../tokens.ts';


/** Per API: the calls an agent makes before or beside a task's call: GETs needing no path parameter, reads of one thing, writes named after an action. */
export interface ApiLookups {
  /** By the noun of what they return: `/me/playlists` under playlist, `/me` under user. */
  byNoun: Map<string, number[]>;
  /** Those with a search segment (`/search`, `/users/search`). */
  searches: number[];
  /** By path: the collection a DELETE of the same path removes from. */
  byPath: Map<string, number>;
  /** Its writes named after an action, by the action's stem: `PUT /me/player/play` under play. */
  actions: Map<string, number[]>;
  /** Reads of one thing or of its parts, by the thing's noun: `/tracks/{id}` and `/albums/{id}/tracks` under track and album. */
  byParent: Map<string, number[]>;
  /** Reads of a part of one thing, by the part's noun: `/artists/{id}/albums` under album. */
  byPart: Map<string, number[]>;
}
export type LookupTable = Map<number, ApiLookups>;

export function lookupTable(resources: readonly RankedResource[], docApi: Uint32Array): LookupTable {
  const table: LookupTable = new Map();
  resources.forEach((record, doc) => {
    if (record.resourceType !== 'endpoint') return;
    let lookups = table.get(docApi[doc]);
    if (!lookups) {
      lookups = { byNoun: new Map(), searches: [], byPath: new Map(), actions: new Map(), byParent: new Map(), byPart: new Map() };
      table.set(docApi[doc], lookups);
    }
    if (record.method !== 'GET') {
      const action = actionOf(record.path);
      if (action) lookups.actions.set(action, [...(lookups.actions.get(action) ?? []), doc]);
      return;
    }
    const [, parent, part] = ONE_THING.exec(record.path) ?? [];
    if (parent !== undefined) lookups.byParent.set(nounTerm(parent), [...(lookups.byParent.get(nounTerm(parent)) ?? []), doc]);
    if (part !== undefined) lookups.byPart.set(nounTerm(part), [...(lookups.byPart.get(nounTerm(part)) ?? []), doc]);
    if (record.path.includes('{')) return;
    const noun = /^\/me\/?$/.test(record.path) ? 'user' : stem(resourceNoun(record.path));
    if (noun) lookups.byNoun.set(noun, [...(lookups.byNoun.get(noun) ?? []), doc]);
    if (/search/i.test(record.path)) lookups.searches.push(doc);
    if (!lookups.byPath.has(record.path)) lookups.byPath.set(record.path, doc);
  });
  return table;
}

/** The action a write's path ends in: `/me/player/play` → play, `/pulls/{pull_number}/merge` → merg. */
function actionOf(path: string): string | undefined {
  const last = path.split('/').filter((segment) => segment && !segment.includes('{')).at(-1);
  return last !== undefined && /^[a-z]+$/i.test(last) ? stem(last.toLowerCase()) : undefined;
}

/** A read of one thing (`/tracks/{id}`) or of one of its parts (`/albums/{id}/tracks`). */
const ONE_THING = /\/([A-Za-z][\w-]*)\/\{[^}]+\}(?:\/([A-Za-z][\w-]*))?$/;

/** The part a read of one thing reads: `/albums/{id}/tracks` → track; none for `/tracks/{id}`. */
function partOf(resource: RankedResource): string | undefined {
  const part = ONE_THING.exec(pathOf(resource))?.[2];
  return part === undefined ? undefined : nounTerm(part);
}

/**
 * The read that gives, of a thing the task finds first, the part it wants: for "the artist of the
 * song now playing", `GET /tracks/{id}` (which names the artist) once the song is found.
 * `things` are the noun's stems, the closest first, each with its relatives; a read of the part
 * itself (`/albums/{id}/tracks` for "the songs of the album") beats a read of the whole thing.
 */
export function partRead(lookups: ApiLookups | undefined, things: readonly (readonly string[])[], part: readonly string[], resources: readonly RankedResource[]): number | undefined {
  for (const thing of things) {
    const reads = thing.flatMap((noun) => lookups?.byParent.get(noun) ?? []);
    if (reads.length === 0) continue;
    return reads.find((doc) => part.includes(partOf(resources[doc]) ?? '')) ?? reads.find((doc) => partOf(resources[doc]) === undefined);
  }
  return undefined;
}

/** A noun's stem and its relatives' ("song" → song, track, tune …), as path segments are keyed. */
export function nounWithRelatives(word: string): string[] {
  return [word, ...relatedWords(word).map(([related]) => related)].map(nounTerm);
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
  /** The stem of the verb the task opens with, when it acts ("play", "merge"). */
  action?: string;
  /** Every id a top result's path takes brings its lookup, whatever the goal says (switch `askedIds` off). */
  everyId: boolean;
}

/** Paths about the signed-in user: what "my" refers to. */
const OWN_PATH = /^\/(me|my|user|self|account)(\/|$)/i;

/** The order with each top result's lookups moved or inserted right after it. */
export function withLookups(order: readonly number[], context: LookupContext): number[] {
  const { resources, docApi, docFamily, table, relevance, looksUp, possessed, picked, action, everyId } = context;
  // The ids a call's path takes are looked up when the goal speaks of a thing to find or act on: a
  // name it gives, the user's own, one picked from a list, an action done to it. "Kick off a CI
  // pipeline run" is served by the run call and its peers, not by the list of repositories beside it.
  const idsAsked = everyId || looksUp || possessed.length > 0 || picked.length > 0 || action !== undefined;
  const result = [...order];
  let placed = 0;
  for (const consumer of order.slice(0, CONSUMERS)) {
    const record = resources[consumer];
    if (record.resourceType !== 'endpoint') continue;
    const lookups = table.get(docApi[consumer]);
    if (!lookups) continue;
    const wanted = idsAsked ? parameterNouns(record.path).map((noun) => best(lookups.byNoun.get(noun) ?? [], resources, relevance)) : [];
    if (looksUp) wanted.push(best(lookups.searches, resources, relevance));
    // Removing from a collection ("clear my saved tracks") takes the ids of what is in it.
    if (record.method === 'DELETE' && !record.path.endsWith('}')) wanted.push(lookups.byPath.get(record.path));
    if (consumer === order[0]) {
      if (action !== undefined) wanted.push(best(lookups.actions.get(action) ?? [], resources, relevance));
      for (const word of possessed) {
        const own = (lookups.byNoun.get(nounTerm(word)) ?? []).filter((doc) => OWN_PATH.test(pathOf(resources[doc])));
        wanted.push(best(own, resources, relevance));
      }
      for (const word of picked) {
        // "the newest album of BIGBANG": the albums of an artist found by name.
        if (looksUp) wanted.push(best(nounWithRelatives(word).flatMap((noun) => lookups.byPart.get(noun) ?? []), resources, relevance));
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
