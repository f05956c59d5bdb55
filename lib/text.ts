// Spec text is untrusted: it arrives with HTML, markdown and sometimes words aimed at the reader.

const ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'", '#x27': "'",
};

/** Sentences that address an AI reader rather than describe an API. */
const INSTRUCTION_PATTERN =
  /\b(ignore|disregard|forget)\b[^.!?\n]{0,40}\b(previous|prior|above|earlier|all)\b[^.!?\n]{0,40}\b(instructions?|prompts?|rules?|messages?)\b|\b(you are now|act as|system prompt|new instructions?)\b/i;

/** Plain text from a spec description: no HTML, no markdown syntax, one line, capped. */
export function plainText(input: unknown, maxLength = 500): string {
  if (typeof input !== 'string' || input.length === 0) return '';
  let text = input.length > 20_000 ? input.slice(0, 20_000) : input;
  text = text
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/p>|<\/li>/gi, '. ')
    .replace(/<[^>]{0,500}>/g, ' ')
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole)
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/[`*_~#>|]+/g, ' ')
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

/** The first sentence of a text, for one-line summaries. */
export function firstSentence(text: string, maxLength = 200): string {
  const match = /^(.+?[.!?])(\s|$)/.exec(text);
  return truncate(match ? match[1] : text, maxLength);
}

/** A short identifier-like string (names, ids, paths) with control characters removed. */
export function cleanName(input: unknown, maxLength = 200): string {
  if (typeof input !== 'string') return '';
  return truncate(input.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim(), maxLength);
}
