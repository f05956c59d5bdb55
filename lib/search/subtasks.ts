// Tasks that take more than one call. One that names the thing to act on by what it is part of
// ("follow the artist of the song now playing") first needs the song now playing. Such an inner
// phrase is a query of its own; its best result belongs near the top, where an agent reads the
// calls a task takes.

import { HEAD_CHOICES, INNER_CHOICES, INNER_MIN_WORDS } from './profile.ts';

/** Words that open a phrase describing what the task acts on or takes from ("the singers *involved in* the song"). */
const OPENS = /\b(?:of|from|(?:involved|featured|included|appearing)\s+in)\s+/gi;
/** Words that end such a phrase: the next preposition or a value being set. */
const CLOSES = /\s+(?:of|from|to|into|in|on|onto|and|with|as|called|named|titled|for|by)\b.*$/i;

/** "Make my top tracks a new playlist": what a thing is made from is a thing to find first. */
const MADE_FROM = /\b(?:make|turn)\s+(.+?)\s+(?:into\s+)?(?:a|an)\s+/i;

function contentWords(text: string, isContentWord: (word: string) => boolean): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(isContentWord);
}

/** The phrase has enough content words to be ranked on its own. */
function rankable(phrase: string, isContentWord: (word: string) => boolean): boolean {
  return contentWords(phrase, isContentWord).length >= INNER_MIN_WORDS;
}

/** The thing a task makes something from, or else the phrase after its first "of" or "from", that reads as a thing to find first, if any. */
export function innerPhrase(q: string, isContentWord: (word: string) => boolean): string | undefined {
  const enough = (phrase: string) => rankable(phrase, isContentWord);
  const source = MADE_FROM.exec(q)?.[1];
  if (source !== undefined && enough(source)) return source;
  for (const match of q.matchAll(OPENS)) {
    const phrase = q.slice(match.index + match[0].length).replace(CLOSES, '').trim();
    if (enough(phrase)) return phrase;
  }
  return undefined;
}

/** The opening words right before an inner phrase. */
const OPENS_AT_END = new RegExp(`(?:${OPENS.source})$`, 'i');

/** What the task wants of the inner phrase's thing: the last content word before the phrase opens ("the *singers* involved in the song"). */
export function wantedOf(q: string, phrase: string, isContentWord: (word: string) => boolean): string | undefined {
  const before = q.slice(0, q.indexOf(phrase)).replace(OPENS_AT_END, '');
  return contentWords(before, isContentWord).at(-1);
}


/** What placing a further query's result in the task's ranking needs to know. */
export interface PlacementContext {
  /** Results within which a placed result counts as shown already. */
  near: number;
  sameFamily: (a: number, b: number) => boolean;
  apiOf: (doc: number) => number;
}

export interface InnerContext extends PlacementContext {
  /** The document reads (a GET): what an inner phrase describes is a thing to fetch. */
  fetches: (doc: number) => boolean;
  /** The document returns what the phrase's last noun names ("the current playing *queue*"). */
  namesHead?: (doc: number) => boolean;
  /** The call that reads, from the thing the best result finds, what the task wants of it ("the *artist* of the song"). */
  follows?: (best: number) => number | undefined;
}

/**
 * Places the inner phrase's best result second, unless the task's ranking shows it near the top
 * already. Best is the first of its few top results that reads, from an API the task's results
 * show, and returns the phrase's head noun; failing that, the first that reads; else the first from
 * such an API. None of them from such an API: nothing is placed (`npx tsx bench/quality.ts`: check
 * nDCG@10 0.387 → 0.389, tune 0.381 → 0.383, RestBench unchanged).
 */
export function withInnerResult(order: readonly number[], inner: readonly number[], { near, sameFamily, apiOf, fetches, namesHead = () => false, follows = () => undefined }: InnerContext): number[] {
  // What the phrase describes is fetched from an API the task's own results show: from any other, the
  // phrase was no thing the task acts on ("an env file", "last week"), and its best result is noise.
  const shownApis = new Set(order.slice(0, 10).map(apiOf));
  const choices = inner.slice(0, INNER_CHOICES);
  const best = choices.slice(0, HEAD_CHOICES).find((doc) => fetches(doc) && shownApis.has(apiOf(doc)) && namesHead(doc))
    ?? choices.find((doc) => fetches(doc) && shownApis.has(apiOf(doc))) ?? choices.find((doc) => shownApis.has(apiOf(doc)));
  if (best === undefined) return [...order];
  const next = follows(best);
  return placedAfterFirst(order, next === undefined ? [best] : [best, next], { near, sameFamily });
}

/** The order with `picks` right after its first result, each once, except those shown within `near` already. */
function placedAfterFirst(order: readonly number[], picks: readonly number[], { near, sameFamily }: Omit<PlacementContext, 'apiOf'>): number[] {
  const placed: number[] = [];
  for (const pick of picks) {
    if (order.slice(0, near).some((doc) => sameFamily(doc, pick)) || placed.some((doc) => sameFamily(doc, pick))) continue;
    placed.push(pick);
  }
  const rest = order.filter((doc) => !placed.some((pick) => sameFamily(doc, pick)));
  return [...rest.slice(0, 1), ...placed, ...rest.slice(1)];
}

