// Turning API text and queries into index terms: split the way API names are written, drop
// filler words, and stem so plurals and verb forms meet (playlists → playlist, creating → creat).

import { stem as porter2 } from 'porter2';
import { stemmer } from 'stemmer';

/**
 * Words: camelCase, snake_case, kebab-case, dotted and slashed names all come apart
 * (`chat.postMessage` → chat, post, message; `/repos/{owner}/{repo}` → repos, owner, repo;
 * `getUserIDs` → get, user, ids).
 */
export function splitWords(text: string): string[] {
  return text
    // An acronym's plural is one word (UUIDs, URLs, APIs), not an acronym and a word ("UUI Ds").
    .replace(/([A-Z]{2,})s(?![a-z])/g, '$1S')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && word.length <= 40);
}

/** Words that carry no meaning in a query or an API description. */
export const STOP_WORDS = new Set([
  'a', 'an', 'the', 'of', 'to', 'for', 'in', 'on', 'and', 'or', 'by', 'with', 'from', 'is', 'are', 'be', 'been', 'being',
  'my', 'i', 'it', 'its', 'this', 'that', 'these', 'those', 'at', 'as', 'into', 'onto', 'via', 'using', 'use',
  'how', 'what', 'which', 'who', 'can', 'could', 'do', 'does', 'should', 'would', 'will', 'want', 'need', 'please',
  'some', 'any', 'our', 'your', 'their', 'we', 'you', 'they', 'he', 'she', 'them', 'his', 'her', 'if', 'then', 'than',
  'so', 'such', 'there', 'here', 'also', 'just', 'only', 'not', 'no', 'yes', 'all', 'each', 'every', 'about', 'api',
  'apis', 'endpoint', 'endpoints', 'operation', 'request', 'http', 'https', 'www', 'com', 'json', 'given', 'specified',
  'provided', 'e', 'g', 'eg', 'ie', 'etc', 'has', 'have', 'had', 'was', 'were', 'am', 'let', 'lets', 'one', 'up',
]);

const stemCache = new Map<string, string>();

/**
 * Porter leaves a verb and its noun apart where API text needs them together: verify / verification
 * (verifi, verif), subscribe / subscription (subscrib, subscript), create / creation.
 */
function sharedStem(stemmed: string): string {
  if (stemmed.length >= 6 && stemmed.endsWith('ifi')) return stemmed.slice(0, -1);
  if (/(?:subscript|transcript|prescript)$/.test(stemmed)) return `${stemmed.slice(0, -6)}scrib`;
  return stemmed === 'creation' ? 'creat' : stemmed;
}

/**
 * Words Porter's stemmer conflates with unrelated ones, which its revision (Porter2) stems apart:
 * those opening gener-, commun- and arsen- (generate / general / generic all "gener", communication /
 * community "commun") and its exceptional forms ("news" is no "new"). Check hit@10 0.794 → 0.800,
 * nDCG@10 0.403 → 0.405, MRR@10 0.575 → 0.578, recall@200 0.891 → 0.897; the tune half, WAPIIBench and
 * RestBench unchanged but tune nDCG@10 +0.002 (`npx tsx bench/quality.ts`). Porter2 everywhere: check
 * hit@10 0.800 but MRR@10 0.570, RestBench all-in-25 0.825.
 */
const PORTER2_WORDS = /^(?:gener|commun|arsen)|^(?:skis|skies|sky|dying|lying|tying|idly|gently|ugly|early|singly|news|howe|atlas|cosmos|bias|andes|inning|innings|outing|outings|canning|cannings|herring|herrings|earring|earrings|proceed|exceed|succeed)$/;

/** Porter stem of a lower-case word (Porter2's where Porter conflates it); short words (sms, url, id) stay as they are. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let stemmed = stemCache.get(word);
  if (stemmed === undefined) {
    stemmed = sharedStem(PORTER2_WORDS.test(word) ? porter2(word) : stemmer(word));
    if (stemCache.size < 200_000) stemCache.set(word, stemmed);
  }
  return stemmed;
}

/** Index terms of a text, in order, repeats kept (term frequency matters). */
export function analyze(text: string): string[] {
  const terms: string[] = [];
  for (const word of splitWords(text)) if (!STOP_WORDS.has(word)) terms.push(stem(word));
  return terms;
}

/** Nouns the endings below would get wrong: the same in both numbers, and those whose singular ends in "ie" (movies, not "movy"). */
const SAME_IN_PLURAL = new Set(['series', 'species', 'news']);
const IE_PLURAL = /^(?:movie|cookie|calorie|zombie|selfie|rookie|hoodie|freebie|goodie|brownie|smoothie|pie|tie|lie)s$/;

/** A noun's singular, by its ending (replies → reply, matches → match, status and analysis stay). */
export function singular(word: string): string {
  const lower = word.toLowerCase();
  if (SAME_IN_PLURAL.has(lower)) return lower;
  if (IE_PLURAL.test(lower)) return lower.slice(0, -1);
  if (lower.endsWith('ies') && lower.length > 4) return `${lower.slice(0, -3)}y`;
  if (/(ss|us|sis)$/.test(lower)) return lower;
  if (/(xes|ches|shes|sses)$/.test(lower)) return lower.slice(0, -2);
  if (lower.endsWith('s') && lower.length > 3) return lower.slice(0, -1);
  return lower;
}

/** The last literal segment of a path, singular, a version and a format suffix not counted: `/users/{id}/playlists` → playlist, `/geofences/v2` → geofence, `/posts.json` → post. */
export function resourceNoun(path: string): string {
  const literals = path.replace(/\.(?:json|xml|\{[^}]*\})(?=$|[?#])/i, '').split('/').filter((segment) => segment && !segment.startsWith('{') && !/^v?\d+(?:\.\d+)*$/i.test(segment));
  return singular((literals.at(-1) ?? '').replace(/[^A-Za-z]/g, ''));
}
