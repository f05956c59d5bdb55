// Which item of a list a threaded value comes from, when the task names that item: "#releases" is
// the channel whose `name` is "releases", "jane@acme.com" the user whose `mail` is that address.

import { singular, splitWords, STOP_WORDS } from '../tokens.ts';
import type { FieldInfo } from '../schema.ts';
import { endingCollection, normalName, stepWrites, type Step, type StepInput } from './steps.ts';
import { apiNameWords, isOwnName, literalPathNouns, namesUnsaidParent, referenceOf, sameThing, SAYS_NAME, spanRole } from './threading.ts';
import { AT_HANDLE, CODE_AFTER_THING, EMAIL_ADDRESS, HASH_NAME, HASH_THING, LABELLED, NAME_AFTER_THING, NAME_BEFORE_THING, NAMED_WORD, QUOTED_NAME, resourceNameFormat, SAYING_THING, SLUG_AFTER_THING } from '../values.ts';

/** An item picked out of a list by one of its fields: `channels[].name == "releases"`. */
export interface Pick {
  field: string;
  value: string;
}

/** The fields holding an account's handle. */
const HANDLE_FIELD = /^(login|username|screenname|handle)$/;

/** The fields that hold a thing's name, best first: a name written bare (after "called", or beside its thing) is in one. */
const NAME_FIELDS = [/^name$/, /^(title|displayname|summary|subject|topic|label|slug|handle)$/, /name$/];

/** Ways a task names a thing, and the fields of a listed thing that hold such a name, best first. */
interface Naming { value: RegExp; fields: RegExp[] }
const NAMINGS: Naming[] = [
  { value: EMAIL_ADDRESS, fields: [/^e?mail$/, /emailaddress$/, /email$/, /mail$/] },
  { value: AT_HANDLE, fields: [HANDLE_FIELD] },
  { value: HASH_NAME, fields: [/^name$/, /^(slug|handle)$/] },
  // A quoted name is a thing's name, not its owner's handle (Giphy's `username` beside a GIF's `title`).
  { value: QUOTED_NAME, fields: [/^name$/, /^(title|displayname|summary|subject|topic|label|fullname)$/, /(?<!user|screen)name$/] },
  { value: NAMED_WORD, fields: NAME_FIELDS },
  { value: NAME_BEFORE_THING, fields: NAME_FIELDS },
  { value: NAME_AFTER_THING, fields: NAME_FIELDS },
  { value: SLUG_AFTER_THING, fields: [/^name$/, /^(label|slug|handle)$/, /name$/] },
  { value: CODE_AFTER_THING, fields: [/^(key|code|number)$/, /number$/, /^reference$/] },
];

/** The naming of a quoted name. */
const QUOTED_NAMING = NAMINGS.find(({ value }) => value === QUOTED_NAME)!;
/** A state a thing is moved to, quoted right after "to" in a clause that moves it ("move it to 'In Progress'", "transition OPS-12 to 'Done'"). */
const MOVED_TO = /\b(?:move|moves|moving|transition|transitions|transitioning|advance|advances)\b[^.;:'"\u2018\u201c]{0,60}?\bto\s+['"\u2018\u201c]([^'"\u2019\u201d]{1,60})['"\u2019\u201d]/gi;

/** Names written bare beside their thing, with no quote or cue: they pick a listed thing, and say nothing else. */
const BARE_NAMES = [NAME_BEFORE_THING, NAME_AFTER_THING, SLUG_AFTER_THING, CODE_AFTER_THING];
/** The namings of values quoted, shaped or written after a cue. */
const QUOTED_OR_CUED = NAMINGS.filter(({ value }) => !BARE_NAMES.includes(value));

/** Values whose shape says what they are: they fill only the fields of their kind. */
const SHAPED = [EMAIL_ADDRESS, AT_HANDLE];

/** Prepositions: a thing before one is not the one named after it ("the message of #general", "the Newsletter list as 'VIP'"). */
const PARTING_WORDS = new Set(['of', 'in', 'on', 'from', 'to', 'into', 'for', 'at', 'under', 'inside', 'onto', 'as']);

/** Words between a thing and the name given it that are neither ("the customer with email jane@…", "the droplet named 'db-1'"). */
const NAMING_WORDS = new Set(['named', 'called', 'titled', 'labelled', 'labeled', 'with', 'email', 'address', 'username', 'handle', 'name', 'id']);

/**
 * The item of the producer's list to take `fieldPath` from, when the task names one by a value
 * that names that kind of thing, and the listed things have a field holding such names.
 */
export function pickedItem(task: string, input: StepInput, consumer: Step, producer: Step, fieldPath: string, steps: readonly Step[]): Pick | undefined {
  const holder = fieldPath.slice(0, Math.max(0, fieldPath.lastIndexOf('.')));
  if (!holder.endsWith('[]')) return undefined;
  // A resource name ("projects/…/queues/imports") equals no name the task writes bare.
  if (resourceNameFormat(producer.outputByPath.get(fieldPath)?.description ?? '') !== undefined) return undefined;
  const listed = singular(splitWords(holder.replace(/\[\]/g, '')).at(-1) ?? '');
  // A call that answers one thing (`/spells/{index}`) lists other things in it: a name of that one thing ("the spell
  // 'fireball'") picks none of them (its `classes[]`).
  const answersOne = /\}\/?$/.test(producer.endpoint.path) && !sameThing(listed, producer.noun);
  const things = [listed, ...(answersOne ? [] : [producer.noun]), ...(referenceOf(input, consumer)?.nouns ?? [])].filter((noun) => noun.length > 2);
  // The things each step's path names (`/calendars/{calendarId}/events/{eventId}/move` → calendar, event, move): words a task names them by.
  const known = [...steps.flatMap((step) => [step.noun, ...literalPathNouns(step)]), ...things];
  let siblings: FieldInfo[] | undefined;
  let nested: FieldInfo[] | undefined;
  const pickOf = (naming: Naming, match: RegExpMatchArray): Pick | undefined => {
    // The listed thing's own fields, read only once a value names it: a large answer lists 600 fields.
    siblings ??= producer.outputs.filter((field) => field.path.startsWith(`${holder}.`) && !field.path.slice(holder.length + 1).includes('.'));
    const value = match[1] ?? match[0];
    // A slug holding a long run of hex digits is the thing's id, no name a field of it holds ("instance i-0123456789abcdef0").
    if (naming.value === SLUG_AFTER_THING && MACHINE_ID.test(value)) return undefined;
    // "the user with username 'jdoe'": the field the task names right before the value holds it.
    const cue = normalName(/([A-Za-z_]+)\s*[:=]?\s*['"‘“]?$/.exec(task.slice(0, match.index ?? 0))?.[1] ?? '');
    // "titled 'Fix flaky tests'" cues the `title`, "named …" the `name`.
    const cued = cue.length > 2 ? siblings.find((sibling) => normalName(sibling.name) === cue || `${normalName(sibling.name)}d` === cue) : undefined;
    if (cued) return { field: cued.path, value };
    // Things labelled by a label of their own (a Linode's `label`) are picked by it; things that carry labels (GitHub's
    // issues' `labels`) by none ("the issues labelled 'wontfix'"); other things by their name ("the vault labelled 'Personal'").
    if (LABEL_BEFORE.test(task.slice(0, match.index ?? 0))) {
      const label = siblings.find((sibling) => /^(?:label|tag)$/.test(normalName(sibling.name)) && sibling.type.startsWith('string'));
      if (label) return { field: label.path, value };
      if (siblings.some((sibling) => /^(?:labels|tags)$/.test(normalName(sibling.name)))) return undefined;
    }
    // An account's quoted one-word name is its handle ("the SoundCloud user 'flume'"), not its display name.
    const fields = naming.value === QUOTED_NAME && (ACCOUNT_THINGS.has(listed) || ACCOUNT_THINGS.has(producer.noun)) && !/\s/.test(value) ? [HANDLE_FIELD, ...naming.fields] : naming.fields;
    for (const wanted of fields) {
      // A name is no object (Bitbucket's pull request `summary` holds its rendered texts).
      const field = siblings.find((sibling) => wanted.test(normalName(sibling.name)) && !/^(?:object|array)/.test(sibling.type));
      if (field) return { field: field.path, value };
    }
    // A thing whose name sits one object down (Mailchimp's `campaigns[].settings.title`, YouTube's `items[].snippet.title`,
    // Jira's `issues[].fields.summary`), where none of its own fields names it: in an object of its attributes, not in
    // another thing it holds (a GIF's `user`, which has an id of its own).
    nested ??= producer.outputs.filter((field) => {
      const rest = field.path.slice(holder.length + 1);
      if (!field.path.startsWith(`${holder}.`) || rest.split('.').length !== 2 || rest.includes('[]')) return false;
      const container = `${holder}.${rest.split('.')[0]}`;
      return !producer.outputs.some((other) => other.path.startsWith(`${container}.`) && OWN_IDS.test(normalName(other.name)));
    });
    // Only a field that is a name itself there: `recipients.list_name` is a list's. Of several such objects, the one named
    // for the listed thing first: Square's catalog item's `items[].item_data.name`, not its `category_data.name`.
    const namesThing = (field: FieldInfo) => splitWords(field.path.slice(holder.length + 1).split('.')[0]).some((word) => things.includes(singular(word.toLowerCase())));
    const ranked = [...nested].sort((a, b) => Number(namesThing(b)) - Number(namesThing(a)));
    for (const wanted of fields.filter((pattern) => pattern.source.startsWith('^'))) {
      const field = ranked.find((candidate) => wanted.test(normalName(candidate.name)) && /^string/.test(candidate.type));
      if (field) return { field: field.path, value };
    }
    return undefined;
  };
  const picks: (Pick & { at: number })[] = [];
  // "Create a playlist called 'Road trip', find the album 'Rumours' and add its items": a name given a thing another step
  // makes names no item a list holds.
  const made = steps.filter((step) => step !== producer && step.endpoint.method === 'POST' && endingCollection(step.endpoint.path) !== undefined).map((step) => step.noun);
  const ownThings = [listed, producer.noun];
  for (const { naming, match, named } of valuesNaming(task, things, known, apiWordsOf(steps))) {
    if (named.some((word) => made.some((noun) => sameThing(word, noun))) && !named.some((word) => ownThings.some((noun) => sameThing(word, noun)))) continue;
    const pick = pickOf(naming, match);
    if (pick) picks.push({ ...pick, at: match.index ?? 0 });
  }
  // "Move issue OPS-12 to 'In Progress'": a change's one state quoted after "to", with no thing named before it, picks the
  // listed item of that name (Jira's transition, a board's column), where no thing's name picks one.
  if (picks.length === 0 && stepWrites(consumer)) {
    const moved = [...task.matchAll(MOVED_TO)];
    const pick = moved.length === 1 ? pickOf(QUOTED_NAMING, moved[0]) : undefined;
    if (pick) return pick;
  }
  if (new Set(picks.map((pick) => pick.value)).size < 2) return picks[0] && { field: picks[0].field, value: picks[0].value };
  // Two of the things named ("move the event from the calendar named 'Work' to the calendar named 'Archive'"): an input for
  // where something goes (`destination`) takes the one the task sends it to, one for where it starts the one it comes from,
  // and any other not the one it is sent to (the event is in 'Work').
  // A path's thing a call's name says it adds or moves something to ("Add task to section") is where that thing goes.
  const sentTo = (pick: { at: number }) => SENT_TO.test(task.slice(Math.max(0, pick.at - 60), pick.at));
  // A change's body field takes what the thing is moved to ("move them to the milestone 'Q4'"), no filter it was found by.
  const role = spanRole(input) ?? (input.location === 'path' && namesDestination(consumer, referenceOf(input, consumer)?.nouns ?? []) ? 'end'
    : input.location === 'body' && stepWrites(consumer) && picks.some(sentTo) ? 'end' : undefined);
  const cameFrom = (pick: { at: number }) => CAME_FROM.test(task.slice(Math.max(0, pick.at - 60), pick.at));
  const fitting = picks.find(role === 'end' ? sentTo : role === 'start' ? cameFrom : (pick) => !sentTo(pick)) ?? picks[0];
  return { field: fitting.field, value: fitting.value };
}

/** Whether a call's name says it puts something into one of these things: "Add task to section", "Move card to list". */
function namesDestination(step: Step, nouns: readonly string[]): boolean {
  const into = /\b(?:to|into|onto)\s+(?:an?\s+|the\s+)?([a-z]+)\b/i.exec(step.endpoint.name)?.[1];
  return into !== undefined && nouns.some((noun) => sameThing(noun, singular(into.toLowerCase())));
}

/**
 * The words before a value after one of these prepositions and up to three words more: "to the calendar named ". In lower
 * case: "my To Do list named 'Work'" names a product, no destination.
 */
const afterPreposition = (prepositions: string) => new RegExp(`\\b(?:${prepositions})\\s+(?:(?:[Tt]he|[Mm]y|[Oo]ur|[Aa]n?)\\s+)?(?:[\\w-]+\\s+){0,3}['"‘“]?$`);
/** Where something goes ("to the calendar named "), and where it comes from ("from my list "). */
const SENT_TO = afterPreposition('to|into|onto');
const CAME_FROM = afterPreposition('from');

/** Fields by which a thing is itself identified: an object holding one is another thing, not a bag of attributes. */
const OWN_IDS = /^(id|uuid|gid|login|username)$/;

/** A run of eight or more hexadecimal digits, three of them digits: what a machine makes as an id, no one's name. */
const MACHINE_ID = /(?=[0-9a-f]*(?:\d[a-f]*){3})[0-9a-f]{8,}/i;

/** Things that are accounts, whose name a task writes is mostly their handle. */
const ACCOUNT_THINGS = new Set(['user', 'member', 'account', 'follower', 'collaborator']);

/**
 * The task's values of one shape; a bare word after "named" only where it looks like a name, with a
 * capital, a digit or a joining sign ("db-1", "Personal"), not a word of the sentence ("a card named after it").
 */
function namesIn(task: string, shape: RegExp, apiWords: ReadonlySet<string> = NO_API_WORDS): RegExpMatchArray[] {
  return [...task.matchAll(shape)].filter((match) => (shape !== NAMED_WORD || /^[A-Z]|[\d._-]/.test(match[1] ?? ''))
    // "the Mailchimp list", "our Zoom meeting": a provider's or its API's name says whose thing it is, not which.
    && (!BARE_NAMES.includes(shape) || !(match[1] ?? '').toLowerCase().split(/[^a-z0-9]+/).some((word) => word.length > 2 && [...apiWords].some((apiWord) => apiWord.startsWith(word)))));
}

/** The word right before a name written after its thing ("site shop-front", "the customer Acme Corp"), singular: the thing it names. */
function thingBefore(task: string, match: RegExpMatchArray): string[] {
  const word = /([a-z]{3,})\s+$/.exec(task.slice(0, match.index ?? 0))?.[1];
  return word === undefined || STOP_WORDS.has(word) ? [] : [singular(word)];
}

const NO_API_WORDS: ReadonlySet<string> = new Set();

/** The words of the steps' API titles and keys ("mailchimp", "marketing", "googleapis"): a name these words open ("Google") is the provider's, no thing's. */
export function apiWordsOf(steps: readonly Step[]): ReadonlySet<string> {
  return new Set(steps.flatMap((step) => [...apiNameWords(step)]));
}


/** A value by which the task names a thing, with the words right around it (`wordsAround`, beside only). */
export interface NamedValue { value: string; before?: string; compound?: string; joined?: string; after: string[] }

/**
 * The task's values that may name things (a quoted name, an email address, an `@handle`, a
 * `#name`), each with the words right beside it, in NAMINGS order: read once per task.
 */
export function namedValues(task: string, apiWords?: ReadonlySet<string>): NamedValue[] {
  // Names written bare only where asked for, with the words of the APIs whose names they must not be.
  return (apiWords === undefined ? QUOTED_OR_CUED : NAMINGS).flatMap(({ value }) => namesIn(task, value, apiWords)
    // "a vector with id 'doc-1'" gives the vector's id itself, not a name to look it up by; "a new topic 'Release 2.0
    // is out'" names what a call makes, which nothing finds; "questions about 'rust'" a topic, which names no one thing.
    .filter((match) => ![AFTER_ID, NEW_THING_BEFORE, TOPIC_BEFORE].some((before) => before.test(task.slice(0, match.index ?? 0))))
    .map((match) => ({ value: match[1] ?? match[0], ...wordsAround(task, match, true) })));
}

/** The words before an identifier the task writes out: "… with id ", "… identifier: ". */
const AFTER_ID = /\b(?:id|identifier)\s*[:=]?\s*$/i;

/**
 * The value by which the task names one of these things right beside it ("the 'VIP' contact list",
 * "the conference named 'Weekly Sync'", "customer jane@acme.com"), with the thing, if it names one.
 * The word before a value names it when it is a known thing; else the words right after it do.
 */
export function nameGiven(values: readonly NamedValue[], things: readonly string[], known: readonly string[]): { thing: string; value: string } | undefined {
  for (const thing of things) {
    for (const named of values) {
      if (namingWords(named, known).some((word) => sameThing(word, thing))) return { thing, value: named.value };
    }
  }
  return undefined;
}

/** The task's values that name one of these things, each with the way it names it, in NAMINGS order. */
function* valuesNaming(task: string, things: readonly string[], known: readonly string[], apiWords?: ReadonlySet<string>): Generator<{ naming: Naming; match: RegExpMatchArray; named: string[] }> {
  // Names written bare only where the caller gives the API words they must not be.
  for (const naming of apiWords === undefined ? QUOTED_OR_CUED : NAMINGS) {
    for (const match of namesIn(task, naming.value, apiWords)) {
      // "A new playlist called 'Focus 2'" names the thing a create makes, which no list holds yet.
      if (NEW_THING_BEFORE.test(task.slice(0, match.index ?? 0))) continue;
      // "questions about 'rust borrow checker'": a topic searched for, which no item is named.
      if (TOPIC_BEFORE.test(task.slice(0, match.index ?? 0))) continue;
      // A name before its thing names that thing, the word right after it ("the Newsletter list"), not one further on.
      // A name after its thing names the word right before it ("site shop-front"), or nothing.
      const said = naming.value === NAME_BEFORE_THING ? wordAfter(task, match)
        : BARE_NAMES.includes(naming.value) ? thingBefore(task, match) : namedThings(task, match, known);
      // A task's one `#name` with no thing beside it ("set the purpose of #launch") is a channel, by the chat apps' convention.
      const named = said.length === 0 && naming.value === HASH_NAME && onlyHashName(task) ? [HASH_THING] : said;
      if (named.some((word) => things.some((thing) => sameThing(word, thing)))) yield { naming, match, named };
    }
  }
}

/** Whether the task writes one `#name` only: of two ("to #releases or #deploys") it does not say which. */
const onlyHashName = (task: string) => new Set([...task.matchAll(HASH_NAME)].map((match) => match[1])).size === 1;

/** The word right after a name written before its thing, singular: "list" of "the Newsletter list"; "email" of "the HubSpot email subscription", which names no thing. */
function wordAfter(task: string, match: RegExpMatchArray): string[] {
  const word = /^\s+([A-Za-z]+)/.exec(task.slice((match.index ?? 0) + match[0].length))?.[1];
  return word === undefined ? [] : [singular(word.toLowerCase())];
}

/** The words that may say what a value names (`namingWords` of the words around it). */
function namedThings(task: string, match: RegExpMatchArray, knownThings: readonly string[]): string[] {
  const antecedent = antecedentOfOne(task.slice(0, match.index ?? 0), knownThings);
  return antecedent === undefined ? namingWords(wordsAround(task, match, true), knownThings) : [antecedent];
}

/** "… and close the one titled ", "… delete the one called ", "… the one with email ": a name given "the one", with the words naming it so. */
const ONE_BEFORE = /\b(?:the|that|this)\s+one\s+(?:(?:named|called|titled|label?led|with(?:\s+(?:the|an?))?(?:\s+[a-z]+){0,2})\s+)?$/i;

/**
 * The thing "the one" stands for: the things last spoken of in the plural that the brief knows ("List the merge requests of
 * project 42 and comment on the one titled 'Bump deps'" picks a merge request), one word or two read as one.
 */
function antecedentOfOne(head: string, knownThings: readonly string[]): string | undefined {
  const one = ONE_BEFORE.exec(head);
  if (!one) return undefined;
  const words = head.slice(0, one.index).toLowerCase().match(/[a-z]+/g) ?? [];
  // "The devices of the one named 'HQ'": what is of the one is not the one.
  const ofOne = words.at(-1) === 'of' ? words.length - 2 : -1;
  for (let at = words.length - 1; at >= 0; at--) {
    if (at === ofOne || at === ofOne + 1) continue;
    if (singular(words[at]) === words[at]) continue;
    // Two words as one, as an API spells them (`pullrequest`), or the first where the second is a stop word in API text (`pulls`).
    const said = [singular(words[at]), ...(at > 0 ? [singular(`${words[at - 1]}${words[at]}`), ...(STOP_WORDS.has(singular(words[at])) ? [words[at - 1]] : [])] : [])];
    const thing = said.find((word) => knownThings.some((noun) => sameThing(word, noun)));
    if (thing !== undefined) return thing;
  }
  return undefined;
}

/**
 * The words that say what a value names: the word before it when that is a thing of the brief or
 * of the value threaded ("create a task 'Update pricing page'", "the list 'Space news'"), else the
 * words after it ("the 'VIP' contact list", "#releases Slack channel").
 */
/** Nouns that name a kind of the thing before them: "subscription type", "event category". */
const KIND_WORDS = new Set(['type', 'kind', 'category', 'class', 'status', 'tier', 'level', 'stage']);

function namingWords({ before, compound, joined, after }: { before?: string; compound?: string; joined?: string; after: string[] }, known: readonly string[]): string[] {
  const isKnown = (word: string | undefined): word is string => word !== undefined && known.some((noun) => sameThing(word, noun));
  // Or the word before that, where the two name one thing, the second a kind of the first: "the subscription type called
  // Product Updates"; not where the second is a thing of its own ("the customer group 'Wholesale'" names no customer).
  // Or two words as one, as an API spells them: "the pull request titled …" names Bitbucket's `pullrequest`.
  return isKnown(before) ? [before] : isKnown(joined) ? [joined] : isKnown(compound) && KIND_WORDS.has(before ?? '') ? [compound] : after;
}

/**
 * The word before a value and the (at most two) words after it, singular, stop and naming words left
 * out. Other values bound the words looked at; `beside` takes only the words right after it, before
 * any other ("'Hilton Paris Opera' for 2 adults … for guest" names no guest).
 */
function wordsAround(task: string, match: RegExpMatchArray, beside: boolean): { before?: string; compound?: string; joined?: string; after: string[] } {
  const at = match.index ?? 0;
  const words = (text: string) => (text.toLowerCase().match(/[a-z]+/g) ?? []).filter((word) => !STOP_WORDS.has(word) && !NAMING_WORDS.has(word)).map(singular);
  const head: string[] = (task.slice(0, at).split(VALUE_BOUNDARY).at(-1) ?? '').toLowerCase().match(/[a-z]+/g) ?? [];
  let last = head.length - 1;
  while (last >= 0 && (STOP_WORDS.has(head[last]) || NAMING_WORDS.has(head[last]))) last--;
  // "The latest message of the #general channel", "a card on the 'To Do' list": a word a preposition
  // parts from the value is another thing than the one the value names.
  const parted = head.slice(last + 1).some((word) => PARTING_WORDS.has(word));
  const before = last < 0 || parted ? undefined : singular(head[last]);
  const previous = head[last - 1];
  const compound = before === undefined || previous === undefined || STOP_WORDS.has(previous) || NAMING_WORDS.has(previous) ? undefined : singular(previous);
  // The word before and the one right after it, a stop word in API text ("pull request"), or the one before it, as one word.
  const next = head[last + 1];
  const joined = before === undefined ? undefined : next !== undefined && STOP_WORDS.has(next) && next.length > 2 ? singular(`${head[last]}${next}`) : compound !== undefined ? `${compound}${before}` : undefined;
  const after = task.slice(at + match[0].length).split(VALUE_BOUNDARY)[0] ?? '';
  return { before, compound, joined, after: words(beside ? wordsBeside(after) : after).slice(0, 2) };
}

/** The words right after a value, up to the first stop word or sign: "contact list" of "' contact list and schedule it". */
function wordsBeside(text: string): string {
  const run: string[] = [];
  for (const token of text.match(/[A-Za-z]+|[^A-Za-z\s]+/g) ?? []) {
    if (!/^[A-Za-z]/.test(token) || STOP_WORDS.has(token.toLowerCase())) break;
    run.push(token);
  }
  return run.join(' ');
}

/** "… about ", "… matching ": the words before terms a search looks for, which name no one thing. */
const TOPIC_BEFORE = /\b(?:about|matching|mentioning|containing|regarding)\s+$/i;

/** "… issues labelled ", "… tagged ": a label or a tag the things carry, which names none of them. */
const LABEL_BEFORE = new RegExp(`\\b(?:${LABELLED})\\s+$`, 'i');

/** "… a new playlist called ", "… new contact list named ": the words before a name given to a thing yet to be made. */
const NEW_THING_BEFORE = /\bnew\s+(?:[a-z]+\s+){1,2}(?:(?:named|called|titled)\s+)?$/i;

/** Where another named value, or a clause, begins: words past it say nothing of this value. */
const VALUE_BOUNDARY = /['"‘’“”@#]|[,;:]\s|\.\s/;

/** Attributes of a thing that are never its name. */
const NEVER_NAMES = new Set(['version', 'number', 'sha', 'hash', 'etag', 'ts', 'token', 'url', 'href', 'uri', 'code', 'arn']);

/**
 * The name the task gives the thing an input refers to, when the input's description says it takes
 * a name ("Can be an encoded ID, or a name"): "#releases" for Slack's `channel`.
 */
export function namedValue(task: string, input: StepInput, step: Step): string | undefined {
  if (!SAYS_NAME.test(input.description) || namesUnsaidParent(task, input)) return undefined;
  // A body's own `name` is the name of what the call makes or changes, not of a thing its path or
  // title speaks of: an action on the droplet "db-1" is not named "db-1".
  const own = isOwnName(input);
  // What a message or a note says is its text, not its name ("publish the message 'deploy finished'"); the name a change
  // finds its thing by is the one it has ("move the card 'Fix login' to Done" leaves it so named), sent only where required.
  const changesOnly = (step.endpoint.method === 'PUT' || step.endpoint.method === 'PATCH') && !input.required && !input.requiredInBody;
  if (own && (SAYING_THING.test(step.noun) || changesOnly)) return undefined;
  const reference = own ? undefined : referenceOf(input, step);
  // An attribute no name is, its description speaking of a name beside it: NetLicensing's `version`, "Product version. …,
  // additional to the Product name", takes no product's name.
  if (reference?.attribute !== undefined && NEVER_NAMES.has(reference.attribute)) return undefined;
  const things = (own ? [step.noun] : reference?.nouns ?? []).filter((noun) => noun.length > 2);
  // A value of a shape (an address, a handle) names the thing but is no value of another field: "a
  // customer for jane@acme.com" gives the customer's email, not its name.
  const fits = (naming: Naming) => !SHAPED.includes(naming.value) || naming.fields.some((field) => field.test(normalName(input.name)));
  // A name written bare picks a listed thing only: it is no value a call is sent ("the Weather channel" is no Slack channel name).
  const first = things.length > 0 ? [...valuesNaming(task, things, [...things, step.noun])].find(({ naming }) => fits(naming)) : undefined;
  if (first) return first.naming.value === HASH_NAME ? first.match[0] : first.match[1] ?? first.match[0];
  // "Post 'Deploy done' to #releases": a lone `#name` the task says nothing more of is, by the chat apps' own convention, a channel.
  if (!things.includes(HASH_THING)) return undefined;
  const hashes = [...task.matchAll(HASH_NAME)];
  return hashes.length === 1 && wordsAround(task, hashes[0], true).after.length === 0 ? hashes[0][0] : undefined;
}

