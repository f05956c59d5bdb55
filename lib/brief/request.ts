// A ready request per step: method and full URL, required headers, and a body skeleton (JSON, or
// a form in bracket notation for nested fields), with the task's own values filled in where the
// task gives them and placeholders elsewhere. What a step's threading takes from an earlier step is
// named in its placeholder.

import type { Binding } from './threading.ts';
import { allowedValueNamed, codeAddedOrRemoved, coordinateFor, countFor, DESTINATION_INPUT, fieldOfPath, fieldsBeside, FILE_NAMES, fileNameFor, givenValue, holderSaid as holderNamed, ibanFor, idGivenAfterItsThing, isIdLike, kindAndIdFor, knownReference, linkFor, literalPathNouns, measureFor, momentFor, momentTaken, nameOfThing, nestedMoneyFor, nestedPhoneInput, nestedSpanEndFor, ownAccountKeyword, personNameFor, resourceNameFor, sameThing, setTo, spelledName, squeeze, takesEmailAddress, timeZoneFor, unaskedBatchAction, WHOLE_FILE_PATH, WHOLE_RELATIVE_FILE_PATH } from './threading.ts';
import { callerCredentials, declaresAuth, pathAction } from '../spec-signals.ts';
import { serverOf } from './servers.ts';
import { makesItsThing, normalName, stepWrites, type Step, type StepInput } from './steps.ts';
import { apiWordsOf, nameGiven, namedValue, namedValues, type NamedValue } from './picking.ts';
import type { FieldInfo } from '../schema.ts';
import { AT_HANDLE, CAPITALISED_NAME, EMAIL_ADDRESS, escapeRegExp, FORMAT_MEDIA_TYPES, HASH_NAME, HASH_THING, isSearchField, JSON_OBJECT, LABEL_FIELDS, LABELLED, LIST_SEPARATOR, NAME_CUE, NAME_ENDS, NAMED_WORD, PHONE_NUMBER, QUOTED_TEXT, quotedAfterThing, quotedList, quotedValue, resourceNameFormat, SAYING_THING, TEXT_FORMS, THING_NAME_FIELD, WHOLE_EMAIL_ADDRESS, wholeQuotedList } from '../values.ts';
import { singular, splitWords, stem, STOP_WORDS } from '../tokens.ts';
import { taskClauses } from './task-verbs.ts';
import { relatedWords } from '../search/thesaurus.ts';
import { INTENT_BY_WORD } from '../search/intent.ts';

/** A field named for nothing but an email address. */
const ADDRESS_FIELD = /^e-?mail(?:_?address)?$/i;
/** A resource name as written: collections and their ids in turn (`contactGroups/7a1b2c`, `projects/acme/topics/forms`). */
const WRITTEN_RESOURCE_NAME = /^[a-z][A-Za-z]*\/[\w.-]+(?:\/[a-z][A-Za-z]*\/[\w.-]+)*$/;

/** Nested fields a skeleton shows per object. */
const CHILDREN_SHOWN = 8;

/** A search input whose description speaks of a query language, which a bare name is not. */
const QUERY_SYNTAX = /\b(?:syntax|format|language|expression|operators?)\b/i;
/** A quoted text a search clause asks for, past an article and a word or two: "search … for the video 'Never Gonna Give You Up'". */
const SEARCHED_FOR = /\bsearch(?:es|ing)?\b[^'"\u2018\u201c]{0,40}?\bfor\s+(?:(?:the|a|an)\s+)?(?:[a-z]+\s+){0,2}?['"\u2018\u201c]([^'"\u2019\u201d]{1,120})['"\u2019\u201d]/i;
const searchedFor = (text: string) => SEARCHED_FOR.exec(text)?.[1];

/** A syntax a description offers beside plain terms ("This parameter supports a variety of operators"): plain terms still do. */
const OPTIONAL_SYNTAX = /\bsupports?\s+(?:a\s+(?:variety|number|range)\s+of\s+|several\s+|some\s+)?operators\b/i;
/** A quoted example of a search syntax in a description: "For example, \"from:someuser@example.com rfc822msgid: is:unread\"". */
const QUOTED_EXAMPLE = /["`\u201c]([^"`\u201d]{3,200})["`\u201d]/g;
/** An operator of such an example with its example value: `from:someuser@example.com`, `is:unread`. */
const EXAMPLE_OPERATOR = /(?<![\w:/.])([a-z][a-z0-9_]{1,20}):([\w@.+-]+)/gi;

/**
 * The terms of a search written in the syntax its description shows by example (Gmail's `q`): an operator whose example value is
 * an address takes the address the task writes after the operator's word ("from boss@acme.com" is `from:boss@acme.com`); one
 * whose example value is a word, that word where the task says it ("every unread message" is `is:unread`).
 */
function operatorQuery(text: string, description: string): string | undefined {
  const terms: string[] = [];
  for (const example of description.matchAll(QUOTED_EXAMPLE)) {
    for (const [, operator, value] of example[1].matchAll(EXAMPLE_OPERATOR)) {
      if (/^(?:https?|mailto|urn)$/i.test(operator)) continue;
      if (WHOLE_EMAIL_ADDRESS.test(value)) {
        const written = new RegExp(`\\b${operator}\\s+(${EMAIL_ADDRESS.source})`, 'i').exec(text)?.[1];
        if (written !== undefined) terms.push(`${operator}:${written}`);
      } else if (/^[a-z]{4,}$/i.test(value) && !STOP_WORDS.has(value.toLowerCase()) && new RegExp(`\\b${value}\\b`, 'i').test(text)) terms.push(`${operator}:${value}`);
    }
  }
  return terms.length > 0 ? [...new Set(terms)].join(' ') : undefined;
}

/** An address, a handle or a phone number, whole. */
const CONTACT = new RegExp(`^(?:${EMAIL_ADDRESS.source}|${AT_HANDLE.source}|${PHONE_NUMBER.source})$`);

/** A list of texts (Google Translate's `contents`): the one text a task quotes goes in it as its one item. */
const TEXT_LISTS = /^(?:texts|contents)$/i;
/** A description that opens by calling its field the text a call says: "The text or SSML to be converted into speech". */
const DESCRIBED_AS_TEXT = /^(?:the\s+)?(?:text|message)\b(?!\s+(?:id|type|format|color|colour|size|style)\b)/i;

/** The word right before a quoted value, or before the word that names it so: "the comment '", "the list named '". */
const QUOTED_AFTER_THING = new RegExp(`([A-Za-z]+)\\s+(?:(?:${NAME_CUE})\\s+)?['"\u2018\u201c]$`);

/** Fields a message's words go to, first first: one text fills one of them (Vonage's `text`, not also its binary `body`). */
const SAYING_FIELDS = ['text', 'message', 'content', 'body', 'comment'];

/** A path that ends in a search of its things (`/users/search`, `/contacts/lookup`, `/find`). */
/** A description that opens by calling its input a filter. */
const DESCRIBED_FILTER = /^(?:an?\s+|the\s+)?(?:[\w-]+\s+)?filter\b/i;
const SEARCH_PATH = /\/(?:search|lookup|find)\/?$/i;

/**
 * Path values earlier steps' requests filled, by the path up to each parameter (`PathValues.key`): a later step on the same
 * thing takes the same value where nothing else gives it one ("get the user 'alice.wong' and an access token for her" is
 * `/user/alice.wong`, then `/user/alice.wong/token/access`). Filled as a brief's steps are written, in their order.
 */
export class PathValues {
  private readonly values = new Map<string, string>();
  private static key(step: Step, name: string): string | undefined {
    const path = step.endpoint.path.replace(/#.*$/, '');
    const at = path.indexOf(`{${name}}`);
    return at < 0 ? undefined : `${step.endpoint.apiKey} ${path.slice(0, at + name.length + 2).toLowerCase()}`;
  }
  record(step: Step, name: string, value: string): void {
    const key = PathValues.key(step, name);
    if (key !== undefined && !this.values.has(key)) this.values.set(key, value);
  }
  valueFor(step: Step, name: string): string | undefined {
    const key = PathValues.key(step, name);
    return key === undefined ? undefined : this.values.get(key);
  }
  private readonly found = new Set<string>();
  /** A value a lookup's filter found something by. */
  recordFound(value: string): void {
    this.found.add(value);
  }
  /** Whether some step's path, or a lookup's filter, took this value. */
  took(value: string): boolean {
    return this.found.has(value) || [...this.values.values()].includes(value);
  }
  /** Whether two steps' paths are one up to the parameter, so that a value one is given the other takes. */
  static shared(step: Step, other: Step, name: string): boolean {
    const key = PathValues.key(step, name);
    return key !== undefined && key === PathValues.key(other, name);
  }
}

/** `quotedFrom`: the part of the task this step's quoted values come from (its own clauses), the whole task by default. */
/** `othersMake`: the things the other selected steps work on, whose words the task may quote ("close it with the comment '…'"). */
/** `supplied`: ids only the caller can give, which the task writes (`callersNamedId`); `earlier`: the path values earlier steps filled. */
export function readyRequest(step: Step, bindings: readonly Binding[], task: string, quotedFrom = task, othersMake: readonly string[] = [], supplied: ReadonlyMap<StepInput, string> = new Map(), earlier = new PathValues()): string[] {
  // Same-named inputs carry one value (a device's `{id}` and its body's `id`), but not a body's and the path's `{id}` of a thing
  // the path goes on below: a new datapoint's `id` under ClickMeter's `/groups/{id}/datapoints` is no group's.
  const below = (name: string) => step.endpoint.path.includes(`{${name}}/`);
  const bound = (input: StepInput) => bindings.find((binding) => binding.input.name === input.name && (binding.input.path ?? '') === (input.path ?? '')
    && !(binding.input.location === 'path' && input.location === 'body' && below(input.name)));
  const placeholderOf = (label: string, binding: Binding | undefined) => (binding ? `<${label} from step ${binding.producer + 1}${binding.undocumented ? '' : `: ${binding.fieldPath}`}>` : `<${label}>`);
  const placeholder = (input: StepInput) => placeholderOf(input.name, bound(input));
  // "Close every open issue labelled 'wontfix'": a label written after the things a change acts on, which they carry already,
  // picks them; the change sets none ("label it 'bug'" does, and so does a create's "an issue labelled 'bug'").
  const changesFound = ['PATCH', 'PUT', 'DELETE'].includes(step.endpoint.method) && /\}\/?$/.test(step.endpoint.path);
  const labelOfFound = (name: string, value: string | undefined) => changesFound && value !== undefined && LABEL_FIELDS.has(name.toLowerCase())
    && new RegExp(`\\b(?:${LABELLED})\\s+['"\u2018\u201c]${escapeRegExp(value)}`, 'i').test(task);
  // A field inside a body object another step fills (a model's `messages[].content`) names that step too.
  const childPlaceholder = (child: FieldInfo) => placeholderOf(child.path, bindings.find((candidate) => candidate.input.path === child.path));
  // A quoted value written right after another field's own name ("with message 'Docs: release notes'")
  // is that field's, not also a text field's whose cue words include that name (`content`).
  // Only by a field that takes a text: Graph's reply `Message` is an object, so its `Comment` says the words.
  const takesText = (other: StepInput) => other.type.startsWith('string') || other.type === 'any';
  // So is one quoted right after the last word of another field's name: "with the comment 'Q3 numbers'" is Slack's
  // `initial_comment`, not the file's `content`.
  const wordBefore = (value: string) => /([a-z]+)\W*$/i.exec(quotedFrom.slice(0, Math.max(0, quotedFrom.indexOf(value))))?.[1]?.toLowerCase();
  const ownedByOther = (input: StepInput, value: string) => step.inputs.some((other) => other !== input && other.location === input.location && takesText(other)
    && other.name.toLowerCase() !== input.name.toLowerCase() && quotedValue(quotedFrom, other.name) === value
    && (quotedFrom.toLowerCase().includes(`${other.name.toLowerCase()} `) || (wordBefore(value) === splitWords(other.name).at(-1) && splitWords(input.name).at(-1) !== wordBefore(value))));
  const saidFirst = (input: StepInput, value: string) => {
    const rank = SAYING_FIELDS.indexOf(input.name.toLowerCase());
    return rank > 0 && step.inputs.some((other) => other.location === input.location && takesText(other) && SAYING_FIELDS.slice(0, rank).includes(other.name.toLowerCase()) && quotedValue(quotedFrom, other.name) === value);
  };
  // Words quoted right after another step's thing are that thing's: "close each one with the comment 'Fixed'" comments, and
  // leaves the issue's own body as it is; so is a name given it ("the list named 'Work'" names no task).
  const saidOfAnother = (value: string) => {
    const at = quotedFrom.indexOf(value);
    const cue = singular((QUOTED_AFTER_THING.exec(quotedFrom.slice(Math.max(0, at - 40), at))?.[1] ?? '').toLowerCase());
    return cue.length > 2 && cue !== step.noun && othersMake.includes(cue);
  };
  const quoted = (input: StepInput) => {
    // A path's value, which every step on the thing shares, may be written in another step's clause ("Get the definitions
    // and the pronunciation of the word 'serendipity'").
    // Or quoted right before the name of a plain one, which refers to no thing: "the 'production' environment" (GitHub's deployment).
    // A required field its description calls the text (Telnyx's speak `payload`, "The text or SSML to be converted…") takes what is said.
    const value = quotedValue(quotedFrom, input.name) ?? (input.location === 'path' ? quotedValue(task, input.name) : undefined)
      ?? (input.required && input.location === 'body' && DESCRIBED_AS_TEXT.test(input.description) ? quotedValue(quotedFrom, 'text') : undefined)
      ?? (/^[a-z]{3,}$/i.test(input.name) && knownReference(input, step) === undefined ? new RegExp(`${QUOTED_TEXT.source}\\s+${input.name}\\b`, 'i').exec(quotedFrom)?.[1] : undefined);
    return value !== undefined && !ownedByOther(input, value) && !saidFirst(input, value) && !saidOfAnother(value) ? value : undefined;
  };
  // A search finds the thing the task names by its search terms: "find the SoundCloud user 'flume'" searches users for flume;
  // not where the terms follow a syntax (Drive's `q` takes "name = 'Budget 2026'", Gmail's "from:…").
  // A search over several kinds of things (Spotify's `/search` answers `artists`, `tracks`…) finds any of them: "the artist 'Radiohead'".
  // So is a kind its path or its `type` may search (Trakt's `/search/{type}`, one of movie, show…; Box's `type`, file, folder…):
  // "search Trakt for the movie 'Arrival'", "search Box for files named 'Q3 forecast'".
  const searchedThings = () => [step.noun, ...step.outputs.filter((field) => !field.path.includes('.') && !field.path.includes('[')).map((field) => singular(field.name.toLowerCase())),
    ...step.inputs.filter((input) => input.location === 'path' || (input.location === 'query' && /^(?:type|kind|types)$/i.test(input.name))).flatMap((input) => input.allowed ?? []).filter((kind) => /^[a-z]{3,}$/i.test(kind)).map((kind) => singular(kind.toLowerCase()))];
  // Not a thing the task calls its own ("my playlist 'Chill Vibes'"): a search finds what others published.
  const own = (value: string) => {
    const at = quotedFrom.indexOf(value);
    return at >= 0 && /\b(?:my|our)\s+(?:[\w-]+\s+){0,3}['"\u2018\u201c]?$/i.test(quotedFrom.slice(Math.max(0, at - 60), at));
  };
  // A search that POSTs its terms (Apideck's POST /file-storage/files/search) takes them in its body.
  const searched = (input: StepInput) => ((input.location === 'query' || input.location === 'path' || (input.location === 'body' && !stepWrites(step))) && isSearchField(input.name) && input.type.startsWith('string') && (!QUERY_SYNTAX.test(input.description.replace(OPTIONAL_SYNTAX, ' ')))
    ? nameGiven(namedValues(quotedFrom), [step.noun], [step.noun])?.value ?? nameGiven(namedValues(quotedFrom).filter((named) => !own(named.value)), searchedThings(), searchedThings())?.value
      // Or the one name written bare beside the thing searched for: "follow the artist Daft Punk" searches for Daft Punk;
      // where two are ("issue 17 of the Backend project to the Frontend project"), the one list finds both.
      ?? onlyName(namedValues(quotedFrom, apiWordsOf([step])).filter((named) => !own(named.value)), searchedThings())
      // Or the one quoted after what the clause searches for, whatever kind of thing it names: "Search YouTube for the video 'Never Gonna Give You Up'".
      ?? searchedFor(quotedFrom) : undefined);
  // A search whose terms follow the syntax its description shows by example takes the example's operators the task writes.
  const operated = (input: StepInput) => (input.location === 'query' || (input.location === 'body' && !stepWrites(step))) && isSearchField(input.name) && input.type.startsWith('string') ? operatorQuery(quotedFrom, input.description) : undefined;
  // The one value the step's own clause quotes (the task's, where it has one step), unless another input or thing holds it.
  // Not a thing's name: one quoted after a naming word or before its thing ("called 'employees'", "the 'design' channel").
  const onlyQuoted = (input: StepInput) => {
    if (quotedFrom === task && othersMake.length > 0) return undefined;
    const values = [...quotedFrom.matchAll(QUOTED_TEXT)];
    if (values.length !== 1) return undefined;
    const [match] = values;
    const value = match[1];
    const next = /^\s+([a-z]+)\b/.exec(quotedFrom.slice((match.index ?? 0) + match[0].length))?.[1];
    const naming = new RegExp(`\\b(?:${NAME_CUE})\\s+$`, 'i').test(quotedFrom.slice(0, match.index)) || (next !== undefined && !STOP_WORDS.has(next));
    return !naming && !own(value) && !ownedByOther(input, value) && !saidOfAnother(value) ? value : undefined;
  };
  // The one hashtag the clause writes, where it quotes nothing and the step is no chat's (whose `#name` is a channel).
  const onlyHashtag = () => {
    if ((quotedFrom === task && othersMake.length > 0) || quotedFrom.match(QUOTED_TEXT) !== null || step.inputs.some((other) => other.name.toLowerCase().includes(HASH_THING))) return undefined;
    const tags = [...new Set([...quotedFrom.matchAll(HASH_NAME)].map((match) => match[0]))];
    return tags.length === 1 ? tags[0] : undefined;
  };
  // A search's one quoted value in its own clause, or its one hashtag: "Search Shutterstock for images of 'mountain lake at
  // sunrise'", "Find Ticketmaster events for the artist 'Coldplay'" (a search named so, whatever its path), "Search recent
  // tweets mentioning #rustlang".
  const onlyQuotedSearched = (input: StepInput) => (SEARCH_PATH.test(step.endpoint.path) || /\bsearch\b/i.test(step.endpoint.name)) && !QUERY_SYNTAX.test(input.description.replace(OPTIONAL_SYNTAX, ' '))
    ? onlyQuoted(input) ?? onlyHashtag() : undefined;
  // A body's own `text` or `content` takes the clause's one quoted value too: what "Detect the sentiment of the review 'The
  // battery died…'" or "a task that reads 'Welcome to the museum'" works on; so does one an object down where the body holds no
  // text of its own (Google Text-to-Speech's `input.text`, Natural Language's `document.content`).
  // So does a required query `text` (Google Calendar's quick add: "Quick-add 'Lunch with Priya Friday 1pm'").
  const textField = (input: StepInput) => (input.location === 'body' || (input.location === 'query' && input.required)) && /^(?:text|content)$/i.test(input.name) && input.type.startsWith('string');
  const onlyQuotedText = (input: StepInput) => textField(input) && (input.path === undefined
    || (/^[^.[\]]+\.[^.[\]]+$/.test(input.path) && !step.inputs.some((other) => other.path === undefined && textField(other)))) ? onlyQuoted(input) : undefined;
  // An optional search input is sent where the task gives its terms: a name it searches for, terms quoted after its cue ("for
  // 'mountain sunrise'"), or else the one value its clause quotes.
  const searchTerms = (input: StepInput) => searched(input) ?? operated(input) ?? (isSearchField(input.name) && input.type.startsWith('string') ? quoted(input) ?? onlyQuotedSearched(input) : undefined);
  // What the step's own clauses give first ("… then create a record on the domain example.com"), else the whole task.
  // Each input's given value is read once per text: a body of a hundred fields asks for each several times.
  const givenIn = (text: string) => {
    const known = new Map<StepInput, string | undefined>();
    return (input: StepInput) => {
      if (!known.has(input)) known.set(input, givenValue(text, input, step));
      return known.get(input);
    };
  };
  const givenInClause = givenIn(quotedFrom);
  const givenInTask = quotedFrom === task ? givenInClause : givenIn(task);
  // What a path picks by a value the task gives is no body field's of another thing: "add her to the group
  // engineering@acme.com" sends the Admin SDK's new member no group's address.
  const pathGiven = new Map(step.inputs.filter((input) => input.location === 'path').flatMap((input) => {
    const value = givenInTask(input);
    return value === undefined ? [] : [[value, input] as const];
  }));
  // Things, not the attributes a name picks them by; a bare attribute is of the body's own thing first: Jira's assignee
  // `key` is the assignee's, not the issue's its path picks as `{issueIdOrKey}`.
  const pathThings = (input: StepInput) => {
    const named = splitWords(input.name).map(singular).filter((word) => !isIdLike(word) && !STOP_WORDS.has(word));
    const nouns = knownReference(input, step)?.nouns ?? [];
    return [...(named.length === 0 && input.location === 'body' ? nouns.slice(0, 1) : nouns), ...named];
  };
  // Nor another field of the very thing the path picks by that id (Graph's message `internetMessageId` is no `{message-id}`),
  // nor one in an object for where the thing goes (Box's update `parent.id` is another folder than the `{folder_id}` renamed).
  const otherFieldOfPathsThing = (input: StepInput, path: StepInput) => isIdLike(path.name) && normalName(input.name) !== normalName(path.name)
    && (DESTINATION_INPUT.test((input.path ?? '').split('.').at(-2) ?? '') || !normalName(path.name).endsWith(normalName(input.name)));
  // Nor the thing's own name where the path takes it as its id: "company 31A6" is Paylocity's `{companyId}`, not its `companyName`.
  const picksPath = (input: StepInput, value: string | undefined) => {
    const path = value === undefined || input.location !== 'body' ? undefined : pathGiven.get(value);
    return path !== undefined && (!pathThings(input).some((noun) => pathThings(path).some((other) => sameThing(noun, other))) || (isIdLike(path.name) && !isIdLike(input.name))
      || otherFieldOfPathsThing(input, path));
  };
  const givenHere = (input: StepInput) => {
    // A list the task writes across its clauses ("the users U1 and U2": split at "and") is the task's whole list.
    const inClause = givenInClause(input);
    const inTask = inClause === undefined || quotedFrom === task ? undefined : givenInTask(input);
    const value = inClause !== undefined && inTask?.startsWith(`${inClause}${LIST_SEPARATOR}`) ? inTask : inClause ?? givenInTask(input);
    return picksPath(input, value) ? undefined : value;
  };
  // A value the task gives goes to one field of a body: of fields given the same, the one whose whole name the task
  // writes before it ("account number 987654321" is the `account_number`, not the `account_id`), else the shortest
  // name (Increase's `entity_id`, not also its `informational_entity_id`).
  const bodyGiven = new Map<StepInput, string>();
  for (const input of step.inputs) {
    const value = input.location === 'body' && !bound(input) ? givenHere(input) : undefined;
    if (value !== undefined) bodyGiven.set(input, value);
  }
  const squeezedTask = squeeze(task);
  // One value goes to a field of one value before a list or an untyped one (the Admin SDK's `primaryEmail`, not its `emails`).
  const rank = (input: StepInput, value: string) => (squeezedTask.includes(squeeze(input.name) + squeeze(value)) ? 0 : 1) * 1000
    + (input.type.startsWith('array') || input.type.startsWith('any') ? 100 : 0) + input.name.length;
  // Unless the task writes the value again, right after this field's own thing: "release v1.2.0 … from tag v1.2.0" is both
  // GitHub's release `name` and its `tag_name`.
  const writtenAgainAfterOwnThing = (input: StepInput, value: string) => task.split(value).length > 2
    && (knownReference(input, step)?.nouns ?? []).some((noun) => noun.length > 2 && new RegExp(`\\b${escapeRegExp(noun)}\\s+${escapeRegExp(value)}(?![\\w.-])`, 'i').test(task));
  const givenToAnother = (input: StepInput) => {
    const value = bodyGiven.get(input);
    return value !== undefined && !writtenAgainAfterOwnThing(input, value) && [...bodyGiven].some(([other, its]) => other !== input && its === value && rank(other, value) < rank(input, value));
  };
  // "A folder named Contracts inside the folder 0": what a create names what it makes comes before an id written after its thing.
  const ownName = (input: StepInput) => (input.type.startsWith('string') ? madeThingName(quotedFrom, input, step) : undefined);
  // A change's name field takes the new name a rename gives, not the name the thing has now ("rename the one called 'Van 7' to …").
  const newName = (input: StepInput) => (input.location !== 'path' && input.type.startsWith('string') && stepWrites(step) ? renamedTo(quotedFrom, input, step) : undefined);
  // A path's value the step's own clauses do not write, another's may: every step on the thing shares it ("initiate a credit
  // transfer …, and check the payment's status" names the `{payment-service}` both take).
  const pathValueNamed = (input: StepInput) => (input.location === 'path' && quotedFrom !== task ? allowedValueNamed(task, input, step, othersMake) : undefined);
  const jsonGiven = (input: StepInput) => jsonObjectFor(quotedFrom, input, step);
  const carried = (input: StepInput) => (input.location === 'path' ? earlier.valueFor(step, input.name) : undefined);
  // "Close the one titled 'WIP: experiment'", "find the event called 'Quarterly review' and move it": the name a change finds its
  // thing by is the one it has, which an optional name of the change does not set again ("rename it to be called …" does).
  const nameOfFound = (input: StepInput, value: string | undefined) => changesFound && value !== undefined && !input.required && !input.requiredInBody
    && THING_NAME_FIELD.test(input.name) && new RegExp(`(?<!\\b(?:to|as)\\s+(?:be\\s+)?)\\b(?:${NAME_CUE})\\s+['"\u2018\u201c]${escapeRegExp(value)}['"\u2019\u201d]`, 'i').test(task);
  const updates = /^(?:PATCH|PUT)$/.test(step.endpoint.method);
  const addedBy = (input: StepInput) => (updates && input.location === 'body' && input.path === undefined
    ? step.inputs.find((other) => other.location === 'query' && normalName(other.name) === normalName(`add${input.name}`)) : undefined);
  const addsTo = (input: StepInput) => (updates && input.location === 'query' && /^add[A-Z_]/.test(input.name)
    ? step.inputs.find((other) => other.location === 'body' && other.path === undefined && normalName(`add${other.name}`) === normalName(input.name)) : undefined);
  const valueOf = (input: StepInput): string | undefined => {
    // An update adds to a list by the parameter named for adding to it (Drive's `addParents` beside the body's `parents`), which
    // takes what the list would: the list itself is set by none.
    if (addedBy(input) !== undefined) return undefined;
    const listed = addsTo(input);
    const value = givenValueOf(input) ?? (listed === undefined ? undefined : givenValueOf(listed));
    // The person a path or a lookup's filter found by address ("Find the Asana user sam@acme.com") is found there: no optional
    // field of a later step takes the address too (the task's update adds no `followers` of it, a refund no `instructions_email`).
    if (value !== undefined && input.location !== 'path' && !input.required && input.requiredInBody !== true && WHOLE_EMAIL_ADDRESS.test(value) && earlier.took(value)) return undefined;
    return labelOfFound(input.name, value) || nameOfFound(input, value) ? undefined : value;
  };
  const givenValueOf = (input: StepInput): string | undefined => (bound(input) || givenToAnother(input) ? undefined : supplied.get(input) ?? newName(input) ?? ownName(input) ?? givenHere(input)
    // A field the spec gives no type (Clubhouse's room `topic`) takes a text quoted after its name as a string would.
    ?? (input.type.startsWith('string') || input.type === 'any' ? quoted(input) ?? renamedTo(quotedFrom, input) : TEXT_LISTS.test(input.name) && input.type.startsWith('array of string') ? quoted(input)
      // A list of labels or tags takes each one quoted after its cue ("with labels 'bug' and 'ci'").
      : LABEL_FIELDS.has(input.name.toLowerCase()) && input.type.startsWith('array of string') ? (quoted(input) !== undefined ? quotedList(quotedFrom, input.name) : wholeQuotedList(quotedFrom, input.name)) : undefined) ?? codeAddedOrRemoved(quotedFrom, input) ?? namedValue(task, input, step) ?? searched(input) ?? operated(input) ?? (isSearchField(input.name) && input.type.startsWith('string') ? onlyQuotedSearched(input) : undefined) ?? onlyQuotedText(input) ?? allowedValueNamed(quotedFrom, input, step, othersMake) ?? pathValueNamed(input) ?? jsonGiven(input) ?? momentFor(quotedFrom, input, step) ?? flagSaid(quotedFrom, input, step) ?? carried(input) ?? input.constant
    // Else the signed-in account's own keyword, where the task names no one ("trash the Gmail message 18c2…" is `me`'s).
    ?? ownAccountKeyword(task, input));

  // A `#…` in a spec's path only tells operations on one path apart (AWS's `#Action=DeleteMessage`,
  // S3's `#uploads`); it is never sent. What it names is a declared parameter, filled below.
  // A spec's path may carry its query too (Medium's `/search/articles?query={query}`): those values go there, once.
  const inPath = new Set<StepInput>();
  // A `$` before a parameter is a template's slip, never sent (Learnifier's `/participants/${participantId}`).
  const path = step.endpoint.path.replace(/#.*$/, '').replace(/\$?\{([^}]+)\}/g, (_written, name: string, at: number, template: string) => {
    const whole = `{${name}}`;
    const location = template.lastIndexOf('?', at) >= 0 ? 'query' : 'path';
    // Some specs declare such values as path parameters (Weatherbit's `/current?lat={lat}&lon={lon}`).
    const input = step.inputs.find((candidate) => candidate.location === location && candidate.name === name)
      ?? step.inputs.find((candidate) => candidate.location === 'path' && candidate.name === name);
    if (input && location === 'query') inPath.add(input);
    const value = input && valueOf(input);
    if (input && value !== undefined && location === 'path') earlier.record(step, name, value);
    // A resource name keeps its slashes ("projects/my-proj"); each of its parts is encoded.
    // So does a file tree's path, after the path's own slash (Files.com's `/file_actions/copy/{path}` of "/reports/2026"), and
    // one from the tree's root for a parameter named a path (GitHub's `/contents/{path}` of "docs/old.md").
    if (value !== undefined && (WHOLE_FILE_PATH.test(plain(value)) || (WHOLE_RELATIVE_FILE_PATH.test(plain(value)) && /path/i.test(input!.name))) && template[at - 1] === '/') return plain(value).replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
    // A resource name keeps its slashes, as Google's APIs take it: one the description gives the format of, or one written as
    // collections and ids for an input named a resource name ("contactGroups/7a1b2c" for People's `{resourceName}`).
    const resourceName = resourceNameFormat(input!.description) !== undefined || (/^resource_?name$/i.test(input!.name) && WRITTEN_RESOURCE_NAME.test(plain(value ?? '')));
    if (value !== undefined) return resourceName ? plain(value).split('/').map(encodeURIComponent).join('/') : encodeURIComponent(plain(value));
    // A query value written in the path shows where it comes from, as one appended to the URL does.
    return input && location === 'query' && bound(input) ? placeholder(input) : whole;
  });
  // An optional query value the task writes after its thing ("the customer cus_123"), as a point or as a moment: not an
  // address or a number it writes for another purpose (Mailchimp's lists by a subscriber's `email`, Twilio's `NearNumber`).
  // Nor, for an id, a value the same lookup filters by as its thing's name ("the device core-sw-01": NetBox's `name`, not
  // also its `id` and `parent_device_id`).
  const searchedName = (value: string) => step.inputs.some((other) => other.location === 'query' && THING_NAME_FIELD.test(other.name) && givenInClause(other) === value);
  // A search's own filter takes one: "find the Pendo user with email ana@acme.com" is `GET /users/search?email=…`; so does
  // one named a filter ("the bounce for jane@acme.com" is Postmark's `emailFilter`).
  // Or one whose description says it is a filter: Stripe's customer list `email`, "A case-sensitive filter on the list based on the customer's email field".
  const searches = SEARCH_PATH.test(step.endpoint.path);
  const filterGiven = (input: StepInput) => {
    const value = givenInClause(input);
    return (value !== undefined && (!CONTACT.test(value) || searches || /filter/i.test(input.name) || DESCRIBED_FILTER.test(input.description)) && !(isIdLike(input.name) && searchedName(value)))
      || momentFor(quotedFrom, input, step) !== undefined;
  };
  const base = (serverOf(step)?.url ?? '').replace(/\/+$/, '');
  // So is the id a create lets the caller choose, where the task names what it makes (Etherpad's optional `padID`).
  // And one the task quotes right after its own name: "from 'ACME'" is seven.io's sender name `from`.
  // And a label or tag quoted after its cue: "the open issues labelled 'bug'" is GitHub's `labels` filter.
  const quotedAfterOwnName = (input: StepInput) => input.type.startsWith('string') && quoted(input) !== undefined
    // Or a thing's name quoted after that thing: setlist.fm's artist search `artistName` of "the artist 'Radiohead'".
    && (LABEL_FIELDS.has(input.name.toLowerCase()) || /^[a-z]{3,}[_-]?name$/i.test(input.name) || (/^[a-z]{3,}$/i.test(input.name) && new RegExp(`\\b${input.name}\\s+['"\u2018\u201c]`, 'i').test(quotedFrom)));
  const foundBy: string[] = [];
  const query = step.inputs.filter((input) => input.location === 'query' && !inPath.has(input) && (input.required || bound(input) || searchTerms(input) !== undefined || ownName(input) !== undefined || quotedAfterOwnName(input)
    || allowedValueNamed(quotedFrom, input, step, othersMake) !== undefined || filterGiven(input) || flagSaid(quotedFrom, input, step) !== undefined || (addsTo(input) !== undefined && valueOf(input) !== undefined)))
    .map((input) => {
      const value = valueOf(input);
      if (value !== undefined && !stepWrites(step) && WHOLE_EMAIL_ADDRESS.test(value)) foundBy.push(value);
      return `${encodeURIComponent(input.name)}=${value !== undefined ? encodeURIComponent(plain(value)) : placeholder(input)}`;
    });
  // A lookup's filter by address finds that person ("the Stripe customer with email jane@…") for the steps after it, as a path does.
  for (const value of foundBy) earlier.recordFound(value);
  const url = `${base}${path}${query.length > 0 ? `${path.includes('?') ? '&' : '?'}${query.join('&')}` : ''}`;
  const lines = [`${step.endpoint.method} ${url}`];
  for (const input of step.inputs.filter((candidate) => candidate.location === 'header' && candidate.required)) lines.push(`${input.name}: ${plain(valueOf(input) ?? placeholder(input))}`);
  if (!step.body) return lines;

  const fields = step.inputs.filter((input) => input.location === 'body');
  // Required fields, those another step fills, and those the task gives or names.
  const squeezed = task.toLowerCase().replace(/[^a-z0-9]/g, '');
  // Its words as the task's own words ("the send at time"), not letters run across them ("Send a Twilio…" names no `SendAt`).
  // A name of several words, in the step's own clauses: "… then exchange the public token for an access token" names no
  // `access_token` of the link token's create. (One word may name the thing another clause speaks of: "update one of them".)
  const named = (input: StepInput) => {
    const words = splitWords(input.name).map((word) => word.replace(/[^a-z0-9]/g, '')).filter(Boolean);
    return input.name.length >= 4 && squeezed.includes(input.name.toLowerCase().replace(/[^a-z0-9]/g, ''))
      && new RegExp(`\\b${words.join('[\\s_-]*')}s?\\b`, 'i').test(words.length > 1 ? quotedFrom : task);
  };
  // Fields deeper in a body object that another step fills or the task gives (YouTube's
  // `snippet.resourceId.videoId` from a search, `snippet.playlistId` "PL123"), by the top-level field
  // they sit in. A body wrapped in one object (Asana's `data`) takes the task's values one level down
  // as a body takes them at its top; deeper, an address goes only to a field named for nothing but an
  // address (SendGrid's `contacts[].email`, not Zoom's `settings.contact_email`), else only an id the
  // task writes after its thing.
  // So is a body of one object beside flags alone (Taxamo's `transaction` beside `manual_mode`): a flag takes no written value.
  const wrapped = step.wrappedBody;
  // A name quoted for what another step makes ("a Teams channel 'incident-42'") is that thing's name, no id of one that exists.
  const notMadeElsewhere = (value: string | undefined) => (value !== undefined && othersMake.some((noun) => /^[a-z]{3,}$/.test(noun) && quotedAfterThing(noun, value).test(task)) ? undefined : value);
  // A count deep in a body is of the object it sits in, which the task names: "a 30 minute meeting" is no reminder's
  // `reminders.overrides[].minutes`.
  const taskWords = new Set(splitWords(task).map((word) => singular(word.toLowerCase())));
  const holderSaid = (nested: StepInput) => holderNamed(nested, taskWords);
  // A moment three names deep (below a wrapping object) is of the object it sits in, which the task names: a meeting's start
  // is no message's `flag.startDateTime.dateTime`.
  const deepInObject = (nested: StepInput) => (nested.path ?? '').split('.').length - (wrapped ? 1 : 0) >= 3;
  const deeperValue = (nested: StepInput) => (wrapped && nested.path?.split('.').length === 2 ? valueOf(nested)
    : ADDRESS_FIELD.test(nested.name) || takesEmailAddress(nested, step) || nestedPhoneInput(nested) ? givenInTask(nested) : kindAndIdFor(quotedFrom, nested, step) ?? (REFERS_BACK.test(quotedFrom) ? kindAndIdFor(task, nested, step) : undefined) ?? notMadeElsewhere(idGivenAfterItsThing(quotedFrom, nested, step)) ?? coordinateFor(task, nested) ?? linkFor(quotedFrom, nested, step)
      ?? spelledName(task, nested) ?? fileNameFor(quotedFrom, nested, step) ?? holderName(quotedFrom, nested) ?? madeObjectName(quotedFrom, nested, step) ?? quotedAfterName(quotedFrom, nested, step, othersMake) ?? (deepInObject(nested) && !holderSaid(nested) ? undefined : momentFor(quotedFrom, nested, step)) ?? measureFor(quotedFrom, nested, step)
      ?? nestedMoneyFor(quotedFrom, nested, step) ?? (holderSaid(nested) ? countFor(quotedFrom, nested) : undefined) ?? numberAfterName(quotedFrom, nested) ?? personNameFor(task, nested) ?? ibanFor(quotedFrom, nested)
      ?? typedContentFor(quotedFrom, nested, step) ?? nestedSpanEndFor(quotedFrom, nested, step) ?? (nested.type.startsWith('string') ? setTo(quotedFrom, nested, step) : undefined) ?? onlyQuotedText(nested)
      // A thing's code written after the thing, as an id is: "bank account 090" is Xero's `Account.Code`, "item WIDGET" a line's `ItemCode`.
      ?? (knownReference(nested, step)?.attribute === 'code' ? withinStatedLength(givenInTask(nested), nested) : undefined));
  // An object of a thing the path picks, on a call under it, describes that thing, which the path already picks: Bitbucket's
  // comment `pullrequest.title` is not "the pull request titled 'Fix flaky tests'" the comment goes on.
  const segments = step.endpoint.path.split('/');
  const pickedThings = new Set(segments.flatMap((segment, at) => (/^\{[^}]+\}$/.test(segments[at + 1] ?? '') && at + 2 < segments.length && !segment.startsWith('{') ? [normalName(singular(segment))] : [])));
  const ofPickedThing = (nested: StepInput) => {
    const holder = normalName(singular((nested.path ?? '').split('.')[0].replace(/\[\]$/, '')));
    return pickedThings.has(holder) && !sameThing(holder, step.noun);
  };
  // A value the task gives goes to one field: the shallowest of its name (`snippet.playlistId`, not
  // `snippet.resourceId.playlistId`), and of fields of other names the shortest name (an invoice's
  // `InvoiceID`, not its `RepeatingInvoiceID`).
  const given = step.nestedInputs.flatMap((nested) => {
    const value = bound(nested) || nested.path === undefined || ofPickedThing(nested) || unaskedBatchAction(nested, step, task) ? undefined : deeperValue(nested);
    return value === undefined || labelOfFound(nested.path!.split('.')[0].replace(/\[\]$/, ''), value) || nameOfFound(nested, value) ? [] : [{ nested, value }];
  });
  // Of two as deep, one in a list named for it (Apideck's `emails[].email`, not `addresses[].email`).
  const inOwnList = (input: StepInput) => (singular((input.path ?? '').split('.').at(-2)?.replace(/\[\]$/, '').toLowerCase() ?? '') === input.name.toLowerCase() ? 0 : 1);
  // Of two alike, the one in the plainer object (Stripe's `items[].price`, not `add_invoice_items[].price`).
  const before = (a: StepInput, b: StepInput) => depthOf(a) - depthOf(b) || inOwnList(a) - inOwnList(b) || a.name.length - b.name.length || (a.path ?? '').length - (b.path ?? '').length;
  // Nor one a field at the body's top takes: Azure Batch's new task `id` 'frame-1' is no task it depends on (`dependsOn.taskIds`).
  // A file's part takes the file, whose name its object may give as well (Box's upload `attributes.name`).
  const topValues = new Set(fields.flatMap((input) => {
    const value = input.children.length > 0 || /^(?:object|array of object)/.test(input.type) || /\(binary\)/.test(input.type) ? undefined : valueOf(input);
    return value === undefined ? [] : [value];
  }));
  // Nor the id the path picks its thing by, under another name (`otherFieldOfPathsThing`).
  const pathsId = (nested: StepInput, value: string) => {
    const path = pathGiven.get(value);
    return path !== undefined && otherFieldOfPathsThing(nested, path);
  };
  const kept = given.filter(({ nested, value }) => !topValues.has(value) && !pathsId(nested, value) && !given.some((other) => other.value === value && other.nested !== nested && before(other.nested, nested) < 0));
  // Each moment given carries the time zone the task names, in its own object (Calendar's and Graph's `start.timeZone` beside
  // `start.dateTime`): the one value that goes to several fields.
  const zones = kept.flatMap(({ nested }) => (momentTaken(nested) !== 'date-time' ? [] : fieldsBeside(nested, step).flatMap((zone) => {
    const value = bound(zone) ? undefined : timeZoneFor(task, zone);
    return value === undefined || kept.some((entry) => entry.nested === zone) ? [] : [{ nested: zone, value }];
  })));
  const givenOnce = [...kept, ...zones];
  const deeper = new Map<string, DeeperValue[]>();
  for (const nested of step.nestedInputs) {
    const binding = bound(nested);
    const value = binding ? placeholderOf(nested.path ?? nested.name, binding) : givenOnce.find((entry) => entry.nested === nested)?.value;
    if (value === undefined || nested.path === undefined) continue;
    const top = nested.path.split('.')[0].replace(/\[\]$/, '');
    deeper.set(top, [...(deeper.get(top) ?? []), { path: nested.path, value, type: nested.type, placeholder: binding !== undefined }]);
  }
  // The caller's credentials a body carries (AUTH lists them: Mandrill's `key`, Vonage's `api_secret`) go in it, required or not.
  const credentials = new Set(callerCredentials(fields, { path: step.endpoint.path, name: step.endpoint.name, declaresAuth: declaresAuth(step.api, step.detail) }));
  // An object named as the thing an action's path acts on is that thing, no field the task asks to fill: Graph's reply `Message`
  // of "the Outlook message AAMk…". A create's or a change's own object (dev.to's `article` of POST /api/articles) is its body.
  const lastSegment = step.endpoint.path.replace(/\/+$/, '').split('/').at(-1) ?? '';
  const acts = !lastSegment.startsWith('{') && !step.inputs.some((input) => input.location === 'body' && /^object/.test(input.type) && singular(input.name.toLowerCase()) === singular(lastSegment.toLowerCase()));
  const namesPathThing = (input: StepInput) => acts && /^object/.test(input.type) && literalPathNouns(step).some((noun) => noun === singular(input.name.toLowerCase()));
  const chosenItself = (input: StepInput) => input.required || input.requiredInBody || bound(input) || valueOf(input) !== undefined || (named(input) && !namesPathThing(input)) || credentials.has(input);
  const chosen = fields.filter((input) => chosenItself(input) || deeper.has(input.name));
  // An object chosen only for what is filled in deeper shows only that.
  const childrenOf = (input: StepInput) => (chosenItself(input) ? childrenShown(input, deeper.has(input.name)) : []);
  // A field's JSON: its value, or an object of what is filled in deeper and placeholders for the children shown.
  const jsonField = (input: StepInput): unknown => {
    const children = childrenOf(input);
    const value = valueOf(input);
    const fields: Record<string, unknown> = Object.fromEntries(children.map((child) => [child.path.split('.').pop()!, childPlaceholder(child)]));
    // A list of plain values the task gives whole (GitHub's `labels`, names or label objects) is those values, not an object of one.
    const own = value !== undefined && !/^(?:object|array of object)/.test(input.type);
    const filled = bound(input) || own ? [] : deeper.get(input.name) ?? [];
    for (const field of filled) setNested(fields, field.path.split('.').slice(1), field.placeholder ? field.value : jsonValue(field.value, field.type));
    return (children.length > 0 || filled.length > 0) && !bound(input) && !own
      ? (/^array/.test(input.type) ? [fields] : fields)
      : value !== undefined ? jsonValue(value, input.type) : /^array/.test(input.type) ? [placeholder(input)] : placeholder(input);
  };
  if (chosen.length === 0) {
    if (fields.length > 0) lines.push(`Content-Type: ${step.body.mediaType}`, `(no body field is required; choose from the Request body fields above)`);
    return lines;
  }
  lines.push(`Content-Type: ${step.body.mediaType}`);
  if (/x-www-form-urlencoded/i.test(step.body.mediaType)) {
    const pairs = chosen.flatMap((input) => {
      const children = childrenOf(input);
      const value = valueOf(input);
      const filled = deeper.get(input.name) ?? [];
      if (children.length === 0 && filled.length === 0) return [`${input.name}=${value !== undefined ? encodeURIComponent(plain(value)) : placeholder(input)}`];
      const shown = children.filter((child) => !filled.some((field) => field.path === child.path)).map((child) => `${bracketName(child.path)}=${childPlaceholder(child)}`);
      return [...shown, ...filled.map((field) => `${bracketName(field.path)}=${field.placeholder ? field.value : encodeURIComponent(plain(field.value))}`)];
    });
    lines.push(pairs.join('&'));
  } else if (/json/i.test(step.body.mediaType)) {
    const skeleton = Object.fromEntries(chosen.map((input) => [input.name, jsonField(input)]));
    lines.push(JSON.stringify(step.body.list ? [skeleton] : skeleton));
  } else if (/multipart\/form-data/i.test(step.body.mediaType)) {
    // One part per field, a file where its schema says binary; an object's part is its JSON (Box's upload `attributes`).
    const parts = chosen.map((input) => {
      const value = valueOf(input);
      const shaped = /^object/.test(input.type) && (childrenOf(input).length > 0 || deeper.has(input.name)) ? JSON.stringify(jsonField(input)) : undefined;
      return `${input.name}=${shaped ?? (value !== undefined ? plain(value) : /binary/.test(input.type) ? '<file to upload>' : placeholder(input))}`;
    });
    lines.push(`parts: ${parts.join('; ')}`);
  } else {
    lines.push(`<${step.body.mediaType} body>`);
  }
  return lines;
}

/** A length its description says a value may have at most: Xero's account `Code`, "(max length = 10)". */
const STATED_MAX_LENGTH = /\bmax(?:imum)?\.?\s*length\s*(?:=|:|of|is)?\s*(\d+)/i;
const withinStatedLength = (value: string | undefined, input: StepInput) => {
  const most = Number(STATED_MAX_LENGTH.exec(input.description)?.[1] ?? Infinity);
  return value !== undefined && value.length <= most ? value : undefined;
};

/** A number written right after a field's whole name ("with quantity 3" is Stripe's `line_items[].quantity`), wherever the field sits. */
function numberAfterName(text: string, nested: StepInput): string | undefined {
  if (!/^(?:integer|number)\b/.test(nested.type)) return undefined;
  const words = splitWords(nested.name).map((word) => word.toLowerCase());
  // Most numbers' names are nowhere in the task: their patterns are never compiled (a Stripe body holds hundreds).
  if (words.length === 0 || words.some((word) => !/^[a-z]{3,}$/.test(word)) || !text.toLowerCase().includes(words[0])) return undefined;
  const written = [...text.matchAll(new RegExp(`\\b${words.join('[\\s_-]?')}\\s+(?:of\\s+)?(\\d+(?:\\.\\d+)?)(?![\\w%]|\\.\\d)`, 'gi'))].map((match) => match[1]);
  return new Set(written).size === 1 ? written[0] : undefined;
}

/** A clause that acts on a thing an earlier clause named ("then add a comment to it"): that thing's kind and id are the earlier clause's. */
const REFERS_BACK = /\b(?:to|on|in|for)\s+(?:it|them)\b/i;

/** Names of a text too general to say which one a task quotes. */
const GENERIC_TEXT_NAMES = new Set(['text', 'value', 'name', 'content', 'body', 'description', 'data', 'type']);

/**
 * A text deep in a body quoted right after its own name: "with the subject 'Weekly report'" is Graph's `message.subject`,
 * and Mailchimp's `settings.subject_line` (a name's last word "line" or "text" may go unsaid).
 */
function quotedAfterName(text: string, nested: StepInput, step: Step, othersMake: readonly string[]): string | undefined {
  const words = splitWords(nested.name).map((word) => word.toLowerCase());
  // One word, or one and a "line" or "text" that goes unsaid (`subject_line`), or the form its words are kept in (YouTube's
  // comment `textOriginal`, Bitbucket's `text_raw`): the cue `quotedValue` reads it by.
  const cue = words.length === 1 ? words[0] : words.length === 2 && ['line', 'text', 'original', ...TEXT_FORMS].includes(words[1]) ? words[0] : undefined;
  if (!nested.type.startsWith('string') || cue === undefined) return undefined;
  // What a message says, one level inside an object named for what the task quotes it as: "send them the text 'Your order has
  // shipped'" is WhatsApp's `text.body`, "the message 'Standup in 5'" Stream's `message.text`; so is its plain form ("the
  // comment 'Rebased'" is Bitbucket's `content.raw`).
  const holder = /(?:^|\.)([a-z]{3,})\.[^.]+$/i.exec(nested.path ?? '')?.[1];
  if ((SAYING_FIELDS.includes(cue) || TEXT_FORMS.includes(cue)) && holder !== undefined && SAYING_FIELDS.includes(holder.toLowerCase()) && !othersMake.includes(holder.toLowerCase())) return quotedValue(text, holder);
  // Not a name too general to say which text (a footer's `text`), nor another thing's (a price's `product`), nor one
  // the body's top level has too (SendGrid's `subject` beside each personalization's).
  // Nor the step's own thing's: "log an error message 'Payment gateway timeout'" names the new message, not one of its breadcrumbs' `message`.
  // A general name is the text of a call that makes a thing that says something (YouTube's new comment's `snippet.textOriginal`).
  if ((GENERIC_TEXT_NAMES.has(cue) && !SAYING_THING.test(step.noun)) || othersMake.includes(singular(cue)) || singular(cue) === step.noun || knownReference(nested, step) !== undefined
    || step.inputs.some((input) => input.location === 'body' && input.name === nested.name)) return undefined;
  const value = quotedValue(text, cue);
  // A name given another thing is that thing's: "in the calendar called 'Team'" titles no event's `gadget` or `source`.
  const namedThing = value === undefined ? undefined : new RegExp(`\\b([a-z]{3,})\\s+(?:${NAME_CUE})\\s+["'\u2018\u201c]${escapeRegExp(value)}`, 'i').exec(text)?.[1]?.toLowerCase();
  if (namedThing !== undefined && !sameThing(singular(namedThing), step.noun) && singular(namedThing) !== holder?.toLowerCase()) return undefined;
  return value;
}

/**
 * An object field's required children, or its first few when none is required and nothing deeper is filled in, so that its
 * shape shows (DigitalOcean's `resources: [{resource_id, resource_type}]`, not a list of strings). Where the task fills some
 * in, those are the object: DEV's new `article` is its title, not also a placeholder for each optional field beside it.
 */
function childrenShown(input: StepInput, filledDeeper: boolean): FieldInfo[] {
  // A field of several shapes (a payment method that is a card, a bank account, a wallet…) has no one to show.
  if (input.variants) return [];
  const direct = input.children.filter((child) => child.path.split('.').length === 2);
  const required = direct.filter((child) => child.required);
  const shown = required.length > 0 ? required : /^(?:object|array of object)/.test(input.type) && !filledDeeper ? direct : [];
  return shown.slice(0, CHILDREN_SHOWN);
}

/** A value for a field deep in a body: another step's (a placeholder naming it) or the task's. */
interface DeeperValue { path: string; value: string; type: string; placeholder: boolean }

/** How many objects down a body field sits: `snippet.resourceId.videoId` is 3. */
const depthOf = (input: StepInput) => (input.path ?? input.name).split('.').length;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sets a value down a field path inside a skeleton object (`resourceId.videoId`; `items[].id` makes a list of one object). */
function setNested(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let at = target;
  path.forEach((part, ix) => {
    const key = part.replace(/\[\]$/, '');
    if (ix === path.length - 1) {
      at[key] = part.endsWith('[]') ? [value] : value;
      return;
    }
    const existing = at[key];
    const inner = Array.isArray(existing) ? existing[0] : existing;
    const object = isRecord(inner) ? inner : {};
    at[key] = part.endsWith('[]') ? [object] : object;
    at = object;
  });
}

/** `card.number` → `card[number]`, `line_items[].price` → `line_items[0][price]`: how form encoding writes a nested field. */
function bracketName(path: string): string {
  const [head, ...rest] = path.split('.');
  const item = (part: string) => part.replace(/\[\]$/, '[0]');
  return `${item(head)}${rest.map((part) => `[${part.replace(/\[\]$/, '')}]${part.endsWith('[]') ? '[0]' : ''}`).join('')}`;
}

/** A value as a URL, a header or a form writes it: a list's values joined by commas. */
const plain = (value: string) => value.replaceAll(LIST_SEPARATOR, ',');

/**
 * The one JSON object the text writes, for a body field that takes a free-form object (doqs.dev's template `data`) or a
 * string its description says is JSON (Clarify's bundle `metadata` `data`): the field named right before it, or the
 * step's one such field.
 */
function jsonObjectFor(text: string, input: StepInput, step: Step): string | undefined {
  const takesJson = (field: StepInput) => field.location === 'body' && field.path === undefined
    && ((/^object/.test(field.type) && field.children.length === 0) || (/^string/.test(field.type) && /\bJSON\b/.test(field.description)));
  // Or a text named right before the object, wherever it goes: "send the message '{"orderId": 991}'" is SQS's `MessageBody`.
  if ((!takesJson(input) && !/^string/.test(input.type)) || !text.includes('{')) return undefined;
  const written = [...text.matchAll(JSON_OBJECT)].filter((match) => {
    try {
      const parsed: unknown = JSON.parse(match[0]);
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
    } catch {
      return false;
    }
  });
  if (written.length !== 1) return undefined;
  const before = /([A-Za-z]+)\W*(?:\s+(?:to|with|as|of|is|=|:))?\s*$/.exec(text.slice(0, written[0].index ?? 0))?.[1]?.toLowerCase() ?? '';
  const named = splitWords(input.name).some((word) => singular(word.toLowerCase()) === singular(before));
  return named || (takesJson(input) && step.inputs.filter(takesJson).length === 1) ? written[0][0] : undefined;
}

function jsonValue(value: string, type: string): unknown {
  // A free-form object takes the JSON object the task writes.
  if (/^object/.test(type) && value.startsWith('{')) {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  // A grid (a list of lists: Sheets' `values`) takes the cells a task lists as its one row.
  if (/^array of array of /.test(type)) return [value.split(LIST_SEPARATOR).map((cell) => jsonValue(cell, type.slice('array of array of '.length)))];
  // A list takes its values, or the one value as its one item (Spotify's `uris`).
  if (/^array of /.test(type)) return value.split(LIST_SEPARATOR).map((item) => jsonValue(item, type.slice('array of '.length)));
  if (/^(integer|number)/.test(type) && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (/^boolean/.test(type) && /^(true|false)$/.test(value)) return value === 'true';
  return value;
}

/** A text a task gives as plain text or as HTML: "the text 'Thanks for joining'", "the HTML '<p>Hi</p>'". */
const TYPED_TEXT = /\b(plain[\s-]text|text|html)\s+(?:body\s+|content\s+|version\s+)?["'\u2018\u201c]([^"'\u2019\u201d]{1,2000})["'\u2019\u201d]/gi;
/** The media type of a text the task gives so. */
const textType = (kind: string) => FORMAT_MEDIA_TYPES.get(kind.toLowerCase() === 'html' ? 'html' : 'txt')!;

/**
 * A content object that pairs a media type with a value (SendGrid's `content[].type`, "The MIME type of the content …
 * (e.g., "text/plain" or "text/html")", beside `content[].value`): the one text the task gives as text or as HTML, and its
 * type.
 */
function typedContentFor(text: string, nested: StepInput, step: Step): string | undefined {
  if (nested.path === undefined || !nested.path.includes('.')) return undefined;
  const beside = fieldsBeside(nested, step);
  const type = beside.find((other) => /^(?:type|mime_?type|content_?type)$/i.test(other.name) && /\btext\/plain\b|\bMIME type\b/i.test(other.description));
  const value = beside.find((other) => /^(?:value|content|body)$/i.test(other.name));
  if (type === undefined || value === undefined || (nested !== type && nested !== value)) return undefined;
  const given = [...text.matchAll(TYPED_TEXT)];
  if (given.length !== 1) return undefined;
  return nested === type ? textType(given[0][1]) : given[0][2];
}

/** The name quoted after the thing an object in a list is (Mailchimp's `tags[].name` of "the tag 'vip'"). */
function holderName(text: string, nested: StepInput): string | undefined {
  const list = (nested.path ?? '').split('.').at(-2) ?? '';
  if (!/^(?:name|title|label)$/i.test(nested.name) || !list.endsWith('[]')) return undefined;
  const holder = singular(list.replace(/\[\]$/, '').toLowerCase());
  // What a message says is its text, not its name ("the user message 'Hi'" names no OpenAI `messages[].name`).
  return /^[a-z]{3,}$/.test(holder) && !SAYING_THING.test(holder) ? quotedValue(text, holder) : undefined;
}

/**
 * The name of the thing a create makes, inside the body's object that is that thing: Square's new customer group's
 * `group.name`, from "a customer group called VIP"; or a part of it, by its schema's name (YouTube's `snippet.title` of a
 * `PlaylistSnippet`, from "a YouTube playlist 'Conference talks'").
 */
function madeObjectName(text: string, nested: StepInput, step: Step): string | undefined {
  const holder = (nested.path ?? '').split('.');
  if (step.endpoint.method !== 'POST' || holder.length !== 2 || holder[0].endsWith('[]') || !/^(?:name|title)$/i.test(nested.name) || !nested.type.startsWith('string')) return undefined;
  const thing = singular(splitWords(holder[0]).join('').toLowerCase());
  if (/^[a-z]{3,}$/.test(thing) && !SAYING_THING.test(thing) && sameThing(thing, step.noun)) return quotedValue(text, thing) ?? nameOfThing(text, thing);
  // Or an object whose schema is named for a part of that thing: YouTube's new playlist's `snippet.title`, a `PlaylistSnippet`.
  const schema = /\(([A-Za-z]+)\)$/.exec(nested.parent?.type ?? '')?.[1];
  const part = schema === undefined ? undefined : splitWords(schema).map((word) => singular(word.toLowerCase()));
  return part !== undefined && part.length > 1 && /^[a-z]{3,}$/.test(part[0]) && sameThing(part[0], step.noun) && !SAYING_THING.test(part[0]) ? quotedValue(text, part[0]) ?? nameOfThing(text, part[0]) : undefined;
}

/** Words before a flag's own word that say it is off: "turn off its wiki", "disable the wiki", "without a wiki", "no wiki". */
const SWITCHED_OFF = 'turn\\s+off|switch\\s+off|disable|deactivate|without|no|remove|stop';

/** Words a flag's name opens with that say nothing of what it sets (`is_private`, `has_wiki`). */
const FLAG_PREFIXES = new Set(['is', 'has', 'should', 'set']);

/**
 * A flag named for one word the task says of the thing ("a private repository", "a draft pull request", "a public
 * playlist") is set; not where the task says "not" or "non-" before it, nor inside a quoted name.
 */
function flagSaid(text: string, input: StepInput, step: Step): string | undefined {
  if (!/^boolean/.test(input.type)) return undefined;
  const words = splitWords(input.name).map((word) => word.toLowerCase()).filter((word) => !FLAG_PREFIXES.has(word));
  // A change's flag of several words, each said in one clause: "cancel it at the end of the current period" sets Stripe's
  // `cancel_at_period_end`.
  const content = words.filter((word) => !STOP_WORDS.has(word));
  if (content.length >= 2 && step.endpoint.method !== 'GET') {
    return taskClauses(text).some((clause) => content.every((word) => saidWords(clause).partStems.has(stem(word)))) ? 'true' : undefined;
  }
  if (words.length !== 1 || words[0].length < 4) return undefined;
  const { words: said, stems } = saidWords(text);
  // "Turn off its wiki", "disable the wiki", "without a wiki": the flag is said to be off.
  // So is "without resizing its disk": a verb of doing it between.
  if (said.has(words[0])) return new RegExp(`\\b(?:${SWITCHED_OFF}|without\\s+[a-z]+ing)\\s+(?:(?:the|its|their|a|an|any|of)\\s+){0,2}${escapeRegExp(words[0])}`, 'i').test(text) ? 'false' : 'true';
  // A change's flag by the verb that sets it: "archive the first one" sets `archived`, "overwriting its disks" `overwrite`;
  // a lookup's filter only by its own word (a search's `following` is no "follow him").
  return step.endpoint.method !== 'GET' && stems.has(stem(words[0])) ? 'true' : undefined;
}

/**
 * The words a text says (outside quotes, not after "not" or "non-"), and their stems: read once per text, as every flag of
 * every step asks. A hyphenated word's last part is said only as part of a compound (`partStems`): "off-session" says Stripe's
 * `off_session`, but "a Todoist-like task" says no `liked`, "HubSpot-free" no `free`.
 */
let lastSaid: { text: string; words: ReadonlySet<string>; stems: ReadonlySet<string>; partStems: ReadonlySet<string> } | undefined;
function saidWords(text: string): { words: ReadonlySet<string>; stems: ReadonlySet<string>; partStems: ReadonlySet<string> } {
  if (lastSaid?.text !== text) {
    const unquoted = text.replace(QUOTED_TEXT, ' ');
    const matches = [...unquoted.matchAll(/(?<!\bnot\s|\bnon-|\bnon\s)\b[A-Za-z]+\b/gi)];
    const whole = matches.filter((match) => !/[A-Za-z0-9]-$/.test(unquoted.slice(Math.max(0, (match.index ?? 0) - 2), match.index))).map((match) => match[0].toLowerCase());
    const words = matches.map((match) => match[0].toLowerCase());
    lastSaid = { text, words: new Set(whole), stems: new Set(whole.map(stem)), partStems: new Set(words.map(stem)) };
  }
  return lastSaid;
}

/** The new name a task gives after "rename … to": "rename the channel C012AB3CD to project-apollo", quoted or one word. */
const RENAMED_TO = /\brenam(?:e|es|ing)\b.{0,80}?\bto\s+(?:["'\u2018\u201c]([^"'\u2019\u201d]{1,200})["'\u2019\u201d]|([A-Za-z0-9][\w.-]*[A-Za-z0-9]))/i;
/** The name a rename starts from, quoted before its "to": "rename the Vercel secret 'old-db-url' to 'db-url'". */
/** A new name quoted right after what is renamed, with no "to": "rename it 'Weekly sync (moved)'". */
const RENAMED_IT = /\brenam(?:e|es|ing)\s+(?:it|them)\s+["'\u2018\u201c]([^"'\u2019\u201d]{1,200})["'\u2019\u201d]/i;
const RENAMED_FROM = /\brenam(?:e|es|ing)\b[^"'\u2018\u201c]{0,60}?["'\u2018\u201c]([^"'\u2019\u201d]{1,200})["'\u2019\u201d]\s+to\b/i;
/**
 * That new name, for a field a thing is named by, or a `new_name` / `display_name`; a path that picks the thing by its name
 * takes the name it has now (Vercel's `PATCH /v2/secrets/{name}`).
 */
function renamedTo(task: string, input: StepInput, step?: Step): string | undefined {
  // Or the `value` of a call named for the field it sets (Trello's `PUT /boards/{idBoard}/name`).
  const setsName = step !== undefined && input.location === 'body' && input.name === 'value' && THING_NAME_FIELD.test(fieldOfPath(step.endpoint.path) ?? '');
  if (!THING_NAME_FIELD.test(input.name) && !/^(?:new_?name|display_?name)$/i.test(input.name) && !setsName) return undefined;
  if (input.location === 'path') return RENAMED_FROM.exec(task)?.[1];
  const renamed = RENAMED_TO.exec(task);
  return renamed ? renamed[1] ?? renamed[2] : RENAMED_IT.exec(task)?.[1];
}

/** The value of the one name of these things the task gives, if it gives one. */
function onlyName(values: readonly NamedValue[], things: readonly string[]): string | undefined {
  const names = new Set(values.filter((named) => nameGiven([named], things, things) !== undefined).map((named) => named.value));
  return names.size === 1 ? [...names][0] : undefined;
}

/**
 * The names a create gives what it makes, in its request: what `madeThingName` finds for each of its text inputs, or the text
 * quoted after a name field's cue ("titled 'Login page'").
 */
export function madeNamesOf(task: string, step: Step): string[] {
  if (step.endpoint.method !== 'POST' || !stepWrites(step)) return [];
  return step.inputs.flatMap((input) => (input.type.startsWith('string')
    ? madeThingName(task, input, step) ?? (input.location === 'body' && THING_NAME_FIELD.test(input.name) ? quotedValue(task, input.name) : undefined) ?? [] : []));
}

/** A name quoted right after a verb that makes a thing, at a clause's start, followed by where it goes: "Add 'Buy milk' to my list", "If so, put 'Dentist' on my calendar". */
const ADDED_BY_NAME = /(?:^|[,.;:!?]\s+|\b(?:and|then)\s+)(?:add|create|make|put)\s+["'\u2018\u201c]([^"'\u2019\u201d]{1,200})["'\u2019\u201d]\s+(?:to|in|into|on|under|as)\b/i;
/** Where a name written bare plainly ends: the task's or a clause's end, or a word that starts another part of it. */
const TITLE_ENDS = /^(?:\s*$|\s*[,.;:!?)]|\s+(?:and|then|to|for|in|on|with|at|from|by|under|into|inside|so)\b)/i;

/**
 * The name a create gives what it makes: quoted right after the thing ("create a task 'Prepare Q3 report'", "a Zoom
 * meeting 'Quarterly review'") or between its article and its noun ("a 'Team offsite' event"), or written bare after
 * "named", "called", "titled" or "labeled" near it; its `name`, `title`, `topic`, `summary`, `subject` or `label`.
 */
function madeThingName(task: string, input: StepInput, step: Step): string | undefined {
  const noPlainName = !step.inputs.some((other) => other.location === 'body' && THING_NAME_FIELD.test(other.name));
  // The id a create lets the caller choose for what it makes (Google's `secretId`, `topicId` query), by the name the task gives it.
  // So is a create's own `key` (LaunchDarkly's new flag's): "a feature flag dark-mode"; and a required `id` beside no name (Apicurio's new group).
  // So is a body's own `<thing>Id` beside no name of any form (Rekognition's new collection's `CollectionId`; not a `serverid` beside a `serverName`).
  if (step.endpoint.method === 'POST' && input.type.startsWith('string') && ((input.location === 'query' && normalName(input.name) === `${step.noun}id`)
    || (input.location === 'body' && input.path === undefined && input.required && normalName(input.name) === `${step.noun}id` && makesItsThing(step)
      && !step.inputs.some((other) => other.location === 'body' && (THING_NAME_FIELD.test(other.name) || normalName(other.name) === `${step.noun}name`)))
    || (input.location === 'body' && input.path === undefined && (input.name === 'key' || (input.name === 'id' && input.required && noPlainName))))) {
    // Written bare ("a feature flag dark-mode") or quoted after its cue ("a face collection called 'employees'").
    return nameOfThing(task, step.noun) ?? quotedAfterThing(step.noun, undefined, true).exec(task)?.[1];
  }
  // A display name is the made thing's name where the body has no other (PeerTube's new playlist's `displayName`).
  // So is one named for the thing it names, where the body has no plain one (Avaza's new project's `ProjectTitle`).
  // Or by the last word of the thing's compound, for an action API's thing (Comprehend's `StartEntitiesDetectionJob` takes a `JobName`).
  const compoundEnd = pathAction(step.endpoint.path) === undefined ? undefined : splitWords(pathAction(step.endpoint.path)!).at(-1)?.toLowerCase();
  const displayName = noPlainName && (/^display_?name$/i.test(input.name) || normalName(input.name) === `${step.noun}title` || normalName(input.name) === `${step.noun}name`
    || (compoundEnd !== undefined && compoundEnd.length >= 3 && step.noun.endsWith(compoundEnd) && normalName(input.name) === `${compoundEnd}name`));
  if (step.endpoint.method !== 'POST' || !(THING_NAME_FIELD.test(input.name) || displayName) || !/^[a-z]{3,}$/.test(step.noun)) return undefined;
  // A name its description gives a resource name's format is that whole name ("projects/acme/locations/us-central1/queues/emails").
  if (resourceNameFormat(input.description) !== undefined) return resourceNameFor(task, input);
  // What a message, note or comment says is its text, not its name ("the note 'Met at the expo'"), unless the task names it so.
  const naming = SAYING_THING.test(step.noun) ? '(?:named|called|titled)\\s+' : '(?:named\\s+|called\\s+|titled\\s+)?';
  // The thing by its noun, or by the last word of a path's compound (PeerTube's `/video-playlists` makes a playlist).
  const lastWord = singular(splitWords(step.endpoint.path.replace(/(?:\/\{[^}]*\})+\/*$/, '')).at(-1)?.toLowerCase() ?? '');
  // A noun the path shortens is written whole too: `/repos` makes a repository.
  // A three-letter noun may be a longer word's short form: `/orgs` makes an organization.
  // Or by what the call's own name says it makes: Linode's "Snapshot Create" on `/backups` makes a snapshot; its last word that
  // is no verb ("Create a repository webhook" makes a webhook, `conversations_create` a conversation), before any preposition
  // ("Create Snapshot from a Volume" makes a snapshot).
  const nameMakes = singular((splitWords(step.endpoint.name.split(/\s+(?:from|of|for|in|on|to|into|under|at|with|by)\s+/i)[0] ?? '').filter((word) => !INTENT_BY_WORD.has(word.toLowerCase())).at(-1) ?? '').toLowerCase());
  // Not a copy's ("Duplicate a project" is named for the project copied, not the copy).
  const namedThing = /^[a-z]{4,}$/.test(nameMakes) && !/\b(?:copy|duplicate|clone|replicate|fork)/i.test(step.endpoint.name) ? [nameMakes] : [];
  const alternatives = [...new Set([step.noun, ...(lastWord.length >= 3 && lastWord !== step.noun && step.noun.endsWith(lastWord) ? [lastWord] : []), ...namedThing])];
  const thing = `${alternatives.length > 1 ? `(?:${alternatives.join('|')})` : step.noun}${step.noun.length >= 4 ? '\\w{0,6}?' : step.noun.length === 3 ? '\\w{0,9}?' : ''}`;
  // Or after what it holds, where a naming word says so: "a batch of payments called 'March payroll'".
  const quoted = new RegExp(`\\b${thing}s?\\s+(?:${naming}|(?:of|for)\\s+[a-z]+\\s+(?:named|called|titled)\\s+)["'\u2018\u201c]([^"'\u2019\u201d]{1,200})["'\u2019\u201d]`, 'i').exec(task)?.[1]
    // Or quoted before it, between its article and its noun: "add a 'Team offsite' event", "the 'Q3 Launch' campaign", past a
    // word or two that say what kind ("a 30-minute 'Sync' event", "a weekly 'Standup' meeting").
    ?? (SAYING_THING.test(step.noun) ? undefined : new RegExp(`\\b(?:a|an|the|new)\\s+(?:[\\w-]+\\s+){0,2}?["'\u2018\u201c]([^"'\u2019\u201d]{1,200})["'\u2019\u201d]\\s+${thing}\\b`, 'i').exec(task)?.[1]);
  if (quoted !== undefined) return quoted;
  // Or quoted right after the verb that makes it, with no noun but where it goes: "Add 'Buy milk' to my Google Tasks list".
  const added = SAYING_THING.test(step.noun) ? undefined : ADDED_BY_NAME.exec(task)?.[1];
  if (added !== undefined) return added;
  // Or a file's name right after the thing: "create the file notes.txt in the folder named 'Meeting notes'".
  const fileName = /^(?:name|title)$/i.test(input.name) ? new RegExp(`\\b${thing}s?\\s+(?:(?:named|called)\\s+)?(${FILE_NAMES.source})`, 'i').exec(task)?.[1] : undefined;
  if (fileName !== undefined) return fileName;
  // A title, summary or subject takes a name written after "named" or "called" too ("a Google Tasks list called Chores"),
  // where the body has no `name` of its own.
  const nameField = /^(?:name|label)$/i.test(input.name);
  // Nor where a person's first name takes it (a contact's `title` is "Mr" or "Dr").
  if (!nameField && step.inputs.some((other) => other.location === 'body' && (/^name$/i.test(other.name) || personNameFor(task, other) !== undefined))) return undefined;
  // Or a capitalised name right after the thing, ending where the clause or a preposition does: "create a contact Jane Doe in
  // the CRM", "a project Apollo"; not a title's first words ("a task Fix login bug").
  const bare = SAYING_THING.test(step.noun) || !nameField ? undefined : new RegExp(`\\b${step.noun}s?\\s+(${CAPITALISED_NAME})${NAME_ENDS}`, 'u').exec(task)?.[1];
  if (bare !== undefined) return bare;
  // Unquoted, one name after "named" or "called" whose words before speak of what the step makes: "a private GitHub repository
  // called infra-secrets" (the step "Create an organization repository"), "a Slack channel named incident-2041" (a conversation).
  // "named after it" names it by another thing's name, no name of its own.
  // A title may run on in lower case past what the pattern reads ("called Quarterly review"): it is taken only where it plainly ends.
  const ends = (match: RegExpMatchArray) => nameField || TITLE_ENDS.test(task.slice((match.index ?? 0) + match[0].length));
  const names = [...task.matchAll(NAMED_WORD)].filter((match) => !STOP_WORDS.has(match[1].toLowerCase()) && !/^(?:after|like)$/i.test(match[1]) && ends(match));
  // What the step makes: its path's thing and what its name says it makes.
  const made = [step.noun, nameMakes];
  // A name its thing's relatives may go by ("a Slack channel" is a conversation); a title only its own thing's.
  const things = new Set(made.flatMap((word) => [word, ...(nameField ? relatedWords(word).map(([related]) => related) : [])]));
  // Of several names ("a firewall named web-fw … a server called web-1"), the one written after what this step makes.
  // Not one written after a thing it is of ("a backup of the Linode called app-1" names the Linode); "in" or "on" may place
  // what is made ("a repository in the acme org called billing-service").
  const mine = names.filter((match) => {
    const before = task.slice(Math.max(0, (match.index ?? 0) - 40), match.index ?? 0).toLowerCase().match(/[a-z]+/g)?.slice(-5).map(singular) ?? [];
    const at = before.map((word) => word.length > 2 && things.has(word)).lastIndexOf(true);
    return at >= 0 && !before.slice(at + 1).includes('of');
  });
  return mine.length === 1 ? mine[0][1] : undefined;
}
