// Verbs by the HTTP method they ask for (INTENT_VERBS in the profile), looked up by word: search
// ranks by them, integrate checks coverage.

import { INTENT_VERBS } from './profile.ts';

export const INTENT_BY_WORD = new Map<string, string[]>();
for (const [method, verbs] of Object.entries(INTENT_VERBS)) {
  for (const verb of verbs) INTENT_BY_WORD.set(verb, [...(INTENT_BY_WORD.get(verb) ?? []), method]);
}
