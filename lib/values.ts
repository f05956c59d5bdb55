// Shapes of the values a task gives, shared by what fills an input (threading), what picks an
// item out of a list (picking) and what search reads as a value. Global patterns: use them with `matchAll`.

import { splitWords } from './tokens.ts';

/** An email address; `@name@host` is a fediverse handle, not one. */
export const EMAIL_ADDRESS = /(?<![@\w.+-])[\w.+-]+@[\w-]+\.[\w.-]*\w/g;
/** An `@handle`; its name is group 1. */
export const AT_HANDLE = /(?<![\w@])@(\w+)/g;
/** A `#name`, as chat services name channels; its name is group 1, and the whole is how such services take it. */
export const HASH_NAME = /(?<![\w&#])#([A-Za-z][\w-]*)/g;
/** What a `#name` names when the task does not say: a channel (`#releases`, `#general`), by the chat apps' own convention. */
export const HASH_THING = 'channel';
/** Two names joined by a slash, as a task writes an owner and its repository ("octocat/hello-world"); not inside a link or a longer path, each part opening with a letter (not 24/7 or 2024/06). */
export const SLASH_PAIR = /(?<![\w./:@-])([A-Za-z][\w.-]*)\/([A-Za-z][\w.-]*\w)(?![\w/:@-])/g;
/** A quoted name ('Q3 Launch', "Summer Sale"); a quote opens after no letter and closes before none, so "Radiohead's" opens nothing. */
export const QUOTED_NAME = /(?<!\w)['"‘“]([^'"‘’“”]{1,80})['"’”](?!\w)/g;
/** A resource's URI as some APIs name things, `scheme:kind:id` (`spotify:track:4iV5W9uYEdYUVa79Axb7Rh`, `urn:li:person:8675309`). */
export const RESOURCE_URI = /(?<![\w:/])[a-z][a-z0-9]*:(?:[a-z]+:)+[A-Za-z0-9_-]{4,}(?![\w:])/g;
/** A phone number as APIs take it, in E.164 form (+14155550123). */
export const PHONE_NUMBER = /(?<![\w+])\+\d{7,15}(?!\d)/g;
/** A JSON object written in a text (`{"total": 120}`), one level of objects inside it at most. */
export const JSON_OBJECT = /\{(?:[^{}"]|"(?:[^"\\]|\\.)*"|\{(?:[^{}"]|"(?:[^"\\]|\\.)*")*\})*\}/g;

/** An international bank account number, written whole or in groups of four ("DE89 3704 0044 0532 0130 00"). */
export const IBAN = /(?<![\w-])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?(?![\w-])/g;
/** One written in groups of digits after its country code ("+49 69 1234567", "+1 415-555-0100"). */
const GROUPED_PHONE_NUMBER = /(?<![\w+])\+\d{1,3}(?:[ -]\d{2,8}){1,4}(?![\w-])/g;
export const WHOLE_PHONE_NUMBER = new RegExp(`^${PHONE_NUMBER.source}$`);

/** The text with each phone number written in groups in the E.164 form calls take ("+49 69 1234567" → "+49691234567"). */
export function phoneNumbersInE164(text: string): string {
  return text.replace(GROUPED_PHONE_NUMBER, (number) => {
    const joined = number.replace(/[\s-]/g, '');
    return WHOLE_PHONE_NUMBER.test(joined) ? joined : number;
  });
}
/**
 * A name written bare after "named", "called", "titled" or "labeled": one word ("the droplet named db-1"), or a person's or
 * thing's capitalised name of up to three words, a number among them ("a customer named Jane Doe", "the folder called
 * Invoices 2024"); the name is group 1.
 */
export const NAMED_WORD = /\b(?:named|called|titled|label?led)\s+(?!['"‘“])(\p{Lu}[\p{Ll}'’-]+(?:\s+(?:\p{Lu}[\p{Ll}'’-]+|\d{1,4}(?![\d,:/-]|\.\d))){1,2}(?![\w-]|\.\w)|[A-Za-z0-9](?:[\w.-]|\/(?=\w))*[A-Za-z0-9])\b/gu;
/**
 * A capitalised name of up to three words between a determiner and the word for its thing ("the Newsletter list",
 * "our Operating account", "the Dining Out category"); the name is group 1, the thing is the word after it. Its words are
 * written as names are, not as acronyms, which mostly say what kind of thing it is ("the CSS template", "the PDF report").
 */
export const NAME_BEFORE_THING = /(?<=\b(?:[Tt]he|[Mm]y|[Oo]ur|[Yy]our|[Tt]heir)\s+)(\p{Lu}\p{Ll}[\p{L}\d'’&-]*(?:\s+\p{Lu}\p{Ll}[\p{L}\d'’&-]*){0,2})(?=\s+\p{Ll})/gu;
/**
 * A name spelled as a slug right after a word, the word for its thing ("site shop-front", "the instance app-1",
 * "domain example.com"): lower case, with a joining sign or a digit; the name is group 1.
 */
export const SLUG_AFTER_THING = /(?<=\b[a-z]{3,}\s+)([a-z][a-z0-9]*(?:[-_.][a-z0-9]+)+|[a-z]+\d[a-z0-9]*)(?=$|[\s,;:!?)]|\.(?:\s|$))/g;
/** A name of up to three capitalised words (or a number after the first): "Acme Corp", "Daft Punk", "Sprint 12". */
export const CAPITALISED_NAME = "\\p{Lu}\\p{Ll}[\\p{L}\\d'’&-]*(?:\\s+(?:\\p{Lu}\\p{Ll}[\\p{L}\\d'’&-]*|\\d{1,4})){0,2}";
/** Where such a name ends: with the clause, before an aside in brackets ("Lars Jensen (lars@firm.dk)"), or before a preposition or "and", "then". */
export const NAME_ENDS = '(?=\\s*$|\\s*\\(|[,;.!?]|\\s+(?:and|then|on|in|to|from|with|for|at|of|as|into|by)\\b)';
/**
 * A capitalised name of up to three words right after "the" and the word for its thing, ending where the clause or a
 * preposition does ("the customer Acme Corp", "the artist Daft Punk on Spotify"), not a sentence's first words ("the
 * task Fix login bug" gives no name "Fix"); the name is group 1.
 */
export const NAME_AFTER_THING = new RegExp(`(?<=\\b(?:[Tt]he|[Mm]y|[Oo]ur|[Yy]our|[Tt]heir)\\s+[a-z]{3,}\\s+)(${CAPITALISED_NAME})${NAME_ENDS}`, 'gu');
/** A key in capitals, a hyphen and a number, as trackers and ledgers write them: "INV-0042", "WEB-12". */
const KEY_CODE = '[A-Z][A-Z0-9]*-\\d+';
/** Such a key written anywhere, alone ("add a comment to WEB-12"); not a part of a file's path or name ("invoices/INV-0042.pdf"). */
export const KEY_CODE_VALUE = new RegExp(`(?<![\\w/.-])${KEY_CODE}(?![\\w-]|[./]\\w)`, 'g');
/** A whole value that is a tracker's key: a link's last segment "PAY-123". */
export const WHOLE_KEY_CODE = new RegExp(`^${KEY_CODE}$`);
/** A code in capitals and digits right after the word for its thing ("invoice INV-0042", "issue PROJ-123"); the code is group 1. */
export const CODE_AFTER_THING = new RegExp(`(?<=\\b[a-z]{3,}\\s+)(${KEY_CODE}|[A-Z]{2,}\\d+)(?![\\w-])`, 'g');
/** A link's scheme and its slashes, of any scheme (`https://`, a stream's `rtmp://`, a bucket's `s3://`). */
const LINK_SCHEME = '[a-z][a-z0-9+.-]*:\\/\\/';
/** A link (`https://status.example.com/incident`, `rtmp://a.rtmp.youtube.com/live2`): a value, never words of what a task asks. */
export const LINK = new RegExp(`\\b${LINK_SCHEME}\\S+`, 'gi');
/** Whether a text holds a link anywhere. */
export const HOLDS_LINK = new RegExp(`\\b${LINK_SCHEME}`, 'i');
/** Whether a text is a link, from its start. */
export const OPENS_WITH_LINK = new RegExp(`^${LINK_SCHEME}`, 'i');
/** The words that say a name follows them ("the conference named 'Weekly Sync'", "a folder called Invoices 2024"), as a pattern's alternatives. */
export const NAME_CUE = 'named|called|titled|label?led';
/** A quoted text a task gives ('Thanks, we're on it!'), its text group 1: an apostrophe inside a word does not close it. */
export const QUOTED_TEXT = /(?<!\w)["'\u2018\u201c]((?:[^"'\u2019\u201d]|['\u2019](?=\w))+)["'\u2019\u201d](?!\w)/g;

/** Between the values of a list a task gives one input ("add spotify:track:a and spotify:track:b"): a JSON body sends them as a list, a URL or a form joined by commas. */
export const LIST_SEPARATOR = '\u001f';

/**
 * A sum the task says is a thing's whole amount ("a payment of the full amount", "refund the buyer its full total", "the amount
 * due", "its outstanding balance"); a group matching says it is what is left to pay. "In full" is not one: a call that takes no sum
 * does the whole by default (Stripe's refund).
 */
export const WHOLE_SUM = /\b(?:the|its|their|his|her|that)\s+(?:(?:full|whole|entire)\s+(?:(outstanding|remaining|unpaid|open)\s+)?(?:amount|total|balance|sum)|(outstanding|remaining|unpaid|open)\s+(?:amount|total|balance|sum)|(?:amount|total|sum)\s+(due|owed|owing|outstanding|remaining|left)|(balance))\b/i;

/** The fields a thing is named by: a meeting's `topic`, an event's `summary`, a list's `name`. */
export const THING_NAME_FIELDS: readonly string[] = ['name', 'title', 'topic', 'summary', 'subject', 'label'];
export const THING_NAME_FIELD = new RegExp(`^(?:${THING_NAME_FIELDS.join('|')})$`, 'i');
/** The fields a thing is described by, as APIs name them (Trello's `desc`, Asana's `notes`, GitHub's issue `body`): a description by another name is one still. */
export const THING_TEXT_FIELDS: readonly string[] = ['description', 'desc', 'notes', 'body', 'details'];
/** An email address and nothing else. */
export const WHOLE_EMAIL_ADDRESS = new RegExp(`^${EMAIL_ADDRESS.source}$`);

/** Words a task writes before what a message says, a field's quoted value: "post 'Deploy done'", "the SMS 'Your code is 1234'". */
export const SAYING = 'post|posts|posting|send|sends|sending|say|says|saying|speak|speaks|speaking|announce|announces|announcing|reply|replying|answer|answering|write|writing|publish|publishes|publishing|message|text|sms|tweet|comment|commenting|note';
/** A thing whose quoted words are what it says, not its name: a message, a note, a comment. */
export const SAYING_THING = new RegExp(`^(?:${SAYING})$`);

/** Words a task writes before a search's quoted terms: "search Giphy for 'happy cat'". */
const SEARCHING = 'for|about|matching|query|search|term|keyword|keywords';
/** The inputs that take a search's terms. */
export const SEARCH_FIELDS: readonly string[] = ['q', 'query', 'term', 'keyword', 'keywords', 'search'];
/** An input that takes a search's terms: one of those, or one of them after "search" (College Football Data's `searchTerm`). */
export const isSearchField = (name: string) => SEARCH_FIELDS.includes(name.toLowerCase()) || /^search[_-]?(?:term|query|keywords?|text)$/i.test(name);
/** Words a task writes before texts to translate, or any text a message says. */
const TRANSLATING = `translate|translates|translating|${SAYING}`;
/** The words a task writes before a quoted value it gives each field. */
/** What a thing is labelled or tagged: "the open issues labelled 'bug'" (GitHub's `labels` filter). */
const LABEL_CUES: Record<string, string> = { labels: 'labell?ed|labels?', label: 'labell?ed|labels?', tags: 'tagged|tags?', tag: 'tagged|tags?' };
/** The words by which a task says what things carry already ("the issues labelled 'wontfix'"): they pick things, set nothing. */
export const LABELLED = 'labell?ed|tagged';
/** Fields a label or a tag is quoted for: a filter of a read takes one the task quotes after its cue. */
export const LABEL_FIELDS: ReadonlySet<string> = new Set(Object.keys(LABEL_CUES));
const FIELD_CUES: Record<string, string> = {
  name: 'named|called|name', title: 'titled|title|named|called', summary: 'titled|summary|called', subject: 'subject|titled',
  text: SAYING, message: SAYING, content: SAYING, body: `body|${SAYING}`, comment: SAYING, note: SAYING, ...Object.fromEntries(SEARCH_FIELDS.map((field) => [field, SEARCHING])),
  // A list of texts to work on (Google Translate's `contents`): "translate 'Where is the station?'".
  texts: TRANSLATING, contents: TRANSLATING,
  // What a model is given to work on: "an embedding of 'hello world'".
  input: `of|${SAYING}`,
  // What a generator is asked to make: "an image of 'a lighthouse at dawn'".
  prompt: `of|showing|depicting|prompt|${SAYING}`,
  ...LABEL_CUES,
};

/** The plain forms a message's text is sent in, by their names (DaniWeb's `text_raw`, Bitbucket's `content.raw`), not `html`. */
export const TEXT_FORMS: readonly string[] = ['raw', 'plain', 'markdown', 'md'];
/** A name ending in a field a message's words go to: `MessageBody`, `comment_text`, Slack's `initial_comment`; or such a field in a plain format: DaniWeb's `text_raw`. */
const SAYING_FIELD_END = new RegExp(`(?:[a-z](?:Text|Body|Message|Content|Comment)|[_-](?:[Tt]ext|[Bb]ody|[Mm]essage|[Cc]ontent|[Cc]omment)|^(?:text|body|message|content)(?:[_-]?(?:${TEXT_FORMS.join('|')})|(?:${TEXT_FORMS.map((form) => form[0].toUpperCase() + form.slice(1)).join('|')})))$`);

/** A quoted value the task gives a field by its cue word: "titled 'Crash on start'" → title. */
export function quotedValue(task: string, field: string): string | undefined {
  // A thing's name (`template_name`, `bucketName`) is the quoted value written after that thing: "the template 'welcome'";
  // a field of one word, the one written after that word ("the word 'serendipity'" for Wordnik's `{word}`).
  // Or after the name written out: "the app with safe name 'invoice-sync'" (OpenChannel's `{safeName}`).
  // A name ending in a message's field says what a message says (SQS's `MessageBody`).
  // A thing's slug, too: "project 'acme-site'" is Botify's `{project_slug}`; the name may be written as one word ("the username
  // 'dan_abramov'", "the filename 'q3.pdf'").
  const thing = /^([a-z]{3,})[_-]?(?:name|slug)$/i.exec(field)?.[1];
  // Or its whole name written out: "text body 'Disk is full'" is Postmark's `TextBody`, "template alias 'welcome'" its `TemplateAlias`.
  const words = splitWords(field);
  const lower = task.toLowerCase();
  const writtenOut = words.length > 1 && words.every((word) => /^[a-z]+$/.test(word) && lower.includes(word)) ? words.join('[\\s_-]+') : undefined;
  // A tag's or a label's name is written after "tagged" too: "every droplet tagged 'web'" is DigitalOcean's `tag_name`.
  const cues = [FIELD_CUES[field.toLowerCase()] ?? (thing !== undefined ? `(?:${LABEL_CUES[thing.toLowerCase()] ?? thing})(?:\\s*(?:name|slug))?` : undefined) ?? (SAYING_FIELD_END.test(field) ? SAYING : undefined)
    ?? (/^[a-z]{3,}$/i.test(field) ? field : undefined), writtenOut].filter((cue) => cue !== undefined).join('|');
  if (!cues) return undefined;
  let pattern = cuePatterns.get(cues);
  if (!pattern) {
    if (cuePatterns.size >= 2_000) cuePatterns.clear();
    // "reply to it with 'Attaching the receipt'", "comment on them with 'LGTM'", "tag her 'vip'".
    // A verb of saying may name what it answers first: "reply in the thread of the last message with 'Mitigated'".
    const said = cues.split('|').includes('reply') ? `|[^'"\u2018\u201c.;]{1,80}?\\s+with\\s+` : '';
    cuePatterns.set(cues, (pattern = new RegExp(`\\b(?:${cues})\\s+(?:(?:to|on)\\s+(?:it|them)\\s+(?:with\\s+)?|with\\s+|(?:it|them|him|her)\\s+${said})?${QUOTED_TEXT.source}`, 'i')));
  }
  return pattern.exec(task)?.[1];
}

/**
 * The quoted values a task lists after a list field's cue, each one: "with labels 'bug' and 'ci'" is GitHub's `labels` of two.
 * Joined by the list separator; undefined where the cue quotes none.
 */
export function quotedList(task: string, field: string): string | undefined {
  const first = quotedValue(task, field);
  if (first === undefined) return undefined;
  const start = task.search(new RegExp(`["'\u2018\u201c]${escapeRegExp(first)}["'\u2019\u201d]`));
  const listed = start < 0 ? [] : quotesListedFrom(task, start);
  return listed.length === 0 ? first : listed.join(LIST_SEPARATOR);
}

/** The quoted texts listed one after another from a quote at `start`: "'bug' and 'p1'", "'a', 'b', and 'c'". */
function quotesListedFrom(text: string, start: number): string[] {
  const listed = new RegExp(`^${QUOTED_TEXT.source}((?:\\s*(?:,\\s*(?:and\\s+)?|and\\s+)${QUOTED_TEXT.source})*)`).exec(text.slice(start));
  return [...(listed?.[0] ?? '').matchAll(QUOTED_TEXT)].map((match) => match[1]);
}

/**
 * Every text a clause quotes, where they are one list and the clause speaks of the field's things: "Replace all the labels on
 * issue 12 with just 'bug' and 'p1'" gives GitHub's `labels` both.
 */
export function wholeQuotedList(text: string, field: string): string | undefined {
  const cue = LABEL_CUES[field.toLowerCase()];
  const quotes = [...text.matchAll(QUOTED_TEXT)];
  if (cue === undefined || quotes.length === 0 || !new RegExp(`\\b(?:${cue})\\b`, 'i').test(text)) return undefined;
  const values = quotesListedFrom(text, quotes[0].index);
  return values.length === quotes.length ? values.join(LIST_SEPARATOR) : undefined;
}

/**
 * A name quoted after its thing, right after it or after a naming word ("the collection 'employees'", "a Teams channel called
 * 'incident-42'"), or only after the naming word (`cued`). Without `value`, the pattern captures the name; with it, it finds
 * that very name.
 */
export function quotedAfterThing(thing: string, value?: string, cued = false): RegExp {
  const name = value === undefined ? QUOTED_TEXT.source : `["'\u2018\u201c]${escapeRegExp(value)}["'\u2019\u201d]`;
  return new RegExp(`\\b${escapeRegExp(thing)}s?\\s+(?:(?:${NAME_CUE})\\s+)${cued ? '' : '?'}${name}`, 'i');
}

/** Each cue's pattern, compiled once: a brief asks it of every text field of every step. */
const cuePatterns = new Map<string, RegExp>();

/** Names of a latitude and a longitude (`lat`, `lng`, `longitude`): a point's two values, wherever they come from. */
export const LATITUDE_NAMES: ReadonlySet<string> = new Set(['lat', 'latitude']);
export const LONGITUDE_NAMES: ReadonlySet<string> = new Set(['lon', 'lng', 'long', 'longitude']);

/** A value written into a pattern as itself: "eu-west-1", "1024x1024", "U.S." match only those letters. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A value as a pattern of it written whole, not inside a longer one: "eu-west-1" is not in "eu-west-12" nor "1024x1024" in "1024x10240". */
export const wholeValue = (value: string) => `(?<![\\w.-])${escapeRegExp(value)}(?![\\w-]|\\.\\w)`;

/**
 * The format a description gives a resource name in, the way Google's APIs write it (with a star for each id, or
 * "projects/{project}/locations/{location}"): its collections joined by "/" ("projects/locations"), which say what
 * kind of thing the name is; undefined where it gives none.
 */
export function resourceNameFormat(description: string): string | undefined {
  const format = RESOURCE_NAME_FORMAT.exec(description)?.[1];
  return format?.split('/').filter((_part, at) => at % 2 === 0).join('/');
}
/** An id in a resource name's format: a star, a `{name}`, or a name in capitals with an underscore (`PROJECT_ID`; not `application/JSON`). */
const FORMAT_ID = '(?:\\*|\\{[A-Za-z_]+\\}|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)';
const RESOURCE_NAME_FORMAT = new RegExp(`(?<![\\w/{*])([a-z][A-Za-z]*\\/${FORMAT_ID}(?:\\/[a-z][A-Za-z]*\\/${FORMAT_ID})*)(?![\\w/{*])`);

/** A range of cells in A1 notation, maybe on a named sheet: "A1:C1", "Sheet1!A1:D20"; a bare "A1" may be anything ("EC2"). */
const A1_RANGE = /(?<![\w!:$-])(?:[A-Za-z][\w]*!)?[A-Z]{1,3}\d+(?::[A-Z]{1,3}\d*)?(?![\w:!-])/g;
/** The ranges of cells a text writes, each with a colon or a sheet's name. */
export const cellRanges = (text: string): string[] => [...text.matchAll(A1_RANGE)].map((match) => match[0]).filter((range) => range.includes(':') || range.includes('!'));

/** The media type of each file format a task names by its common name ("export it as a PDF", "download it as CSV"). */
export const FORMAT_MEDIA_TYPES: ReadonlyMap<string, string> = new Map([
  ['pdf', 'application/pdf'], ['csv', 'text/csv'], ['json', 'application/json'], ['xml', 'application/xml'], ['html', 'text/html'],
  ['txt', 'text/plain'], ['png', 'image/png'], ['jpeg', 'image/jpeg'], ['jpg', 'image/jpeg'], ['gif', 'image/gif'], ['svg', 'image/svg+xml'],
  ['zip', 'application/zip'], ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], ['pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  ['epub', 'application/epub+zip'], ['rtf', 'application/rtf'], ['mp3', 'audio/mpeg'], ['mp4', 'video/mp4'],
]);
