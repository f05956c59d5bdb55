// integrate(task, resources) → one task brief, built only from the selected operations' specs.

import { LRUCache } from 'lru-cache';
import { authSection } from './auth.ts';
import { renderBrief, type BriefStepView, type BriefView } from './template.ts';
import { defaultOf, gotchasFor } from './gotchas.ts';
import type { Catalog, EndpointRecord, McpRecord, ServerInfo } from '../model.ts';
import { serverForTask, serverOf } from './servers.ts';
import { buildStep, endingCollection, FULL_OUTPUTS, LOOKUP_OUTPUTS, stepActionWords, stepNameWords, stepWords, stepWrites, type OutputReach, type Step, type StepInput } from './steps.ts';
import { madeNamesOf, PathValues, readyRequest } from './request.ts';
import { forgetListings, returnedFields } from '../schema.ts';
import { kindBindings, takesText } from './value-flows.ts';
import { allowedValueNamed, apiNameWords, askedState, callersNamedId, FILE_NAMES, flagDoing, givenByTask, givenValue, CREATE_BEFORE, inferBindings, isIdLike, isMe, knownReference, offeredKeyword, producerFit, referenceOf, RESULT_WORDS, rootListsOf, sameThing, segmentNoun, settingOf, shownBindings, speaksOfOwn, type Binding } from './threading.ts';
import { orderSteps, taskOrder } from './order.ts';
import { nameGiven, namedValue, namedValues, pickedItem } from './picking.ts';
import { cellRanges, EMAIL_ADDRESS, HASH_NAME, HASH_THING, LINK, PHONE_NUMBER, phoneNumbersInE164, QUOTED_TEXT, SAYING, SAYING_THING } from '../values.ts';
import { sentences, truncate } from '../text.ts';
import { givenToOthers, OWN_ATTRIBUTES, POSSESSIVES, taskClauses } from './task-verbs.ts';
import { INTENT_BY_WORD } from '../search/intent.ts';
import { DETERMINERS, LEADING_VERB_SENSES, ORDINALS, VERB_PARTICLES } from '../search/profile.ts';
import { rank } from '../search/rank.ts';
import { rankedTools } from '../search/results.ts';
import { asksTesting, isSelfHostedUrl, isTestingOperation, isWrite, looksNonProduction, RPC_METHOD_PATH, SIGN_IN_PATH } from '../spec-signals.ts';
import { relatedWords } from '../search/thesaurus.ts';
import { analyze, singular, splitWords, stem, STOP_WORDS } from '../tokens.ts';

export interface ResourceRef {
  id: string;
  type: string;
}

export type IntegrateOutcome =
  | { ok: true; taskBrief: string; unresolved: string[] }
  | { ok: false; reason: 'none-resolved'; unresolved: string[] };

/** Built steps per catalog: reading an operation's schemas is the costly part of a brief. */
const stepCaches = new WeakMap<Catalog, LRUCache<string, Step>>();
/**
 * The cache is bounded by the fields its steps hold, not only by count: one large response keeps up
 * to 600 fields, so 5,000 such steps would hold over a gigabyte. 400,000 fields are about 150 MB.
 */
const STEP_CACHE_FIELDS = 400_000;
const stepSize = (step: Step) => 1 + step.outputs.length + step.inputs.reduce((sum, input) => sum + 1 + input.children.length, 0);

/** Drops the steps kept for the catalog, and the details, schemas and listings they were read from: briefs then start cold, as on a fresh start. */
export function forgetSteps(catalog: Catalog): void {
  stepCaches.get(catalog)?.clear();
  forgetListings();
  catalog.forgetReads();
}

function stepOf(catalog: Catalog, endpoint: EndpointRecord, reach: OutputReach = FULL_OUTPUTS): Step {
  let cache = stepCaches.get(catalog);
  if (!cache) {
    cache = new LRUCache<string, Step>({ max: 5_000, maxSize: STEP_CACHE_FIELDS, sizeCalculation: stepSize });
    stepCaches.set(catalog, cache);
  }
  // A step listed in full serves a lookup too.
  const key = reach === FULL_OUTPUTS ? endpoint.id : `${endpoint.id} lookup`;
  let step = cache.get(endpoint.id) ?? cache.get(key);
  if (!step) {
    step = buildStep(endpoint, catalog.apis.get(endpoint.apiKey)!, catalog.readDetail(endpoint), (name) => catalog.readSchema(endpoint.apiKey, name), reach);
    cache.set(key, step);
  }
  return step;
}

/** Each distinct (id, type) once, in the caller's order. */
function distinctRefs(refs: ResourceRef[]): ResourceRef[] {
  const seen = new Set<string>();
  return refs.filter((ref) => {
    const key = `${ref.type}\u0000${ref.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function integrate(catalog: Catalog, written: string, refs: ResourceRef[]): IntegrateOutcome {
  // The task as its values are read: a phone number written in groups ("+49 69 1234567") in the E.164 form calls take.
  const task = phoneNumbersInE164(written);
  const endpoints: EndpointRecord[] = [];
  const mcpServers: McpRecord[] = [];
  const unresolved: string[] = [];
  for (const ref of distinctRefs(refs)) {
    const ix = catalog.byId.get(ref.id);
    const record = ix === undefined ? undefined : catalog.resources[ix];
    // An entry whose type contradicts its id counts as unresolved.
    if (!record || record.resourceType !== ref.type) unresolved.push(ref.id);
    else if (record.resourceType === 'endpoint') {
      if (!endpoints.includes(record)) endpoints.push(record);
    } else if (!mcpServers.includes(record)) mcpServers.push(record);
  }
  if (endpoints.length === 0 && mcpServers.length === 0) return { ok: false, reason: 'none-resolved', unresolved };

  // A built step is shared by every brief; the server a task asks for goes on its copy.
  const given = endpoints.map((endpoint) => {
    const step = stepOf(catalog, endpoint);
    const server = serverForTask(step.detail.servers, task, `${step.api.title} ${step.api.key}`);
    return server ? { ...step, server } : step;
  });
  const named = inferBindings(given, task);
  const inferred = [...named, ...kindBindings(given, task, named, taskOrder(task, given, named))];
  const { order, bindings } = orderSteps(given.length, inferred, taskOrder(task, given, inferred));
  const steps = order.map((ix) => given[ix]);
  const position = new Map(order.map((ix, n) => [ix, n]));
  const threaded = bindings.map((binding) => ({ ...binding, consumer: position.get(binding.consumer)!, producer: position.get(binding.producer)! }));
  const shown = shownBindings(threaded, task);

  // An id is missing from the selection when the API has a call that returns it; one no call of the
  // API returns is the caller's own (an account, a configured sender), said but no gap.
  const missing = missingInputs(steps, threaded, task);
  const unproduced = missing.map(({ step, input }) => ({
    where: `${input.name} (${input.location}) for step ${step + 1} (${steps[step].endpoint.method} ${steps[step].endpoint.path})`,
    suggestion: suggestProducer(catalog, steps[step], input, task),
  }));
  // A thing the task names by name ("the 'VIP' contact list") whose id a step takes and no selected step lists or makes.
  const ownWords = stepsWords(task, steps);
  const unfound = unfoundNamedThings(task, steps, threaded, missing, ownWords).map(({ step, input, value, noun }) => ({
    where: `${input.path ?? input.name} (${input.location}) for step ${step + 1} (${steps[step].endpoint.method} ${steps[step].endpoint.path})`,
    noun, value, suggestion: suggestProducer(catalog, steps[step], input, task),
  }));
  // Such an id the task writes as a plain word after its thing ("bucket main") is the one it means.
  const supplied = new Map(missing.flatMap(({ step, input }, at) => {
    const value = unproduced[at].suggestion === undefined ? callersNamedId(task, input, steps[step], steps) : undefined;
    return value === undefined ? [] : [[input, value] as const];
  }));
  const callersOwn = unproduced.filter((gap, at) => gap.suggestion === undefined && !supplied.has(missing[at].input)).map((gap) => `the caller supplies ${gap.where}: no call of its API returns it`);
  // A call for testing the real one (SNS's CreateSMSSandboxPhoneNumber) is not the real one, unless the task asks to test.
  const forTesting = asksTesting(task) ? [] : steps.flatMap((step, at) => (isTestingOperation(step.endpoint.path) ? [at] : []));
  let bestCall: string | undefined;
  const suggestBest = () => (bestCall ??= bestCallFor(catalog, task));
  const reasons = [
    ...uncoveredActions(task, steps, catalog.search.verbMethods).map((clause) => `no selected step does "${clause}"`),
    ...forTesting.map((at) => `step ${at + 1} (${steps[at].endpoint.method} ${steps[at].endpoint.path}) is for testing the real call (a sandbox or test operation), not the call itself${suggestBest()}`),
    ...unproduced.flatMap((gap) => (gap.suggestion ? [`no selected step produces ${gap.where}; ${gap.suggestion}`] : [])),
    ...unfound.map((gap) => `the task names the ${gap.noun} ${JSON.stringify(gap.value)}, but no selected step finds its id for ${gap.where}${gap.suggestion ? `; ${gap.suggestion}` : ''}`),
    ...unresolved.map((id) => `unresolved id: ${id}`),
  ];
  // No selected call shares a word of the task, or one of the same meaning: none does it. When not
  // even their APIs do, none of them serves it at all (None); else they may serve a part (Partially).
  const relation = steps.length > 0 && mcpServers.length === 0 ? taskRelation(catalog, task, steps) : 'steps';
  const servesNothing = relation === 'none';
  if (relation !== 'steps') reasons.unshift(`${servesNothing ? 'no selected call serves this task' : 'no selected call does what the task asks'}${suggestBest()}`);
  const verdict = servesNothing ? 'None' : reasons.length === 0 ? 'Fully' : 'Partially';
  const firstStep = mcpServers.length > 0 && steps.length === 0 ? 1 : steps.length + 1;

  const pathValues = new PathValues();
  const view: BriefView = {
    task: truncate(written.replace(/\s+/g, ' ').trim(), 512),
    fit: { verdict, reasons: verdict === 'Fully' ? ['the selected requests cover the task; every required id is produced by an earlier step or supplied by the caller', ...callersOwn] : [...reasons, ...callersOwn] },
    // A credential-named input another step's answer fills (an upload token a step made) is no credential of the caller's.
    auth: authSection(steps, (step, input) => threaded.some((binding) => steps[binding.consumer] === step && binding.input === input)),
    baseUrls: [
      ...steps.map((step, ix) => baseUrlView(step, ix + 1)),
      ...mcpServers.map((server, ix) => ({ n: firstStep + ix, url: server.url, notes: [`MCP server, ${server.transport} transport`] })),
    ],
    steps: [
      ...steps.map((step, ix) => stepView(step, ix + 1, shown.filter((binding) => binding.consumer === ix),
        new Set(shown.filter((binding) => binding.producer === ix && !binding.sent).map((binding) => binding.fieldPath)), task, steps, ownWords[ix], supplied, pathValues)),
      ...mcpServers.map((server, ix) => mcpStepView(server, firstStep + ix, task)),
    ],
    gotchas: gotchasFor(steps, unresolved),
  };
  for (const server of mcpServers) {
    view.auth.push({
      apiTitle: `${server.title} (MCP)`,
      lines: server.headers.length > 0
        ? server.headers.map((header) => `header "${header.name}" (${header.required ? 'required' : 'optional in the record'}${header.secret ? ', secret' : ''})${header.description ? `: ${header.description}` : ''}`)
        : ['None documented by the registry record; the server may still ask for OAuth sign-in when connecting'],
    });
  }
  return { ok: true, taskBrief: renderBrief(view), unresolved };
}

/** Words by which a clause speaks of a thing an earlier one named (not "its status", "their comments", which name another). */
const BACK_REFERENCES = new Set(['it', 'them', 'they']);
/** Words that open what a read checks, no word of it: "check whether …", "see if …". */
const COMPLEMENTIZERS = new Set(['whether', 'if', 'that']);
/** How many words after "its" or "their" an attribute every answer says of its thing may come: "its delivery status". */
const OWN_ATTRIBUTE_REACH = 3;

const BARE_VERBS = new Set(['get', 'fetch', 'retriev', 'obtain', 'list', 'creat', 'updat', 'delet', 'set', 'add', 'remov', 'post', 'put', 'patch', 'send', 'make', 'new'].map(stem));

/** "; the catalog's best call for it is …": the first operation search ranks for the task, or nothing. */
function bestCallFor(catalog: Catalog, task: string): string {
  const best = rank(catalog.search, catalog.resources, task).order.map((ix) => catalog.resources[ix]).find((record) => record.resourceType === 'endpoint');
  return best && best.resourceType === 'endpoint' ? `; the catalog's best call for it is ${best.method} ${best.path} (${best.name}, id ${best.id})` : '';
}

/**
 * How the selection relates to the task: some step shares a content word of the task or one of the
 * same meaning ('steps'); only the APIs they belong to do, in their titles, descriptions and
 * operation names ('apis': a search step of the right API serves part of it); or nothing does.
 */
function taskRelation(catalog: Catalog, task: string, steps: Step[]): 'steps' | 'apis' | 'none' {
  // A link is a value, not words of the task's ask; a `#name` is, by the chat apps' convention, a channel.
  const allWords = [...task.replace(LINK, ' ').toLowerCase().split(/[^\p{L}\p{N}]+/u), ...(task.match(HASH_NAME) ? [HASH_THING] : [])];
  const words = allWords.filter((word) => word.length > 2 && !STOP_WORDS.has(word));
  // A leading noun-verb means what its senses say ("text the customer": send an sms or message).
  const senses = (LEADING_VERB_SENSES.get(words[0] ?? '') ?? []).flat();
  const terms = new Set([...words, ...senses].flatMap((word) => [stem(word), ...relatedWords(word).map(([related]) => stem(related))]));
  // "List the lists", "update the set": after a determiner such a word names the thing, not the act.
  const named = new Set(allWords.filter((word, at) => at > 0 && DETERMINERS.has(allWords[at - 1])).map(stem));
  const wanted = [...terms].filter((term) => !BARE_VERBS.has(term) || named.has(term));
  // The API's own name counts ("my Twitter list"); verbs alone do not, since every call gets, adds or creates something.
  if (steps.some((step) => [...stepWords(step), ...analyze(step.api.title)].some((term) => wanted.includes(term)))) return 'steps';
  // Or what a call's own description says it does ("Creates a reference… repositories without branches" for "create a branch").
  if (steps.some((step) => wanted.some((term) => describedWords(step).has(term)))) return 'steps';
  const { apis, apiKeys } = catalog.search;
  const selected = new Set(steps.map((step) => apiKeys.indexOf(step.api.key)));
  const inApis = wanted.some((term) => {
    const id = apis.vocabulary.get(term);
    if (id === undefined) return false;
    for (let at = apis.offsets[id]; at < apis.offsets[id + 1]; at++) if (selected.has(apis.docs[at])) return true;
    return false;
  });
  return inApis ? 'apis' : 'none';
}


/** An address or a phone number anywhere in a text: whom a change is for. */
const PERSON_CONTACT = new RegExp(`${EMAIL_ADDRESS.source}|${PHONE_NUMBER.source}`);

/** A call whose HTTP method says nothing of what it does: an action in a fragment (AWS `#Action=…`) or a dotted method name. */
const methodSilent = (path: string) => path.includes('#') || RPC_METHOD_PATH.test(path);

/** Words after which a word names a thing, never what to do: the determiners search reads so, and prepositions. */
const NOUN_MARKERS = new Set([...DETERMINERS, 'those', 'by', 'with', 'via', 'of', 'for', 'from', 'in', 'on', 'at', 'into']);

/**
 * Actions of the task (clauses led by a verb such as "add", "rename", "delete", or by a verb of the
 * catalog's own, `catalogVerbs`: stemmed verb → its calls per method, GET first) that no selected
 * step performs: a step must share a word with the clause (or a word of the same meaning) and do the
 * same kind of thing (read or change).
 */
export function uncoveredActions(task: string, steps: Step[], catalogVerbs: ReadonlyMap<string, readonly number[]>): string[] {
  if (steps.length === 0) return [];
  const termsOfSteps = steps.map(stepActionWords);
  const clauses = taskClauses(task);
  return clauses
    .filter((clause, at) => {
      // A quoted text is a value the task gives ("the body 'Please find the contract attached'"), no words of what to do;
      // so are an address and a phone number ("add alice@acme.com to it" asks for a bare add).
      // So is a file's name ("download stdout.txt" asks for a bare read).
      // So is a range of cells ("read Leads!A1:C100 back"), and an aside in brackets ("add +614… (Sam Lee) to it").
      const words = cellRanges(clause).reduce((text, range) => text.replace(range, ' '), clause.replace(QUOTED_TEXT, ' ').replace(/\([^()]*\)/g, ' ').replace(LINK, ' ').replace(EMAIL_ADDRESS, ' ').replace(PHONE_NUMBER, ' ').replace(FILE_NAMES, ' '))
        .toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
      // A condition written ahead of what it conditions, up to its comma ("Whenever you get this, look up …", "If it failed,
      // retry it"), asks nothing itself.
      if (CONDITION_OPENING.test(clause) && task.includes(`${clause.trim()},`)) return false;
      // A field's name and its value, split off a list of them ("the user with id u-4410 and email lee@acme.io"), ask nothing.
      if (words.length === 1 && clause.trim().toLowerCase() !== words[0] && at > 0 && /\bwith\b/i.test(clauses[at - 1])
        && steps.some((step) => [...step.inputs, ...step.nestedInputs].some((input) => splitWords(input.name).some((word) => word.toLowerCase() === words[0])))) return false;
      // A clause led by the name of what a step makes does what that step does: "tweet its link" makes a tweet (X's POST
      // /2/tweets), "order two pizzas" an order, whatever else the clause's words would read as.
      if (words.length > 0 && steps.some((step) => step.endpoint.method === 'POST' && stepWrites(step) && step.noun === singular(words[0]))) return false;
      // A clause asking by its verb for a state a change's input allows is done by that change: "close it" and an issue
      // update's `state: closed`.
      if (steps.some((step) => stepWrites(step) && step.inputs.some((input) => askedState(clause, input, step) !== undefined))) return false;
      // A word that is a noun in API text ("file", "book", "text") is the verb only where it leads: "the Box file" asks nothing;
      // nor is a word after a determiner or a preposition ("place the order paying by check").
      const verb = words.find((word, at) => INTENT_BY_WORD.has(word) && (at === 0 || (!LEADING_VERB_SENSES.has(word) && !NOUN_MARKERS.has(words[at - 1]))));
      // Else a clause that opens with a verb of the catalog's own ("attach the build artifact …"), as search reads it.
      const opening = verb === undefined && words.length > 1 ? catalogVerbs.get(stem(words[0])) : undefined;
      // "Give it the privilege READ_GUID" grants something; "give me the forecast" reads.
      // "Confirm its status": a verb no list knows whose object is what every answer says of the thing named before reads it.
      const readsOwnAttribute = verb === undefined && POSSESSIVES.has(words[1] ?? '') && OWN_ATTRIBUTES.has(words[2] ?? '');
      const wants = verb ? (givenToOthers(verb, words[words.indexOf(verb) + 1]) ? 'either' : (INTENT_BY_WORD.get(verb) ?? []).some(isWrite) ? 'write' : 'read')
        : readsOwnAttribute ? 'read' : opening ? kindOfCalls(opening) : undefined;
      // A clause of a verb neither list knows and a thing named before ("… and pin it", "and lock it") asks for a step that
      // names that verb: it says what is done, and nothing else in the clause does.
      // A step's word that opens with the verb names it too ("pay it" and Square's "Create payment").
      // So does one that names a word meaning the same ("buy it" and GoDaddy's "Purchase and register the specified Domain").
      if (!wants) {
        if (!bareVerbClause(words)) return false;
        // A verb of doing again names the verb it repeats: "reactivate it" and Postmark's "Activate a bounce".
        const repeated = /^re([a-z]{4,})$/.exec(words[0])?.[1];
        const verbs = repeated === undefined ? [words[0]] : [words[0], repeated];
        const named = new Set(verbs.flatMap((verb) => [stem(verb), ...relatedWords(verb).map(([related]) => stem(related))]));
        return !steps.some((step, ix) => [...termsOfSteps[ix], ...describedVerbs(step)].some((term) => verbs.some((verb) => term.startsWith(verb)) || named.has(term)));
      }
      // The verb counts too: it often names the operation (play, follow, pause, rename).
      // A leading noun-verb ("text the customer") also means what its senses say (sms, message).
      const senses = (LEADING_VERB_SENSES.get(words[0]) ?? []).flat();
      const content = new Set([...words.filter((word) => !STOP_WORDS.has(word)), ...senses]
        .flatMap((word) => [stem(word), ...relatedWords(word).map(([related]) => stem(related))]));
      // A clause that names nothing but a verb every API uses ("get one of them", "then delete it")
      // asks for any step that reads, or for a change of that verb's method, whatever it is about; a
      // verb that names an operation ("share it", "archive it") still asks for a step that names it.
      // So does a read of a thing named before ("check whether it was delivered"): any step that reads.
      // Its attribute may be qualified ("read its delivery status").
      const readsBack = wants === 'read' && words.some((word, at) => BACK_REFERENCES.has(word) || (POSSESSIVES.has(word) && words.slice(at + 1, at + 1 + OWN_ATTRIBUTE_REACH).some((next) => OWN_ATTRIBUTES.has(next))));
      // The selected APIs' own names say where, not what: "post 'We are live!' on Mastodon" is a bare post.
      // So is a read of nothing but a value the task gives ("download stdout.txt").
      // A verb's particle is part of it ("read … back").
      // So are the selected APIs' own names: "find her in Stripe" is a bare find.
      const verbAlone = verb !== undefined && words.every((word) => word === verb || STOP_WORDS.has(word) || VERB_PARTICLES.has(word) || steps.some((step) => apiNameWords(step).has(word)));
      const readsValue = wants === 'read' && verbAlone;
      // A change of nothing but a person's address or number ("invite lee@acme.com") is done by a change of its verb's methods;
      // not of a quoted name ("play 'Blinding Lights'"), which a call of that very verb takes.
      const writesValue = wants === 'write' && verbAlone && PERSON_CONTACT.test(clause.replace(QUOTED_TEXT, ' '));
      // "Create a campaign … and send it": a thing made is sent by another call than the one that made it.
      const sendsMade = verb !== undefined && stem(verb) === SEND && objectNamedBefore(words, words.indexOf(verb)) >= 0;
      // "Fetch the first one" picks one of what is named before, as "get one of them" does.
      const plainMethods = (verb !== undefined && BARE_VERBS.has(stem(verb)) && words.every((word) => word === verb || STOP_WORDS.has(word) || ORDINALS.has(word) || steps.some((step) => apiNameWords(step).has(word)))) || readsBack || readsValue || writesValue
        ? INTENT_BY_WORD.get(verb ?? '') ?? [] : undefined;
      // A step that names the clause's verb itself ("check the code" and Twilio's VerificationCheck) does it, whatever its method.
      // So does one whose description says so in its first sentence: Docker's "Create an image by either pulling it from a registry".
      // The catalog's own verb that opens the clause too: "confirm funds are available" and "Get … Funds Confirmation".
      const spoken = verb ?? (opening ? words[0] : undefined);
      const namesVerb = (ix: number) => spoken !== undefined && (termsOfSteps[ix].has(stem(spoken)) || describedVerbs(steps[ix]).has(stem(spoken)));
      // A read is also done by a change whose answer holds what the clause reads ("register her and get her join link": the registrant's `join_url`).
      const answers = (step: Step) => wants === 'read' && stepWrites(step) && [...content].some((term) => answerWords(step).has(term));
      // "return only 5 results" says how many a read answers with, of whatever it reads.
      const pageOnly = wants === 'read' && words.every((word, at) => word === verb || (at === 0 && opening !== undefined) || STOP_WORDS.has(word) || /^\d+$/.test(word) || PAGE_WORDS.has(singular(word)));
      // "Move it to Done", "mark each one 'In review'", "make it public": a verb that changes a thing named before, with what it
      // makes it, is done by any step that changes an existing thing (a path ending at its id, or an action on it), not one that deletes.
      // Not a call whose path ends in an action of its own the clause does not ask ("… and then mark it paid" is no invoice's `/send`).
      if (wants === 'write' && setsNamedThing(clause, words) && steps.some((step) => stepWrites(step) && step.endpoint.method !== 'DELETE' && ON_ONE_THING.test(step.endpoint.path)
        && !otherAction(step, words))) return false;
      // "Set its memo to coffee": a clause setting a field to something is done by a change that takes that field.
      // So is a flag whose description says its `true` does what the clause asks: "notify the registrants" and Zoom's `cancel_meeting_reminder`.
      if (steps.some((step) => [...step.inputs, ...step.nestedInputs].some((input) => flagDoing(clause, input) !== undefined))) return false;
      // So is one naming a value a change's input allows: "invite lee@acme.com as an editor on it" and Box's collaboration `role`.
      if (wants === 'write' && steps.some((step) => stepWrites(step) && [...step.inputs, ...step.nestedInputs].some((input) => settingOf(clause, input, step) !== undefined
        || ((input.allowed?.length ?? 0) > 1 && allowedValueNamed(clause, input, step, steps.map((other) => other.noun)) !== undefined)))) return false;
      // A change whose name's first verb asks for the very methods the clause's verb does, where those say one kind of change, does
      // it: an edit (PUT or PATCH: "edit it to say …" and Slack's "Chat update"), or a removal (DELETE) of a thing named before
      // ("cancel it if …" and "Chat delete scheduled message"; "cancel all following singers" is no removal of tracks). Not a
      // verb of PUT alone, which says many kinds ("pause", "resume", "follow").
      const verbMethods = INTENT_BY_WORD.get(verb ?? '');
      const oneKind = verbMethods !== undefined && (verbMethods.includes('PATCH') || (verbMethods.length === 1 && verbMethods[0] === 'DELETE'));
      const sameChange = (step: Step) => oneKind && (verbMethods.includes('PATCH') || (verb !== undefined && objectNamedBefore(words, words.indexOf(verb)) >= 0))
        && sameMethods(verbMethods, nameVerbMethods(step));
      // A read whose name opens with a verb of the clause's methods does that change: "make a QR code" and Api2Pdf's GET
      // "Generate bar codes and QR codes".
      const makesByName = (step: Step) => wants === 'write' && verbMethods !== undefined && sameMethods(verbMethods, nameVerbMethods(step));
      // A read is done by any call whose name says every other word of the clause: "check whether the text violates the content
      // policy" and OpenAI's POST "Classifies if text violates OpenAI's Content Policy".
      const clauseTerms = [...new Set(words.filter((word) => word !== verb && word.length > 1 && !STOP_WORDS.has(word) && !COMPLEMENTIZERS.has(word) && !steps.some((step) => apiNameWords(step).has(word))).map(stem))];
      const namesAll = (step: Step) => wants === 'read' && clauseTerms.length >= 2 && clauseTerms.every((term) => stepNameWords(step).has(term));
      const covered = steps.some((step, ix) => (methodSilent(step.endpoint.path) || wants === 'either' || stepWrites(step) === (wants === 'write') || namesVerb(ix) || makesByName(step) || namesAll(step)
        // A call that hands out tokens is how one gets one, whatever its method ("get an access token": Nordigen's POST `/token/new/`).
        || (wants === 'read' && SIGN_IN_PATH.test(step.endpoint.path))
        // So is a change whose description opens saying it returns something ("get a login link": Learnifier's POST "Participant
        // login link", "Returns a single sign on link for the participant").
        || (wants === 'read' && READ_OPENERS.has(stem(splitWords(step.endpoint.description)[0] ?? ''))))
        && (plainMethods !== undefined || pageOnly
          // A bare verb's change is also done by a change whose name opens with that verb's methods: "delete it if so" by
          // Envoice's POST /api/client/delete, "Delete an existing client".
          ? !(sendsMade && makesOne(step) && !termsOfSteps[ix].has(SEND)) && (wants === 'read' || methodSilent(step.endpoint.path) || (plainMethods ?? []).includes(step.endpoint.method) || (stepWrites(step) && sameMethods(plainMethods ?? [], nameVerbMethods(step))))
          : [...content].some((term) => sharesTerm(termsOfSteps[ix], term)) || (stepWrites(step) && sameChange(step)))) || steps.some(answers);
      return !covered;
    })
    // A link outside a quote is a value, not words of what the clause asks: it is left out where the clause is shown.
    .map(withoutLinks);
}

/** The words that open a condition or a time of a clause: "when", "whenever", "once", "if", "unless", "as soon as". */
const CONDITION_OPENING = /^\s*(?:when|whenever|once|if|unless|as soon as|every time|each time)\b/i;

/** A clause without the links it writes outside its quotes. */
function withoutLinks(clause: string): string {
  let shown = '';
  let from = 0;
  for (const quote of clause.matchAll(QUOTED_TEXT)) {
    shown += clause.slice(from, quote.index).replace(LINK, ' ') + quote[0];
    from = (quote.index ?? 0) + quote[0].length;
  }
  return (shown + clause.slice(from).replace(LINK, ' ')).replace(/\s+/g, ' ').trim();
}

/** The first words of a description that say a call answers with something, whatever its method. */
const READ_OPENERS = new Set(['returns', 'retrieves', 'gets', 'fetches', 'lists'].map(stem));

/** A clause of one word and words that point back ("pin it", "lock them"): the word is what it asks to do. */
const bareVerbClause = (words: readonly string[]) => words.length >= 2 && /^[a-z]{3,}$/.test(words[0]) && !STOP_WORDS.has(words[0]) && words.slice(1).every((word) => BACK_REFERENCES.has(word));

/** The methods the first verb of a step's name asks for ("Delete an existing client": DELETE), if a verb list knows it. */
const nameVerbMethods = (step: Step) => INTENT_BY_WORD.get(splitWords(step.endpoint.name).find((word) => INTENT_BY_WORD.has(word.toLowerCase()))?.toLowerCase() ?? '');

/** Two verbs' methods, the same set. */
const sameMethods = (a: readonly string[], b: readonly string[] | undefined) => b !== undefined && a.length === b.length && a.every((method) => b.includes(method));

/** All the words of a step's description, stemmed, read once: steps are kept between briefs. */
const describedWordsOf = new WeakMap<Step, ReadonlySet<string>>();
function describedWords(step: Step): ReadonlySet<string> {
  let words = describedWordsOf.get(step);
  if (!words) describedWordsOf.set(step, (words = new Set(analyze(step.endpoint.description))));
  return words;
}

/** The words of the first sentence of a step's description, stemmed: what the call says it does. */
const describedVerbsOf = new WeakMap<Step, ReadonlySet<string>>();
function describedVerbs(step: Step): ReadonlySet<string> {
  let words = describedVerbsOf.get(step);
  if (!words) {
    words = new Set(analyze(sentences(step.endpoint.description)[0] ?? ''));
    describedVerbsOf.set(step, words);
  }
  return words;
}

/** A path on one existing thing: ending at its id (`/pages/{id}`), or at an action on it (`/issue/{id}/transitions`). */
const ON_ONE_THING = /\{[^}]+\}(?:\/[A-Za-z_.:-]+)?\/?$/;

/** A call whose path ends in a verb after the thing's id (`/invoices/{invoice}/send`) that none of the clause's words say: it does that, and only that. */
function otherAction(step: Step, words: readonly string[]): boolean {
  const action = /\}\/([A-Za-z]+)\/?$/.exec(step.endpoint.path)?.[1]?.toLowerCase();
  return action !== undefined && INTENT_BY_WORD.has(action) && !words.some((word) => stem(word) === stem(action));
}

/** The verb a call that makes a thing does not do to it as well. */
const SEND = stem('send');
/** A call that makes a thing in a collection (`POST /campaigns`); one whose words say it sends (`…/actions/send`) sends too. */
const makesOne = (step: Step) => step.endpoint.method === 'POST' && endingCollection(step.endpoint.path) !== undefined;

/** Words that pick a thing named before as a verb's object: "each one", "the first one", "it". */
const PICKING_WORDS = new Set([...DETERMINERS, ...ORDINALS, 'each', 'every', 'all']);

/**
 * A clause that changes a thing named before and says to what: its verb opens it, its object is "it", "them" or "(each |the
 * first) one", and words or a quoted value follow ("move it to Done", "mark each one 'In review'"); not "share it".
 */
function setsNamedThing(clause: string, words: readonly string[]): boolean {
  const at = objectNamedBefore(words, 0);
  return at >= 0 && (words.slice(at + 1).some((word) => !STOP_WORDS.has(word)) || clause.match(QUOTED_TEXT) !== null);
}

/** Where the object of the verb at `verbAt` is a thing named before ("it", "them", "each one", "the first one"): its place; else -1. */
function objectNamedBefore(words: readonly string[], verbAt: number): number {
  let at = verbAt + 1;
  while (at < words.length && PICKING_WORDS.has(words[at])) at++;
  return BACK_REFERENCES.has(words[at] ?? '') || words[at] === 'one' ? at : -1;
}

/** Words a task counts a read's answers by, whatever they are: "only 5 results", "2 pages". */
const PAGE_WORDS: ReadonlySet<string> = new Set([...RESULT_WORDS, 'page']);

/**
 * Whether a step's words hold a term, or one its stemmer left longer or shorter: Porter stems "register" to regist and
 * "registrant" to registr, one deed (at least five letters alike).
 */
function sharesTerm(terms: ReadonlySet<string>, term: string): boolean {
  if (terms.has(term)) return true;
  if (term.length < 5) return false;
  for (const known of terms) if (known.length >= 5 && (known.startsWith(term) || term.startsWith(known))) return true;
  return false;
}

/** The words of the fields a step answers with at its top (`join_url`: join, url), but those every answer has. */
function answerWords(step: Step): ReadonlySet<string> {
  let words = wordsOfAnswer.get(step);
  if (!words) {
    words = new Set(step.outputs.filter((field) => !field.path.includes('.')).flatMap((field) => analyze(field.name)).filter((term) => !ANSWER_COMMON.has(term)));
    wordsOfAnswer.set(step, words);
  }
  return words;
}
const wordsOfAnswer = new WeakMap<Step, ReadonlySet<string>>();
/** Words of fields nearly every answer has: they say nothing of what a clause asks for. */
const ANSWER_COMMON = new Set(analyze('id ids name type status created updated at date time object data result results url uri href self links meta message error code'));

/**
 * What a catalog verb asks for, from its calls per method (GET first): a change where they mostly
 * change, a read where they mostly read, either where they do both about as often ("compute" a route, a tax).
 */
function kindOfCalls([reads, ...changesByMethod]: readonly number[]): 'write' | 'read' | 'either' {
  const changes = changesByMethod.reduce((sum, n) => sum + n, 0);
  return changes >= 2 * reads ? 'write' : reads >= 2 * changes ? 'read' : 'either';
}

/** A value the spec lets the caller name itself: "The special value `me` can be used to indicate the authenticated user". */
const SELF_VALUE = /\bspecial value\b|\b(?:use|pass|value)\s+[`'"]?(?:me|self|current)[`'"]?\b|\bauthenticated user\b/i;

/**
 * Required id-like inputs in the path or query, which name the thing a call acts on, that no
 * earlier step produces and the task does not give. An id in a body names what the call uses (a
 * template, a sender, a list) and is left to the caller.
 */
function missingInputs(steps: Step[], bindings: Binding[], task: string): { step: number; input: StepInput }[] {
  const missing: { step: number; input: StepInput }[] = [];
  steps.forEach((step, ix) => {
    for (const input of step.inputs) {
      // A thing's number in a path picks it as an id does (GitHub's `{issue_number}`, `{pull_number}`).
      const picksByNumber = input.location === 'path' && THING_NUMBER.test(input.name) && !/^version/i.test(input.name);
      if (!input.required || !(isIdLike(input.name) || picksByNumber) || (input.location !== 'path' && input.location !== 'query')) continue;
      if (givenByTask(task, input, step) || SELF_VALUE.test(input.description)) continue;
      if (bindings.some((binding) => binding.consumer === ix && binding.input.name === input.name)) continue;
      if (carriedFromEarlier(steps, ix, input, task)) continue;
      missing.push({ step: ix, input });
    }
  });
  return missing;
}

/** A path value an earlier step on the same thing is given, which this one takes too (`PathValues`). */
function carriedFromEarlier(steps: Step[], ix: number, input: StepInput, task: string): boolean {
  return input.location === 'path' && steps.slice(0, ix).some((earlier) => PathValues.shared(earlier, steps[ix], input.name)
    && earlier.inputs.some((other) => other.location === 'path' && other.name === input.name && givenByTask(task, other, earlier)));
}

/** A path parameter named for a thing's number: `{issue_number}`, `{pullNumber}` (not an API's `{versionNumber}`). */
const THING_NUMBER = /[a-z](?:_number|Number)$/;

/** Attributes that identify a thing: what a lookup by name gives. */
const IDENTIFIER_ATTRIBUTES = new Set(['id', 'gid', 'uuid', 'sid', 'key']);

/**
 * Inputs taking the id of a thing the task names by a name, not an id ("the 'VIP' contact list",
 * "customer jane@acme.com"), that no step threads and no selected step lists or makes: the
 * selection lacks the lookup that turns the name into the id.
 */
function unfoundNamedThings(task: string, steps: Step[], bindings: Binding[], reported: { step: number; input: StepInput }[], ownWords: readonly string[]): { step: number; input: StepInput; noun: string; value: string }[] {
  const found: { step: number; input: StepInput; noun: string; value: string }[] = [];
  // The names the selected creates give what they make, as their requests show, read only where a name seems unfound.
  let madeNames: ReadonlySet<string> | undefined;
  const madeByCreate = (value: string) => (madeNames ??= new Set(steps.flatMap((step, ix) => madeNamesOf(ownWords[ix], step)))).has(value);
  // What the task names by a value, read once; an input whose words hold none of the words beside those values refers to none of them.
  const values = namedValues(task);
  const named = [...new Set(values.flatMap(({ before, after }) => [...(before === undefined ? [] : [before]), ...after]))];
  if (named.length === 0) return found;
  const stepNouns = steps.map((step) => step.noun);
  // Threaded, or already said missing as an id no step produces.
  const handled = new Set([...bindings, ...reported].map((known) => known.input));
  steps.forEach((step, ix) => {
    for (const input of [...step.inputs, ...step.nestedInputs]) {
      // A flag takes no thing's id (Drive's `useDomainAdminAccess` beside "edit access").
      if (handled.has(input) || input.type.startsWith('boolean') || carriedFromEarlier(steps, ix, input, task)) continue;
      // A field of one shape of a list that takes plain values too (GitHub's `labels`, names or label objects) needs no id: the name will do.
      if (input.parent?.type.startsWith('array of string')) continue;
      // Its name, place and path only: a nested field's description is read from its schema when asked for, which costs a cold brief.
      const said = `${input.name} ${input.path ?? ''} ${step.endpoint.path}`.toLowerCase().replace(/[^a-z]/g, '');
      if (!named.some((word) => said.includes(word.slice(0, 4)))) continue;
      const reference = knownReference(input, step);
      if (!reference?.attribute || !IDENTIFIER_ATTRIBUTES.has(reference.attribute)) continue;
      const nouns = reference.nouns.filter((noun) => noun.length > 2);
      // A step that lists or makes the thing finds it; so does a lookup whose answer lists it, whatever its path calls itself
      // (Route 53's `hostedzonesbyname` lists `HostedZones`).
      if (nouns.length === 0 || steps.some((other) => nouns.some((noun) => sameThing(other.noun, noun) || (!stepWrites(other) && [...rootListsOf(other)].some((listed) => sameThing(listed, noun)))))) continue;
      const given = nameGiven(values, nouns, [...nouns, ...stepNouns]);
      if (!given || found.some((known) => known.value === given.value)) continue;
      // A saying thing's quoted words are what it says ("post the comment 'Great explanation!'"), and a thing the call is made
      // with ("an invoice with one line 'Design work'") is new: neither is a name to find.
      // Nor is a name a create in the task gives what it makes ("create a Square catalog item 'Latte'"), or a selected create's
      // request gives it wherever the task writes it ("… in project 42 titled 'Login page'" titles the merge request).
      const before = task.slice(Math.max(0, task.indexOf(given.value) - 60), Math.max(0, task.indexOf(given.value) - 1));
      if (SAYING_THING.test(given.thing) || MADE_WITH.test(before.slice(-40)) || (CREATE_BEFORE.test(before) && steps.some((other) => other.endpoint.method === 'POST' && stepWrites(other)))
        || madeByCreate(given.value)) continue;
      // Nor are the terms a selected search is sent ("search YouTube for 'lofi hip hop' videos"): the search finds what they match.
      if (SEARCHED_FOR.test(before) && steps.some((other) => SEARCH_PATH.test(other.endpoint.path))) continue;
      // The value of the input itself, named by the input's own name and taking no id: "with the caption 'Meow'" is Telegram's `caption`.
      if (singular(input.name.toLowerCase()) === given.thing && !/\b(?:IDs?|[Ii]dentifiers?)\b/.test(input.description)) continue;
      // An optional filter of a search narrows what it finds, and the thing named is what it finds ("find the folder called
      // Invoices 2024" searches folders; the search's `ancestor_folder_ids` is no gap).
      if (input.location === 'query' && !input.required && SEARCH_PATH.test(step.endpoint.path)) continue;
      // The task gives the id itself, or the input takes the name (Slack's `channel` takes "#releases"), or another call takes
      // the name as the thing's path value ("add the team 'platform' to it": GitHub's `{team_slug}`), which reaches it.
      if (givenByTask(task, input, step) || namedValue(task, input, step) !== undefined) continue;
      if (steps.some((other, at) => at !== ix && other.inputs.some((own) => own.location === 'path' && (givenValue(task, own, other) ?? namedValue(task, own, other)) === given.value))) continue;
      found.push({ step: ix, input, noun: given.thing, value: given.value });
    }
  });
  return found;
}

/** A part a thing is made with, before its quoted words: "with one line 'Design work'", "with a note 'Fragile'". */
const MADE_WITH = /\bwith\s+(?:a|an|one|two|three|another)\s+(?:[a-z]+\s+)?[a-z]+\s*$/i;

/** The words before the terms a search is sent: "search YouTube for ", "look up … for '". */
const SEARCHED_FOR = /\bsearch(?:es|ing)?\b[^.;]*?\bfor\s*['"\u2018\u201c]?\s*$/i;

/** A path that searches: its last plain segment says so (`/search`, `/users/search`, `/people:searchContacts`). */
const SEARCH_PATH = /\/(?:[\w.-]*[:.])?search\w*\/?$/i;

/** Candidate producers looked at per missing value: enough for any one API's lookups. */
const MAX_PRODUCER_CANDIDATES = 300;

/**
 * An endpoint of the same API, outside the selection, that returns the missing value: a lookup
 * (GET) that needs no id itself, or only the ids of the parent the step sits under (or, where the
 * task says "my", the caller's own `me`), and whose response carries it.
 */
function suggestProducer(catalog: Catalog, step: Step, input: StepInput, task: string): string | undefined {
  let best: { record: EndpointRecord; score: number; me: boolean } | undefined;
  // "My latest tweets": where the task speaks of the caller's own, the signed-in user's lookup (`GET /2/users/me`) gives it.
  const mine = speaksOfOwn(task);
  let looked = 0;
  // A lookup that gives a thing names it in its path or name (`GET /v1/invoices` for an invoice id): only those are read.
  const nouns = referenceOf(input, step)?.nouns.filter((noun) => noun.length > 2) ?? [];
  const namesThing = (record: EndpointRecord) => nouns.length === 0 || nouns.some((noun) => `${record.path} ${record.name}`.toLowerCase().replace(/[^a-z]/g, '').includes(noun));
  for (const ix of catalog.byApi.get(step.endpoint.apiKey) ?? []) {
    const record = catalog.resources[ix];
    if (record.resourceType !== 'endpoint' || record.method !== 'GET' || record.id === step.endpoint.id || !namesThing(record)) continue;
    // A lookup needs no id, or only the ids of the parent the step itself sits under (GitLab's `/projects/{id}/merge_requests`),
    // or only ids the task's own words give by a keyword its spec offers ("my Zoom meeting": `/users/{userId}/meetings`, `me`).
    const elsewhere = /\{[^}]+\}/.test(record.path) && !step.endpoint.path.startsWith(record.path.slice(0, record.path.lastIndexOf('}') + 1));
    if (elsewhere && !mine) continue;
    if (++looked > MAX_PRODUCER_CANDIDATES) break;
    const candidate = stepOf(catalog, record, LOOKUP_OUTPUTS);
    const mineByKeyword = (other: StepInput) => elsewhere && other.location === 'path' && offeredKeyword(task, other, candidate) === 'me';
    if (elsewhere && !candidate.inputs.every((other) => other.location !== 'path' || mineByKeyword(other))) continue;
    // …nor any the step takes itself (Xero's `xero-tenant-id` header, sent to every call alike).
    if (candidate.inputs.some((other) => other.required && isIdLike(other.name) && !(other.location === 'path' && step.endpoint.path.includes(`{${other.name}}`)) && !mineByKeyword(other)
      && !step.inputs.some((own) => own.name === other.name && own.location === other.location))) continue;
    // A lookup whose answer declares no field is no lookup to name: what it holds is not said.
    const fit = producerFit(input, step, candidate);
    const me = mine && (isMe(candidate) || elsewhere);
    if (fit && !fit.undocumented && (!best || (me && !best.me) || (me === best.me && (fit.score > best.score || (fit.score === best.score && record.path.length < best.record.path.length))))) best = { record, score: fit.score, me };
  }
  return best ? `add ${best.record.method} ${best.record.path} (id ${best.record.id}) to get it` : undefined;
}

function baseUrlView(step: Step, n: number): BriefView['baseUrls'][number] {
  const server = serverOf(step);
  if (!server) return { n, url: '(the spec names no server; ask the provider for the base URL)', notes: [] };
  const filled = step.server?.filled ?? new Map<string, string>();
  const notes = server.variables.map((variable) => {
    const value = filled.get(variable.name);
    if (value !== undefined) return `{${variable.name}}: "${value}", as the task says (${defaultOf(variable)})`;
    return `{${variable.name}}: ${defaultOf(variable)}${variable.enum ? `; choose one of ${truncate(variable.enum.join(', '), 200)}` : ''}${variable.description ? ` (${variable.description})` : ''}`;
  });
  if (server.template !== server.url) notes.unshift(`template: ${server.template}`);
  if (/\{[^}]+\}/.test(server.url)) notes.push('fill each {placeholder} in the URL with your own value (a credential there is yours, never the spec\'s example)');
  if (server.url.startsWith('http:') && !isSelfHostedUrl(server.url)) notes.push('the spec lists only plain http; prefer https if the host offers it');
  // The spec's other hosts, where the choice matters: the task named one, or one is a sandbox, test or mock host.
  const where = (url: string) => url.replace(/^[a-z]+:\/\//i, '').replace(/\/+$/, '');
  const others = step.detail.servers.filter((other) => where(other.url) !== where(server.url) && other.template !== server.template);
  const nonProduction = (candidate: ServerInfo) => looksNonProduction(`${candidate.url} ${candidate.description ?? ''}`);
  const namedBy = step.server?.namedBy ?? [];
  if (others.length > 0 && (namedBy.length > 0 || nonProduction(server) || others.some(nonProduction))) {
    const described = (other: ServerInfo) => `${other.url}${other.description ? ` (${truncate(other.description, 60)})` : ''}`;
    const said = namedBy.length > 0 ? `, as the task says "${namedBy.join('", "')}"` : '';
    notes.push(`${server.description ? `${truncate(server.description, 60)}: ` : ''}one of ${others.length + 1} servers the spec lists${said}; the others: ${others.slice(0, 3).map(described).join('; ')}${others.length > 3 ? `; and ${others.length - 3} more` : ''}`);
  }
  return { n, url: server.url, notes };
}

function inputLine(input: StepInput): string {
  const description = input.description ? `: ${truncate(input.description, 160)}` : '';
  return `${input.name} (${input.location}, ${input.type}, ${input.required ? 'required' : 'optional'})${description}`;
}

/** A quoted text right after a word for what says it: "the SMS 'Your table is ready'", "post 'Deploy done'". */
const QUOTE_SAID = new RegExp(`\\b(?:${SAYING})\\s+['"\u2018\u201c]`, 'i');

/** What a clause's word counts towards a step's claim on it where only the step's inputs' names hold it. */
const INPUT_WORD_SHARE = 0.1;

/**
 * The part of the task each step's quoted values come from: the clauses whose words its name, path,
 * tags and inputs share most, the clause's opening verb counting once more ("send a message 'Build
 * passed' and then edit it to say 'Build passed (2 warnings)'": the send's text is the first, the
 * edit's the second). A step no clause speaks of, or a brief of one step, reads the whole task.
 */
function stepsWords(task: string, steps: readonly Step[]): string[] {
  if (steps.length < 2) return steps.map(() => task);
  const terms = steps.map(stepNameWords);
  const inputTerms = steps.map(stepWords);
  // A clause quoting what something says ("Send the Twilio SMS 'Your table is ready' to … the Square customer …") is also a
  // step's that sends text where no word of the clause names that step: it counts as one word there.
  const says = steps.map((step) => [...step.inputs, ...step.nestedInputs].some((input) => takesText(input, step)));
  const owned: string[][] = steps.map(() => []);
  const claims: { clause: string; owners: number[] }[] = [];
  for (const clause of taskClauses(task)) {
    const words = new Set(analyze(clause));
    const opening = analyze(clause.split(/\s+/)[0] ?? '')[0];
    // "Register dan@… for it" is the registrant step's clause: a word its stemmer left longer is the step's too. A word only
    // its inputs' names hold breaks ties alone: an event search's `attractionId` does not make "search for Coldplay as an
    // attraction" the events' clause as much as the attraction search's.
    const named = terms.map((own, ix) => [...words].filter((word) => sharesTerm(own, word)).length + (opening !== undefined && sharesTerm(own, opening) ? 1 : 0)
      + INPUT_WORD_SHARE * [...words].filter((word) => !sharesTerm(own, word) && sharesTerm(inputTerms[ix], word)).length);
    const scores = named.map((score, ix) => (score < 1 && says[ix] && QUOTE_SAID.test(clause) ? 1 : score));
    const best = Math.max(...scores);
    const owners = best > 0 ? scores.flatMap((score, ix) => (score === best ? [ix] : [])) : [];
    owners.forEach((ix) => owned[ix].push(clause));
    claims.push({ clause, owners });
  }
  // A clause no step's words claim ("… and add the video abc123XYZ to it", ", dated 2024-06-30") goes on with the clause before
  // it, to the last step that one names (the later of a tie), or, opening the task, to the first step the next claimed one names.
  claims.forEach(({ clause, owners }, at) => {
    if (owners.length > 0 || clause.trim() === '') return;
    const before = claims.slice(0, at).reverse().find((claim) => claim.owners.length > 0);
    const after = claims.slice(at + 1).find((claim) => claim.owners.length > 0);
    const heir = before !== undefined ? Math.max(...before.owners) : after !== undefined ? Math.min(...after.owners) : undefined;
    if (heir !== undefined) owned[heir].push(clause);
  });
  return owned.map((clauses) => (clauses.length > 0 ? clauses.join('. ') : task));
}

function stepView(step: Step, n: number, bindings: Binding[], taken: ReadonlySet<string>, task: string, steps: Step[], ownWords = task, supplied: ReadonlyMap<StepInput, string> = new Map(), pathValues = new PathValues()): BriefStepView {
  const parameters = step.inputs.filter((input) => input.location !== 'body').map(inputLine);
  const bodyFields = step.inputs.filter((input) => input.location === 'body');
  const body = step.body
    ? {
        line: `${step.body.mediaType}, ${step.body.required ? 'required' : 'optional'}${step.body.list ? ', a list of objects with these fields' : ''}`,
        fields: bodyFields.flatMap((input) => [
          `- ${input.name} (${input.type}, ${input.required || input.requiredInBody ? 'required' : 'optional'})${input.description ? `: ${truncate(input.description, 140)}` : ''}`,
          ...input.children.slice(0, 12).map((child) => `    ${child.path} (${child.type}${child.required ? ', required' : ''})`),
        ]).slice(0, 60),
      }
    : undefined;
  const returns: string[] = [];
  if (step.response) {
    const media = step.responseMedia ? ` ${step.responseMedia.mediaType}` : '';
    returns.push(`${step.response.status}${media}${step.response.description ? `: ${truncate(step.response.description, 160)}` : ''}`);
    const fields = returnedFields(step.outputs, taken);
    if (fields.length > 0) returns.push(`fields: ${fields.map((field) => `${field.path} (${field.type})`).join(', ')}`);
  }
  const threading = bindings.map((binding) => {
    if (binding.sent) return `${binding.input.path ?? binding.input.name} ← step ${binding.producer + 1}'s request: ${binding.fieldPath} (the value the caller sent there; the response does not return it)`;
    if (binding.undocumented) return `${binding.input.name} ← step ${binding.producer + 1}'s answer: ${undocumentedSource(binding, step, steps[binding.producer], task)}`;
    const line = `${binding.input.path ?? binding.input.name} ← step ${binding.producer + 1}: ${binding.fieldPath}`;
    const pick = pickedItem(task, binding.input, step, steps[binding.producer], binding.fieldPath, steps);
    return pick ? `${line}, of the item where ${pick.field} == ${JSON.stringify(pick.value)}` : line;
  });
  return {
    n,
    method: step.endpoint.method,
    path: step.endpoint.path,
    title: step.endpoint.name,
    apiTitle: step.api.title,
    parameters,
    body,
    request: readyRequest(step, bindings, task, ownWords, steps.filter((other) => other !== step).map((other) => other.noun), supplied, pathValues),
    returns,
    threading,
  };
}

/** Names that say nothing of which value an input takes. */
const GENERIC_VALUE_NAMES = new Set(['value', 'values', 'data', 'input']);

/** Where in an answer whose fields the spec does not declare a path parameter's value is: the made or listed thing's identifier, as the path names that thing. */
function undocumentedSource(binding: Binding, consumer: Step, producer: Step, task: string): string {
  const reference = knownReference(binding.input, consumer);
  const thing = segmentNoun(binding.input, consumer.endpoint.path) || (binding.input.location === 'body' ? reference?.nouns[0] ?? singular(binding.input.name.toLowerCase()) : 'thing');
  // `issueIdOrKey` of an issue is its "id or key", Trello's `idBoard` of a board its id; a bare `{id}` its id, a `{repository}`
  // its key where its description says so ("the key of the repository to stop").
  const words = splitWords(binding.input.name).map((word) => word.toLowerCase());
  // A name run together from the thing and its attribute (`ticketid`) is that attribute.
  // A generic name (Trello's `value`, "The id of the member to add") is the attribute its description says.
  const own = words.map((word) => (word.startsWith(thing) && /^(?:id|key|code)$/.test(word.slice(thing.length)) ? word.slice(thing.length) : word))
    .filter((word) => singular(word) !== thing && !(reference?.attribute !== undefined && GENERIC_VALUE_NAMES.has(word)));
  const attribute = reference?.attribute;
  const value = own.length > 0 ? own.join(' ') : attribute !== undefined && attribute !== thing ? attribute : 'id';
  // An answer may hold its things in one field whose contents the spec leaves undeclared (eDRV's `result`).
  if (binding.fieldPath !== '') return `the ${value} of the ${producer.endpoint.method === 'POST' ? 'new' : 'listed'} ${thing}, in its \`${binding.fieldPath}\` (the spec declares none of that field's contents)`;
  // A create may answer with no body and say where the new thing is in its `Location` header (Keycloak's new user).
  return producer.endpoint.method === 'POST'
    ? `the ${value} of the new ${thing} (the spec declares none of the answer's fields: read it from the answer's body, or from its Location header where the body is empty)`
    : `the ${value} of the listed ${thing}${namedListed(task, thing)} (the spec declares none of the answer's fields)`;
}

/** The name the task gives the listed thing, as a list whose answer is undeclared can say which one: "on my Trello board 'Roadmap'". */
function namedListed(task: string, thing: string): string {
  const named = nameGiven(namedValues(task), [thing], [thing]);
  if (!named) return '';
  return new RegExp(`^${EMAIL_ADDRESS.source}$`).test(named.value) ? `, the one with the address "${named.value}"` : `, the one named "${named.value}"`;
}

function mcpStepView(server: McpRecord, n: number, task: string): BriefStepView {
  const tool = rankedTools(server, task)[0];
  const toolArgs = tool?.inputSchema && typeof tool.inputSchema.properties === 'object' && tool.inputSchema.properties !== null
    ? Object.keys(tool.inputSchema.properties as object) : [];
  return {
    n,
    method: 'MCP',
    path: server.url,
    title: server.name,
    apiTitle: server.title,
    parameters: [`connect with an MCP client over ${server.transport}, then initialize`],
    request: [`POST ${server.url} (JSON-RPC: initialize, tools/list, then tools/call${tool ? ` "${tool.name}"` : ''})`],
    returns: [
      'tools/list: the server\'s tools with their input schemas',
      tool ? `tools/call "${tool.name}"${toolArgs.length > 0 ? ` with arguments ${toolArgs.join(', ')}` : ''}${tool.description ? `: ${truncate(tool.description, 160)}` : ''}` : 'tools/call the tool that fits the task (the catalog has not recorded this server\'s tools)',
    ],
    threading: [],
  };
}

