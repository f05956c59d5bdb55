// Values that pass between calls by what they are, not by their names, also between providers:
// text one call writes (a transcript, a translation, a model's answer) that the next sends on,
// a place's coordinates that the next takes as a position, a person's email address a change needs, and an embedding a vector store takes. Names decide the rest of the threading
// (`threading.ts`); these kinds are what a chain of two providers' calls hands on in any idiom.

import { normalName, pathBelow, stepWords, stepWrites, type Step, type StepInput } from './steps.ts';
import { parentPath, segmentCount, type FieldInfo } from '../schema.ts';
import { givenValue, listsThings, literalPathNouns, momentTaken, objectsDown, PHONE_INPUT, sameThing, SENDER_INPUT, spanRole, type Binding } from './threading.ts';
import { escapeRegExp, HASH_NAME, HASH_THING, LATITUDE_NAMES, LONGITUDE_NAMES, NAME_CUE, quotedValue, THING_NAME_FIELDS, THING_TEXT_FIELDS } from '../values.ts';
import { analyze, singular, splitWords, STOP_WORDS } from '../tokens.ts';
import { ORDINALS } from '../search/profile.ts';
import { taskClauses } from './task-verbs.ts';

/** Inputs that take text to send or work on (a message's `text`, a model's `messages[].content`, a `prompt`). */
const TEXT_INPUTS = new Set(['text', 'content', 'message', 'body', 'prompt', 'input', 'caption', 'comment']);
/**
 * Outputs that are text a call wrote: a transcript, a translation, a model's answer. Not `summary`
 * nor `caption`, which many APIs call a thing's title (a calendar's `summary` is its name).
 */
const TEXT_OUTPUTS = new Set(['text', 'content', 'transcript', 'transcription', 'translation', 'translatedtext', 'completion', 'generatedtext', 'outputtext']);
/**
 * A link to a page a person opens (`html_url`, `web_url`, `join_url`, `joinWebUrl`, `webViewLink`, `permalink`,
 * `short_url`) before a bare `url` or `link`, which is often the API's own (GitHub's `url`); never
 * another link of the thing (`avatar_url`, `events_url`). Asked only where the task speaks of a link.
 */
const PAGE_LINK = /^(?:html|web|join|share|public|short|perma)(?:view|web)?(?:url|link)$/;
const BARE_LINK = /^(?:url|link)$/;
/** A link of the answer itself or of its one wrapper or list (`html_url`, `data.url`, an image generator's `data[].url`), not of a part's part nor an API's own (`_links.self`, `meta.url`). */
const OWN_LINK = /^(?:(?!_?links\b|meta\b)[^.[\]]+(?:\[\])?\.)?[^.[\]]+$/;
const SPEAKS_OF_LINK = /\b(?:link|url|permalink)s?\b/i;
/** The thing a task says a link is of: "the Spotify link of the first track", "the URL of the newest issue". */
const LINK_OF_THING = /\b(?:link|url)s?\s+(?:of|to|for)\s+(?:the|its|their|my|our|this|that)\s+(?:[a-z]+\s+){0,2}?([a-z]{3,})\b(?!\s+(?:link|url)s?\b)(?=\s+(?:in|on|of|from|to|into|at|for|with|and|['"\u2018\u201c])|[\s,.;]*$)/i;
/** Whether a field sits in an object or list named for the thing: `items[].track.external_urls.spotify` holds a track's. */
const holdsThing = (path: string, thing: string) => path.split('.').slice(0, -1).some((segment) => singular(normalName(segment.replace(/\[\]$/, ''))) === thing);
/** The word naming a link's kind right before it: "the PDF link", "its share URL". */
const LINK_KIND = /\b([a-z]{3,})\s+(?:link|url)\b/i;
/** Inputs a link goes to where the clause speaking of the link names them: a thing's `description`. */
const LINK_INPUTS = new Set(['description', 'location']);
/** Inputs that take a picture, a video or a file to send (`photo`, `image_url`, `video`), and a description saying a URL may give it. */
const MEDIA_INPUT = /^(?:photo|image|picture|video|audio|animation|document|media|file)(?:url)?$/;
const MEDIA_BY_URL = /\b(?:https?\s+)?url\b/i;
/** A call that makes a picture, a video or a file, by its path, its name or its link's: what such an input is sent. */
const MAKES_MEDIA = /image|photo|picture|video|audio|speech|animation|document|media|file/i;
/** Inputs that take positions as one value ("lat,lon:lat,lon", TomTom's `locations`) by their name alone. */
const POSITION_INPUTS = new Set(['locations', 'coordinates', 'coords', 'latlng', 'latlon', 'll', 'waypoints']);
/** Inputs that may take a position, when their description speaks of latitude or coordinates (a `location` may be a region). */
const MAYBE_POSITION_INPUTS = new Set(['location', 'position', 'point', 'origin', 'destination', 'center']);
const SPEAKS_OF_POSITION = /\b(?:latitude|coordinates?)\b/i;

/** A list of numbers a call writes (an embedding model's `data[].embedding`) and the inputs a vector store takes one by (`vector`, `vectors[].values`). */
const VECTOR_OUTPUTS = new Set(['embedding', 'vector']);
const VECTOR_INPUTS = new Set(['vector', 'values', 'embedding', 'queryvector']);
const isVector = (field: { type: string }) => /^array of (?:number|float|double)/.test(field.type);

const isText = (field: { type: string }) => field.type === 'string';
/** A string of any format (an address is a `string (email)`). */
const isString = (field: { type: string }) => /^string\b/.test(field.type);
const isScalar = (field: { type: string }) => /^(string|number|integer)/.test(field.type);

/** An input and the leaf name it is compared by. */
const leafOf = (input: StepInput) => normalName(input.name);

/**
 * A call that sends back text it was sent (Slack's `chat.postMessage` answers `message.text`, a new
 * issue its `body`, a check run its `output.text`) wrote none: its answer is no text for another call.
 */
function echoes(step: Step, field: FieldInfo, leaf: string): boolean {
  return step.inputs.some((input) => input.location !== 'path' && input.location !== 'header' && leafOf(input) === leaf)
    || step.nestedInputs.some((input) => input.path === field.path);
}

/** Two calls on one resource (`/messages` and `/messages/{id}`): what one lists or makes the other changes, and copies nothing between them. */
function sameResource(a: Step, b: Step): boolean {
  return a.endpoint.apiKey === b.endpoint.apiKey && (pathBelow(a, b) !== undefined || pathBelow(b, a) !== undefined);
}

/** Whether the consumer may take a value by its kind from the producer at all. */
function mayFeed(producer: Step, consumer: Step): boolean {
  return producer !== consumer && producer.endpoint.method !== 'DELETE' && !sameResource(producer, consumer);
}

/** A field of one answer: no list at its root, at most one list and only in its first segment (`text`, `choices[].message.content`). */
const ONE_ANSWER = /^[^[\].]+(?:\[\])?(?:\.[^[\].]+)*$/;

/**
 * The text the producer writes, shallowest first: `text` of a transcription, `choices[].message.content`
 * of a chat completion. A lookup's text is what someone wrote before (a listed message's `content`),
 * and so is a field of each thing an answer lists (`[].content`, `Data.Comments[].Text`): only a call
 * that writes (by its method and its name: Plaid's `POST /accounts/get` reads), answering one thing,
 * writes text, in at most the one list it opens with (its choices).
 */
function writtenText(producer: Step): FieldInfo | undefined {
  if (!stepWrites(producer) || SENDS.test(lastSegment(producer.endpoint.path))) return undefined;
  let best: FieldInfo | undefined;
  producer.outputs.forEach((field, at) => {
    const leaf = producer.outputLeaves[at];
    if (!TEXT_OUTPUTS.has(leaf) || !isText(field) || echoes(producer, field, leaf) || !ONE_ANSWER.test(field.path)) return;
    // Of two as deep, the plainer object's: Google Translate's `translations[].translatedText`, not `glossaryTranslations[]`'s.
    const depth = field.path.split('.').length;
    if (!best || depth < best.path.split('.').length || (depth === best.path.split('.').length && field.path.length < best.path.length)) best = field;
  });
  return best;
}

/**
 * A call that sends or posts a message (Telegram's `/sendPhoto`, a `/messages/send`) answers with the message as sent: its
 * text is the caller's own, or none (a photo's), never text for another call.
 */
const SENDS = /^(?:send|post|publish|reply|forward)(?![a-z])/;
const lastSegment = (path: string) => path.split('/').filter((segment) => segment && !segment.startsWith('{')).at(-1)?.replace(/^([a-z]+)[A-Z.].*$/, '$1') ?? '';

/** Words before a field the task names as a thing's own: "its body", "the page's title". */
const OWNED_FIELD = /\b(?:its|their|the|[a-z]+'s)\s+([a-z]+)\b/gi;
const OWNED_PAIR = /\b(?:its|their|the|[a-z]+'s)\s+([a-z]+)\s+([a-z]+)\b/gi;
/** Fields that identify or link a thing, which are no text to work on. */
const NO_TEXT = new Set(['id', 'ids', 'key', 'sha', 'number', 'url', 'link', 'type', 'status', 'state']);

/**
 * Text a lookup answers with that the task names as the thing's own ("summarize its body", "translate
 * the page's title", "post the message of the newest commit"): a string field of that name of the thing itself or of each
 * listed thing (a commit list's `[].commit.message`), not of a part of it.
 */
function toldText(producer: Step, task: string): FieldInfo | undefined {
  if (stepWrites(producer)) return undefined;
  const told = new Set([...task.matchAll(OWNED_FIELD)].map((match) => match[1].toLowerCase()).filter((word) => !NO_TEXT.has(word)));
  // A name of two words is one field's ("the view count": YouTube's `statistics.viewCount`), a count or a text, found one object down too.
  // Not the producer's things themselves ("the open issues" a GitHub issue list answers with are no `open_issues` count).
  const toldPairs = new Set([...task.matchAll(OWNED_PAIR)].filter((match) => !sameThing(singular(match[2].toLowerCase()), producer.noun))
    .map((match) => `${match[1]}${match[2]}`.toLowerCase()));
  if (told.size === 0 && toldPairs.size === 0) return undefined;
  let best: FieldInfo | undefined;
  producer.outputs.forEach((field, at) => {
    const leaf = producer.outputLeaves[at];
    const pair = toldPairs.has(leaf);
    // Or a field named by a short form of the word, which its description opens with: "post the temperature" is Weatherbit's
    // `temp`, "Temperature - Default (C)", a number the message says.
    const shortFor = leaf.length >= 3 && [...told].some((word) => word !== leaf && word.startsWith(leaf))
      && told.has(/^[a-z]+/i.exec(field.description)?.[0].toLowerCase() ?? '') && isScalar(field);
    // Nor the answer's echo of what the call was sent by its path ("read the range A1:B10" answers its `range`).
    if (!(pair ? isScalar(field) && objectsDown(field.path, producer) <= 1 : (shortFor || (told.has(leaf) && isText(field))) && objectsDown(field.path, producer) === 0)
      || producer.inputs.some((input) => input.location === 'path' && leafOf(input) === leaf)) return;
    if (!best || field.path.length < best.path.length) best = field;
  });
  return best;
}

/** Words by which a task speaks again of things a lookup listed: "summarize them", "classify the first one", "each of them" (not "these calls", which are the calls). */
const BACK_TO_LISTED = /\b(?:them|each\s+(?:of\s+them|one)|the\s+(?:first|last|latest|newest|oldest|top|most\s+recent)\s+one)\b/i;
/** The fields holding what a listed thing says, best first: a tweet's `text`, a comment's `body`. */
const LISTED_TEXT = ['text', 'body', 'content', 'message'];

/**
 * What the things a lookup lists say (`data[].text` of a tweet search, `[].body` of comments), where the task speaks of them
 * again ("classify the sentiment of the first one", "summarize them"): the text a model or a message works on.
 */
function referredText(producer: Step, task: string): FieldInfo | undefined {
  if (stepWrites(producer) || !BACK_TO_LISTED.test(task)) return undefined;
  let best: { field: FieldInfo; rank: number } | undefined;
  producer.outputs.forEach((field, at) => {
    const rank = LISTED_TEXT.indexOf(producer.outputLeaves[at]);
    if (rank < 0 || !isText(field) || !field.path.includes('[]') || objectsDown(field.path, producer) > 0) return;
    if (!best || rank < best.rank || (rank === best.rank && field.path.length < best.field.path.length)) best = { field, rank };
  });
  return best?.field;
}

/** An identifier or code of a thing the task says to hand on with that thing's name: "tell #billing the refund id", "its tracking number". */
const TOLD_ATTRIBUTE = /\b(?:the|its|their)\s+(?:new\s+)?((?:[a-z]+\s+){0,2}?)(id|number|code|key)\b/gi;

/**
 * The field a task names by a thing's name and an identifier's word to hand on ("tell #billing the refund id", "send the
 * customer the tracking number"): the field named so whole (a label's `tracking_number`), or the identifier of the thing the
 * producer makes or finds (a refund create's `id`), at the answer's root.
 */
function toldAttribute(producer: Step, task: string): FieldInfo | undefined {
  for (const match of task.matchAll(TOLD_ATTRIBUTE)) {
    const thing = match[1].trim().split(/\s+/).filter(Boolean).map((word) => word.toLowerCase());
    const attribute = match[2].toLowerCase();
    const whole = normalName(`${thing.at(-1) ?? ''}${attribute}`);
    const own = thing.length > 0 && singular(thing.at(-1)!) === producer.noun;
    const field = producer.outputs.find((candidate, at) => !candidate.path.includes('.') && !candidate.path.includes('[') && isScalar(candidate)
      && ((thing.length > 0 && producer.outputLeaves[at] === whole) || (own && producer.outputLeaves[at] === attribute)));
    if (field !== undefined) return field;
  }
  return undefined;
}

/**
 * The link the producer answers with, its own before a wrapper's, a person's before an API's; never
 * one it was sent, unless its body is the very resource it answers with (Drive's file create takes a
 * `File`, whose `webViewLink` the server sets).
 */
function answeredLink(producer: Step, picksOne = false, kind?: string, thing?: string): FieldInfo | undefined {
  const bodyIsAnswer = producer.bodyNames.some((name) => producer.responseNames.includes(name));
  let best: { field: FieldInfo; depth: number; rank: number } | undefined;
  producer.outputs.forEach((field, at) => {
    const leaf = producer.outputLeaves[at];
    // A link of the kind the task names ("the PDF link": Stripe's `invoice_pdf`, "The link to download the PDF") first.
    const named = kind !== undefined && leaf.includes(kind) && !field.type.includes('one of:')
      && (/(?:url|uri|link)$/.test(leaf) || /\(uri\)/.test(field.type) || /\b(?:link|url)\s+(?:to|of|for)\b|\burl\b/i.test(field.description));
    const rank = named ? -1 : PAGE_LINK.test(leaf) ? 0 : BARE_LINK.test(leaf) ? 1 : -2;
    // A list's link only of a call that makes what it lists (an image generator's `data[].url`), or of the one thing the task
    // picks from a lookup's many ("post the first one's link"), not of a lookup's many things.
    if (rank < -1 || !/^string\b/.test(field.type) || !(OWN_LINK.test(field.path) || (rank < 0 && !/(?:^|\.)(?:_?links|meta)\./.test(field.path))) || (field.path.includes('[]') && !stepWrites(producer) && !picksOne) || (!bodyIsAnswer && echoes(producer, field, leaf))) return;
    // Of links of the named kind, the one of the thing the task names ("the Spotify link of the first track": the track's, not
    // its adder's); then the shallowest, a person's before a bare one.
    const depth = field.path.split('.').length - (rank < 0 && thing !== undefined && holdsThing(field.path, thing) ? 100 : 0);
    const better = !best ? true : (rank < 0) !== (best.rank < 0) ? rank < 0 : depth < best.depth || (depth === best.depth && rank < best.rank);
    if (better) best = { field, depth, rank };
  });
  return best?.field;
}

/** A thing's name quoted right after the thing, or after a naming word: "my Zoom meeting 'Weekly sync'", "the board named 'Roadmap'". */
const NAMED_AFTER = `(?:\\s+(?:${NAME_CUE}))?\\s+['"\u2018\u201c]`;

/** Whether the task names one of the things a lookup lists by a quoted name: the one whose fields it hands on. */
function namesOneOf(producer: Step, task: string): boolean {
  if (stepWrites(producer) || producer.noun.length < 3) return false;
  return new RegExp(`\\b${escapeRegExp(producer.noun)}s?${NAMED_AFTER}`, 'i').test(task);
}

/**
 * The steps the task's words about a link name ("post its link to the Slack channel #random": the
 * Slack call): the words of the clause that speaks of the link, a `#name` as a channel, against each
 * step's words and API title.
 */
function linkSenders(steps: readonly Step[], task: string): boolean[] {
  const clause = taskClauses(task).find((part) => SPEAKS_OF_LINK.test(part)) ?? '';
  const words = new Set([...analyze(clause.replace(SPEAKS_OF_LINK, ' ')), ...(clause.match(HASH_NAME) ? analyze(HASH_THING) : [])]);
  return steps.map((step) => [...stepWords(step), ...analyze(step.api.title)].some((term) => words.has(term)));
}

/** The embedding a call writes: a list of numbers of one answer (`data[].embedding`), shallowest first. */
function writtenVector(producer: Step): FieldInfo | undefined {
  if (!stepWrites(producer)) return undefined;
  let best: FieldInfo | undefined;
  producer.outputs.forEach((field, at) => {
    if (!VECTOR_OUTPUTS.has(producer.outputLeaves[at]) || !isVector(field) || !ONE_ANSWER.test(field.path)) return;
    if (!best || field.path.split('.').length < best.path.split('.').length) best = field;
  });
  return best;
}

/** A latitude and a longitude of one object of the producer's answer (`data[].geoCode.latitude` and `.longitude`). */
function coordinates(producer: Step): { latitude: FieldInfo; longitude: FieldInfo } | undefined {
  let best: { latitude: FieldInfo; longitude: FieldInfo } | undefined;
  producer.outputs.forEach((field, at) => {
    if (!LATITUDE_NAMES.has(producer.outputLeaves[at]) || !isScalar(field)) return;
    const holder = parentPath(field.path);
    const longitude = producer.outputs.find((other, ix) => LONGITUDE_NAMES.has(producer.outputLeaves[ix]) && isScalar(other) && parentPath(other.path) === holder);
    if (longitude && (!best || field.path.split('.').length < best.latitude.path.split('.').length)) best = { latitude: field, longitude };
  });
  return best;
}

/** Names of a person's email address, in an answer or an input: `email`, `email_address`, Zoom's `user_email`. */
const EMAIL_NAMES = new Set(['email', 'emailaddress', 'useremail']);
/** A task that hands an address on speaks of it: "add their public email to the audience", "each one's email". */
const SPEAKS_OF_EMAIL = /\be-?mails?\b/i;
/** Names of a person's phone number in an answer (Square's `phone_number`), and a task speaking of one. */
const PHONE_NAMES = new Set(['phone', 'phonenumber', 'mobile', 'mobilenumber', 'mobilephone', 'msisdn']);
const SPEAKS_OF_PHONE = /\b(?:phone|mobile|cell)(?:\s+numbers?)?\b/i;
/** Objects whose address is another party's than the one the call is about: a sender's, a reply-to, a copy. */
const OTHER_PARTIES = new Set(['from', 'sender', 'replyto', 'cc', 'bcc']);

/** The shallowest field of one answer (or of the things its one list holds) named one of `names`, not one the call was sent. */
function answeredField(producer: Step, names: ReadonlySet<string>, sent: (field: FieldInfo, leaf: string) => boolean): FieldInfo | undefined {
  let best: FieldInfo | undefined;
  producer.outputs.forEach((field, at) => {
    const leaf = producer.outputLeaves[at];
    if (!names.has(leaf) || !isString(field) || !ONE_ANSWER.test(field.path) || sent(field, leaf)) return;
    if (!best || field.path.split('.').length < best.path.split('.').length) best = field;
  });
  return best;
}

/** "… send an SMS from it", "… call me from that number": what a message is sent from is a thing named before. */
const FROM_IT = /\bfrom\s+(?:it|that\s+number|the\s+new\s+number|this\s+number)\b/i;

/** The phone number an answer gives. */
const answeredPhone = (producer: Step) => answeredField(producer, PHONE_NAMES, (field, leaf) => echoes(producer, field, leaf));

/**
 * The email address a call answers with, of its one thing or of each it lists (`email` of GitHub's user, `participants[].user_email`
 * of a Zoom meeting), shallowest first; not one it was sent.
 */
function answeredEmail(producer: Step, task: string): FieldInfo | undefined {
  // A lookup's filter by address the task leaves unset echoes nothing: "email every Stripe customer" lists their addresses.
  const unsetFilter = (leaf: string) => producer.endpoint.method === 'GET'
    && producer.inputs.every((input) => input.location === 'path' || input.location === 'header' || leafOf(input) !== leaf || (input.location === 'query' && givenValue(task, input, producer) === undefined));
  return answeredField(producer, EMAIL_NAMES, (field, leaf) => echoes(producer, field, leaf) && !unsetFilter(leaf));
}

/**
 * Text is what a change sends (a message, a prompt, the `value` of SendGrid's `content[]`), not what a
 * lookup filters by; inside a body object only where the call needs it (a model's
 * `messages[].content`), not any note of any part.
 */
export function takesText(input: StepInput, step: Step): boolean {
  const leaf = leafOf(input);
  const holder = normalName(parentPath(input.path ?? '').split('.').at(-1) ?? '');
  // Or the content of a message's body, wherever it sits (Graph's `Message.body.content`).
  return (TEXT_INPUTS.has(leaf) || (leaf === 'value' && TEXT_INPUTS.has(holder))) && isText(input) && step.endpoint.method !== 'GET'
    && input.location === 'body' && (input.path === undefined || input.required || input.requiredInBody === true || (holder === 'body' && leaf === 'content'));
}

/** The inputs of a step a kind fills, with what each takes: text, a latitude, a longitude, or a whole position. */
type Wanted = { input: StepInput; takes: 'text' | 'link' | 'latitude' | 'longitude' | 'position' | 'vector' | 'email' | 'phone' | 'sender' | 'media' };
/** The kinds a place fills: a latitude, a longitude, or both as one position. */
const PLACE_KINDS: ReadonlySet<Wanted['takes']> = new Set(['latitude', 'longitude', 'position']);

function wantedKinds(step: Step): Wanted[] {
  const wanted: Wanted[] = [];
  for (const input of [...step.inputs, ...step.nestedInputs]) {
    if (input.location === 'header' || input.location === 'cookie') continue;
    const leaf = leafOf(input);
    if (takesText(input, step)) wanted.push({ input, takes: 'text' });
    // A thing's description a change writes takes a link the task puts there ("put the Zoom join link in the event's description").
    else if (LINK_INPUTS.has(leaf) && isText(input) && input.path === undefined && stepWrites(step)) wanted.push({ input, takes: 'link' });
    // A picture, a video or a file a call sends, which its description says may be given by its URL (Telegram's `photo`).
    else if (MEDIA_INPUT.test(leaf) && (isString(input) || input.type === 'any') && input.path === undefined && step.endpoint.method !== 'GET' && MEDIA_BY_URL.test(input.description)) wanted.push({ input, takes: 'media' });
    // A vector a store is sent to upsert or query by (Pinecone's `vector`, `vectors[].values`).
    else if (VECTOR_INPUTS.has(leaf) && isVector(input) && step.endpoint.method !== 'GET') wanted.push({ input, takes: 'vector' });
    // An address a change needs (a list member's `email_address`, a contact's `email`), not a sender's or a copy's.
    else if (EMAIL_NAMES.has(leaf) && isString(input) && step.endpoint.method !== 'GET' && (input.required || input.requiredInBody === true)
      && !OTHER_PARTIES.has(normalName(parentPath(input.path ?? '').replace(/\[\]$/, '').split('.').at(-1) ?? ''))) wanted.push({ input, takes: 'email' });
    // A number a message or a call goes to (Twilio's `To`), not the sender's.
    else if (PHONE_INPUT.test(input.name) && !SENDER_INPUT.test(input.name) && isString(input) && step.endpoint.method !== 'GET' && input.path === undefined && (input.required || input.requiredInBody === true)) wanted.push({ input, takes: 'phone' });
    // The number it is sent from, where the task says it is sent "from it" (Twilio's `From`, the number an earlier call bought).
    else if (SENDER_INPUT.test(input.name) && isString(input) && step.endpoint.method !== 'GET' && input.path === undefined) wanted.push({ input, takes: 'sender' });
    // A position is the call's own and one it needs (a weather call's `lat`), not one of a part it
    // describes (an address's) nor an optional bias (a geocoder's "search near").
    else if (input.path !== undefined || !input.required) continue;
    else if (LATITUDE_NAMES.has(leaf) && isScalar(input)) wanted.push({ input, takes: 'latitude' });
    else if (LONGITUDE_NAMES.has(leaf) && isScalar(input)) wanted.push({ input, takes: 'longitude' });
    else if (input.type === 'string' && (POSITION_INPUTS.has(leaf) || (MAYBE_POSITION_INPUTS.has(leaf) && SPEAKS_OF_POSITION.test(input.description)))) wanted.push({ input, takes: 'position' });
  }
  return wanted;
}

/**
 * Bindings by kind for the inputs names left unbound and the task does not give; `priority` is the
 * task's own order of the steps (`taskOrder`), lower first. Of several calls
 * that write text for one input, the one downstream of the others takes it (the transcript feeds
 * the model, whose answer is posted); where none is, the input is left to the caller.
 */
export function kindBindings(steps: Step[], task: string, named: readonly Binding[], priority: readonly number[] = steps.map((_, at) => at)): Binding[] {
  const bound = (consumer: number, input: StepInput) => named.some((binding) => binding.consumer === consumer && binding.input === input);
  // "Send its join link to #team": where the task speaks of a link, the link a call answers with is the text sent on;
  // "summarize its body": the text a lookup answers with, where the task names it.
  const picksOne = splitWords(task).some((word) => ORDINALS.has(word.toLowerCase()));
  const kind = LINK_KIND.exec(task)?.[1]?.toLowerCase();
  const linkThing = LINK_OF_THING.exec(task)?.[1];
  const thing = linkThing === undefined ? undefined : singular(linkThing.toLowerCase());
  // A lookup's thing picked by its name gives its link where the task says the link is of that thing ("the join link of my
  // Zoom meeting 'Weekly sync'"), not where it names the thing for another reason (a channel to post in).
  const links = SPEAKS_OF_LINK.test(task) ? steps.map((step) => answeredLink(step, picksOne || (thing === step.noun && namesOneOf(step, task)), kind !== undefined && !STOP_WORDS.has(kind) ? kind : undefined, thing)) : [];
  // Where the task speaks of a link, a call's link is what it hands on before any text it writes (an online meeting's
  // `joinWebUrl`, not its `joinInformation.content`).
  const texts = steps.map((step, at) => links[at] ?? writtenText(step) ?? toldText(step, task) ?? toldAttribute(step, task) ?? referredText(step, task));
  const sendsLink = links.length > 0 ? linkSenders(steps, task) : [];
  // The links of what writing calls made, read only where an input takes media by its link.
  let madeLinks: (FieldInfo | undefined)[] | undefined;
  const madeLink = (ix: number) => (madeLinks ??= steps.map((step) => (stepWrites(step) ? answeredLink(step) : undefined)))[ix];
  const places = steps.map(coordinates);
  const vectors = steps.map(writtenVector);
  const emails = steps.map((step) => answeredEmail(step, task));
  const phones = SPEAKS_OF_PHONE.test(task) ? steps.map(answeredPhone) : [];
  const linkClauseTerms = links.length > 0 ? analyze(taskClauses(task).find((part) => SPEAKS_OF_LINK.test(part)) ?? '') : [];
  const wanted = steps.map((step, at) => wantedKinds(step).filter(({ input }) => !bound(at, input) && givenValue(task, input, step) === undefined && quotedValue(task, input.name) === undefined));
  // How strongly a step may hand a kind of value to another: 2 where the other needs it, 1 where it only may take it.
  const need = (kind: 'text' | 'place', producer: number, consumer: number) =>
    (kind === 'text' ? texts[producer] : places[producer]) === undefined || !mayFeed(steps[producer], steps[consumer]) ? 0
      : Math.max(0, ...wanted[consumer].filter(({ takes }) => (kind === 'text' ? takes === 'text' : PLACE_KINDS.has(takes))).map(({ input }) => (input.required || input.requiredInBody ? 2 : 1)));
  // Two calls that could each take the other's (a model's answer as a transcription's optional
  // `prompt`, the transcript as the model's required message; a weather call's place as a geocoder's
  // optional bias, the geocoded place as the weather call's required position): the one that needs it
  // takes it; where both only may, the one the task comes to later ("create an issue and post its link").
  const feeds = (kind: 'text' | 'place', producer: number, consumer: number) => {
    // A link goes to the call the task sends it with: "generate an image and post its link to #random"
    // posts the image's to Slack, and the posted message's permalink is no prompt, however much the model needs one.
    // Where the words about the link name the call that makes it ("create a Stripe payment link and email it"), the link goes
    // on to a call the task comes to later.
    if (kind === 'text' && writtenText(steps[producer]) === undefined && links[producer] !== undefined && sendsLink[producer] !== sendsLink[consumer]) {
      return need(kind, producer, consumer) > 0 && (sendsLink[consumer] || priority[producer] < priority[consumer]);
    }
    const forward = need(kind, producer, consumer);
    const back = need(kind, consumer, producer);
    return forward > back || (forward > 0 && forward === back && priority[producer] < priority[consumer]);
  };
  const textFeeds = (producer: number, consumer: number) => feeds('text', producer, consumer);
  const upstream = (of: number, candidate: number, seen = new Set<number>()): boolean => {
    if (seen.has(of)) return false;
    seen.add(of);
    return steps.some((_, producer) => producer !== of && textFeeds(producer, of) && (producer === candidate || upstream(producer, candidate, seen)));
  };
  const bindings: Binding[] = [];
  steps.forEach((consumer, consumerIx) => {
    for (const { input, takes } of wanted[consumerIx]) {
      if (takes === 'text') {
        const candidates = steps.map((_, ix) => ix).filter((ix) => textFeeds(ix, consumerIx));
        // The last of a chain of text: a candidate no other candidate is fed by.
        const last = candidates.filter((ix) => !candidates.some((other) => other !== ix && upstream(other, ix)));
        // A link the task says to send on ("email the join link") orders the call that answers with it first, as a made thing does.
        // Of several links, the one of the thing the task says it is the link of.
        const ofThing = last.length > 1 && thing !== undefined ? last.filter((ix) => links[ix] !== undefined && texts[ix] === links[ix] && holdsThing(links[ix]!.path, thing)) : last;
        const chosen = ofThing.length === 1 ? ofThing : last;
        const linked = texts[chosen[0]] !== undefined && texts[chosen[0]] === links[chosen[0]];
        if (chosen.length === 1) bindings.push({ consumer: consumerIx, input, producer: chosen[0], fieldPath: texts[chosen[0]]!.path, ...(linked ? { made: true } : {}) });
        continue;
      }
      if (takes === 'link') {
        // "With the run's URL in the description": the one other call answering with a link, where the clause speaking of the link names the input.
        // The task says where the link goes, so the call that answers with it goes first, whatever order the task tells them in.
        const sources = linkClauseTerms.includes(analyze(input.name)[0] ?? '') ? steps.map((_, ix) => ix).filter((ix) => links[ix] !== undefined && mayFeed(steps[ix], consumer)) : [];
        if (sources.length === 1) bindings.push({ consumer: consumerIx, input, producer: sources[0], fieldPath: links[sources[0]]!.path, made: true });
        continue;
      }
      if (takes === 'email') {
        // "Look up the GitHub user octocat and add their email to the audience": the one earlier call that answers with an
        // address, where the task speaks of one and gives none.
        const sources = SPEAKS_OF_EMAIL.test(task) ? steps.map((_, ix) => ix).filter((ix) => emails[ix] !== undefined && mayFeed(steps[ix], consumer) && priority[ix] < priority[consumerIx]) : [];
        if (sources.length === 1) bindings.push({ consumer: consumerIx, input, producer: sources[0], fieldPath: emails[sources[0]]!.path });
        continue;
      }
      if (takes === 'phone') {
        // "Text the customer … using the phone number on her Square profile": the one earlier call of another API answering with a number.
        const sources = steps.map((_, ix) => ix).filter((ix) => phones[ix] !== undefined && mayFeed(steps[ix], consumer) && steps[ix].endpoint.apiKey !== consumer.endpoint.apiKey && priority[ix] < priority[consumerIx]);
        if (sources.length === 1) bindings.push({ consumer: consumerIx, input, producer: sources[0], fieldPath: phones[sources[0]]!.path });
        continue;
      }
      if (takes === 'sender') {
        // "Buy the number … and send an SMS from it": the one earlier call that made a thing and answers with a number.
        // Its number as it answers it, though the call was sent that very number to buy (Twilio's `PhoneNumber`).
        const madeNumber = (ix: number) => answeredField(steps[ix], PHONE_NAMES, () => false);
        const makers = FROM_IT.test(task) ? steps.map((_, ix) => ix).filter((ix) => stepWrites(steps[ix]) && ix !== consumerIx && madeNumber(ix) !== undefined
          && mayFeed(steps[ix], consumer) && priority[ix] < priority[consumerIx]) : [];
        if (makers.length === 1) bindings.push({ consumer: consumerIx, input, producer: makers[0], fieldPath: madeNumber(makers[0])!.path, made: true });
        // Where no change answers with the number, the one that was sent it (Vonage's buy takes `msisdn`, answers a status): the
        // caller has that number already.
        const sentNumber = (ix: number) => steps[ix].inputs.find((other) => other.type.startsWith('string') && PHONE_INPUT.test(other.name) && !SENDER_INPUT.test(other.name));
        const buyers = FROM_IT.test(task) && makers.length === 0 ? steps.map((_, ix) => ix).filter((ix) => stepWrites(steps[ix]) && ix !== consumerIx && sentNumber(ix) !== undefined
          && steps[ix].endpoint.apiKey !== consumer.endpoint.apiKey && priority[ix] < priority[consumerIx]) : [];
        if (buyers.length === 1) bindings.push({ consumer: consumerIx, input, producer: buyers[0], fieldPath: sentNumber(buyers[0])!.name, sent: true, made: true });
        continue;
      }
      if (takes === 'media') {
        // "Generate an image … and send it to the Telegram chat as a photo": the one earlier call that makes a thing and answers
        // with its link.
        const makers = steps.map((_, ix) => ix).filter((ix) => stepWrites(steps[ix]) && madeLink(ix) !== undefined && MAKES_MEDIA.test(`${steps[ix].endpoint.path} ${steps[ix].endpoint.name} ${madeLink(ix)!.path}`)
          && mayFeed(steps[ix], consumer) && priority[ix] < priority[consumerIx]);
        if (makers.length === 1) bindings.push({ consumer: consumerIx, input, producer: makers[0], fieldPath: madeLink(makers[0])!.path, made: true });
        continue;
      }
      if (takes === 'vector') {
        // The one selected call that writes an embedding: "embed the text with OpenAI and query Pinecone with it".
        const writers = steps.map((_, ix) => ix).filter((ix) => vectors[ix] !== undefined && mayFeed(steps[ix], consumer));
        if (writers.length === 1) bindings.push({ consumer: consumerIx, input, producer: writers[0], fieldPath: vectors[writers[0]]!.path });
        continue;
      }
      const sources = steps.map((_, ix) => ix).filter((ix) => feeds('place', ix, consumerIx));
      if (sources.length !== 1) continue;
      const place = places[sources[0]]!;
      const fields = takes === 'latitude' ? [place.latitude] : takes === 'longitude' ? [place.longitude] : [place.latitude, place.longitude];
      for (const field of fields) bindings.push({ consumer: consumerIx, input, producer: sources[0], fieldPath: field.path });
    }
  });
  const told = toldMappings(steps, task, [...named, ...bindings]);
  return [...bindings, ...told, ...toldMoments(steps, task, [...named, ...bindings, ...told])];
}

/** A field at an answer's root or in its one wrapper or list (`start_time`, `data.title`, `[].title`). */
const ONE_WRAPPER = /^(?:[^.[\]]*(?:\[\])?\.)?[^.[\]]+$/;

/**
 * The binding of an input no name or kind bound and the task gives no value, to the one other step whose answer holds a field
 * for it (`fieldOf`); none where none or several do.
 */
function onlySource(steps: readonly Step[], task: string, bound: readonly Binding[], consumerIx: number, input: StepInput, fieldOf: (producer: Step) => FieldInfo | undefined): Binding | undefined {
  const consumer = steps[consumerIx];
  if (bound.some((binding) => binding.consumer === consumerIx && binding.input === input) || givenValue(task, input, consumer) !== undefined) return undefined;
  const sources = steps.flatMap((producer, ix) => {
    const field = ix === consumerIx || !mayFeed(producer, consumer) ? undefined : fieldOf(producer);
    return field === undefined ? [] : [{ ix, field }];
  });
  return sources.length === 1 ? { consumer: consumerIx, input, producer: sources[0].ix, fieldPath: sources[0].field.path } : undefined;
}

/** "At the meeting's start time": a moment the task names as a field of another thing's answer (Zoom's `start_time`). */
const TOLD_MOMENT = /\b(?:the|its|their)\s+(?:(?:[\w#-]+\s+){0,3}?[\w#-]+'s\s+)?((?:[a-z]+\s+)?(?:time|date))\b/gi;

/**
 * A moment the task names as another answer's field ("put the Zoom meeting on my calendar at the meeting's start time"): that
 * field (`start_time`), at its answer's root or in its one wrapper, for the consumer's moment of the same end of a span (the
 * event's `start.dateTime`), or its one moment where the name says no end; a date and time before a date alone.
 */
function toldMoments(steps: readonly Step[], task: string, bound: readonly Binding[]): Binding[] {
  const names = [...new Set([...[...task.matchAll(TOLD_MOMENT)].map((match) => normalName(match[1])), ...sameFields(task).filter((field) => /(?:time|date)$/.test(field))])];
  if (names.length === 0) return [];
  return steps.flatMap((consumer, consumerIx) => {
    const moments = [...consumer.inputs, ...consumer.nestedInputs].filter((input) => (input.location === 'body' || input.location === 'query') && momentTaken(input) !== undefined);
    const dateTimes = moments.filter((input) => momentTaken(input) === 'date-time');
    const taken = dateTimes.length > 0 ? dateTimes : moments;
    return taken.flatMap((input) => {
      // The shallowest such field of an answer: a meeting's own `start_time`, not its occurrences'.
      const told = onlySource(steps, task, bound, consumerIx, input, (producer) => producer.outputs.filter((field, at) => {
        if (!names.includes(producer.outputLeaves[at]) || !isString(field) || !ONE_WRAPPER.test(field.path)) return false;
        const role = spanRole({ ...input, name: field.name, path: undefined });
        return role !== undefined ? role === spanRole(input) : taken.length === 1;
      }).sort((a, b) => a.path.split('.').length - b.path.split('.').length)[0]);
      return told === undefined ? [] : [told];
    });
  });
}

/** "With the same topic and start time": the fields a made thing shares with another, each as one word (`topic`, `starttime`). */
const SAME_FIELDS = /\bthe\s+same\s+((?:(?!and\b)[a-z]+\s+)?(?!and\b)[a-z]+(?:\s*(?:,\s*(?:and\s+)?|\s+and\s+)(?:(?!and\b)[a-z]+\s+)?(?!and\b)[a-z]+)*)/gi;
const sameFields = (task: string) => [...task.matchAll(SAME_FIELDS)].flatMap((match) => match[1].split(/\s*,\s*(?:and\s+)?|\s+and\s+/)).map(normalName);

/** "Whose summary is the title of …": a field of the thing made (group 1) said to be a field of another (group 2). */
const FIELD_IS_FIELD = /\b(?:whose|its|their|with\s+(?:the|a|an|its))\s+([a-z]+)\s+(?:is|being|set\s+to)\s+(?:the|its|their)\s+(?:(?:[\w#-]+\s+){0,3}?[\w#-]+'s\s+)?([a-z]+)\b/gi;
/**
 * "With the issue's title as its name", "the release name as the subject": a field of another thing (group 3) as a field of the
 * thing made (group 4); its owner (group 1 or 2) written with its "'s", or before it as a plain noun.
 */
const FIELD_AS_FIELD = /\b(?:the|its|their)\s+(?:(?:[\w#-]+\s+){0,3}?([\w#-]+)'s\s+|([a-z]+)\s+(?=[a-z]+\s+as\b))?([a-z]+)\s+as\s+(?:the|its|their|a|an)\s+([a-z]+)\b/gi;
/** "Titled with its tag name", "named after the card's title": the made thing's title or name (group 1) is another thing's field (group 2, one word or two). */
const TITLED_WITH = /\b(titled|named|called)\s+(?:with|after|by)\s+(?:the|its|their)\s+(?:(?:[\w#-]+\s+){0,3}?[\w#-]+'s\s+)?([a-z]+(?:\s+[a-z]+)?)\b/gi;

/** "With the card's name and description", "with its title and body": fields a made thing copies from another thing (group 1); not "with the subject 'Beta is live'", which gives the value. */
const COPIED_FIELDS = /\bwith\s+(?:the|its|their)\s+(?:(?:[\w#-]+\s+){0,3}?[\w#-]+'s\s+)?((?!same\b)[a-z]+(?:\s*(?:,\s*(?:and\s+)?|\s+and\s+)[a-z]+)*)\b(?!\s*['"\u2018\u201c])/gi;
/** Fields one thing's are by another name: a name (a meeting's `topic`, an event's `summary`, a card's `name`), a description (Trello's `desc`, Asana's `notes`). */
const FIELD_KINDS: readonly (readonly string[])[] = [THING_NAME_FIELDS, THING_TEXT_FIELDS];

/**
 * The kinds of field a made thing takes from another thing as they are ("with the same topic", "with the card's name and
 * description"), each with the names the task says, which the other thing's fields are first looked for by.
 */
function copiedKinds(task: string): { kind: readonly string[]; said: readonly string[] }[] {
  const said = [...sameFields(task), ...[...task.matchAll(COPIED_FIELDS)].flatMap((match) => match[1].split(/\s*,\s*(?:and\s+)?|\s+and\s+/)).map(normalName)];
  return FIELD_KINDS.flatMap((kind) => {
    const words = said.filter((word) => kind.includes(word));
    return words.length === 0 ? [] : [{ kind, said: words }];
  });
}

/**
 * Fields the task says one is the other ("a Trello card whose name is the title of GitHub issue #12", "with the title
 * as its name"): the consumer's input of the one name takes the one other answer's field of the other, at its root or in
 * its one wrapper, where names and kinds leave it unbound and the task gives it no value.
 */
function toldMappings(steps: readonly Step[], task: string, bound: readonly Binding[]): Binding[] {
  const titled = [...task.matchAll(TITLED_WITH)].flatMap((match) => {
    const to = /^titled$/i.test(match[1]) ? 'title' : 'name';
    const words = match[2].split(/\s+/);
    // Two words are one field's name where an answer has it (`tag_name`), else the first is its owner ("its release name").
    return [[to, words.join('_')], ...(words.length > 1 ? [[to, words[1]]] : [])];
  });
  const pairs = [...[...task.matchAll(FIELD_IS_FIELD)].map((match) => [match[1], match[2]]), ...[...task.matchAll(FIELD_AS_FIELD)].map((match) => [match[4], match[3], match[1] ?? match[2] ?? '']), ...titled]
    .map(([to, from, owner]) => [normalName(to), normalName(from), singular((owner ?? '').toLowerCase())] as const).filter(([to, from]) => !NO_TEXT.has(to) && to !== from);
  // "With the same topic", "with the card's name and description": a thing's name or description by another name (a
  // meeting's `topic`, an event's `summary`; Trello's `desc`, Asana's `notes`) is that still. The field the task says first.
  const copied = copiedKinds(task);
  if (pairs.length === 0 && copied.length === 0) return [];
  // The other thing's own field, not one of a part it lists (an issue's `title`, not its `labels[].description`); of a list,
  // the listed things' (the events' `items[].summary`, not the calendar's own `summary`).
  // A field said of the producer's own thing ("the release name") is its own before a listed part's (`assets[].name`).
  const fieldOf = (producer: Step, names: readonly string[], own: boolean, ownThing = false) => {
    const lists = listsThings(producer) && !ownThing;
    const fields = producer.outputs.flatMap((field, at) => (names.includes(producer.outputLeaves[at]) && isString(field) && ONE_WRAPPER.test(field.path)
      && (!own || objectsDown(field.path, producer) === 0) ? [{ field, rank: names.indexOf(producer.outputLeaves[at]), listed: lists === field.path.includes('[]') ? 0 : 1 }] : []));
    return fields.sort((a, b) => a.rank - b.rank || a.listed - b.listed || a.field.path.length - b.field.path.length)[0]?.field;
  };
  return steps.flatMap((consumer, consumerIx) => [...consumer.inputs, ...consumer.nestedInputs].flatMap((input) => {
    if ((input.location !== 'body' && input.location !== 'query') || !isString(input)) return [];
    const pair = pairs.find(([to]) => leafOf(input) === to);
    // The made thing's own field (Asana's `data.name`), not one of a part of it (Jira's `historyMetadata.description`).
    const own = input.path === undefined || (consumer.wrappedBody && segmentCount(input.path) === 2);
    const kind = pair === undefined && stepWrites(consumer) && own && quotedValue(task, input.name) === undefined ? copied.find(({ kind }) => kind.includes(leafOf(input))) : undefined;
    const names = pair !== undefined ? [pair[1]] : kind !== undefined ? [...kind.said, ...kind.kind.filter((name) => !kind.said.includes(name))] : undefined;
    const ownThing = (producer: Step) => pair !== undefined && pair[2] !== '' && [producer.noun, ...literalPathNouns(producer)].some((noun) => sameThing(pair[2], noun));
    const told = names === undefined ? undefined : onlySource(steps, task, bound, consumerIx, input, (producer) => fieldOf(producer, names, pair === undefined, ownThing(producer)));
    return told === undefined ? [] : [told];
  }));
}
