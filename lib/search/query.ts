// Reading the query: its describing words and their relatives, its values (quoted strings, names,
// links, dates), the HTTP method its verbs ask for, and cues for the passes (the user's own things,
// a thing to look up first, an inner phrase and its head noun).

import { titleKey, type SearchModel } from './model.ts';
import { INTENT_BY_WORD } from './intent.ts';
import { innerPhrase } from './subtasks.ts';
import {
  ASK_MARKERS, COMPOUND_WEIGHT, CONTEXT_WORD_WEIGHT, DETERMINERS, HYPHEN_PART_WEIGHT, IDENTIFIER_WORDS, isOn, LATER_VERB_SHARE, LEADING_VERB_SENSES, NAME_WORD_MAX_DF, ORDINALS, QUERY_STOP_WORDS, QUESTION_ANSWERS, RELATED_SENSE_WEIGHT, THESAURUS_RELATED_WEIGHT, TIME_ADVERBS, TYPO_MIN_LENGTH, VALUE_WORD_WEIGHT, VERB_PARTICLES,
  type RankingWeights,
} from './profile.ts';
import { resourceNoun, singular, splitWords, stem, STOP_WORDS } from '../tokens.ts';
import { sentences } from '../text.ts';
import { SLASH_PAIR } from '../values.ts';

/** HTTP methods a query's verbs may ask for, in the order of `QueryPlan.methodLift`. */
export const METHOD_CODES = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** The lift slot of operations whose method says nothing (RPC-style APIs). */
export const ANY_METHOD = METHOD_CODES.length + 1;

/** Numbers and id-like codes (12345, U12345678) are values a call carries; s3, ec2 and v2 are names. */
const ID_LIKE = /^(\d+|[a-z]{1,2}\d{4,})$/;

export function describes(word: string): boolean {
  return !STOP_WORDS.has(word) && !QUERY_STOP_WORDS.has(word) && !ID_LIKE.test(word);
}

/** A query word with the words that mean much the same, each with a weight (1 for the word itself). */
export type TermGroup = [term: string, weight: number][];

/** Related words for a query word: what a thesaurus or word vectors offer. */
export type Expander = (word: string) => readonly (readonly [string, number])[];

export interface QueryPlan {
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
}

/** Quoted strings: values a call carries ("Product", 'Love Mariah', "test.txt"), never words describing it. */
const QUOTED = /(^|[\s(:=,])(["\u2018\u201c]|')(.*?)(["\u2019\u201d]|')(?=$|[\s.,;:!?)])/g;
/** Literal values a call carries: links and addresses, whose words say little. */
const LINK_OR_ADDRESS = /\b(?:https?:\/\/[^\s'"<>]+|[\w.+-]+@[\w-]+\.[\w.-]+)/gi;
/** A part of a slash-joined pair spelled as an identifier (a hyphen, underscore, dot or digit): "hello-world", not "CD" or "or". */
const IDENTIFIER_SPELLING = /[-_.\d]/;
/**
 * Dates, times, days and periods a goal dates something by ("next Monday", "due Friday", "this week",
 * "the past month"): no words of a call, nor a name (monday.com's). The periods: check MRR@10 0.545 →
 * 0.551, tune hit@10 0.782 → 0.794 (`npx tsx bench/quality.ts`); "today", "tomorrow" and the like as
 * well lost a goal's recall on the check half.
 */
const DATE_OR_TIME = /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b|\b\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\b\.?)?|(?<=\b(?:next|this|last|on|every|by|until|due|before|after|for)\s+)(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|(?<=\b(?:this|next|last|past|previous|coming)\s+)(?:week|month|year|quarter|weekend)\b/gi;
/** Runs of capitalised words mid-sentence: proper names (Mariah Carey, The Dark Side of the Moon, BIGBANG; not IDP, whose three letters are an acronym's). A run ends with its sentence. */
const NAME_RUN = /(?<=[\p{Ll}\d,;]\s+)(?:[A-Z][\p{Ll}'\u2019&.-]*|[A-Z]{4,})(?![\p{L}\p{N}])(?:(?<![.?!])\s+(?:(?:of|the|and|de|del|la|le|von|van|&)\s+)*(?:[A-Z][\p{Ll}'\u2019&.-]*|[A-Z]{4,})(?![\p{L}\p{N}]))*/gu;
/** Any capitalised word not opening a sentence, acronyms too ("GPS"): what is left of names once values are out (API names) keeps its weight in a situation. */
const MID_SENTENCE_CAPITALISED = /(?<![.?!]\s*|^\s*)\b\p{Lu}[\p{L}\p{N}]*/gu;
/** "Turn X into Y", "convert X into Y": X (group 1) is what the call takes, Y what the goal asks for. */
const CONVERSION = /\b(?:turn|turning|convert|converting|transform|transforming|make|making)\s+(.{1,80}?)\s+into\b/gi;
/** Words just before a value that is being set rather than looked up ("a team called X"). */
const SETS_VALUE = /\b(called|named|titled|name\s+it|rename\s+it|as|to|with)\s+$/i;

/** "get someone to sign", "have the user confirm": the task is the later verb's. */
const CAUSATIVE = /\b(get|have|ask|let|make)\s+(someone|somebody|people|them|him|her|the\s+user|users?|customers?|clients?)\s+(to\s+)?(?=\p{L})/giu;

/**
 * "Right now" is "now": "right" there says nothing of the call, yet matched "Get users watching right
 * now" of a TV-show API for "what time is it right now in Tokyo?" (the issue's own example).
 */
const RIGHT_NOW = /\bright\s+(?=now\b)/gi;
/**
 * And "now" is the present, which API text calls current ("Gets the current time", "Get Currently
 * Playing Track"); read as written, it matched "Update gateway software now" for that goal (switch `nowIsCurrent`).
 */
const NOW = /\bnow\b/gi;
/**
 * A thing that "is down" is out of service, which API text calls uptime ("List All Checks" of uptime, "Return
 * uptime data"); read as the particle, "check if my website is down" had found Graph's "Invoke action
 * shutDown" (the issue's own example). Not "shut down the server", nor "go down the list" (switch `downIsOutage`).
 */
const DOWN_STATE = /\b(?:is|are|was|were|goes|went|go|be|been)\s+(?:[\w'-]+\s+){0,3}?down\b(?!\s+(?:the|a|an|to|on|from|my|our|all)\b)/gi;

/** Two-word verbs that API text writes as one word ("look up" → lookup, "sign up" → signup). */
const PHRASAL_VERB = /\b(look|set|back|clean)\s+(up)\b|\b(sign|log|check|opt)\s+(in|out|up)\b|\b(roll)\s+(back)\b/gi;

/**
 * A name written in CamelCase from a capital (WhatsApp, SendGrid, DocuSign, OpenAI), or with a
 * capital after a digit (API2Cart, 1Password): one word, if the catalog spells it as one.
 */
const CAMEL_CASE_NAME = /\b[A-Z][a-z]+(?:[A-Z][a-z]+)*(?:[A-Z][a-z]+|[A-Z]{2,})\b|\b[A-Za-z0-9]*\d[A-Z][A-Za-z0-9]*\b/g;

/** A hyphenated word: "third-party", "e-invoice", "point-in-time". */
const HYPHENATED = /\p{L}+(?:-\p{L}+)+/gu;

/** "The first 20": how many to list, not an item to pick or a word to match. */
const PAGE_SIZE = /\bfirst(?=\s+\d+\b)/gi;
/** A placeholder for a value ("<calendarId>"), which names the parameter it fills. */
const PLACEHOLDER = /<([A-Za-z][\w-]*)>/g;

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
export function splitValues(text: string, isName: (words: string[], acronym?: boolean) => boolean = () => true, kinds = { names: true, quoted: true }): QueryValues {
  let looksUp = false;
  const values: string[] = [];
  const literal = text.replace(DATE_OR_TIME, ' ').replace(LINK_OR_ADDRESS, (link) => {
    values.push(link);
    return ' ';
  }).replace(SLASH_PAIR, (pair, owner: string, name: string) => {
    // An owner and its repository ("octocat/hello-world") is a value the call takes; "CI/CD" and "and/or" are words.
    if (!IDENTIFIER_SPELLING.test(owner) && !IDENTIFIER_SPELLING.test(name)) return pair;
    values.push(pair);
    return ' ';
  });
  // A placeholder ("<calendarId>") names its parameter, so its words stay.
  const unquoted = literal.replace(QUOTED, (whole, lead: string, _open, value: string) => {
    if (!kinds.quoted || /^<[^>]*>$/.test(value)) return whole;
    values.push(value);
    return `${lead} `;
  });
  const stripped = unquoted.replace(NAME_RUN, (run: string, offset: number) => {
    if (!kinds.names || !isName(splitWords(run), /^[A-Z0-9]+$/.test(run))) return run;
    if (!SETS_VALUE.test(unquoted.slice(0, offset))) looksUp = true;
    values.push(run);
    // The sentence a name ends goes on ending there.
    return run.endsWith('.') ? ' . ' : ' ';
  });
  return { text: stripped, values: values.join(' '), looksUp };
}

/** What the catalog's vocabulary says of query words. */
export interface CatalogWords {
  /** A run of capitalised words is someone's name rather than words of the catalog. */
  isProperName: (words: string[], acronym?: boolean) => boolean;
  /** A stemmed term that many operations use: a word in its own right. */
  isCommonTerm: (term: string) => boolean;
  /** A stemmed term some operation's text uses. */
  knows: (term: string) => boolean;
  /** The (stemmed) name of the well-known API a word no operation uses is a slip of, if just one ("stirpe" → stripe). */
  nameLike: (word: string) => string | undefined;
  /** How many operations a stemmed verb opens the name of, per method of METHOD_CODES; undefined for words that are not the catalog's verbs. */
  verbMethods: (term: string) => readonly number[] | undefined;
}

/** Without a catalog: every capitalised run is a name, and no compound is common. */
const NO_CATALOG: CatalogWords = { isProperName: () => true, isCommonTerm: () => false, knows: () => false, nameLike: () => undefined, verbMethods: () => undefined };

/** Methods that change a thing without removing it: what an unknown leading verb most often asks for. */
const CHANGE_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** The query opens as a command, with a verb (and maybe its particle) before a determiner: "log a …", "spin up a …". */
function opensWithUnknownVerb(raw: readonly string[]): boolean {
  if (raw.length < 3 || STOP_WORDS.has(raw[0])) return false;
  return DETERMINERS.has(VERB_PARTICLES.has(raw[1]) ? raw[2] : raw[1]);
}

/** The question phrases of the profile as patterns, each with the words that answer it. */
const QUESTION_PATTERNS = [...QUESTION_ANSWERS].map(([phrase, answers]) => ({ pattern: new RegExp(`\\b${phrase.replace(/ /g, '\\s+')}\\b`, 'i'), answers }));

/** The words right after "my" (the next three, stop words left out): the things a goal or task calls its own. */
export function possessedWords(words: readonly string[]): string[] {
  return words.flatMap((word, at) => (word === 'my' ? words.slice(at + 1, at + 4).filter((next) => !STOP_WORDS.has(next)) : []));
}

/** Reads the query: its words and their relatives, the method its verbs ask for, and cues (the user's own things, a named thing to look up). */
export function planQuery(query: string, weights: RankingWeights, expand?: Expander, catalogWords: CatalogWords = NO_CATALOG): QueryPlan {
  // "The first 20 projects" is a page size: "first" picks nothing and matches nothing.
  // "WhatsApp" is whatsapp, not "what" and "app"; "ListUsers", which no host or title spells whole, still comes apart.
  const named = isOn(weights, 'wholeNames') ? query.replace(CAMEL_CASE_NAME, (word) => (catalogWords.knows(stem(word.toLowerCase())) ? word.toLowerCase() : word)) : query;
  const text = named.replace(RIGHT_NOW, '').replace(NOW, (now) => (isOn(weights, 'nowIsCurrent') ? 'current' : now)).replace(DOWN_STATE, (phrase) => (isOn(weights, 'downIsOutage') ? phrase.replace(/down$/i, 'uptime') : phrase)).replace(CAUSATIVE, '').replace(PHRASAL_VERB, (phrase) => phrase.replace(/\s+/, '')).replace(PAGE_SIZE, ' ');
  const raw = text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const { text: described, values, looksUp: namesThing } = splitValues(text, catalogWords.isProperName, {
    names: isOn(weights, 'names'), quoted: isOn(weights, 'quoted'),
  });
  // "Play me some quiet songs": things the task has not picked yet, which a search finds.
  const looksUp = namesThing || raw.includes('some');
  const groups: TermGroup[] = [];
  const naming: string[] = [];
  const describedWords = splitWords(described);
  // "The project with gid 123": a kind of identifier before its value says which value a call takes; "generate a uuid" asks for one.
  const namesValue = (word: string) => { const at = raw.indexOf(word); return at >= 0 && /\d/.test(raw[at + 1] ?? ''); };
  const valueLike = (word: string) => isOn(weights, 'identifierKinds') && IDENTIFIER_WORDS.has(word) && namesValue(word);
  const words = describedWords.filter((word) => describes(word) && !valueLike(word));
  const situational = isOn(weights, 'context') ? situationWords(described) : new Set<string>();
  // "Turn a long campaign tracking URL into a short link": what is turned is the call's input, what it becomes is the ask.
  if (isOn(weights, 'conversions')) {
    for (const match of described.matchAll(CONVERSION)) {
      for (const word of match[1].toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (word) situational.add(word);
    }
  }
  const runs = isOn(weights, 'hyphens') ? [...described.matchAll(HYPHENATED)].map((match) => splitWords(match[0]).filter((word) => describes(word) && !valueLike(word))).filter((run) => run.length > 1) : [];
  for (let position = 0; position < words.length; position++) {
    const run = runs.find((parts) => parts.every((part, at) => words[position + at] === part));
    if (run) {
      // "third-party", "e-invoice", "pull-mirror": one thing, not two; its parts stand for it at less weight.
      const whole = run.join('');
      naming.push(...run.map(stem));
      const group: TermGroup = [[stem(whole), 1], ...run.map((part): [string, number] => [stem(part), HYPHEN_PART_WEIGHT])];
      groups.push(run.some((part) => situational.has(part)) ? group.map(([term, weight]): [string, number] => [term, weight * CONTEXT_WORD_WEIGHT]) : group);
      position += run.length - 1;
      continue;
    }
    const word = words[position];
    // "file a ticket", "book a meeting": a leading noun is the verb, and means what its senses say.
    const senses = position === 0 && isOn(weights, 'leadingVerbs') ? LEADING_VERB_SENSES.get(word) : undefined;
    if (senses) {
      for (const sense of senses) groups.push(sense.map((word, ix) => [stem(word), ix === 0 ? 1 : RELATED_SENSE_WEIGHT]));
      continue;
    }
    // "slak" is Slack mistyped: a word no operation uses, one slip from a well-known API's name.
    const term = (isOn(weights, 'typos') ? catalogWords.nameLike(word) : undefined) ?? stem(word);
    naming.push(term);
    const group: TermGroup = [[term, 1]];
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
    groups.push(situational.has(word) ? group.map(([term, weight]): [string, number] => [term, weight * CONTEXT_WORD_WEIGHT]) : group);
  }
  // "How many …" asks for a count, whatever it counts.
  if (isOn(weights, 'questions')) {
    for (const { pattern, answers } of QUESTION_PATTERNS) if (pattern.test(text)) groups.push(answers.map((answer): [string, number] => [stem(answer), THESAURUS_RELATED_WEIGHT]));
  }
  for (const word of [...splitWords(values), ...describedWords.filter(valueLike)]) {
    if (describes(word)) groups.push([[stem(word), VALUE_WORD_WEIGHT]]);
  }
  const methodLift = METHOD_CODES.map(() => 1).concat(1);
  // What each verb of the query asks of the method, its first verb wholly, later ones less: the
  // intent list's verbs, then what the catalog's own operation names say of the verbs it lacks.
  // A word after a determiner names a thing, not what to do with it: "a pull request", "the post", "my search history".
  const shares = raw.filter((word, at) => !STOP_WORDS.has(word) && !(isOn(weights, 'nounsAfterDeterminers') && DETERMINERS.has(raw[at - 1] ?? ''))).flatMap((word) => {
    const known = INTENT_BY_WORD.get(word);
    if (known) return [METHOD_CODES.map((method) => (known.includes(method) ? 1 : 0))];
    const counts = isOn(weights, 'catalogVerbs') ? catalogWords.verbMethods(stem(word)) : undefined;
    if (counts === undefined) return [];
    const most = Math.max(...counts);
    return [counts.map((count) => count / most)];
  });
  // An imperative opening with a verb no list knows ("log a purchase", "spin up a channel"): most such verbs change something.
  if (shares.length === 0 && isOn(weights, 'unknownVerbs') && opensWithUnknownVerb(raw)) shares.push(METHOD_CODES.map((method) => (CHANGE_METHODS.has(method) ? 1 : 0)));
  shares.forEach((share, position) => share.forEach((part, code) => {
    methodLift[code] = Math.max(methodLift[code], 1 + weights.methodIntent * part * (position === 0 ? 1 : LATER_VERB_SHARE));
  }));
  const possessed = possessedWords(raw);
  const picked = raw.flatMap((word, at) => (ORDINALS.has(word) ? pickedNoun(raw.slice(at + 1)) : []));
  // An RPC-style operation's method says nothing: it gets the lift the query's verb asks for.
  methodLift[ANY_METHOD] = Math.max(...methodLift);
  const opening = INTENT_BY_WORD.get(raw[0] ?? '');
  const action = opening !== undefined && opening.some((method) => method !== 'GET') ? stem(raw[0]) : undefined;
  const placeholders = isOn(weights, 'placeholders') ? [...query.matchAll(PLACEHOLDER)].map((match) => match[1]) : [];
  const mine = isOn(weights, 'mine') && (raw.includes('my') || raw.includes('mine'));
  return { groups, naming, mine, methodLift, looksUp, possessed, picked, action, placeholders };
}

/**
 * Words only of what a goal tells around what it asks. It asks from "I need to …" or "how do I …" on
 * ("… I need to add them to our list"); else, when it has several sentences, in its first if that opens with a verb
 * ("Update the webhook's filters. It should only send …": the rest says more of it) and in its last
 * if not ("Our vans carry GPS trackers. Define a zone around the depot …": the rest tells the
 * situation). Names keep their weight wherever they stand: "our payments run through Stripe" still
 * says whose call it is.
 */
function situationWords(text: string): Set<string> {
  const words = splitWords(text);
  const marker = words.findIndex((word, at) => ASK_MARKERS.get(word)?.includes(words[at + 1] ?? '') ?? false);
  let asking: string[];
  if (marker > 0) asking = words.slice(marker);
  else {
    const told = sentences(text);
    if (marker === 0 || told.length < 2) return new Set();
    asking = splitWords((INTENT_BY_WORD.has(words[0] ?? '') ? told[0] : told.at(-1)) ?? '');
  }
  const names = [...text.matchAll(MID_SENTENCE_CAPITALISED)].flatMap((match) => splitWords(match[0]));
  const asked = new Set([...asking, ...names].map(stem));
  return new Set(words.filter((word) => !asked.has(stem(word))));
}

/** The noun an ordinal picks: its next content word ("the third *track*"), unless a number ("the last 50"), which is a page. */
function pickedNoun(following: string[]): string[] {
  const next = following.find((word) => !STOP_WORDS.has(word) && !ORDINALS.has(word));
  return next !== undefined && /^\p{L}+$/u.test(next) ? [next] : [];
}


/**
 * A run of capitalised words is a proper name (Mariah Carey) unless it names a well-known API
 * (Google Calendar) or is mostly words the catalog uses (User Group, Enterprise).
 */
export function isProperName(model: SearchModel, words: string[], acronym = false): boolean {
  const content = words.filter((word) => !STOP_WORDS.has(word));
  // "Netatmo", "Google Fit": every word names an API or its title; "Taylor Swift" stays a name.
  if (content.some((word) => model.apiNames.has(stem(word))) && content.every((word) => model.apiNames.has(stem(word)) || model.apiTitleTerms.has(stem(word)))) return false;
  if (content.some((word) => (model.apiNames.get(stem(word)) ?? []).some((api) => model.apiWellKnown[api] >= 1))) return false;
  // "Linear", "Canva": a remote MCP server's whole title names that server, however the APIs' text uses its words.
  if (model.serverTitles.has(titleKey(content.map(stem)))) return false;
  // "ISBN", "UUID": an acronym the catalog uses is a word of it, however rare; people's names are not written in capitals.
  if (acronym && content.every((word) => documentCount(model, stem(word)) > 0)) return false;
  const rare = content.filter((word) => documentCount(model, stem(word)) < NAME_WORD_MAX_DF);
  return rare.length * 2 >= content.length;
}

/** How many operations use a stemmed term. */
function documentCount(model: SearchModel, term: string): number {
  const { vocabulary, offsets } = model.endpoints;
  const id = vocabulary.get(term);
  return id === undefined ? 0 : offsets[id + 1] - offsets[id];
}

/** Well-known providers' API names, the ones people type from memory, per catalog. */
const typedNames = new WeakMap<SearchModel, string[]>();

/**
 * The one well-known API name a term no operation uses is a slip of: a letter left out, added or
 * swapped with its neighbour ("slak", "twillio", "stirpe"). A changed letter is not a slip here:
 * "fender" is a word, not "finder" mistyped.
 */
function nameLike(model: SearchModel, word: string): string | undefined {
  const term = stem(word);
  if (word.length < TYPO_MIN_LENGTH || documentCount(model, term) > 0) return undefined;
  let names = typedNames.get(model);
  if (!names) {
    names = [...model.apiNames].filter(([name, apis]) => name.length > TYPO_MIN_LENGTH && apis.some((api) => model.apiWellKnown[api] >= 1)).map(([name]) => name);
    typedNames.set(model, names);
  }
  // Names are stems: "spotfy" meets spotifi as its stem, "stirpe" meets stripe as typed.
  const near = names.filter((name) => isSlipOf(term, name) || isSlipOf(word, name));
  return near.length === 1 ? near[0] : undefined;
}

/** `typed` is `name` with one letter left out, one added, or two neighbours swapped. Asked of every well-known name for each unknown word: no allocation. */
export function isSlipOf(typed: string, name: string): boolean {
  if (typed === name || Math.abs(typed.length - name.length) > 1) return false;
  let at = 0;
  if (typed.length === name.length) {
    while (typed[at] === name[at]) at++;
    return typed[at] === name[at + 1] && typed[at + 1] === name[at] && typed.slice(at + 2) === name.slice(at + 2);
  }
  const [short, long] = typed.length < name.length ? [typed, name] : [name, typed];
  while (at < short.length && short[at] === long[at]) at++;
  return short.slice(at) === long.slice(at + 1);
}

/** What the catalog says of the query's words, for `planQuery`. */
export function catalogWordsOf(model: SearchModel): CatalogWords {
  return {
    isProperName: (words, acronym) => isProperName(model, words, acronym),
    isCommonTerm: (term) => documentCount(model, term) >= NAME_WORD_MAX_DF,
    knows: (term) => documentCount(model, term) > 0,
    nameLike: (word) => nameLike(model, word),
    verbMethods: (term) => model.verbMethods.get(term),
  };
}

/** A phrase's content words before any preposition. */
export function nounsOf(phrase: string): string[] {
  return phrase.toLowerCase().replace(PREPOSITION_ON, '').split(/[^\p{L}]+/u).filter(describes);
}


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
export function readsOnly(q: string): boolean {
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
