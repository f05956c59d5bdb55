// What a task's verbs ask of its steps: which verbs ask only to read and which only to change, and
// where the task asks to read back what it changed. The order places follow-up lookups by it;
// threading picks, by it, whether a lookup takes the thing found or the thing made. And the task's
// clauses, the one way a brief splits a task: FIT reads what each asks, value flows which one sends a link.

import { isWrite } from '../spec-signals.ts';
import { analyze, splitWords, STOP_WORDS } from '../tokens.ts';
import { DETERMINERS } from '../search/profile.ts';
import { INTENT_BY_WORD } from '../search/intent.ts';
import { JSON_OBJECT, LINK, QUOTED_TEXT } from '../values.ts';

/**
 * Reading verbs that read only for the asker ("give me the forecast", "tell us who is on call"): to anyone else they
 * change something ("give user mentor@… access", "tell the team the build broke"). A task's order takes them as neither.
 */
const ASKER_ONLY_READS = new Set(['give', 'tell']);

/** Whether a verb of those is said to someone else than the asker: "give it the privilege …", not "give me …". */
export function givenToOthers(verb: string, next: string | undefined): boolean {
  return ASKER_ONLY_READS.has(verb) && next !== 'me' && next !== 'us';
}

/** Stemmed verbs that ask only for a write, and only for a read (INTENT_VERBS, as the task's terms are analysed). */
const VERB_KINDS = new Map<string, 'write' | 'read'>();
for (const [word, methods] of INTENT_BY_WORD) {
  if (ASKER_ONLY_READS.has(word)) continue;
  const kind = methods.every(isWrite) ? 'write' : methods.some(isWrite) ? undefined : 'read';
  const [term] = analyze(word);
  if (kind && term) VERB_KINDS.set(term, kind);
}

/**
 * Where the task asks to read after it first asks to change something ("create one of the monitors
 * and then get it", "add an item to one of the vaults, then read it back"): the place of that first
 * change among the task's terms, after which a lookup the task names is a follow-up, not a
 * preparation. Infinity where it asks for no read after a change.
 */
export function followUpsFrom(taskTerms: readonly string[], selectionWrites: boolean, task: string, reads: readonly boolean[] = termReads(taskTerms, task)): number {
  // Not a word after a determiner: "list the artifacts of the new build" asks for nothing new.
  const named = afterDeterminer(task);
  const known = taskTerms.findIndex((term, at) => VERB_KINDS.get(term) === 'write' && !named[at]);
  // "Power-cycle the droplet, then check its actions": a task that opens with a verb no list knows,
  // beside a selection that changes something, opens with that change.
  // Not one that opens with where it happens ("In Xero, find the contact …"): its first word is no verb.
  const firstWrite = known < 0 && selectionWrites && taskTerms.length > 0 && opensWithWord(task) && !VERB_KINDS.has(taskTerms[0]) ? 0 : known;
  // A reading verb naming what a read found ("the top *search* result", written right before it) asks for no read after the
  // change; one whose object is the results ("then fetch the results") does.
  const namingResults = new Set([...task.matchAll(/\b([a-z]+)\s+results?\b/gi)].flatMap((match) => analyze(match[1])));
  return firstWrite >= 0 && taskTerms.some((term, at) => at > firstWrite && reads[at] && !(taskTerms[at + 1] === 'result' && namingResults.has(term))) ? firstWrite : Infinity;
}

/** Which of a text's terms follow a determiner ("the new build"), by their places among its terms: a noun or an adjective there, no verb. */
function afterDeterminer(text: string): boolean[] {
  return termsAfter(text, (previous) => DETERMINERS.has(previous));
}

/** For each of a text's terms (its words but stop words), whether `test` holds of the words right before and after it. */
function termsAfter(text: string, test: (previous: string, next: readonly string[]) => boolean): boolean[] {
  const words = splitWords(text);
  const marks: boolean[] = [];
  words.forEach((word, at) => {
    if (!STOP_WORDS.has(word)) marks.push(test(words[at - 1] ?? '', words.slice(at + 1, at + 3)));
  });
  return marks;
}

/** Words that say "the thing named before's", and what every answer says of a thing: "its details", "their status". */
export const POSSESSIVES = new Set(['its', 'their']);
export const OWN_ATTRIBUTES = new Set(['details', 'detail', 'info', 'information', 'data', 'status', 'url', 'link', 'id']);

/**
 * Which of a task's terms ask to read: a reading verb, or a verb no list calls a change whose object is what every answer
 * says of the thing named before ("confirm its status", "verify their details").
 */
export function termReads(taskTerms: readonly string[], task: string, readNames: ReadonlySet<string> = new Set()): boolean[] {
  const ofOwnAttribute = readsOwnAttribute(task);
  const opening = clauseStarts(task);
  // A reading verb after a determiner is a noun: "publish a summary with *the count*" reads nothing.
  const named = afterDeterminer(task);
  return taskTerms.map((term, at) => (VERB_KINDS.get(term) === 'read' && !named[at]) || (ofOwnAttribute[at] === true && !VERB_KINDS.has(term))
    // Or the verb a selected read is named by, opening a clause: "… and then receive up to 5 messages" (SQS's "Receive message").
    || (opening.has(at) && readNames.has(term) && !VERB_KINDS.has(term)));
}

/** Where, among the task's terms, each of its clauses opens. */
function clauseStarts(task: string): Set<number> {
  return new Set([0, ...clauseEnds(task)]);
}

/** Which of a task's terms are followed by what every answer says of the thing named before: "confirm *its status*". */
function readsOwnAttribute(task: string): boolean[] {
  return termsAfter(task, (_previous, [possessive, attribute]) => POSSESSIVES.has(possessive ?? '') && OWN_ATTRIBUTES.has(attribute ?? ''));
}

/** Which of a task's terms are followed by a word for the thing named before, or its possessive: "fetch *it*", "read *its* labels". */
export function beforeBackReference(task: string): boolean[] {
  return termsAfter(task, (_previous, [next]) => POSSESSIVES.has(next ?? '') || next === 'it' || next === 'them');
}

/** Where the task's first reading verb after the term at `from` is, among its terms (`termReads`); Infinity where none is. */
export function readVerbAfter(reads: readonly boolean[], from: number): number {
  const at = reads.findIndex((read, ix) => ix > from && read);
  return at < 0 ? Infinity : at;
}

/**
 * Where, among the task's terms, the clause after the one holding the term at `termAt` starts
 * (Infinity where none follows): what the task names from there on it asks for after that term.
 */
export function clauseAfter(task: string, termAt: number): number {
  return clauseEnds(task).find((end) => termAt < end) ?? Infinity;
}

/** Where, among the task's terms, each of its clauses ends (the next one opens there). */
function clauseEnds(task: string): number[] {
  return clauseRanges(task).map(({ end }) => end);
}

/** Each of the task's clauses, and where among the task's terms it starts and ends. */
export function clauseRanges(task: string): { clause: string; start: number; end: number }[] {
  let end = 0;
  return taskClauses(task).map((clause) => ({ clause, start: end, end: (end += analyze(clause).length) }));
}

/** A text opening with a word that may be a verb: no preposition or article ("In Xero, …"), no value ("U024BE7LJ in it"). */
export function opensWithWord(text: string): boolean {
  const first = /^\s*([A-Za-z]+)\b/.exec(text)?.[1];
  return first !== undefined && !STOP_WORDS.has(first.toLowerCase());
}

/** The task asks to read something after it first asks to change something. */
export function readsBackAfterChange(task: string, selectionWrites = false): boolean {
  // A quoted text is a value, no verb of the task's: "answer it with 'Looking into it'" reads nothing back.
  // Read in the order the task asks things: "pay invoice in_777, after checking who the customer is" reads before it pays.
  const plain = inTimeOrder(task).replace(QUOTED_TEXT, ' ');
  return followUpsFrom(analyze(plain), selectionWrites, plain) < Infinity;
}

/** Capitalised words listed with commas ("the header row Name, Email, Company"): values, not clauses. */
const NAME_LIST = /\b[A-Z][\w-]*(?:,\s+[A-Z][\w-]*)+(?:,?\s+(?:and|or)\s+[A-Z][\w-]*)?(?![\w-])/g;

/**
 * The task's clauses: split at semicolons, at a colon or full stop before a space, at a comma before
 * a non-digit ("48.8566,2.3522" and "37.7763,-122.3918" are one place each), at "and" and "then", never inside a quoted text
 * nor a list of capitalised words ("the header row Name, Email, Company"), a JSON object or a link, which each stay
 * whole in their clause ("register https://acme.example.com/hooks as its endpoint" is one clause, with its link).
 */
export function taskClauses(task: string): string[] {
  // A quoted text is one value, whatever it holds ("reply 'Thanks, we're on it!'"): set aside while splitting.
  const quoted: string[] = [];
  return task
    // So is a JSON object (`{"total": 120}`), whose colons part no clause, and a link, whose dots part none either (a quote
    // may hold one: "the text 'https://acme.io/promo'").
    .replace(JSON_OBJECT, (whole) => `\u0000${quoted.push(whole) - 1}\u0000`)
    .replace(QUOTED_TEXT, (whole) => `\u0000${quoted.push(whole) - 1}\u0000`)
    .replace(LINK, (whole) => `\u0000${quoted.push(whole) - 1}\u0000`)
    .replace(NAME_LIST, (whole) => `\u0000${quoted.push(whole) - 1}\u0000`)
    .split(/\s*(?:;|:(?=\s|$)|,(?![-+]?\d)|\.(?=\s|$)|\band then\b|\bthen\b|\band\b)\s*/i)
    .map((clause) => restored(clause, quoted).replace(/\s+/g, ' ').trim());
}

/** A clause with the values set aside put back, those set aside inside others too (a JSON object in quotes: `'{"orderId": 991}'`). */
function restored(clause: string, aside: readonly string[]): string {
  let text = clause;
  for (let depth = 0; depth < 4 && text.includes('\u0000'); depth++) text = text.replace(/\u0000(\d+)\u0000/g, (_whole, at: string) => aside[Number(at)]);
  return text;
}

/**
 * The task with what it asks for first written first, for the order of its steps: "close the account after moving its
 * balance" moves the balance, then closes the account; "before deleting the repository, download its archive" downloads
 * first, as does "… and activate them first"; "merge it, but only if its status is 'success'" reads the status first. Only
 * a clause of a verb's -ing form is read after "after" or "before" ("after the meeting" dates something, it orders nothing).
 */
export function inTimeOrder(task: string): string {
  return task.split(/(?<=[.!?])\s+/).map((sentence) => {
    const after = /^(.+?),?\s+after\s+([a-z]+ing\b.*?)([.!?]?)$/i.exec(sentence);
    if (after) return `${after[2]}, then ${after[1]}${after[3]}`;
    const before = /^before\s+([a-z]+ing\b[^,]*),\s*(.+)$/i.exec(sentence);
    if (before) return `${before[2]}, then ${before[1]}`;
    // "Merge pull request #57, but only if the combined status of its head commit is 'success'": what the condition reads is
    // read first.
    const condition = /^(.+?),?\s+(?:but\s+)?only\s+if\s+(.+?)([.!?]?)$/i.exec(sentence);
    if (condition) return `${condition[2]}, then ${condition[1]}${condition[3]}`;
    // "… and activate them first": the last clause, said to go first, does ("… and show the first" picks one, orders nothing).
    const first = /^(.+?),?\s+(?:and|but)\s+([a-z]+\b.*?)(?<!\b(?:the|its|their|my|our|your|his|her|a|an|one|which|one's|is|are|was|were|comes?|goes|came)) first([.!?]?)$/i.exec(sentence);
    return first ? `${first[2]}, then ${first[1]}${first[3]}` : sentence;
  }).join(' ');
}
