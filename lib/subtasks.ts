// Tasks that name the thing to act on by what it is part of: "follow the artist of the song now
// playing" first needs the song now playing. That inner phrase is a query of its own; its best
// result belongs near the top, where an agent reads the calls a task takes.

/** Words that open a phrase describing what the task acts on or takes from. */
const OPENS = /\b(?:of|from)\s+/gi;
/** Words that end such a phrase: the next preposition or a value being set. */
const CLOSES = /\s+(?:of|from|to|into|in|on|onto|and|with|as|called|named|titled|for|by)\b.*$/i;
/** Fewer content words than this are a value or a single noun, which lookups already handle. */
const MIN_WORDS = 2;

/** The phrase after the first "of" or "from" that reads as a thing to find first, if any. */
export function innerPhrase(q: string, isContentWord: (word: string) => boolean): string | undefined {
  for (const match of q.matchAll(OPENS)) {
    const phrase = q.slice(match.index + match[0].length).replace(CLOSES, '').trim();
    const words = phrase.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(isContentWord);
    if (words.length >= MIN_WORDS) return phrase;
  }
  return undefined;
}

/** Results of the inner phrase from which one of an API the task's ranking shows is preferred. */
const INNER_CHOICES = 5;

export interface InnerContext {
  near: number;
  sameFamily: (a: number, b: number) => boolean;
  apiOf: (doc: number) => number;
  /** The document reads (a GET): what an inner phrase describes is a thing to fetch. */
  fetches: (doc: number) => boolean;
}

/**
 * Places the inner phrase's best result second, unless the task's ranking shows it near the top
 * already. Best is the first of its few top results that reads, preferring an API the task's
 * results show; else its first.
 */
export function withInnerResult(order: readonly number[], inner: readonly number[], { near, sameFamily, apiOf, fetches }: InnerContext): number[] {
  const shownApis = new Set(order.slice(0, 10).map(apiOf));
  const choices = inner.slice(0, INNER_CHOICES);
  const best = choices.find((doc) => fetches(doc) && shownApis.has(apiOf(doc))) ?? choices.find((doc) => shownApis.has(apiOf(doc))) ?? inner[0];
  if (best === undefined || order.slice(0, near).some((doc) => sameFamily(doc, best))) return [...order];
  const rest = order.filter((doc) => !sameFamily(doc, best));
  return [...rest.slice(0, 1), best, ...rest.slice(1)];
}
