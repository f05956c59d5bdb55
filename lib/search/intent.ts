// Verbs by the HTTP method they ask for (INTENT_VERBS in the profile), looked up by word: search
// ranks by them, integrate checks coverage.

import { INTENT_VERBS } from './profile.ts';

export const INTENT_BY_WORD = new Map<string, string[]>();
for (const [method, verbs] of Object.entries(INTENT_VERBS)) {
  for (const verb of verbs) INTENT_BY_WORD.set(verb, [...(INTENT_BY_WORD.get(verb) ?? []), method]);
}

/** Whether a verb, as written (the table's words are in lower case), asks only to read: "get", "list", "fetch". */
export const readingVerb = (word: string): boolean => INTENT_BY_WORD.get(word)?.every((method) => method === 'GET') ?? false;
