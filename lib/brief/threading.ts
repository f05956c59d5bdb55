// Producer–consumer inference between steps: which response field of one step feeds which input
// of another, and a calling order in which every producer comes before its consumers.

import { parentPath, segmentCount, unescapePointer, type FieldInfo } from '../schema.ts';
import { singular, splitWords, stem, STOP_WORDS } from '../tokens.ts';
import { endingCollection, makesItsThing, MAKING_ACTION, normalName, pathBelow, pathUnder, stepNameWords, stepWords, stepWrites, type Step, type StepInput } from './steps.ts';
import { endsInVerb, isCredentialParameter, isWrite, pathAction, SIGN_IN_PATH } from '../spec-signals.ts';
import { POSSESSIVES, readsBackAfterChange, taskClauses } from './task-verbs.ts';
import { headNoun, possessedWords } from '../search/query.ts';
import { DETERMINERS, LEADING_VERB_SENSES, ORDINALS, VERB_PARTICLES } from '../search/profile.ts';
import { INTENT_BY_WORD, readingVerb } from '../search/intent.ts';
import { AT_HANDLE, CAPITALISED_NAME, cellRanges, EMAIL_ADDRESS, escapeRegExp, FORMAT_MEDIA_TYPES, HASH_NAME, HASH_THING, HOLDS_LINK, IBAN, KEY_CODE_VALUE, LATITUDE_NAMES, LINK, LIST_SEPARATOR, LONGITUDE_NAMES, NAME_CUE, NAMED_WORD, OPENS_WITH_LINK, PHONE_NUMBER, QUOTED_TEXT, quotedAfterThing, quotedValue, RESOURCE_URI, resourceNameFormat, SAYING_THING, SLASH_PAIR, WHOLE_KEY_CODE, WHOLE_PHONE_NUMBER, WHOLE_SUM, wholeValue } from '../values.ts';
import { firstSentence } from '../text.ts';

export interface Binding {
  consumer: number;
  input: StepInput;
  producer: number;
  /** The producer's response field; with `sent`, its request input (body path or parameter name). */
  fieldPath: string;
  /** The value is one the caller sent the producer (a name it gave the thing it made), not one the producer returns. */
  sent?: boolean;
  /** An optional field's value is the id of the very thing the producer creates (a customer's `coupon` ← a coupon's create): it orders the steps as a required one does. */
  made?: boolean;
  /** The value is in the producer's answer, whose fields the spec does not declare: `fieldPath` is empty. */
  undocumented?: boolean;
}

const ID_LIKE = /(^|[_-]|[a-z])(id|ids|Id|Ids|ID|IDs|gid|uuid|key|Key|arn|Arn|ARN)$/;
const PAGINATION_NAMES = /^(limit|offset|page|per_?page|page_?size|cursor|page_?token|fields|locale|country|format|expand|include|sort|order)$/i;

export function isIdLike(name: string): boolean {
  return name === 'id' || ID_LIKE.test(name);
}

/**
 * Words that end an input's name and say which field of a thing it takes: `chat_id` is a chat's
 * id, `tag_name` a tag's name, `AccountSid` an account's sid, `reply_to_message_id` a message's id,
 * `TopicArn` an AWS topic's resource name.
 */
const ATTRIBUTES = new Set(['id', 'ids', 'pk', 'gid', 'uuid', 'uid', 'key', 'sid', 'arn', 'sha', 'hash', 'name', 'number', 'uri', 'url', 'href', 'token', 'slug', 'handle', 'code', 'ts', 'login', 'version', 'etag']);
/** Attributes that name a thing, as a file's name may: not its id, number, version or hash. */
const NAMING_ATTRIBUTES = new Set(['name', 'key', 'slug', 'handle', 'login', 'uri', 'url', 'href']);
/** Attributes a list of which an input may take under their plural (`numbers`, `codes`, `uuids`); not keys, which are things too (SSH keys). */
const PLURAL_ATTRIBUTES = new Set(['number', 'code', 'uuid', 'uid', 'gid', 'sid', 'sha']);
/** Fields that identify a thing, best first, for a reference that does not say which (`{owner}`, `{repo}`). */
const IDENTIFYING = ['id', 'gid', 'login', 'name', 'key', 'slug', 'sha'];
/** Inputs that leave things out of what a call does or answers, and the words a task leaves a thing out by. */
const LEAVES_OUT = /exclu|except|omit|ignore|blacklist|blocklist/i;
const LEAVING_OUT = 'exclud\\w*|except|not|without|but|omit\\w*|ignor\\w*|other than';
/** A field of what an answer reports went wrong (GeoDB's `errors[].code`, a `warnings[].id`): no value another call takes. */
const REPORTS_PROBLEM = /(?:^|\.)(?:errors?|warnings?|problems?)(?:\[\])?\./i;
/** Of those, the leaves a text identifies a thing by, and the types of a whole number. */
const TEXT_IDENTIFIER = /(?:name|login|slug|sha)$/;
const WHOLE_NUMBER = /^(?:integer|number)\b/;
/** Names too common to thread by name alone: another call's `name` is rarely this call's `name`. */
const GENERIC_NAMES = new Set(['id', 'ids', 'name', 'type', 'status', 'description', 'title', 'body', 'text', 'content', 'message', 'value', 'data', 'email', 'amount', 'currency', 'date', 'url', 'uri', 'code', 'number', 'key', 'version', 'state']);
/** The last words of a path parameter that say it holds an identifier, and the fields that give one, best first. */
const ID_WORDS = new Set(['id', 'ids', 'uuid', 'guid', 'gid', 'uid', 'identifier', 'identifiers']);
const ID_FIELDS = ['id', 'uuid', 'guid', 'gid', 'uid', 'identifier'];
/** Last words that name a kind or a state, which many things share: no field of that name tells one thing apart (`{sourceControlType}` is no `[].type`). */
const SHARED_WORDS = new Set(['type', 'kind', 'status', 'state']);
/** Body fields a create names the thing it makes by. */
const MADE_THING_NAMES = new Set(['name', 'title', 'label', 'displayname', 'display_name']);
/** A description that says an input holds an identifier: "The ID of the customer who will be billed". */
const SAYS_ID = /\b(?:ids?|identifiers?)\b/i;
export const SAYS_NAME = /\bname\b/i;
/** The name an account is known by in calls: its handle, before the display `name` (GitHub's `owner.login`, not `owner.name`). */
const HANDLES = ['login', 'username', 'handle'];
/** The attributes that satisfy a reference's attribute, best first. */
const attributesFor = (attribute: string) => (attribute === 'name' ? [...HANDLES, 'name'] : [attribute]);

/** "<attribute> of the <thing>" at the start of a description; the thing may be a phrase ("of a connected Stripe account"). */
const DESCRIBED_REFERENCE = /^\s*(?:the\s+|a\s+|an\s+)?(?:unique\s+)?(\w+)\s+of\s+(?:the|a|an)\s+(\w+(?:\s+\w+){0,2})/i;
/**
 * The word a described thing's phrase is headed by: the last before a word that opens what is said of it ("customer who will
 * be billed", "message to pin", "repository without the .git extension").
 */
const PHRASE_ENDS = new Set(['of', 'for', 'to', 'in', 'on', 'at', 'by', 'with', 'without', 'from', 'into', 'that', 'which', 'who', 'whose', 'where', 'when', 'as', 'is', 'are', 'will', 'can', 'may', 'must', 'should', 'used']);
const headOf = (phrase: string) => {
  const words = phrase.split(/\s+/);
  const end = words.findIndex((word, at) => at > 0 && (STOP_WORDS.has(word.toLowerCase()) || PHRASE_ENDS.has(word.toLowerCase())));
  return (end < 0 ? words : words.slice(0, end)).at(-1)!;
};
/** A description opening with the thing an object of a role is: "The destination folder to copy the file to", "The parent folder". */
const ROLE_DESCRIPTION = /^\s*(?:the|a|an)\s+(?:destination|target|parent|source|containing)\s+([a-z]{3,})\b/i;
/** The end of a span an object's description says it is: "The destination folder …" is where things go, "The source …" where they come from. */
const describedRole = (description: string): 'start' | 'end' | undefined => {
  const role = ROLE_DESCRIPTION.exec(description)?.[0].toLowerCase() ?? '';
  return /\b(?:destination|target)\b/.test(role) ? 'end' : /\bsource\b/.test(role) ? 'start' : undefined;
};
/** A description naming the thing an id is of: "The Spotify ID for the track", "ID of the order", "identifier of a thread's parent message". */
const ID_OF_THING = /\b(?:id|identifier)\s+(?:of|for)\s+(?:the|a|an)\s+(?:\p{L}+'s\s+(?:\p{L}+\s+)?)?(\p{L}{3,})/iu;
/** The kinds a description says an attribute must be of: "Must be a track or an episode uri" → track, episode. */
function kindsOfAttribute(description: string, attribute: string): string[] {
  if (!/\b(?:must|should|can) be\b|\beither\b/i.test(description)) return [];
  const said = new RegExp(`\\b(?:must be|should be|can be|either)\\s+((?:an?\\s+)?[a-z]+(?:(?:\\s*,\\s*|\\s+or\\s+)(?:an?\\s+)?[a-z]+)*)\\s+${escapeRegExp(attribute)}s?\\b`, 'i').exec(description)?.[1];
  return said === undefined ? [] : said.split(/\s*,\s*|\s+or\s+/).map((kind) => singular(kind.replace(/^an?\s+/i, '').toLowerCase())).filter((kind) => kind.length > 2 && !STOP_WORDS.has(kind));
}

/** Plurals no ending makes, as descriptions write them: "the resource names of the contact people". */
const IRREGULAR_PLURALS: ReadonlyMap<string, string> = new Map([['people', 'person'], ['children', 'child'], ['men', 'man'], ['women', 'woman']]);
/** A description naming the thing a name or an id is of, anywhere in it: "Required. The resource name of the contact group to modify." */
const ATTRIBUTE_OF_THING = /\b(?:names?|ids?|identifiers?)\s+of\s+(?:the|a|an)\s+(\p{L}{3,}(?:\s+\p{L}+){0,2})/iu;
/** The same by the thing's role: "The ID of the recipient user". */
const ROLE_ID_OF_THING = /\b(?:id|identifier)\s+(?:of|for)\s+(?:the|a|an)\s+(?:recipient|destination|target|parent)\s+(\p{L}{3,})/iu;
/** A description opening with a thing's identifier: "Calendar identifier of …", "The project ID …". */
const DESCRIBED_ID = /^\s*(?:the\s+|a\s+|an\s+)?([A-Za-z]+)\s+(?:id|identifier)\b/i;
/** Words a description uses for an attribute, as the field names APIs give it. */
const DESCRIBED_ATTRIBUTES = new Map([['id', 'id'], ['ids', 'id'], ['identifier', 'id'], ['gid', 'gid'], ['timestamp', 'ts'], ['key', 'key'], ['name', 'name'], ['sha', 'sha'], ['slug', 'slug'], ['handle', 'handle'], ['token', 'token'], ['url', 'url'], ['uri', 'uri']]);

/** What an input refers to: things it may name (`customer`) and which of their fields it takes (`id`), or any identifying one. */
export interface Reference {
  nouns: string[];
  attribute?: string;
}

/** Words inside a name that link its parts (`reply_to_message_id`, `issueIdOrKey`). */
const LINKING_WORDS = new Set(['to', 'of', 'for', 'the', 'or', 'and', 'by']);
/** Words of an input's name that say it is the value being replaced, not what it is of: `pgIdOrig`, `oldPhoneNumber`. */
const OLD_VALUE_WORDS = new Set(['orig', 'original', 'old', 'prev', 'previous', 'current']);

/** A name's words; one run together from a thing and its attribute is both: `username` is a user's name (its handle), `orgid` an org's id. */
function nameParts(name: string): readonly string[] {
  const run = /^([a-z]{3,})(name|id|key|code)$/.exec(name);
  // "num" is short for number: CircleCI's `{build_num}` is the build's number.
  return run ? [run[1], run[2]] : nameWords(name).map((word) => (word === 'num' ? 'number' : word));
}

/** The thing and field an input refers to, or undefined when it carries a plain value. */
export function referenceOf(input: StepInput, step: Step): Reference | undefined {
  // What a name says is done with the things is no part of what they are: People's `resourceNamesToAdd` are resource names,
  // each one a thing's (an attribute's plural before "to add" lists that attribute of the things added).
  const parts = nameParts(input.name);
  const purposed = parts.length > 3 && parts.at(-2) === 'to' && INTENT_BY_WORD.has(parts.at(-1)!) ? parts.slice(0, -2) : undefined;
  const spelled = purposed === undefined ? parts : purposed.at(-1) !== 'ids' && ATTRIBUTES.has(singular(purposed.at(-1)!)) ? [...purposed.slice(0, -1), singular(purposed.at(-1)!)] : purposed;
  // An attribute qualified after it is that attribute still: Qualpay's `pgIdOrig` is the original transaction's `pg_id`.
  const named: readonly string[] = spelled.length > 2 && OLD_VALUE_WORDS.has(spelled.at(-1)!) && ATTRIBUTES.has(spelled.at(-2)!) ? spelled.slice(0, -1) : spelled;
  // Some APIs name the attribute first: Budgea's `id_client`, Trello's `idBoard` are read as `client_id`, `board_id`.
  const idFirst = ID_WORDS.has(named[0] ?? '') && !ATTRIBUTES.has(named.at(-1) ?? '') && !SHARED_WORDS.has(named.at(-1) ?? '')
    && named.slice(1).some((word) => !LINKING_WORDS.has(word));
  const written = idFirst ? [...named.slice(1), 'id'] : named;
  // A list of an attribute is of things' attribute too: e-conomic's approve `numbers`, the time entries' numbers.
  const many = written.at(-1) ?? '';
  const words = many !== 'ids' && many !== singular(many) && PLURAL_ATTRIBUTES.has(singular(many)) ? [...written.slice(0, -1), singular(many)] : written;
  const last = words.at(-1) ?? '';
  if (ATTRIBUTES.has(last)) {
    // A key its description calls an id is an id (Zuora's `{subscription-key}`, "Subscription number or ID").
    // So is a primary key (RAWG's `{game_pk}`, as Django names it).
    const attribute = last === 'ids' || last === 'pk' || (last === 'key' && SAYS_ID.test(input.description)) ? 'id' : last;
    const plain = words.slice(0, -1).filter((word) => !LINKING_WORDS.has(word) && !ATTRIBUTES.has(word));
    // A role is no thing: of KMS's `TargetKeyId` the thing is the key, a word that is an attribute elsewhere (`api_key`).
    const attributeThing = plain.length > 0 && plain.every((word) => START_WORDS.has(word) || END_WORDS.has(word)) ? words.slice(0, -1).filter((word) => ATTRIBUTES.has(word)).at(-1) : undefined;
    const before = attributeThing !== undefined ? [attributeThing] : plain;
    // A path parameter also names the collection it sits under: `/members/{subscriber_hash}` is a member's.
    const segment = input.location === 'path' ? segmentNoun(input, step.endpoint.path) : undefined;
    // "Provide another message's ts value": a thing whose attribute the description says the input takes is that thing's too.
    const owner = input.description.includes("'s ") ? new RegExp(`\\b([a-z]{3,})'s\\s+(?:${escapeRegExp(last)}|${escapeRegExp(attribute)})\\b`, 'i').exec(input.description)?.[1]?.toLowerCase() : undefined;
    const owners = owner !== undefined && !STOP_WORDS.has(owner) ? [singular(owner)] : [];
    // A word for any thing names none before a thing's own word: Azure AD's `groupObjectId` is a group's.
    // Nor a role after the thing: Trello's `idCardSource` is a card's id, the card a copy starts from.
    const role = before.length > 1 && (START_WORDS.has(before.at(-1)!) || END_WORDS.has(before.at(-1)!));
    const thingWord = before.length > 1 && (ANY_THING.includes(singular(before.at(-1)!)) || role) ? before.at(-2)! : before.at(-1);
    // A word for any thing alone names the thing its description says its attribute is of: People's `{resourceName}`, "The
    // resource name of the contact group", is a group's.
    const anyOf = before.length === 1 && ANY_THING.includes(singular(thingWord!)) ? ATTRIBUTE_OF_THING.exec(input.description)?.[1] : undefined;
    const ofDescribed = anyOf !== undefined && !STOP_WORDS.has(headOf(anyOf).toLowerCase()) ? [IRREGULAR_PLURALS.get(headOf(anyOf).toLowerCase()) ?? singular(headOf(anyOf))] : [];
    // And the thing its description says it is the id of, by a role: Twitter's `participant_id`, "The ID of the recipient user".
    const roleOf = attribute === 'id' ? ROLE_ID_OF_THING.exec(input.description)?.[1]?.toLowerCase() : undefined;
    const byRole = roleOf !== undefined && !STOP_WORDS.has(roleOf) ? [singular(roleOf)] : [];
    // And the kinds its description says it must be of: Spotify's queue `uri`, "Must be a track or an episode uri".
    const kindsSaid = attribute === 'uri' || attribute === 'id' ? kindsOfAttribute(input.description, last) : [];
    if (before.length > 0) return { nouns: [...new Set([singular(thingWord!), ...(segment ? [segment] : []), ...owners, ...byRole, ...ofDescribed, ...kindsSaid, ...spelledOut(singular(thingWord!), input.description)])], attribute };
    // A bare `id` inside a body object is that object's (`item.id`, `task.id`), not the step's own thing.
    const holder = input.path?.split('.').at(-2)?.replace(/\[\]$/, '');
    // An object of several kinds says which by its `type` (Box's comment `item`: a file or a comment): its id is of
    // those kinds too, other than the step's own (a comment on a comment is a reply, never the one being made).
    const kinds = holder ? kindsBeside(input.path!, step.nestedInputs).filter((kind) => !sameThing(kind, step.noun)) : [];
    // An object named for its role says in its description what it is: Box's copy `parent` is "The destination folder …".
    const described = ROLE_DESCRIPTION.exec(input.parent?.description ?? '')?.[1]?.toLowerCase();
    const roleThing = described !== undefined && !STOP_WORDS.has(described) ? [singular(described)] : [];
    if (holder) return { nouns: [...new Set([singular(splitWords(holder).at(-1) ?? holder), ...kinds, ...roleThing])], attribute };
    // A bare `id` names the path segment before it, or the step's own things, and the thing its description names it of
    // (Spotify's `/audio-features/{id}`, "The Spotify ID for the track").
    // Or of whose attribute it says it is: Slack's `ts`, "Timestamp of the message to be updated".
    const describedOf = DESCRIBED_REFERENCE.exec(input.description);
    // Or whose id it opens saying it is: Browshot's thumbnail `id`, "screenshot ID".
    const opensWithId = attribute === 'id' ? DESCRIBED_ID.exec(input.description)?.[1] : undefined;
    const describedThing = ID_OF_THING.exec(input.description)?.[1]
      ?? (describedOf && DESCRIBED_ATTRIBUTES.get(describedOf[1].toLowerCase()) === attribute && !STOP_WORDS.has(headOf(describedOf[2]).toLowerCase()) ? headOf(describedOf[2]) : undefined)
      ?? (opensWithId !== undefined && !STOP_WORDS.has(opensWithId.toLowerCase()) && !ID_WORDS.has(opensWithId.toLowerCase()) ? opensWithId : undefined);
    return { nouns: [...new Set([...inputNouns(input, step), ...(describedThing ? [singular(describedThing.toLowerCase())] : []), ...kindsSaid])], attribute };
  }
  // An object is no reference; its fields are inputs of their own.
  if (/^(object|array of object)/.test(input.type)) return undefined;
  // The description may say which field of which thing: "Timestamp of the message to pin", "The ID of the customer".
  const described = DESCRIBED_REFERENCE.exec(input.description);
  const describedAttribute = described ? DESCRIBED_ATTRIBUTES.get(described[1].toLowerCase()) : undefined;
  if (described && describedAttribute) return { nouns: [...new Set([singular(headOf(described[2]).toLowerCase()), singular(last)])], attribute: describedAttribute };
  // "Calendar identifier of the target calendar": a description that opens with a thing's identifier names that thing.
  const opensWithId = DESCRIBED_ID.exec(input.description);
  // "The slug identifier for the region": the identifier is the thing's slug, and the thing the input's own name.
  const identifierAttribute = opensWithId ? DESCRIBED_ATTRIBUTES.get(opensWithId[1].toLowerCase()) : undefined;
  if (identifierAttribute !== undefined && identifierAttribute !== 'id') return { nouns: [singular(last)], attribute: identifierAttribute };
  if (opensWithId && !STOP_WORDS.has(opensWithId[1].toLowerCase())) return { nouns: [...new Set([singular(opensWithId[1].toLowerCase()), singular(last)])], attribute: 'id' };
  // A plural noun its description calls a list of those things holds their ids (Slack's `users`: "Comma separated lists of users").
  if (/^(?:array of )?string\b/.test(input.type) && singular(last) !== last && new RegExp(`\\blists?\\s+of\\s+${last}\\b`, 'i').test(input.description)) {
    return { nouns: [singular(last)], attribute: 'id' };
  }
  // A plain noun refers to a thing when it is a path parameter or its description says it holds an id or name.
  const saysId = SAYS_ID.test(input.description);
  if (input.location !== 'path' && !saysId && !(SAYS_NAME.test(input.description) && input.location !== 'body')) return undefined;
  if (input.type.includes('one of:') || /^(integer|number|boolean)/.test(input.type) && !saysId) return undefined;
  const noun = singular(last);
  return { nouns: [noun, ...spelledOut(noun, input.description)], attribute: saysId ? 'id' : SAYS_NAME.test(input.description) ? 'name' : undefined };
}

/**
 * The thing a name abbreviates, as its description writes it out: Beanstream's `transId` is "The transaction id", GitHub's
 * `{org}` "The organization name".
 */
function spelledOut(noun: string, description: string): string[] {
  if (noun.length < 3) return [];
  // Not the noun run together with an attribute of it ("username" of a `user`).
  const word = splitWords(description).find((candidate) => candidate.length >= noun.length + 3 && candidate.startsWith(noun) && !ATTRIBUTES.has(candidate.slice(noun.length)));
  return word === undefined ? [] : [singular(word)];
}

/** The literal path segment a path parameter sits under, singular: `/members/{subscriber_hash}` → member. */
export function segmentNoun(input: StepInput, path: string): string | undefined {
  const segments = path.split('/');
  return thingBefore(segments, segments.indexOf(`{${input.name}}`));
}

/** The thing the last literal segment before `at` names, singular; a version it carries is no part of it (Crucible's `/repositories-v1/`). */
function thingBefore(segments: readonly string[], at: number): string | undefined {
  for (let i = at - 1; i >= 0; i--) {
    if (segments[i] && !segments[i].startsWith('{')) return singular(segments[i].replace(/[-_.]v\d+$/i, '').replace(/[^A-Za-z]/g, ''));
  }
  return undefined;
}

/** The resource an id-like input names: `playlist_id` → playlist; `/artists/{id}` → artist. */
export function inputNoun(input: StepInput, path: string): string | undefined {
  const stripped = input.name.replace(/[_-]?(ids?|Ids?|IDs?|gid|uuid|key|Key)$/, '');
  // Not a letter left of a word that only ends in "id" (Twilio's `Sid`, a string identifier, is no "s"'s id).
  if (stripped.length > 1 && stripped !== input.name) return singular(stripped.replace(/[_-]/g, ''));
  if (input.location !== 'path') return undefined;
  const segments = path.split('/');
  // A parameter may share its segment with an extension (Twilio's `/Calls/{Sid}.json`).
  return thingBefore(segments, segments.findIndex((segment) => segment === `{${input.name}}` || segment.startsWith(`{${input.name}}.`)));
}

const NAME_FILLER = new Set(['get', 'list', 'create', 'update', 'delete', 'remove', 'add', 'save', 'set', 'the', 'a', 'an', 'of', 'for', 'or', 'and', 'to', 'from', 'in', 'on', 'current', 'user', 'users', 'item', 'items', 'one', 'more', 'several', 'check', 'follow', 'unfollow']);

/**
 * Resources an id-like input may name. A bare `ids` query parameter names none itself, so the
 * step's own resource and the nouns of its name stand in: PUT /me/albums → album;
 * "Follow Artists or Users" → artist.
 */
export function inputNouns(input: StepInput, step: Step): string[] {
  const own = inputNoun(input, step.endpoint.path);
  if (own) return [own];
  // Not another input the name speaks of: "Get a token using login+password" names no thing the `login` is of.
  const others = new Set(step.inputs.filter((other) => other !== input).map((other) => normalName(other.name)));
  const fromName = splitWords(step.endpoint.name).filter((word) => !NAME_FILLER.has(word) && word.length > 2 && !others.has(word.toLowerCase())).map(singular);
  return [...new Set([step.noun, ...fromName].filter(Boolean))];
}

/** Parent nouns by field path: a few paths (`data[].id`) recur in every large answer. */
const parentNouns = new Map<string, string | undefined>();
const PARENT_NOUNS_KEPT = 50_000;

/** The segment holding a field, singular and bare: `result[].message.chat.id` → chat; `channels[].id` → channel. */
function parentNoun(fieldPath: string): string | undefined {
  if (parentNouns.has(fieldPath)) return parentNouns.get(fieldPath);
  const segments = fieldPath.split('.');
  const noun = segments.length < 2 ? undefined : singular(segments.at(-2)!.replace(/\[\]/g, '').replace(/[^A-Za-z]/g, ''));
  if (parentNouns.size >= PARENT_NOUNS_KEPT) parentNouns.clear();
  parentNouns.set(fieldPath, noun);
  return noun;
}

/** Bare names an answer gives a list of things without saying what they are (`tracks.items[]`, `data[]`, a search's `messages.matches[]`). */
const LIST_NAMES = ['items', 'data', 'results', 'entries', 'records', 'values', 'elements', 'list', 'matches', 'hits'];

/**
 * The thing a field is an attribute of, past bare list names: `tracks.items[].uri` → track, `tracks[].uri`
 * → track, but `tracks.items[].added_by.uri` → addedby (the user who added it, not the track).
 */
function holderNoun(fieldPath: string): string | undefined {
  const holders = fieldPath.split('.').slice(0, -1).map((segment) => segment.replace(/\[\]/g, '')).filter((segment) => !LIST_NAMES.includes(segment));
  const holder = holders.at(-1);
  return holder === undefined ? undefined : nounOf(holder);
}

/** The thing a name of an answer's object names, singular and bare: `next_actions` → nextaction. */
const nounOf = (name: string) => singular(name.replace(/[^A-Za-z]/g, '').toLowerCase());

const providerOf = (step: Step) => step.endpoint.apiKey.split('/')[0];

/** The kinds a `type` beside a field lists, singular (`item.type`, "file" or "comment"; `entries[].type`, "file"): what the object holding the field is. */
function kindsBeside(fieldPath: string, fields: readonly { path?: string; allowed?: readonly string[] }[]): string[] {
  const typePath = `${fieldPath.slice(0, Math.max(0, fieldPath.lastIndexOf('.')))}.type`;
  const allowed = fields.find((field) => field.path === typePath)?.allowed ?? [];
  return allowed.map((kind) => singular(kind.toLowerCase())).filter((kind) => /^[a-z]{3,}$/.test(kind));
}

/** Two references to the same kind of thing (`{id}` of a user and `{id}` of a list are not). */
function sameReference(a: Reference | undefined, b: Reference | undefined): boolean {
  if (!a || !b) return a === b;
  // A word for any thing ("ID of the resource") makes no two references one: a source's `{id}` and a service offering's.
  const specific = (reference: Reference) => {
    const own = reference.nouns.filter((noun) => !ANY_THING.includes(noun));
    return own.length > 0 ? own : reference.nouns;
  };
  return specific(a).some((noun) => specific(b).some((other) => sameThing(noun, other)));
}

/** One noun names the other: singular forms equal, or one ends the other (`singlesend` / `send`, `bank_account` / `account`). */
export function sameThing(a: string, b: string): boolean {
  return a === b || (a.length >= 4 && b.length >= 4 && (a.endsWith(b) || b.endsWith(a)));
}

/** Whether a component name is about the noun: TrackObject → track, SimplifiedPlaylistObject → playlist. */
function namesNoun(names: string[], noun: string): boolean {
  return names.some((name) => name.toLowerCase().includes(noun));
}

/**
 * Whether an object is a part of a thing it sits in, its schema named by that thing's schema's name and a word more: a pod's
 * `spec.os`, a `PodOS` inside an `io.k8s.api.core.v1.Pod`, is no pod (a wrapper's thing, Parliament's `QuestionsViewModel`
 * inside a `QuestionsViewModelItem`, is its thing).
 */
function partOfNamed(path: string, noun: string, producer: Step): boolean {
  const lastSegment = (name: string) => name.split('.').at(-1) ?? name;
  const own = (producer.outputByPath.get(path)?.schemaNames ?? []).map(lastSegment);
  for (let outer = parentPath(path); outer !== ''; outer = parentPath(outer)) {
    const names = (producer.outputByPath.get(outer)?.schemaNames ?? []).map(lastSegment).filter((name) => namesNoun([name], noun));
    if (names.some((name) => own.some((part) => part.length > name.length && part.startsWith(name) && /[A-Z]/.test(part[name.length])))) return true;
  }
  return false;
}

/** The field is one of the producer's own things: at its root, or one wrapper down (`id`, `[].id`, `data[].id`, `data.id`, `items[].id`). */
function ownItemField(fieldPath: string): boolean {
  return /^(?:\w*(?:\[\])?\.)?[^.[\]]+$/.test(withoutOwnAttributes(fieldPath));
}

/**
 * JSON:API keeps a resource's fields in its `attributes` beside its `id` and `type` (Orbit's `data[].attributes.slug`), and
 * Kubernetes its object's name and uid in its `metadata` (`items[].metadata.name`): they are the resource's own, as if at its top.
 */
function withoutOwnAttributes(fieldPath: string): string {
  return fieldPath.replace(/^(\w*(?:\[\])?\.)?(?:attributes|metadata)\./, '$1');
}

/** A field of the producer's own thing: at its root, or one wrapper down under a list's bare name or the thing itself (`data[].id`, `server.id`). */
function producersOwnField(fieldPath: string, producer: Step): boolean {
  if (!ownItemField(fieldPath)) return false;
  const wrapper = fieldPath.split('.').at(-2)?.replace(/\[\]$/, '');
  return wrapper === undefined || LIST_NAMES.includes(wrapper) || sameThing(nounOf(wrapper), producer.noun) || fieldPath.startsWith(`${wrapper}[].`);
}

/** The things an answer holds at its root, singular: Hetzner's create answers `server`, `action` and `next_actions`. */
const rootThings = new WeakMap<Step, readonly string[]>();
function rootThingsOf(step: Step): readonly string[] {
  let things = rootThings.get(step);
  if (!things) {
    things = step.outputs.filter((field) => !field.path.includes('.') && /^(object|array of object)/.test(field.type)).map((field) => nounOf(field.name));
    rootThings.set(step, things);
  }
  return things;
}

/**
 * The things an answer lists at its root, singular, whatever its type's label says: Slack's
 * conversations.list answers `channels`, an `array of objs_conversation` whose items hold `channels[].id`.
 */
const rootLists = new WeakMap<Step, ReadonlySet<string>>();
export function rootListsOf(step: Step): ReadonlySet<string> {
  let lists = rootLists.get(step);
  if (!lists) {
    lists = new Set(step.outputs.flatMap((field) => (/^[^.]+\[\]\.[^.]+$/.test(field.path) ? [nounOf(field.path.split('[]')[0])] : [])));
    rootLists.set(step, lists);
  }
  return lists;
}

/** The objects with an id of their own that each thing a step lists holds, by their nouns: `matches[].channel` (with `matches[].channel.id`) → channel. */
function listedObjectsOf(step: Step): ReadonlySet<string> {
  let objects = listedObjects.get(step);
  if (!objects) {
    objects = new Set(step.outputs.flatMap((field) => (/\[\]\.[A-Za-z_]+$/.test(field.path) && field.type.startsWith('object') && step.outputByPath.has(`${field.path}.id`) ? [nounOf(field.name)] : [])));
    listedObjects.set(step, objects);
  }
  return objects;
}
const listedObjects = new WeakMap<Step, ReadonlySet<string>>();

/**
 * A field one wrapper down that is another thing's, where the answer holds the wanted thing beside
 * it: Hetzner's create answers `server.id` beside `action.id`, and the action is not the server
 * made. Where nothing at the root names the thing, a wrapper is part of it (GitHub's pull `head.sha`).
 */
function wrapsOtherThing(fieldPath: string, noun: string, producer: Step): boolean {
  const wrapper = wrapperOf(fieldPath);
  return wrapper !== undefined && !sameThing(wrapper, noun) && rootThingsOf(producer).some((thing) => sameThing(thing, noun));
}

/** The thing of the object a field sits in (`organization.login` → organization), if it sits in one. */
function wrapperOf(fieldPath: string): string | undefined {
  const wrapper = fieldPath.split('.').at(-2)?.replace(/\[\]$/, '');
  return wrapper ? nounOf(wrapper) : undefined;
}

/**
 * A field one wrapper down, in another thing (`organization.login`), where the answer's root holds
 * the attribute itself: a repository made answers its own `name`; its organization's handle is not it.
 */
function besideOwnAttribute(fieldPath: string, noun: string, reference: Reference, producer: Step): boolean {
  const wrapper = wrapperOf(fieldPath);
  if (wrapper === undefined || sameThing(wrapper, noun) || reference.attribute === undefined) return false;
  const own = rootScalarsOf(producer);
  return attributesFor(reference.attribute).some((attribute) => own.has(attribute));
}

/** The names of the scalar fields an answer holds at its root, lower-cased, read once per step: every field scored asks. */
const rootScalars = new WeakMap<Step, ReadonlySet<string>>();
function rootScalarsOf(step: Step): ReadonlySet<string> {
  let names = rootScalars.get(step);
  if (!names) {
    names = new Set(step.outputs.filter((field) => !field.path.includes('.') && !/^(object|array)/.test(field.type)).map((field) => field.name.toLowerCase()));
    rootScalars.set(step, names);
  }
  return names;
}

const wordPatterns = new Map<string, RegExp>();
/** The attribute as a whole word, compiled once: it is tested against every id field's description. */
function wordPattern(word: string): RegExp {
  let pattern = wordPatterns.get(word);
  if (!pattern) wordPatterns.set(word, (pattern = new RegExp(`\\b${word}\\b`, 'i')));
  return pattern;
}

/** What a path parameter scores against a field of the same name among the things another step lists, less 0.1 a level. */
const LISTED_PATH_SCORE = 2.9;
/** The same for a bare `{id}`: below any field whose thing the nouns name, so it decides only where they name none. */
const LISTED_BARE_ID_SCORE = 2.2;
/** A field of each thing an answer that is a list holds: `[].id`. */
const ROOT_LIST_FIELD = /^\[\]\.[^.]+$/;
/** What a step's own thing adds when only its answer's schema name holds the noun (an `InvoiceItem` for an invoice), or its listed things' `type`: less than a path naming it (0.3). */
const SCHEMA_NAMED_OWN_SCORE = 0.25;

/** A field of each of the things an answer lists: `[].code`, `data[].id`, `_embedded.items[].code`. */
function listedItemField(fieldPath: string): boolean {
  return /^(?:\w+\.)?\w*\[\]\.[^.[\]]+$/.test(fieldPath);
}

/** The most `fieldScore` can give a field at its depth: the same name or an own item's attribute lose 0.1 a level. */
function bestPossibleScore(field: FieldInfo, reference: Reference | undefined, input: StepInput): number {
  if (reference) return 3.3 - levelOf(field.path) * 0.1;
  return input.location === 'path' ? Math.max(2.6, LISTED_PATH_SCORE - levelOf(field.path) * 0.1) : 2.6;
}

/** A list under a bare name inside an object named for what it lists: `artists.items[].id`. */
const WRAPPED_LIST = new RegExp(`(?:^|\\.)[A-Za-z]\\w*\\.(?:${LIST_NAMES.join('|')})\\[\\]\\.[^.]+$`);
/** How many objects down a field sits: `data[].id` is 1, and so is `artists.items[].id`, whose list's bare name adds no level. */
const levelOf = (path: string) => segmentCount(path) - 1 - (WRAPPED_LIST.test(path) ? 1 : 0);

/** How well a producer field fits an input; 0 when it does not. */
function fieldScore(input: InputFacts, reference: Reference | undefined, consumer: Step, producer: Step, field: FieldInfo, fieldName: string): number {
  const score = nameScore(input, reference, consumer, producer, field, fieldName);
  // A value handed on is a scalar: an object (Stripe's expanded `price`) is no id. Asked last: a
  // field's type is read from its schema, and most fields a name brings up score nothing anyway.
  return score > 0 && /^(object|array of object)/.test(field.type) ? 0 : score;
}

/** An input naming its thing's parent by id (`parentId`, `parent_folder_id`), as its normal name reads. */
const PARENT_ID = /^parent[a-z]*id$/;

/** How well a producer field's name and place fit an input, whatever its type. A score raised here raises `bestPossibleScore` too. */
function nameScore({ input, name: inputName, thingField: ofThing }: InputFacts, reference: Reference | undefined, consumer: Step, producer: Step, field: FieldInfo, fieldName: string): number {
  const depth = levelOf(field.path);
  // `{paymentPspReference}` ← the `pspReference` a payment call answers with at its root or of its listed payments.
  if (ofThing && fieldName === ofThing.field && sameThing(producer.noun, ofThing.noun) && (depth === 0 || ownItemField(field.path))) return 3 - depth * 0.1;
  // A write's body holding the thing it writes names that thing's own id (Xero's new `Payments[].PaymentID`): no other answer's.
  if (isNested(input) && isWrite(consumer.endpoint.method) && inputName === `${consumer.noun}id` && fieldName === inputName) return 0;
  // The same attribute of the same kind of thing: a body that is a `User` takes its `accountId`
  // from a `User` another step returns, whatever the step's own noun (Jira's assignee body).
  if (isIdLike(input.name) && fieldName === inputName && sameHolder(input, consumer, field, producer)) return 3.2 - depth * 0.1;
  // A new thing's parent made by a create before it ("a room 'Finance' and a folder inside it") is that create's own
  // thing: DRACOON's `parentId` ← the room's `id`, not the room's own `parentId`.
  if (PARENT_ID.test(inputName) && producer.endpoint.method === 'POST' && stepWrites(producer) && !producer.endpoint.path.endsWith('}')) {
    if (fieldName === inputName) return 0;
    if (fieldName === 'id' && depth === 0) return 3.1;
  }
  // The same name is the same value when it names a reference (`access_token`, `PhoneNumber`) the
  // call needs, not a plain value (`metadata`, `name`) nor a bare `id`, which is each thing's own,
  // nor an optional field a write copies from another's answer; the thing's own producer still comes first.
  if (reference && (input.required || input.location !== 'body') && fieldName === inputName && !GENERIC_NAMES.has(inputName) && !ATTRIBUTES.has(inputName)) {
    const ownThing = input.location === 'path' && ownItemField(field.path) && reference.nouns.some((noun) => sameThing(producer.noun, noun));
    return ownThing ? Math.max(3 - depth * 0.1, referenceScore(input, reference, consumer, producer, field, fieldName, depth)) : 3 - depth * 0.1;
  }
  // An id nested in a body by the very name another call answers with (YouTube's `snippet.resourceId.videoId`
  // ← a search's `items[].id.videoId`, Gmail's `threadId`): optional, so taken only where the task names its thing (below).
  // Of two such, the one in an object of the field's own schema (both a `ResourceId`) first.
  if (isIdLike(input.name) && (sameNamedNested(input, fieldName) || sameNamedOwnField(input, fieldName)) && !GENERIC_NAMES.has(inputName)) {
    // Never less than what it refers to makes of it: a public key's `key_id` is as much the key's as its `id`.
    return Math.max(2.8 - depth * 0.1 + (sharesHolder(input, consumer, field, producer) ? 0.05 : 0), referenceScore(input, reference, consumer, producer, field, fieldName, depth));
  }
  // A list of ids gathers the listed items' id of its singular name: Pub/Sub's acknowledge `ackIds` ← a pull's `receivedMessages[].ackId`.
  if (/^array of (?:string|integer)\b/.test(input.type) && isIdLike(input.name) && field.path.includes('[]') && inputName.length > 3 && fieldName === singular(inputName)) return 2.6 - depth * 0.1;
  // A required value a call takes by the very name another call answers with at its root (`channel`, `ts` of chat.postMessage).
  // Not a path's id of one kind of thing from the root of an answer about another (a call's `{Sid}` ← a new queue's `sid`).
  const otherThing = input.location === 'path' && reference !== undefined && !reference.nouns.some((noun) => sameThing(producer.noun, noun) || namesNoun(producer.responseNames, noun));
  if (input.required && depth === 0 && fieldName === inputName && !GENERIC_NAMES.has(inputName) && !otherThing) return 2.6;
  // A path parameter named as a field of the things another step lists is that field of one of them,
  // even a plain name: `/facilities/{equipmentnumber}` ← `[].equipmentnumber`, `/currencies/{code}` ← `_embedded.items[].code`.
  // (A bare `{id}` is every thing's: whose it is, the nouns below say, and they may say more.)
  // A list of plain values named for the things (Nordigen's requisition `accounts`, `member_ids`, Discourse's untyped `post_ids`) holds their ids: one item each.
  // So does a path parameter named for the thing itself (IBKR's `{account}` ← GET /accounts' `accounts`, a list of account numbers).
  // Or an input named for the things in the plural whose ids it takes (Slack's invite `users`, "A comma separated list of user IDs").
  const pluralOfThing = singular(inputName) !== inputName && (reference?.nouns.includes(singular(inputName)) ?? false);
  if (reference && (isIdLike(input.name) || input.location === 'path' || pluralOfThing) && (reference.attribute === undefined || ID_WORDS.has(reference.attribute)) && field.type.startsWith('array of ')) {
    const typedIds = typedIdsOf(field, producer);
    if ((/^array of (?:string|integer|any)\b/.test(field.type) || typedIds !== undefined)
      && reference.nouns.some((noun) => (fieldName === `${noun}s` && !/^array of any/.test(field.type)) || fieldName === `${noun}ids` || typedIds === noun)) return 2.7 - depth * 0.1;
  }
  // So is a required string of a change named as such a field of the things a lookup lists, where the change's path names no
  // thing (Vonage's number buy `msisdn` ← the number search's `numbers[].msisdn`): it takes one of them by that field. Not an
  // amount it sets (a volume's new `size`), nor a field of a thing its path picks (a change to it sets its fields).
  const bodyPicks = input.required && input.type.startsWith('string') && !GENERIC_NAMES.has(inputName) && producer.endpoint.method === 'GET' && stepWrites(consumer) && !consumer.endpoint.path.includes('{');
  // A path parameter named in the plural, one or several of them (Royal Mail's `{orderIdentifiers}`), takes the field of its singular name.
  const samePathName = fieldName === inputName || (input.location === 'path' && inputName.length > 4 && singular(inputName) !== inputName && fieldName === singular(inputName));
  // The things a lookup lists, or a change made (Royal Mail's `createdOrders[]`), not those a change's answer holds of the one
  // thing it changed (a new config map's `metadata.ownerReferences[]`).
  const listName = /(\w+)\[\]\.[^.]+$/.exec(field.path)?.[1] ?? '';
  const listsMade = !stepWrites(producer) || splitWords(listName).some((word) => sameThing(singular(word.toLowerCase()), producer.noun));
  const listed = ((input.location === 'path' && listsMade) || bodyPicks) && samePathName && listedItemField(field.path) && !(inputName === 'id' && reference?.nouns.some((noun) => wrapsOtherThing(field.path, noun, producer)))
    ? (inputName === 'id' ? LISTED_BARE_ID_SCORE : LISTED_PATH_SCORE) - depth * 0.1 : 0;
  return Math.max(listed, referenceScore(input, reference, consumer, producer, field, fieldName, depth));
}

/** How well a producer field fits what the input refers to (its thing and that thing's attribute). */
function referenceScore(input: StepInput, reference: Reference | undefined, consumer: Step, producer: Step, field: FieldInfo, fieldName: string, depth: number): number {
  if (!reference) {
    // `uris` ← `tracks.items[].uri`: a plural input gathers one reference field of many items;
    // prefer the items the consumer works on (`/playlists/{id}/tracks` wants tracks), and before
    // them the items a step lists as its own: the top tracks' `tracks[].uri`, not the search's
    // `tracks.items[].uri` that found the artist.
    if (singular(input.name) === field.name && singular(input.name) !== input.name && ATTRIBUTES.has(field.name) && field.path.includes('[]')) {
      // Or the producer's own things are those the consumer works on (an album's tracks' `items[].uri`, not the albums').
      const consumersThings = holderNoun(field.path) === consumer.noun || (ownItemField(field.path) && sameThing(producer.noun, consumer.noun));
      return (consumersThings ? 2.5 : 2) - (ownItemField(field.path) ? 0 : 0.6) - depth * 0.01;
    }
    return 0;
  }
  const attributeRank = attributeRankOf(reference, field, fieldName);
  if (attributeRank < 0) return 0;
  const fit = 3 - attributeRank * 0.2 - depth * 0.1;
  const parent = parentNoun(field.path);
  let best = 0;
  // Not kinds of the producer's own thing ("Invoice type": an Apideck invoice of `type` supplier is no supplier).
  const typeField = producer.outputByPath.get(`${field.path.slice(0, Math.max(0, field.path.lastIndexOf('.')))}.type`);
  const kinds = typeField !== undefined && /^[a-z]+$/.test(producer.noun) && wordPattern(`${producer.noun}s?`).test(typeField.description) ? [] : kindsBeside(field.path, producer.outputs);
  for (const noun of reference.nouns) {
    // The producer's own things: `id` of POST /v1/invoices, `data[].id` of GET /v1/customers. A step
    // whose path names the thing comes before one whose answer's schema name only holds it: an
    // `{invoice}` is the `id` of POST /v1/invoices, not of POST /v1/invoiceitems (an `InvoiceItem`).
    if (ownItemField(field.path) && !wrapsOtherThing(field.path, noun, producer) && !besideOwnAttribute(field.path, noun, reference, producer)) {
      if (sameThing(producer.noun, noun)) best = Math.max(best, fit + 0.3);
      // Or whose listed things' `type` says they are of the kind (Box's search `entries[].type`, "file"); an answer that is a
      // list is its things (SoundCloud's favoriters answer a `UsersList`: each `[].id` a user's).
      else if (((depth === 0 || ROOT_LIST_FIELD.test(field.path)) && namesNoun(producer.responseNames, noun)) || kinds.includes(noun)) best = Math.max(best, fit + SCHEMA_NAMED_OWN_SCORE);
    }
    // `invoice.id`, `result[].message.chat.id`, `owner.login`, `channels[].id`; a list's under a bare name inside an object named
    // for what it lists (a message search's `messages.matches[].ts`).
    if ((parent !== undefined && sameThing(parent, noun)) || (WRAPPED_LIST.test(field.path) && sameThing(holderNoun(field.path) ?? '', noun))) best = Math.max(best, fit);
    // A bare `{id}` (or a query's `id`) under a path naming its thing takes a field named for that thing's id before the
    // listed things' own: `/threads/{id}` ← a message's `threadId`, not the message's `id`; YouTube's
    // `/videos/rate?id=` ← a search's `items[].id.videoId`.
    else if ((input.name === 'id' || input.name === 'ids') && input.location !== 'body' && fieldName === `${noun}id`) best = Math.max(best, fit - 0.05);
  }
  if (best >= fit - 0.05) return best;
  // The id of a nested object whose schema is the noun's: `item.id` of a TrackObject (its schema read only now); not of a part
  // of it the schema's name only opens with (a Kubernetes pod's `spec.os.name`, a `PodOS`).
  const parentField = producer.outputByPath.get(parentPath(field.path));
  return parentField && reference.nouns.some((noun) => namesNoun(parentField.schemaNames, noun) && !partOfNamed(parentField.path, noun, producer)) ? fit - 0.05 : best;
}

/** A description saying the field is retired: "no longer available", "deprecated", "will be removed". */
const RETIRED = /\b(?:no longer (?:available|supported|used)|deprecated|will be removed)\b/i;

/** Component names of the object an input sits in: the body's own for a top-level body field, its parent field's below. */
function inputHolderNames(input: StepInput, step: Step): readonly string[] {
  if (input.location !== 'body') return [];
  return input.path === undefined ? step.bodyNames : input.parent?.schemaNames ?? [];
}

/** Component names of the object a response field sits in: the response's own at its root or its items, its parent field's below. */
function fieldHolderNames(field: FieldInfo, step: Step): readonly string[] {
  const holder = parentPath(field.path);
  return holder === '' ? step.responseNames : step.outputByPath.get(holder)?.schemaNames ?? [];
}

/** The input and the field sit in objects of one component schema (a playlist item's `snippet.resourceId` and a search result's `id` are both a `ResourceId`). */
function sharesHolder(input: StepInput, consumer: Step, field: FieldInfo, producer: Step): boolean {
  const holders = inputHolderNames(input, consumer);
  return holders.length > 0 && fieldHolderNames(field, producer).some((name) => holders.includes(name));
}

/** A description saying the field is what tells its thing apart: "which uniquely identifies the user". */
const IDENTIFIES = /\buniquely identif/i;

/** Each input's identified holders, read once: they are asked of every field of the same name in every other step's answer. */
const identifiedHolders = new WeakMap<StepInput, readonly string[]>();

/**
 * The component schemas whose identifier the input is, or none: Jira's assignee body is a `User`,
 * whose `accountId` "uniquely identifies the user". Other ids of a schema (a message's `labelIds`)
 * refer to other things. A body that is the very thing the call answers with is the call's own (a
 * create's `Pet`), not one taken from elsewhere.
 */
function holdersIdentified(input: StepInput, consumer: Step): readonly string[] {
  let holders = identifiedHolders.get(input);
  if (holders === undefined) {
    const all = inputHolderNames(input, consumer);
    const name = normalName(input.name);
    const identifies = (holder: string) => IDENTIFIES.test(input.description) || name === 'id' || name === `${normalName(splitWords(holder).at(-1) ?? holder)}id`;
    holders = consumer.responseNames.some((own) => all.includes(own)) ? [] : all.filter(identifies);
    identifiedHolders.set(input, holders);
  }
  return holders;
}

/** The input is its thing's identifier, and the field is that identifier of the same component schema in another step's answer. */
function sameHolder(input: StepInput, consumer: Step, field: FieldInfo, producer: Step): boolean {
  const holders = holdersIdentified(input, consumer);
  return holders.length > 0 && fieldHolderNames(field, producer).some((name) => holders.includes(name));
}

/**
 * Which of the attributes the reference takes (best first) the field is, or -1: `message_id` of a
 * message is its id too; an `id` its description calls a hash is the hash.
 */
function attributeRankOf(reference: Reference, field: FieldInfo, fieldName: string): number {
  const leaf = field.name.toLowerCase();
  const attributes = reference.attribute !== undefined ? attributesFor(reference.attribute) : IDENTIFYING;
  for (let rank = 0; rank < attributes.length; rank++) {
    const attribute = attributes[rank];
    if (leaf === attribute || reference.nouns.some((noun) => fieldName === noun + attribute) || (leaf === 'id' && wordPattern(attribute).test(field.description))) return rank;
  }
  return -1;
}

/** A field inside a body object (`message.threadId`), not one of the body's own. */
const isNested = (input: StepInput) => input.path?.includes('.') === true;

/** An input inside a body object named as another answer's field (`videoId`, `threadId`; never a bare attribute such as `id`); the field's name normalised. */
function sameNamedNested(input: StepInput, fieldName: string): boolean {
  return isNested(input) && fieldName === normalName(input.name) && !ATTRIBUTES.has(input.name.toLowerCase());
}

/**
 * An optional field of a body's own by the very name another answer gives it (Gmail's send `threadId` ← a message's
 * `threadId`), as `sameNamedNested` is one inside it. Taken only where the task names its thing (`inferBindings`).
 */
function sameNamedOwnField(input: StepInput, fieldName: string): boolean {
  return input.location === 'body' && !input.required && input.path === undefined && fieldName === normalName(input.name) && !ATTRIBUTES.has(input.name.toLowerCase());
}

/** A body field below the first level or inside an array (`Invoices[].Contact.ContactID`, not `data.workspace`). */
export function isDeep(input: StepInput): boolean {
  return input.path !== undefined && (input.path.split('.').length > 2 || input.path.includes('[]'));
}

/** An optional body value with a plain name (`name`, `title`, `text`, `status`), not an id: what the caller writes. */
function callersOwn(input: StepInput): boolean {
  // Or one its description says is the caller's own ("Set your bot's user name": Slack's `username`, no listed user's).
  return !input.required && (GENERIC_NAMES.has(input.name.toLowerCase()) || YOUR_OWN.test(input.description)) && !isIdLike(input.name);
}

/** A description telling the caller what to set of their own: "Set your bot's user name", "your app's icon". */
const YOUR_OWN = /^\s*(?:set|choose|pick|give)\s+your\b/i;

/**
 * The name a create gives the thing it makes, required or not: the caller's choice, never another
 * answer's (LaunchDarkly's new environment took its project's `name` and `key`).
 */
function namesTheMadeThing(input: StepInput, step: Step): boolean {
  // Several made at once are named so too (DigitalOcean's `names` of the droplets a create makes).
  // Ids are no name: Gitea's `labels` of an issue is "list of label IDs".
  // So is one named for the thing it makes: Grafana's `keyName` of a new API key, Avaza's `ProjectTitle` of a project.
  const ownKind = /^([a-z]{3,}?)[_-]?(?:name|title)$/i.exec(input.name)?.[1]?.toLowerCase();
  // An action API posts every call: only an action that makes its thing names it (`StartTranscriptionJob`, not `GetTranscriptionJob`).
  const action = pathAction(step.endpoint.path);
  return input.location === 'body' && step.endpoint.method === 'POST' && !isDeep(input) && (action === undefined || MAKING_ACTION.test(action))
    && (MADE_THING_NAMES.has(singular(input.name.toLowerCase())) || (ownKind !== undefined && step.noun.endsWith(ownKind)))
    && !SAYS_ID.test(input.description) && !/^(?:array of )?(?:integer|number)\b/.test(input.type);
}

/** Names a resource gives its own identity and version: in a body that is the resource itself, the server's to set. */
const OWN_IDENTITY = new Set(['id', 'gid', 'uuid', 'etag']);

/**
 * A top-level `id` or `etag` of a body that is the very resource the call answers with (YouTube's
 * PlaylistItem), or of a create on a collection (Stripe's POST /v1/products takes the id the caller
 * chooses): the new resource's own, no other step's.
 */
function ownIdentity(input: StepInput, step: Step): boolean {
  if (input.location !== 'body' || input.required || input.path !== undefined || !OWN_IDENTITY.has(input.name.toLowerCase())) return false;
  // A create posts to a collection, named in the plural: Box's `POST /files/{file_id}/versions/current` picks a version by its `id`.
  const last = /\/([A-Za-z_-]+)\/?$/.exec(step.endpoint.path)?.[1];
  const creates = step.endpoint.method === 'POST' && last !== undefined && !endsInVerb(step.endpoint.path) && singular(last.toLowerCase()) !== last.toLowerCase();
  // Or a body that is the resource the call answers with: they share a field beyond an identity and a kind (Box's promote sends
  // a version's `id` and `type` alone, which pick the version).
  return creates || step.bodyNames.some((name) => !OWN_IDENTITY.has(name.toLowerCase()) && name !== 'type' && step.responseNames.includes(name));
}

/**
 * Whether the task says the things a lookup lists are of, in or from a thing ("the transactions of the first account"):
 * their filter by that thing's id is asked for. Not by a word of the API's own name.
 */
function thingsOfThing(task: string, step: Step, thing: string | undefined): boolean {
  if (thing === undefined || thing.length < 3 || apiNameWords(step).has(thing)) return false;
  const listed = [...new Set([step.noun, ...literalPathNouns(step)].filter((noun) => noun.length > 2 && noun !== thing))];
  // Or said to be its, after the task names it: "find the venue 'Madison Square Garden' and list its upcoming events".
  return listed.some((noun) => new RegExp(`\\b${escapeRegExp(noun)}(?:e?s)?\\s+(?:[a-z]+\\s+){0,2}?(?:of|in|from|on|for)\\s+(?:[a-z]+\\s+){0,3}?${escapeRegExp(thing)}s?\\b`, 'i').test(task)
    || new RegExp(`\\b${escapeRegExp(thing)}s?\\b.*\\b(?:its|their)\\s+(?:[a-z]+\\s+){0,2}?${escapeRegExp(noun)}(?:e?s)?\\b`, 'i').test(task));
}

/** Headers HTTP itself defines for how a request is written and read. */
const PROTOCOL_HEADER = /^(?:content-(?:type|length|language|encoding)|accept(?:-(?:charset|encoding|language))?|user-agent)$/i;

/**
 * A field of one of the kinds of change a batch lists, each an object named for what it does (Sheets' `requests[].deleteSheet`
 * beside `addSheet`, `updateSheetProperties`…), where the task says no such verb: a rename is no `deleteSheet`, whatever id it takes.
 */
export function unaskedBatchAction(input: StepInput, step: Step, task: string): boolean {
  const holders = (input.path ?? '').split('.').slice(0, -1);
  // A kind's first word is what it does (`deleteSheet`, `duplicateSheet`, `insertText`).
  const verbOf = (name: string) => {
    const words = nameWords(name);
    return words.length > 1 && /^[a-z]+$/.test(name.charAt(0)) ? words[0].toLowerCase() : undefined;
  };
  if (!holders.some((holder) => holder.endsWith('[]'))) return false;
  // A kind is asked for by its verb, or by a verb of the task asking for the same method ("rename" asks for `updateSheetProperties`).
  const taskWords = splitWords(task);
  const taskMethods = new Set(taskWords.flatMap((word) => INTENT_BY_WORD.get(word) ?? []));
  return holders.some((holder, at) => {
    const verb = verbOf(holder);
    if (at === 0 || !holders[at - 1].endsWith('[]') || holder.endsWith('[]') || verb === undefined || taskWords.some((word) => stem(word) === stem(verb))
      || (INTENT_BY_WORD.get(verb) ?? []).some((method) => taskMethods.has(method))) return false;
    // Several kinds side by side, each named for a verb of its own: the list is a batch of changes of many kinds.
    const prefix = `${holders.slice(0, at).join('.')}.`;
    const kinds = new Set(step.nestedInputs.flatMap((other) => (other.path?.startsWith(prefix) ? [verbOf(other.path.slice(prefix.length).split('.')[0])] : [])).filter((kind) => kind !== undefined));
    return kinds.size >= 3;
  });
}

/** Whether the task says a word of an object a body field sits in (`reminders` of `reminders.overrides[].minutes`). */
export function holderSaid(nested: StepInput, taskWords: ReadonlySet<string>): boolean {
  return (nested.path ?? '').split('.').slice(0, -1).some((holder) => splitWords(holder.replace(/\[\]$/, '')).some((word) => taskWords.has(singular(word.toLowerCase()))));
}

/**
 * Inputs worth threading: path parameters, required query and body values, id-like ones, and a
 * lookup's filter by a thing the task names (`workspace` of GET /projects, "in the workspace 'Acme'").
 */
function threadableInputs(step: Step, taskWords: ReadonlySet<string>, stepNouns: ReadonlySet<string> = new Set(), task = ''): StepInput[] {
  // A body wrapped in one object (Asana's `data`) takes its values one level down; deeper, only ids
  // (`Invoices[].Contact.ContactID`) and, one level into a list, values named for a thing another
  // step makes or lists (Stripe's checkout `line_items[].price`, beside a price create).
  // An optional value inside an object the task never names, in a body that holds more than that object, is no other step's:
  // an email's `payload.filename` (of an attachment) takes no copied file's name where the task sends only its link.
  // Not a value named for a thing another step makes (Stripe's `items[].price` beside a price create).
  const unnamedHolder = (input: StepInput) => !step.wrappedBody && input.parent !== undefined && !input.required && input.requiredInBody !== true && !isIdLike(input.name)
    && !stepNouns.has(singular(input.name.toLowerCase())) && !holderSaid(input, taskWords);
  const nested = step.nestedInputs.filter((input) => (!isDeep(input) || isIdLike(input.name) || (input.type === 'string' && (input.path ?? '').split('.').length === 2 && stepNouns.has(singular(input.name.toLowerCase())) && singular(input.name.toLowerCase()) !== step.noun))
    && !unnamedHolder(input) && !unaskedBatchAction(input, step, task));
  return [...step.inputs, ...nested].filter((input) =>
    // Credentials never reach a step's inputs; a header left there is a value (Xero's `xero-tenant-id`), but HTTP's own
    // (Lucidtech's required `Content-Type`), which says how the request is written, never another answer's field.
    (input.location !== 'header' || (input.required && !PROTOCOL_HEADER.test(input.name))) && input.location !== 'cookie' && !PAGINATION_NAMES.test(input.name)
    // Nor a credential the spec also lists as a parameter (Google's `key`, "API key. Your API key identifies your project"), whatever another answer's `key`.
    // Unless another step makes or lists that very thing: api.video's upload `token` is the one POST /upload-tokens made.
    && !(input.location === 'query' && isCredentialParameter(input.name, input.location, input.type) && ![...stepNouns].some((noun) => noun !== step.noun && sameThing(noun, singular(input.name.toLowerCase()))))
    // A value the spec allows only one of (Buffer's `{mediaTypeExtension}`: `.json`) is that value, from no other step.
    && input.constant === undefined
    // A file's bytes are uploaded, not another answer's name or id (OpenAI's `file` of POST /files); content flows by kind (value-flows.ts).
    && !/\(binary\)/.test(input.type)
    // A field the spec says is retired ("no longer available") is sent by no one.
    && !(RETIRED.test(input.description) && !input.required)
    // The new resource's own id or etag in a body that is that resource: the server's or the caller's, no other step's.
    && !ownIdentity(input, step)
    // The name a create gives what it makes is the caller's.
    && !namesTheMadeThing(input, step)
    // Other optional filters of a lookup are left to the caller.
    // An optional name, title or text a write sets is the caller's to choose, not a copy of another answer's.
    // A GET that acts (AWS's `GET /#Action=Publish`) acts as a POST does: its optional `TopicArn` is the topic it publishes to.
    // A generic name its description says holds a thing's id is that thing's (Trello's `value`, "The id of the member to add").
    && (input.location === 'path' || input.required || (input.location === 'body' && (!callersOwn(input) || knownReference(input, step)?.attribute === 'id')) || (isIdLike(input.name) && (step.endpoint.method !== 'GET' || stepWrites(step)))
      || (input.location === 'query' && taskWords.has(singular(input.name)))
      // "The transactions of the first account": a lookup's things said to be of a thing another step finds, by its id.
      || (input.location === 'query' && isIdLike(input.name) && thingsOfThing(task, step, inputNoun(input, step.endpoint.path)))));
}

/** `$response.body#/items/0/id` → `items[].id`; other link expressions are not response fields. */
export function linkFieldPath(expression: string): string | undefined {
  const match = /^\$response\.body#\/(.*)$/.exec(expression);
  if (!match) return undefined;
  let path = '';
  for (const segment of match[1].split('/').map(unescapePointer)) {
    if (/^\d+$/.test(segment)) path += '[]';
    else path = path ? `${path}.${segment}` : segment;
  }
  return path || undefined;
}

/** What the producer's own OpenAPI links say feeds this input of this consumer. */
function linkedField(input: StepInput, consumer: Step, producer: Step): string | undefined {
  if (!consumer.endpoint.operationId) return undefined;
  for (const response of producer.detail.responses) {
    for (const link of response.links) {
      if (link.operationId !== consumer.endpoint.operationId) continue;
      for (const [parameter, expression] of Object.entries(link.parameters)) {
        if (parameter.replace(/^(path|query|header|cookie)\./, '') === input.name) return linkFieldPath(expression);
      }
    }
  }
  return undefined;
}

/** A resource name whose format the producer's field gives as the input's does: next to the spec's own links, the surest sign. */
const RESOURCE_NAME_SCORE = 5;

/**
 * The field of a producer's own thing whose description gives the resource-name format the input's gives (Google's
 * `{parent}` of a secret's new version, "in the format projects/…/secrets/…", ← the new secret's `name`, so described).
 */
function resourceNameField(input: StepInput, producer: Step): string | undefined {
  if (input.location !== 'path' || !input.type.startsWith('string')) return undefined;
  const format = resourceNameFormat(input.description);
  if (format === undefined) return undefined;
  // Collections compared as singulars: one of Cloud Tasks' descriptions writes `location/` for `locations/`.
  const kindOf = (collections: string | undefined) => collections?.split('/').map(singular).join('/');
  const wanted = kindOf(format);
  return producer.outputs.find((field) => (field.depth === 0 || ownItemField(field.path)) && field.type.startsWith('string') && kindOf(resourceNameFormat(field.description)) === wanted)?.path;
}

/** The lists of a step's answer whose items have fields of their own, by path (`accountIdentifiers`), read once per step. */
const fieldedLists = new WeakMap<Step, ReadonlySet<string>>();
function listsWithFields(step: Step): ReadonlySet<string> {
  let lists = fieldedLists.get(step);
  if (!lists) {
    const found = new Set<string>();
    for (const { path } of step.outputs) for (let at = path.indexOf('[].'); at >= 0; at = path.indexOf('[].', at + 3)) found.add(path.slice(0, at));
    fieldedLists.set(step, (lists = found));
  }
  return lists;
}

/** The thing whose ids a list of plain values holds by its items' type name: `array of defs_user_id` → user. */
function typedIdsOf(field: FieldInfo, step: Step): string | undefined {
  const type = /^array of ([A-Za-z][\w-]*)$/.exec(field.type)?.[1];
  if (type === undefined || /^(?:string|integer|number|any|boolean)$/.test(type)) return undefined;
  // Plain values only: items with fields of their own (Content's `accountIdentifiers[].merchantId`) are objects.
  if (listsWithFields(step).has(field.path)) return undefined;
  const words = splitWords(type).map((word) => word.toLowerCase());
  return words.length >= 2 && ID_WORDS.has(words.at(-1)!) ? singular(words.at(-2)!) : undefined;
}

/** Each step's outputs by leaf name: a large response (Stripe's invoice) lists 600 fields, of which a value's few names pick some. */
const leafIndexes = new WeakMap<Step, Map<string, number[]>>();
function outputsByLeaf(step: Step): Map<string, number[]> {
  let index = leafIndexes.get(step);
  if (!index) {
    index = new Map();
    for (const [at, leaf] of step.outputLeaves.entries()) {
      index.set(leaf, [...(index.get(leaf) ?? []), at]);
      // A list at the answer's root whose items' type names them a thing's ids (Slack's `members`, an array of `defs_user_id`) is
      // found as those ids. Only the root's: a field's type is read from its schema when asked, and a large answer has hundreds.
      const typed = step.outputs[at].path.includes('.') ? undefined : typedIdsOf(step.outputs[at], step);
      if (typed !== undefined) index.set(`${typed}ids`, [...(index.get(`${typed}ids`) ?? []), at]);
    }
    leafIndexes.set(step, index);
  }
  return index;
}

/** Fits found, by input and producer step: both are kept with their steps, and a brief asks every input of every pair of its steps. */
const fitsOfInput = new WeakMap<StepInput, WeakMap<Step, ProducerFit | null>>();

/** The field of `producer`'s response that best fits `input` of `consumer`, if any does; the spec's own links first. */
export function producerFit(input: StepInput, consumer: Step, producer: Step): ProducerFit | undefined {
  let fits = fitsOfInput.get(input);
  if (!fits) fitsOfInput.set(input, (fits = new WeakMap()));
  let fit = fits.get(producer);
  if (fit === undefined) fits.set(producer, (fit = findProducerFit(input, consumer, producer) ?? null));
  return fit ?? undefined;
}

/**
 * Of alike fields in objects side by side (a pull request's `base.sha` and `head.sha`), the one in the object the input's
 * own description names: GitHub's merge `sha` is the one "pull request head must match"; a ref "refs/heads/main" is a head's.
 */
const DESCRIBED_HOLDER_BONUS = 0.01;
function describedHolder(input: StepInput, fieldPath: string): boolean {
  const holder = parentNoun(fieldPath);
  return holder !== undefined && holder.length > 2 && input.description.length > 0 && analyzedWords(input.description).has(holder);
}
/**
 * Of those, the one whose object past the input's own thing the description names too: "the chat where the original message
 * was sent" is a message's `result[].message.chat.id`, not a channel post's. Less than a described holder.
 */
const DESCRIBED_OUTER_BONUS = 0.003;
function describedOuter(input: StepInput, fieldPath: string, reference: Reference | undefined): boolean {
  const holder = parentNoun(fieldPath);
  if (holder === undefined || reference === undefined || !reference.nouns.includes(holder) || input.description.length === 0) return false;
  const outer = parentNoun(fieldPath.slice(0, fieldPath.lastIndexOf('.')));
  return outer !== undefined && outer.length > 2 && analyzedWords(input.description).has(outer);
}
/**
 * Else, of a change's source and target side by side (a pull request's `head` and `base`, a merge request's source and
 * target), the source: a pull request's branch is its head ("merge #314 and delete its branch" deletes `head.ref`, never
 * `base.ref`, which is main). Less than a described holder: a tie-break.
 */
const SOURCE_HOLDER_BONUS = 0.005;
const SOURCE_HOLDERS = new Set(['head', 'source']);
/** Else, of fields that fit alike, the one by the input's own name: a public key's `key_id`, not its `id`. The least tie-break. */
const SAME_NAME_BONUS = 0.002;
/** An input description's words, singular, read once per description. */
const descriptionWords = new Map<string, ReadonlySet<string>>();
function analyzedWords(text: string): ReadonlySet<string> {
  let words = descriptionWords.get(text);
  if (!words) {
    if (descriptionWords.size >= 2_000) descriptionWords.clear();
    words = new Set(splitWords(text).map((word) => singular(word.toLowerCase())));
    descriptionWords.set(text, words);
  }
  return words;
}

/** A description saying its input takes a thing's number: "The number of the milestone …", "by its number field". */
const NUMBER_OF_THING = /\b(?:the `?number`? of the [a-z]+|by its `?number`? field)\b/i;

/** Where a producer's value for an input is: a response field, or (`sent`) a value the caller sent it. */
export interface ProducerFit { fieldPath: string; score: number; sent?: boolean; undocumented?: boolean }

/** The field by which OData's `$ref` calls name the thing they link (Microsoft Graph, SAP, Dynamics). */
const ODATA_REFERENCE = '@odata.id';

/** The things a step's path names in its plain segments, singular: `/groups/{group-id}/members/$ref` → group, member. */
export function literalPathNouns(step: Step): string[] {
  return step.endpoint.path.split('/').filter((segment) => /^[A-Za-z]+$/.test(segment)).map((segment) => singular(segment.toLowerCase()));
}

/** An input whose values are objects, whatever its type's label says (eBay's `lineItems`, an `array of LineItemReference`): fields sit below it. */
function holdsFields(input: StepInput, step: Step): boolean {
  const own = input.path ?? input.name;
  return step.nestedInputs.some((nested) => nested.path !== undefined && (nested.path.startsWith(`${own}.`) || nested.path.startsWith(`${own}[].`)));
}

function findProducerFit(input: StepInput, consumer: Step, producer: Step): ProducerFit | undefined {
  // Values pass between one provider's APIs (Amadeus hotel search to hotel booking), not between providers.
  if (providerOf(producer) !== providerOf(consumer) || producer.endpoint.method === 'DELETE') return undefined;
  // An input of fields of its own (iZettle's `categories`, an array of CategoryDTO) takes its values field by field, none whole.
  if (input.children.length > 0) return undefined;
  // A create's body describes the new thing, not one of those already listed at its path (Superset's new chart copies no
  // listed chart's `slice_name` or `datasource_id`), unless it picks one of those very things (Jira's transition `id` of a
  // POST to the transitions it lists).
  // So does an action on the collection that makes one (Velo's POST /v2/users/invite beside GET /v2/users), and a create that
  // takes the new thing's fields as query values (KumpeApps' POST /kkid/chorelist `choreName`), and a method of the same family
  // as the list (Slack's `reminders.add` copies no listed reminder's `time`).
  if ((input.location === 'body' || (input.location === 'query' && !isIdLike(input.name))) && consumer.endpoint.method === 'POST' && producer.endpoint.method === 'GET' && (/^[^{}/]*$/.test(pathUnder(consumer.endpoint.path, producer.endpoint.path) ?? '/') || sameMethodFamily(consumer.endpoint.path, producer.endpoint.path))
    && !(knownReference(input, consumer)?.nouns ?? []).some((noun) => sameThing(noun, producer.noun))) return undefined;
  // Nor does an add named for a collection take one of those it lists already (Asana's `POST /tasks/{gid}/addDependencies`
  // beside `GET /tasks/{gid}/dependencies`): it adds others.
  if (input.location === 'body' && consumer.endpoint.method === 'POST' && producer.endpoint.method === 'GET' && addsToListed(consumer.endpoint.path, producer.endpoint.path)) return undefined;
  // A bare `id` of a body names the thing the call adds or acts with, not the one its path already picks: InfluxDB's new
  // member of `/orgs/{orgID}/members` is a user, whatever the org list's `orgs[].id`.
  if (input.location === 'body' && consumer.endpoint.method === 'POST' && input.path === undefined && input.name.toLowerCase() === 'id'
    && consumer.inputs.some((other) => other.location === 'path' && (knownReference(other, consumer)?.nouns ?? []).some((noun) => sameThing(noun, producer.noun)))) return undefined;
  // A new thing's own name is the caller's, no other thing's: Azure AD's new group's `mailNickname` is no user's, a new
  // registrant's `givenName` no organizer's. A name of another thing (a company's `companyName`) still comes from where it is.
  const ownReference = knownReference(input, consumer);
  const ownName = ownReference === undefined || FIRST_NAME_INPUT.test(input.name) || LAST_NAME_INPUT.test(input.name) || ownReference.nouns.every((noun) => sameThing(noun, consumer.noun))
    // Or first of all the made thing's, whatever the path names beside it ("The file name of the asset", under a release).
    || (input.location === 'query' && sameThing(ownReference.nouns[0] ?? '', consumer.noun));
  // So is one a create takes in its query (GitHub's release asset `name`, "The file name of the asset"), no release's name.
  if ((input.location === 'body' || input.location === 'query') && consumer.endpoint.method === 'POST' && stepWrites(consumer) && /name$/i.test(input.name) && ownName && !sameThing(producer.noun, consumer.noun)) return undefined;
  const linked = linkedField(input, consumer, producer);
  if (linked) return { fieldPath: linked, score: 10 };
  const resourceName = resourceNameField(input, producer);
  if (resourceName) return { fieldPath: resourceName, score: RESOURCE_NAME_SCORE };
  const facts = inputFacts(input, consumer);
  // A plain noun naming what another step lists or makes (`workspace` beside GET /workspaces, `channel`
  // beside the `channels` Slack's conversations.list answers) refers to one of those; a plain value's
  // name does not (a file's new `content` beside GitHub's GET …/contents). A whole number so named is that thing's id
  // (Gitea's `milestone` of an issue, beside the milestone a step makes): a name is no integer.
  // A count of those things is none of them: Rekognition's `MaxFaces`, "Maximum number of faces to return".
  const plainThing = !GENERIC_NAMES.has(facts.singular) && !/^(number|boolean|object|array of object)/.test(input.type) && !input.type.includes('one of:') && !holdsFields(input, consumer) && !countsThings(input);
  const named = facts.reference
    // A name of words joined by underscores names the thing as its noun does, joined (`payment_intent` beside GET /v1/payment_intents).
    ?? (plainThing && sameThing(normalName(facts.singular), producer.noun) ? { nouns: [producer.noun] } : undefined)
    ?? (plainThing && rootListsOf(producer).has(facts.singular) ? { nouns: [facts.singular] } : undefined)
    // Or an object with an id each listed thing holds: a found message's `channel` (Slack's `messages.matches[].channel.id`); one
    // input for one thing (not a list of `assignees` to take off), of a thing other than the listed ones (not a port's own `device`).
    ?? (plainThing && facts.singular === facts.name && !sameThing(producer.noun, consumer.noun) && listedObjectsOf(producer).has(facts.singular) ? { nouns: [facts.singular] } : undefined);
  // An OData reference (`@odata.id`, the body of a POST to `…/members/$ref`) is one of the things a lookup lists
  // that the call's own path does not name: the user a group's members gain, not the group.
  const reference = named && input.name === ODATA_REFERENCE && producer.endpoint.method === 'GET' && !literalPathNouns(consumer).some((noun) => sameThing(noun, producer.noun))
    ? { ...named, nouns: [...named.nouns, producer.noun] } : named;
  // A call that needs the same value itself (both under /Accounts/{AccountSid}) is not where it comes from.
  // Unless it is the create that made the thing the parameter picks: what it returns or was sent names that thing.
  // Or the create sent that value in its body as the id of what it makes (HubSpot's event `externalEventId`).
  const madeById = idOfMadeThing(input, consumer, producer);
  // Nor where it lists other things of that very kind (Getty's similar images of an image): one of those is the one picked.
  if (!picksMadeThing(input, consumer, producer) && !copiesIt(input, consumer, producer) && !listsChildren(consumer, producer) && !listsOthersOfKind(input, consumer, producer, reference)
    && producer.inputs.some((other) => other.required && other.name === input.name && sameReference(referenceOf(other, producer), reference) && !(other.location === 'body' && madeById))) return undefined;
  const wanted = reference === facts.reference ? facts.wanted : wantedNames(facts, reference);
  let best: ProducerFit | undefined;
  const byLeaf = outputsByLeaf(producer);
  // Those another group lists of its own may be copied (the members of one group added to another).
  const collection = madeCollection(input, consumer);
  const made = collection !== undefined && !sameThing(producer.noun, collection) ? collection : undefined;
  for (const at of wanted.flatMap((leaf) => byLeaf.get(leaf) ?? []).sort((a, b) => a - b)) {
    const field = producer.outputs[at];
    if (echoesQuery(producer, field) || REPORTS_PROBLEM.test(field.path)) continue;
    // A link to a thing is no id of it (InfluxDB's bucket `links.org`, "URI of resource"), unless the input takes a link.
    if (/^string \((?:uri|url|uri-reference)\)/.test(field.type) && !/^string \((?:uri|url|uri-reference)\)/.test(input.type) && !/(?:ur[il]|link|href)s?$/i.test(input.name)) continue;
    // A new member of a thing's collection copies none of those it already lists: a score's new collaborator takes no
    // listed collaborator's `group`, a legal entity's new Peppol identifier no listed one's `scheme`.
    if (made !== undefined && listedIn(field.path, made)) continue;
    // A whole number is no thing's name, login, slug or digest, though it may be its id whatever type the spec gives that:
    // hetras's booking `rooms` (how many) takes no `rooms[].name` of the rates listed before. Unless its description says it
    // takes a name, whatever its type: Vimeo's `{category}`, "The name of the category".
    if (WHOLE_NUMBER.test(input.type) && field.type.startsWith('string') && TEXT_IDENTIFIER.test(producer.outputLeaves[at]) && !SAYS_NAME.test(input.description)) continue;
    // A large answer has hundreds of `id`s: one deeper than the best found cannot beat it.
    const described = (describedHolder(input, field.path) ? DESCRIBED_HOLDER_BONUS : SOURCE_HOLDERS.has(parentNoun(field.path) ?? '') ? SOURCE_HOLDER_BONUS : 0)
      + (describedOuter(input, field.path, reference) ? DESCRIBED_OUTER_BONUS : 0)
      + (producer.outputLeaves[at] === facts.name ? SAME_NAME_BONUS : 0);
    if (best && bestPossibleScore(field, reference, input) + described <= best.score) continue;
    const fit = fieldScore(facts, reference, consumer, producer, field, producer.outputLeaves[at]);
    const score = fit > 0 ? fit + described : 0;
    if (score > 0 && (!best || score > best.score)) best = { fieldPath: field.path, score };
  }
  best ??= collectionIdentifier(input, consumer, producer) ?? sentName(input, consumer, producer) ?? undocumentedAnswer(input, consumer, producer) ?? copyIdentifier(input, consumer, producer)
    ?? anyThingIdentifier(input, consumer, producer);
  // "Provide another message's ts value": an input its description says takes another thing's attribute takes that attribute,
  // not the field of its own name beside it (Slack's `thread_ts` ← the message's `ts`, not its `thread_ts`).
  const attribute = reference?.attribute;
  if (best && attribute !== undefined && normalName(best.fieldPath.split(/[.[\]]+/).filter(Boolean).at(-1) ?? '') === facts.name && facts.name !== normalName(attribute)
    && new RegExp(`\\b[a-z]{3,}'s\\s+${escapeRegExp(attribute)}\\b`, 'i').test(input.description)) {
    const described = best.fieldPath.replace(/[^.[\]]+$/, attribute);
    if (described !== best.fieldPath && producer.outputByPath.has(described)) best = { ...best, fieldPath: described };
  }
  // A plain input its description says takes its thing's number ("The number of the milestone", "refer to a milestone by its
  // number field": GitHub's issue `milestone`) takes the number beside the id found.
  if (best && facts.reference === undefined && NUMBER_OF_THING.test(input.description) && /(?:^|\.|\])id$/.test(best.fieldPath)) {
    const numbered = best.fieldPath.replace(/id$/, 'number');
    if (producer.outputByPath.has(numbered)) best = { ...best, fieldPath: numbered };
  }
  // A value deep in a body comes from a step that lists or makes that very thing, as one of its own
  // (`Invoices[].Contact.ContactID` ← `Contacts[].ContactID` of GET /Contacts), not from a copy inside another thing.
  // Or the same field of the same schema: a `ResourceId`'s `videoId`.
  // Or of the kind its listed things' `type` allows: a folder Box's search or folder listing answers with (`entries[].type`).
  const ownThing = (fit: ProducerFit) => ownItemField(fit.fieldPath) && reference?.nouns.some((noun) => sameThing(producer.noun, noun) || namesNoun(producer.responseNames, noun)
    || kindsBeside(fit.fieldPath, producer.outputs).includes(noun));
  const sameField = (fit: ProducerFit) => {
    const field = producer.outputByPath.get(fit.fieldPath);
    return field !== undefined && sameNamedNested(input, normalName(field.name)) && sharesHolder(input, consumer, field, producer);
  };
  if (best && isDeep(input) && !ownThing(best) && !sameField(best)) return undefined;
  // A thing's own field picks that thing, not one further down the path under it.
  if (best && ownItemField(best.fieldPath) && picksBelow(input, consumer, producer)) return undefined;
  return best;
}

/**
 * The thing a create's body input describes a new one of, where the input is no reference to one of them: `collaborator` of
 * POST /scores/{score}/collaborators, for its `group` (Jira's transition `id` of POST …/transitions picks a listed one).
 */
function madeCollection(input: StepInput, consumer: Step): string | undefined {
  if (input.location !== 'body' || consumer.endpoint.method !== 'POST') return undefined;
  const last = endingCollection(consumer.endpoint.path);
  if (last === undefined) return undefined;
  const thing = singular(splitWords(last).join(''));
  return (knownReference(input, consumer)?.nouns ?? []).some((noun) => sameThing(noun, thing)) ? undefined : thing;
}

/**
 * A create of one family of an RPC-style API, named `<things>.<verb>`, beside a call of the same family: Slack's
 * `/reminders.add` and `/reminders.list` (not `/conversations.invite`, which acts on a listed conversation).
 */
function sameMethodFamily(create: string, other: string): boolean {
  const family = (path: string) => /^\/([A-Za-z]+(?:\.[A-Za-z]+)*)\.([A-Za-z]+)$/.exec(path);
  const of = family(create);
  return of !== null && CREATE_VERB.test(of[2]) && of[1] === family(other)?.[1];
}

/** A path ending in an add named for the collection the other path lists beside it: `/tasks/{gid}/addDependencies`, `/tasks/{gid}/dependencies`. */
function addsToListed(add: string, list: string): boolean {
  const at = add.lastIndexOf('/');
  const added = /^add[-_]?([A-Za-z]+)$/.exec(add.slice(at + 1))?.[1];
  return added !== undefined && list.toLowerCase() === `${add.slice(0, at + 1)}${added}`.toLowerCase();
}

/** A field of one of the things a list of these things holds (`peppol_identifiers[].scheme` for `peppolidentifier`). */
function listedIn(fieldPath: string, thing: string): boolean {
  // The very thing: a list's generic `items[]` (YouTube's answers) holds no `playlistItem` of its own.
  return fieldPath.split('.').some((segment) => segment.endsWith('[]') && singular(splitWords(segment.slice(0, -2)).join('')) === thing);
}

/**
 * A field at the root of a read's answer named as one of its own query inputs echoes what the caller sent it (Route 53's
 * `HostedZoneId` beside the `hostedzoneid` a listing starts from): no value found there, the listed things' own (`HostedZones[].Id`) are.
 */
function echoesQuery(producer: Step, field: FieldInfo): boolean {
  if (producer.endpoint.method !== 'GET' || field.path.includes('.') || field.path.includes('[]')) return false;
  const name = normalName(field.name);
  return producer.inputs.some((input) => input.location === 'query' && normalName(input.name) === name);
}

/**
 * A path parameter further down the path than the things a step lists or makes: `{id}` of
 * `/api/Accounts/{accountId}/Holdings/{id}` picks a holding, and the `[].id` of GET /api/Accounts is
 * an account's.
 */
function picksBelow(input: StepInput, consumer: Step, producer: Step): boolean {
  const next = input.location === 'path' ? /^\{([^}]+)\}\//.exec(pathBelow(consumer, producer) ?? '') : null;
  return next !== null && next[1] !== input.name;
}

/** What a path parameter scores against the name the caller gave in the create that made the thing: below any field the create returns. */
const SENT_NAME_SCORE = 1.5;

/**
 * The name the caller gave a thing when creating it, for a path parameter that picks the thing made
 * (`{Name}` of `GET /eventIntegrations/{Name}` after `POST /eventIntegrations` with a body `Name`)
 * where the create returns no field for it: many APIs (AWS's above all) key a thing by the name the
 * caller chose, and echo back only its ARN: the create's own required input of that name.
 */
function sentName(input: StepInput, consumer: Step, producer: Step): ProducerFit | undefined {
  // Or, elsewhere than under the create, an id of the thing it made by the very name the create was sent (HubSpot's
  // `{externalEventId}` of an event's attendance, after the event's create with a body `externalEventId`).
  const picked = picksMadeThing(input, consumer, producer);
  if (!picked && !idOfMadeThing(input, consumer, producer)) return undefined;
  const param = normalName(input.name);
  // Required: an optional one (`rolloutId`, a client-chosen `id`) the server makes up when not sent.
  const sent = producer.inputs.filter((other) => (other.location === 'body' || other.location === 'query') && other.path === undefined && other.required);
  // A path parameter that is the thing's name (Pinecone's `{indexName}`) picks it by the name the create gave it.
  // So does its id where the create requires the caller to choose one (Azure Batch's new job `id`, then `/jobs/{jobId}/tasks`).
  const attribute = picked ? knownReference(input, consumer)?.attribute : undefined;
  const field = sent.find((other) => normalName(other.name) === param)
    ?? (attribute === 'name' ? sent.find((other) => MADE_THING_NAMES.has(other.name.toLowerCase())) : attribute === 'id' ? sent.find((other) => other.location === 'body' && other.name.toLowerCase() === 'id') : undefined);
  return field ? { fieldPath: field.name, score: SENT_NAME_SCORE, sent: true } : undefined;
}

/**
 * An optional body field that takes the id of the very thing the producer creates ("give the customer a 20% off coupon":
 * the customer's `coupon` ← the coupon create's `id`): the create comes first whatever the task's order of words.
 */
function createsIt(input: StepInput, consumer: Step, producer: Step, fieldPath: string): boolean {
  // So is a list's item field named for that thing (Stripe's subscription `items[].price` ← a price's create).
  const listItemOfIt = input.type.startsWith('string') && (input.path ?? '').split('.').length === 2 && singular(input.name.toLowerCase()) === producer.noun;
  return !input.required && input.location === 'body' && (!isDeep(input) || listItemOfIt) && producer.endpoint.method === 'POST' && stepWrites(producer) && !producer.endpoint.path.includes('{')
    && /^(?:\w+\.)?id$/.test(fieldPath) && (knownReference(input, consumer)?.nouns ?? [singular(input.name.toLowerCase())]).some((noun) => sameThing(noun, producer.noun));
}

/** What a path parameter scores against an answer whose fields the spec does not declare: below any declared field. */
const UNDOCUMENTED_SCORE = 1;

/**
 * A path parameter that picks one of the things a create (POST on the collection right above it) made, or a list (GET on
 * it) answers with, where the spec declares no field of that answer (Jira 7's POST /api/2/issue, then
 * /api/2/issue/{issueIdOrKey}/transitions): the value is in that answer all the same, only its field is not said. An
 * answer with no body (204) holds none.
 */
function undocumentedAnswer(input: StepInput, consumer: Step, producer: Step): ProducerFit | undefined {
  const holder = undeclaredHolder(producer);
  // A body value named for the very thing a create makes (eDRV's token `driver` beside the driver's create) is that thing's id too.
  if (holder !== undefined && input.location === 'body' && input.path === undefined && input.type.startsWith('string') && producer.endpoint.method === 'POST'
    && stepWrites(producer) && singular(input.name.toLowerCase()) === producer.noun) return { fieldPath: holder, score: UNDOCUMENTED_SCORE, undocumented: true };
  if ((producer.outputs.length > 0 && holder === undefined) || producer.response?.status === '204') return undefined;
  // A body id of the very thing a create makes ("a card in that list": Trello's `idList` ← the new list), or a list answers
  // with ("move the card to that board's list 'Done'": `idList` ← one of the board's lists).
  // Not the body's own id, of the thing the change is on; a call adding to a collection of those things (Trello's POST
  // /cards/{idCard}/idMembers) is on none of them, and takes one a list answers with.
  const onOwnThing = /\}\/?$/.test(consumer.endpoint.path) || consumer.endpoint.method !== 'POST';
  if (input.location === 'body' && input.path === undefined && (isIdLike(input.name) || knownReference(input, consumer)?.attribute === 'id') && namesItsThing(input, consumer, producer)
    && (createsOnCollection(producer) || (listsThings(producer) && !(onOwnThing && (knownReference(input, consumer)?.nouns ?? []).some((noun) => sameThing(noun, consumer.noun))))))
    return { fieldPath: holder ?? '', score: UNDOCUMENTED_SCORE, undocumented: true };
  if (input.location !== 'path') return undefined;
  if (!(producer.endpoint.method === 'POST' || producer.endpoint.method === 'GET') || !(picksThingOf(input, consumer, producer) || picksByCollection(input, consumer, producer) || listsItsThing(input, consumer, producer))) return undefined;
  return { fieldPath: holder ?? '', score: UNDOCUMENTED_SCORE, undocumented: true };
}

/** The input refers to the kind of thing the producer lists or makes, by its own name or description. */
const namesItsThing = (input: StepInput, consumer: Step, producer: Step) => (knownReference(input, consumer)?.nouns ?? []).some((noun) => sameThing(noun, producer.noun));

/**
 * A list, or a create, of the very things a path parameter names, wherever the consumer's path is: Crucible's
 * `GET …/admin/repositories` lists what `…/repositories-v1/{repository}/stop` takes; Trello's `POST /cards/{idCard}/checklists`
 * makes what `/cards/{idCard}/checklist/{idChecklist}/checkItem` takes.
 */
function listsItsThing(input: StepInput, consumer: Step, producer: Step): boolean {
  return (listsThings(producer) || createsOnCollection(producer)) && namesItsThing(input, consumer, producer);
}

/**
 * A create on the collection its path names last (`POST /boards/{idBoard}/lists` makes a list, `POST /tickets/{department}/add`
 * a ticket), not an action on one thing (`…/{api}/rename`).
 */
function createsOnCollection(producer: Step): boolean {
  if (producer.endpoint.method !== 'POST' || !stepWrites(producer)) return false;
  const collection = producer.endpoint.path.replace(CREATE_SEGMENT, '').split('/').filter((segment) => /^[A-Za-z][\w-]*$/.test(segment)).at(-1);
  return collection !== undefined && sameThing(singular(splitWords(collection).join('').toLowerCase()), producer.noun);
}

/**
 * The one field an answer holds its things in where the spec declares nothing of them, beside a status or a message:
 * eDRV's `{ok, message, result}`, whose `result` is an `array of any`.
 */
function undeclaredHolder(producer: Step): string | undefined {
  if (producer.outputs.some((field) => field.path.includes('.') || field.path.includes('['))) return undefined;
  const holders = producer.outputs.filter((field) => /^(?:array of any|any|object)$/.test(field.type));
  return holders.length === 1 ? holders[0].path : undefined;
}

/**
 * A path parameter right after the collection a create or list works on, where the consumer's path starts there: Trello's
 * POST /boards/{idBoard}/lists makes a list, which POST /lists/{idList}/cards takes by its id.
 */
function picksByCollection(input: StepInput, consumer: Step, producer: Step): boolean {
  if (producer.endpoint.path.endsWith('}')) return false;
  const collection = producer.endpoint.path.replace(/\/+$/, '').split('/').at(-1) ?? '';
  return collection.length > 2 && consumer.endpoint.path.startsWith(`/${collection}/{${input.name}}`) && !producer.endpoint.path.startsWith(`/${collection}/`);
}

/** A path parameter naming the id of the thing a create makes, by the thing's name: `{externalEventId}` beside an event's create. */
function idOfMadeThing(input: StepInput, consumer: Step, producer: Step): boolean {
  return producer.endpoint.method === 'POST' && input.location === 'path' && isIdLike(input.name) && (knownReference(input, consumer)?.nouns ?? []).some((noun) => sameThing(noun, producer.noun));
}

/** A path parameter that picks one of the things at the producer's path: the segment right below it (`/vaults` then `{vaultUuid}`). */
function picksThingOf(input: StepInput, consumer: Step, producer: Step): boolean {
  // An action API names its thing by a field of the body (AWS Transcribe's `TranscriptionJobName`): the action that
  // starts or creates the thing (`StartTranscriptionJob`) makes the one another action on that thing (`GetTranscriptionJob`)
  // names, or that an action on things in it names by its id or name (Rekognition's `IndexFaces` into a `CollectionId`).
  const made = pathAction(producer.endpoint.path);
  if (made !== undefined && pathAction(consumer.endpoint.path) !== undefined) {
    const name = normalName(input.name);
    return MAKING_ACTION.test(made) && input.location === 'body' && input.path === undefined
      && ((producer.noun === consumer.noun && name.startsWith(consumer.noun)) || name === `${producer.noun}id` || name === `${producer.noun}name`);
  }
  // A create named by its verb (Docker's POST /containers/create) makes a thing of the collection above it;
  // so does a copy of one of its things (Drive's POST /files/{fileId}/copy makes another file).
  const root = producer.endpoint.method === 'POST' ? producer.endpoint.path.replace(CREATE_SEGMENT, '').replace(DUPLICATE_SEGMENT, '') : producer.endpoint.path;
  const rest = input.location === 'path' ? pathUnder(consumer.endpoint.path, root) : undefined;
  return rest !== undefined && (rest === `{${input.name}}` || rest.startsWith(`{${input.name}}/`));
}

/** The verbs that make a copy of a thing, as paths and names write them (`/copy`, `/forks`, "Replicate campaign"). */
const COPY_VERBS = 'copy|duplicate|clone|replicate|forks?';
/** The verbs a create is named by, as paths and RPC methods write them (`/containers/create`, Slack's `reminders.add`). */
const CREATE_VERBS = 'create|new|add|insert';
/** The last segment of a create that names its verb: `/containers/create`, `/items/new`. */
const CREATE_SEGMENT = new RegExp(`/(?:${CREATE_VERBS})/?$`, 'i');
const CREATE_VERB = new RegExp(`^(?:${CREATE_VERBS})$`, 'i');
/** A thing's id and the verb that makes another like it: `/{fileId}/copy`, `/{id}/duplicate`, `/{repo}/forks`. */
const DUPLICATE_SEGMENT = new RegExp(`/\\{[^}/]+\\}/(?:${COPY_VERBS})/?$`, 'i');

/**
 * A lookup of a thing's children (`/v1/blocks/{id}/children` beside `/v1/blocks/{id}`) lists things of that thing's own kind:
 * its answer's ids are the ones the call on the thing takes, though both take an `{id}`.
 */
function listsChildren(consumer: Step, producer: Step): boolean {
  return producer.endpoint.method === 'GET' && producer.endpoint.path === `${consumer.endpoint.path.replace(/\/$/, '')}/children`;
}

/** A path parameter that picks the thing a create (POST on the collection right above it) made. */
function picksMadeThing(input: StepInput, consumer: Step, producer: Step): boolean {
  return producer.endpoint.method === 'POST' && picksThingOf(input, consumer, producer);
}

/** What a path parameter under a collection scores against an identifying field of the things it lists or makes: below any field a name or noun picks. */
const COLLECTION_IDENTIFIER_SCORE = 1.8;

/**
 * The identifying field of the things a collection lists or makes, for a path parameter that picks
 * one of them: the collection's path, then the parameter (`GET /vaults/{vaultUuid}/items/{itemUuid}/files`
 * lists what `/files/{fileUuid}` names; `POST /vaults/{vaultUuid}/items` makes what `/items/{itemUuid}`
 * names), its last word saying which field: an identifier kind (`fileUuid`, `resourceIdentifier` ←
 * `[].id`, `[].uuid`, `$id`) or that very field (`factionSymbol` ← `data[].symbol`); failing those,
 * the thing's one identifier (`theOneIdentifier`). Where names link the two, those decide; this is
 * for an API whose names do not.
 */
function collectionIdentifier(input: StepInput, consumer: Step, producer: Step): ProducerFit | undefined {
  const makes = producer.endpoint.method === 'POST';
  if (!(makes || producer.endpoint.method === 'GET') || !picksThingOf(input, consumer, producer)) return undefined;
  const last = nameWords(input.name).at(-1) ?? '';
  if (SHARED_WORDS.has(last)) return undefined;
  // The parameter's own word first (`monitor_uid` ← `monitor.uid`, not `monitor.id`), then any identifier kind; a thing's
  // index is the number it is shown by (Gitea's issue `{index}` is its `number`, not its `id`).
  const leaves = ID_WORDS.has(last) ? [...new Set([singular(last), ...ID_FIELDS])] : last === 'index' ? ['index', 'number'] : [last];
  // A list's things are its items; a create's thing is its answer, or the object named as that thing
  // in it (`monitor.uid` of POST /monitors), not another it holds (a data source's `device.uid`).
  const ofThing = (fieldPath: string) => !REPORTS_PROBLEM.test(fieldPath)
    && (makes ? !fieldPath.includes('.') || (sameThing(singular(fieldPath.split('.')[0]), producer.noun) && ownItemField(fieldPath)) : listedItemField(fieldPath));
  let best: ProducerFit | undefined;
  producer.outputs.forEach((field, at) => {
    if (!ofThing(field.path) || /^(object|array)/.test(field.type)) return;
    const rank = leaves.indexOf(producer.outputLeaves[at]);
    const score = COLLECTION_IDENTIFIER_SCORE - rank * 0.1 - levelOf(field.path) * 0.01;
    if (rank >= 0 && (!best || score > best.score)) best = { fieldPath: field.path, score };
  });
  // A parameter that asks for another attribute (`{Name}`, `{pageNumber}`, `{clusterVersion}`) takes no identifier.
  return best ?? (ATTRIBUTES.has(last) && !ID_KINDS.has(last) ? undefined : theOneIdentifier(input, producer, ofThing));
}

/** Words an API names its things by in general: figshare's `entity_id`, the Berlin Group's `resourceId`. */
const ANY_THING = ['entity', 'resource', 'object', 'item', 'record'];
/**
 * An id of any thing (EC2's `ResourceId`, "The IDs of the resources") after a write takes the identifier of the thing that
 * write's name says it makes or acts on, where its answer holds one: "launch an instance and tag it" tags RunInstances'
 * `Instances[].InstanceId`. Only where no field fits by name.
 */
function anyThingIdentifier(input: StepInput, consumer: Step, producer: Step): ProducerFit | undefined {
  const reference = knownReference(input, consumer);
  if (reference === undefined || !ID_KINDS.has(reference.attribute ?? '') || !reference.nouns.every((noun) => ANY_THING.includes(noun)) || !stepWrites(producer)) return undefined;
  const things = splitWords(producer.endpoint.name).map((word) => singular(word.toLowerCase())).filter((word) => word.length > 2 && !ANY_THING.includes(word));
  const own = producer.outputs.filter((field, at) => !/^(object|array)/.test(field.type) && levelOf(field.path) <= 1 && things.some((thing) => producer.outputLeaves[at] === `${thing}id`
    || (ID_FIELDS.includes(producer.outputLeaves[at]) && parentNoun(field.path) === thing)));
  return own.length === 1 ? { fieldPath: own[0].path, score: ONE_IDENTIFIER_SCORE } : undefined;
}

/** The last words of a parameter that asks for an identifier of any kind. */
const ID_KINDS = new Set(['id', 'ids', 'gid', 'uuid', 'key', 'sid']);
/** A name ending in an identifier word (`id`, `jobId`, `entity_id`, `uuid`): a cheap test before its words are read. */
const ENDS_IN_ID = /(?:id|identifier)$/i;
/** What the one identifier of a thing scores: below any field the parameter's own word picks. */
const ONE_IDENTIFIER_SCORE = COLLECTION_IDENTIFIER_SCORE - ID_FIELDS.length * 0.1;

/**
 * The one identifier the listed or made thing holds, bare or named for the parameter's own words or
 * for a thing in general: `{pk}` ← `result[].id`, `{jobIdentity}` ← `value[].jobId`, `{article_id}` ←
 * `entity_id`. Where a thing holds two (`id` and `user_id`), which one the parameter takes is not said.
 */
function theOneIdentifier(input: StepInput, producer: Step, ofThing: (fieldPath: string) => boolean): ProducerFit | undefined {
  const allowed = new Set([...nameWords(input.name), ...splitWords(producer.noun), ...ANY_THING].map(singular));
  const own = producer.outputs.filter((field) => {
    // Most fields of a large answer end in no identifier word: those are passed over before their words are read.
    if (!ENDS_IN_ID.test(field.name) || !ofThing(field.path) || /^(object|array)/.test(field.type)) return false;
    const words = splitWords(field.name);
    return ID_FIELDS.includes(words.at(-1) ?? '') && words.slice(0, -1).every((word) => allowed.has(singular(word)));
  });
  return own.length === 1 ? { fieldPath: own[0].path, score: ONE_IDENTIFIER_SCORE } : undefined;
}

/**
 * A header's name without the namespace it is sent in: `X-` and the provider's own name
 * (`xero-tenant-id` is a `tenant-id`, as Xero's connections answer `tenantId`).
 */
function unprefixedName(input: StepInput, step: Step): string {
  if (input.location !== 'header') return input.name;
  const provider = splitWords(providerOf(step).split('.')[0]);
  const words = input.name.split(/[-_]/);
  let from = words[0]?.toLowerCase() === 'x' ? 1 : 0;
  if (provider.length > 0 && provider.every((word, at) => words[from + at]?.toLowerCase() === word)) from += provider.length;
  return from > 0 && from < words.length ? words.slice(from).join('-') : input.name;
}

/** What threading reads of an input, whichever producer it is matched against. */
interface InputFacts {
  input: StepInput;
  /** Its name as names are compared (`message_id` → messageid). */
  name: string;
  singular: string;
  /** What its own name, place and description say it refers to. */
  reference: Reference | undefined;
  /** The field names that could fit it, for that reference. */
  wanted: string[];
  /** A path parameter named by its collection's thing and a field of that thing: Adyen's `/payments/{paymentPspReference}` is a payment's `pspReference`. */
  thingField?: { noun: string; field: string };
}

/** The thing and its field a path parameter's name runs together, when it opens with the noun of the collection it sits under. */
function thingField(input: StepInput, step: Step, name: string): { noun: string; field: string } | undefined {
  if (input.location !== 'path') return undefined;
  const noun = segmentNoun(input, step.endpoint.path);
  if (!noun || noun.length < 3 || !name.startsWith(noun)) return undefined;
  const field = name.slice(noun.length);
  // What is left must name a field of its own: `paymentId` is the payment's id, which the reference reads already.
  // A kind or a state (`{sourceControlType}`) tells no thing apart.
  return field.length >= 4 && !ATTRIBUTES.has(field) && !ID_WORDS.has(field) && !SHARED_WORDS.has(field) ? { noun, field } : undefined;
}

/** What an input refers to, read once per input (`referenceOf`, kept with its other facts). */
export function knownReference(input: StepInput, step: Step): Reference | undefined {
  return inputFacts(input, step).reference;
}

/** Each input's facts, read once: a brief matches every input against every other step, and steps are kept between briefs. */
const factsOfInput = new WeakMap<StepInput, InputFacts>();
function inputFacts(input: StepInput, consumer: Step): InputFacts {
  let facts = factsOfInput.get(input);
  if (!facts) {
    const name = unprefixedName(input, consumer);
    facts = { input, name: normalName(name), singular: singular(name), reference: referenceOf(input, consumer), wanted: [] };
    facts.thingField = thingField(input, consumer, facts.name);
    facts.wanted = [...wantedNames(facts, facts.reference), ...(facts.thingField ? [facts.thingField.field] : [])];
    factsOfInput.set(input, facts);
  }
  return facts;
}

/**
 * Only fields whose name could fit are scored: the input's own name, the attribute it takes, the
 * thing's attribute (`message_id`), any identifying field, or the singular of a plural input.
 */
function wantedNames(facts: InputFacts, reference: Reference | undefined): string[] {
  const wanted = new Set([facts.name, normalName(facts.singular)]);
  if (reference) {
    for (const attribute of reference.attribute !== undefined ? [...attributesFor(reference.attribute), 'id'] : IDENTIFYING) {
      wanted.add(attribute);
      for (const noun of reference.nouns) wanted.add(noun + attribute);
    }
    // A list of the things' ids by their plural (`accounts`, `member_ids`): `idList`.
    if (reference.attribute === undefined || ID_WORDS.has(reference.attribute)) for (const noun of reference.nouns) wanted.add(`${noun}s`).add(`${noun}ids`);
  }
  return [...wanted];
}

/**
 * Whether the task itself gives an input's value: the thing it names, followed by an identifier
 * ("Twilio account AC3f2b…", "GitLab project 4821", "PR #42").
 */
export function givenByTask(task: string, input: StepInput, step: Step): boolean {
  return givenValue(task, input, step) !== undefined;
}

/** A value written as code: letters and digits, maybe joined by dashes, dots or colons ("1024x1024", "gpt-4o", "eu-west-1"). */
const CODE_VALUE = /^(?=[\w.:-]*[a-z])(?=[\w.:-]*\d)[a-z0-9][\w.:-]{2,}$/i;

/** Values an input allows that are words of any sentence: a task writing one does not pick it. */
const PLAIN_VALUES = new Set([...STOP_WORDS, 'none', 'true', 'false', 'default', 'other', 'new', 'null', 'on', 'off', 'any', 'both', 'more', 'less']);

/** Inputs whose values are kinds of action, which a task writes as its verb. */
const ACTION_KINDS = /^(?:type|action|command|operation)$/i;
/** An input's description saying it takes an action: GitHub's review `event`, "The review action you want to perform". */
const ASKS_ACTION = /\baction\b/i;

/**
 * The one value an input allows that the task writes as a word ("make octocat an admin" → `role: admin`,
 * "the open issues" → `state=open`, "request a lyft_plus ride" → `ride_type: lyft_plus`), if just one: not a
 * verb ("open a pull request", a value before a determiner), nor the API's own name (Ticketmaster's `source=ticketmaster`);
 * the task's opening verb only where no other is written and the input takes an action ("Approve pull request #7").
 */
/**
 * The values a description lists for a string without an enum, as descriptions are shown (code marks and links dropped):
 * Twilio's `Channel`, "One of: email , sms , whatsapp , call , sna or auto ."; the list ends its sentence.
 */
const DESCRIBED_VALUES = /\b(?:one of|can be|possible values are|valid values are|must be one of)\s*:?\s+([\w.-]+(?:(?:\s*,\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+)[\w.-]+)+)\s*(?:\.(?:\s|$)|$)/i;
/**
 * Or a list whose marks were dropped, words apart by spaces alone, up to the end or a capitalised word: Drive's permission
 * `role`, "the following are currently allowed: owner organizer fileOrganizer writer commenter reader"; no list holds a stop word.
 */
const DESCRIBED_WORDS = /\b(?:[Tt]he following are (?:currently )?allowed|(?:[Pp]ossible|[Vv]alid|[Aa]llowed|[Ss]upported) values are)\s*:\s+((?:[a-z][\w-]*\s+){1,11}[a-z][\w-]*)(?![\w-])\s*(?=$|[A-Z(]|\.)/;
/** Codes in capitals a description gives as examples of its values: DigitalOcean's record `type`, "For example: A, CNAME, TXT". */
const EXAMPLE_CODES = /\b[Ff]or example\s*:?\s+((?:[A-Z][A-Z0-9]{0,9}\s*,\s*)+[A-Z][A-Z0-9]{0,9})(?![\w-])/;
const describedValues = (input: StepInput): readonly string[] => {
  const listed = DESCRIBED_VALUES.exec(input.description)?.[1];
  if (listed !== undefined) return listed.split(/\s*,\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+/).filter(Boolean);
  const codes = EXAMPLE_CODES.exec(input.description)?.[1];
  if (codes !== undefined) return codes.split(/\s*,\s*/);
  const words = DESCRIBED_WORDS.exec(input.description)?.[1]?.split(/\s+/) ?? [];
  return words.some((word) => STOP_WORDS.has(word.toLowerCase())) ? [] : words;
};

/** An input that says how a list is sorted, by its name (`order_by`, `sort`, `sortField`), or by its description (`SORTS_BY`). */
const SORT_KEY = /^(?:sort|order)(?:[_-]?(?:by|field|key))?$/i;
/** A description saying its input sorts: "Return projects ordered by field". */
const SORTS_BY = /\b(?:sort|order)(?:s|ed)?\s+by\b/i;

export function allowedValueNamed(text: string, input: StepInput, step: Step, otherThings: readonly string[] = []): string | undefined {
  // One value of one string: a list's values (Spotify search's `type`) say what it may hold, not which the task means.
  // An untyped one listing its values (SpaceTraders' `faction`, an enum behind `allOf`) takes one as well; so does a string
  // whose description lists them.
  const typed = input.type.startsWith('string') || input.type.startsWith('any') ? input.allowed ?? [] : [];
  const allowed = typed.length === 0 && input.type === 'string' ? describedValues(input) : typed;
  if (allowed.length === 0) return undefined;
  const apiWords = apiNameWords(step);
  // An action's kind is the verb itself ("reboot the droplet" → DigitalOcean's action `type: reboot`).
  // "Merge it with a squash": a value written as the verb of what follows ("merge it") is the task's verb, not the value.
  const verbs = ACTION_KINDS.test(input.name) ? '' : `(?!\\s+(?:${[...DETERMINERS, 'it', 'them'].join('|')})\\b)`;
  // Not a word of a link ("https://example.com/shoe.jpg" asks for no `format: jpg`), nor a name the task gives a thing
  // ("my calendar named Personal" asks for no event `sensitivity: personal`).
  const plain = text.replace(LINK, ' ').replace(NAMED_WORD, ' ');
  const lower = plain.toLowerCase();
  // A plural value is written in the singular too ("my top track" asks Spotify's `/me/top/{type}` for `tracks`).
  // A value of words joined by dashes is written with spaces too ("a SEPA credit transfer" is `sepa-credit-transfers`).
  // A verb's value is written as done too ("rate it as liked" is YouTube's `rating: like`); a singular one in the plural ("follow
  // the artists" is Spotify's `type: artist`), unless it is what this or another step works on ("list the members" asks GitHub
  // for no `role: member`, "list the users and add metadata" DaniWeb for no privacy `User`).
  const plural = (value: string) => (/^[a-z]{3,}$/i.test(value) && ![step.noun, ...otherThings].includes(singular(value.toLowerCase())) ? 's?' : '');
  const forms = (value: string) => (/[a-z]{3,}s$/i.test(value) ? `${value.slice(0, -1)}s?` : /^[a-z]{3,}e$/i.test(value) ? `${value}d?${plural(value)}` : `${value}${plural(value)}`).replace(/[-_]+/g, '[\\s_-]+');
  // Nor the verb the task opens with ("Merge pull request 42 … with a squash"); of a verb joined by a dash the last word is the
  // verb, the first says how ("squash-merge it" asks for a `squash`).
  const opening = ACTION_KINDS.test(input.name) ? undefined : /^\s*(?:[a-z]+-)*([a-z]+)/i.exec(plain)?.[1]?.toLowerCase();
  // A word of what a text says right before the text names that text's field ("with the comment 'LGTM'" is a review's body),
  // not a value; a thing's kind before its name still is one ("the Box file 'NDA.pdf'").
  const quotes = (value: string) => (SAYING_THING.test(value.toLowerCase()) ? `(?!\\s+['"\u2018\u201c])` : '');
  // A role given someone ("share it with bob@acme.com as a reader") is what a change grants, no filter of a read.
  const role = step.endpoint.method === 'GET' ? '(?<!\\bas\\s+(?:an?\\s+)?)' : '';
  // A sort key's value is what a task sorts by ("by their name"), not a thing's attribute it speaks of: "I only know its
  // name" asks GitLab's project search for no `order_by: name`.
  const attribute = SORT_KEY.test(input.name) || SORTS_BY.test(input.description) ? `(?<!(?<!\\bby\\s+)\\b(?:${[...POSSESSIVES].join('|')})\\s+)` : '';
  const words = (value: string) => /^[a-z][a-z_-]{2,}$/i.test(value) && lower.replace(/[\s_-]+/g, ' ').includes(value.replace(/s$/i, '').replace(/[-_]+/g, ' ').toLowerCase()) && !PLAIN_VALUES.has(value.toLowerCase())
    && !apiWords.has(value.toLowerCase()) && new RegExp(`${role}${attribute}\\b${forms(value)}\\b${verbs}${quotes(value)}`, 'i').test(plain);
  // A value of capitals written in capitals, whole ("an MX record", "a TXT record"); a lone letter only after its article ("add
  // an A record"), where it is no article itself.
  const capitals = (value: string) => /^[A-Z]{1,6}$/.test(value) && new RegExp(`(?<![\\w-])${value}(?![\\w-])`).test(plain)
    && (value.length > 1 || new RegExp(`\\b(?:an?|the)\\s+${value}\\s+[a-z]`).test(plain));
  // An action's kind is no verb that only reads ("List the spots, add sets to one of them" asks for no set of `type: list`).
  const readsOnly = (value: string) => ACTION_KINDS.test(input.name) && stepWrites(step) && readingVerb(value.toLowerCase());
  // A role named by what it may do, before the access it is: "comment access" is Drive's `role: commenter`, "edit rights" an
  // `editor`, "read access" a `reader`.
  const doer = (value: string) => /^[a-z]{3,}(?:er|or)$/i.test(value) && !PLAIN_VALUES.has(value.toLowerCase())
    && new RegExp(`\\b(?:${escapeRegExp(value.slice(0, -2))}|${escapeRegExp(value.slice(0, -1))})\\s+(?:access|permissions?|rights|role)\\b`, 'i').test(plain);
  const written = allowed.filter((value) => (words(value) && value.toLowerCase() !== opening && !readsOnly(value)) || capitals(value) || doer(value)
    // A value written as code, letters and digits ("1024x1024", "gpt-4o"), whole.
    || (CODE_VALUE.test(value) && lower.includes(value.toLowerCase()) && new RegExp(wholeValue(value), 'i').test(plain)));
  // A leading verb that names its medium says the channel: "Text a code to +1…" is Twilio Verify's `Channel: sms`, "email it"
  // an `email` one, as search reads such verbs.
  const medium = written.length === 0 && opening !== undefined ? allowed.filter((value) => (LEADING_VERB_SENSES.get(opening) ?? []).slice(1).flat().includes(value.toLowerCase())) : [];
  if (medium.length === 1) return medium[0];
  if (written.length === 0 && opening !== undefined && ASKS_ACTION.test(input.description)) {
    // The opening verb is the value of an input that says it takes an action, where the task writes no other value: "Approve
    // pull request #7" is a review's `event: APPROVE` ("The review action you want to perform"), not a campaign list's status.
    const said = allowed.filter((value) => value.toLowerCase() === opening);
    return said.length === 1 ? said[0] : undefined;
  }
  return written.length === 1 ? written[0] : undefined;
}

/**
 * An update to a state the task asks for by its verb: "close each one" sets an issue's `state: closed`, "archive it" `archived`,
 * "unsubscribe jane@acme.com" a member's `unsubscribed`, whatever state the task found them in ("the open issues", "still
 * open"); not a create's first state ("open a pull request … and merge it"), unless the create must be told it: "subscribe
 * jane@acme.com to the audience" adds a member with the required `status: subscribed`. A value the task gives (`writtenValue`),
 * so read before the values an input merely lists.
 */
export function askedState(text: string, input: StepInput, step: Step): string | undefined {
  const allowed = input.type.startsWith('string') ? input.allowed ?? [] : [];
  if (allowed.length === 0 || !(/^(?:PATCH|PUT)$/.test(step.endpoint.method) || (step.endpoint.method === 'POST' && input.required))) return undefined;
  const plain = text.replace(LINK, ' ').replace(NAMED_WORD, ' ');
  const done = allowed.filter((value) => /^[a-z]{3,}ed$/i.test(value) && !PLAIN_VALUES.has(value.toLowerCase())
    && new RegExp(`\\b${value.replace(/l?ed$/i, '')}e?\\s+(?:(?:it|them|each|every|all|${[...DETERMINERS].join('|')})\\b|${EMAIL_ADDRESS.source})`, 'i').test(plain));
  return done.length === 1 ? done[0] : undefined;
}

/**
 * The value a change sets a field to, the field named by its own words and the value after "to" ("change the TTL of the
 * mail record to 300" is DigitalOcean's `ttl` 300, "set its priority to 'high'"): a number, a quoted text, or a word the
 * input allows; the field's words at most six words before, in the same clause, with no other "to" between ("the channel
 * named 'release' and set its topic to …" sets no channel).
 */
export function setTo(text: string, input: StepInput, step: Step): string | undefined {
  const value = settingOf(text, input, step);
  if (!value) return undefined;
  // "Rename the channel #old-name to new-name": a field followed by the name the thing has now, or its id ("the channel
  // C024BE91L to 'launch-2024'"), is the thing renamed, not set.
  const named = value[0].replace(new RegExp(`^${nameWords(input.name).map((word) => word.toLowerCase()).join('[\\s_-]?')}s?`, 'i'), '');
  if (/^\s+(?:#|['"\u2018\u201c]|[\w.:-]*\d[\w.:-]*\s)/.test(named)) return undefined;
  // "Set the topic of the #incidents channel to 'SEV2'": the field named first sets the value, not one it is of.
  const end = (value.index ?? 0) + value[0].length;
  if ([...step.inputs, ...step.nestedInputs].some((other) => {
    const outer = other === input ? undefined : settingOf(text, other, step);
    return outer !== undefined && (outer.index ?? 0) < (value.index ?? 0) && (outer.index ?? 0) + outer[0].length === end;
  })) return undefined;
  if (value[3] === undefined) return value[1] ?? value[2];
  if ((input.allowed?.length ?? 0) > 0) return input.allowed!.find((allowed) => allowed.toLowerCase() === value[3].toLowerCase());
  // An id is no word.
  if (isIdLike(input.name)) return undefined;
  // A free text takes one bare word in lower case that ends the clause ("rename the site old-blog to new-blog"), not the
  // first word of a longer text ("to Last chance").
  const rest = text.slice((value.index ?? 0) + value[0].length);
  return input.type.startsWith('string') && /^[a-z][\w-]*$/.test(value[3]) && /^(?:$|[,;.!?](?:\s|$)|\s+(?:and|then)\b)/.test(rest) ? value[3] : undefined;
}

/** Where the text sets an input of a change to something ("set its memo to coffee"): groups 1–3 a quoted text, a number, a word. */
export function settingOf(text: string, input: StepInput, step: Step): RegExpExecArray | undefined {
  if (!/^(?:PATCH|PUT|POST)$/.test(step.endpoint.method) || input.location === 'path') return undefined;
  // A body's bare `value` sets the field its call is named for (Trello's `PUT /cards/{idCard}/desc`).
  const name = input.location === 'body' && input.name === 'value' ? fieldOfPath(step.endpoint.path) ?? input.name : input.name;
  // Most fields' names are nowhere in the text: their patterns are never compiled (a Stripe body lists hundreds).
  const lower = settingText(text);
  const first = nameWords(name)[0]?.toLowerCase();
  if (lower === undefined || first === undefined || !lower.includes(first)) return undefined;
  const setting = settingPattern(name)?.exec(text) ?? undefined;
  // A word of the sentence is no value: "add the invoice item to it" sets nothing; nor is a phone number written after "to",
  // which is whom it goes to ("schedule an SMS … to +4477…" sets no `schedule`).
  // Nor is a date a moment's that takes a date and a time, or is named for one beside one named for the date (Asana's `due_at`
  // beside its `due_on`).
  const dateForTime = setting?.[2] !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(setting[2]) && (momentKind(input) === DATE_TIME
    || (namedForTime(input) && [...step.inputs, ...step.nestedInputs].some((other) => other !== input && !namedForTime(other) && momentKind(other) !== undefined && nameWords(other.name)[0] === nameWords(input.name)[0])));
  return (setting?.[3] !== undefined && STOP_WORDS.has(setting[3].toLowerCase())) || (setting?.[2] !== undefined && WHOLE_PHONE_NUMBER.test(setting[2])) || dateForTime ? undefined : setting;
}

/** The field a call on one thing is named for, its path's last word after that thing: `desc` of `/cards/{idCard}/desc`. */
export function fieldOfPath(path: string): string | undefined {
  return /\/\{[^}/]+\}\/([A-Za-z]+)\/?$/.exec(path)?.[1];
}

/** A text that sets anything "to" a value. */
const SAYS_TO = /\bto\s/i;

/** The text in lower case where it says "to", read once for the many inputs asked of it in a row; else undefined. */
let lastSetting: { text: string; lower: string | undefined } = { text: '', lower: undefined };
function settingText(text: string): string | undefined {
  if (lastSetting.text !== text) lastSetting = { text, lower: SAYS_TO.test(text) ? text.toLowerCase() : undefined };
  return lastSetting.lower;
}

/** The pattern of a field's name set to a value, compiled once per name; none for a name too general to say which field. */
const settingPatterns = new Map<string, RegExp | undefined>();
function settingPattern(name: string): RegExp | undefined {
  if (settingPatterns.has(name)) return settingPatterns.get(name);
  const words = nameWords(name).map((word) => word.toLowerCase());
  // A moment's last word says only that it is one: `due_on` is set by "its due date to …" as by "due on".
  const written = words.length > 1 && MOMENT_WORDS.has(words.at(-1)!) ? [...words.slice(0, -1), `(?:${[...MOMENT_WORDS].join('|')})`] : words;
  const pattern = words.length === 0 || words.some((word) => !/^[a-z]{2,}$/.test(word)) || ATTRIBUTES.has(words.join('')) || GENERIC_SET_NAMES.has(words.join('')) ? undefined
    : new RegExp(`\\b${written.join('[\\s_-]?')}s?\\b(?:\\s+(?!(?:to|and|then)\\b)[^\\s,;]+){0,6}?\\s+to\\s+(?:["'‘“]([^"'’”]{1,80})["'’”]|(${DATE.source}|[-+]?\\d+(?:\\.\\d+)?)(?![\\w:/-]|\\.\\d)|([a-z][\\w-]*))`, 'i');
  if (settingPatterns.size >= ID_PATTERNS_KEPT) settingPatterns.clear();
  settingPatterns.set(name, pattern);
  return pattern;
}

/**
 * Names too general to say which field a task sets ("move the card to Done" sets no `type`); and a field named by a
 * preposition, which the task writes as one ("text from +1555… to +1555…" sets no `from`).
 */
const GENERIC_SET_NAMES = new Set(['type', 'value', 'data', 'id', 'body', 'text', 'content', 'from', 'to', 'since', 'until', 'after', 'before', 'by', 'at', 'on', 'in', 'of', 'with', 'into']);

/** The words of an input's name and of the objects it sits in: `origin.lat` → origin, lat; `from.email` → from, email. */
const inputWords = (input: StepInput) => nameWords(`${input.path ?? ''} ${input.name}`.replace(/\./g, ' '));

/** A name's words (`splitWords`), read once per name: every input of every step is asked of again and again. Never to be changed. */
const wordsOfName = new Map<string, readonly string[]>();
function nameWords(name: string): readonly string[] {
  let words = wordsOfName.get(name);
  if (!words) {
    if (wordsOfName.size >= 5_000) wordsOfName.clear();
    words = splitWords(name);
    wordsOfName.set(name, words);
  }
  return words;
}

/** An IPv4 address as a task writes it ("pointing to 203.0.113.10"). */
const IPV4_ADDRESS = /(?<![\w.])(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)(?![\w.]|\.\d)/g;

/**
 * Values whose shape says what they are, and the inputs they go to: an address is an email, `@name` a username; by
 * name, or by a description that asks for that shape (DigitalOcean's DNS `data`, "the IPv4 address").
 */
const SHAPED_VALUES: { value: RegExp; input: RegExp; described?: RegExp; format?: string; takes?: (input: StepInput, step: Step) => boolean }[] = [
  // An input named for an address (`email`, `to_email`, `emailAddress`), not one named for its message (`emailSubject`, `emailBlurb`),
  // or one whose format is an address (Postmark's `From` and `To`).
  // So is a plainly named one its description calls an address, and a role's (`to`, `from`, `cc`) of a call that sends an email.
  { value: EMAIL_ADDRESS, input: /e-?mail(?:_?address)?(?:e?s)?$/i, format: 'email', takes: takesEmailAddress },
  // So does a list its description says holds users' logins: GitHub's `reviewers`, "An array of user logins".
  { value: AT_HANDLE, input: /^(?:user_?name|screen_?name|handle|login)$/i, takes: (input) => input.type.startsWith('array of string') && /\b(?:logins?|user_?names?|handles)\b/i.test(input.description) },
  { value: RESOURCE_URI, input: /^uris?$/i },
  { value: IPV4_ADDRESS, input: /^(?:ip|ipv4|ip_?address|ipv4_?address|ip_?addr)$/i, described: /\bIPv4\b/ },
];

/** The words a task writes in the few before a place (at most `count`), lower case and singular: what cues the input a value is for. */
function wordsBefore(task: string, at: number, count: number): ReadonlySet<string> {
  return new Set(splitWords(task.slice(Math.max(0, at - 8 * count), at).split(/\s+/).slice(-count).join(' ')).map((word) => singular(word.toLowerCase())));
}

/** The words on both sides of a value written at `at`: what says its purpose ("20% off", "a 5% bid", "$5 off"). */
function wordsNear(task: string, at: number, length: number): ReadonlySet<string> {
  return new Set([...wordsBefore(task, at, 3), ...splitWords(task.slice(at + length).split(/\s+/).slice(0, 4).join(' ')).map((word) => singular(word.toLowerCase()))]);
}

/** What a task writes before the sender's address or number: "from", and up to three words that name it ("from my Twilio number"), none of them "to". */
const SENDER_BEFORE = /\bfrom(?:\s+(?!to\b)[\w'\u2019-]+){0,3}\s*<?$/i;
/** Words of a field's name that give an address a role the task must say: a sender's, a reply's, a copy's. */
const ROLE_WORDS = new Set(['from', 'sender', 'reply', 'cc', 'bcc']);

/** Whether the word a task writes right before a value is the verb the step's name opens with ("Archive alice@…", "Archive list member"). */
const actsOnIt = (before: string, step: Step) => {
  const [verb, word] = [/^[A-Za-z]+/.exec(step.endpoint.name)?.[0], /([A-Za-z]+)\s*$/.exec(before)?.[1]];
  return verb !== undefined && word !== undefined && stem(verb.toLowerCase()) === stem(word.toLowerCase());
};

/** Whether an input takes values of a shape: by its name, its description, its format, or its kind's own test. */
function takesShape(shaped: (typeof SHAPED_VALUES)[number], input: StepInput, step: Step): boolean {
  return shaped.input.test(input.name) || (shaped.described?.test(input.description) === true && input.type.startsWith('string'))
    || (shaped.takes?.(input, step) ?? false) || (shaped.format !== undefined && input.type.startsWith(`string (${shaped.format})`));
}

/** Whether a field's words name whom something is sent to: `recipient`, `to`, `ToAddresses`, not `reply_to`. */
const isRecipient = (words: readonly string[]) => words.includes('recipient') || (words.includes('to') && !words.includes('reply'));

/** The one value of the task whose shape is what the input takes (its one email address, its one `@handle`, the number it texts). */
function shapedValue(task: string, input: StepInput, step: Step): string | undefined {
  for (const shaped of SHAPED_VALUES) {
    if (!takesShape(shaped, input, step)) continue;
    const values = [...task.matchAll(shaped.value)];
    // The one address goes to a field named for a role (a sender's `from`, a `reply_to`, a `cc`) only where the task says that
    // role before it ("from billing@acme.com"), and to a recipient's field unless it says it is the sender's.
    const words = inputWords(input);
    const sender = words.includes('from') || words.includes('sender');
    const recipient = isRecipient(words);
    if (values.length === 1) {
      const before = task.slice(0, values[0].index);
      const roles = words.filter((word) => ROLE_WORDS.has(word));
      if (roles.length > 0 && !(sender && SENDER_BEFORE.test(before)) && !roles.some((role) => new RegExp(`\\b${role}\\b[^.]{0,30}$`, 'i').test(before))) return undefined;
      if (recipient && SENDER_BEFORE.test(before)) return undefined;
      // A path takes a person's address only where the task writes it for that person: "the Asana user sam@acme.com", "the Zoom
      // user with email carol@…"; not "register ana@acme.com for it", whose meeting is the host's.
      // So does one the step's own verb acts on: "Archive alice@example.com from our audience" is Mailchimp's "Archive list member".
      if (input.location === 'path' && shaped.value === EMAIL_ADDRESS && !shaped.input.test(input.name)
        && !(knownReference(input, step)?.nouns ?? []).some((noun) => noun.length > 2 && new RegExp(`\\b${escapeRegExp(noun)}s?\\b[^.]{0,30}$`, 'i').test(before))
        && !actsOnIt(before, step)) return undefined;
      // A field of no role the task names, beside a recipient's that takes the same shape, is some other party's: SES's
      // `FeedbackForwardingEmailAddress` (where bounces go) beside its `Destination.ToAddresses`.
      if (!sender && !recipient && roles.length === 0 && !SENDER_BEFORE.test(before)
        && [...step.inputs, ...step.nestedInputs].some((other) => other !== input && isRecipient(inputWords(other)) && takesShape(shaped, other, step))) return undefined;
      // Nor is a sender's address a lookup's filter ("email every Stripe customer … from billing@acme.com" lists them all).
      if (!sender && step.endpoint.method === 'GET' && !stepWrites(step) && shaped.value === EMAIL_ADDRESS && /\bfrom\s*<?$/i.test(before)) return undefined;
      return values[0][1] ?? values[0][0];
    }
    // A list takes every one the task writes, but a sender's ("from billing@acme.com"): Spotify's `uris`, a list of `emails`.
    // A handle after "from" is whom something is asked of ("reviews from @alice and @bob"), no sender's address.
    if (values.length > 1 && input.type.startsWith('array of string')) {
      const listed = [...new Set(values.filter((match) => shaped.value === AT_HANDLE || !SENDER_BEFORE.test(task.slice(0, match.index))).map((match) => match[1] ?? match[0]))];
      if (listed.length > 1) return listed.join(LIST_SEPARATOR);
      // Of two, one a sender's, the list is the other: "from 'Acme' <news@acme.com> … send a test to qa@acme.com".
      if (listed.length === 1 && values.length === 2 && shaped.value !== AT_HANDLE) return listed[0];
    }
    // "Email it to jane@acme.com from billing@acme.com": of two, the one after "from" is the sender's (`from.email`), the other
    // the recipient's (`to`, not `reply_to`); a field that is neither takes neither.
    const picked = values.filter((match) => SENDER_BEFORE.test(task.slice(0, match.index)) === sender);
    if (values.length === 2 && (sender || recipient) && picked.length === 1) return picked[0][1] ?? picked[0][0];
    // Of two neither sent from, the recipient's is the one written right after "to": "claim alerts@acme.io and send an email from it to ops@acme.com".
    const sentTo = recipient ? picked.filter((match) => /\bto\s+$/i.test(task.slice(0, match.index))) : [];
    if (values.length === 2 && sentTo.length === 1) return sentTo[0][1] ?? sentTo[0][0];
  }
  return phoneNumberFor(task, input, step) ?? cardNumberFor(task, input) ?? expiryFor(task, input) ?? signInNameFor(task, input, step) ?? coordinateFor(task, input) ?? percentFor(task, input) ?? moneyFor(task, input) ?? currencyFor(task, input) ?? tickerFor(task, input, step) ?? languageFor(task, input)
    ?? countryFor(task, input) ?? cityFor(task, input, step) ?? emojiFor(task, input) ?? timeZoneFor(task, input) ?? domainNameFor(task, input) ?? userNamedByAddress(task, input, step)
    ?? tagVersionFor(task, input, step) ?? markupFor(task, input);
}

/** An input that takes HTML: Mailchimp's content `html`, Postmark's `HtmlBody`, a `body_html`. */
const HTML_INPUT = /^html$|[_-]html$|[a-z]Html(?:Body|Content)?$|^html_?(?:body|content)$/i;

/** The one quoted text of the task written as markup ("set its content to '<h1>Hello</h1>'"), for an input that takes HTML. */
function markupFor(task: string, input: StepInput): string | undefined {
  if (!HTML_INPUT.test(input.name) || !input.type.startsWith('string')) return undefined;
  const markup = [...task.matchAll(QUOTED_TEXT)].map((match) => match[1]).filter((text) => /^<[a-z][\s\S]*>$/i.test(text.trim()));
  return markup.length === 1 ? markup[0] : undefined;
}

/** A version as a task writes it: "v2.1.0", "1.4"; not an image's tag inside its reference ("nginx:1.25"). */
const VERSION = /(?<![\w.:/@-])v?\d+\.\d+(?:\.\d+)?(?:-[a-z0-9.]+)?(?![\w.-]|\.\w)/gi;
const WHOLE_VERSION = new RegExp(`^${VERSION.source}$`, 'i');
/** Inputs that take a version tag: a release's `tag_name`, a `tag`. */
const VERSION_TAG_INPUT = /^(?:tag|tag_?name)$/i;

/** The one version a create of a release writes, for its tag: "create a new release v2.1.0" is GitHub's `tag_name`. */
function tagVersionFor(task: string, input: StepInput, step: Step): string | undefined {
  if (!VERSION_TAG_INPUT.test(input.name) || !input.type.startsWith('string') || step.endpoint.method !== 'POST' || !stepWrites(step)) return undefined;
  // Written as a version, not as a part of a quoted name ("a release named 'Widgets 3.1'" gives no tag): with its "v", or
  // right after the word for what it versions.
  const plain = task.replace(QUOTED_TEXT, (quoted) => ' '.repeat(quoted.length));
  const versions = new Set([...plain.matchAll(VERSION)].filter((match) => /^v/i.test(match[0]) || /\b(?:release|version|tag)\s+$/i.test(plain.slice(0, match.index)))
    .map((match) => match[0]));
  return versions.size === 1 ? [...versions][0] : undefined;
}

/** An address written right after "user": "the Cognito user alice@example.com", the address group 1. */
const USER_ADDRESS = new RegExp(`\\buser\\s+(${EMAIL_ADDRESS.source})`, 'gi');

/**
 * An account's user name where the task names the user by an address and the call has no field for one: "create a Cognito
 * user alice@example.com" is `AdminCreateUser`'s `Username`, and so is "add her to the admins group"'s.
 */
function userNamedByAddress(task: string, input: StepInput, step: Step): string | undefined {
  if (!/^user_?name$/i.test(input.name) || !input.type.startsWith('string') || [...step.inputs, ...step.nestedInputs].some((other) => /e-?mail/i.test(other.name))) return undefined;
  const named = new Set([...task.matchAll(USER_ADDRESS)].map((match) => match[1]));
  return named.size === 1 && new Set([...task.matchAll(EMAIL_ADDRESS)].map((match) => match[1] ?? match[0])).size === 1 ? [...named][0] : undefined;
}

/** Whom a task signs in as: "log in as user jdoe", "sign in as admin". */
const SIGNS_IN_AS = /\b(?:log|sign)(?:ged|s)?[\s-]?in\s+as\s+(?:the\s+)?(?:user\s+)?([A-Za-z0-9][\w.-]*[A-Za-z0-9])(?![\w@.-])/i;

/** The user name a sign-in takes, where the task says whom it signs in as (KumpeApps' `/authentication/authkey` `username`). */
function signInNameFor(task: string, input: StepInput, step: Step): string | undefined {
  if (!/^(?:login|user_?name|user)$/i.test(input.name) || !input.type.startsWith('string') || !SIGN_IN_PATH.test(step.endpoint.path)) return undefined;
  const name = SIGNS_IN_AS.exec(task)?.[1];
  return name !== undefined && !STOP_WORDS.has(name.toLowerCase()) ? name : undefined;
}

/** A payment card's number as a task writes it: 13 to 19 digits, in groups of four or not. */
const CARD_NUMBER = /(?<![\w-])\d{4}(?:[ -]?\d{4}){2}[ -]?\d{1,7}(?![\w-])/g;
/** Inputs that take a card's number: `card_number`, `cardNumber`, `cc_number`, `pan`. */
const CARD_NUMBER_INPUT = /^(?:(?:credit_?)?card_?number|cc_?number|pan)$/i;

/** The card numbers a task writes: the digit runs that pass the Luhn check every card number passes. */
function cardNumbersIn(task: string): string[] {
  return [...task.matchAll(CARD_NUMBER)].map((match) => match[0].replace(/[ -]/g, '')).filter((digits) => digits.length >= 13 && digits.length <= 19 && luhnValid(digits));
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let at = 0; at < digits.length; at++) {
    let digit = Number(digits[digits.length - 1 - at]);
    if (at % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The one card number the task writes, for an input that takes one ("card 4111 1111 1111 1111" is Qualpay's `card_number`). */
function cardNumberFor(task: string, input: StepInput): string | undefined {
  if (!CARD_NUMBER_INPUT.test(input.name) || !/^(?:string|integer|number)\b/.test(input.type)) return undefined;
  const numbers = [...new Set(cardNumbersIn(task))];
  return numbers.length === 1 ? numbers[0] : undefined;
}

/** A card's expiry as a task writes it: "exp 0926", "expiring 12/27", "expires 09/2026". */
const EXPIRY = /\b(?:exp|expiry|expires|expiring|expiration)(?:\s+date)?:?\s+(0[1-9]|1[0-2])\s*\/?\s*(\d{2}|20\d{2})(?![\d/])/i;
/** Inputs that take a card's expiry: `exp_date`, `expiry`, `expiration_date`, `expDate`. */
const EXPIRY_INPUT = /^exp(?:iry|iration)?_?(?:date)?$/i;

/** The card's expiry the task writes, in the form the input's description asks for (Qualpay's MMYY; MM/YY; YYYY-MM); none where it names no form. */
function expiryFor(task: string, input: StepInput): string | undefined {
  if (!EXPIRY_INPUT.test(input.name) || !input.type.startsWith('string')) return undefined;
  const written = EXPIRY.exec(task);
  if (!written) return undefined;
  const [month, year] = [written[1], written[2].slice(-2)];
  if (/\bMMYY\b/.test(input.description)) return `${month}${year}`;
  if (/\bMM\/YY\b/.test(input.description)) return `${month}/${year}`;
  if (/\bYYYY-MM\b/.test(input.description)) return `20${year}-${month}`;
  return undefined;
}

/** The time zones the runtime knows, by their IANA names ("Europe/Berlin"), and UTC. */
const TIME_ZONES: ReadonlySet<string> = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
/** An IANA time zone's name as a task writes it: "Europe/Berlin", "America/Argentina/Buenos_Aires". */
const TIME_ZONE_NAME = /(?<![\w/])[A-Z][A-Za-z]+(?:\/[A-Z][A-Za-z_-]+){1,2}(?![\w/])|\bUTC\b/g;

/** The one time zone the task names, for an input named for one (Zoom's `timezone`, Calendar's free/busy `timeZone`). */
export function timeZoneFor(task: string, input: StepInput): string | undefined {
  if (!input.type.startsWith('string') || !/(?:^|_)(?:time_?zone|tz)$/i.test(input.name.replace(/([a-z])([A-Z])/g, '$1_$2'))) return undefined;
  const zones = new Set([...task.matchAll(TIME_ZONE_NAME)].map((match) => match[0]).filter((zone) => TIME_ZONES.has(zone)));
  return zones.size === 1 ? [...zones][0] : undefined;
}

/** A description that opens by saying its input is an emoji or a reaction ("Reaction (emoji) name"). */
const EMOJI_DESCRIPTION = /^\W*(?:the\s+|an?\s+)?(?:reaction|emoji)\b/i;
/** An emoji's short code as chat services write it: ":tada:", ":white_check_mark:". */
const EMOJI_CODE = /(?<![\w:]):([a-z0-9_+-]{2,40}):(?![\w:])/g;

/**
 * The one emoji the task writes by its short code, for an input named for an emoji (Slack's `icon_emoji`) or described
 * as one from its first words (`reactions.add` `name`, "Reaction (emoji) name"; not a token that "Requires scope:
 * reactions:write"): as written, or bare for an emoji's name, unless the description shows its codes between colons.
 */
function emojiFor(task: string, input: StepInput): string | undefined {
  if (!input.type.startsWith('string') || !(nameWords(input.name).some((word) => word.toLowerCase() === 'emoji') || EMOJI_DESCRIPTION.test(input.description))) return undefined;
  // "a :rotating_light: reaction" is a reaction's, not the emoji a message is posted with.
  const reaction = /\breaction\b/i.test(input.description);
  // Without colons, one written bare in the snake case emoji codes are written in, right before its kind: "a white_check_mark reaction".
  const codes = !task.includes(':') ? [...new Set([...task.matchAll(/\b([a-z0-9]+(?:_[a-z0-9]+)+)\s+(?:reaction|emoji)\b/g)].map((match) => match[1]))]
    : [...new Set([...task.matchAll(EMOJI_CODE)].filter((match) => reaction || !/^\s*reaction\b/i.test(task.slice((match.index ?? 0) + match[0].length))
      && !/\breact(?:ion)?s?\s+with\s+$/i.test(task.slice(0, match.index))).map((match) => match[1]))];
  if (codes.length !== 1) return undefined;
  return SAYS_NAME.test(input.description) && !/:[a-z0-9_+-]+:/.test(input.description) ? codes[0] : `:${codes[0]}:`;
}

/** The runtime's English name of every two-letter code of a kind it knows ("German" → de, "Spain" → ES), by name, the first code of each that `keep` accepts. */
function namedCodes(type: 'language' | 'region', keep: (code: string, name: string) => boolean): ReadonlyMap<string, string> {
  const names = new Intl.DisplayNames(['en'], { type });
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const codes = new Map<string, string>();
  for (const first of letters) {
    for (const second of letters) {
      const code = type === 'region' ? `${first}${second}`.toUpperCase() : `${first}${second}`;
      const name = names.of(code);
      if (name === undefined || name === code || codes.has(name) || !keep(code, name)) continue;
      codes.set(name, code);
    }
  }
  return codes;
}

/** Countries by their English names ("Spain" → ES): ISO 3166 codes in use, of countries (not "European Union", "Unknown Region"). */
const COUNTRY_CODES = namedCodes('region', (code) => !/^(?:EU|EZ|UN|Q[M-Z]|X[A-Z]|ZZ)$/.test(code) && Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`);
const nameAlternatives = (names: Iterable<string>) => [...names].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|');
/** A country's name as a task writes it: "banks in Spain", "Berlin, Germany". */
const COUNTRY_NAME = new RegExp(`(?<![\\p{L}])(${nameAlternatives(COUNTRY_CODES.keys())})(?![\\p{L}])`, 'gu');

/** A country's code as a task writes it after "in", "from", "for" or "to": "a number in GB", "customers in the US", "the UK". */
const COUNTRY_CODE_WRITTEN = /\b(?:in|from|for|to)\s+(?:the\s+)?([A-Z]{2,3})(?![\w-])/g;
const WRITTEN_CODES = new Map<string, string>([...[...COUNTRY_CODES.values()].map((code) => [code, code] as const), ['UK', 'GB'], ['USA', 'US']]);

/** An input described as taking a three-letter country code: a two-letter one would be wrong. */
const ALPHA_3 = /alpha-?3|three-letter|3-letter/i;

/**
 * The code of the one country the task names, for an input named for a country (Nordigen's `country`, Weatherbit's) or
 * described as taking a country's code (Spotify's `market`), in the form it lists.
 */
function countryFor(task: string, input: StepInput): string | undefined {
  if (!input.type.startsWith('string') || ALPHA_3.test(input.description)) return undefined;
  const words = inputWords(input).map((word) => word.toLowerCase());
  // Named for a country, or described as taking its code (Spotify's `market`, "An ISO 3166-1 alpha-2 country code") in what
  // its description says first: Taxamo's `buyer_tax_number` is a VAT number a country code may only open.
  // A string id of a country is its code (Magento's `address.country_id`; GeoDB's `{countryId}`, "An ISO-3166 country code or WikiData id").
  if (!(words.includes('country') || /\bcountry code\b/i.test(firstSentence(input.description, 400)))) return undefined;
  const codes = new Set([...[...task.matchAll(COUNTRY_NAME)].map((match) => COUNTRY_CODES.get(match[1])!),
    ...[...task.matchAll(COUNTRY_CODE_WRITTEN)].flatMap((match) => WRITTEN_CODES.get(match[1]) ?? [])]);
  if (codes.size !== 1) return undefined;
  const [code] = codes;
  const listed = input.allowed ?? [];
  return listed.length === 0 ? code : listed.find((value) => value.toUpperCase() === code);
}

/** Names that follow "in", "for" or "at" and are no place: days and months (a language's or a country's name is read as one). */
const NO_PLACE = /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)$/;
/**
 * A capitalised name of up to three words after "in", "for", "at" or "near": "the weather in Paris", "the forecast for New York".
 * Not one that, after "the", qualifies the noun right after it: "in the Tarzan font" names a font.
 */
const PLACE_AFTER = /\b(?:in|for|at|near)\s+(the\s+)?(\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*){0,2})(?!\p{L})(?=(\s+[a-z]+)?)/gu;

/**
 * The one place the task names after "in", "for", "at" or "near", for an input named for a city or town (Weatherbit's
 * `city`): not a day or month, a language ("in French"), a country ("in Spain") or the API's own name.
 */
function cityFor(task: string, input: StepInput, step: Step): string | undefined {
  if (!input.type.startsWith('string')) return undefined;
  const words = inputWords(input).map((word) => word.toLowerCase());
  if (!(words.includes('city') || words.includes('town')) || words.includes('id')) return undefined;
  const places = new Set([...task.matchAll(PLACE_AFTER)].filter((match) => match[1] === undefined || match[3] === undefined || STOP_WORDS.has(match[3].trim()))
    .map((match) => match[2].replace(/[.'-]+$/, ''))
    .filter((place) => !NO_PLACE.test(place) && !LANGUAGE_CODES.has(place) && !COUNTRY_CODES.has(place) && !place.split(/\s+/).some((word) => apiNameWords(step).has(word.toLowerCase()))));
  return places.size === 1 ? [...places][0] : undefined;
}

/**
 * Languages by their English names ("German" → de): ISO 639-1 codes in use (not a withdrawn one, `iw`, `mo`), of names
 * of four letters or more ("Lao", "Ewe", "Ido" are words too often).
 */
const LANGUAGE_CODES = namedCodes('language', (code, name) => name.length >= 4 && Intl.getCanonicalLocales(code)[0] === code);
/** A language's name as a task writes it, capitalised: "into German", "the Spanish audio", "in Scottish Gaelic". */
const LANGUAGE_NAME = new RegExp(`(?<![\\p{L}])(${nameAlternatives(LANGUAGE_CODES.keys())})(?![\\p{L}])`, 'gu');

/** An input for the language of what is sent ("The language of the input audio"), not of what comes back. */
const SOURCE_LANGUAGE = /\b(?:language of the (?:input|source|original)|(?:input|source|original) language)\b/i;

/**
 * The code of a language the task names in words, for an input that takes one (`lang`, `targetLanguageCode`,
 * LibreTranslate's `target`, "Target language code"): a source's (Whisper's "language of the input audio") is
 * one written after "from" or before what is sent ("the Spanish audio"), a target's the one after "into", "to"
 * or "in", and an input of neither the one language the task names. An input that
 * lists its codes takes the one listed (`DE` or `de-DE` as listed); else the lower-case code.
 */
function languageFor(task: string, input: StepInput): string | undefined {
  if (!input.type.startsWith('string')) return undefined;
  const words = inputWords(input).map((word) => word.toLowerCase());
  const named = words.some((word) => /^(?:lang|language|locale)/.test(word));
  if (!named && !(/^(?:source|target|to|from)$/i.test(input.name) && /\blanguage\b/i.test(input.description))) return undefined;
  const said = [...task.matchAll(LANGUAGE_NAME)].map((match) => ({
    code: LANGUAGE_CODES.get(match[1])!,
    after: /(\p{L}+)\s+$/u.exec(task.slice(Math.max(0, (match.index ?? 0) - 20), match.index))?.[1].toLowerCase(),
  }));
  if (said.length === 0) return undefined;
  const source = words.includes('source') || words.includes('from') || SOURCE_LANGUAGE.test(input.description);
  const target = words.includes('target') || words.includes('to');
  const toward = (language: { after?: string }) => language.after === 'into' || language.after === 'to' || language.after === 'in';
  const into = said.filter(toward);
  const codes = new Set((source ? said.filter((language) => !toward(language))
    : into.length > 0 ? into : target ? said.filter((language) => language.after !== 'from') : said).map((language) => language.code));
  if (codes.size !== 1) return undefined;
  const [code] = codes;
  const listed = input.allowed ?? [];
  if (listed.length === 0) return code;
  // A list without it says the API does not offer it; of several regional forms ("en-AB", "en-AU",
  // "en-US"), the one of the region where the language is most spoken, as the runtime's likely-subtags
  // data gives it (en → US, pt → BR), or none rather than the first listed.
  const exact = listed.find((value) => value.toLowerCase() === code);
  if (exact !== undefined) return exact;
  const regional = listed.filter((value) => value.toLowerCase().startsWith(`${code}-`) || value.toLowerCase().startsWith(`${code}_`));
  if (regional.length <= 1) return regional[0];
  const likely = `${code}-${new Intl.Locale(code).maximize().region ?? ''}`.toLowerCase();
  return regional.find((value) => value.toLowerCase().replace('_', '-') === likely);
}

/** ISO 4217 codes, as the runtime knows them: "49.99 USD", "in EUR". */
const CURRENCY_CODES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));
/** The currencies a sign names without doubt. */
const CURRENCY_SIGNS: Record<string, string> = { '$': 'USD', '€': 'EUR', '£': 'GBP' };
/** A sum of money as a task writes it: a sign before ("$49.99", "€20") or a code after ("49.99 USD"). */
const MONEY = /(?<![\w.])([$€£])\s?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?)(?![\d.,]*\d)|(?<![\w.,$€£])((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?)\s?([A-Z]{3})\b/g;
/** The first sum of money, for where it is written. */
const MONEY_ONCE = new RegExp(MONEY.source);
/** Words of an amount's name that say it is the sum itself (`unit_amount`, `total_amount`, `amount_decimal`). */
const PLAIN_AMOUNT_WORDS = new Set(['amount', 'unit', 'total', 'value', 'decimal', 'money', 'tran', 'transaction']);
/** An input's description saying it counts in cents (Stripe's "in the smallest currency unit"). */
const IN_MINOR_UNITS = /smallest currency unit|\bcents\b|minor unit|\bpence\b/i;

/** The sums of money the task writes, each with its currency where the sign or code names one. */
function moneyIn(task: string): { amount: string; currency?: string }[] {
  // A sum written with thousands separators ("5,000 EUR", "$1,250.50") is sent without them.
  return [...task.matchAll(MONEY)].flatMap((match) => {
    if (match[1] !== undefined) return [{ amount: match[2].replace(/,/g, ''), currency: CURRENCY_SIGNS[match[1]] }];
    return CURRENCY_CODES.has(match[4]) ? [{ amount: match[3].replace(/,/g, ''), currency: match[4] }] : [];
  });
}

/**
 * The one sum of money the task writes, for an input named for an amount (`amount`, `unit_amount`, `amount_off`):
 * in cents where its description counts so ("$49.99" is Stripe's 4999), else as written where the input takes a decimal.
 */
function moneyFor(task: string, input: StepInput): string | undefined {
  // `amt` is how many specs write it (Qualpay's `amt_tran`).
  const words = inputWords(input).map((word) => word.toLowerCase()).map((word) => (word === 'amt' ? 'amount' : word));
  if (!words.includes('amount') || !/^(?:integer|number|string)\b/.test(input.type)) return undefined;
  const sums = moneyIn(task);
  if (sums.length !== 1) return undefined;
  // An amount for another purpose (`application_fee_amount`, `amount_off`) takes only a sum its words sit beside ("$5 off").
  const purpose = words.filter((word) => !PLAIN_AMOUNT_WORDS.has(word) && !STOP_WORDS.has(word));
  const written = MONEY_ONCE.exec(task);
  const around = wordsNear(task, written?.index ?? 0, written?.[0].length ?? 0);
  if (purpose.length > 0 && !purpose.some((word) => around.has(singular(word)))) return undefined;
  const { amount } = sums[0];
  if (IN_MINOR_UNITS.test(input.description)) return String(Math.round(Number(amount) * 100));
  // A whole number the spec does not say the unit of may count cents (Stripe's refund `amount`): left to the caller.
  return /^integer/.test(input.type) ? undefined : amount;
}

/** An input named for a currency: `currency`, `currency_code`, Xero's `CurrencyCode`, Klarna's `purchase_currency` (not a `cryptocurrency`). */
const CURRENCY_INPUT = /^(?:[Cc]urrency(?:_?[Cc]ode)?|CURRENCY|[\w-]*(?:[_-][Cc]urrency(?:_?[Cc]ode)?|[a-z]Currency(?:Code)?))$/;

/**
 * A sum of money inside a body: a plain `amount` (Xero's `Payments[].Amount`), or a Money object's amount and currency
 * (Square's `amount_money.amount` and `.currency`, Adyen's `amount.value`), its currency only beside an amount so filled.
 * Not a differently named amount below (Stripe's `default_price_data.unit_amount_decimal`, which a price's own create sends).
 */
export function nestedMoneyFor(task: string, input: StepInput, step: Step): string | undefined {
  if (input.path === undefined) return undefined;
  const holder = input.path.slice(0, input.path.lastIndexOf('.') + 1);
  // A sum in a list inside another list is of a thing the task names: "a credit note of $50" pays no `CreditNotes[].Payments[]`.
  const inner = /(?:^|\.)([^.[\]]+)\[\]\.$/.exec(holder)?.[1];
  if (inner !== undefined && (holder.match(/\[\]/g)?.length ?? 0) >= 2 && !splitWords(inner).every((word) => new RegExp(`\\b${escapeRegExp(singular(word.toLowerCase()))}`, 'i').test(task))) return undefined;
  const beside = fieldsBeside(input, step);
  const amountOf = beside.find((other) => /^amount$/i.test(other.name)) ?? beside.find((other) => /^value$/i.test(other.name));
  const currencyOf = beside.find((other) => CURRENCY_INPUT.test(other.name));
  // An object that is the sum itself (Nordigen's `instructed_amount`) says no other purpose by its name: its amount is the task's sum.
  const sum = (amount: StepInput) => moneyFor(task, /(?:^|[._])amount$/i.test(holder.slice(0, -1)) ? { ...amount, path: `amount.${amount.name}` } : amount);
  if (/^amount$/i.test(input.name) || (input === amountOf && currencyOf !== undefined)) return sum(input);
  return input === currencyOf && amountOf !== undefined && sum(amountOf) !== undefined ? currencyFor(task, input) : undefined;
}

/** An input named for a market's ticker symbol (Polygon's `symbol`, a `ticker`, `stocksTicker`, a list of `symbols`). */
const TICKER_INPUT = /^(?:stocks?_?)?(?:symbol|ticker)s?$/i;
/** A ticker as a task writes it: two to five capitals, with a class after a dot ("AAPL", "BRK.B"), no part of a pair ("EUR/USD"). */
const TICKER = /(?<![\w/$.-])[A-Z]{2,5}(?:\.[A-Z])?(?![\w/-])/g;

/**
 * The tickers a task writes, for an input named for one whose description speaks of no currency (an exchange-rate API's
 * `symbols` are currency codes): the one ticker, or each of several for a list. A currency's code is no ticker, nor a
 * capitalised word the step's own text uses ("API", "CSV").
 */
function tickerFor(task: string, input: StepInput, step: Step): string | undefined {
  if (!TICKER_INPUT.test(input.name) || /\bcurrenc/i.test(input.description) || !(input.type.startsWith('string') || input.type.startsWith('array of string'))) return undefined;
  const own = stepWords(step);
  // Not a word of a quoted name ("an autofollow strategy called 'Momentum EU'" trades no EU), nor a kind of the step's own
  // thing written before it ("a BUY signal").
  const plain = task.replace(QUOTED_TEXT, ' ');
  const kindOfOwn = (match: RegExpMatchArray) => own.has(stem(/^\s+([a-z]+)/i.exec(plain.slice((match.index ?? 0) + match[0].length))?.[1]?.toLowerCase() ?? ''));
  const tickers = [...new Set([...plain.matchAll(TICKER)].filter((match) => !kindOfOwn(match)).map((match) => match[0]).filter((word) => !CURRENCY_CODES.has(word) && !own.has(stem(word.toLowerCase()))))];
  if (tickers.length === 1) return tickers[0];
  return tickers.length > 1 && input.type.startsWith('array of string') ? tickers.join(LIST_SEPARATOR) : undefined;
}

/** The currency the task names, by its code or the sign of its one sum, for a currency input; lower case where the input asks so. */
function currencyFor(task: string, input: StepInput): string | undefined {
  if (!CURRENCY_INPUT.test(input.name) || !input.type.startsWith('string')) return undefined;
  // Not a place's code that spells a currency's too: "from MAD to JFK" is Madrid's airport, as JFK is no currency.
  const places = [...task.matchAll(/\bfrom\s+([A-Z]{3})\s+to\s+([A-Z]{3})\b/g)].filter((span) => !CURRENCY_CODES.has(span[1]) || !CURRENCY_CODES.has(span[2])).flatMap((span) => [span[1], span[2]]);
  const written = [...new Set([...task.matchAll(/\b[A-Z]{3}\b/g)].map((match) => match[0]).filter((code) => CURRENCY_CODES.has(code) && !places.includes(code)))];
  const signed = [...new Set(moneyIn(task).flatMap((sum) => (sum.currency ? [sum.currency] : [])))];
  const code = written.length === 1 ? written[0] : written.length === 0 && signed.length === 1 ? signed[0] : undefined;
  return code && /lower\s?case/i.test(input.description) ? code.toLowerCase() : code;
}

/** A share the task writes with its sign: "20% off", "a 5% bid". */
const PERCENT = /(?<![\w.])(\d+(?:\.\d+)?)\s?%/g;

/**
 * The share the task gives a percentage (`percent_off`, `bidPercentage`): one written beside another word of the
 * input's name ("20% off", "a 5% bid"), or the one share of the task for an input named for nothing else. A
 * subscription's `application_fee_percent` takes no coupon's "20% off".
 */
function percentFor(task: string, input: StepInput): string | undefined {
  const words = inputWords(input).map((word) => word.toLowerCase());
  if (!words.some((word) => word.startsWith('percent'))) return undefined;
  const others = words.filter((word) => !word.startsWith('percent') && !STOP_WORDS.has(word));
  const shares = [...task.matchAll(PERCENT)];
  const beside = (match: RegExpMatchArray) => {
    const around = wordsNear(task, match.index ?? 0, match[0].length);
    return others.some((word) => around.has(singular(word)));
  };
  const cued = shares.filter(beside);
  return cued.length === 1 ? cued[0][1] : others.length === 0 && shares.length === 1 ? shares[0][1] : undefined;
}

/** A link to a web page, with or without its scheme: "https://github.com/acme/widgets/issues/42", "open.spotify.com/track/4iV5…". */
const WEB_PAGE_LINK = /(?<![\w@.-])(?:https?:\/\/)?((?:[\w-]+\.)+[a-z]{2,})(\/[^\s'"<>]*)/gi;
/** The label a host is named by, before its top-level domain: `open.spotify.com` and `api.spotify.com` are spotify's. */
const siteLabel = (host: string) => host.toLowerCase().split('.').slice(-2, -1)[0] ?? '';

/**
 * A path parameter's value read from a link to the thing's page on the provider's own site, by the literal segments the
 * page's path shares with the call's: github.com/acme/widgets/issues/42 is `/repos/{owner}/{repo}/issues/{issue_number}`
 * ("issues", the two segments before it and the one after it); open.spotify.com/track/4iV5… is `/tracks/{id}` ("track",
 * the plural's singular). Where no segment is shared, the link says nothing of the call.
 */
function webPageValue(task: string, input: StepInput, step: Step): string | undefined {
  if (input.location !== 'path' || !task.includes('/')) return undefined;
  const template = step.endpoint.path.replace(/[#?].*$/, '').split('/').filter(Boolean);
  const at = template.indexOf(`{${input.name}}`);
  if (at < 0) return undefined;
  const provider = siteLabel(step.endpoint.apiKey.split('/')[0]);
  const literal = (part: string) => !part.startsWith('{');
  const same = (part: string, segment: string) => singular(part.toLowerCase()) === singular(segment.toLowerCase());
  const values = new Set<string>();
  for (const match of task.matchAll(WEB_PAGE_LINK)) {
    if (siteLabel(match[1]) !== provider) continue;
    const segments = match[2].replace(/[.,;:!?)]+$/, '').split(/[/?#]/).filter(Boolean).map((segment) => decodeURIComponent(segment));
    const value = (index: number) => (index >= 0 && index < segments.length && !template.some((part) => literal(part) && same(part, segments[index])) ? segments[index] : undefined);
    // The literal right before the parameter ("issues/{issue_number}"), else the first one after it ("{repo}/issues").
    const before = at > 0 && literal(template[at - 1]) ? segments.findIndex((segment) => same(template[at - 1], segment)) : -1;
    const after = template.findIndex((part, index) => index > at && literal(part));
    const afterAt = after < 0 ? -1 : segments.findIndex((segment) => same(template[after], segment));
    // Else, for a tracker's key, the one segment shaped as a key (acme.atlassian.net/browse/PAY-123 is Jira's `{issueIdOrKey}`).
    const keys = TRACKER_KEY_NAME.test(input.name) ? segments.filter((segment) => WHOLE_KEY_CODE.test(segment)) : [];
    const found = before >= 0 ? value(before + 1) : afterAt >= 0 ? value(afterAt - (after - at)) : keys.length === 1 ? keys[0] : undefined;
    if (found !== undefined) values.add(found);
  }
  return values.size === 1 ? [...values][0] : undefined;
}

/**
 * A path parameter's value read from a link the task gives to the API's own resource: the SQS queue
 * `https://sqs.us-east-1.amazonaws.com/123456789012/deploys` is `/{AccountNumber}/{QueueName}/` on that
 * host. The link's path, past the server's own, is read segment by segment against the step's path.
 */
function linkedValue(task: string, input: StepInput, step: Step): string | undefined {
  if (input.location !== 'path' || !HOLDS_LINK.test(task)) return undefined;
  const template = step.endpoint.path.replace(/[#?].*$/, '').split('/').filter(Boolean);
  for (const [link] of task.matchAll(LINK)) {
    let url: URL;
    try {
      url = new URL(link.replace(/[.,;:!?)]+$/, ''));
    } catch {
      continue;
    }
    for (const server of step.detail.servers) {
      let base: URL;
      try {
        base = new URL(server.url);
      } catch {
        continue;
      }
      const root = base.pathname.replace(/\/+$/, '');
      if (base.host !== url.host || !url.pathname.startsWith(root)) continue;
      const segments = url.pathname.slice(root.length).split('/').filter(Boolean);
      const bound = new Map<string, string>();
      let fits = segments.length > 0;
      template.slice(0, segments.length).forEach((part, at) => {
        const parameter = /^\{([^}]+)\}$/.exec(part);
        if (parameter) bound.set(parameter[1], decodeURIComponent(segments[at]));
        else if (part !== segments[at]) fits = false;
      });
      if (fits && bound.has(input.name)) return bound.get(input.name);
    }
  }
  return undefined;
}

/** A name for a link (`url`, `image_url`, `redirectUri`, `href`, `redirect_uris`), or a string whose format is one (`redirect`, a URI). */
const LINK_NAME = /(?:^|[_-])(?:uri|url|href|link)s?$|[a-z0-9](?:Uri|Url|URL|Href|Link)s?$|^(?:uri|url|href|link)s?$/i;
const takesLink = (input: StepInput) => (/^(?:array of )?string \((?:uri|url|iri)/.test(input.type) || (/^(?:array of )?string\b/.test(input.type) && LINK_NAME.test(input.name)))
  // A required input that may be given as a link (Telegram's `photo`: "pass an HTTP URL as a String").
  || (/^(?:string|any)\b/.test(input.type) && input.required && /\bURL\b/.test(input.description));
/** How many words before a link `linkFor` reads for what it is, where the five right before it name no input. */
const LINK_CLAUSE_WORDS = 12;
/** Words of a link input's name that say nothing of which link it takes. */
const LINK_WORDS = new Set(['url', 'uri', 'href', 'link', 'urls', 'uris', 'links']);

/** Which side of a job an input's object is on: `InputDataConfig` is read from, `OutputDataConfig` written to. */
function ioSide(input: StepInput): 'start' | 'end' | undefined {
  const holder = (input.path ?? '').split('.').slice(0, -1).flatMap((part) => splitWords(part)).map((word) => word.toLowerCase());
  const words = [...holder, ...nameWords(input.name).map((word) => word.toLowerCase())];
  const output = words.some((word) => word === 'output' || word === 'destination');
  const source = words.some((word) => word === 'input' || word === 'source');
  return output === source ? undefined : output ? 'end' : 'start';
}

/**
 * The link the task writes for an input that takes one: a webhook's `url`, an image's `image_url`, a requisition's
 * `redirect`. A link goes to the input whose own words the task writes right before it ("redirect https://…",
 * "image https://…"); a link no input's words precede goes to the step's one link input, or to its one required one.
 */
export function linkFor(task: string, input: StepInput, step: Step): string | undefined {
  if (!takesLink(input) || !HOLDS_LINK.test(task)) return undefined;
  // A link written as a setting's value ("API_URL=https://api.acme.io") is that setting's, no link input's of its own.
  const links = [...task.matchAll(LINK)].filter((match) => {
    const key = /([A-Za-z_][\w.-]*)=$/.exec(task.slice(0, match.index))?.[1];
    return key === undefined || normalName(key) === normalName(input.name);
  }).map((match) => ({
    link: match[0].replace(/[.,;:!?)'"\u2019\u201d\]]+$/, ''), before: wordsBefore(task, match.index ?? 0, 5), clause: wordsBefore(task, match.index ?? 0, LINK_CLAUSE_WORDS),
    sentTo: /\b(?:to|into)\s+$/i.test(task.slice(Math.max(0, (match.index ?? 0) - 8), match.index ?? 0)),
  }));
  const own = (candidate: StepInput) => inputWords(candidate).map((word) => singular(word.toLowerCase())).filter((word) => !LINK_WORDS.has(word) && !STOP_WORDS.has(word) && word.length > 2);
  const cued = (candidate: StepInput, link: (typeof links)[number]) => own(candidate).some((word) => link.before.has(word));
  const mine = links.filter((link) => cued(input, link));
  if (mine.length === 1) return mine[0].link;
  // Of two links, the one written after "to" or "into" is where output goes (Comprehend's `OutputDataConfig.S3Uri`), the
  // other where input is read (its `InputDataConfig.S3Uri`): "over s3://mail-dump/ …, writing results to s3://mail-out/".
  const side = ioSide(input);
  if (links.length === 2 && side !== undefined) {
    const sentTo = links.filter((link) => link.sentTo);
    if (sentTo.length === 1) return side === 'end' ? sentTo[0].link : links.find((link) => link !== sentTo[0])!.link;
  }
  if (links.length !== 1) return undefined;
  const linkInputs = [...step.inputs, ...step.nestedInputs].filter((candidate) => candidate !== input && takesLink(candidate));
  if (linkInputs.some((other) => cued(other, links[0]))) return undefined;
  // Else the one whose words the clause writes further before it: "point the voice webhook of our number +1… at https://…" is the `VoiceUrl`.
  const inClause = (candidate: StepInput) => own(candidate).some((word) => links[0].clause.has(word));
  // Of several so written (`VoiceUrl`, `VoiceFallbackUrl`), the plainest: fewest words of its own, then the shortest name.
  const written = [input, ...linkInputs].filter(inClause).sort((a, b) => own(a).length - own(b).length || a.name.length - b.name.length);
  if (written.length > 0) return written[0] === input ? links[0].link : undefined;
  // Of several, the one required, else the plainest: the shortest name (remove.bg's `image_url`, not its `bg_image_url`).
  const required = (candidate: StepInput) => candidate.required || candidate.requiredInBody === true;
  const rivals = linkInputs.some(required) || required(input) ? linkInputs.filter(required) : linkInputs.filter((other) => other.name.length <= input.name.length);
  return (required(input) || !linkInputs.some(required)) && rivals.length === 0 ? links[0].link : undefined;
}

/**
 * Where a thing goes from and to, for inputs named for the start or end of it (`source_branch`, `target_branch`): the value
 * after "from" is the start's, the one after "into" or "to" the end's ("from branch feature/login into main"); only where
 * the task names the thing.
 */
function spanValue(task: string, input: StepInput, step: Step): string | undefined {
  // A field of an object (a reply-to's `email`) is no end of a span, nor is an address or a number, which have shapes of their own.
  const roleOf = (other: StepInput) => stepSpanRole(other, step.inputs);
  const role = input.path === undefined ? roleOf(input) : undefined;
  if (!role || /e-?mail|phone|address|number/i.test(input.name)) return undefined;
  const value = spanEnd(task, input, step, role);
  // A moment's end is a date or a time, written with digits: "from CH93… to DE89…" gives a payment's `startDate` no account.
  // And a time zone is a zone's name ("UTC", "Europe/Paris"), never a moment: Graph's `originalStartTimeZone`.
  if (value !== undefined && /^(?:zone|tz|timezone)$/i.test(nameWords(input.name).at(-1) ?? '') && /^\d/.test(value)) return undefined;
  return value !== undefined && (/^(?:date|time|day|datetime|timestamp)s?$/i.test(nameWords(input.name).at(-1) ?? '') || /\(date/.test(input.type)) && !/^\d/.test(value) ? undefined : value;
}

/** The value the task writes at the input's end of a span, whatever its shape. */
function spanEnd(task: string, input: StepInput, step: Step, role: 'start' | 'end'): string | undefined {
  const roleOf = (other: StepInput) => stepSpanRole(other, step.inputs);
  const { thing, attribute } = spanThing(input);
  // A name that is only an end (Lufthansa's `origin` and `destination`) takes its end of the one span the task writes: "from FRA to JFK".
  if (thing === undefined && BARE_END.test(input.name)) {
    const spans = writtenSpans(task);
    return spans.length === 1 ? spans[0][role === 'start' ? 1 : 2] : undefined;
  }
  if (!thing || thing.length < 3 || ATTRIBUTES.has(thing)) return undefined;
  const cue = role === 'start' ? 'from' : '(?:into|onto|to)';
  // An attribute of the thing is read only from the one span the task writes ("from MAD to JFK"), never after the thing's word.
  if (attribute || !squeezed(task).includes(thing) || !new RegExp(`\\b${thing}(?:e?s)?\\b`, 'i').test(task)) {
    // Unnamed, the thing is still the span's where the call takes both of its ends (`source_branch`, `target_branch`) and the task
    // writes one span, from one word into another: "a merge request from feature-x into main".
    const ends = [...step.inputs].filter((other) => other.path === undefined && spanThing(other).thing === thing && roleOf(other) !== undefined);
    if (new Set(ends.map(roleOf)).size < 2) return undefined;
    const spans = writtenSpans(task);
    return spans.length === 1 ? spans[0][role === 'start' ? 1 : 2] : undefined;
  }
  // A value quoted right after the thing's word is given by name, not as an end: "to the account with username 'branch-office'".
  if (new RegExp(`\\b${thing}\\s+["'\u2018\u201c]`, 'i').test(task)) return undefined;
  const values = [...task.matchAll(new RegExp(`\\b${cue}\\s+(?:the\\s+)?(?:${thing}\\s+)?([\\w][\\w./:-]*[\\w])`, 'gi'))]
    .map((match) => match[1]).filter((value) => !STOP_WORDS.has(value.toLowerCase()) && !DETERMINERS.has(value.toLowerCase()) && value.toLowerCase() !== thing
      // An id is written as one ("to account 4410"), a name is looked up: "to the Operating account" gives Increase's `destination_account_id` no "Operating".
      && (!isIdLike(input.name) || /\d/.test(value)));
  if (values.length > 0 || input.location === 'path') return values.length === 1 ? values[0] : undefined;
  // Without its cue, of the two identifiers the task writes after the thing's word, the first starts and the second ends it:
  // "the distance between city Q60 and city Q65" goes to `toCityId` Q65 (the path's `{cityId}` is Q60).
  const written = [...new Set([...task.matchAll(new RegExp(`\\b${thing}\\s+([A-Za-z]*\\d[\\w-]*)(?![\\w-])`, 'gi'))].map((match) => match[1]))];
  return written.length === 2 ? written[role === 'start' ? 0 : 1] : undefined;
}

/** Words of an account's role in a payment: where the money comes from, where it goes. */
const PAYER_WORDS = /^(?:debtor|payer|source|from|sender|origin|originator)$/i;
const PAYEE_WORDS = /^(?:creditor|payee|beneficiary|destination|to|recipient|receiver|target|counterparty)$/i;

/**
 * The IBAN the task writes for an account's `iban`: of two, the one written after "from" for the payer's (the Berlin Group's
 * `debtorAccount.iban`), the one after "to" for the payee's (`creditorAccount.iban`); of one, that one where the account's
 * role is not the other's it is written for.
 */
export function ibanFor(task: string, input: StepInput): string | undefined {
  if (!/iban$/i.test(input.name) || !input.type.startsWith('string')) return undefined;
  const words = [...(input.path ?? '').split('.').slice(0, -1).flatMap((holder) => nameWords(holder.replace(/\[\]$/, ''))), ...nameWords(input.name)];
  const role = words.some((word) => PAYER_WORDS.test(word)) ? 'start' : words.some((word) => PAYEE_WORDS.test(word)) ? 'end' : undefined;
  const written = [...task.matchAll(IBAN)].map((match) => ({ iban: match[0].replace(/ /g, ''), before: task.slice(Math.max(0, (match.index ?? 0) - 12), match.index) }));
  if (written.length === 1) {
    const [{ iban, before }] = written;
    const sentTo = /\bto\s+(?:the\s+)?(?:account\s+)?$/i.test(before);
    return role === undefined || (role === 'end') === sentTo ? iban : undefined;
  }
  if (role === undefined) return undefined;
  const cue = role === 'start' ? /\bfrom\s+(?:the\s+)?(?:account\s+)?$/i : /\bto\s+(?:the\s+)?(?:account\s+)?$/i;
  const fitting = written.filter(({ before }) => cue.test(before));
  return fitting.length === 1 ? fitting[0].iban : undefined;
}

/**
 * A kind of action written quoted right before the input's own word, for an input that takes such a kind: "run its 'off'
 * action" is ijenko's `{action}` (a kind is no thing a list finds by name).
 */
function quotedKind(task: string, input: StepInput): string | undefined {
  if (!ACTION_KINDS.test(input.name) || !input.type.startsWith('string')) return undefined;
  const written = [...task.matchAll(new RegExp(`${QUOTED_TEXT.source}\\s+${input.name}\\b`, 'gi'))];
  return written.length === 1 ? written[0][1] : undefined;
}

/** Names that are only where a span starts or ends. */
const BARE_END = /^(?:origin|destination|source|target|from|to)$/i;

/** One end of a span: a name of capitalised words whole ("New York"), else a word or code, bare or quoted. */
const SPAN_END = `['"\u2018\u201c]?([A-Z][\\w.-]*[\\w](?:\\s+[A-Z][\\w.-]*[\\w])+|[\\w][\\w./:-]*[\\w])['"\u2019\u201d]?`;
/** A span the task writes, its two ends (case matters: a name's capitals say where it ends). */
const SPAN = new RegExp(`\\b[Ff]rom\\s+${SPAN_END}\\s+(?:[Ii]nto|[Oo]nto|[Tt]o)\\s+${SPAN_END}`, 'g');

/**
 * The end of the one span the task writes for a name inside an object of a role, where the body holds the other role's too:
 * "from feature/login into main" gives Bitbucket's new pull request `source.branch.name` and `destination.branch.name`.
 */
export function nestedSpanEndFor(task: string, nested: StepInput, step: Step): string | undefined {
  const segments = (nested.path ?? '').split('.');
  const at = segments.findIndex((segment) => START_WORDS.has(segment.toLowerCase()) || END_WORDS.has(segment.toLowerCase()));
  const rest = segments.slice(at + 1);
  if (at < 0 || rest.length < 1 || rest.length > 2 || rest.some((segment) => segment.endsWith('[]')) || !nested.type.startsWith('string')) return undefined;
  const role = START_WORDS.has(segments[at].toLowerCase()) ? 'start' : 'end';
  // The leaf names the thing: a branch's (`source.branch.name`), or the end's own (LaunchDarkly's copy `source.key`); no moment
  // or zone of an event's `start` is a span's end.
  if (!NAMING_ATTRIBUTES.has(rest.at(-1)!.toLowerCase())) return undefined;
  const thing = rest.length === 2 ? singular(rest[0].toLowerCase()) : undefined;
  const partner = step.nestedInputs.some((other) => {
    const theirs = (other.path ?? '').split('.');
    return theirs.length === segments.length && theirs.slice(at + 1).join('.') === rest.join('.') && theirs.slice(0, at).join('.') === segments.slice(0, at).join('.')
      && (role === 'start' ? END_WORDS : START_WORDS).has(theirs[at].toLowerCase());
  });
  if (!partner || (thing !== undefined && !/^[a-z]{3,}$/.test(thing))) return undefined;
  const named = thing === undefined ? '' : `(?:(?:the\\s+)?${thing}e?s?\\s+)?`;
  const spans = [...task.matchAll(new RegExp(`\\b[Ff]rom\\s+${named}${SPAN_END}\\s+(?:[Ii]nto|[Oo]nto|[Tt]o)\\s+${named}${SPAN_END}`, 'g'))]
    .filter((match) => ![match[1], match[2]].some((value) => STOP_WORDS.has(value.toLowerCase()) || DETERMINERS.has(value.toLowerCase())));
  return spans.length === 1 ? spans[0][role === 'start' ? 1 : 2] : undefined;
}

/** The spans a task writes from one word into or to another: "from feature-x into main", "from FRA to JFK". */
function writtenSpans(task: string): RegExpMatchArray[] {
  // Each end bare or quoted: "from feature-x into main", "from 'feature/login' into 'main'"; a name of capitalised words
  // whole ("from Paris to New York").
  return [...task.matchAll(SPAN)]
    .filter((match) => ![match[1], match[2]].some((value) => STOP_WORDS.has(value.toLowerCase()) || DETERMINERS.has(value.toLowerCase())));
}

/**
 * The thing a span's end is of: the last word of its name that says no role (`source_branch` → branch), or the word before an
 * attribute of it, not its id (`attribute`: Amadeus's `originLocationCode` is a location's code).
 */
function spanThing(input: StepInput): { thing?: string; attribute: boolean } {
  const words = nameWords(input.name).map((word) => word.toLowerCase()).filter((word) => !START_WORDS.has(word) && !END_WORDS.has(word) && !STOP_WORDS.has(word));
  // An id is of the thing named before it: GeoDB's `toCityId` ends at a city.
  if (words.length > 1 && isIdLike(input.name) && ID_WORDS.has(words.at(-1)!)) return { thing: words.at(-2), attribute: false };
  return words.length > 1 && ATTRIBUTES.has(words.at(-1)!) && !isIdLike(input.name) ? { thing: words.at(-2), attribute: true } : { thing: words.at(-1), attribute: false };
}

/** A name the task writes after the words of the input's name: "with first name Jane" is a contact's `first_name`. */
export function spelledName(task: string, input: StepInput): string | undefined {
  const words = nameWords(input.name).map((word) => word.toLowerCase());
  if (words.length < 2 || words.at(-1) !== 'name' || !input.type.startsWith('string') || !squeezed(task).includes(words.join(''))) return undefined;
  const said = [...task.matchAll(new RegExp(`\\b${words.join('[\\s_-]?')}\\s+(?:is\\s+|of\\s+)?([A-Z][\\w'\u2019-]*)`, 'gi'))].filter((match) => /^[A-Z]/.test(match[1]));
  return said.length === 1 ? said[0][1] : undefined;
}

/**
 * A thing's name or key an input is named for (`logGroupName`, `QueueName`, `TableName`, `tag_name`, `featureFlagKey`), written after that thing
 * and a word that says a name follows ("a log group named app-logs", "an SQS queue called jobs"), or after the thing as a
 * slug ("the log group app-logs"): the one such name the task gives that thing.
 */
export function cuedNameFor(task: string, input: StepInput): string | undefined {
  const words = nameParts(input.name).map((word) => word.toLowerCase());
  // A key is a thing's name as a slug too (LaunchDarkly's `featureFlagKey`, "the feature flag new-checkout"); a credential is no one's.
  if (words.length < 2 || !['name', 'key'].includes(words.at(-1)!) || !input.type.startsWith('string') || isCredentialParameter(input.name, input.location, input.type)) return undefined;
  if (namesUnsaidParent(task, input)) return undefined;
  const name = nameOfThing(task, singular(words.at(-2)!));
  // A key is one word: "the live stream named Weekly Show" gives its name, no `stream_key`.
  return words.at(-1) === 'key' && name !== undefined && /\s/.test(name) ? undefined : name;
}

/** A name of a thing's parent is another thing's, where the task says no parent: Sandbox's `parentSandboxName` is not the new sandbox's own name. */
export function namesUnsaidParent(task: string, input: StepInput): boolean {
  return nameWords(input.name).slice(0, -1).some((word) => word.toLowerCase() === 'parent') && !/\bparent\b/i.test(task);
}

/**
 * The one name the task gives a thing: after it and a naming word ("a queue named jobs"), or as a slug right after it ("the
 * log group app-logs", `bareNamePattern`); with `placed`, also any word after it where the task places something ("in
 * project acme").
 */
export function nameOfThing(task: string, thing: string, placed = false): string | undefined {
  if (thing.length < 3 || START_WORDS.has(thing) || END_WORDS.has(thing) || !squeezed(task).includes(thing)) return undefined;
  const names = new Set<string>();
  for (const match of task.matchAll(NAMED_WORD)) {
    const before = task.slice(Math.max(0, (match.index ?? 0) - 40), match.index ?? 0).toLowerCase().match(/[a-z]+/g)?.slice(-2).map(singular) ?? [];
    if (before.at(-2) === thing || before.at(-1) === thing) names.add(match[1]);
  }
  // The word right after the thing: a slug ("log group app-logs"), or, only for a part of a resource name, any word where the
  // task places something ("in project acme"; "to the HubSpot file manager" names no file).
  const after = bareNamePattern(thing).exec(task);
  const word = after?.[2] ?? '';
  if (/[-_.]/.test(word) || (placed && after?.[1] !== undefined && ![STOP_WORDS, DETERMINERS, NAME_PREPOSITIONS, INTENT_BY_WORD].some((words) => words.has(word)) && !NAME_CUE_WORD.test(word))) names.add(word);
  return names.size === 1 ? [...names][0] : undefined;
}

/**
 * A resource name (Google's `{parent}`, "projects/…/secrets/…"; a new queue's own `name`) made of the names the task gives
 * each thing of its format: "under project my-proj" is `projects/my-proj`; none where the task leaves one out.
 */
export function resourceNameFor(task: string, input: StepInput): string | undefined {
  if ((input.location !== 'path' && !isOwnName(input)) || !input.type.startsWith('string')) return undefined;
  const collections = resourceNameFormat(input.description)?.split('/');
  if (collections === undefined) return undefined;
  const names = collections.map((collection) => nameOfThing(task, singular(collection.toLowerCase()), true));
  return names.every((name) => name !== undefined) ? collections.map((collection, at) => `${collection}/${names[at]}`).join('/') : undefined;
}

/** Words that say a person is meant: a name of two capitalised words right after one is that person's. */
const PERSON_WORDS = ['contact', 'customer', 'user', 'member', 'person', 'lead', 'employee', 'attendee', 'registrant', 'guest', 'client', 'subscriber', 'candidate', 'participant', 'speaker', 'recipient'];
/** A person's first and last name, each capitalised ("Jane Doe", "Mary O'Neil", "Jean-Luc Picard"). */
const FULL_NAME = "(\\p{Lu}\\p{Ll}+(?:['\u2019-]\\p{Lu}?\\p{Ll}+)?)\\s+(\\p{Lu}\\p{Ll}+(?:['\u2019-]\\p{Lu}?\\p{Ll}+)?)";
const ADDRESS = EMAIL_ADDRESS.source;
/** Where a task writes a person's full name: after a word for a person, or beside the person's address in brackets. */
const PERSON_NAMES = [
  // Quoted too: "a Square customer 'Tom Lee'".
  new RegExp(`\\b(?:${PERSON_WORDS.map((word) => `[${word[0]}${word[0].toUpperCase()}]${word.slice(1)}`).join('|')})s?\\s+(?:named\\s+|called\\s+)?['"\u2018\u201c]?${FULL_NAME}(?![\\p{L}])`, 'gu'),
  new RegExp(`(?<![\\p{L}])${FULL_NAME}\\s*[(<]\\s*${ADDRESS}`, 'gu'),
  new RegExp(`${ADDRESS}\\s*>?\\s*\\(\\s*${FULL_NAME}\\s*\\)`, 'gu'),
  // Or after a naming word, for an input that takes a person's name: "an organizer for bob@acme.com named Bob Stone".
  new RegExp(`\\b(?:named|called)\\s+${FULL_NAME}(?![\\p{L}])`, 'gu'),
];
/** Last words of a company's name, never a person's surname. */
const COMPANY_WORDS = new Set(['ltd', 'limited', 'pty', 'inc', 'llc', 'llp', 'corp', 'corporation', 'co', 'company', 'gmbh', 'ag', 'sa', 'plc', 'group', 'labs', 'technologies', 'industries', 'holdings', 'partners', 'bank', 'studio', 'studios', 'agency']);
const FIRST_NAME_INPUT = /^(?:first_?name|given_?name|fore_?name|fname)$/i;
const LAST_NAME_INPUT = /^(?:last_?name|sur_?name|family_?name|lname)$/i;

/** The one person's name the task writes, split for a first-name or a last-name input: "Register Jane Doe (jane@acme.com)". */
export function personNameFor(task: string, input: StepInput): string | undefined {
  const part = FIRST_NAME_INPUT.test(input.name) ? 1 : LAST_NAME_INPUT.test(input.name) ? 2 : 0;
  if (part === 0 || !input.type.startsWith('string')) return undefined;
  // Not a company's ("the contact Acme Ltd").
  const names = new Map(PERSON_NAMES.flatMap((pattern) => [...task.matchAll(pattern)].filter((match) => !COMPANY_WORDS.has(match[2].toLowerCase())).map((match) => [`${match[1]} ${match[2]}`, match] as const)));
  if (names.size > 0 || part === 2) return names.size === 1 ? [...names.values()][0][part] : undefined;
  // A person named by one name is named by its first: "a contact … named Thabo".
  const single = [...task.matchAll(ONE_NAME)];
  return single.length === 1 ? single[0][1] : undefined;
}
/** One capitalised name after "named" or "called", no second one after it. */
const ONE_NAME = /\b(?:named|called)\s+(\p{Lu}\p{Ll}+(?:['\u2019-]\p{Lu}?\p{Ll}+)?)(?![\p{L}'\u2019-]|\s+\p{Lu})/gu;

/** Words of a name that say it is a lower or an upper bound, and the words a task writes before such a bound. */
const LOWER_BOUND_NAMES = new Set(['min', 'minimum']);
const UPPER_BOUND_NAMES = new Set(['max', 'maximum']);
const UPPER_BOUND_BEFORE = /\b(?:under|below|less\s+than|fewer\s+than|at\s+most|up\s+to|no\s+more\s+than)\s+$/i;
const LOWER_BOUND_BEFORE = /\b(?:over|above|more\s+than|at\s+least|no\s+less\s+than)\s+$/i;

/** Words of a count's name that say which bound it is, not what it counts: `max_tokens` counts tokens. */
const COUNT_QUALIFIERS = new Set(['max', 'maximum', 'min', 'minimum', 'num', 'number', 'total', 'limit']);

/**
 * A count the task writes before the input's own word: "the next 3 days" is a forecast's `days`, "at most 50 tokens" a
 * `max_tokens`, "a 14 day free trial" Stripe's `trial_period_days` (a name of other words counts only where one of them
 * follows the count).
 */
export function countFor(task: string, input: StepInput): string | undefined {
  if (!/^(?:integer|number)/.test(input.type)) return undefined;
  const words = nameWords(input.name).map((word) => word.toLowerCase());
  const word = singular(words.at(-1) ?? '');
  // An attribute (`code`, `token`) is counted only by a name that says it counts ("max_tokens").
  if (word.length < 3 || (ATTRIBUTES.has(word) && !words.some((other) => COUNT_QUALIFIERS.has(other))) || !squeezed(task).includes(word)) return undefined;
  // A span of time is measured, not counted: "a 1-hour TTL" is 3600 seconds (`measureFor`), no count of 1.
  if (DURATION_NAMES.has(word)) return undefined;
  const others = words.slice(0, -1).filter((other) => !COUNT_QUALIFIERS.has(other) && !STOP_WORDS.has(other));
  // One word may qualify the things counted: "10 bonus points".
  const counts = [...task.matchAll(new RegExp(`(?<![\\w.])(\\d+|${[...NUMBER_WORDS.keys()].join('|')})[\\s-]+(?:[a-z]+\\s+)?${word}s?\\b((?:\\s+[\\w-]+){0,3})`, 'gi'))]
    .filter((match) => others.length === 0 || others.some((other) => splitWords(match[2]).includes(other)))
    // A bound the task writes as the other bound is not this one's: "under 500 calories" is a `maxCalories`, no `minCalories`.
    .filter((match) => {
      const before = task.slice(0, match.index);
      return !(words.some((other) => LOWER_BOUND_NAMES.has(other)) && UPPER_BOUND_BEFORE.test(before))
        && !(words.some((other) => UPPER_BOUND_NAMES.has(other)) && LOWER_BOUND_BEFORE.test(before));
    });
  // A count spelled out ("for one adult") is its digits.
  return counts.length === 1 ? NUMBER_WORDS.get(counts[0][1].toLowerCase()) ?? counts[0][1] : undefined;
}

/** A span of time as a task writes it: "60 minutes", "a 45-minute meeting", "2 hours", "7 days". */
const DURATION = /(?<![\w.])(\d+(?:\.\d+)?)[\s-]*(milliseconds?|ms|seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\b/gi;
/** Each unit in seconds, by the unit's first letters as a task or a description writes them. */
const SECONDS_IN: [RegExp, number][] = [[/^(?:ms|millisecond)/i, 0.001], [/^sec/i, 1], [/^min/i, 60], [/^(?:hour|hr)/i, 3600], [/^day/i, 86400], [/^week/i, 604800], [/^month/i, 2592000], [/^year/i, 31536000]];
const secondsIn = (unit: string) => SECONDS_IN.find(([pattern]) => pattern.test(unit))?.[1];
/** Words of a name that say it holds a span of time (Zoom's `duration`, a link's `expires_in`, a record's `TTL`). */
const DURATION_NAMES = new Set(['duration', 'length', 'timeout', 'ttl', 'expiry', 'expires', 'expiration', 'interval', 'delay', 'lifetime']);
/** The unit an input counts a span in, as its name or description says: "Meeting duration (minutes)", `timeout_seconds`. */
const DURATION_UNIT = /\b(milliseconds?|seconds?|minutes?|hours?|days?|weeks?|months?|years?)\b/i;
/** Names of a count of things bought or listed: Stripe's `quantity`, Magento's `qty`. */
const QUANTITY_NAMES = new Set(['quantity', 'qty']);
/** Units a number measures in, not things it counts: "a 2 lbs package", "5 kilograms", "3 gigabytes". */
const MEASURES = new Set(['lbs', 'pounds', 'ounces', 'grams', 'kilograms', 'kgs', 'tons', 'tonnes', 'meters', 'metres', 'kilometers', 'kilometres', 'miles', 'inches', 'feet', 'yards',
  'liters', 'litres', 'gallons', 'bytes', 'kilobytes', 'megabytes', 'gigabytes', 'terabytes', 'degrees', 'percent', 'dollars', 'euros', 'cents', 'points', 'pixels']);
/** A count written before the things it counts: "2 units", "3 tickets", "10 hours of consulting"; not the end of a code or a time ("0208:0123456789 exists"). */
const COUNT = /(?<![\w.:\/$€£#+-])(\d+)\s+(?:x\s+)?(\p{L}+)/gu;
/**
 * A date format an input's description states ("in YYYYMMDD or YYYYMMDDHH format", "in MM format"), the first one; a year
 * may be written with its century ("CCYY-MM-DD"). A part alone is a format of its own, not a part of a longer one
 * ("MM-DD-CCYY" is no month).
 */
const DATE_FORMAT = /\b(Y{4}[-/.]?M{2}[-/.]?D{2}(?:H{2})?|D{2}[-/.]M{2}[-/.]Y{4}|M{2}[-/.]D{2}[-/.]Y{4}|(?<![-/.])(?:Y{4}|M{2}|D{2})(?![-/.]\w))\b/;
const CENTURY_YEAR = /\bCCYY/g;
/** A year a task writes alone, not a part of a code, a number or a time: "in 2026", "the 2025 report". */
const YEAR = /(?<![\w.:\/#$-])(?:19|20)\d{2}(?![\w.:\/%-])/g;
/** A part of a date an input is named for, where its description states no format: a year whole, a month or day as its number. */
const DATE_PART_NAMES: Record<string, string> = { year: 'YYYY', yyyy: 'YYYY', month: 'M', mm: 'MM', day: 'D', dd: 'DD' };

/** An identifier as specs give one for example and tasks write it, letters and digits joined by dashes or dots: "gpt-3.5-turbo", "whisper-1". */
const CODE_ID = /(?<![\w.:-])([a-z][a-z0-9]*(?:[-.:][a-z0-9]+)+)(?![\w-]|\.\w)/gi;
const familyOf = (id: string) => id.toLowerCase().split(/[-.:]/)[0];
/** Whether a task writes any such identifier, read once per task: most write none, and every string input asks. */
let lastCode: { task: string; writes: boolean } | undefined;
function writesCode(task: string): boolean {
  if (lastCode?.task !== task) lastCode = { task, writes: [...task.matchAll(CODE_ID)].some((match) => /\d/.test(match[1])) };
  return lastCode.writes;
}

/**
 * The one identifier the task writes of a family the input's description gives for example: "ask gpt-4o" is OpenAI's
 * `model` ("only gpt-3.5-turbo and gpt-3.5-turbo-0301 are supported"), "with whisper-1" a transcription's.
 */
function exampleIdFor(task: string, input: StepInput): string | undefined {
  if (!input.type.startsWith('string') || !writesCode(task)) return undefined;
  const families = new Set([...input.description.matchAll(CODE_ID)].map((match) => match[1]).filter((id) => /\d/.test(id)).map(familyOf));
  if (families.size === 0) return undefined;
  const lowerCase = [...input.description.matchAll(CODE_ID)].every((match) => match[1] === match[1].toLowerCase());
  // Written as the examples are: "GPT-4o" is the id `gpt-4o` where every example is in lower case.
  const said = new Set([...task.matchAll(CODE_ID)].map((match) => match[1]).filter((id) => /\d/.test(id) && families.has(familyOf(id))).map((id) => (lowerCase ? id.toLowerCase() : id)));
  return said.size === 1 ? [...said][0] : undefined;
}

/** An id written with a short prefix of its kind: Stripe's `pm_123`, `cus_9`, `sub_42`, and its test card `pm_card_visa`. */
const PREFIXED_ID = /(?<![\w-])([a-z]{2,6})_[A-Za-z0-9]{2,}(?:_[A-Za-z0-9]+)*(?![\w-])/g;

/**
 * The one id the task writes whose prefix spells the input's name: the initials of a name of several words (`pm_123` is a
 * `payment_method`, "with their saved card pm_123"), or the opening of a one-word name (`cus_9` a `customer`).
 */
function prefixedIdFor(task: string, input: StepInput): string | undefined {
  if (!input.type.startsWith('string')) return undefined;
  const words = nameWords(input.name).map((word) => word.toLowerCase()).filter((word) => !ID_WORDS.has(word));
  if (words.length === 0) return undefined;
  const initials = words.map((word) => word[0]).join('');
  const spells = (prefix: string) => (words.length > 1 ? prefix === initials : prefix.length >= 3 && words[0].length > prefix.length && words[0].startsWith(prefix));
  const ids = new Set([...task.matchAll(PREFIXED_ID)].filter((match) => spells(match[1])).map((match) => match[0]));
  return ids.size === 1 ? [...ids][0] : undefined;
}

/** A path input named for a key (Jira's `{issueIdOrKey}`). */
const TRACKER_KEY_NAME = /(?:^|[a-z_])(?:key|Key|KEY)$/;

/**
 * The one tracker key the task writes, for a path input named a key (Jira's `{issueIdOrKey}`): "add a comment to WEB-12"
 * names the issue by its key alone, with no "issue" before it.
 */
function trackerKeyFor(task: string, input: StepInput): string | undefined {
  if (input.location !== 'path' || !input.type.startsWith('string') || !TRACKER_KEY_NAME.test(input.name)) return undefined;
  const keys = new Set([...task.matchAll(KEY_CODE_VALUE)].map((match) => match[0]));
  return keys.size === 1 ? [...keys][0] : undefined;
}

/** A word in capitals after another: "project CR-PAY", "currency EUR", "stock AAPL". */
const CAPITALS_AFTER_WORD = /\b([A-Za-z]+)\s+([A-Z][A-Z0-9]{1,11}(?:-[A-Z0-9]{1,12})*)(?![\w-])/g;
/** Attributes a thing is keyed by in capitals: a project's key, a currency's or an airport's code, a share's symbol. */
const CAPITALS_ATTRIBUTES = new Set(['key', 'code', 'symbol', 'ticker']);

/**
 * A key written in capitals right after its thing, for an input that takes that thing's key, code or symbol: "move every
 * review from project CR-OLD to project CR-PAY" is Crucible's `{sourceProjectKey}` CR-OLD and `{destinationProjectKey}`
 * CR-PAY; of several, where the input starts or ends, as for ids (`idOfRole`).
 */
function capitalKeyFor(task: string, input: StepInput, step: Step): string | undefined {
  const reference = input.type.startsWith('string') ? knownReference(input, step) : undefined;
  if (reference?.attribute === undefined || !CAPITALS_ATTRIBUTES.has(reference.attribute)) return undefined;
  const written = [...task.matchAll(CAPITALS_AFTER_WORD)].filter((match) => reference.nouns.some((noun) => sameThing(singular(match[1].toLowerCase()), noun)));
  const values = new Set(written.map((match) => match[2]));
  if (values.size < 2) return [...values][0];
  const role = spanRole(input);
  const before = (match: RegExpMatchArray) => task.slice(Math.max(0, (match.index ?? 0) - 24), match.index);
  const fitting = written.filter((match) => (role === 'end' ? SENT_TO_BEFORE : role === 'start' ? CAME_FROM_BEFORE : undefined)?.test(before(match)));
  return new Set(fitting.map((match) => match[2])).size === 1 ? fitting[0][2] : undefined;
}

/** A word of a list as a task writes it, maybe quoted: `bug`, 'needs-review', "v2". */
const LIST_ITEM = `["'\u2018\u201c]?[\\w.@-]+["'\u2019\u201d]?`;

/**
 * The words a task lists after a list input's own plural name, or before it: "with the labels bug and urgent" is GitHub's
 * `labels` ["bug", "urgent"], "on push and pull_request events" a hook's `events`. Two or more, none a stop word; or one
 * quoted after the name's singular.
 */
function wordListFor(task: string, input: StepInput): string | undefined {
  if (!input.type.startsWith('array of string') || !/^[a-z]{3,}s$/i.test(input.name) || !new RegExp(`\\b${input.name.slice(0, -1)}`, 'i').test(task)) return undefined;
  const list = `(${LIST_ITEM}(?:\\s*,\\s*${LIST_ITEM})*\\s*,?\\s+(?:and|&)\\s+${LIST_ITEM})`;
  // After the name ("the labels bug and urgent") or before it ("on push and pull_request events").
  const listed = new RegExp(`\\b${input.name}\\s+${list}`, 'i').exec(task)?.[1] ?? new RegExp(`${list}\\s+${input.name}\\b`, 'i').exec(task)?.[1];
  // One quoted after the name's singular: "add the label 'needs-triage'" is GitHub's `labels` ["needs-triage"].
  if (listed === undefined) return new RegExp(`\\b${input.name.slice(0, -1)}\\s+['"\u2018\u201c]([\\w.:@/-]+)['"\u2019\u201d]`, 'i').exec(task)?.[1];
  const items = listed.split(/\s*,\s*|\s+(?:and|&)\s+/).map((item) => item.replace(/^["'\u2018\u201c]|["'\u2019\u201d]$/g, '')).filter(Boolean);
  return items.length >= 2 && !items.some((item) => STOP_WORDS.has(item.toLowerCase())) ? items.join(LIST_SEPARATOR) : undefined;
}

/** A whole number named or described as a count of things: `MaxFaces`, `num_results`, "The number of images to generate". */
function countsThings(input: StepInput): boolean {
  return WHOLE_NUMBER.test(input.type) && (COUNT_QUALIFIERS.has(nameWords(input.name)[0]?.toLowerCase() ?? '') || NUMBER_OF.test(input.description));
}

/** A description of a count: "The number of images to generate", "How many results to return". */
const NUMBER_OF = /^(?:the\s+)?(?:number|count|amount)\s+of\s+(\p{L}+)|^how\s+many\s+(\p{L}+)|^(?:the\s+)?(?:minimum|maximum)\s+(?:number|count|amount)\s+of\s+(\p{L}+)/iu;
/** Words that make a count a bound ("under 500 calories", "at least 3 rooms"), which no minimum or maximum takes as exact. */
const BOUND_BEFORE = /\b(?:under|over|below|above|than|least|most|up\s+to|within)\s+$/i;
/** Counts as words, as tasks write small ones: "two images". */
const NUMBER_WORDS = new Map(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'].map((word, at) => [word, String(at + 1)]));
/** A count, in digits or words, and the word after it (up to two adjectives between: "two 1024x1024 images"); "one of the bills" counts none. */
const SPELLED_COUNT = new RegExp(`(?<![\\w.$€£#+-])(\\d+|${[...NUMBER_WORDS.keys()].join('|')})\\s+(?!of\\b)(?:[\\w.-]+\\s+){0,2}?(\\p{L}+s)\\b`, 'giu');
/** One thing, written in the singular: "launch one t3.micro instance", "1 instance". */
const writesOne = (task: string, thing: string) => new RegExp(`(?<![\\w.$€£#+-])(?:one|1|a single)\\s+(?!of\\b)(?:[\\w.-]+\\s+){0,2}?${escapeRegExp(thing)}\\b`, 'i').test(task);

/** Whether a task writes a date, read once per task: every input asks. */
let lastDate: { task: string; writes: boolean } | undefined;
function writesDate(task: string): boolean {
  if (lastDate?.task !== task) lastDate = { task, writes: /\d{4}-\d{2}-\d{2}/.test(task) };
  return lastDate.writes;
}

/** Names of how many results one call answers with (`limit`, `per_page`, `maxResults`, `$top`). */
const PAGE_SIZE_NAME = /^(?:limit|page_?size|per_?page|max_?results|max_?items|num_?results|\$?top|count)$/i;
/** Words a task counts a call's results by, whatever they are. */
export const RESULT_WORDS: ReadonlySet<string> = new Set(['result', 'item', 'entry', 'record', 'row', 'hit', 'match']);

/**
 * How many results the task asks one call for: the one number written up to four words before the plural of what the
 * call lists ("the 5 most recent issues", "the last 20 messages", "only 5 results"), or before "per page".
 */
function pageSizeFor(task: string, step: Step): string | undefined {
  const listed = new Set([step.noun, ...step.outputs.filter((field) => field.path.endsWith('[]') || /^array/.test(field.type)).map((field) => singular(field.name.toLowerCase())), ...RESULT_WORDS]);
  const counts = new Set([...task.matchAll(/(?<![\w.$€£#+-])(\d+)((?:\s+[\p{L}-]+){1,4})/gu)].filter((match) => {
    // The first plural after the number is what it counts: "30 days of transactions" counts days.
    const counted = splitWords(match[2]).find((word) => /[^s]s$/.test(word) && !STOP_WORDS.has(word));
    return counted !== undefined && listed.has(singular(counted));
  }).map((match) => match[1]));
  // "50 per page" says the page's size outright.
  const perPage = new Set([...task.matchAll(/(?<![\w.])(\d+)\s+(?:results?\s+|items?\s+)?(?:per|a|each)\s+page\b/gi)].map((match) => match[1]));
  return counts.size === 1 ? [...counts][0] : perPage.size === 1 ? [...perPage][0] : undefined;
}

/** A unit of data size, as a description states a number in it ("Size of the Volume in GB") and a task writes it ("a 10 GB volume"). */
const SIZE_UNIT = '(?:[KMGT]i?B)';
const SIZE_STATED = new RegExp(`(?:\\bin\\s+|\\()(${SIZE_UNIT})s?\\b`);
const SIZE_WRITTEN = new RegExp(`(?<![\\w.])(\\d+(?:\\.\\d+)?)\\s?(${SIZE_UNIT})\\b`, 'g');
/** GB and GiB alike: the task's words, not the units' strict sizes. */
const sizeFamily = (unit: string) => unit.replace('i', '');

/**
 * A number stated in a unit of data size: the one size the task writes in that unit ("a new 10 GB volume" is Hetzner's
 * `size` 10). One written after "to" is what a change makes an existing thing ("resize it to 50 GB"): a call on that
 * thing's id takes it, and a create none; any other a create takes, and a call on a thing none ("attach it").
 */
function sizeFor(task: string, input: StepInput, step: Step): string | undefined {
  const unit = SIZE_STATED.exec(input.description)?.[1];
  if (unit === undefined) return undefined;
  const onThing = step.endpoint.path.includes('{');
  const sizes = new Set([...task.matchAll(SIZE_WRITTEN)].filter((match) => sizeFamily(match[2]) === sizeFamily(unit)
    && /\bto\s+$/i.test(task.slice(Math.max(0, (match.index ?? 0) - 4), match.index)) === onThing).map((match) => match[1]));
  return sizes.size === 1 && (Number.isInteger(Number([...sizes][0])) || !input.type.startsWith('integer')) ? [...sizes][0] : undefined;
}

/**
 * What a task measures, for an input named for that measure: how many results a page holds (`limit`, `per_page`), a
 * count of the things a description counts ("The number of images": "two images"), a span of time in the input's own
 * unit ("lasting 60 minutes" is Zoom's `duration` 60, "2 hours" a `timeout_seconds` of 7200), the one count of things
 * for a quantity ("add 2 units" is Magento's `qty`), and a date in the form the input states (Wikimedia's `{year}`,
 * `{month}`, `{day}` "in MM format" from "on 2024-05-01"; its `{start}` "in YYYYMMDD format" from "from 2024-05-01").
 */
export function measureFor(task: string, input: StepInput, step: Step): string | undefined {
  const words = inputWords(input).map((word) => word.toLowerCase());
  const own = nameWords(input.name).map((word) => word.toLowerCase());
  if (/^(?:integer|number)/.test(input.type)) {
    const page = PAGE_SIZE_NAME.test(input.name) ? pageSizeFor(task, step) : undefined;
    if (page !== undefined) return page;
    // "The number of images to generate": the count written before those things ("two images").
    const described = NUMBER_OF.exec(input.description);
    const counted = described?.[1] ?? described?.[2] ?? described?.[3];
    // A number of days or hours is a span, which other rules read by the name's own words.
    if (counted !== undefined && !DURATION_UNIT.test(counted)) {
      const things = singular(counted.toLowerCase());
      // A minimum or a maximum (EC2's `MinCount`, "The minimum number of instances") takes an exact count, no bound's.
      const exact = (match: RegExpMatchArray) => described?.[3] === undefined || !BOUND_BEFORE.test(task.slice(Math.max(0, (match.index ?? 0) - 12), match.index));
      const counts = new Set([...task.matchAll(SPELLED_COUNT)].filter((match) => singular(match[2].toLowerCase()) === things && exact(match)).map((match) => NUMBER_WORDS.get(match[1].toLowerCase()) ?? match[1]));
      if (counts.size === 0 && writesOne(task, things)) counts.add('1');
      // "The number of results to return": results are whatever the call finds, so the one count of things the task
      // writes ("the 5 nearest neighbours", "the top 10 matches"), not a measure or a span. Not a page's size, which
      // counts only what the call lists ("compare two branches" asks no page of 2).
      if (counts.size === 0 && RESULT_WORDS.has(things) && !PAGE_SIZE_NAME.test(input.name)) {
        for (const match of task.matchAll(SPELLED_COUNT)) {
          const noun = match[2].toLowerCase();
          if (!MEASURES.has(noun) && !DURATION_UNIT.test(noun) && !STOP_WORDS.has(noun) && exact(match)) counts.add(NUMBER_WORDS.get(match[1].toLowerCase()) ?? match[1]);
        }
      }
      if (counts.size === 1) return [...counts][0];
    }
    // A name of other words too counts a span of those (`shardGroupDuration`): only where the task says them.
    const others = own.filter((word) => !DURATION_NAMES.has(word) && !DURATION_UNIT.test(word) && !STOP_WORDS.has(word));
    if (words.some((word) => DURATION_NAMES.has(word)) && others.every((word) => squeezed(task).includes(word))) {
      const unit = secondsIn(DURATION_UNIT.exec(`${words.join(' ')} ${input.description}`)?.[1] ?? '');
      const spans = new Set([...task.matchAll(DURATION)].flatMap((match) => {
        const seconds = secondsIn(match[2]);
        return seconds === undefined ? [] : [Number(match[1]) * seconds];
      }));
      if (unit === undefined || spans.size !== 1) return undefined;
      const value = [...spans][0] / unit;
      return Number.isInteger(value) || !input.type.startsWith('integer') ? String(Math.round(value * 1000) / 1000) : undefined;
    }
    const size = sizeFor(task, input, step);
    if (size !== undefined) return size;
    if (QUANTITY_NAMES.has(own.at(-1) ?? '')) {
      // A count of things, written in the plural ("2 units", "10 hours"), not a measure ("a 2 lb package"); a name of other
      // words counts those things only (Amadeus's `roomQuantity` is "2 rooms", never "2 adults").
      // One word may qualify the things counted: "5 phone numbers".
      const things = own.slice(0, -1).map(singular);
      const counted = (match: RegExpMatchArray) => {
        const next = /^\s+(\p{L}+)/u.exec(task.slice((match.index ?? 0) + match[0].length))?.[1];
        return (/s$/i.test(match[2]) || next === undefined || STOP_WORDS.has(match[2].toLowerCase()) ? match[2] : next).toLowerCase();
      };
      const counts = new Set([...task.matchAll(COUNT)].filter((match) => {
        const noun = counted(match);
        return /s$/.test(noun) && !STOP_WORDS.has(noun) && !MEASURES.has(noun) && (things.length === 0 || things.includes(singular(noun)));
      }).map((match) => match[1]));
      return counts.size === 1 ? [...counts][0] : undefined;
    }
  }
  if (!input.type.startsWith('string') && !input.type.startsWith('integer')) return undefined;
  // A year alone, for an input named for one, where the task writes one year and no date: "the 2026 pay statement summary".
  if (!writesDate(task)) {
    const years = DATE_PART_NAMES[input.name.toLowerCase()] === 'YYYY' ? new Set([...task.matchAll(YEAR)].map((match) => match[0])) : new Set<string>();
    return years.size === 1 ? [...years][0] : undefined;
  }
  if (momentKind(input) !== undefined) return undefined;
  const format = DATE_FORMAT.exec(input.description.replace(CENTURY_YEAR, 'YYYY'))?.[1] ?? DATE_PART_NAMES[input.name.toLowerCase()];
  if (format === undefined) return undefined;
  const found = [...task.matchAll(DATE)];
  const distinct = [...new Set(found.map((match) => match[0]))];
  // Of several dates, the one written after a span's word or after "on": "on 2024-05-01", "from 2024-05-01 to 2024-05-07".
  const after = (cue: RegExp) => [...new Set(found.filter((match) => cue.test(task.slice(Math.max(0, (match.index ?? 0) - 12), match.index))).map((match) => match[0]))];
  const role = stepSpanRole(input, [...step.inputs, ...step.nestedInputs]);
  const cued = after(role === 'start' ? /\b(?:from|since|between|starting)\s+$/i : role === 'end' ? /\b(?:to|until|through|and|ending)\s+$/i : /\b(?:on|for)\s+$/i);
  const date = distinct.length === 1 && role !== 'end' ? distinct[0] : cued.length === 1 ? cued[0]
    : distinct.length === 2 && role !== undefined ? distinct[role === 'start' ? 0 : 1] : undefined;
  if (date === undefined) return undefined;
  const [year, month, day] = date.split('-');
  return format.replace(/Y{4}/, year).replace(/M{2}/, month).replace(/D{2}/, day).replace(/H{2}/, '00').replace(/^M$/, String(Number(month))).replace(/^D$/, String(Number(day)));
}

/**
 * An object that refers to a thing of several kinds by a `type` it lists and an `id` (Box's `item`: a file or a folder,
 * its `accessible_by`: a user or a group) takes the one kind and identifier the task writes together ("folder 4353455",
 * "user 11446498"): the kind for its `type`, the identifier for its `id`.
 */
export function kindAndIdFor(task: string, input: StepInput, step: Step): string | undefined {
  const holder = input.path?.split('.').slice(0, -1).join('.');
  if (holder === undefined || holder === '' || !/^(?:id|type)$/i.test(input.name)) return undefined;
  const kinds = step.nestedInputs.find((other) => other.path === `${holder}.type` && (other.allowed?.length ?? 0) > 0)?.allowed;
  if (!kinds || !step.nestedInputs.some((other) => other.path === `${holder}.id`)) return undefined;
  const pairs = [...new Set(kinds.filter((kind) => /^[a-z_]{3,}$/i.test(kind)).flatMap((kind) => [...task.matchAll(new RegExp(`\\b${kind.replace(/_/g, '[ _]')}s?\\s+(?:id\\s+)?#?([A-Za-z0-9][\\w-]*\\d[\\w-]*)\\b`, 'gi'))]
    .map((match) => `${kind}\u0000${match[1]}`)))];
  if (pairs.length !== 1) return undefined;
  const [kind, id] = pairs[0].split('\u0000');
  return /^type$/i.test(input.name) ? kind : id;
}

/** A latitude or a longitude the task writes after its word. */
const SAID_LATITUDE = /\b(?:latitude|lat)\s*[:=]?\s*(-?\d{1,2}(?:\.\d+)?)(?!\w|\.\d)/gi;
const SAID_LONGITUDE = /\b(?:longitude|long|lng|lon)\s*[:=]?\s*(-?\d{1,3}(?:\.\d+)?)(?!\w|\.\d)/gi;
/** A point as a task writes it, latitude then longitude in decimals ("37.7763,-122.3918"). */
const COORDINATES = /(?<![\w.-])(-?\d{1,2}\.\d+)\s*,\s*(-?\d{1,3}\.\d+)(?![\w.])/g;
/** Words naming where a trip starts and where it ends (`start_lat`, `origin.lat`; `end_lng`, `destination.lng`). */
const START_WORDS = new Set(['start', 'origin', 'from', 'pickup', 'source', 'departure', 'begin', 'checkin']);
const END_WORDS = new Set(['end', 'destination', 'dest', 'to', 'dropoff', 'target', 'arrival', 'checkout']);
/** A range of moments' lower and upper bounds (Calendar's `timeMin`, `timeMax`): its start and end, for moments only. */
const momentRangeRole = (input: StepInput): 'start' | 'end' | undefined => {
  const words = inputWords(input);
  return words.includes('min') ? 'start' : words.includes('max') ? 'end' : undefined;
};
/** Words of a filter over moments (`since_send_time`, `created_after`): it takes only a moment the task writes after that word. */
const FILTER_WORDS = ['since', 'after', 'before', 'until'];

/** Whether an input is where something starts or where it ends, by its name and the object it sits in (`origin.lat`, `checkOutDate`). */
export function spanRole(input: StepInput): 'start' | 'end' | undefined {
  // "to" before a verb says what is done, no end: People's `resourceNamesToAdd`, a list's `ids_to_remove`.
  const words = inputWords(input).filter((word, at, all) => !(word === 'to' && INTENT_BY_WORD.has(all[at + 1] ?? '')));
  // Two words a name may run together: `checkInDate`, `check_out`.
  const pairs = words.slice(1).map((word, at) => `${words[at]}${word}`);
  const has = (set: ReadonlySet<string>) => [...words, ...pairs].some((word) => set.has(word));
  return has(END_WORDS) ? 'end' : has(START_WORDS) ? 'start' : undefined;
}

/** A moment's name that says it holds a time of day (Asana's `due_at`, not its `due_on`). */
const namedForTime = (input: StepInput) => /(?:^|[_-]|[a-z])(?:at|At|time|Time)$/.test(input.name);

/** A moment as a task writes it: an ISO 8601 date and time ("2024-07-01T09:00:00Z"), or a date alone ("2024-10-12"). */
const DATE_TIME = /(?<![\w-])\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?(?![\w:])/g;
const DATE = /(?<![\w-])\d{4}-\d{2}-\d{2}(?![\w:-])/g;

/** Words of a moment's name that say it is one, not which: `due_on` is cued by "due", not by "on". */
const MOMENT_WORDS = new Set(['date', 'time', 'datetime', 'timestamp', 'at', 'on', 'utc']);
/** A plain string named for a date (`fromDate`, `end_date`), or described as one (Yodlee's "Transaction from date(YYYY-MM-DD)"). */
const DATE_NAME = /(?:^|[_-]|[a-z])(?:date|Date)$/;
/** A moment an input takes as a count of seconds (Slack's `post_at`, "Unix EPOCH timestamp"; Stripe's `(unix-time)`), or of milliseconds where it says so. */
const EPOCH_INPUT = /\b(?:unix|epoch)\b[^.]{0,20}\b(?:time|timestamp|seconds)\b/i;
const inEpoch = (input: StepInput) => (/^integer/.test(input.type) || input.type.startsWith('string')) && (/\(unix-time\)/.test(input.type) || EPOCH_INPUT.test(input.description));
/** A schema's format for a date and time, as the specs spell it (`date-time`, Google's `google-datetime`, `dateTime`), and for a date alone (Paylocity's `paylocity-date`). */
const DATE_TIME_FORMAT = /\((?:google-|iso-)?date[-_]?time\)/i;
const DATE_ONLY_FORMAT = /\((?:[a-z]+-)?date\)/;
/** A plain string its description calls the moment something happens: The SMS Works' `schedule`, "Date at which to send the message". */
const DESCRIBED_MOMENT = /^(?:the\s+)?(?:date|time|date\s+and\s+time|timestamp)\s+(?:at|on|by)\s+which\b/i;
/** A description whose example is a date and time: Microsoft Graph's `dateTime`, "for example, 2017-08-29T04:00:00.0000000". */
const DATE_TIME_EXAMPLE = /\b(?:for example|e\.g\.|such as)[,:]?\s+\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/i;
const momentKind = (input: StepInput) => (DATE_TIME_FORMAT.test(input.type) || inEpoch(input) || (input.type === 'string' && (DESCRIBED_MOMENT.test(input.description) || DATE_TIME_EXAMPLE.test(input.description))) ? DATE_TIME : DATE_ONLY_FORMAT.test(input.type)
  || (input.type === 'string' && (DATE_NAME.test(input.name) || /\bYYYY-MM-DD\b/.test(input.description))) ? DATE : undefined);

/** Whether an input takes a moment, and which: a date and time, or a date alone. */
export const momentTaken = (input: StepInput): 'date-time' | 'date' | undefined => {
  const kind = momentKind(input);
  return kind === DATE_TIME ? 'date-time' : kind === DATE ? 'date' : undefined;
};

/**
 * The moment the task gives an input its schema calls a date-time (or a date): of two, the first where something
 * starts (`start_time`, `checkInDate`… `from`) and the second where it ends; of one, the step's one such input
 * that is no end's ("schedule it for 2024-07-01T09:00:00Z" is SendGrid's `send_at`, Zoom's `start_time`).
 */
export function momentFor(task: string, input: StepInput, step: Step): string | undefined {
  const moment = momentWritten(task, input, step);
  if (moment === undefined || !inEpoch(input)) return moment;
  // A moment written without its offset is read as UTC, the same on every machine.
  const seconds = Date.parse(/(?:Z|[+-]\d{2}:?\d{2})$/.test(moment) ? moment : `${moment}Z`) / 1000;
  if (Number.isNaN(seconds)) return undefined;
  return String(/milli/i.test(input.description) ? seconds * 1000 : seconds);
}

/** A date with times of day written after it: "on 2024-12-02 from 14:00 to 15:30", "2024-12-02 at 9:30". */
const DATE_WITH_TIMES = /(?<![\w-])(\d{4}-\d{2}-\d{2})(?:\s+(?:from|at|between))?\s+(\d{1,2}):(\d{2})(?:\s*(?:to|until|till|and|-|\u2013)\s*(\d{1,2}):(\d{2}))?(?![\d:])/g;

/**
 * The moments a task writes as one date and its times of day, each a date and time without an offset (the time zone goes
 * apart, where the call takes one): where the task writes no date and time whole, and one such date.
 */
function composedMoments(task: string): RegExpMatchArray[] {
  const written = [...task.matchAll(DATE_WITH_TIMES)];
  if (written.length !== 1) return [];
  const [match] = written;
  const at = (hours: string, minutes: string) => Object.assign([`${match[1]}T${hours.padStart(2, '0')}:${minutes}:00`], { index: match.index }) as RegExpMatchArray;
  return [at(match[2], match[3]), ...(match[4] !== undefined ? [at(match[4], match[5])] : [])];
}

function momentWritten(task: string, input: StepInput, step: Step): string | undefined {
  const kind = momentKind(input);
  if (!kind) return undefined;
  const whole = [...task.matchAll(kind)];
  const found = whole.length === 0 && kind === DATE_TIME ? composedMoments(task) : whole;
  const moments = found.map((match) => match[0]);
  if (moments.length === 0 || moments.length > 2) return undefined;
  // "Schedule the campaign for 2024-11-29T08:00:00Z" filters no lookup by it; "created since 2024-01-01" does.
  const filter = FILTER_WORDS.find((word) => nameWords(input.name).includes(word));
  if (filter) {
    const after = found.filter((match) => new RegExp(`\\b${filter}\\s*$`, 'i').test(task.slice(0, match.index)));
    return after.length === 1 ? after[0][0] : undefined;
  }
  // A moment the task writes right after an input's own word goes to that input: "due on 2024-07-15" is Asana's `due_on`, not its `start_on`.
  const cuedBy = (candidate: StepInput, match: RegExpMatchArray) => {
    const before = wordsBefore(task, match.index ?? 0, 3);
    return nameWords(candidate.name).some((word) => !MOMENT_WORDS.has(word.toLowerCase()) && before.has(singular(word.toLowerCase())));
  };
  const sameKind = [...step.inputs, ...step.nestedInputs].filter((other) => momentKind(other) === kind);
  const cued = found.filter((match) => sameKind.some((other) => cuedBy(other, match)));
  if (cued.length > 0) {
    const mine = cued.filter((match) => cuedBy(input, match));
    // Of two inputs one word cues, a date goes to the one not named for a time (Asana's `due_on`, not its `due_at`).
    const rival = (match: RegExpMatchArray) => kind === DATE && namedForTime(input) && sameKind.some((other) => other !== input && !namedForTime(other) && cuedBy(other, match));
    if (mine.length === 1 && !rival(mine[0])) return mine[0][0];
    if (cued.length === moments.length) return undefined;
  }
  const roleOf = (other: StepInput) => stepSpanRole(other, sameKind) ?? momentRangeRole(other);
  const role = roleOf(input);
  // Of several inputs of one role, those named with a word the task never says take none while another is plain: Graph's
  // event `start.dateTime`, not its `originalStart` (the start of an occurrence of a series).
  const taskWords = new Set(splitWords(task).map((word) => singular(word.toLowerCase())));
  const qualified = (other: StepInput) => unsaidQualifier(other, [...MOMENT_WORDS, 'start', 'end'], taskWords);
  if (role !== undefined && qualified(input) && sameKind.some((other) => other !== input && roleOf(other) === role && !qualified(other))) return undefined;
  if (moments.length === 2) return role === 'end' ? moments[1] : role === 'start' ? moments[0] : undefined;
  if (role === 'end') return undefined;
  const alike = sameKind.filter((other) => roleOf(other) !== 'end');
  if (alike.length === 1) return moments[0];
  // Of several, the one named for what the task does: "hire Maria … starting 2027-01-04" is her `hireDate`, not her
  // `birthDate` nor her pay rate's `beginCheckDate`.
  const named = alike.filter((other) => {
    const own = nameWords(other.name).map((word) => word.toLowerCase()).filter((word) => !MOMENT_WORDS.has(word));
    return own.length > 0 && own.every((word) => taskWords.has(singular(word)));
  });
  if (named.length === 1) return named[0] === input ? moments[0] : undefined;
  // Else the one start among them; of several (Frankie's `addresses[].startDate`, `organisationData.startDate`), none: "born
  // 1990-05-17" starts no address.
  if (role === 'start' && alike.filter((other) => roleOf(other) === 'start').length === 1) return moments[0];
  // Else the one named nothing but a date, shallowest: the date of what the call records (Xero's `Payments[].Date`, not its
  // invoice's `Payments[].Invoice.Date` nor any due date), where the task writes one moment.
  const plain = alike.filter((other) => roleOf(other) === undefined && nameWords(other.name).every((word) => MOMENT_WORDS.has(word.toLowerCase())));
  const shallowest = Math.min(...plain.map((other) => (other.path ?? other.name).split('.').length));
  const top = plain.filter((other) => (other.path ?? other.name).split('.').length === shallowest);
  return moments.length === 1 && top.length === 1 && top[0] === input ? moments[0] : undefined;
}

/** The end of a span an id stands at as the other end from an input named for one end of the same thing (`chat_id` beside `from_chat_id`). */
function otherEnd(input: StepInput, inputs: readonly StepInput[]): 'start' | 'end' | undefined {
  if (!isIdLike(input.name) || input.path !== undefined) return undefined;
  const name = normalName(input.name);
  const ends = inputs.filter((other) => other !== input && other.path === undefined && normalName(other.name).endsWith(name) && normalName(other.name) !== name).map(spanRole);
  return ends.includes('start') ? 'end' : ends.includes('end') ? 'start' : undefined;
}

/** Words naming where a span starts on a trip and ends on a stay, or the other way round: a flight departs, then arrives; a guest arrives, then departs. */
const TRIP_OR_STAY = ['arrival', 'departure'];

/**
 * Where an input stands in a span among a step's inputs, as `spanRole` says, except that an arrival and a departure
 * stand in the order the spec lists them (hotel rates' `arrivalDate` before their `departureDate`).
 */
function stepSpanRole(input: StepInput, inputs: readonly StepInput[]): 'start' | 'end' | undefined {
  const travelWord = (other: StepInput) => TRIP_OR_STAY.find((word) => inputWords(other).includes(word));
  const own = travelWord(input);
  const partner = own === undefined ? undefined : inputs.find((other) => travelWord(other) !== undefined && travelWord(other) !== own);
  // A plain input beside one named for an end of the same thing is the other end: Telegram's forward `chat_id` beside its
  // `from_chat_id` is where the message goes.
  if (partner === undefined) return spanRole(input) ?? otherEnd(input, inputs);
  return inputs.indexOf(input) < inputs.indexOf(partner) ? 'start' : 'end';
}

/**
 * The latitude or longitude the task gives an input named for one: of two points, the first where a
 * trip starts (`start_lat`, `origin.lat`), the second where it ends; of one, any that is not an end's.
 */
export function coordinateFor(task: string, input: StepInput): string | undefined {
  const last = nameWords(input.name).at(-1) ?? '';
  const latitude = LATITUDE_NAMES.has(last);
  if (!latitude && !LONGITUDE_NAMES.has(last)) return undefined;
  const points = [...task.matchAll(COORDINATES)].filter((match) => Math.abs(Number(match[1])) <= 90 && Math.abs(Number(match[2])) <= 180);
  if (points.length === 0) {
    // A point written with its words: "latitude 52.52, longitude 13.41".
    const said = [...task.matchAll(latitude ? SAID_LATITUDE : SAID_LONGITUDE)];
    return said.length === 1 ? said[0][1] : undefined;
  }
  if (points.length > 2) return undefined;
  const role = spanRole(input);
  const point = points.length === 2 ? (role === 'end' ? points[1] : role === 'start' ? points[0] : undefined) : role === 'end' ? undefined : points[0];
  return point === undefined ? undefined : point[latitude ? 1 : 2];
}

/** A phone number's input whose name opens saying it is the one being replaced: Whapi's `oldPhoneNumber`. */
function replacedPhone(input: StepInput): boolean {
  const [first, ...rest] = nameWords(input.name);
  return rest.length > 0 && OLD_VALUE_WORDS.has(first.toLowerCase()) && PHONE_INPUT.test(rest.join('_'));
}

/** Inputs that take a phone number, and of those the ones that take the sender's. */
export const PHONE_INPUT = /^(?:to|from|recipient|sender|phone|phone_?number|tel(?:ephone)?|telephone_?number|mobile|mobile_?number|msisdn|to_?number|from_?number|recipient_?number|sender_?number|contact_?number|caller_?id)$/i;
export const SENDER_INPUT = /^(?:from|sender|from_?number|sender_?number|caller_?id)$/i;
const RECIPIENT_INPUT = /^(?:to|recipient|to_?number|recipient_?number|destination|dest)$/i;
/** The words of a call's name or path that say it sends to a phone: a message, an SMS, a call, a text, a code to verify it. */
const SENDS_TO_PHONE = new Set(['send', 'sms', 'mms', 'message', 'call', 'text', 'dial', 'notify', 'verify', 'verification']);
/** A plain `number` input its description calls a phone's (Vonage Verify's "The mobile or landline phone number to verify"), or a plainly named one. */
/** So is a recipient's input by another name, its description saying it takes a phone number: The SMS Works' `destination`, "Telephone number of the recipient". */
const isDescribedPhone = (input: StepInput) => (/^numbers?$/i.test(nameWords(input.name).at(-1) ?? '') || namedPlainly(input) || RECIPIENT_INPUT.test(input.name)) && /\b(?:phone|telephone|mobile|landline)\b/i.test(input.description);
/**
 * A field deep in a body that holds a phone number, as an address field holds an address: a phone input's name, or one its
 * description calls a phone's, inside an object or a list named for phones (the People API's `phoneNumbers[].value`).
 */
export const nestedPhoneInput = (nested: StepInput) => {
  const role = phoneRole(nested);
  return nested.type.startsWith('string') && (/phone|mobile/i.test(nested.path ?? '') || RECIPIENT_INPUT.test(role)) && !SENDER_INPUT.test(role)
    && (PHONE_INPUT.test(nested.name) || isDescribedPhone(nested));
};
/**
 * The name that says whose a phone number is: its own, or, for a plain `number` in an object or list, that object's (Vonage's
 * call `to[].number` is the recipient's, `from.number` the caller's own).
 */
const phoneRole = (input: StepInput) => (/^numbers?$/i.test(input.name) && input.path !== undefined ? /([A-Za-z_]+)(?:\[\])?\.[^.]+$/.exec(input.path)?.[1] ?? input.name : input.name);
/** The roles an address has in an email, and a call's name or path saying it sends one. */
const MAIL_ROLE = /^(?:to|from|cc|bcc|reply_?to|recipient|sender)(?:_?address(?:es)?)?$/i;
const SENDS_MAIL = /\be-?mails?\b|\/(?:e-?)?mails?\b/i;
/** An input that takes an email address though its name does not say so: Ideal Postcodes' `query`, Mailscript's `to`, Big Red Cloud's `toAddress`. */
export function takesEmailAddress(input: StepInput, step: Step): boolean {
  return (namedPlainly(input) && /\be-?mail address\b/i.test(input.description))
    // An `address` of an `emailAddress` in a list of people a message or an event goes to (Graph's `attendees[].emailAddress.address`),
    // not of the one it comes from (`organizer.emailAddress.address`, the signed-in user's own).
    || (/^address$/i.test(input.name) && /\[\]\.e-?mail_?address\.address$/i.test(input.path ?? ''))
    // A login its description says is an email address (Box's collaboration `accessible_by.login`).
    || (/^login$/i.test(input.name) && /^(?:the\s+)?e-?mail address\b/i.test(input.description))
    // A sign-in's login where it has no field for an address: "log in as ops@home.io" (ijenko's `login`).
    || (/^(?:login|user_?name)$/i.test(input.name) && input.type.startsWith('string') && SIGN_IN_PATH.test(step.endpoint.path) && !step.inputs.some((other) => /e-?mail/i.test(other.name)))
    // A list of them too (SES's `Destination.ToAddresses`, an array of `EmailAddress`).
    || (MAIL_ROLE.test(input.name) && /^(?:string|array of (?:string|\w*e-?mail))/i.test(input.type) && SENDS_MAIL.test(`${step.endpoint.name} ${step.endpoint.path}`))
    // People named by any of their identifiers, an address among them (Asana's `members`, "the string "me", an email, or the gid of a user").
    || (PEOPLE_INPUT.test(input.name) && /^(?:array of )?string/.test(input.type) && /\b(?:an?|or)\s+e-?mail(?:\s+address)?\b/i.test(input.description))
    // So is the person a path ends at (Asana's `/users/{user_gid}`, "A string identifying a user. This can either be the string "me",
    // an email, or the gid"; Mailchimp's `subscriber_hash`, "This endpoint also accepts a list member's email address"); under it
    // (`/users/{userId}/meetings`), a lookup the task selects finds the id.
    || (input.location === 'path' && input.type.startsWith('string') && new RegExp(`\\{${escapeRegExp(input.name)}\\}/?$`).test(step.endpoint.path)
      && /\b(?:an?|or)\s+e-?mail(?:\s+address)?\b|\baccepts?\b[^.]{0,40}\be-?mail address\b/i.test(input.description));
}
/** Inputs naming people a change adds: members, followers, assignees… */
const PEOPLE_INPUT = /^(?:members|followers|users|assignees?|collaborators|guests|owners?|invitees|watchers)$/i;
/** Names that say nothing of what a string holds, its description saying it: Ideal Postcodes' `query`, "Specifies the email address to validate". */
const PLAIN_INPUT_NAMES = /^(?:q|query|value|input|term|data)$/i;
const namedPlainly = (input: StepInput) => PLAIN_INPUT_NAMES.test(input.name) && input.type.startsWith('string');
/** The words right before a number it is sent to: "to +14155550100", "to the number +1…". */
const RECIPIENT_BEFORE = /\bto(?:\s+(?:the\s+)?(?:number|phone|mobile))?\s*$/i;

/**
 * The phone number the task gives a phone input: the one written after "from" for the sender's
 * (`From`), the one other number for the recipient's (`To`): "text +14155550123 … from +14155550100".
 */
function phoneNumberFor(task: string, input: StepInput, step: Step): string | undefined {
  // A number a change replaces ("change my phone number from +44… to +44…"): the old one after "from", the new one after "to".
  const old = replacedPhone(input);
  const replaced = old || (PHONE_INPUT.test(input.name) && step.inputs.some((other) => other !== input && replacedPhone(other)));
  if (replaced) {
    const cued = [...task.matchAll(PHONE_NUMBER)].filter((match) => new RegExp(`\\b${old ? 'from' : 'to'}\\s+$`, 'i').test(task.slice(0, match.index)));
    return cued.length === 1 ? cued[0][0] : undefined;
  }
  if (!PHONE_INPUT.test(input.name) && !/phone/i.test(input.type) && !isDescribedPhone(input)) return undefined;
  const role = phoneRole(input);
  const sender = SENDER_INPUT.test(role);
  // A number written after "to" is whom something is sent to: a recipient's input takes it, or a plain phone input of a
  // call that sends; not the number a call buys or looks up ("buy a local number … and send a test SMS from it to +1…").
  const takesNoRecipient = !sender && !RECIPIENT_INPUT.test(role) && !splitWords(`${step.endpoint.name} ${step.endpoint.path}`).some((word) => SENDS_TO_PHONE.has(singular(word.toLowerCase())));
  // A channel written before the number is part of it ("whatsapp:+14155238886", as Twilio takes it); "tel:" is not.
  const numbers = [...task.matchAll(PHONE_NUMBER)].map((match) => {
    const channel = /(?<![\w:])([a-z]+):$/i.exec(task.slice(0, match.index))?.[1];
    const kept = channel !== undefined && channel.toLowerCase() !== 'tel' ? `${channel}:` : '';
    return { number: `${kept}${match[0]}`, before: task.slice(0, (match.index ?? 0) - (channel === undefined ? 0 : channel.length + 1)) };
  }).filter(({ before }) => SENDER_BEFORE.test(before) === sender && !(takesNoRecipient && RECIPIENT_BEFORE.test(before)));
  return numbers.length === 1 ? numbers[0].number : undefined;
}

/** A UUID written out: 8-4-4-4-12 hexadecimal digits. */
const UUID_VALUE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A digest as written: hexadecimal digits, after their algorithm's name ("sha256:5d3f…") or alone. */
const DIGEST_VALUE = /^(?:[a-z0-9]+:)?[0-9a-f]{7,}$/i;
/** A UUID input takes only a UUID ("invoice INV-0042" is Xero's invoice number, not its `InvoiceID`). */
const fitsFormat = (value: string, input: StepInput) => (!/\(uuid\)/.test(input.type) || UUID_VALUE.test(value))
  // A digest input a digest ("the image docker.io/library/nginx:1.25" is Anchore's image tag, not its `{imageDigest}`).
  && (!/(?:digest|sha\d*)$/i.test(input.name) || DIGEST_VALUE.test(value))
  // And a link input a link ("the call CA9f…" gives Twilio's call `Url` nothing).
  && (!/\(uri\)/.test(input.type) || HOLDS_LINK.test(value));

/**
 * The value the task gives an input, if it gives one: the identifier after the thing it names
 * ("GitLab project 4821" → 4821), or the one value of the input's shape (its one email address).
 */
export function givenValue(task: string, input: StepInput, step: Step): string | undefined {
  // An object takes no one value, a flag no value the task writes (Drive's boolean `sendNotificationEmail`, Files.com's
  // `dont_separate_submissions_by_folder`); the new resource's own id is not the task's to give.
  // Nor does a list of things with fields of their own (Xero's `Invoices`, an array of Invoice).
  if (/^(object|array of object|boolean)/.test(input.type) || (input.type.startsWith('array of') && input.children.length > 0) || ownIdentity(input, step)) return undefined;
  const value = writtenValue(task, input, step);
  // A path of a file tree goes to an input that takes one, never a name's ("a folder /projects/acme" is no folder named so).
  if (value !== undefined && WHOLE_FILE_PATH.test(value) && !takesPath(input) && !DESTINATION_INPUT.test(input.name)) return undefined;
  // A number or a list of numbers takes no word ("the vector with id 'doc-1'" gives Pinecone's query `vector` nothing), but
  // one its description says it may take instead (GitHub's integer `{workflow_id}`, or "the workflow file name").
  if (value !== undefined && /^(?:array of )?(?:number|integer)/.test(input.type) && !/^[-+]?\d+(?:\.\d+)?$/.test(value) && value !== describedAlternativeAfterThing(task, input, step)) return undefined;
  if (value !== undefined && !fitsFormat(value, input)) return undefined;
  // An input that leaves things out (GeoDB's `excludedCountryIds`) takes only a value the task says to leave out ("not in Canada").
  if (value !== undefined && LEAVES_OUT.test(input.name) && !new RegExp(`\\b(?:${LEAVING_OUT})\\s+(?:[\\w-]+\\s+){0,3}?${wholeValue(value)}`, 'i').test(task)) return undefined;
  // A host name is a domain's name, not what an id takes where the input's description says no more: "the hosted zone
  // example.com" gives Route 53's zone `Id` ("The ID of the hosted zone") nothing, a lookup by `dnsname` finds it. An id said
  // to take a domain or a name, or said nothing of (Netlify's `{site_id}`, which a site's domain also fills), still does.
  if (value !== undefined && isIdLike(input.name) && WHOLE_HOST_NAME.test(value) && input.description.trim() !== '' && !/\b(?:domain|host|hostname|name)s?\b/i.test(input.description)) return undefined;
  // A thing's own name, or a body's id, is no id another input takes: the one its path picks by ("give the customer cus_9s6… a
  // coupon" renames no customer; "restore the previous version of the Box file 12345": the promoted version's `id` is no file's),
  // nor, for a new thing's name, another id it is sent ("copy the Trello card 5f9a1b2c": its `idCardSource` takes it).
  // Nor does a body field named by fewer of the same words take what the path picks its thing by ("refund the payment with PSP
  // reference 88355…" is Adyen's `{paymentPspReference}`, not the refund's own `reference` too); a field named as the path's
  // (Sheets' `range` beside `{range}`) or by more words (`sourceLicenseeNumber`) repeats it as the call asks.
  const ownName = isOwnName(input);
  const fewerWords = (other: StepInput) => {
    const words = nameWords(input.name).map((word) => word.toLowerCase());
    const others = new Set(nameWords(other.name).map((word) => word.toLowerCase()));
    return words.length < others.size && words.every((word) => others.has(word));
  };
  if (value !== undefined && (ownName || (input.location === 'body' && isIdLike(input.name))) && step.inputs.some((other) => other !== input
    && (other.location === 'path' || (ownName && knownReference(other, step)?.attribute === 'id')) && givenValue(task, other, step) === value)) return undefined;
  if (value !== undefined && input.location === 'body' && step.inputs.some((other) => other.location === 'path' && fewerWords(other) && givenValue(task, other, step) === value)) return undefined;
  // A version a create is given once is its tag where it takes one ("a new release v2.1.0" is GitHub's `tag_name`), not its
  // name; written twice, after two things, it is both ("release v1.2.0 … from tag v1.2.0").
  if (value !== undefined && !VERSION_TAG_INPUT.test(input.name) && WHOLE_VERSION.test(value) && task.split(value).length === 2
    && step.inputs.some((other) => VERSION_TAG_INPUT.test(other.name) && tagVersionFor(task, other, step) === value)) return undefined;
  // Nor does a string that lists its values take a word it does not list (Stripe's `trial_end`, "now" or a time, is no "price").
  if (value !== undefined && input.type.startsWith('string') && (input.allowed?.length ?? 0) > 0 && !/^[-+]?\d+(?:\.\d+)?$/.test(value)
    && !input.allowed!.some((allowed) => allowed.toLowerCase() === value.toLowerCase())) return undefined;
  return value;
}

/** What a flag's description says its `true` does: Zoom's `cancel_meeting_reminder`, "`true`: Notify registrants about the meeting cancellation via email." */
const FLAG_TRUE_DOES = /(?:^|\s)`?true`?\s*[:-]\s*([^.\n]+)/i;

/**
 * A flag set where a clause of the task asks for what its description says `true` does, every word of the clause said there: "cancel
 * the Zoom meeting and notify the registrants" sets `cancel_meeting_reminder` (not `schedule_for_reminder`, "Notify host …").
 */
export function flagDoing(task: string, input: StepInput): string | undefined {
  // A string that says what its `true` does is such a flag too (Zoom's `cancel_meeting_reminder`).
  if (!/^(?:boolean|string$)/.test(input.type)) return undefined;
  const does = FLAG_TRUE_DOES.exec(input.description)?.[1];
  if (does === undefined) return undefined;
  const said = new Set(splitWords(does).map(stem));
  return taskClauses(task).some((clause) => {
    const words = splitWords(clause.replace(QUOTED_TEXT, ' ')).filter((word) => !STOP_WORDS.has(word));
    return words.length >= 2 && words.every((word) => said.has(stem(word)));
  }) ? 'true' : undefined;
}

/** Inputs that take a domain's name: Route 53's `dnsname`, `domain_name`, `hostname`, `fqdn`. */
const DOMAIN_NAME_INPUT = /^(?:dns_?name|domain(?:_?name)?|host_?name|fqdn)$/i;
/** A description that says its input is a domain's name: "The domain name to purchase", "The name of the domain for which …". */
const DESCRIBED_DOMAIN_NAME = /^(?:the\s+)?(?:domain name|name of the domain)\b/i;

/**
 * The one host name the task writes as where things are, for an input that takes a domain's name: "the hosted zone
 * example.com" is Route 53's `dnsname`, "every A record on example.com" DigitalOcean's `{domain_name}`; not a name a
 * record gives ("point www.example.com at …", "the A record for old.example.com").
 */
function domainNameFor(task: string, input: StepInput): string | undefined {
  // A plain `name` its description says is a domain's (Vercel's "The domain name to purchase") takes one as `domain` does.
  const describedDomain = /^name$/i.test(input.name) && DESCRIBED_DOMAIN_NAME.test(input.description);
  if ((!DOMAIN_NAME_INPUT.test(input.name) && !describedDomain) || !input.type.startsWith('string')) return undefined;
  const plain = task.replace(LINK, ' ').replace(EMAIL_ADDRESS, ' ');
  const names = new Set([...plain.matchAll(PLACED_HOST_NAME)].map((match) => match[1]));
  if (names.size === 1) return [...names][0];
  // A domain's own name sent as a query or body value (a registrar's availability check, its purchase) is the one host
  // name the task writes, wherever: "check whether example-shop.com is available". A path's domain may have records
  // under it, whose names ("point www.example.com at …") are no domain's.
  const written = new Set([...plain.matchAll(ANY_HOST_NAME)].map((match) => match[0]));
  return names.size === 0 && input.location !== 'path' && (/^domain(?:_?name)?$/i.test(input.name) || describedDomain) && written.size === 1 ? [...written][0] : undefined;
}

/**
 * The file a file's bytes are read from: the one file name the text writes. Asked of a step's own clause first, so that
 * "upload onboarding.mp4 as its source, then add captions from captions.vtt" gives each upload its own file.
 */
export function fileNameFor(text: string, input: StepInput, step: Step): string | undefined {
  // The file itself, an input named for its name (Xero's attachment `{FileName}`), or the name a raw upload's query gives it (GitHub's release asset `?name=`).
  // So does a file's path where the task writes no path, only a file's name, which is one relative to where it is (Azure
  // Batch's `{filePath}` of a task's directory, "stdout.txt").
  // A path parameter named `path` takes a file's path from its tree's root the same way (GitHub's `/contents/{path}`: "docs/old.md",
  // "README.md").
  const treePath = input.location === 'path' && /^(?:file_?)?path$/i.test(input.name) && filePathsIn(text).length === 0;
  const named = input.type.startsWith('string') && input.location !== 'body' && (/^file_?name$/i.test(input.name) || (input.location === 'query' && input.name.toLowerCase() === 'name' && sendsRawFile(step))
    || (/^file_?path$/i.test(input.name) && filePathsIn(text).length === 0) || treePath)
    // Or a name its description says is the file's, beside the file a form uploads (Box's upload `attributes.name`).
    || (input.type.startsWith('string') && /^name$/i.test(input.name) && /\bname (?:of|for) the (?:new |uploaded )?(?:file|attachment|upload)\b/i.test(input.description) && step.inputs.some((other) => /\(binary\)/.test(other.type)));
  if (!/\(binary\)/.test(input.type) && !named) return undefined;
  const plain = text.replace(LINK, ' ');
  const relative = treePath ? new Set([...plain.matchAll(RELATIVE_FILE_PATHS)].map((match) => match[0])) : new Set<string>();
  if (relative.size > 0) return relative.size === 1 ? [...relative][0] : undefined;
  const names = new Set([...text.matchAll(FILE_NAMES)].map((match) => match[0]));
  return names.size === 1 ? [...names][0] : undefined;
}

/** A call whose body is a file's raw bytes (`application/octet-stream`, an image or a video), not fields. */
const sendsRawFile = (step: Step) => step.body !== undefined && (/^(?:application\/octet-stream|image\/|video\/|audio\/)/.test(step.body.mediaType) || step.body.uploadTypes !== undefined);

/** A `NAME=value` a task writes ("the environment variable API_URL=https://api.acme.dev"), not a link's query (`?a=b`). */
const ASSIGNMENT = /(?<![\w./:?&=-])([A-Za-z_][\w.-]*)=([^\s,;'"]+)/g;

/** The object an input sits in, by its path: `amount_money` of `amount_money.amount`, '' at a body's or a call's top. */
const holderOf = (input: StepInput) => (input.path ?? input.name).split('.').slice(0, -1).join('.');
/** The inputs sitting in the same object as an input, it among them: an amount's currency, a content's media type, a key's value. */
export function fieldsBeside(input: StepInput, step: Step): StepInput[] {
  const holder = holderOf(input);
  return [...step.inputs, ...step.nestedInputs].filter((other) => other.location === input.location && holderOf(other) === holder);
}

/**
 * The one `NAME=value` the task writes, for a `key` or `name` and the `value` beside it (Vercel's and CircleCI's
 * environment variables): its name for the one, its value for the other.
 */
function assignedValue(task: string, input: StepInput, step: Step): string | undefined {
  const part = /^(?:key|name)$/i.test(input.name) ? 1 : /^value$/i.test(input.name) ? 2 : 0;
  if (part === 0 || !input.type.startsWith('string') || !task.includes('=')) return undefined;
  const beside = fieldsBeside(input, step);
  if (!beside.some((other) => /^value$/i.test(other.name)) || !beside.some((other) => /^(?:key|name)$/i.test(other.name))) return undefined;
  const pairs = [...task.matchAll(ASSIGNMENT)];
  return pairs.length === 1 ? pairs[0][part] : undefined;
}

/** A word spelled as code: camel case, which no prose word is ("geofenceExit", "darkMode"). */
const CAMEL_CASE_WORD = /^[a-z]+(?:[A-Z][a-z0-9]*)+$/;
/** Each input's name words in lower case, and the pattern of a value after them, read once: every value an input is asked for tries its name first. */
const codeNameWords = new WeakMap<StepInput, readonly string[]>();
const codePatterns = new WeakMap<StepInput, RegExp>();
/** A colour in hex ("ededed", "#ff9900"). */
const HEX_COLOUR = /^#?[0-9a-f]{6}$/i;

/**
 * A value spelled as code right after the input's own name: "of type geofenceExit" (Traccar's notification `type`), "with
 * key darkMode", "with color ededed". A word of prose after a name ("the type of report") is no value.
 */
function codeAfterName(task: string, input: StepInput): string | undefined {
  if (!/^(?:string|any)\b/.test(input.type)) return undefined;
  let words = codeNameWords.get(input);
  if (!words) codeNameWords.set(input, (words = nameWords(input.name).map((word) => word.toLowerCase())));
  if (words.length === 0 || !squeezed(task).includes(words.join('')) || words.some((word) => !/^[a-z]{2,}$/.test(word))) return undefined;
  const colour = /^colou?r$/.test(words.at(-1) ?? '');
  let pattern = codePatterns.get(input);
  if (!pattern) codePatterns.set(input, (pattern = new RegExp(`\\b${words.join('[\\s_-]?')}\\s+([#\\w]+)(?![\\w.-])`, 'gi')));
  const values = [...task.matchAll(pattern)].map((match) => match[1])
    .filter((value) => CAMEL_CASE_WORD.test(value) || (colour && HEX_COLOUR.test(value)));
  return values.length === 1 ? values[0] : undefined;
}

/** The verbs a task makes a thing with, as a pattern's source. */
const MAKING_VERB = String.raw`(?:create|creates|creating|make|makes|set\s+up|register)`;
/** A create's verb a few words before the thing it makes: "Create a LaunchDarkly feature ", "Create a 20% tax rate called ". */
export const CREATE_BEFORE = new RegExp(String.raw`\b${MAKING_VERB}\s+(?:(?:an?|the|new)\s+)*(?:\S+\s+){0,4}$`, 'i');
/** A key or slug as a task quotes it: lower case, one token ("web", "dark-mode", "mobile_app"). */
const QUOTED_SLUG = /^[a-z0-9][a-z0-9_.-]{0,63}$/;

/**
 * A path's key or slug quoted right after its thing ("in project 'web'": LaunchDarkly's `{projectKey}`), where the value is
 * shaped as one: a key names its thing as the caller wrote it, with no lookup.
 */
function quotedKeyAfterThing(task: string, input: StepInput, step: Step): string | undefined {
  if (input.location !== 'path' || !input.type.startsWith('string')) return undefined;
  const reference = knownReference(input, step);
  if (reference === undefined || (reference.attribute !== 'key' && reference.attribute !== 'slug')) return undefined;
  // The thing its own name says (`projectKey`: a project), not the segment it sits under (`/flags/{projectKey}`).
  const own = nameWords(input.name).map((word) => singular(word.toLowerCase())).filter((word) => word.length > 2 && word !== reference.attribute);
  const nouns = reference.nouns.filter((noun) => own.includes(noun));
  if (nouns.length === 0) return undefined;
  // Not a key the task gives a thing it makes ("create a feature flag 'dark-mode'"): the create answers with it.
  const written = new Set([...task.matchAll(new RegExp(`\\b(?:${nouns.map(escapeRegExp).join('|')})s?\\s+(?:(?:named|called|key|slug)\\s+)?['"\u2018\u201c]([^'"\u2019\u201d]{1,64})['"\u2019\u201d]`, 'gi'))]
    .filter((match) => !CREATE_BEFORE.test(task.slice(Math.max(0, (match.index ?? 0) - 60), match.index ?? 0))).map((match) => match[1]).filter((value) => QUOTED_SLUG.test(value)));
  return written.size === 1 ? [...written][0] : undefined;
}

/** A path in a file tree as a task writes it ("/inbox/report.pdf", "/archive"): a slash opens it, it is no part of a link, and a sentence's full stop is not its end. */
const FILE_PATH = /(?<![\w.:/@-])\/[\w.-]*[\w-](?:\/[\w.-]*[\w-])*\/?(?![\w/])/g;
/** A whole value that is a file tree's path. */
export const WHOLE_FILE_PATH = new RegExp(`^${FILE_PATH.source}$`);
/** Inputs where a moved or copied thing goes: Files.com's `destination`, ExaVault's `parentResource`. */
export const DESTINATION_INPUT = /dest|target|parent/i;
/** A description that shows a file tree's path as its example: EC2's `Device`, "The device name (for example, /dev/sdh or xvdh)". */
const PATH_EXAMPLE = new RegExp(`\\b(?:for example|e\\.g\\.|such as)[,:]?\\s+${FILE_PATH.source}`, 'i');
/**
 * Inputs that take a file tree's path, by name or their description's first sentence ("Array containing file/folder paths
 * to move"), or by the example their description gives.
 */
const takesPath = (input: StepInput) => /path/i.test(input.name) || /\bpaths?\b/i.test(input.description.split(/\.\s/)[0] ?? '') || PATH_EXAMPLE.test(input.description);

/**
 * The paths of a file tree the task writes, for an input that takes one: where a thing goes (a `destination`, a
 * `parentResource` beside an input of paths) the one written after "to" or "into", else those that are not ("move
 * /inbox/report.pdf to /archive"); a list takes each.
 */
function filePathFor(task: string, input: StepInput, step: Step): string | undefined {
  if (!/^(?:string|array of string)/.test(input.type)) return undefined;
  const paths = filePathsIn(task);
  if (paths.length === 0) return undefined;
  const destination = DESTINATION_INPUT.test(input.name);
  if (!takesPath(input) && !(destination && [...step.inputs, ...step.nestedInputs].some((other) => other !== input && takesPath(other)))) return undefined;
  const sentTo = (match: RegExpMatchArray) => SENT_TO_BEFORE.test(task.slice(Math.max(0, (match.index ?? 0) - 24), match.index));
  // Of one path, the roles matter only where the step takes both a source and a destination (a copy's `{path}` is not "to /archive").
  const roles = paths.length > 1 || [...step.inputs, ...step.nestedInputs].some((other) => other !== input && DESTINATION_INPUT.test(other.name) !== destination && (takesPath(other) || DESTINATION_INPUT.test(other.name)));
  const fitting = [...new Set(paths.filter((match) => !roles || sentTo(match) === destination).map((match) => match[0]))];
  if (fitting.length === 1) return fitting[0];
  return fitting.length > 1 && input.type.startsWith('array of string') ? fitting.join(LIST_SEPARATOR) : undefined;
}

/** The file tree's paths a task writes, read once per task: every input of every step asks, and most tasks write none. */
let lastFilePaths: { task: string; paths: RegExpMatchArray[] } | undefined;
function filePathsIn(task: string): RegExpMatchArray[] {
  if (lastFilePaths?.task !== task) lastFilePaths = { task, paths: task.includes('/') ? [...task.replace(LINK, (link) => ' '.repeat(link.length)).matchAll(FILE_PATH)] : [] };
  return lastFilePaths.paths;
}

/** Whether the capitalised name written right before a credential's words and its value ("Plaid access token access-…") is no word of the step's API. */
function credentialOfOtherApi(task: string, value: string, step: Step): boolean {
  // Mid-sentence, after a word: a capitalised word opening a sentence ("Use access token …") is no name.
  const owner = new RegExp(`(?<=\\b[a-z]+\\s+)([A-Z][\\w-]*)\\s+(?:[a-z]+\\s+){1,2}${escapeRegExp(value)}`).exec(task)?.[1];
  return owner !== undefined && !apiNameWords(step).has(owner.toLowerCase());
}

/** Words before "branch" that say which of a repository's branches, not its name: "a new branch", "the default branch". */
const NO_BRANCH_NAME = new Set(['new', 'default', 'current', 'same', 'remote', 'local', 'other', 'another', 'feature', 'release', 'base', 'head', 'source', 'target',
  'protected', 'upstream', 'working', 'existing', 'given', 'specified', 'whole', 'entire', 'that', 'this', 'its', 'their', 'my', 'our', 'your', 'his', 'her', 'one']);
/** A branch named by the word before it: "on the main branch", "from the develop branch". */
const NAMED_BEFORE_BRANCH = /\b(?:the|its|their|my|our)\s+([a-z0-9][\w.\/-]*)\s+branch\b/gi;
/**
 * A branch named by the word after it, bare after a preposition ("on branch main", "from branch develop") or quoted ("the
 * branch 'release/2.0'"); not a word the branch is said with ("the branch protection").
 */
const NAMED_AFTER_BRANCH = /(?:\b(?:on|from|to|into|of|in|against)\s+branch\s+([a-z0-9][\w.\/-]*[\w])|\bbranch\s+(?:named\s+|called\s+)?['"\u2018\u201c]([a-z0-9][\w.\/-]*[\w])['"\u2019\u201d])(?![\w\/-])/gi;

/**
 * The branch a task names by the word before "branch" ("trigger deploy.yml on the main branch") or after it ("on branch
 * main"), for an input that takes a branch's name: one named `branch`, or a `ref` its description says a branch's name may be (GitHub's dispatch `ref`, "a branch
 * or tag name"), not a fully qualified one (`refs/heads/…`).
 */
function branchNamed(task: string, input: StepInput): string | undefined {
  if (!input.type.startsWith('string') || input.location === 'header') return undefined;
  const name = input.name.toLowerCase();
  if (!(name === 'branch' || name === 'branch_name' || name === 'branchname' || (name === 'ref' && /\bbranch\b/i.test(input.description) && !/\brefs\//.test(input.description)))) return undefined;
  // Not a branch a create in the task makes ("create a branch 'hotfix/1.4.1'"): the create answers with its name.
  const names = new Set([...[...task.matchAll(NAMED_BEFORE_BRANCH)].map((match) => match[1]), ...branchesNamedAfter(task, false)].filter((word) => !NO_BRANCH_NAME.has(word.toLowerCase()) && !STOP_WORDS.has(word.toLowerCase())));
  return names.size === 1 ? [...names][0] : undefined;
}

/** The branches the task names by the word after "branch", those a making verb comes before (`made`) or the others. */
function branchesNamedAfter(task: string, made: boolean): string[] {
  return [...task.matchAll(NAMED_AFTER_BRANCH)].filter((match) => CREATE_BEFORE.test(task.slice(Math.max(0, (match.index ?? 0) - 60), match.index ?? 0)) === made)
    .map((match) => match[1] ?? match[2]);
}

/** A fully qualified branch reference a description shows ("ie: refs/heads/master"). */
const QUALIFIED_BRANCH_REF = /\brefs\/heads\/[\w.-]/;

/**
 * The fully qualified reference of the branch a create makes, where the input's description shows one: "create a branch
 * 'release/1.4'" is GitHub's new ref `refs/heads/release/1.4`. The branch named after a making verb, quoted or bare.
 */
function madeBranchRef(task: string, input: StepInput, step: Step): string | undefined {
  if (step.endpoint.method !== 'POST' || !input.type.startsWith('string') || !QUALIFIED_BRANCH_REF.test(input.description)) return undefined;
  const names = new Set(branchesNamedAfter(task, true).filter((name) => !NO_BRANCH_NAME.has(name.toLowerCase())));
  return names.size === 1 ? `refs/heads/${[...names][0]}` : undefined;
}

/** The value the task writes for an input, whatever the input's type. */
function writtenValue(task: string, input: StepInput, step: Step): string | undefined {
  // A resource name is whole or not given: never one of its parts ("location europe-west1" is no queue's name).
  if ((input.location === 'path' || isOwnName(input)) && resourceNameFormat(input.description) !== undefined) return resourceNameFor(task, input);
  const shaped = rowFor(task, input) ?? mediaTypeFor(task, input) ?? idsAfterVerb(task, input, step) ?? handleAfterVerb(task, input, step) ?? handlesForVerb(task, input, step) ?? redoneTo(task, input) ?? madeFromFor(task, input, step) ?? assignedValue(task, input, step) ?? describedAlternativeAfterThing(task, input, step) ?? codeAfterName(task, input) ?? quotedKeyAfterThing(task, input, step) ?? fileNameFor(task, input, step) ?? askedState(task, input, step) ?? setTo(task, input, step) ?? linkedValue(task, input, step) ?? webPageValue(task, input, step) ?? linkFor(task, input, step) ?? filePathFor(task, input, step) ?? shapedValue(task, input, step) ?? pairedValue(task, input, step) ?? numberedPairValue(task, input, step) ?? quotedKind(task, input) ?? offeredKeyword(task, input, step)
    ?? branchNamed(task, input) ?? madeBranchRef(task, input, step) ?? ibanFor(task, input) ?? spanValue(task, input, step) ?? countFor(task, input) ?? spelledName(task, input) ?? measureFor(task, input, step) ?? exampleIdFor(task, input) ?? trackerKeyFor(task, input) ?? prefixedIdFor(task, input) ?? capitalKeyFor(task, input, step) ?? personNameFor(task, input)
    ?? cuedNameFor(task, input) ?? wordListFor(task, input) ?? a1RangeFor(task, input) ?? flagDoing(task, input);
  if (shaped !== undefined) return shaped;
  // The name's last word is a thing too (`{project}`), unless it is an attribute of a longer name ("area
  // code 415" gives no `CountryCode`, "the code 123456" a `Code`); the whole name written out is one
  // ("access token access-sandbox-123").
  const words = spelledOutName(input) ?? nameWords(input.name);
  const last = singular(words.at(-1) ?? '');
  // A body's own `name` or `title` names what the call makes or changes, not a thing its path speaks of
  // ("publish a message on the channel 42" names no message 42); the caller's credential is written after
  // its own name only ("access token access-sandbox-123"), never after a thing ("upload report.pdf").
  const credential = isCredentialParameter(input.name, input.location, input.type);
  const nouns = isOwnName(input) ? [step.noun] : credential ? [] : knownReference(input, step)?.nouns ?? [];
  // The whole name written out first: "account number 987654321" is the `account_number`, not the account's id.
  // So is the name without the thing it qualifies, where the task names that thing apart: "the shipment with external id
  // ORD-991" is ShipEngine's `external_shipment_id`.
  const unqualified = words.length > 2 ? words.filter((word, at) => at === 0 || at === words.length - 1 || !squeezed(task).includes(word)) : words;
  const whole = words.length > 1 ? [words.join(''), ...(unqualified.length < words.length && unqualified.length > 1 ? [unqualified.join('')] : [])] : [];
  const bareAttribute = ATTRIBUTES.has(last) && words.length > 1 ? [] : attributeOfAnother(task, last, [...nouns, step.noun]) ? [] : [last];
  // A number is written after its own name before any thing's: "invoice inv:0-ChC… version 3" is Square's `version`.
  const numeric = /^(?:integer|number)/.test(input.type);
  // A lookup's filter looks where the task finds things, not where it sends them ("copy it into the folder 98765" filters no search).
  const role = stepSpanRole(input, [...step.inputs, ...step.nestedInputs]) ?? (input.location === 'body' && stepWrites(step) ? 'set' : input.location === 'query' && !stepWrites(step) ? 'found' : undefined);
  const written = idAfterNoun(task, [...whole, ...(numeric ? bareAttribute : []), ...nouns, ...(numeric ? [] : bareAttribute), ...summaryThing(input, step)], step, isOwnName(input), role);
  // A file's name is no id of it ("the Box file 'NDA-Acme-2024.pdf'"): a search finds the id; nor is a card's number its id
  // where the call takes the number itself (Qualpay's `card_id` is a token, beside `card_number`).
  const cardNumber = written !== undefined && cardNumbersIn(written).includes(written) && [...step.inputs, ...step.nestedInputs].some((other) => CARD_NUMBER_INPUT.test(other.name));
  // Nor is it any attribute but one that names (a file's `version`, "Download the Box file 'Q3-report.pdf'"; an S3 object's
  // `Key` is its name).
  const attribute = knownReference(input, step)?.attribute;
  const notFileName = (value: string) => !FILE_NAME.test(value) || (!namesAnId(input) && (attribute === undefined || NAMING_ATTRIBUTES.has(attribute)));
  const named = written !== undefined && (!notFileName(written) || cardNumber) ? undefined : written;
  // A number written after "#" ("pull request #42") is the thing's number or id, never its sha, key or name, nor its title;
  // nor is a bare number its sha, key or name ("pull request 42").
  if (named !== undefined && task.includes(`#${named}`) && ((ATTRIBUTES.has(last) && !ID_WORDS.has(last) && last !== 'number') || isOwnName(input))) return undefined;
  if (named !== undefined && /^\d+$/.test(named) && NEVER_NUMBERS.has(last)) return undefined;
  // A bare number after the thing is its number, no name or title of it ("add issue 7 to it").
  if (isOwnName(input) && named !== undefined && /^\d+$/.test(named)) return undefined;
  if (named !== undefined && takesSeveralValues(input)) return withListedIds(task, named);
  // A credential written after another API's name is that API's ("the Plaid access token access-sandbox-123" is no Slack `token`).
  if (credential && named !== undefined && credentialOfOtherApi(task, named, step)) return undefined;
  if (named !== undefined || isOwnName(input) || credential) return named;
  // The collection a path parameter picks from names its thing too, by an identifier: not by a bare number, unless the name
  // says it takes one ("the value 42" gives Sheets' `/values/{range}` nothing).
  const picked = idAfterNoun(task, collectionNoun(input, step), step);
  if (picked !== undefined && notFileName(picked) && (!/^\d+$/.test(picked) || isIdLike(input.name) || /^(?:integer|number)/.test(input.type))) return picked;
  return bareNameAfterNoun(task, input, step, [...nouns, last, ...collectionNoun(input, step)]) ?? loneIdWritten(task, input, step);
}

/** An id the task writes as one ("with id 1xYz", "id: 8f3a"), holding a digit. */
const WRITTEN_ID = /\b(?:with\s+(?:the\s+)?)?id\s*[:=]?\s+['"\u2018\u201c]?([\w-]*\d[\w-]*)(?![\w-])/gi;

/**
 * The one id a task writes as an id, for the one id a step's path takes, where the task never names that id's thing and so
 * calls it something else: "Export the Google Doc with id 1xYz" is Drive's `{fileId}`. Where it names the thing ("create a
 * patient …, then add her to the group with id grp_2231"), an id written after another is that other's.
 */
function loneIdWritten(task: string, input: StepInput, step: Step): string | undefined {
  if (input.location !== 'path' || !isIdLike(input.name) || step.inputs.filter((other) => other.location === 'path' && isIdLike(other.name)).length !== 1) return undefined;
  const words = new Set(splitWords(task).map((word) => singular(word.toLowerCase())));
  if ((knownReference(input, step)?.nouns ?? []).some((noun) => words.has(noun))) return undefined;
  const ids = new Set([...task.matchAll(WRITTEN_ID)].map((match) => match[1]));
  return ids.size === 1 ? [...ids][0] : undefined;
}

/** An input that takes several values: a list, a plural of ids (`ids`, `itemIds`), or a string its description calls a comma-separated list (Slack's `users`). */
const takesSeveralValues = (input: StepInput) => input.type.startsWith('array of') || nameWords(input.name).at(-1)?.toLowerCase() === 'ids'
  || (input.type.startsWith('string') && /\bcomma[- ]separated\b/i.test(input.description));

/** An id with a digit, as a list of them writes each: "0OdUWJ0sBjDrqHygGUXeCF and 1vCWHaC5f2uS3yhpwWbIA6", "U024BE7LH, U024BE7LJ". */
const LISTED_ID = /^(?:\s*,\s*(?:and\s+)?|\s+and\s+)([\w:.-]*\d[\w:.-]*)(?![\w-])/;

/** The id the task writes after its thing, with the ids it lists right after it: each one of the list ("the artists A and B"). */
function withListedIds(task: string, first: string): string {
  const ids = [first];
  let rest = task.slice(task.indexOf(first) + first.length);
  for (let next = LISTED_ID.exec(rest); next !== null; next = LISTED_ID.exec(rest)) {
    ids.push(next[1].replace(/[.:]+$/, ''));
    rest = rest.slice(next[0].length);
  }
  return ids.join(LIST_SEPARATOR);
}

/**
 * A bare attribute (`id`) the task writes as another thing's: "add her to the group with id grp_2231" gives a patient's
 * `{id}` nothing, since the id is the group's.
 */
function attributeOfAnother(task: string, attribute: string, nouns: readonly string[]): boolean {
  if (!ATTRIBUTES.has(attribute)) return false;
  const owners = [...task.matchAll(new RegExp(`\\b([a-z]+)\\s+with\\s+(?:the\\s+|an?\\s+)?${attribute}s?\\s+\\S`, 'gi'))].map((match) => singular(match[1].toLowerCase()));
  return owners.length > 0 && owners.every((owner) => !STOP_WORDS.has(owner) && !DETERMINERS.has(owner) && !nouns.some((noun) => sameThing(noun, owner)));
}

/**
 * The thing a call's summary says it acts on, for the one parameter at the end of its path, last of the nouns its id may
 * be written after: Qualpay's `/refund/{pgIdOrig}`, "Refund Previously Captured Transaction", takes the transaction
 * written in "the captured transaction 9c3b5e1a2f".
 */
function summaryThing(input: StepInput, step: Step): string[] {
  const path = step.endpoint.path;
  if (input.location !== 'path' || !path.endsWith(`{${input.name}}`) || (path.match(/\{/g) ?? []).length !== 1) return [];
  const head = headNoun(step.endpoint.name) ?? '';
  return /^[a-z]{3,}$/.test(head) && !ATTRIBUTES.has(head) ? [singular(head)] : [];
}

/**
 * The words a name run together from their openings stands for, where its description writes them: Learnifier's `extid`,
 * "The external id of the user", is an external id, which a task writes so ("the user with external id EMP-0042"); a short
 * name cut from one word is that word (`ts`, "Timestamp of the message": "the message with timestamp 1712345678.000200").
 */
function spelledOutName(input: StepInput): string[] | undefined {
  const name = input.name;
  const described = input.description.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  // A name of two or three letters cut from the one word its description opens with: Slack's `ts`, "Timestamp of the message".
  if (/^[a-z]{2,3}$/.test(name)) {
    const first = described[0] ?? '';
    return first.length >= 5 && first[0] === name[0] && new RegExp(name.split('').join('[a-z]*')).test(first) ? [first] : undefined;
  }
  if (!/^[a-z]{4,}$/.test(name)) return undefined;
  // Each word opened by two letters or more, the last written whole or opened so; at least one cut short.
  const spell = (rest: string, at: number): string[] | undefined => {
    if (rest === '') return [];
    const word = described[at];
    if (word === undefined) return undefined;
    for (let cut = Math.min(word.length, rest.length); cut >= 2; cut--) {
      if (!rest.startsWith(word.slice(0, cut))) continue;
      const tail = spell(rest.slice(cut), at + 1);
      if (tail !== undefined) return [word, ...tail];
    }
    return undefined;
  };
  for (let at = 0; at < described.length; at++) {
    const words = spell(name, at);
    if (words !== undefined && words.length > 1 && words.join('') !== name) return words;
  }
  return undefined;
}

/**
 * The value written right after a thing, for a path input its description says may take it instead of an id: the thing's
 * email address ("the group engineering@acme.com" is the Admin SDK's `{groupKey}`, "The value can be the group's email
 * address …") or its file's name ("the workflow deploy.yml" is GitHub's `{workflow_id}`, "You can also pass the workflow
 * file name").
 */
function describedAlternativeAfterThing(task: string, input: StepInput, step: Step): string | undefined {
  // Not one derived from the value (Mailchimp's `{subscriber_hash}`, "The MD5 hash of … the list member's email address").
  if (/\b(?:hash|md5|sha\d*)\b/i.test(input.description)) return undefined;
  // A body's too where it takes an `@name` (Telegram's `chat_id`, "or username of the target channel (in the format @channelusername)").
  const shape = (input.location === 'path' ? DESCRIBED_ALTERNATIVES : BODY_ALTERNATIVES).find(([described]) => described.test(input.description))?.[1];
  if (shape === undefined) return undefined;
  // Of a span, the end the input is for: "forward it from chat -100… to chat @acme_news" gives `from_chat_id` no `@acme_news`.
  for (const noun of knownReference(input, step)?.nouns ?? []) {
    // Quoted or bare: "the workflow 'deploy.yml'", "workflow deploy.yml"; or quoted before it, "the 'deploy.yml' workflow".
    const value = idOfRole(task, new RegExp(`\\b${escapeRegExp(noun)}s?\\s+['"\u2018\u201c]?(${shape.source})`, 'i'), stepSpanRole(input, [...step.inputs, ...step.nestedInputs]))?.[1]
      ?? new RegExp(`['"\u2018\u201c](${shape.source})['"\u2019\u201d]\\s+${escapeRegExp(noun)}s?\\b`, 'i').exec(task)?.[1];
    if (value !== undefined) return value;
  }
  return undefined;
}

/** Attributes no bare number is: a hash, a name, a link. */
const NEVER_NUMBERS = new Set(['sha', 'hash', 'name', 'slug', 'login', 'handle', 'etag', 'uri', 'url', 'href']);

/** Input names that are an attribute naming a thing, whose value follows them bare: `username`, `branch_name`, `slug`, `handle`. */
const NAMING_ATTRIBUTE = /(?:name|slug|handle|login)$/i;

/** A word that says a name follows is no name itself ("the conference named 'Weekly Sync'"). */
const NAME_CUE_WORD = new RegExp(`^(?:${NAME_CUE})$`);

/**
 * A path's name for a thing, written bare right after that thing: spelled as a slug ("the bucket acme-backups"), or any
 * word where the task puts the thing somewhere ("in namespace prod", "of branch main", "to the SQS queue orders"); not a
 * plain word after a verb's object ("add the invoice item"). Only a name (an id holds a digit, read above): no word of the
 * step itself nor of its API's name, no verb, preposition or determiner.
 */
function bareNameAfterNoun(task: string, input: StepInput, step: Step, nouns: readonly string[]): string | undefined {
  // A body or query value named as one thing takes it where the task puts something there ("a build hook for branch main"
  // is Netlify's `branch`); not one that refers to the thing by its id (Slack's invite `channel`, "The ID of the … channel").
  const ownThing = input.location !== 'path' && /^[a-z]{3,}$/.test(input.name) && !SAYS_ID.test(input.description) && knownReference(input, step) === undefined ? input.name : undefined;
  if ((input.location !== 'path' && ownThing === undefined) || !input.type.startsWith('string') || isIdLike(input.name)) return undefined;
  for (const noun of new Set(nouns)) {
    if (!/^[a-z]{3,}$/.test(noun) || STOP_WORDS.has(noun) || !squeezed(task).includes(noun) || (ownThing !== undefined && noun !== ownThing)) continue;
    const match = bareNamePattern(noun).exec(task);
    if (ownThing !== undefined && match?.[1] === undefined) continue;
    // Or any word after the input's own name where that name is an attribute ("by their username octocat", `{username}`), or
    // after the thing that attribute names ("the Gitea user bob" is the `{username}` of a user).
    const namesAttribute = NAMING_ATTRIBUTE.test(input.name) && (noun === squeeze(input.name) || squeeze(input.name) === `${noun}${NAMING_ATTRIBUTE.exec(input.name)![0].toLowerCase()}`);
    const written = match && (match[1] !== undefined || namesAttribute || /[-_.\d]/.test(match[2])) ? match[2] : undefined;
    // Nor a verb's particle ("read the page's blocks back").
    if (written === undefined || STOP_WORDS.has(written) || DETERMINERS.has(written) || NAME_PREPOSITIONS.has(written) || INTENT_BY_WORD.has(written) || VERB_PARTICLES.has(written)
      || NAME_CUE_WORD.test(written) || stepWords(step).has(stem(written)) || apiNameWords(step).has(written)) continue;
    return written;
  }
  return undefined;
}

/**
 * The plain word the task writes right after the thing a path's id picks, for an id the caller alone supplies (no call of its
 * API returns it): such APIs name their things by the caller's words ("the collections of bucket main" is Kinto's
 * `{bucket_id}`), where an id an API hands out is seldom a plain word.
 */
export function callersNamedId(task: string, input: StepInput, step: Step, steps: readonly Step[] = [step]): string | undefined {
  if (input.location !== 'path' || !input.type.startsWith('string')) return undefined;
  const nouns = [...(knownReference(input, step)?.nouns ?? []), ...collectionNoun(input, step)];
  for (const noun of new Set(nouns)) {
    if (!/^[a-z]{3,}$/.test(noun) || STOP_WORDS.has(noun) || !squeezed(task).includes(noun)) continue;
    // Where the task first names the thing: "the episode 'Season 2 finale' and … episode recommendations" names it by a title.
    const first = new RegExp(`\\b${noun}s?\\b`, 'i').exec(task);
    const match = bareNamePattern(noun).exec(task);
    const written = match && first && match.index + (match[1]?.length ?? 0) === first.index ? match[2] : undefined;
    // No word of what the selected calls are ("episode recommendations" is a call, not an episode).
    if (written === undefined || STOP_WORDS.has(written) || DETERMINERS.has(written) || NAME_PREPOSITIONS.has(written) || INTENT_BY_WORD.has(written)
      || ORDINALS.has(written) || VERB_PARTICLES.has(written) || NAME_CUE_WORD.test(written) || steps.some((other) => stepWords(other).has(stem(written))) || apiNameWords(step).has(written)) continue;
    return written;
  }
  return undefined;
}

/** The pattern of a bare name after a noun, its place words (group 1) and the name (group 2), compiled once per noun. */
const bareNamePatterns = new Map<string, RegExp>();
function bareNamePattern(noun: string): RegExp {
  let pattern = bareNamePatterns.get(noun);
  if (!pattern) {
    pattern = new RegExp(`(\\b(?:in|on|of|to|from|into|for|under|at|within)\\s+(?:the\\s+)?(?:[A-Z][\\w-]*\\s+)?)?\\b${noun}s?\\s+([a-z][a-z0-9_.-]*[a-z0-9]|[a-z])(?=$|[\\s,;:!?)]|\\.(?:\\s|$))`);
    if (bareNamePatterns.size >= ID_PATTERNS_KEPT) bareNamePatterns.clear();
    bareNamePatterns.set(noun, pattern);
  }
  return pattern;
}

/** The thing a path parameter picks of the collection right before it: `/folders/{path}` picks a folder. */
function collectionNoun(input: StepInput, step: Step): string[] {
  if (input.location !== 'path') return [];
  const segments = step.endpoint.path.split('/');
  const before = segments[segments.indexOf(`{${input.name}}`) - 1] ?? '';
  const noun = /^[A-Za-z][\w-]*$/.test(before) ? singular(before.toLowerCase()) : undefined;
  // Not a collection another path parameter is named for: Just Eat's `/checkout/{tenant}/{checkoutId}` picks a checkout
  // by `{checkoutId}`, and "checkout 0a1b2c" says nothing of its `{tenant}`.
  const namedByOther = (candidate: string) => step.inputs.some((other) => other !== input && other.location === 'path' && (knownReference(other, step)?.nouns ?? []).some((own) => sameThing(own, candidate)));
  return noun !== undefined && !namedByOther(noun) ? [noun] : [];
}

/** A body's own name or title (not one inside an object it holds). */
export const isOwnName = (input: StepInput) => input.location === 'body' && input.path === undefined && /^(name|title)$/i.test(input.name);

/**
 * The identifier the task writes right after the thing an input refers to ("playlist PL123"), and no
 * other kind of given value: what a field deep in a body may take, where an address or handle the
 * task gives belongs to a field of its own (a registrant's `email`, not a meeting's `settings.contact_email`).
 */
export function idGivenAfterItsThing(task: string, input: StepInput, step: Step): string | undefined {
  // A file's name is no id of it ("the Box file 'NDA-Acme-2024.pdf'"): a search finds the id.
  if (isIdLike(input.name)) {
    const nouns = knownReference(input, step)?.nouns ?? [];
    // Of two such ids, the one at the end its object's description names ("The destination folder to copy the file to": Box's
    // copy `parent.id` is the folder after "into", not the one the file comes from).
    const role = describedRole(input.parent?.description ?? '');
    const named = idAfterNoun(task, nouns, step, false, role);
    // What a create makes is named after it, no id of one that exists: "Create a Box folder 'Q3' inside the folder 0" gives the folder 0.
    const made = named === undefined ? null : new RegExp(`${MADE_BEFORE}[\\w-]+\\s+['"\u2018\u201c]?${escapeRegExp(named)}`, 'iu').exec(task);
    const id = made ? idAfterNoun(task.slice(0, made.index) + ' '.repeat(made[0].length) + task.slice(made.index + made[0].length), nouns, step) : named;
    return id !== undefined && ((namesAnId(input) && FILE_NAME.test(id)) || !fitsFormat(id, input)) ? undefined : id;
  }
  // A string named for a thing takes an identifier written after that thing ("the price price_123"), not a number ("price 20").
  const value = input.type === 'string' ? idAfterNoun(task, [singular(input.name.toLowerCase())], step) : undefined;
  return value !== undefined && /[A-Za-z]/.test(value) && /\d/.test(value) ? value : undefined;
}

/** "Create a ", "make a new ", "create a Box ": the words before the thing a create makes, as a pattern's source. */
const MADE_BEFORE = String.raw`\b${MAKING_VERB}\s+(?:an?\s+)?(?:new\s+)?(?:\p{Lu}[\w-]*\s+)?`;

/** An input named for an id (`item.id`, `file_id`), not a key or a path, which a file's name may be (S3's `Key`). */
const namesAnId = (input: StepInput) => ID_WORDS.has(nameWords(input.name).at(-1) ?? '');

/** Prepositions a name may end in beside the stop words (Stripe's cursor `starting_after`): what follows them in a task is no value of theirs. */
const NAME_PREPOSITIONS = new Set(['after', 'before', 'since', 'until', 'during', 'over', 'under', 'between', 'within', 'near']);

/** Words that join a step's name, never part of a thing's compound name ("Get a user by id"). */
const FUNCTION_WORDS = new Set(['the', 'and', 'for', 'from', 'with', 'into', 'onto', 'over', 'under', 'by', 'via', 'per', 'all', 'its', 'their', 'your', 'this', 'that', 'new', 'one']);

/** Each step's name in lower-case words, read once: every input of a brief asks. */
const nameWordsOfStep = new WeakMap<Step, readonly string[]>();

/**
 * The thing's compound name in the step's own name, and its initials: a `{pull_number}` is a "pull request" ("Merge a pull
 * request"), which a task writes whole ("pull request 42") or by its initials ("PR #42").
 */
function compoundsOf(noun: string, step: Step): string[] {
  let words = nameWordsOfStep.get(step);
  if (!words) nameWordsOfStep.set(step, (words = splitWords(step.endpoint.name).map((word) => word.toLowerCase())));
  const at = words.findIndex((word) => singular(word) === noun);
  const next = at >= 0 ? words[at + 1] : undefined;
  // ("Request" is a stop word of API text, so function words are told apart by their own list.)
  return next === undefined || !/^[a-z]{3,}$/.test(next) || FUNCTION_WORDS.has(next) ? [] : [`${noun}${singular(next)}`, `${noun[0]}${next[0]}`];
}

/** A plural noun right after a number, which it counts ("5 stars", "3 units"); not a verb in its third person ("has", "does"). */
const COUNTED_NOUN = /^\s+(?!(?:ha|doe|goe|wa|thi|say|it)s\b)[a-z]{2,}[^\Ws]s\b/i;

/** The identifier a task writes after one of these nouns: "GitLab project 4821" → 4821, "floating IP 4711" → 4711. */
function idAfterNoun(task: string, nounList: readonly string[], step: Step, ownName = false, role?: IdRole): string | undefined {
  const squeezedTask = squeezed(task);
  for (const noun of new Set([...nounList, ...nounList.flatMap((noun) => compoundsOf(noun, step))])) {
    // Only plain words make a pattern (a name such as `filter[name]` or `$top` is no noun); most tasks never name the noun.
    // A preposition a name ends in is no thing (TomTom's `departAt`, Zoom's `schedule_for`), whatever the task writes after "at" or "for".
    if (!/^[a-z0-9]{2,}$/.test(noun) || STOP_WORDS.has(noun) || NAME_PREPOSITIONS.has(noun) || !squeezedTask.includes(noun)) continue;
    // A link written after a thing is no id of it ("upload the video https://…/launch.mp4"): links have rules of their own.
    const named = idOfRole(task, idPattern(noun), role);
    // A task's opening word before another thing's number is its verb: "Label issue #12 as bug" gives no label 12.
    const verb = named !== null && named.index === 0 && /^\S+\s+[a-z]+\s+#/i.test(named[0]);
    // A number before a plural noun counts that noun: "rate my last ride 5 stars" names no ride 5.
    const count = named !== null && /^\d+(?:\.\d+)?$/.test(named[1] ?? '') && COUNTED_NOUN.test(task.slice(named.index + named[0].length));
    // A number with cents is a sum, no id: "Refund 10.00 of the transaction …" names no refund 10.00; nor is a word of the
    // call's own name or path ("the projects v1" of Crucible's `/projects-v1/{key}`).
    const sum = named !== null && /^\d+\.\d\d$/.test(named[1] ?? '');
    const ownPathWord = named !== null && stepNameWords(step).has(stem((named[1] ?? named[2] ?? '').toLowerCase()));
    if (named && !verb && !count && !sum && !ownPathWord && !OPENS_WITH_LINK.test(named[1] ?? named[2])) return (named[1] ?? named[2]).replace(/[.:]+$/, '');
    // A key in capitals, said to be its key: "the Jira project with key OPS".
    const keyed = new RegExp(`\\b${noun}s?\\s+(?:with|whose)\\s+(?:the\\s+)?key\\s+(?:is\\s+)?([A-Z][A-Z0-9_]{1,19})(?![\\w-])`, 'i').exec(task)?.[1];
    if (keyed !== undefined && /^[A-Z][A-Z0-9_]+$/.test(keyed)) return keyed;
    // Not the API's own name ("the S3 bucket reports").
    const before = ownName || !mayNameBefore(task) ? undefined : idBeforePattern(noun).exec(task)?.[1];
    if (before && !apiNameWords(step).has(before.toLowerCase())) return before;
  }
  return undefined;
}

/** Where a value is sent ("into spreadsheet 9XyZ") and where it comes from ("from spreadsheet 1AbC"), right before the thing. */
const SENT_TO_BEFORE = /\b(?:to|into|onto)\s+(?:(?:the|a|an|my|our|its|their)\s+)?$/i;
const CAME_FROM_BEFORE = /\bfrom\s+(?:(?:the|a|an|my|our|its|their)\s+)?$/i;

/**
 * Where an id goes in a span: where it starts, where it ends, or (`set`) what a change sets, which is where a thing goes
 * ("move the card from list A to the list B" sets its `idList` to B); or (`found`) where a lookup finds things, never
 * where the task sends one.
 */
type IdRole = 'start' | 'end' | 'set' | 'found';

/**
 * Of two ids the task writes after one thing ("the Template tab of spreadsheet 1AbC into spreadsheet 9XyZ"), an input
 * where something ends (`destinationSpreadsheetId`) takes the one it is sent to, one where it starts the one it comes
 * from, and any other the first not sent to; of one, that one, unless it is written as the other end.
 */
function idOfRole(task: string, pattern: RegExp, role: IdRole | undefined): RegExpExecArray | null {
  const first = pattern.exec(task);
  if (!first) return null;
  const all = [...task.matchAll(new RegExp(pattern.source, 'gi'))];
  const sentTo = (match: RegExpMatchArray) => SENT_TO_BEFORE.test(task.slice(Math.max(0, (match.index ?? 0) - 24), match.index));
  const cameFrom = (match: RegExpMatchArray) => CAME_FROM_BEFORE.test(task.slice(Math.max(0, (match.index ?? 0) - 24), match.index));
  // One id, of the other end: "a transfer from account 2001" gives no destination account; nor one a thing is sent to a filter.
  if (all.length < 2) return (role === 'end' && cameFrom(first)) || ((role === 'start' || role === 'found') && sentTo(first)) ? null : first;
  const fitting = all.find(role === 'end' || role === 'set' ? sentTo : role === 'start' ? cameFrom : (match) => !sentTo(match));
  return (fitting as RegExpExecArray | undefined) ?? (role === 'found' ? null : first);
}

/** Text as names and the words a task writes are compared: lower case, without spaces, hyphens and underscores ("account number" is `account_number`). */
export const squeeze = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

/** The task squeezed, kept for the task being briefed: every input of every step asks. */
let lastSqueezed: { task: string; squeezed: string } | undefined;
function squeezed(task: string): string {
  if (lastSqueezed?.task !== task) lastSqueezed = { task, squeezed: squeeze(task) };
  return lastSqueezed.squeezed;
}

/** The extensions that end a file's name, not a host's. */
const FILE_EXTENSIONS = 'png|jpe?g|gif|webp|heic|bmp|tiff?|svg|pdf|csv|tsv|txt|rtf|odt|epub|json|jsonl|ndjson|parquet|xml|ya?ml|ics|zip|gz|tar|mp[34]|m4a|wav|flac|ogg|webm|mkv|avi|mov|docx?|xlsx?|pptx?|md|html?|js|ts|py|log|vtt|srt';
/** A host name: labels joined by dots, ending in a top-level domain ("example.com", "cname.vercel-dns.com"), not a file's extension ("invoice.png"). */
const HOST_NAME = new RegExp(`(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+(?!(?:${FILE_EXTENSIONS})(?![\\w@-]))[a-z]{2,}(?![\\w@-])`);
/** A whole value that is a host name; one written where things are ("the hosted zone example.com", "every A record on example.com"). */
const WHOLE_HOST_NAME = new RegExp(`^${HOST_NAME.source}$`);
/** Every host name a task writes, not inside a longer word, address or path. */
const ANY_HOST_NAME = new RegExp(`(?<![\\w.@/-])${HOST_NAME.source}`, 'g');
const PLACED_HOST_NAME = new RegExp(`\\b(?:of|on|in|(?:zone|domain)(?:\\s+for)?)\\s+(?:the\\s+)?(${HOST_NAME.source})`, 'g');
/** A file's name: a word ending in one of those extensions ("NDA-Acme-2024.pdf"). */
const FILE_NAME = new RegExp(`\\.(?:${FILE_EXTENSIONS})$`, 'i');
/** Every file name a text writes ("onboarding.mp4", "captions.vtt"). */
export const FILE_NAMES = new RegExp(`(?<![\\w./-])[\\w-][\\w.-]*\\.(?:${FILE_EXTENSIONS})(?![\\w-]|\\.[\\w-])`, 'gi');
/** A description of what a new thing is made from: GitLab's branch `ref`, "Create branch from commit sha or existing branch"; Gitea's "Name of the old branch to create from". */
const MADE_FROM = /\b(?:create|creates|created|creating|copy|branch|fork|clone)\b[^.]{0,40}?\bfrom\b/i;
/** What a task writes after "from", quoted or one word, where no other value follows it ("from main in project 4821", not "from list 5f1a…"). */
const WRITTEN_FROM = /\bfrom\s+(?:["'\u2018\u201c]([^"'\u2019\u201d]{1,100})["'\u2019\u201d]|([\w./-]*\w))(?=\s*$|\s*[,;.:!?)]|\s+(?:in|on|of|at|and|then|to|into|for|with|so|as)\b)/gi;

/**
 * What a create makes its thing from, for an input described so: "create a branch 'hotfix/1.4.1' from main" is GitLab's
 * `ref` main. The one such value the task writes; none where a span, an address or a number is meant.
 */
function madeFromFor(task: string, input: StepInput, step: Step): string | undefined {
  if (input.type !== 'string' || input.location === 'path' || spanRole(input) !== undefined || !stepWrites(step) || !MADE_FROM.test(firstSentence(input.description))) return undefined;
  const values = new Set([...task.matchAll(WRITTEN_FROM)].map((match) => match[1] ?? match[2]).filter((value) => !value.includes('@') && !/^\d+$/.test(value) && !STOP_WORDS.has(value.toLowerCase())));
  return values.size === 1 ? [...values][0] : undefined;
}

/** A format a task names for what it gets or makes: "export it as a PDF", "download it in CSV", "convert it to PNG". */
const NAMED_FORMAT = new RegExp(`\\b(?:as|in|into|to)\\s+(?:an?\\s+)?(${[...FORMAT_MEDIA_TYPES.keys()].join('|')})\\b`, 'gi');

/**
 * The media type of the one format the task names, for an input that takes a media type of a format (Drive's export
 * `mimeType`, "The MIME type of the format requested"; not a file's own, which a copy would convert): "as a PDF" is
 * `application/pdf`; of those the input allows, if it lists them.
 */
function mediaTypeFor(task: string, input: StepInput): string | undefined {
  if (!input.type.startsWith('string') || input.location === 'path' || !(/mime_?type|content_?type|media_?type/i.test(input.name) || /\b(?:MIME|media) type\b/i.test(input.description))
    || !/\bformat\b/i.test(input.description)) return undefined;
  const named = new Set([...task.matchAll(NAMED_FORMAT)].map((match) => FORMAT_MEDIA_TYPES.get(match[1].toLowerCase())!));
  const type = named.size === 1 ? [...named][0] : undefined;
  return type !== undefined && ((input.allowed?.length ?? 0) === 0 || input.allowed!.includes(type)) ? type : undefined;
}

/** Where a clause opens and its verb: what a task writes right after it is the verb's object. */
const AFTER_CLAUSE_VERB = String.raw`(?:^|[.;,:]\s*|\b(?:and|then)\s+)[A-Za-z]+\s+`;
/** Two or more ids, each with a digit, listed right after the verb that opens a clause: "Invite U024BE7LH and U024BE7LJ to …". */
const IDS_AFTER_VERB = new RegExp(String.raw`${AFTER_CLAUSE_VERB}([\w:.-]*\d[\w:.-]*(?:\s*,\s*(?:and\s+)?[\w:.-]*\d[\w:.-]*|\s+and\s+[\w:.-]*\d[\w:.-]*)+)(?![\w:.-])`, 'g');

/** What parts the values a task lists after one another: "U1, U2 and U3", "octocat and alice". */
const LISTED_APART = /\s*,\s*(?:and\s+)?|\s+and\s+/;

/**
 * The ids a task lists right after its verb, naming no thing ("Invite U024BE7LH and U024BE7LJ to the channel C024BE91L"), for
 * the one input of the step that takes several ids of a thing: Slack's invite `users`. Not where another input of the step
 * takes one of them.
 */
function idsAfterVerb(task: string, input: StepInput, step: Step): string | undefined {
  if (!takesSeveralValues(input) || knownReference(input, step)?.attribute !== 'id') return undefined;
  const lists = [...task.matchAll(IDS_AFTER_VERB)].map((match) => match[1].split(LISTED_APART).filter(Boolean));
  if (lists.length !== 1) return undefined;
  const rivals = [...step.inputs, ...step.nestedInputs].filter((other) => other !== input && takesSeveralValues(other) && knownReference(other, step)?.attribute === 'id');
  return rivals.length === 0 ? lists[0].join(LIST_SEPARATOR) : undefined;
}

/**
 * A handle written bare right after the verb that opens a clause, before where it goes: "Invite octocat to acme/widgets"; not
 * what is added to one of the things named before ("add blocks to one of them").
 */
const HANDLE_AFTER_VERB = new RegExp(String.raw`${AFTER_CLAUSE_VERB}([a-z0-9][a-z0-9_-]{1,38})\s+(?:as|from|on|in|into|to(?!\s+(?:one|it|them|each|every|all)\b))\b`, 'g');
/** Words after a verb that are no one's handle. */
const NO_HANDLE = new Set(['it', 'them', 'me', 'us', 'him', 'her', 'everyone', 'all', 'both', 'each', 'one', 'someone', 'user', 'users', 'member', 'members', 'people']);

/**
 * An account's handle written bare right after the clause's verb, for a path input that takes an account's name (GitHub's
 * `{username}`): "Invite octocat to acme/widgets as a collaborator". The one such word the task writes; none a stop word.
 */
function handleAfterVerb(task: string, input: StepInput, step: Step): string | undefined {
  if (input.location !== 'path' || !/^(?:user_?name|login|handle|screen_?name)$/i.test(input.name)) return undefined;
  const handles = new Set([...task.matchAll(HANDLE_AFTER_VERB)].map((match) => match[1]).filter((word) => !STOP_WORDS.has(word) && !NO_HANDLE.has(word) && !DETERMINERS.has(word)
    && !stepNameWords(step).has(stem(word))));
  return handles.size === 1 ? [...handles][0] : undefined;
}

/**
 * The handles a task lists after the verb a list of people is named for, and "to" or "from": "assigned to octocat and alice" is
 * GitHub's `assignees`, "reviews from octocat and alice" its `reviewers` (a name of "-ees" or "-ers" of that verb), each a login
 * its description says the list takes, or where it says nothing of what the list takes.
 */
function handlesForVerb(task: string, input: StepInput, step: Step): string | undefined {
  const verb = /^([a-z]{4,}?)(?:ees|ers)$/i.exec(input.name)?.[1]?.toLowerCase();
  // Its description says the list takes logins, or says nothing (Gitea's `reviewers`).
  if (verb === undefined || !input.type.startsWith('array of string') || !(input.description.trim() === '' || /\b(?:logins?|user\s?names?|handles?)\b/i.test(input.description))) return undefined;
  const handle = '([a-z0-9][a-z0-9_-]{1,38})';
  const listed = new RegExp(`\\b${verb}\\w*\\s+(?:(?:it|them|(?:each|all|both)(?:\\s+of\\s+them)?)\\s+)?(?:to|from)\\s+${handle}((?:\\s*,\\s*(?:and\\s+)?${handle}|\\s+and\\s+${handle})*)(?![\\w@-]|\\.\\w)`, 'i').exec(task);
  if (listed === null) return undefined;
  const handles = `${listed[1]}${listed[2]}`.split(LISTED_APART).filter(Boolean);
  return handles.every((word) => !STOP_WORDS.has(word.toLowerCase()) && !NO_HANDLE.has(word.toLowerCase()) && !DETERMINERS.has(word.toLowerCase()) && !stepNameWords(step).has(stem(word)))
    ? handles.join(LIST_SEPARATOR) : undefined;
}

/**
 * The value written after "to" in a clause whose verb redoes what an input names ("resize the droplet 'web-1' to s-2vcpu-4gb"
 * is DigitalOcean's resize `size`): a code, or a quoted value.
 */
function redoneTo(task: string, input: StepInput): string | undefined {
  // Not a path's value, which names the thing as it is (a rename's path takes the old name; `renamedTo` reads the new one).
  if (!/^[a-z]{4,}$/.test(input.name) || input.name === 'name' || input.location === 'path' || !input.type.startsWith('string') || !task.toLowerCase().includes(`re${input.name}`)) return undefined;
  const written = new RegExp(`\\bre${input.name}(?:s|d|ing)?\\b[^.;]*?\\bto\\s+(?:${QUOTED_TEXT.source}|([\\w.:-]*\\d[\\w.:-]*[\\w]))`, 'i').exec(task);
  return written === null ? undefined : written[1] ?? written[2];
}

/** A cell of a row as a task lists it: quoted, or one bare word or number ("Name", "42", "jane@acme.com"), or a name of capitalised words ("Jane Doe"). */
const ROW_CELL = `(?:'[^']{0,200}'|"[^"]{0,200}"|\u2018[^\u2019]{0,200}\u2019|\u201c[^\u201d]{0,200}\u201d|[\\w@+-]+(?:\\.[\\w@+-]+)*(?:\\s[A-Z][\\w-]*)*)`;
/** The cells a task lists after "row": "the row 'Jane Doe', 'jane@acme.com', 'Acme'", "the header row Name, Email, Company". */
// Case-sensitive, so a name's words are capitalised ones: "Company into A1:C1" is one cell and more words.
const ROW_LISTED = new RegExp(`\\b[Rr]ows?\\s+(?:of\\s+)?\\[?(${ROW_CELL}(?:\\s*,\\s*${ROW_CELL})+(?:\\s*,?\\s+and\\s+${ROW_CELL})?)`);

/** The one row of cells a task lists, for a grid (a list of lists: Sheets' `values`), which takes it as its one row. */
function rowFor(task: string, input: StepInput): string | undefined {
  if (!input.type.startsWith('array of array of')) return undefined;
  const listed = ROW_LISTED.exec(task)?.[1];
  if (listed === undefined) return undefined;
  const cells = [...listed.matchAll(new RegExp(ROW_CELL, 'g'))].map((match) => match[0].replace(/^['"\u2018\u201c]|['"\u2019\u201d]$/g, '')).filter((cell) => cell.toLowerCase() !== 'and');
  return cells.join(LIST_SEPARATOR);
}

/** A cell the task names as one: "cell B2". */
const NAMED_CELL = /\bcell\s+([A-Z]{1,3}\d+)(?![\w:!])/g;
/** Cells written as the span between two: "cells A1 to D20", "A2 through C9". */
const CELL_SPAN = /(?<![\w!:$-])([A-Z]{1,3}\d+)\s+(?:to|through|thru)\s+([A-Z]{1,3}\d+)(?![\w:!-])/g;
/** A sheet the task names by a quoted name beside "tab" or "sheet": "its 'Expenses' tab", "the sheet 'Q3'". */
const SHEET_NAMED = /['\u2018]([^'\u2019]{1,100})['\u2019]\s+(?:tab|sheet|worksheet)\b|\b(?:tab|sheet|worksheet)\s+['\u2018]([^'\u2019]{1,100})['\u2019]/gi;

/** The one range of cells the task writes, for an input named a range or said to take one in A1 notation (Sheets' `{range}`). */
function a1RangeFor(task: string, input: StepInput): string | undefined {
  if (!input.type.startsWith('string') || (!/^range$/i.test(input.name) && !/\bA1 notation\b/i.test(input.description))) return undefined;
  // Cells written as a span ("cells A1 to D20") are a range too.
  const ranges = new Set([...cellRanges(task), ...[...task.matchAll(CELL_SPAN)].map((match) => `${match[1]}:${match[2]}`)]);
  const sheets = new Set([...task.matchAll(SHEET_NAMED)].map((match) => match[1] ?? match[2]));
  const sheet = sheets.size === 1 ? [...sheets].map((name) => (/^\w+$/.test(name) ? name : `'${name}'`))[0] : undefined;
  // A range on a sheet the task names by its tab is that sheet's ("A1 to D20 of the 'Budget' tab" → `Budget!A1:D20`).
  if (ranges.size > 0) return ranges.size === 1 ? [...ranges].map((range) => (sheet !== undefined && !range.includes('!') ? `${sheet}!${range}` : range))[0] : undefined;
  // Else a cell the task names as one ("cell B2"), on a sheet it names by its tab ("the sheet 'Summary'" → `Summary!B2`); or a
  // whole sheet ("to its 'Expenses' tab"): a sheet's name is its range.
  const cells = new Set([...task.matchAll(NAMED_CELL)].map((match) => match[1]));
  if (cells.size > 1 || sheets.size > 1 || input.location !== 'path') return undefined;
  const [cell] = [...cells];
  return sheet !== undefined && cell !== undefined ? `${sheet}!${cell}` : sheet ?? cell;
}

/** A file's path from where its tree starts, no slash before it: "docs/old.md", "src/app/main.ts". */
const RELATIVE_FILE_PATHS = new RegExp(`(?<![\\w./:@-])(?:[\\w-][\\w.-]*/)+[\\w-][\\w.-]*\\.(?:${FILE_EXTENSIONS})(?![\\w/-]|\\.[\\w-])`, 'gi');
/** A whole value that is such a path: sent with its slashes, as a path from the root is. */
export const WHOLE_RELATIVE_FILE_PATH = new RegExp(`^${RELATIVE_FILE_PATHS.source}$`, 'i');
/** What a description may say a path's id can be instead, and the shape of such a value. */
// A user's principal name is written as an address (Azure AD's `{upnOrObjectId}`, "The object ID or principal name of the user").
const DESCRIBED_ALTERNATIVES: readonly (readonly [RegExp, RegExp])[] = [[/\bemail address\b|\b(?:user )?principal name\b/i, EMAIL_ADDRESS], [/\bfile ?name\b/i, FILE_NAMES]];
/**
 * The alternative a body input's description may offer: a channel's or user's `@name`, written with its `@`, where the
 * description shows that form ("in the format @channelusername", "e.g. @acme", "such as @support"); no package (`@org/proj`)
 * nor domain (`@acme.com`).
 */
const BODY_ALTERNATIVES: readonly (readonly [RegExp, RegExp])[] = [[/(?:\bformat|\be\.g\.|\bfor example|\bsuch as|\blike)\s*:?\s*[`'"]?@\w+(?![\w/@]|\.\w)/i, /@\w+(?![\w/@]|\.\w)/]];

/** A `name:tag` written as code, no link (`nginx:latest`). An underscore or a slash inside a word was tried too: it cost a check link. */
const CODE_LIKE = /(?![a-z]+:\/\/)[A-Za-z][\w.-]*:[\w.:-]*\w/;

/** A name in snake case, as an id the caller chose is written ("the DAG nightly_etl"): no word of prose is; nor the start of an address ("c_team@group.calendar.google.com"). */
const SNAKE_CASE = /[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w@-]|\.\w)/;
const WHOLE_SNAKE_CASE = new RegExp(`^${SNAKE_CASE.source}$`);

/** The pattern of an id written after a noun, compiled once per noun (a few hundred recur: id, user, project…). */
const idPatterns = new Map<string, RegExp>();
const ID_PATTERNS_KEPT = 2_000;
function idPattern(noun: string): RegExp {
  let pattern = idPatterns.get(noun);
  if (!pattern) {
    // A noun a path runs together (`floating_ips` → floatingip) may be written apart ("floating IP 4711").
    const spaced = noun.length >= 6 ? noun.split('').join('[\\s_-]?') : noun;
    // The value holds a digit ("project 4821", "PR #42", "pull request #42", "the user with id 00u1abcd", "zip code 69256", "the order whose number
    // is 1001"; a base64 id keeps its padding, "AAMkAGI2TG93AAA="), is a host name ("the domain example.com"), a `name:tag` ("the image nginx:latest") or a name in snake case
    // ("the DAG weekly_report"; one in kebab case is a thing's name more often than its id); quoted
    // whole, it is one such word ("the episode 'abc123'"), not a name that holds a digit ("'Q3 Launch'").
    pattern = new RegExp(`\\b${spaced}s?\\s+(?:(?:with|whose)\\s+(?:the\\s+)?(?:id|identifier|number)\\s+(?:is\\s+|of\\s+)?|#|[a-z]+\\s+#|no\\.?\\s*|id\\s+|number\\s+|code\\s+)?(?:([\\w./:-]*\\d[\\w./:-]*={0,2}|${HOST_NAME.source}|${CODE_LIKE.source}|${SNAKE_CASE.source})|['"\u2018\u201c]([\\w.:-]*\\d[\\w.:-]*)['"\u2019\u201d](?!\\w))`, 'i');
    if (idPatterns.size >= ID_PATTERNS_KEPT) idPatterns.clear();
    idPatterns.set(noun, pattern);
  }
  return pattern;
}

/** Whether a task writes any identifier after a definite determiner, read once per task: most write none, and every noun asks. */
let lastBefore: { task: string; may: boolean } | undefined;
function mayNameBefore(task: string): boolean {
  if (lastBefore?.task !== task) lastBefore = { task, may: /\b(?:the|my|our|their)\s+[\w.:-]*\d/i.test(task) };
  return lastBefore.may;
}

/** The words of a step's API key and title, lower case: a value is never one of them. */
const apiNames = new WeakMap<Step, ReadonlySet<string>>();
export function apiNameWords(step: Step): ReadonlySet<string> {
  let words = apiNames.get(step);
  if (!words) {
    words = new Set(splitWords(`${step.api.key} ${step.api.title}`).map((word) => word.toLowerCase()));
    apiNames.set(step, words);
  }
  return words;
}

/**
 * An identifier written between a definite determiner and its one thing: "the fra1 region", "the ubuntu-22-04-x64 image";
 * not a kind of things ("the p2svpn gateways"), nor what "a" or "an" says of a new one ("a cx22 server" is its type, not its id).
 */
const idBeforePatterns = new Map<string, RegExp>();
function idBeforePattern(noun: string): RegExp {
  let pattern = idBeforePatterns.get(noun);
  if (!pattern) {
    pattern = new RegExp(`\\b(?:the|my|our|their)\\s+([A-Za-z][\\w.:-]*\\d[\\w.:-]*|\\d[\\w.:-]*[A-Za-z][\\w.:-]*)\\s+${noun}\\b`, 'i');
    if (idBeforePatterns.size >= ID_PATTERNS_KEPT) idBeforePatterns.clear();
    idBeforePatterns.set(noun, pattern);
  }
  return pattern;
}

/**
 * A keyword the spec lets the caller pass for a value: 'use the "primary" keyword', "the special
 * value `me`", "pass me as the value for userId" (Zoom). Text normalising may have dropped the quotes ("the special value me can be used"); a
 * bare one counts only before what ends its naming (a verb, a stop), as "the special value request
 * body" names no one word.
 */
const OFFERED_KEYWORD = /\bpass\s+\\?[`'"“]?(me)\\?[`'"”]?\s+as\b|\bspecial value\s+(?:\\?[`'"“]([\w-]+)\\?[`'"”]|([\w-]+)(?=\s*(?:(?:can|may|to|is)\b|[.,;)])))|\bkeyword\s+[`'"“]([\w-]+)[`'"”]|[`'"“]([\w-]+)[`'"”]\s+keyword\b|\buse\s+[`'"“]([\w-]+)[`'"”]\s+for\b/i;
/** Words by which a task speaks of its own account, which a spec's `me` stands for. */
const OWN_WORDS = ['me', 'my', 'mine', 'i'];
/** Whether the task speaks of the caller's own things ("my latest tweets"). */
export const speaksOfOwn = (task: string) => (task.toLowerCase().match(/[a-z]+/g) ?? []).some((word) => OWN_WORDS.includes(word));

/**
 * The signed-in account's own keyword a path input's description offers (Gmail's `{userId}`, "The special value `me` can be
 * used to indicate the authenticated user"), where the task names no one by an address or a handle: whose mailbox the task
 * means when it says no one's.
 */
export function ownAccountKeyword(task: string, input: StepInput): string | undefined {
  if (input.location !== 'path') return undefined;
  const offered = OFFERED_KEYWORD.exec(input.description);
  return offered && offeredWord(offered) === 'me' && !NAMED_ACCOUNT.test(task.replace(CORRESPONDENTS, ' ')) ? 'me' : undefined;
}
/** An address or a handle anywhere in a text: someone the task names. */
const NAMED_ACCOUNT = new RegExp(`${EMAIL_ADDRESS.source}|${AT_HANDLE.source}`);
/** Addresses or handles written after what one writes to or hears from ("to lee@acme.com and kim@acme.com", "from boss@acme.com"): whom the account corresponds with, not whose account it is. */
const CORRESPONDENTS = new RegExp(`\\b(?:from|to|cc|bcc|with)\\s+(?:${NAMED_ACCOUNT.source})(?:\\s*(?:,|,?\\s*and|,?\\s*or)\\s*(?:${NAMED_ACCOUNT.source}))*`, 'gi');
/** The keyword a description's offer names, whichever of its forms it is written in. */
const offeredWord = (offered: RegExpExecArray) => offered[1] ?? offered[2] ?? offered[3] ?? offered[4] ?? offered[5] ?? offered[6];

/** The keyword an input's description offers, when the task says it ("my primary calendar"), or says "my" for `me`. */
export function offeredKeyword(task: string, input: StepInput, step: Step): string | undefined {
  // A path's value the spec offers for a case the task names ("the root folder") is the task's, as a keyword it writes is.
  return offeredKeywordWritten(task, input, step) ?? (input.location === 'path' ? caseValue(task, input) : undefined);
}

/** A keyword the description offers and the task writes, or says "my" of. */
function offeredKeywordWritten(task: string, input: StepInput, step: Step): string | undefined {
  const offered = OFFERED_KEYWORD.exec(input.description);
  if (!offered) return undefined;
  const keyword = offeredWord(offered);
  const words = new Set(task.toLowerCase().match(/[a-z]+/g) ?? []);
  // A hyphenated keyword is one word of the task ("start a fine-tune" and OpenAI's purpose "fine-tune").
  const written = keyword.includes('-') ? new RegExp(`(?<![\\w-])${escapeRegExp(keyword)}(?![\\w-])`, 'i').test(task) : words.has(keyword.toLowerCase());
  return written || (keyword === 'me' && speaksOfOwn(task)) || ownThingKeyword(task, input, step, offered) ? keyword : undefined;
}

/**
 * A value a description offers for a case it names, in two words: "Use 0 for the user's root folder", "The root folder of a Box
 * account is always represented by the ID 0" (Box's `folder_id`). Descriptions are read without
 * their code quotes, so the value is whatever word stands where the quoted one stood.
 */
const CASE_VALUE = /\b(?:use|pass|specify)\s+([\w-]*\w)\s+for\s+(?:the|a|an)\s+(?:\w+['’]s\s+)?([a-z]+)\s+([a-z]+)\b|\b(?:the|a|an)\s+([a-z]+)\s+([a-z]+)\b[^.]{0,60}?\b(?:is|are)\s+(?:always\s+)?(?:represented|identified|denoted)\s+by\s+(?:the\s+)?(?:id|value)\s+([\w-]*\w)/i;

/**
 * The value a description offers for a case the task names with its article ("at the root", "in the root folder"), where
 * neither of the case's words is a stop word: what the task writes for the input, though it writes no value.
 */
function caseValue(task: string, input: StepInput): string | undefined {
  const offered = CASE_VALUE.exec(input.description);
  if (!offered) return undefined;
  const [value, modifier, head] = offered[1] !== undefined ? [offered[1], offered[2], offered[3]] : [offered[6], offered[4], offered[5]];
  if (modifier.length < 3 || [modifier, head].some((word) => STOP_WORDS.has(word.toLowerCase()))) return undefined;
  // The case whole ("the root folder"), or its first word where the phrase ends there ("at the root and …"), not another case ("the root user").
  return new RegExp(`\\b(?:the|my|our|your|its|their)\\s+${modifier}(?:\\s+${head}s?\\b|${CASE_ENDS})`, 'i').test(task) ? value : undefined;
}
/** Where a case written by its first word alone ends: the text's end, a stop, or a word that starts another part. */
const CASE_ENDS = '(?=\\s*$|\\s*[,;.!?)]|\\s+(?:and|then|of|in|on|to|for|with|at|from|into|by|that|which|where)\\b)';

/**
 * A keyword offered for the signed-in user's own thing ("the primary calendar of the currently logged in user, use the
 * 'primary' keyword"), where the task says "my" of that thing, with no word between but the API's name, and names no other:
 * "my Google Calendar event", not "my Family calendar", "my first calendar", "my calendar 'Work'".
 */
function ownThingKeyword(task: string, input: StepInput, step: Step, offered: RegExpExecArray): boolean {
  const noun = inputNoun(input, '');
  const sentence = input.description.slice(Math.max(0, input.description.lastIndexOf('.', offered.index) + 1), offered.index + offered[0].length);
  if (noun === undefined || noun.length < 3 || !AUTHENTICATED_USER.test(sentence)) return false;
  const said = new RegExp(`\\bmy\\s+((?:[\\w-]+\\s+){0,2})${escapeRegExp(noun)}\\b(?!\\s+(?:named|called|titled)\\b|\\s*['"\u2018\u201c])`, 'i').exec(task);
  return said !== null && splitWords(said[1]).every((word) => word.length > 2 && [...apiNameWords(step)].some((apiWord) => apiWord.startsWith(word)));
}

/** Any stop word, as a pattern: a word after a name that is no value of it. */
const ANY_STOP_WORD = `(?:${[...STOP_WORDS].join('|')})\\b`;

/**
 * A value of two adjacent path parameters (`/repos/{owner}/{repo}`) from the one slash-joined pair
 * the task writes ("octocat/hello-world"): the first part for the first, the second for the second.
 */
function pairedValue(task: string, input: StepInput, step: Step): string | undefined {
  if (input.location !== 'path') return undefined;
  const pair = /\{([^}]+)\}\/\{([^}]+)\}/.exec(step.endpoint.path);
  if (!pair || (pair[1] !== input.name && pair[2] !== input.name)) return undefined;
  // Not "and/or", "to/from"; a repository may well be called "api" ("acme/api").
  // Nor a file's path ("docs/old.md"), unless the second of the pair takes one (S3's `{Key}`).
  const filePathPair = /key|path|file|object/i.test(pair[2]);
  const all = [...task.matchAll(SLASH_PAIR)].filter((match) => !STOP_WORDS.has(match[1].toLowerCase()) && (filePathPair || !FILE_NAME.test(match[2])));
  // Of several ("repo acme/webapp … from feature/login"), the one written right after the thing the path names.
  const thing = step.endpoint.path.split('/{')[0].split('/').at(-1)?.toLowerCase() ?? '';
  const wordBefore = (match: RegExpExecArray) => /(\w+)\W*$/.exec(task.slice(0, match.index ?? 0))?.[1]?.toLowerCase() ?? '';
  const namesThing = (before: string) => before.length >= 3 && thing.length >= 3 && (thing.startsWith(before) || before.startsWith(singular(thing)));
  const afterThing = all.filter((match) => namesThing(wordBefore(match)));
  // Else the one no other thing's word comes right before: "in acme/widgets from branch feature/login" (a branch's name), nor
  // a span's end ("in acme/api from feature/login into main").
  const spanEnds = new Set(writtenSpans(task).flatMap((span) => [span[1], span[2]]));
  const unclaimed = all.filter((match) => {
    const before = wordBefore(match);
    return (STOP_WORDS.has(before) || before.length < 3 || namesThing(before)) && !spanEnds.has(match[0]);
  });
  const written = all.length === 1 ? all : afterThing.length > 0 ? afterThing : unclaimed;
  if (written.length !== 1) return undefined;
  // "the bucket acme-backups under the key nightly/backup.tar.gz": where the task writes the first parameter's own
  // value after its name, the pair is one value of the second (an S3 key holds slashes).
  const first = singular(splitWords(pair[1]).at(-1) ?? '');
  const named = new RegExp(`\\b${first}s?\\s+(?!${ANY_STOP_WORD})([\\w.-]+)`, 'i').exec(task);
  if (first.length > 2 && named && named[1] !== written[0][1]) return undefined;
  return pair[1] === input.name ? written[0][1] : written[0][2];
}

/** Two names a task writes as a pair, "between Michigan and Ohio State", "Arsenal vs Chelsea": capitalised or quoted. */
const NAME_OR_QUOTED = `(${CAPITALISED_NAME}|${QUOTED_TEXT.source})`;
const NAME_PAIR = new RegExp(`(?:\\bbetween\\s+${NAME_OR_QUOTED}\\s+and\\s+|(?<![\\p{L}])${NAME_OR_QUOTED}\\s+(?:vs\\.?|versus|v\\.?)\\s+)${NAME_OR_QUOTED}`, 'gu');

/**
 * The two values of a pair of inputs numbered 1 and 2 (College Football Data's `team1` and `team2`) from the one pair of names
 * the task writes: "between Michigan and Ohio State", the first for the first.
 */
function numberedPairValue(task: string, input: StepInput, step: Step): string | undefined {
  const numbered = /^(.*?[a-z])(_?)([12])$/i.exec(input.name);
  if (!numbered || !input.type.startsWith('string')) return undefined;
  const other = `${numbered[1]}${numbered[2]}${numbered[3] === '1' ? '2' : '1'}`;
  if (!step.inputs.some((candidate) => candidate.location === input.location && candidate.name.toLowerCase() === other.toLowerCase())) return undefined;
  const pairs = [...task.matchAll(NAME_PAIR)];
  if (pairs.length !== 1) return undefined;
  // Each name is a capitalised run or a quote's text (the quote a group of its own): the first in either form, then the second.
  const [first, second] = [pairs[0][2] ?? pairs[0][1] ?? pairs[0][4] ?? pairs[0][3], pairs[0][6] ?? pairs[0][5]];
  return numbered[3] === '1' ? first : second;
}

/** Whether the task's words (singular) name one of the nouns; true when there are none to name. */
const mentions = (taskWords: ReadonlySet<string>, nouns: readonly string[]) => nouns.length === 0 || nouns.some((noun) => taskWords.has(noun));

/**
 * A create (POST on a collection) makes a new thing: it takes nothing from a call on one of that
 * collection's things (`GET /aliases/{Name}` beside `POST /aliases`), which is another thing, or the
 * one it makes. Copying one thing's `name`, `labels` or `slug` into the next was the brief's doing,
 * not the task's; and it turned the order round.
 */
function makesAnother(consumer: Step, producer: Step): boolean {
  return consumer.endpoint.method === 'POST' && /^\{[^}/]+\}$/.test(pathBelow(producer, consumer) ?? '');
}

/**
 * How much better a change's answer must fit a lookup's input than a lookup's answer does to be
 * taken instead: the made thing's own `id` (3.3) against the listed things' `messages[].id` (3.2).
 */
const FOUND_OVER_MADE_MARGIN = 0.2;

/**
 * A word of an input's name beyond its thing and what of that thing it takes (`quote` of `quote_tweet_id`, `tagged` of
 * `tagged_user_ids`) that the task never says.
 */
function unsaidQualifier(input: StepInput, nouns: readonly string[], taskWords: ReadonlySet<string>): boolean {
  return nameWords(input.name).some((word) => {
    const lower = singular(word.toLowerCase());
    return lower.length > 2 && !STOP_WORDS.has(lower) && !ATTRIBUTES.has(lower) && !ID_WORDS.has(lower) && !nouns.some((noun) => sameThing(noun, lower) || noun.includes(lower) || lower.startsWith(noun))
      && !taskWords.has(lower) && !taskWords.has(stem(lower));
  });
}

/**
 * The code in capitals a task adds or removes as a thing, for an input named for adding or removing such things: "by adding
 * the STARRED label" is Gmail's `addLabelIds`, "remove label INBOX" its `removeLabelIds`. A name is no id; a code is.
 */
export function codeAddedOrRemoved(task: string, input: StepInput): string | undefined {
  const [first, ...rest] = nameWords(input.name);
  const verbs = ADDING.test(first ?? '') ? ADDING : REMOVING.test(first ?? '') ? REMOVING : undefined;
  const thing = rest.map((word) => singular(word.toLowerCase())).filter((word) => !ID_WORDS.has(word)).at(-1);
  if (verbs === undefined || thing === undefined || thing.length < 3 || !input.type.startsWith('array of string')) return undefined;
  const said = verbs.source.replace(/^\^/, '').replace(/\$$/, '');
  const code = '([A-Z][A-Z0-9_]{2,})';
  const match = new RegExp(`\\b${said}\\s+(?:the\\s+)?(?:${code}\\s+${escapeRegExp(thing)}s?\\b|${escapeRegExp(thing)}s?\\s+${code}(?![\\w-]))`, 'i').exec(task);
  const value = match?.[1] ?? match?.[2];
  return value !== undefined && /^[A-Z0-9_]+$/.test(value) ? value : undefined;
}

/** Words that add to a thing's set of things, as a pair of inputs opens their names (`addLabelIds`). */
const ADDING = /^(?:add(?:s|ed|ing)?|apply(?:ing)?|applie[sd]|attach(?:es|ed|ing)?|assign(?:s|ed|ing)?|includ(?:e|es|ed|ing))$/i;
/** Words that take something away: an input named with one undoes what the task asks unless the task says one. */
const REMOVING = /^(?:remov(?:e|es|ed|ing)|delet(?:e|es|ed|ing)|exclud(?:e|es|ed|ing)|unset|clear(?:s|ed|ing)?|drop(?:s|ped|ping)?|detach(?:es|ed|ing)?|unassign(?:s|ed|ing)?|untag|unlabel|strip(?:s|ped|ping)?)$/i;

/** A step about the signed-in user: its path ends at `/me` (`GET /2/users/me`, `GET /v1/me`). */
/** The signed-in user's own lookup (`GET /2/users/me`, Graph's `/me`). */
export const isMe = (step: Step) => /\/me$/.test(step.endpoint.path);
/** An input's description saying it is the signed-in user's own: "the authenticated user", "the currently logged-in user". */
const AUTHENTICATED_USER = /\bauthenticated\b|\bcurrently (?:logged|signed)[ -]in\b/i;

/**
 * "Create a folder inside the folder 0, then copy the file into it": a thing's id the task gives is taken by
 * the step that makes another such thing under it (as its parent, not as its own name or id); a later step
 * on a thing of that kind acts on the one made.
 */
function madeFromGiven(steps: readonly Step[], consumerIx: number, input: StepInput, given: string, task: string): boolean {
  const reference = knownReference(input, steps[consumerIx]);
  // Only an id names the thing made: a link the task gives (a stream target's `url`) is sent as given, whoever took it first.
  if (reference?.attribute !== undefined && reference.attribute !== 'id') return false;
  const nouns = reference?.nouns ?? [];
  // Another such thing by its very name: a retweet is no other tweet under the one retweeted.
  // A call that picks the thing by its path acts on it (Graph's message `move`), and makes none of it.
  return steps.some((maker, makerIx) => makerIx !== consumerIx && maker.endpoint.method === 'POST' && nouns.includes(maker.noun)
    && [...maker.inputs, ...maker.nestedInputs].some((other) => other.location !== 'path' && !isOwnName(other) && !ownIdentity(other, maker)
      && (knownReference(other, maker)?.nouns ?? []).some((noun) => nouns.includes(noun)) && givenValue(task, other, maker) === given));
}

/**
 * The name the task gives a thing another step makes, written again for an input named for that thing: "put issue #88 on the
 * milestone 'v3.2', creating the milestone first" sends the issue's `milestone` the made milestone, not its title.
 */
function madeByName(steps: readonly Step[], consumerIx: number, input: StepInput, given: string, task: string): boolean {
  const thing = singular(nameWords(input.name).join('').toLowerCase());
  // Not where the name is how the input picks the thing: Vercel's `{domain}` to verify is "The domain name".
  // Nor where a path picks it by what the task writes ("the domain example.com"): only a quoted name names the new thing.
  if (isOwnName(input) || input.location === 'path' || thing.length < 3 || SAYS_NAME.test(input.description) || (knownReference(input, steps[consumerIx])?.attribute ?? 'id') !== 'id'
    || ![...task.matchAll(QUOTED_TEXT)].some((quoted) => quoted[1] === given)) return false;
  return steps.some((maker, makerIx) => makerIx !== consumerIx && maker.endpoint.method === 'POST' && maker.noun === thing
    && maker.inputs.some((other) => isOwnName(other) && givenValue(task, other, maker) === given));
}

/**
 * A path's id the task writes as the quoted name another step gives the thing it makes: "Create a Teams channel 'incident-42'
 * … and post … in it" posts in the channel the create made, whose id is no name.
 */
function pathNamesMade(steps: readonly Step[], consumerIx: number, input: StepInput, given: string, task: string): boolean {
  const nouns = knownReference(input, steps[consumerIx])?.nouns ?? [];
  if (input.location !== 'path' || !isIdLike(input.name) || !new RegExp(`["'\u2018\u201c]${escapeRegExp(given)}["'\u2019\u201d]`).test(task)) return false;
  return steps.some((maker, makerIx) => makerIx !== consumerIx && makesItsThing(maker) && nouns.some((noun) => sameThing(noun, maker.noun))
    && quotedAfterThing(maker.noun, given).test(task));
}

/** Whether a change's answer field is a value it was sent, an id of a thing the task names, which the lookup gives it and the task does not. */
function echoesLookup(steps: readonly Step[], fit: ProducerFit & { producer: number }, lookup: number, task: string, taskWords: ReadonlySet<string>): boolean {
  // A field inside the sent object (`snippet.videoId`), not the answer's own `id`, which names what the change made.
  const change = steps[fit.producer];
  if (!fit.fieldPath.includes('.')) return false;
  const sent = change.nestedInputs.find((input) => input.path === fit.fieldPath);
  // An id of a thing the task names ("like the top result … comment on it": the video's `videoId`), as optional nested ids are taken.
  const thing = singular(normalName(fit.fieldPath.split('.').at(-1) ?? '').replace(/id$/, ''));
  return sent !== undefined && thing.length > 2 && taskWords.has(thing)
    && givenValue(task, sent, change) === undefined && producerFit(sent, change, steps[lookup]) !== undefined;
}

/**
 * A name quoted after the input's own thing ("the milestone 'Q3'" for GitHub's `milestone`, which takes a milestone's number)
 * where another step lists those things by name: the value picks one of them, whose id the input takes.
 */
function namedInList(steps: readonly Step[], consumerIx: number, input: StepInput, given: string, task: string): boolean {
  const thing = singular(input.name.toLowerCase());
  if (!/^[a-z]{3,}$/.test(thing) || !quotedAfterThing(thing, given).test(task)) return false;
  return steps.some((lookup, ix) => ix !== consumerIx && lookup.endpoint.method === 'GET' && sameThing(lookup.noun, thing)
    && lookup.outputs.some((field) => /\[\]\.(?:name|title)$/.test(field.path)));
}

/**
 * The task picks one of the things a lookup lists about the thing the given value names ("find images similar to image
 * 1234567890 and download the first one"): that value is the lookup's, and the pick is one of its answer's things.
 */
function pickedFromListOfGiven(steps: readonly Step[], consumerIx: number, input: StepInput, given: string, task: string): boolean {
  // An ordinal of the given thing's own kind picks that thing, no other ("the latest Vercel deployment's events for deployment
  // dpl_89Ab"): it is the one given.
  const nouns = knownReference(input, steps[consumerIx])?.nouns ?? [];
  const words = splitWords(task).map((word) => word.toLowerCase());
  if (!words.some((word, at) => ORDINALS.has(word) && !words.slice(at + 1, at + 4).some((next) => nouns.some((noun) => sameThing(singular(next), noun))))) return false;
  return steps.some((lookup, ix) => ix !== consumerIx && lookup.endpoint.method === 'GET' && endingCollection(lookup.endpoint.path) !== undefined
    && lookup.inputs.some((other) => other.location === 'path' && givenValue(task, other, lookup) === given));
}

/**
 * The one lookup of another API that lists named things (`files[].id` beside `files[].name`), where the clause in which the task
 * names the input's thing by a quoted name also names that API by a word of its own: the lookup finds the thing.
 */
function foundByOtherApi(steps: readonly Step[], consumerIx: number, input: StepInput, task: string): { producer: number; fieldPath: string } | undefined {
  const consumer = steps[consumerIx];
  const named = (knownReference(input, consumer)?.nouns ?? []).flatMap((noun) => {
    const name = /^[a-z]{3,}$/.test(noun) ? quotedValue(task, noun) ?? nameOfThing(task, noun) : undefined;
    return name === undefined ? [] : [name];
  });
  const clause = named.length === 1 ? taskClauses(task).find((part) => part.includes(named[0])) : undefined;
  if (clause === undefined) return undefined;
  const clauseWords = new Set(splitWords(clause.replace(QUOTED_TEXT, ' ')));
  const consumerApi = apiNameWords(consumer);
  const lookups = steps.flatMap((step, ix) => {
    if (ix === consumerIx || step.endpoint.apiKey === consumer.endpoint.apiKey || step.endpoint.method !== 'GET' || stepWrites(step)) return [];
    const listed = searchResultId(step);
    const ownWord = [...apiNameWords(step)].some((word) => word.length > 3 && !consumerApi.has(word) && clauseWords.has(word));
    return listed !== undefined && step.outputByPath.has(listed.replace(/id$/, 'name')) && ownWord ? [{ producer: ix, fieldPath: listed }] : [];
  });
  return lookups.length === 1 ? lookups[0] : undefined;
}

/** How well "the first result" fits a search's listed things' `id`: a fallback, below any fit by name. */
const SEARCH_RESULT_SCORE = 1;

/** The `id` of the one list of things with ids a search answers with at its root (`images[].id`, beside `related_searches`). */
function searchResultId(search: Step): string | undefined {
  const lists = search.outputs.filter((field) => !field.path.includes('.') && !field.path.includes('[') && field.type.startsWith('array of') && search.outputByPath.has(`${field.path}[].id`));
  return lists.length === 1 ? `${lists[0].path}[].id` : undefined;
}

/** The thing a task sends things to: "to the folder named 'Archive'", "into the list 'Done'". */
const SENT_TO_THING = /\b(?:to|into|onto)\s+(?:the|a|an|my|our|its|their)\s+(?:[\w-]+\s+)??([a-z]{3,})\b/gi;

/** The one lookup listing the thing the task sends things to, for an id named only for that role (`DestinationId`). */
function destinationLookup(steps: readonly Step[], consumerIx: number, input: StepInput, task: string): { producer: number; fieldPath: string } | undefined {
  const words = nameWords(input.name).map((word) => word.toLowerCase());
  if (words.length !== 2 || !END_WORDS.has(words[0]) || !ID_WORDS.has(words[1])) return undefined;
  const things = new Set([...task.matchAll(SENT_TO_THING)].map((match) => singular(match[1].toLowerCase())));
  const lookups = steps.flatMap((step, ix) => {
    if (ix === consumerIx || step.endpoint.method !== 'GET' || stepWrites(step) || ![...things].some((thing) => sameThing(step.noun, thing))) return [];
    const listed = searchResultId(step);
    return listed === undefined ? [] : [{ producer: ix, fieldPath: listed }];
  });
  return lookups.length === 1 ? lookups[0] : undefined;
}

/**
 * A lookup whose answer lists things of the reference's kind at its root (`images[]` of GET /v3/images/{id}/similar), other
 * than the one its path takes where the consumer's path is not under that one (a slot type's versions are that slot type's).
 */
function listsOthersOfKind(input: StepInput, consumer: Step, producer: Step, reference: Reference | undefined): boolean {
  if (producer.endpoint.method !== 'GET' || reference === undefined) return false;
  const own = producer.endpoint.path.indexOf(`{${input.name}}`);
  if (own < 0 || consumer.endpoint.path.startsWith(producer.endpoint.path.slice(0, own + input.name.length + 2))) return false;
  return producer.outputs.some((field) => !field.path.includes('.') && field.type.startsWith('array of') && reference.nouns.some((noun) => singular(field.name.toLowerCase()) === noun));
}

/**
 * A copy of the thing the input picks, though the copy takes the original's id as the input does (PDF Generator's
 * `POST /templates/templateId/copy?templateId=…`): its answer is the new one, which a later step may take ("from the copy").
 */
function copiesIt(input: StepInput, consumer: Step, producer: Step): boolean {
  if (!makesCopy(producer)) return false;
  // The thing copied is named right before the verb, past an id the path spells without braces; or last, where the name
  // says it copies (SendGrid's `POST /marketing/singlesends/{id}`, "Duplicate Single Send").
  // An `actions` segment only groups the verbs (Mailchimp's `/campaigns/{campaign_id}/actions/replicate`).
  const literal = producer.endpoint.path.split('/').filter((segment) => /^[a-z][\w-]*$/i.test(segment) && !isIdLike(segment) && !/^actions?$/i.test(segment));
  const copied = COPY_VERB_SEGMENT.test(producer.endpoint.path) ? literal.at(-2) : literal.at(-1);
  return copied !== undefined && (knownReference(input, consumer)?.nouns ?? []).some((noun) => sameThing(noun, singular(copied.toLowerCase())));
}

/** What the id of a copy scores: as a collection's identifier does. */
const COPY_IDENTIFIER_SCORE = 1.8;

/**
 * The copy's own `id`, at the root of its answer, for an input that picks the kind of thing copied: Mailchimp's replicate
 * answers with the new campaign, whose path names no campaign (`/campaigns/{campaign_id}/actions/replicate`).
 */
function copyIdentifier(input: StepInput, consumer: Step, producer: Step): ProducerFit | undefined {
  const id = producer.outputByPath.get('id');
  return id !== undefined && /^(?:string|integer|number)/.test(id.type) && copiesIt(input, consumer, producer) ? { fieldPath: 'id', score: COPY_IDENTIFIER_SCORE } : undefined;
}

/** A path ending in the verb that copies a thing, whether its id is in the path or in the query (PDF Generator's `/templates/templateId/copy`). */
const COPY_VERB_SEGMENT = new RegExp(`/(?:${COPY_VERBS})/?$`, 'i');
/** A name opening with a verb that copies a thing: "Duplicate Single Send", "Replicate campaign". */
const COPY_NAME = new RegExp(`^(?:${COPY_VERBS})$`, 'i');
/** A POST that makes a copy of a thing, by its path's last word or its name's first. */
const makesCopy = (step: Step) => step.endpoint.method === 'POST' && (COPY_VERB_SEGMENT.test(step.endpoint.path) || COPY_NAME.test(splitWords(step.endpoint.name)[0] ?? ''));

/** "Download the copy": the task names what a copy step makes, which another step then takes instead of the original it copied. */
function copyNamed(steps: readonly Step[], consumerIx: number, task: string): boolean {
  return new RegExp(`\\bthe\\s+(?:new\\s+)?(?:${COPY_VERBS})\\b`, 'i').test(task)
    && steps.some((maker, ix) => ix !== consumerIx && makesCopy(maker));
}

/** Such an input outside the path, which takes several things' ids one of which the path may pick. */
const takesSeveral = (input: StepInput) => input.location !== 'path' && takesSeveralValues(input);

/** A read of a collection (GET on a path ending in its name): its answer stands for each thing listed, however its schema is drawn. */
/** A read of a collection (`GET /invoices`): its answer's list holds its things. */
export const listsThings = (step: Step) => step.endpoint.method === 'GET' && endingCollection(step.endpoint.path) !== undefined;

/** For every consumer input the task does not give a value, the best producer field among the other steps. */
export function inferBindings(steps: Step[], task: string): Binding[] {
  const bindings: Binding[] = [];
  const words = splitWords(task);
  // A `#name` the task writes is a channel by the chat apps' convention: "the last message in #alerts" speaks of a channel.
  const taskWords = new Set([...words.map(singular), ...(task.match(HASH_NAME) !== null ? [HASH_THING] : [])]);
  const taskStems = new Set(words.map((word) => stem(word.toLowerCase())));
  const readsBack = readsBackAfterChange(task, steps.some(stepWrites));
  // The things the task calls its own, as search reads them: "my X (Twitter) list 'Space news'".
  const ownThings = possessedWords(words).map(singular);
  const stepNouns = new Set(steps.map((step) => step.noun));
  steps.forEach((consumer, consumerIx) => {
    const ownedByTask = ownThings.some((word) => sameThing(word, consumer.noun));
    const inputs = threadableInputs(consumer, taskWords, stepNouns, task);
    const bindingsBefore = bindings.length;
    // Path inputs first: what the step acts on is settled before its other inputs are.
    for (const input of [...inputs.filter((input) => input.location === 'path'), ...inputs.filter((input) => input.location !== 'path')]) {
      // "My primary calendar": a keyword the spec offers for the value and the task says is the value, not another step's answer.
      if (offeredKeyword(task, input, consumer) !== undefined) continue;
      // "Add @nasa to my list", "to my playlist PL123": a value the task gives (its one handle or address, the id after the thing) is that value, not another step's answer.
      // A thing's name the task gives after a naming word, or a resource name made of such names, yields to a step that finds or answers with that thing.
      const given = givenValue(task, input, consumer);
      // So does a name in snake case read as an id ("the carrier stamps_com" may be its code, not its id), unless a digit marks it an id ("cus_9")
      // or its prefix spells the input's thing ("pm_card_visa" is a `payment_method`).
      const namedMade = given !== undefined && (madeByName(steps, consumerIx, input, given, task) || pathNamesMade(steps, consumerIx, input, given, task));
      if (given !== undefined && !madeFromGiven(steps, consumerIx, input, given, task) && !namedMade && !pickedFromListOfGiven(steps, consumerIx, input, given, task) && !namedInList(steps, consumerIx, input, given, task) && !(knownReference(input, consumer) !== undefined && copyNamed(steps, consumerIx, task)) && cuedNameFor(task, input) !== given && resourceNameFor(task, input) !== given
        && !(WHOLE_SNAKE_CASE.test(given) && !/\d/.test(given) && prefixedIdFor(task, input) !== given)) continue;
      // "Request a lyft_plus ride": a value the input allows, written in the task, is the one sent.
      if (allowedValueNamed(task, input, consumer, [...stepNouns]) !== undefined) continue;
      // "Label the messages 'Invoices'": of a pair of inputs that add and remove (`addLabelIds`, `removeLabelIds`), the removing one only where the task removes.
      if (!input.required && REMOVING.test(nameWords(input.name)[0] ?? '') && !words.some((word) => REMOVING.test(word))) continue;
      // And the adding one only where the task adds: "archive it by removing the INBOX label" adds none.
      if (!input.required && ADDING.test(nameWords(input.name)[0] ?? '') && words.some((word) => REMOVING.test(word)) && !words.some((word) => ADDING.test(word))
        && [...consumer.inputs, ...consumer.nestedInputs].some((other) => REMOVING.test(nameWords(other.name)[0] ?? ''))) continue;
      let best: (ProducerFit & { producer: number }) | undefined;
      let bestLookup: (ProducerFit & { producer: number }) | undefined;
      // Of two that fit alike, the one that does not itself need that thing's id by its path: Square's new gift card's
      // `gift_card.id`, not the same field of the retrieve that takes the card's `{id}`.
      const wanted = knownReference(input, consumer);
      const copyWanted = copyNamed(steps, consumerIx, task);
      const needsIt = (step: Step) => step.inputs.some((other) => other.location === 'path' && other.required && isIdLike(other.name) && sameReference(referenceOf(other, step), wanted));
      steps.forEach((producer, producerIx) => {
        if (producerIx === consumerIx || makesAnother(consumer, producer)) return;
        const found = producerFit(input, consumer, producer);
        // The one thing a step's path acts on is not what an input taking several things takes: "add the album's items to
        // the playlist" adds no playlist to itself (Jellyfin's `ids` beside `{playlistId}`, both the new playlist's `Id`).
        // A list's answer gives each its own item (an event's calendar and the one it moves to).
        const fit = found && takesSeveral(input) && !found.fieldPath.includes('[]') && !listsThings(producer) && bindings.some((other) => other.consumer === consumerIx
          && other.input.location === 'path' && other.producer === producerIx && other.fieldPath === found.fieldPath) ? undefined : found;
        // "My list": where the task calls the consumer's things its own, of two answers that fit alike
        // the signed-in user's (`GET /2/users/me`) is the one (whose lists are "my" lists).
        // So where the input's own description says it is the signed-in user's ("The ID of the authenticated source User");
        // else, of two that fit alike, another user than the signed-in one: "follow @github" follows GitHub's account.
        const meWanted = ownedByTask || AUTHENTICATED_USER.test(input.description);
        const tie = best !== undefined && fit !== undefined && fit.score === best.score && isMe(producer) !== isMe(steps[best.producer]);
        const mineFirst = tie && isMe(producer) === meWanted;
        const origin = best !== undefined && fit !== undefined && fit.score === best.score && needsIt(steps[best.producer]) && !needsIt(producer);
        // "Schedule the copy": the copy's answer, over the list the original was found in.
        const copy = best !== undefined && fit !== undefined && copyWanted && makesCopy(producer) && !makesCopy(steps[best.producer]);
        if (fit && (!best || fit.score > best.score || mineFirst || origin || copy)) best = { producer: producerIx, ...fit };
        if (fit && !isWrite(producer.endpoint.method) && (!bestLookup || fit.score > bestLookup.score)) bestLookup = { producer: producerIx, ...fit };
      });
      // A change's answer that echoes a value the change was sent (YouTube's new comment thread's `snippet.videoId`) is no origin
      // of it where a lookup that fits gives the change that value too: the lookup is ("like the top result, and comment on it").
      if (best && bestLookup && best !== bestLookup && stepWrites(steps[best.producer]) && echoesLookup(steps, best, bestLookup.producer, task, taskWords)) best = bestLookup;
      // "Add the first result to the board": an id no answer names by its thing is the one a search found, its things' own `id`
      // (Getty's board `{asset_id}` ← the creative image search's `images[].id`).
      if (!best && input.location === 'path' && isIdLike(input.name) && taskWords.has('result')) {
        const searchIx = steps.findIndex((producer, producerIx) => producerIx !== consumerIx && producer.endpoint.method === 'GET' && stepWords(producer).has('search'));
        const found = searchIx >= 0 ? searchResultId(steps[searchIx]) : undefined;
        if (found !== undefined) best = { producer: searchIx, fieldPath: found, score: SEARCH_RESULT_SCORE };
      }
      // "Find the spreadsheet 'Budget 2024' in my Google Drive": a thing the task names in a clause naming another API is what
      // that API's one lookup of named things finds (Sheets' `{spreadsheetId}` ← Drive's `files[].id`).
      if (!best && input.location === 'path' && input.required && isIdLike(input.name)) {
        const found = foundByOtherApi(steps, consumerIx, input, task);
        if (found !== undefined) best = { ...found, score: SEARCH_RESULT_SCORE };
      }
      // "Move every message … to the folder named 'Archive'": an id named only for where things go (Graph's undescribed
      // `DestinationId`) is of the thing the task sends them to, from the one lookup that lists such things.
      if (!best && isIdLike(input.name) && (knownReference(input, consumer)?.nouns ?? []).every((noun) => END_WORDS.has(noun))) {
        const found = destinationLookup(steps, consumerIx, input, task);
        if (found !== undefined) best = { ...found, score: SEARCH_RESULT_SCORE };
      }
      // A lookup of a thing takes the one a lookup found, not the one a change made or sent (Gmail's
      // message get after a list and a draft send), unless the task reads back what it changed.
      if (best && bestLookup && best !== bestLookup && consumer.endpoint.method === 'GET' && !readsBack
        && isWrite(steps[best.producer].endpoint.method) && bestLookup.score >= best.score - FOUND_OVER_MADE_MARGIN) best = bestLookup;
      // An optional value about a thing the task never names comes only from a step that lists or
      // makes such things, not from inside another answer: a new event's `creator.id` is not the
      // listed events' `items[].creator.id`, unless the task speaks of the creator.
      // A field a create's or an action's body requires is as good as required (X's follow `target_user_id`); a change's is its new value.
      if (best && !input.required && !(input.requiredInBody && consumer.endpoint.method === 'POST') && input.location !== 'path') {
        const nouns = knownReference(input, consumer)?.nouns ?? [];
        // An id nested in a body under the very name of a field of another answer (`message.threadId`) only where the task names its thing.
        // So is one of the body's own by that very name, unless the body is a thing of the answer's kind (Jira's assignee `accountId` ← a `User`'s).
        const leaf = normalName(best.fieldPath.split('.').at(-1) ?? '');
        const field = steps[best.producer].outputByPath.get(best.fieldPath);
        // Unless it is a field of the producer's own thing, the thing it refers to (a public key's `key_id` ← the key's `key_id`).
        const producer = steps[best.producer];
        const producersOwn = producersOwnField(best.fieldPath, producer) && nouns.some((noun) => sameThing(producer.noun, noun) || producer.noun.endsWith(noun));
        const sameNamed = !producersOwn && (sameNamedNested(input, leaf) || (sameNamedOwnField(input, leaf) && !(field !== undefined && sameHolder(input, consumer, field, steps[best.producer]))));
        // A field one wrapper down is the answer's own only under a list's bare name or the producer's own thing
        // (`data.id`, a create's `server.id`), not under another thing (an invoice's `subscription.id`).
        // An optional query value of a change narrows or targets it (a webinar registrant's `occurrence_ids`): only where the task names its thing.
        const query = input.location === 'query';
        // So does the attribute the input takes, where it is no id: "an available Twilio number … buy it" names the number (`PhoneNumber`).
        const attribute = knownReference(input, consumer)?.attribute;
        const named = [...nouns, ...(query ? [singular(input.name.toLowerCase())] : []), ...(attribute !== undefined && !ID_WORDS.has(attribute) ? [attribute] : [])];
        // A list of plain values on the producer's thing holds other things' ids (a droplet's `snapshot_ids`): about those things, not the producer's.
        const othersIds = field !== undefined && /^array of (?:string|integer|number|any)\b/.test(field.type);
        // "The first result", "the top search result" names what a search found, whatever its kind.
        const result = taskWords.has('result') && stepWords(steps[best.producer]).has('search');
        // An answer the spec leaves undeclared is of the producer's own things.
        const ownField = best.undocumented === true || producersOwnField(best.fieldPath, steps[best.producer]);
        // Nor does a field deep in a body take another kind of thing's own id the task never names (an online meeting's `id` is
        // no message's `parentFolderId`).
        if (input.path !== undefined && /^id$/i.test(best.fieldPath) && !nouns.some((noun) => sameThing(noun, steps[best!.producer].noun)) && !mentions(taskWords, nouns)) continue;
        // A thing named by its verb counts too: "allocate an Elastic IP and associate it" names the allocation (`AllocationId`).
        if (!result && (sameNamed || query ? !named.some((noun) => taskWords.has(noun) || taskStems.has(stem(noun))) : (!ownField || othersIds) && !mentions(taskWords, nouns))) continue;
        // A name that says which of its things it takes (`quote_tweet_id`, `in_reply_to_tweet_id`, `tagged_user_ids`) takes a
        // looked-up one only where the task says that word: a new tweet quotes, answers and tags none the task does not.
        if (!isWrite(producer.endpoint.method) && !stepWrites(producer) && !ownField && unsaidQualifier(input, nouns, taskWords)) continue;
      }
      // A body field takes what the caller sent a create as the task gives it, where it gives it: "the log group app-logs" is
      // written into the request as it is (a path parameter still names the create it follows).
      if (best?.sent && given !== undefined && input.location === 'body') continue;
      if (best && !best.sent && !best.undocumented) best = { ...best, fieldPath: outerNamedByTask(best.fieldPath, steps[best.producer], taskWords, knownReference(input, consumer)?.nouns ?? []) };
      if (best) bindings.push({ consumer: consumerIx, input, producer: best.producer, fieldPath: best.fieldPath, ...(best.sent ? { sent: true } : {}), ...(best.undocumented ? { undocumented: true } : {}), ...(namedMade || createsIt(input, consumer, steps[best.producer], best.fieldPath) ? { made: true } : {}) });
    }
    // Shown in the inputs' own order.
    bindings.push(...bindings.splice(bindingsBefore).sort((a, b) => inputs.indexOf(a.input) - inputs.indexOf(b.input)));
  });
  // A change to one of the things a step lists sets that thing's fields: an optional body value is the
  // caller's new one, never a copy of the same thing's current value (Airflow's `login ←
  // connections[].login` for the connection the path takes from that very list).
  const changesListed = (binding: Binding) => bindings.some((other) => other.consumer === binding.consumer && other.producer === binding.producer
    && other.input.location === 'path' && ownItemField(other.fieldPath));
  // A required query parameter a spec declares beside the path parameter of its very name takes that one's value (Combell's `record_id`
  // beside `{recordId}`, where the answer that gives it declares no field for it to be found by).
  for (const binding of [...bindings]) {
    if (binding.input.location !== 'path') continue;
    const name = normalName(binding.input.name);
    for (const twin of steps[binding.consumer].inputs) {
      if (twin.location === 'query' && twin.required && normalName(twin.name) === name && !bindings.some((other) => other.consumer === binding.consumer && other.input === twin)) bindings.push({ ...binding, input: twin });
    }
  }
  bindings.push(...wholeSumBindings(steps, task, bindings));
  return bindings.filter((binding) => !(binding.input.location === 'body' && !binding.input.required && isWrite(steps[binding.consumer].endpoint.method)
    && ownItemField(binding.fieldPath) && changesListed(binding)));
}

/** The last words of a name that say it is a sum of money (`amount`, `total_amount`, Xero's `Amount`). */
const SUM_WORDS: ReadonlySet<string> = new Set(['amount', 'total', 'sum']);
/** Words of a sum that is part of another, or a bound on one: a fee, a tax, a tip, a limit. No whole amount goes there. */
const PART_OF_SUM: ReadonlySet<string> = new Set(['fee', 'fees', 'tax', 'taxes', 'tip', 'tips', 'discount', 'discounts', 'shipping', 'min', 'minimum', 'max', 'maximum', 'limit']);
/** Words of an answer's sum that is no thing's whole amount: a part of it, a subtotal, or what was paid, refunded or credited of it. */
const NOT_WHOLE_SUM: ReadonlySet<string> = new Set([...PART_OF_SUM, 'sub', 'subtotal', 'refund', 'refunded', 'paid', 'converted', 'credit', 'credited', 'deposit', 'adjustment', 'adjustments', 'service', 'net']);
/** Whether any segment of a path holds one of the words (`totalFeeBasisAmount.value` holds "fee"). */
const pathSays = (path: string, words: ReadonlySet<string>) => path.split('.').some((segment) => nameWords(segment.replace(/\[\]$/, '')).some((word) => words.has(word.toLowerCase())));
/** Words of a sum's name saying it is what is left to pay of a thing, and saying it is the thing's whole. */
const DUE_WORDS: ReadonlySet<string> = new Set(['due', 'balance', 'remaining', 'outstanding', 'owed', 'owing']);
const WHOLE_WORDS: ReadonlySet<string> = new Set(['total', 'grand']);
/** Whether a name's words (money aside: Square's `total_money`) are all words of a sum: `total`, `AmountDue`, `balance`, `grandTotal`. */
function namesSum(name: string): boolean {
  const words = nameWords(name.replace(/\[\]$/, '')).map((word) => word.toLowerCase()).filter((word) => word !== 'money');
  return words.length > 0 && words.every((word) => SUM_WORDS.has(word) || DUE_WORDS.has(word) || WHOLE_WORDS.has(word));
}

/** An input taking a sum: named so last (`total_amount`, Xero's `Amount`) or whole, or the `value` of an object so named (eBay's `orderLevelRefundAmount.value`). */
function takesSum(input: StepInput): boolean {
  const lastWord = (name: string) => nameWords(name.replace(/\[\]$/, '')).at(-1)?.toLowerCase() ?? '';
  const parent = parentOf(input);
  return SUM_WORDS.has(lastWord(input.name)) || namesSum(input.name) || (/^value$/i.test(input.name) && parent !== undefined && SUM_WORDS.has(lastWord(parent)));
}

/**
 * An answer's field holding a thing's sum: named by sum words only (`total`, `AmountDue`, `balance`, `grandTotal`; not
 * `balance_transaction`, an id; any `amount`, as Square's `total_money.amount`), or the `value` of an object so named (eBay's `total.value`).
 */
function wholeSumField(field: FieldInfo): boolean {
  const parent = parentOf(field);
  return namesSum(field.name) || (/^value$/i.test(field.name) && parent !== undefined && namesSum(parent));
}

/**
 * "Record a payment of the full amount against the first unpaid invoice", "refund the buyer its full total": a sum the task
 * says is a thing's whole amount is that thing's total (or, where it says what is left to pay, its amount due), from a step
 * that reads the thing, into the sum a write takes and the task does not give. Its currency beside it comes along.
 */
function wholeSumBindings(steps: readonly Step[], task: string, bindings: readonly Binding[]): Binding[] {
  const said = WHOLE_SUM.exec(task);
  if (!said) return [];
  const due = said.slice(1).some((group) => group !== undefined);
  // What the task says first, then the other, then a bare amount: a thing's `total` for "the full amount", its `AmountDue` for "the amount due".
  const rankOf = (field: FieldInfo) => {
    const words = new Set(field.path.split('.').slice(-2).flatMap((segment) => nameWords(segment.replace(/\[\]$/, ''))).map((word) => word.toLowerCase()));
    const left = [...words].some((word) => DUE_WORDS.has(word));
    const whole = [...words].some((word) => WHOLE_WORDS.has(word));
    return left ? (due ? 0 : 1) : whole ? (due ? 1 : 0) : 2;
  };
  const plain = (type: string) => /^(?:string|number|integer)\b/.test(type);
  const found: Binding[] = [];
  steps.forEach((consumer, consumerIx) => {
    if (!isWrite(consumer.endpoint.method)) return;
    const sums = [...consumer.inputs, ...consumer.nestedInputs].filter((input) => (input.location === 'body' || input.location === 'query') && plain(input.type)
      && !pathSays(input.path ?? input.name, PART_OF_SUM) && takesSum(input)
      && !bindings.some((binding) => binding.consumer === consumerIx && binding.input === input) && givenValue(task, input, consumer) === undefined);
    const input = sums.sort((a, b) => Number(b.required) - Number(a.required) || segmentCount(a.path ?? a.name) - segmentCount(b.path ?? b.name))[0];
    if (input === undefined) return;
    let best: { producer: number; field: FieldInfo; rank: number } | undefined;
    steps.forEach((producer, producerIx) => {
      if (producerIx === consumerIx || isWrite(producer.endpoint.method) || stepWrites(producer) || providerOf(producer) !== providerOf(consumer)) return;
      const bound = bindings.some((binding) => binding.consumer === consumerIx && binding.producer === producerIx);
      for (const field of producer.outputs) {
        if (!plain(field.type) || segmentCount(field.path) > 3 || pathSays(field.path, NOT_WHOLE_SUM)) continue;
        if (!wholeSumField(field)) continue;
        // The producer's own thing's sum before one inside another thing it holds (a charge's `amount`, not its `invoice.total`),
        // and one outside a list it holds (an order's `pricingSummary.total`, not a line item's).
        const score = rankOf(field) + objectsDown(field.path, producer) * 3 - (bound ? 100 : 0);
        if (!best || score < best.rank) best = { producer: producerIx, field, rank: score };
      }
    });
    if (!best) return;
    found.push({ consumer: consumerIx, input, producer: best.producer, fieldPath: best.field.path });
    // The sum's currency beside it takes the currency beside the field: eBay's `orderLevelRefundAmount.currency` ← `pricingSummary.total.currency`.
    // So does a Stripe transfer's `currency` beside its `amount` ← the charge's `currency` beside its `amount`.
    const holder = parentPath(input.path ?? '');
    const currency = holder === '' ? consumer.inputs.find((other) => other !== input && other.location === input.location && normalName(other.name) === 'currency')
      : consumer.nestedInputs.find((other) => other.path === `${holder}.currency`);
    const fieldHolder = best.field.path.slice(0, Math.max(0, best.field.path.lastIndexOf('.')));
    const currencyField = steps[best.producer].outputByPath.get(fieldHolder === '' ? 'currency' : `${fieldHolder}.currency`);
    if (currency && currencyField) found.push({ consumer: consumerIx, input: currency, producer: best.producer, fieldPath: currencyField.path });
  });
  return found;
}

/**
 * How many objects down from the producer's own thing a field of its answer sits: none for its own fields, past its list's
 * items, a `data` wrapper or an object of its own name (Square's `order.total_money` is one down, in the order's money; a
 * commit list's `[].commit.message` none); one for a field of another thing it holds (a charge's `invoice.total`) or of a
 * list inside it (an order's `lineItems[].total`).
 */
export function objectsDown(fieldPath: string, producer: Step): number {
  const segments = fieldPath.split('.');
  const named = (segment: string) => sameThing(nounOf(segment.replace(/\[\]$/, '')), producer.noun);
  const first = segments[0].replace(/\[\]$/, '');
  const wrapped = segments.length > 1 && ((segments[0].endsWith('[]') && listsThings(producer)) || GENERIC_NAMES.has(first.toLowerCase()) || named(first));
  // A listed item's object of the thing's own name holds the thing's fields: a commit list's `[].commit.message`.
  const wrappedTwice = wrapped && segments.length > 2 && !named(first) && !segments[1].endsWith('[]') && named(segments[1]);
  const inner = (segments.slice(1).join('.').match(/\[\]/g) ?? []).length;
  return segments.length - (wrapped ? 2 : 1) - (wrappedTwice ? 1 : 0) + inner;
}

/**
 * Of alike fields in objects side by side (a Telegram update's `message.chat.id` and `channel_post.chat.id`), the one in the
 * object the task names in one word where it does not name the one found: "reply to the latest message" is the message's chat.
 */
function outerNamedByTask(fieldPath: string, producer: Step, taskWords: ReadonlySet<string>, nouns: readonly string[]): string {
  const segments = fieldPath.split('.');
  // Only where the field's own object is the input's thing (a `chat`), held in one or another (a Spotify search's
  // `artists.items[].id` is no artist's chat).
  const holder = parentNoun(fieldPath);
  if (segments.length < 3 || holder === undefined || !nouns.some((noun) => sameThing(noun, holder))) return fieldPath;
  const outerAt = segments.length - 3;
  const said = (segment: string) => {
    const words = splitWords(segment.replace(/\[\]$/, ''));
    return words.length === 1 && taskWords.has(singular(words[0].toLowerCase()));
  };
  if (said(segments[outerAt])) return fieldPath;
  const before = segments.slice(0, outerAt).join('.');
  const after = segments.slice(outerAt + 1).join('.');
  const named = producer.outputs.filter((field) => {
    const other = field.path.split('.');
    return other.length === segments.length && other.slice(0, outerAt).join('.') === before && other.slice(outerAt + 1).join('.') === after && said(other[outerAt]);
  });
  return named.length === 1 ? named[0].path : fieldPath;
}

/** The name of the object a body field sits in (`orderLevelRefundAmount` of `orderLevelRefundAmount.value`), if any. */
const parentOf = (input: { path?: string }) => (input.path?.includes('.') ? parentPath(input.path).split('.').at(-1) : undefined);

/**
 * The bindings a brief shows: one value another step answers with goes into one optional input of a
 * call, the one whose name the task speaks of most (a reply's `reply.in_reply_to_tweet_id`, not also
 * its `quote_tweet_id`; a subscription's `items[].price`, not also `add_invoice_items[].price`). Ties
 * keep them all. FIT still reads them all: a thing found is found whichever input shows it.
 */
export function shownBindings<T extends Binding>(bindings: readonly T[], task: string): T[] {
  const taskWords = new Set(splitWords(task).map(singular));
  return bindings.filter((binding) => !outaskedBySibling(binding, bindings, taskWords));
}

/** An optional input that takes the same value as a sibling whose name the task speaks of more. */
function outaskedBySibling(binding: Binding, bindings: readonly Binding[], taskWords: ReadonlySet<string>): boolean {
  const optional = (candidate: Binding) => !candidate.input.required && !candidate.input.requiredInBody && candidate.input.location !== 'path';
  if (!optional(binding)) return false;
  const wordsOf = (candidate: Binding) => new Set(splitWords(candidate.input.path ?? candidate.input.name).map(singular).filter((word) => !STOP_WORDS.has(word) && !ID_WORDS.has(word)));
  const same = bindings.filter((other) => other.consumer === binding.consumer && other.producer === binding.producer && other.fieldPath === binding.fieldPath);
  // A value a required input takes goes into an optional one too only where the task speaks of it: a
  // fine-tune's `training_file`, not also its `validation_file`.
  const required = same.find((other) => !optional(other));
  if (required) return [...wordsOf(binding)].some((word) => !wordsOf(required).has(word) && !taskWords.has(word));
  const siblings = same.filter(optional);
  if (siblings.length < 2) return false;
  const shared = [...wordsOf(siblings[0])].filter((word) => siblings.every((other) => wordsOf(other).has(word)));
  const unasked = (candidate: Binding) => [...wordsOf(candidate)].filter((word) => !shared.includes(word) && !taskWords.has(word)).length;
  return unasked(binding) > Math.min(...siblings.map(unasked));
}
