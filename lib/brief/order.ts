// The order of a brief's steps: producers before consumers, then lookups before changes (follow-up
// lookups after them), then where the task names what each step is for.

import { endingCollection, pathBelow, stepWrites, type Step } from './steps.ts';
import { apiNameWords, givenValue, inputNoun, isDeep, isIdLike, type Binding } from './threading.ts';
import { beforeBackReference, clauseAfter, clauseRanges, followUpsFrom, inTimeOrder, opensWithWord, readVerbAfter, termReads } from './task-verbs.ts';
import { analyze } from '../tokens.ts';
import { readingVerb } from '../search/intent.ts';
import { LEADING_VERB_SENSES } from '../search/profile.ts';
import { SIGN_IN_PATH } from '../spec-signals.ts';

/** A call that registers the caller's own account (`/register`, `/users/signup`): what the other calls act as, so it goes first, as signing in does. */
const REGISTRATION_PATH = /^\/(?:(?:users?|accounts?|auth)\/)?(?:register|sign-?up)\/?$/i;

/**
 * A text's terms as the order compares a task's with its steps': a plural of three letters, which the stemmer leaves as
 * it is, is its singular ("list its IP addresses" names `/ips`).
 */
const orderTerms = (text: string) => analyze(text).map((term) => (/^[a-z]{2}s$/.test(term) ? term.slice(0, 2) : term));

/**
 * The selected APIs' names, each a word of its key too (`clicksend` of clicksend.com): a task writes one in CamelCase, which
 * the analyser splits into words that may name a step ("ClickSend" is no "send", "DocuSign" no "sign").
 */
const brandsOf = (steps: readonly Step[]): ReadonlySet<string> => new Set(steps.flatMap((step) => [...apiNameWords(step)]));

/** A verb that asks only to read ("fetch", "find"), as the intent list reads it. */
const readsOnly = (word: string) => readingVerb(word.toLowerCase());

/** The verbs search reads as sending (`LEADING_VERB_SENSES`): "email", "text", "message", "ping". */
const SENDING_VERBS = [...LEADING_VERB_SENSES].filter(([, senses]) => senses[0]?.includes('send')).map(([verb]) => verb);

/**
 * A verb of sending a message by its medium, before what is sent or whom to ("email it to them", "text the team"), asks for a
 * send ("Send an invoice"), as the step names it; not a verb a selected step is named by (Solar VPS's "Ping your specified
 * pod"), nor a noun after its article ("the message the customer wrote").
 */
function sendingVerbs(task: string, steps: readonly Step[]): string {
  const named = new Set(steps.flatMap((step) => orderTerms(`${step.endpoint.name} ${step.endpoint.path}`)));
  const verbs = SENDING_VERBS.filter((verb) => !orderTerms(verb).some((term) => named.has(term)));
  if (verbs.length === 0) return task;
  const pattern = new RegExp(`(?<!\\b(?:the|a|an|this|that|each|every|my|our|your|its|their|his|her)\\s+)\\b(?:${verbs.join('|')})(?=\\s+(?:it|them|him|her|me|us|the|a|an|this|that|these|those|every|each)\\b)`, 'gi');
  return task.replace(pattern, 'send');
}

/** Words that name no particular step. */
const GENERIC_STEP_WORDS = new Set(['get', 'list', 'creat', 'updat', 'delet', 'set', 'add', 'remov', 'v1', 'v2', 'id', 'item', 'api', 'me', 'current']);

/**
 * The order to fall back on where no data dependency decides: lookups before changes (a task
 * reads what it needs before it acts; a lookup of what a change made or changed, named only after
 * the task first asks for a change and asks to read there, is a follow-up and goes after), then
 * where the task first names what sets each step apart from the others selected ("merge the
 * request …, and leave a comment": the comment call shares every word of the merge call but
 * "comment"), then the caller's order. A lookup whose own words
 * the task never uses goes where the task names what it feeds (`channel` of the invite), or else
 * where the step it feeds goes.
 */
export function taskOrder(written: string, steps: Step[], bindings: Binding[]): number[] {
  let brands: ReadonlySet<string> | undefined;
  const task = sendingVerbs(inTimeOrder(written).replace(/\b[A-Z][a-z]+[A-Z][A-Za-z]*\b/g, (word) => ((brands ??= brandsOf(steps)).has(word.toLowerCase()) ? word.toLowerCase() : word)), steps);
  // A one-letter term (the "s" of "Radiohead's") names nothing.
  const taskTerms = orderTerms(task).map((term) => (term.length > 1 ? term : ''));
  const firstMention = (terms: Iterable<string>, skip?: ReadonlySet<number>) => {
    let first = Infinity;
    for (const term of terms) {
      const at = skip === undefined ? taskTerms.indexOf(term) : taskTerms.findIndex((other, place) => other === term && !skip.has(place));
      if (at >= 0 && at < first) first = at;
    }
    return first;
  };
  // The words of a clause that opens with a verb of reading ("Fetch the comments of issue OPS-7, …, and add the summary as a
  // new comment"): where they name a change, the change is not asked there, but where the task names it again.
  const readClauses = new Set(clauseRanges(task).flatMap(({ clause, start, end }) => {
    return readsOnly(/^\s*([A-Za-z]+)/.exec(clause)?.[1] ?? '') ? Array.from({ length: end - start }, (_, at) => start + at) : [];
  }));
  // A reading verb a step's name opens with ("Find users") names no particular step where the task reads with it more than
  // once ("find Jira issues …, find the user sam@acme.com").
  const readingLead = (step: Step) => {
    const lead = step.endpoint.name.split(/\s+/)[0]?.toLowerCase() ?? '';
    const term = orderTerms(lead)[0];
    return readsOnly(lead) && taskTerms.filter((other) => other === term).length > 1 ? term : undefined;
  };
  const words = steps.map((step) => {
    const lead = readingLead(step);
    return new Set(orderTerms(`${step.endpoint.name} ${step.endpoint.path.replace(/\{[^}]*\}/g, ' ')}`).filter((term) => term.length > 1 && !GENERIC_STEP_WORDS.has(term) && term !== lead));
  });
  // A word of a compound that names another step is no mention of this one: "an employee group" names the group's create,
  // not the employee's, which "the employee Lars Jensen" names later.
  // Words written side by side, nothing between them but a space.
  const compounds = new Set([...task.matchAll(/([\p{L}\d]+)\s+(?=([\p{L}\d]+))/gu)].flatMap((match) => {
    const [first, second] = [orderTerms(match[1]), orderTerms(match[2])];
    return first.length === 1 && second.length === 1 ? [`${first[0]} ${second[0]}`] : [];
  }));
  const ownMention = (ix: number, terms: ReadonlySet<string>) => {
    for (let at = 0; at < taskTerms.length; at++) {
      const next = taskTerms[at + 1] ?? '';
      if (!terms.has(taskTerms[at])) continue;
      if (compounds.has(`${taskTerms[at]} ${next}`) && !terms.has(next) && words.some((other, jx) => jx !== ix && other.has(taskTerms[at]) && other.has(next))) continue;
      return at;
    }
    return Infinity;
  };
  // The verb each step's name opens with ("Create", "Get"), its stem alone.
  const verbs = steps.map((step) => orderTerms(step.endpoint.name.split(/\s+/)[0] ?? '').slice(0, 1));
  const shared = new Set(steps.length > 1 ? [...words[0]].filter((term) => words.every((other) => other.has(term))) : []);
  const writes = steps.filter(stepWrites);
  // The verbs the selected reads are named by ("Receive message"), which may read where no list says so.
  const readNames = new Set(steps.flatMap((step, ix) => (stepWrites(step) ? [] : verbs[ix])));
  const reads = termReads(taskTerms, task, readNames);
  const followUps = followUpsFrom(taskTerms, writes.length > 0, task, reads);
  // A read after the change of what the task calls "it" ("put an item …, then read it back"), however few of its words it says.
  const readsBackAfter = followUps < Infinity && beforeBackReference(task)[readVerbAfter(reads, followUps)] === true;
  const own = words.map((terms, ix) => {
    // A change is named outside the clauses that read, where the task names it so.
    const skip = stepWrites(steps[ix]) && readClauses.size > 0 ? readClauses : undefined;
    const mentionOf = (named: Iterable<string>) => {
      const list = [...named];
      const outside = skip === undefined ? Infinity : firstMention(list, skip);
      return outside < Infinity ? outside : firstMention(list);
    };
    // What only this step has ("finalize" of the invoice's finalize), then what not every step has, then any of its words.
    const alone = mentionOf([...terms].filter((term) => words.every((other, at) => at === ix || !other.has(term))));
    if (alone < Infinity) return alone;
    const distinct = mentionOf([...terms].filter((term) => !shared.has(term)));
    if (distinct < Infinity) return distinct;
    // A read of what a change made, named only by words it shares with the change, goes where the task asks to read after
    // that change: "start an execution …, then check its status" is the execution's describe, after the start; "schedule a
    // message …, then list my scheduled messages" the list of what it scheduled.
    // Not one that feeds another step, or lists what a change works under, which prepares it (the invoices listed to pay
    // one of them, the lists above a create of contacts in one), nor one the task names by none of its words (a search for
    // the folder an upload goes into) but by "it" right after its reading verb; its words are a selected change's ("the
    // private stores" is no change).
    if (!stepWrites(steps[ix]) && followUps < Infinity) {
      const readsWhatChangeMade = bindings.some((binding) => binding.consumer === ix && stepWrites(steps[binding.producer]));
      const prepares = bindings.some((binding) => binding.producer === ix) || writes.some((write) => Boolean(pathBelow(write, steps[ix])));
      const namedByChange = (firstMention(terms) < Infinity || readsBackAfter) && steps.some((other, at) => stepWrites(other) && [...terms].every((term) => words[at].has(term)));
      if (readsWhatChangeMade || (namedByChange && !prepares)) return readVerbAfter(reads, followUps);
    }
    const any = ownMention(ix, terms);
    // A step the task names by none of its words goes where the task says what it does: "Create a Vimeo
    // showcase …" is the step named "Create an album".
    return any < Infinity ? any : firstMention(verbs[ix]);
  });
  // A change the task names by none of its words does what the one clause naming no step asks: "…, assign it to …, and move
  // it to In Progress" is Jira's "Transition issue", after the assign.
  const unnamed = own.flatMap((at, ix) => (at === Infinity && stepWrites(steps[ix]) ? [ix] : []));
  if (unnamed.length === 1) {
    const names = (term: string) => words.some((terms, ix) => terms.has(term) || verbs[ix].includes(term));
    // A clause, not a list's last value split off by its "and" ("… the users U1 and U2 in it"): it opens with a word.
    const open = clauseRanges(task).filter(({ clause, start, end }) => end > start && opensWithWord(clause) && !taskTerms.slice(start, end).some(names));
    if (open.length === 1) own[unnamed[0]] = open[0].start;
  }
  const mention = (ix: number, visited: Set<number>): number => {
    if (own[ix] < Infinity) return own[ix];
    const feeds = bindings.filter((binding) => binding.producer === ix && !visited.has(binding.consumer));
    const named = firstMention(feeds.flatMap((binding) => orderTerms(`${binding.input.name} ${inputNoun(binding.input, steps[binding.consumer].endpoint.path) ?? ''}`)).filter((term) => !GENERIC_STEP_WORDS.has(term)));
    if (named < Infinity) return named;
    const fed = Math.min(Infinity, ...feeds.map((binding) => mention(binding.consumer, new Set([...visited, ix]))));
    if (fed < Infinity) return fed;
    // A step the task never names, feeding none it names, goes right after the steps it needs.
    const needs = bindings.filter((binding) => binding.consumer === ix && !visited.has(binding.producer));
    return needs.length > 0 ? Math.max(...needs.map((binding) => mention(binding.producer, new Set([...visited, ix])))) + 0.5 : Infinity;
  };
  // Where the task's words tie two steps ("list the vaults and get one of them" names vaults for
  // both), a collection goes before the calls on its things: one finds what the other acts on. The
  // deeper a step's path under the others', the later it goes (`/lists`, `/lists/{id}/contacts`,
  // `/lists/{id}/contacts/{contact_id}`), always by less than a word's place.
  const under = (ix: number) => steps.length < 2 ? 0
    : 0.5 * steps.filter((other, at) => at !== ix && Boolean(pathBelow(steps[ix], other))).length / (steps.length - 1);
  // Where the verbs that open the steps' names are both the task's, they tie them the task's way first ("create a tag …
  // and add it to the task": the tag's create, then the add, whatever their paths' depths).
  const verbAt = verbs.map((verb) => firstMention(verb));
  const tieBreak = (ix: number, at: number) => {
    const tied = steps.map((_, other) => other).filter((other) => other !== ix && own[other] === at && verbAt[other] < Infinity);
    return verbAt[ix] < Infinity && tied.length > 0 && tied.every((other) => verbAt[other] !== verbAt[ix])
      ? 0.5 * tied.filter((other) => verbAt[other] < verbAt[ix]).length / tied.length : under(ix);
  };
  // A lookup of what a change made or changed (its path at or under the change's) that the task
  // names after asking for the change goes after it; a lookup higher up still prepares ("add contacts
  // to one of the lists"), unless the task names it in a later clause ("scale the deployment, then
  // list the pods"): it reads what the change left.
  const laterClause = clauseAfter(task, followUps);
  // A lookup on the very path of the change (Twilio's calls list beside its call create) is that follow-up wherever the task
  // first names their shared words ("call +1… and play …, then list the calls made today").
  // Not one the task names before it names the change again ("store the secret …: fetch the repo's public key, then create
  // the secret encrypted with it"): that lookup prepares the change. The change is named by its verb or its words the lookup lacks.
  const lastMention = (terms: Iterable<string>) => Math.max(-1, ...[...terms].map((term) => taskTerms.lastIndexOf(term)));
  // Named again in a later clause: a word of the lookup's own clause describes what it reads ("list the artifacts of the new
  // build" reads what the retry made).
  const namedAgainAfter = (lookup: number, at: number) => {
    const nextClause = clauseAfter(task, at);
    return steps.some((other, ix) => stepWrites(other) && lastMention([...words[ix], ...verbs[ix]].filter((term) => !words[lookup].has(term))) >= nextClause);
  };
  const followsUp = (ix: number, at: number) => (at > followUps && at < Infinity && ((at >= laterClause && !namedAgainAfter(ix, at)) || writes.some((write) => pathBelow(steps[ix], write) !== undefined)))
    || (followUps < Infinity && !stepWrites(steps[ix]) && writes.some((write) => write.endpoint.path === steps[ix].endpoint.path));
  // A read the task names again after a reading verb in a later clause than its first change ("upload the image as a media
  // file for the product …, then fetch the product to check its picture") reads what the change left, wherever the task
  // named its words before; not one that feeds another step, which prepares it. Where, among the task's terms, or Infinity.
  // The first in a later clause: "create a consent to read the balances …, start its authorisation, then read the balance"
  // reads again at its last clause, not at the purpose of its first.
  const readVerb = readVerbAfter(reads, Math.max(followUps, laterClause - 1));
  const readEnd = readVerb < Infinity && readVerb >= laterClause ? clauseAfter(task, readVerb) : -1;
  // The words of what a step reads count there even where every API has them: "then list its items" is the items' list.
  const collectionWords = steps.map((step) => new Set(orderTerms(endingCollection(step.endpoint.path) ?? '')));
  // A read back of what the thing a change acted on is now ("cancel the fine-tune and confirm its status", "trash the message
  // and then read its labels", "void the transaction and fetch it") is the read of that very thing, the path the change is under.
  const readsBack = readVerb < Infinity && beforeBackReference(task)[readVerb] === true;
  const readAgain = (ix: number) => {
    if (readEnd < 0 || stepWrites(steps[ix]) || bindings.some((binding) => binding.producer === ix)) return Infinity;
    if (readsBack && steps[ix].endpoint.path.endsWith('}') && writes.some((write) => pathBelow(write, steps[ix]) !== undefined)) return readVerb;
    const again = taskTerms.findIndex((term, at) => at > readVerb && at < readEnd && (words[ix].has(term) || collectionWords[ix].has(term)));
    return again < 0 ? Infinity : again;
  };
  const priority = steps.map((step, ix) => {
    const again = readAgain(ix);
    // Two read again at one word ("list my accounts" for the accounts and the account's transactions) go the way the task
    // names what sets each apart, by less than a word's place.
    if (again < Infinity) return 20_000 + again + (own[ix] < Infinity ? own[ix] / (taskTerms.length + 1) : 0.99);
    const at = mention(ix, new Set([ix]));
    // Signing in comes before what it lets the caller do, though it POSTs ("get a token, then list the banks"); a token
    // made for one thing (`/users/{id}/tokens`) is no sign-in. So does registering the caller ("register an agent, then list its contracts").
    // A lookup the task names only by what it feeds ("add @sama to it": the user found by name) prepares that step, never follows it up.
    const signsIn = (SIGN_IN_PATH.test(step.endpoint.path) && !step.endpoint.path.includes('{')) || REGISTRATION_PATH.test(step.endpoint.path);
    const kind = signsIn ? -10_000 : stepWrites(step) ? 10_000 : own[ix] < Infinity && followsUp(ix, at) ? 20_000 : 0;
    return kind + (at < Infinity ? at + tieBreak(ix, at) : taskTerms.length + ix);
  });
  // A read of one of a collection's things goes after the read listing them, however the task words it ("the first video
  // of the Demos album": the album's videos, then the albums): the list is where its id is found, even where no field of
  // the list's answer says so (Vimeo's albums answer with a `uri`); not where the task gives that id ("vault 4f2k").
  // Reads only: a change's place is the change's own.
  steps.forEach((list, ix) => {
    if (list.endpoint.method !== 'GET' || priority[ix] >= 10_000) return;
    for (const [other, step] of steps.entries()) {
      const below = other === ix || step.endpoint.method !== 'GET' ? undefined : pathBelow(step, list);
      const picked = /^\{([^}]+)\}/.exec(below ?? '')?.[1];
      const input = step.inputs.find((candidate) => candidate.location === 'path' && candidate.name === picked);
      if (input && priority[other] < priority[ix] && givenValue(written, input, step) === undefined) priority[ix] = priority[other] - 0.25;
    }
  });
  return priority;
}

/**
 * A calling order where producers precede consumers (Kahn's algorithm); among steps that are free
 * to go, the lower `priority` goes first (the task's own order). Path parameters bind first, then
 * required inputs, then optional ones; a binding that would close a cycle is dropped. An optional
 * value deep in a body (`Invoices[].Contact.ContactID`), or an optional body field whose producer the task's
 * order puts after its consumer, is threaded only where that order already puts its producer first: it does not move steps.
 */
export function orderSteps(stepCount: number, bindings: Binding[], priority: number[] = [...Array(stepCount).keys()]): { order: number[]; bindings: Binding[] } {
  const hard: Binding[] = [];
  const reaches = (from: number, to: number): boolean => {
    const stack = [from];
    const seen = new Set<number>();
    while (stack.length > 0) {
      const node = stack.pop() as number;
      if (node === to) return true;
      if (seen.has(node)) continue;
      seen.add(node);
      for (const edge of hard) if (edge.producer === node) stack.push(edge.consumer);
    }
    return false;
  };
  // Of two links that would close a cycle, the stronger stays; of equal ones, the one that goes the
  // way the task does ("send a message, then edit it": the edit takes the sent message's id, not the
  // send a reply-to id from the edit).
  const backward = (binding: Binding) => (priority[binding.producer] > priority[binding.consumer] ? 1 : 0);
  // An optional body field moves no step against the task's order ("create a user, then list the groups
  // that user belongs to": the new user's optional `groups` is not the list's answer), nor from deep in
  // a body; a lookup's optional filter still does ("the open invoices of our customer jane@…" finds the customer first).
  // Nor does one taking what a create made where another step links the two ("create a device, then a geofence, and link the
  // device to it": Traccar's permission takes both ids, and the device's optional `geofenceIds` does not put the geofence first).
  const linkedElsewhere = (binding: Binding) => bindings.some((other) => other.producer === binding.producer && other.consumer !== binding.consumer
    && bindings.some((link) => link.consumer === other.consumer && link.producer === binding.consumer));
  const soft = (binding: Binding) => strength(binding) === 0 && (!binding.made || linkedElsewhere(binding)) && (isDeep(binding.input) || (backward(binding) === 1 && binding.input.location === 'body'));
  const sorted = [...bindings].filter((binding) => !soft(binding)).sort((a, b) => strength(b) - strength(a) || backward(a) - backward(b));
  for (const binding of sorted) {
    if (!reaches(binding.consumer, binding.producer)) hard.push(binding);
  }
  const indegree = new Array<number>(stepCount).fill(0);
  const edges = new Set(hard.map((binding) => `${binding.producer}>${binding.consumer}`));
  for (const edge of edges) indegree[Number(edge.split('>')[1])]++;
  const order: number[] = [];
  const placed = new Set<number>();
  while (order.length < stepCount) {
    const ready = [...Array(stepCount).keys()].filter((ix) => !placed.has(ix) && indegree[ix] === 0);
    const next = ready.sort((a, b) => priority[a] - priority[b] || a - b)[0];
    order.push(next);
    placed.add(next);
    for (const edge of edges) {
      const [producer, consumer] = edge.split('>').map(Number);
      if (producer === next) indegree[consumer]--;
    }
  }
  const at = new Map(order.map((ix, n) => [ix, n]));
  const kept = bindings.filter((binding) => soft(binding) && at.get(binding.producer)! < at.get(binding.consumer)!);
  return { order, bindings: [...hard, ...kept] };
}

/**
 * Path parameters bind first: they are what makes a call possible at all. Then a required id, which names the thing the call
 * needs (Billingo's invoice needs the new partner's `partner_id`), before a required plain value another answer may hold too
 * (the partner's `address.country_code`, which a new document's answer holds of its organisation).
 */
function strength(binding: Binding): number {
  return binding.input.location === 'path' ? 2 : binding.input.required ? (isIdLike(binding.input.name) ? 1.5 : 1) : 0;
}
