// What each selected operation takes and gives: its inputs (parameters and body fields) and the
// fields of its success response, read from the operation's own schemas.

import type { ServerChoice } from './servers.ts';
import type { ApiRecord, EndpointRecord, Json, MediaSpec, OperationDetail, ResponseSpec, ServerInfo } from '../model.ts';
import { allowedValues, deref, flatten, listFields, parentPath, preferredMedia, schemaNamesOf, typeLabel, type FieldInfo, type SchemaLookup } from '../schema.ts';
import { analyze, resourceNoun, singular, splitWords } from '../tokens.ts';
import { endsInVerb, namedByMethodAndPath, pathAction, writesByName } from '../spec-signals.ts';
import { INTENT_BY_WORD, readingVerb } from '../search/intent.ts';

/**
 * The thing a step works on: its path's last noun, past a last segment that is a verb
 * (`/v2/images/search` works on images, whose `search_id` it also answers; Plaid's `/accounts/balance/get` on a balance),
 * and a create's collection before a kind of its things (Nordigen's `/agreements/enduser/` makes an agreement).
 */
function thingNoun(path: string, method: string): string {
  // A path naming its action in a fragment works on what the action names past its verb: AWS's
  // `#X-Amz-Target=Transcribe.StartTranscriptionJob` on a transcription job, `#Action=DescribeInstances` on instances.
  const action = pathAction(path);
  if (action !== undefined) {
    const verb = /^[A-Z][a-z]+(?=[A-Z])/.exec(action)?.[0] ?? '';
    return resourceNoun(`/${action.slice(verb.length)}`);
  }
  const literals = path.replace(/[#?].*$/, '').split('/').filter((segment) => segment && !segment.startsWith('{'));
  const last = literals.at(-1) ?? '';
  // A call named by a verb and its thing in one word (Etherpad's `/createPad`, Telegram's `/sendPhoto`) works on that thing.
  const named = /^([a-z]+)([A-Z][A-Za-z]*)$/.exec(last);
  if (named && INTENT_BY_WORD.has(named[1])) return resourceNoun(`/${named[2]}`);
  if (literals.length >= 2 && endsInVerb(path)) return resourceNoun(path.slice(0, path.lastIndexOf(`/${last}`)));
  // A create's plain singular word right after a collection names a kind of its things: Nordigen's `/agreements/enduser/` makes an agreement.
  const [collection, kind] = path.replace(/[#?].*$/, '').split('/').filter(Boolean).slice(-2);
  if (method === 'POST' && collection && kind && /^[a-z]{3,}[^s]s$/.test(collection) && /^[a-z]+$/.test(kind) && singular(kind) === kind) return singular(collection);
  return resourceNoun(path);
}

/**
 * Where a path names no thing (`/`, `/{format}`), the thing its server's own path names: Vonage's `POST /` on
 * `https://api.nexmo.com/v2/applications` makes an application, its `POST /{format}` on `…/sms` sends an SMS.
 */
function serverNoun(servers: readonly ServerInfo[]): string {
  const url = servers[0]?.url;
  if (url === undefined) return '';
  try {
    return resourceNoun(new URL(url).pathname);
  } catch {
    return '';
  }
}

export interface StepInput {
  name: string;
  location: 'path' | 'query' | 'header' | 'cookie' | 'body';
  type: string;
  required: boolean;
  description: string;
  /** Every value the input's schema allows, where it lists them (its type shows the first twelve). */
  allowed?: readonly string[];
  /** For body fields: their fields one level down. */
  children: FieldInfo[];
  /** For a field inside a body field: its dotted path (`data.workspace`). */
  path?: string;
  /**
   * For a body field: required by the body's schema, so required whenever the body is sent, even
   * where the body itself is optional (SendGrid's mail send requires `personalizations`, `from`,
   * `subject` and `content`, in a body the spec leaves optional). `required` says whether the call needs it at all.
   */
  requiredInBody?: boolean;
  /** The one value its schema allows (AWS's `Action=DeleteMessage`, `Version=2012-11-05`, `X-Amz-Target`): no choice to leave to the caller. */
  constant?: string;
  /** For a field inside a body field: the object field holding it, whose schema says what thing it is a field of. */
  parent?: FieldInfo;
  /** For a body field: its schema is one of several (`oneOf`, `anyOf`: Adyen's `paymentMethod`), so its fields are theirs together, no one shape. */
  variants?: boolean;
}

export interface Step {
  endpoint: EndpointRecord;
  api: ApiRecord;
  detail: OperationDetail;
  lookup: SchemaLookup;
  /** The resource the step works on: the last literal path segment, singular (`playlist`). */
  noun: string;
  inputs: StepInput[];
  /** `list`: the body is a list of objects, whose fields the body inputs are. */
  /** `uploadTypes`: the media types a spec spelled out for uploading raw media, where the body is sent as JSON. */
  body?: MediaSpec & { required: boolean; list?: boolean; uploadTypes?: string };
  response?: ResponseSpec;
  responseMedia?: MediaSpec;
  outputs: readonly FieldInfo[];
  /** The outputs by path, for finding a field's parent. */
  outputByPath: Map<string, FieldInfo>;
  /** Each output's name, lower case, letters and digits only (`message_id` → messageid), in `outputs` order. */
  outputLeaves: string[];
  /** Component names the response itself is (`Invoice`, `PagingPlaylistObject`). */
  responseNames: string[];
  /** Component names the request body itself is (Jira's assignee body is a `User`). */
  bodyNames: string[];
  /** Body fields below the top level, through objects and arrays (`Invoices[].Contact.ContactID`), each required only where its whole chain is. */
  nestedInputs: StepInput[];
  /**
   * A body of one object beside flags alone (Asana's `data`, Graph's `Message`, Taxamo's `transaction` beside `manual_mode`):
   * it wraps the thing the call is about, whose fields sit one name down and take the task's values as a body's top would.
   */
  wrappedBody: boolean;
  /** The server the task asks for, when it names one or fills a variable (set per brief; a built step has none). */
  server?: ServerChoice;
}

/**
 * A field whose description opens by saying it is required, where the schema does not (Google's specs,
 * converted from their discovery documents, mark it so: Translate's `contents`, "Required. The content of
 * the input…"). The body must carry it whenever it is sent.
 */
const SAYS_REQUIRED = /^Required\./;

/** Media types whose bodies are fields: one without fields carries nothing. */
const STRUCTURED_MEDIA = /json|x-www-form-urlencoded/i;

/** A name as names are compared: lower case, letters and digits only (`message_id`, `messageId` → messageid). */
export const normalName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');


/** Header names that carry credentials; AUTH covers them, not the step's parameters. */
export function credentialHeaders(api: ApiRecord, detail: OperationDetail): Set<string> {
  const names = new Set(['authorization']);
  for (const alternative of detail.security) {
    for (const { scheme } of alternative) {
      const known = api.securitySchemes[scheme];
      if (known?.type === 'apiKey' && known.paramName) names.add(known.paramName.toLowerCase());
    }
  }
  return names;
}

/** The one value a schema's enum allows, if it allows just one. */
function onlyValue(schema: Json | undefined, lookup: SchemaLookup): string | undefined {
  const values = flatten(schema, lookup).enumValues;
  return values?.length === 1 && values[0] !== null && typeof values[0] !== 'object' ? String(values[0]) : undefined;
}

/** How deep and how many response fields a step lists: all a brief threads and shows, or the few a lookup's suggestion reads. */
export interface OutputReach { depth: number; fields: number }
/**
 * Listed breadth first, 1,000 fields reach every id the brief tasks and RestBench thread, and a message's chat in Telegram's
 * updates (`result[].message.chat.id`, past the dozen other kinds of update each update may be; 600 stopped short of it). The
 * first brief of a selection costs a little more than at 600 (`npx tsx bench/brief-quality.ts`, runs alternated with 742ca3a's
 * at 600: p50 15.8–18.4 ms against 15.4–17.3, max 139–182 against 131–140).
 */
export const FULL_OUTPUTS: OutputReach = { depth: 4, fields: 1000 };
/** A lookup outside the selection gives what a step lacks near the top of its answer (`value[].id`, `data.id`). */
export const LOOKUP_OUTPUTS: OutputReach = { depth: 3, fields: 300 };

/**
 * A description saying the server sets the field: "The creator of the event. Read-only.", "Output only. The resource name",
 * "Deprecated: Output only. Use driveId instead." (Drive's `teamDriveId` had taken a file's id).
 */
const SAYS_READ_ONLY = /(?:^|[.:]\s+)(?:read-only|output only)\b/i;

/**
 * The body fields a request sends: none the schema marks `readOnly`, which the server sets (Jira's
 * `User.displayName` in the assignee body), or whose description says so (Google's "Read-only.",
 * "Output only.": a Calendar event's `creator` and `organizer`), nor theirs. Check threading precision 0.691 → 0.698.
 */
function sentFields(fields: readonly FieldInfo[]): readonly FieldInfo[] {
  // A body whose every plain field the schema marks so, some of them required, is what the request sends all the same (GOV.UK
  // Pay's new payment, its required amount, description, reference and return URL each `readOnly`): a request that could send
  // none of what it requires is the spec's slip. Not a resource's server-set `id`, `name` and `type` beside its `properties`.
  const plain = fields.filter((field) => !/[.[]/.test(field.path) && !/^(?:object|array of object)/.test(field.type));
  if (plain.length >= 3 && plain.every((field) => field.readOnly) && plain.some((field) => field.required)) return fields;
  const marked = fields.filter((field) => field.readOnly || SAYS_READ_ONLY.test(field.description)).map((field) => field.path);
  if (marked.length === 0) return fields;
  return fields.filter((field) => !marked.some((path) => field.path === path || field.path.startsWith(`${path}.`) || field.path.startsWith(`${path}[]`)));
}

export function buildStep(endpoint: EndpointRecord, api: ApiRecord, detail: OperationDetail, lookup: SchemaLookup, reach: OutputReach = FULL_OUTPUTS): Step {
  const credentials = credentialHeaders(api, detail);
  const inputs: StepInput[] = detail.parameters
    .filter((param) => !(param.in === 'header' && credentials.has(param.name.toLowerCase())))
    .filter((param) => !(param.in === 'query' && credentials.has(param.name.toLowerCase())))
    .map((param) => ({
      name: param.name,
      location: param.in as StepInput['location'],
      type: typeLabel(param.schema, lookup),
      allowed: allowedValues(param.schema, lookup),
      // Google's specs say a query value is required in its description only ("Required. This must be unique…").
      required: param.required || (param.in === 'query' && SAYS_REQUIRED.test(param.description)),
      description: param.description,
      children: [],
      constant: onlyValue(param.schema, lookup),
    }));
  const offered = detail.requestBody ? preferredMedia(detail.requestBody.content) : undefined;
  // One breadth-first listing serves both: the fields one level down are documented, deeper ids are threaded.
  // A body that is a list of objects (BulkSMS's messages, a batch of records) takes its items' fields, sent as a list of one.
  const root = offered ? deref(offered.schema as Json | undefined, lookup) : undefined;
  const items = root?.type === 'array' ? deref(root.items, lookup) : undefined;
  const listBody = items !== undefined && (items.type === 'object' || items.properties !== undefined);
  const bodyFields = offered ? sentFields(listFields(listBody ? root?.items : offered.schema, lookup, NESTED_BODY_DEPTH, NESTED_BODY_FIELDS, true)) : [];
  const fields = bodyFields.filter((field) => field.depth <= 1).slice(0, 80);
  // An optional JSON or form body with no fields says nothing to send (Stripe's GET /v1/customers
  // declares one): documenting it would tell an agent to send a body with a GET.
  // A wildcard a converter spelled out from a media upload (Gmail's twenty `message/*` types, YouTube's `video/*`) beside
  // an object of fields is that object sent as JSON at this path; the raw media goes to the provider's upload URL instead.
  // So is a raw byte stream declared with an object of fields (Drive's `PATCH /files/{fileId}`, `application/octet-stream` of a
  // `File`): those fields are the metadata, sent as JSON; bytes are no object.
  const rawWithFields = offered !== undefined && /^application\/octet-stream$/i.test(offered.mediaType);
  const media = (offered?.spelledOut || rawWithFields) && fields.filter((field) => !field.path.includes('.')).length >= 2
    ? { mediaType: 'application/json', schema: offered!.schema, uploadTypes: offered!.spelledOut ?? offered!.mediaType } : offered;
  const bodyMedia = media && (fields.length > 0 || detail.requestBody?.required || !STRUCTURED_MEDIA.test(media.mediaType)) ? media : undefined;
  if (bodyMedia) {
    for (const field of fields.filter((f) => !f.path.includes('.'))) {
      inputs.push({
        name: field.name,
        location: 'body',
        type: field.type,
        allowed: field.allowed,
        required: field.required && (detail.requestBody?.required ?? false),
        requiredInBody: field.required || SAYS_REQUIRED.test(field.description),
        description: field.description,
        ...(field.variants ? { variants: true } : {}),
        // An object's fields (`card.number`) or an array's items' (`messages[].role`).
        children: [...new Map([
          ...fields.filter((child) => child.path.startsWith(`${field.path}.`)),
          ...bodyFields.filter((child) => child.path.startsWith(`${field.path}[].`) && !child.path.slice(field.path.length + 3).includes('.')),
        ].map((child) => [child.path, child])).values()],
      });
    }
  }
  // A wrapped body holds its thing's fields a name deeper: Graph's `Message.toRecipients[].emailAddress.address` is as deep
  // in the message as SendGrid's `personalizations[].to[].email`.
  const bodyInputs = inputs.filter((input) => input.location === 'body');
  const wrappers = bodyInputs.filter((input) => /^object/.test(input.type));
  const wrappedBody = wrappers.length === 1 && bodyInputs.every((input) => input === wrappers[0] || input.type.startsWith('boolean'));
  const nestedInputs = bodyMedia ? nestedBodyInputs(bodyFields.filter((field) => field.path.split('.').length <= NESTED_BODY_NAMES + (wrappedBody ? 1 : 0)), detail.requestBody?.required ?? false) : [];
  const response = detail.responses.find((r) => /^2/.test(r.status) && r.content.length > 0)
    ?? detail.responses.find((r) => /^2/.test(r.status))
    ?? detail.responses[0];
  const responseMedia = response ? preferredMedia(response.content) : undefined;
  const outputs = responseMedia ? listFields(responseMedia.schema as Json | undefined, lookup, reach.depth, reach.fields) : [];
  return {
    endpoint,
    api,
    detail,
    lookup,
    noun: thingNoun(endpoint.path, endpoint.method) || serverNoun(detail.servers),
    inputs,
    body: bodyMedia && detail.requestBody ? { ...bodyMedia, required: detail.requestBody.required, ...(listBody ? { list: true } : {}) } : undefined,
    response,
    responseMedia,
    outputs,
    outputByPath: new Map(outputs.map((field) => [field.path, field])),
    outputLeaves: outputs.map((field) => normalName(field.name)),
    responseNames: schemaNamesOf(responseMedia?.schema, lookup),
    bodyNames: bodyMedia ? schemaNamesOf(bodyMedia.schema, lookup) : [],
    nestedInputs,
    wrappedBody,
  };
}

/**
 * How deep and how many body fields are read for threading: Xero's `Invoices[].Contact.ContactID` is three levels down. A
 * list counts as a level where the walk goes, not where a field is named: SendGrid's `personalizations[].to[].email` is
 * three names deep, read as deep as `Invoices[].Contact.ContactID`.
 */
const NESTED_BODY_DEPTH = 4;
const NESTED_BODY_NAMES = 3;
const NESTED_BODY_FIELDS = 200;

function nestedBodyInputs(fields: readonly FieldInfo[], bodyRequired: boolean): StepInput[] {
  // Whether each field's whole chain is required, up to the body (`inBody`) and with the body itself.
  const inBody = new Map<string, boolean>();
  const byPath = new Map(fields.map((field) => [field.path, field]));
  const inputs: StepInput[] = [];
  for (const field of fields) {
    const parent = parentPath(field.path);
    const chain = field.required && (parent === '' || (inBody.get(parent) ?? false));
    inBody.set(field.path.replace(/\[\]$/, ''), chain);
    if (parent === '' || /^(object|array of object)/.test(field.type)) continue;
    inputs.push({ name: field.name, location: 'body', type: field.type, allowed: field.allowed, required: chain && bodyRequired, requiredInBody: chain, description: field.description, children: [], path: field.path, parent: byPath.get(parent) });
  }
  return inputs;
}

/**
 * Where one step's path lies below another's, the collection it is under (a trailing slash on
 * either counts for nothing: `/servers/` is `/servers`): the rest of the path (`{id}/items` of
 * `/vaults/{id}/items` below `/vaults`), '' for the same path, undefined where it is not below.
 */
export function pathBelow(step: Step, under: Step): string | undefined {
  return pathUnder(step.endpoint.path, under.endpoint.path);
}

/** `pathBelow` of two paths. */
export function pathUnder(below: string, above: string): string | undefined {
  let path = below.replace(/\/+$/, '');
  let root = above.replace(/\/+$/, '');
  // An API that versions each endpoint on its own (Vercel's `/v6/deployments`, `/v12/deployments/{id}/cancel`) keeps one tree of things.
  const version = /^\/v\d+(?:\.\d+)*(?=\/)/;
  if (version.test(path) && version.test(root)) [path, root] = [path.replace(version, ''), root.replace(version, '')];
  return path === root ? '' : path.startsWith(`${root}/`) ? path.slice(root.length + 1) : undefined;
}

/** The verbs opening an action that makes its thing: `CreateQueue`, `StartTranscriptionJob`, `RunInstances`. */
export const MAKING_ACTION = /^(?:Create|Start|Run|Launch|Register|Submit|Put)[A-Z]/;

/** Whether a step makes the thing it works on: a POST to a collection, or an action API's making action (`CreateCollection`). */
export function makesItsThing(step: Step): boolean {
  const action = pathAction(step.endpoint.path);
  return step.endpoint.method === 'POST' && (action !== undefined ? MAKING_ACTION.test(action) : endingCollection(step.endpoint.path) !== undefined);
}

/** The collection a path ends in: its last segment, where that is no parameter (`/scores/{score}/collaborators` → `collaborators`). */
export function endingCollection(path: string): string | undefined {
  return /\/([^{}/]+)\/?$/.exec(path)?.[1];
}

/**
 * Words that, opening or closing an operation's name, say a POST only asks (Google Calendar's "Calendar freebusy query", "Search
 * messages", Infermedica's "Find mentions of observations", Storecove's "Discover Network Participant Existence").
 */
const ASKING_NAME = /^(?:query|search|find|lookup|discover)$/;
/** Words that join a name's last word to what goes before it, so that it is no head of the name. */
const NAME_JOINERS = new Set(['and', 'or', 'by', 'with', 'of', 'for', 'from', 'in', 'to', 'via']);

/** Whether a step changes something, by its method, the verb its path ends in (`writesByName`) and a POST's name that only asks. */
export function stepWrites(step: Step): boolean {
  let writes = writesOfStep.get(step);
  if (writes === undefined) {
    const words = step.endpoint.method === 'POST' || step.endpoint.method === 'GET' ? splitWords(step.endpoint.name) : [];
    // A GET its name calls a read ("Get-Group-Invite") reads, whatever its path's last word (`/groups/{GroupId}/invite`).
    const readByName = step.endpoint.method === 'GET' && (ASKING_NAME.test(words[0] ?? '') || readingVerb(words[0] ?? ''));
    // And a POST its name calls a change ("addCardsChecklistCheckItem…") changes, whatever its path's last word (`…/checkItem`,
    // a check item, not a check); not a name that is only its method and path ("POST /getUpdates").
    const writtenByName = step.endpoint.method === 'POST' && !namedByMethodAndPath(step.endpoint.name) && (INTENT_BY_WORD.get(words[0] ?? '')?.every((method) => method !== 'GET') ?? false);
    // A name ending in what it is ("Contacts search") asks; one whose last word is what it acts by does not ("Mark … as fixed by logid and query").
    const endsAsking = ASKING_NAME.test(words.at(-1) ?? '') && !NAME_JOINERS.has(words.at(-2)?.toLowerCase() ?? '');
    writes = writtenByName || (!readByName && !(step.endpoint.method === 'POST' && (ASKING_NAME.test(words[0] ?? '') || endsAsking)) && writesByName(step.endpoint.method, step.endpoint.path));
    writesOfStep.set(step, writes);
  }
  return writes;
}

/** Whether each step writes, read once: order, FIT and value flows ask it of every step, and steps are kept between briefs. */
const writesOfStep = new WeakMap<Step, boolean>();

/** A step's words, stemmed: its name, path, tags, inputs and operation id, as FIT, quoted values and links match a task's clauses against them. */
export function stepWords(step: Step): ReadonlySet<string> {
  let words = wordsOfStep.get(step);
  if (!words) wordsOfStep.set(step, (words = new Set(analyze(stepText(step, true)))));
  return words;
}

/** A step's words but its inputs' names: what the call itself is called and where it is (a search's many filters name other things). */
export function stepNameWords(step: Step): ReadonlySet<string> {
  let words = nameWordsOfStep.get(step);
  if (!words) nameWordsOfStep.set(step, (words = new Set(analyze(stepText(step, false)))));
  return words;
}

/** The text a step's words are read from: its name, path literals, tags, operation id and, with `inputs`, its inputs' names. */
function stepText(step: Step, inputs: boolean): string {
  const literals = step.endpoint.path.replace(/\{[^}]*\}/g, ' ');
  return `${step.endpoint.name} ${literals} ${step.endpoint.tags.join(' ')} ${inputs ? step.inputs.map((input) => input.name).join(' ') : ''} ${step.endpoint.operationId ?? ''}`;
}

/**
 * A step's words with the ids its body takes deeper, which name the things the call acts with (YouTube's
 * `snippet.resourceId.videoId` of a playlist item's insert): what FIT reads a clause's object against.
 */
export function stepActionWords(step: Step): ReadonlySet<string> {
  let words = actionWordsOfStep.get(step);
  if (!words) {
    const nestedIds = step.nestedInputs.filter((input) => /[a-z](?:Id|_id)$/.test(input.name)).map((input) => input.name).join(' ');
    words = new Set([...stepWords(step), ...analyze(nestedIds)]);
    actionWordsOfStep.set(step, words);
  }
  return words;
}
const actionWordsOfStep = new WeakMap<Step, ReadonlySet<string>>();

/** Each step's words, read once: steps are kept between briefs. */
const wordsOfStep = new WeakMap<Step, ReadonlySet<string>>();
const nameWordsOfStep = new WeakMap<Step, ReadonlySet<string>>();
