// Words people use for a thing versus the words API specs use for it. General word vectors
// (GloVe) were measured and lowered ranking quality: their neighbours are associations (meeting →
// talks, leaders), not the API's own term (meeting → event). These groups are the API-domain
// equivalents; a query word brings the rest of its group in at a lower weight.

/** Each line: words that name the same thing in API tasks. */
const GROUPS: string[] = [
  'sms texting txt message',
  'email e-mail mail message',
  'message msg chat',
  'call meeting conference',
  'meeting event appointment calendar',
  'appointment booking reservation',
  'book schedule reserve',
  'bug issue ticket defect incident',
  'ticket issue case request',
  'song track tune music recording',
  'singer artist musician band performer',
  'album record release',
  'concert event show gig performance',
  'movie film title',
  'photo image picture pic',
  'video clip footage',
  'gif animation',
  'server instance droplet vm machine host compute',
  'file document upload attachment',
  'folder directory',
  'spreadsheet sheet workbook',
  'row record entry',
  'repository project',
  'pr pull merge',
  'customer client buyer contact',
  'user account member person people profile',
  'team group organization org workspace',
  'company organization business',
  'payment charge transaction pay',
  'refund reversal chargeback',
  'invoice bill billing',
  'subscription plan recurring',
  'checkout cart purchase order',
  'order purchase sale',
  'product item sku listing',
  'price pricing cost rate quote fare estimate',
  'shipment shipping delivery parcel package label',
  'address location place',
  'coordinates latitude longitude lat lon geolocation',
  'weather forecast temperature conditions',
  'translate translation language',
  'grammar spelling proofread check',
  'currency exchange forex fx rate',
  'stock ticker quote share equity',
  'news article headline story',
  'follower follow subscriber',
  'notification alert notify push',
  'webhook callback hook subscription event',
  'token key credential secret apikey',
  'login signin authenticate auth session',
  'password credential secret',
  'verify verification code otp confirm',
  'sign signature signing envelope esign',
  'contract agreement document envelope',
  'deploy deployment release publish',
  'site website domain app',
  'build pipeline job workflow run ci',
  'flag feature toggle',
  'log logs event audit',
  'metric metrics stats statistics analytics report',
  'search find lookup',
  'speech voice audio tts',
  'transcribe transcription transcript speech',
  'summarize summary summarization',
  'chat completion conversation assistant',
  'llm model language gpt ai',
  'embedding vector vectors',
  'background cutout',
  'newsletter audience campaign subscriber',
  'bank account institution financial',
  'crypto bitcoin cryptocurrency coin',
  'flight flights airline air',
  'hotel lodging accommodation stay',
  'ride trip car taxi',
  'map maps route routing directions navigation',
  'geocode geocoding address coordinates',
  'recipe recipes food meal ingredient',
  'nutrition calories food',
  'playback player playing play',
  'volume sound',
  'podcast episode show',
  'task todo',
  'comment comments reply note',
  'reaction emoji',
  'channel conversation room',
  'reminder remind alarm',
  'holiday holidays calendar',
  'translation localization locale',
  'sentence paragraph phrase text',
  'qr barcode code',
  'pdf document report',
  'screenshot capture snapshot',
  'url link shortlink',
  'shorten shortener short',
  'ip address geolocation',
  'phone mobile cell number',
  'fax facsimile',
  'sentiment opinion emotion tone',
  'moderation moderate nsfw safety',
  'job career position vacancy',
  'employee staff worker personnel hr',
  'payroll salary wage',
  'tax vat',
  'now current currently',
  'newest latest recent',
  'recently recent last',
  'favorite favourite liked top',
  'library saved collection',
  'rename name title',
  'shipped shipping shipment',
  'bucket storage',
  'coordinates location',
  'upcoming future scheduled',
  'docs documentation doc reference manual guide',
  'file object blob',
  'currency dollar dollars euro euros usd eur money',
  'concert concerts event events',
  'nearby near around local',
  'info information details',
  'config configuration settings preferences prefs',
  'authentication authorization',
];

/** Each line: one word written several ways, abbreviations and spellings; they match as the word itself, nearly. */
const EQUIVALENTS: string[] = [
  'info information',
  'config configuration',
  'prefs preferences',
  'auth authentication',
  'app application',
  'admin administrator',
  'perm permission permissions',
  'env environment',
  'db database',
  'img image',
  'desc description',
  'addr address',
  'param parameter',
  'stat stats statistics',
  'repo repository',
  'msg message',
  'txt text',
  'e-mail email',
  'pic picture',
  'doc docs document',
];

/** Weight of a word brought in by the thesaurus, relative to the word the query used. */
const RELATED_WEIGHT = 0.6;
/** Weight of another way of writing the same word: a shade under the word itself, which stays first. */
const EQUIVALENT_WEIGHT = 0.9;

/** Word → its related words with their weights, from every line it belongs to; the closer kind of line wins. */
export function buildThesaurus(groups: readonly string[] = GROUPS, equivalents: readonly string[] = EQUIVALENTS): Map<string, [string, number][]> {
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
  for (const line of equivalents) relate(line, EQUIVALENT_WEIGHT);
  for (const line of groups) relate(line, RELATED_WEIGHT);
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
export function everydayWords(groups: readonly string[] = [...GROUPS, ...EQUIVALENTS]): string[] {
  return [...new Set(groups.flatMap((group) => group.split(' ')))].sort();
}
