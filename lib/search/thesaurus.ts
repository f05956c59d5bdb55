// The thesaurus: a query word brings in the words of its groups (THESAURUS_GROUPS in the
// profile) at a lower weight, and other spellings of itself (THESAURUS_EQUIVALENTS) at nearly its own.

import { THESAURUS_EQUIVALENT_WEIGHT, THESAURUS_EQUIVALENTS, THESAURUS_GROUPS, THESAURUS_RELATED_WEIGHT } from './profile.ts';

/** Word → its related words with their weights, from every line it belongs to; the closer kind of line wins. */
export function buildThesaurus(groups: readonly string[] = THESAURUS_GROUPS, equivalents: readonly string[] = THESAURUS_EQUIVALENTS): Map<string, [string, number][]> {
  const related = new Map<string, [string, number][]>();
  const relate = (line: string, weight: number) => {
    const words = line.split(/\s+/).filter(Boolean);
    for (const word of words) {
      const list = related.get(word) ?? [];
      for (const other of words) {
        const known = list.find(([term]) => term === other);
        if (known) known[1] = Math.max(known[1], weight);
        else if (other !== word) list.push([other, weight]);
      }
      related.set(word, list);
    }
  };
  for (const line of equivalents) relate(line, THESAURUS_EQUIVALENT_WEIGHT);
  for (const line of groups) relate(line, THESAURUS_RELATED_WEIGHT);
  return related;
}

const THESAURUS = buildThesaurus();

/** Base forms a word may come from (songs → song, meetings → meeting, booked → book), the word itself first. */
function baseForms(word: string): string[] {
  return [word, word.replace(/ies$/, 'y'), word.replace(/e?s$/, ''), word.replace(/s$/, ''), word.replace(/(ed|ing)$/, ''), word.replace(/(ed|ing)$/, 'e')];
}

/** The thesaurus as an expander for query planning: a word's group, or its base form's (songs, booked). */
export function relatedWords(word: string): readonly (readonly [string, number])[] {
  const known = baseForms(word).find((form) => THESAURUS.has(form));
  return known === undefined ? [] : THESAURUS.get(known)!;
}

/** Every word of the groups: everyday vocabulary, never the name of one API. */
export function everydayWords(groups: readonly string[] = [...THESAURUS_GROUPS, ...THESAURUS_EQUIVALENTS]): string[] {
  return [...new Set(groups.flatMap((group) => group.split(' ')))].sort();
}
