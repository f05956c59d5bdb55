// Spec text is untrusted: it arrives with HTML, markdown and sometimes words aimed at the reader.

const ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ',
};

/**
 * Sentences that address an AI reader rather than describe an API: "ignore previous instructions",
 * "reveal your system prompt", or a sentence opening as a chat turn ("SYSTEM:", "Assistant:").
 */
const INSTRUCTION_PATTERN =
  /\b(ignore|disregard|forget|override)\b[^.!?\n]{0,40}\b(previous|prior|above|earlier|all|any|your)\b[^.!?\n]{0,40}\b(instructions?|prompts?|rules?|messages?|guidelines?)\b|\b(you are now|act as|system prompt|new instructions?|jailbreak|developer mode)\b|\breveal\b[^.!?\n]{0,30}\b(prompt|instructions?|secrets?|keys?)\b|(?:^|[.!?]\s+|\n)\s*(system|assistant|user|developer|human|ai)\s*:/i;

/** Characters that hide or reorder text: zero-width, bidi controls, soft hyphens, and control characters other than whitespace. */
const HIDDEN = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/**
 * Third-party text as the characters a reader sees: compatibility forms folded (full-width
 * letters, ligatures), hidden characters removed, so a disguised instruction reads as one.
 */
function normalizeText(text: string): string {
  return text.normalize('NFKC').replace(HIDDEN, '');
}

/** `&lt;`, `&#60;`, `&#x3c;` → `<`; unknown entities stay as written. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return safeCodePoint(Number.parseInt(lower.slice(2), 16)) ?? whole;
    if (lower.startsWith('#')) return safeCodePoint(Number.parseInt(lower.slice(1), 10)) ?? whole;
    return ENTITIES[lower] ?? whole;
  });
}

function safeCodePoint(code: number): string | undefined {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

/** Plain text from a spec description: entities decoded, then no HTML, no markdown syntax, one line, capped. */
export function plainText(input: unknown, maxLength = 500): string {
  if (typeof input !== 'string' || input.length === 0) return '';
  let text = normalizeText(input.length > 20_000 ? input.slice(0, 20_000) : input);
  // Entities first, then markup: `&lt;img onerror=…&gt;` must not come out as a tag.
  text = normalizeText(decodeEntities(decodeEntities(text)))
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/p>|<\/li>/gi, '. ')
    .replace(/<\/?[a-z!][^>]{0,500}>/gi, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/```[\s\S]*?```/g, ' ')
    // A star after a slash is a wildcard of a resource name's format (`projects/*/secrets/*`), and an underscore inside a
    // path is part of its ids (`projects/PROJECT_ID/locations/LOCATION_ID`): no markdown.
    .replace(/[`~#>|]+|(?<!\/)\*+|(?<![A-Za-z]\/[\w*{}/]*)_+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/(\.\s*){2,}/g, '. ')
    .trim();
  text = dropInstructions(text);
  return truncate(text, maxLength);
}

function dropInstructions(text: string): string {
  if (!INSTRUCTION_PATTERN.test(text)) return text;
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !INSTRUCTION_PATTERN.test(sentence))
    .join(' ');
}

/** Cut at a word boundary and mark the cut. */
export function truncate(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, '')}…`;
}

/** A text's sentences: a full stop, question or exclamation mark ends one only before a space ("legal@acme.com", "v1.2" stay whole). */
export function sentences(text: string): string[] {
  return text.trim().split(/(?<=[.!?])\s+/).filter(Boolean);
}

/** The first sentence of a text, for one-line summaries. */
export function firstSentence(text: string, maxLength = 200): string {
  return truncate(sentences(text)[0] ?? text, maxLength);
}

/**
 * A short name (titles, tags, ids) with hidden and control characters removed; empty when it
 * speaks to the reader, so the caller falls back to its own name for the thing.
 */
export function cleanName(input: unknown, maxLength = 200): string {
  if (typeof input !== 'string') return '';
  const text = normalizeText(input.replace(/[\u0000-\u001f\u007f]+/g, ' ')).replace(/<\/?[a-z!][^>]{0,200}>/gi, ' ').replace(/\s+/g, ' ').trim();
  return INSTRUCTION_PATTERN.test(text) ? '' : truncate(text, maxLength);
}

/**
 * An operation id without the HTTP method some ids open with (`postUsersIdBookmarks`,
 * `GET_DescribeInstances`), as it is searched and read: search matches the method as a method ("post
 * a tweet" should not find every POST whose id says post), and a name made from it reads "Opt in phone number".
 */
export function operationIdWords(operationId: string): string {
  const method = /^(?:get|post|put|patch|delete|head|options)/i.exec(operationId)?.[0] ?? '';
  // Only where the method is a word of its own: `posts.list` and `getter` keep theirs.
  return method && /^(?:[A-Z_.\-\s]|$)/.test(operationId.slice(method.length)) ? operationId.slice(method.length) : operationId;
}
