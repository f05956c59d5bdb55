// The search profile: every number and word list ranking uses, in one place, stage by stage.
// Each is documented like an option. This file is one of the snapshot's model sources
// (`MODEL_SOURCES` in catalog/build.ts), so an edited number rebuilds the snapshot instead of
// running against an index built with another. What each entry earns is measured by
// `npx tsx bench/quality.ts --ablate` (switches and weights) and reported in docs/benchmarks.md.

// ----- Results -----

/** Reachable results per query, across all pages (contract section 8). */
export const MAX_RESULTS = 40;
/** Candidates kept per query for combination, diversification and the passes. */
export const CANDIDATES = 200;
/** Recent rankings kept per catalog: the pages of one query, and queries agents repeat, rank once. */
export const RANKING_CACHE_SIZE = 2_000;

// ----- Combination weights -----

export interface RankingWeights {
  /** How much the API-level relevance lifts an endpoint's score. */
  apiRelevance: number;
  /** Multiplier for endpoints of an API the query names ("on Slack", "spotify"). */
  namedApi: number;
  /** Exponent on the share of the query's idf an endpoint covers. */
  coverage: number;
  /** Lift for endpoints whose method does what the query's main verb asks. */
  methodIntent: number;
  /** Multiplier for endpoints of well-known providers. */
  wellKnown: number;
  /** Further multiplier for the few providers most developers use (GitHub, Stripe, Spotify). */
  major: number;
  /**
   * How much an operation's name must be about the query: its score is scaled by
   * `1 - namePrecision + namePrecision × (share of its name words' idf the query's words match)`,
   * so "Test the push repository webhook" yields to "Create a repository webhook" for "register a webhook".
   */
  namePrecision: number;
  /** Stages and rules switched off, to measure what each earns (`npx tsx bench/quality.ts --ablate`). */
  off?: readonly Switch[];
}

export const DEFAULT_WEIGHTS: RankingWeights = { apiRelevance: 2.5, namedApi: 4, coverage: 1.5, methodIntent: 1, wellKnown: 1.6, major: 1.4, namePrecision: 0.5 };

/** The stages and rules of ranking that can be switched off one by one. */
export const SWITCHES = [
  'thesaurus', 'compounds', 'wholeNames', 'typos', 'leadingVerbs', 'names', 'quoted', 'identifierKinds', 'catalogVerbs', 'placeholders', 'mine', 'testing', 'unknownVerbs', 'nounsAfterDeterminers', 'nowIsCurrent', 'downIsOutage', 'context', 'conversions', 'hyphens', 'questions',
  'focusApis', 'oneCopy', 'canonicalCopies', 'fillBelow', 'diversify', 'lookups', 'askedIds', 'inner',
] as const;
export type Switch = (typeof SWITCHES)[number];
export const isOn = (weights: RankingWeights, name: Switch) => !weights.off?.includes(name);

// ----- Index (built into the snapshot) -----

/** Okapi BM25 term-frequency saturation of the impact index. */
export const BM25_K1 = 1.2;

/** A field of a document: how much a match in it counts, and BM25 length normalisation. */
export interface FieldSpec {
  weight: number;
  b: number;
}

/**
 * An API of at most this many operations lends its description to each operation's API-title field:
 * a small API's description says what each of its calls is for ("Remove the background of any
 * image", "UUID generator"), a large one's says little of any one. Chosen on the tune half (0 / 10 /
 * 30 / 50 / 100 / every API: hit@10 0.764 / 0.764 / 0.770 / 0.776 / 0.764 / 0.764, recall@200 0.879 /
 * 0.873 / 0.891 / 0.897 / 0.897 / 0.897, nDCG@10 0.368 / 0.372 / 0.369 / 0.373 / 0.374 / 0.362); check
 * at 50: hit@10 0.752 → 0.764, nDCG@10 0.359 → 0.376, recall@200 0.873 → 0.879 (`npx tsx bench/quality.ts`).
 */
export const SMALL_API_OPERATIONS = 50;
/** Field order of endpoint documents; the weights say how much a match in each field counts. */
export const ENDPOINT_FIELDS: FieldSpec[] = [
  { weight: 3, b: 0.3 }, // name (summary or operation id)
  { weight: 2, b: 0.3 }, // operation id words
  { weight: 2, b: 0.3 }, // path words
  { weight: 1, b: 0.3 }, // tags
  { weight: 0.6, b: 0.3 }, // API title and key (and a small API's description)
  { weight: 0.3, b: 0.5 }, // parameter and request-body field names: many, and each says little
  { weight: 1, b: 0.75 }, // description
  { weight: 0.2, b: 0.75 }, // what the required inputs are: each says little, yet may be the only place a task's word appears
];

/**
 * Field order of API documents. An API's operation names say what it can do, but a large API's
 * names hold nearly every word, so they count less than its title and description and are
 * normalised by their length more: chosen on the tune half (names at weight, b: 1, 0.75 / 0.5, 0.9 /
 * 0.3, 0.9 / 0.15, 0.9: nDCG@10 0.358 / 0.363 / 0.365 / 0.366, MRR@10 0.534 / 0.543 / 0.547 / 0.543;
 * at 0 every set falls by half). Check at 0.3, 0.9: hit@10 0.745 → 0.752, nDCG@10 0.350 → 0.357,
 * MRR@10 0.516 → 0.526; RestBench-Spotify, whose goals never name Spotify, first call 0.947 → 0.912
 * and all in top 25 0.842 → 0.825 (`npx tsx bench/quality.ts`). Then the description at 1 / 1.5 / 2.5
 * (title 2 / 3 at 1 changed nothing): tune MRR@10 0.547 / 0.551 / 0.550; check 0.526 / 0.531 / 0.532.
 */
export const API_FIELDS: FieldSpec[] = [
  { weight: 2, b: 0.3 }, // title and key
  { weight: 1.5, b: 0.75 }, // description
  { weight: 0.3, b: 0.9 }, // operation names and tags
];

/** Prior of an API that is not its family's canonical one: an older version or a mirror. */
export const MIRROR_PRIOR = 0.85;
/** …and of a beta, preview, enterprise or sandbox copy of a stable API: its extra operations match words by their sheer number. */
export const MARKED_VARIANT_PRIOR = 0.6;
/** Prior of an operation the spec marks deprecated. */
export const DEPRECATED_PRIOR = 0.7;
/**
 * AWS specs tell operations on one path apart by a fragment (`PUT /{Bucket}/{Key}#uploads`). Where
 * the plain path has operations of its own, those are the resource's main ones (PutObject).
 */
export const FRAGMENT_VARIANT_PRIOR = 0.8;
/** Software one runs oneself (Jellyfin, a local server) rarely is the hosted service a task means. */
export const SELF_HOSTED_PRIOR = 0.8;
/** Path simplicity: how much each literal segment past the first, and each path parameter, lowers an operation's prior. */
export const PATH_SEGMENT_COST = 0.06;
export const PATH_PARAMETER_COST = 0.03;

/** Parts of API keys and titles that name no API. */
export const GENERIC_NAME_WORDS = new Set([
  'com', 'org', 'net', 'io', 'gov', 'co', 'uk', 'de', 'fr', 'in', 'us', 'eu', 'dev', 'app', 'apps', 'local', 'cloud', 'api', 'apis',
  'rest', 'restful', 'web', 'service', 'services', 'server', 'v1', 'v2', 'v3', 'v4', 'openapi', 'swagger', 'spec', 'public',
  'platform', 'management', 'client', 'data', 'the', 'and', 'for', 'of', 'beta', 'alpha', 'preview', 'version', 'interface',
]);
/** A name word shared by more APIs than this names a topic, not an API. */
export const MAX_APIS_PER_NAME = 12;
/** What people call providers whose domain says otherwise. */
export const PROVIDER_ALIASES: Record<string, string> = { 'amazonaws.com': 'aws amazon' };
/** Share of a name word's operations that must belong to the APIs it names: "spotify" does, "user" and "channel" do not. */
export const MIN_NAME_SHARE = 0.5;
/** Below this many operations, a name word is rare enough to name its APIs anyway. */
export const RARE_NAME_DF = 10;
/** A word opening operations' names in at least this many APIs is a verb of the catalog… */
export const VERB_MIN_APIS = 5;
/** …when at least this share of the names that use it open with it ("create" does, "user" does not). */
export const VERB_MIN_LEADING_SHARE = 0.5;

// ----- Reading the query -----

/** Words that say nothing about which operation a query wants: most operations take an id; "'s" is a possessive; "used" stems to "us"; "associated with" only links. */
export const QUERY_STOP_WORDS = new Set(['id', 'ids', 's', 'm', 're', 've', 'll', 'd', 't', 'used', 'associated']);
/**
 * Kinds of identifier ("the project with gid 123"): before a value, like "id", they say which value a
 * call takes, not which call; before none they are what a goal asks for ("generate a uuid", whose
 * generators had not been among its first five results). No set moves either way (`npx tsx bench/quality.ts`).
 */
export const IDENTIFIER_WORDS = new Set(['gid', 'uuid', 'guid']);
/** Words that pick one item out of a list ("the third track"); "next" and "top" are mostly features (skip to next, top tracks). */
export const ORDINALS = new Set(['first', 'second', 'third', 'fourth', 'fifth', 'last', 'latest', 'newest', 'oldest', 'earliest']);
/** Weight of a leading verb's further senses ("book" → schedule 1, reserve and create less). */
export const RELATED_SENSE_WEIGHT = 0.6;
/**
 * Weight of two query words read as one ("user groups" → usergroups): an exact name when the
 * catalog has it, yet a guess; a compound many operations use is a word of its own, whole
 * ("user name" → username, "web hook" → webhook), while a rare one may join words by chance.
 */
export const COMPOUND_WEIGHT = 0.8;
/**
 * Weight of each part of a hyphenated word, in one group with the parts joined ("third-party" →
 * thirdparty 1, third and party this much): one thing, so an operation about third parties no
 * longer covers two of the goal's words. Tune half flat at 0.3 / 0.5 / 0.8; check hit@10 0.739 →
 * 0.745 at each, MRR@10 0.515 / 0.516 / 0.513 (`npx tsx bench/quality.ts`).
 */
export const HYPHEN_PART_WEIGHT = 0.5;
/** How much a word inside a value counts: values rarely describe the call, but sometimes do ("Updated Modal"). */
export const VALUE_WORD_WEIGHT = 0.3;
/** Words in fewer operations than this are names of things rather than words of the catalog. */
export const NAME_WORD_MAX_DF = 100;
/**
 * A goal word no operation uses, of at least this many letters, may be a well-known API's name (of
 * more letters) mistyped by one slip ("slak", "stirpe"): it is read as that name when just one fits.
 */
export const TYPO_MIN_LENGTH = 4;
/** How much a later verb of the query asks of the method, against its first verb's whole say. */
export const LATER_VERB_SHARE = 0.4;
/**
 * A goal that says what it asks after telling its situation ("After every sales call our dialer
 * gives us a summary. I want to save that summary as a note on the contact") has its call in the
 * words that ask: a word only of the situation before counts this much. Chosen on the tune half,
 * first with need phrases alone (0.5 / 0.6 / 0.7 / 0.8: hit@10 0.739 / 0.739 / 0.739 / 0.745, nDCG@10
 * 0.341 / 0.341 / 0.339 / 0.340), then with sentences too (0.4 / 0.5 / 0.6 / 0.7 / 0.8: hit@10 0.733 /
 * 0.745 / 0.745 / 0.745 / 0.745, MRR@10 0.507 / 0.513 / 0.515 / 0.514 / 0.515, strict 0.648 / 0.655 / 0.648 / 0.648 / 0.642).
 */
export const CONTEXT_WORD_WEIGHT = 0.6;
/**
 * Question phrases and the word API text answers them with, brought in as the thesaurus brings a
 * relative: "how many tweets mentioned …" asks for a count (`GET /2/tweets/counts/recent`). Check
 * hit@10 0.770 → 0.776, nDCG@10 0.378 → 0.381, tune unchanged (`npx tsx bench/quality.ts`); "how
 * much" as cost, price, amount or balance earned nothing on either half, and "number of" nothing beyond it.
 */
export const QUESTION_ANSWERS = new Map([['how many', ['count']]]);
/** Pairs of words from which a goal says what it asks: "I need to", "we want to", "I'd like to", "how do I", "how can we". */
export const ASK_MARKERS = new Map([['need', ['to']], ['want', ['to']], ['like', ['to']], ['how', ['do', 'can', 'should']]]);

/**
 * A query whose first word, unknown to the verb lists, stands before a determiner (after maybe a
 * particle) opens with a verb: "log a purchase", "spin up a new channel", "switch off the flag".
 * Such a verb mostly changes something, so it asks for POST, PUT or PATCH.
 */
export const DETERMINERS = new Set(['a', 'an', 'the', 'my', 'our', 'their', 'its', 'this', 'that', 'these', 'some', 'every', 'each', 'all']);
export const VERB_PARTICLES = new Set(['up', 'off', 'on', 'out', 'in', 'back', 'down', 'over']);

/**
 * Verbs that say which HTTP method a task needs: search ranks by them, integrate checks coverage.
 * Each phrasal verb the query reader joins (PHRASAL_VERB: "set up" → setup, "sign up", "check out",
 * "roll back", "clean up") is listed joined, for API names use those words as nouns (Stripe's SetupIntents) and
 * the catalog's counts would not read them as verbs: "set up a Trello board … with … lists" had asked
 * for GET. Check hit@10 0.776 → 0.782, nDCG@10 0.381 → 0.383, recall@100 0.867 → 0.873; tune hit@10
 * 0.776 → 0.782, nDCG@10 0.375 → 0.377 (`npx tsx bench/quality.ts`, switch `askedIds` off on both sides).
 */
export const INTENT_VERBS: Record<string, string[]> = {
  GET: ['get', 'list', 'retrieve', 'fetch', 'show', 'read', 'find', 'look', 'view', 'search', 'display', 'download', 'check', 'see', 'lookup', 'count', 'tell', 'give', 'grab', 'pull', 'obtain'],
  POST: ['file', 'store', 'create', 'add', 'new', 'post', 'send', 'submit', 'make', 'setup', 'signup', 'signin', 'signout', 'login', 'logout', 'checkin', 'checkout', 'optin', 'optout', 'rollback', 'backup', 'upload', 'start', 'run', 'trigger', 'invite', 'generate', 'book', 'schedule', 'publish', 'append', 'approve', 'text', 'email', 'notify', 'open', 'register', 'play', 'skip', 'queue', 'sign'],
  PUT: ['store', 'setup', 'turn', 'update', 'replace', 'set', 'edit', 'change', 'rename', 'modify', 'save', 'follow', 'move', 'pause', 'resume'],
  PATCH: ['update', 'edit', 'change', 'rename', 'modify', 'patch', 'partially'],
  DELETE: ['delete', 'cleanup', 'remove', 'cancel', 'destroy', 'unfollow', 'clear', 'unsubscribe', 'revoke', 'erase'],
};

/**
 * Words that are nouns in API text but verbs when they lead a task ("file a ticket", "book a
 * meeting", "text a customer"). Each sense is a group of the words API text uses for part of that
 * action, the closest first: "text" is to send (an action) an sms or message (a thing).
 */
export const LEADING_VERB_SENSES = new Map<string, string[][]>([
  ['file', [['create', 'submit']]],
  ['book', [['schedule', 'create', 'reserve']]],
  ['text', [['send'], ['sms', 'message']]],
  ['store', [['upload', 'put', 'save']]],
  ['message', [['send'], ['message']]],
  ['email', [['send'], ['email']]],
  ['ping', [['send', 'notify'], ['message']]],
  ['wire', [['transfer', 'payment']]],
  ['turn', [['set', 'change']]],
]);

// Words people use for a thing versus the words API specs use for it. General word vectors
// (GloVe) were measured and lowered ranking quality: their neighbours are associations (meeting →
// talks, leaders), not the API's own term (meeting → event). These groups are the API-domain
// equivalents; a query word brings the rest of its group in at a lower weight.

/** Each line: words that name the same thing in API tasks. */
export const THESAURUS_GROUPS: string[] = [
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
  'buy purchase',
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
export const THESAURUS_EQUIVALENTS: string[] = [
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
export const THESAURUS_RELATED_WEIGHT = 0.6;
/** Weight of another way of writing the same word: a shade under the word itself, which stays first. */
export const THESAURUS_EQUIVALENT_WEIGHT = 0.9;

// ----- Candidates and their combined score -----

/**
 * A term in more than this share of documents only refines the matches of rarer terms, once
 * those have found at least MIN_POOL documents: it then cannot drag in half the catalog.
 */
export const COMMON_TERM_SHARE = 0.02;
export const MIN_POOL = 200;
/** Terms in more than this share of documents keep their impacts by document too (`bench/search-stats.ts` counts them). */
export const DENSE_TERM_SHARE = 0.02;
/** APIs whose every document stays a candidate for every query word: the named ones, then the likeliest. */
export const FOCUS_APIS = 8;
/** Larger APIs are left to the common-word rule unless named: opening them costs more than it finds. */
export const FOCUS_MAX_DOCS = 2_000;
/** Fewer operations than this say too little about an API's style (RPC or REST). */
export const RPC_MIN_OPERATIONS = 10;
/** How much less an operation for testing counts (a sandbox number, a test send), unless the goal asks for testing. */
export const TESTING_PRIOR = 0.5;
/** Lift for an operation whose path takes every parameter the query names by placeholder ("<calendarId>"). */
export const PLACEHOLDER_LIFT = 2;

/**
 * A path the query spells with values in place of parameters (`/repos/octocat/hello-world/issues`)
 * is looked up with at most this many of its segments read as parameters, and never more than half.
 */
export const MAX_FILLED_SEGMENTS = 3;
/** A candidate covering less than this share of the best candidate's query weight is dropped. */
export const MIN_COVERAGE_SHARE = 0.5;

// ----- Diversification -----

/** Results one API may place before diversification starts to discount it, and the discount. */
export const DIVERSITY_FREE = 3;
export const DIVERSITY_DECAY = 0.9;
/** Candidates diversification reorders; past these none can climb into the results. */
export const DIVERSITY_POOL = MAX_RESULTS * 4;

// ----- Passes -----

/**
 * Results whose inputs get their lookups placed beside them: the first two, where a task's actions
 * show. Four had lookups for the third and fourth results push an everyday goal's own calls down:
 * at 2, tune nDCG@10 0.373 → 0.375, check hit@10 0.764 → 0.770, nDCG@10 0.376 → 0.378, with
 * WAPIIBench and RestBench unchanged; at 1, RestBench's first call fell 0.895 → 0.877.
 */
export const LOOKUP_CONSUMERS = 2;
/** Lookups placed per ranking, at most. */
export const MAX_LOOKUPS = 3;
/** A lookup already this close after its consumer is left where it is. */
export const LOOKUP_NEAR = 3;
/** Results within which the inner phrase's best result counts as shown already. */
export const INNER_NEAR = 5;
/** Results of the inner phrase from which one of an API the task's ranking shows is preferred. */
export const INNER_CHOICES = 5;
/** Of those, the first few, among which one returning the phrase's noun is preferred: further down it is a worse match. */
export const HEAD_CHOICES = 3;
/** Fewer content words than this make an inner phrase a value or a single noun, which lookups already handle. */
export const INNER_MIN_WORDS = 2;
/** Words of time that follow a phrase's noun and describe it: "the song *now* playing". */
export const TIME_ADVERBS = new Set(['now', 'currently', 'recently', 'right', 'today', 'yesterday']);

// ----- Results -----

/** Words that say nothing about which tool of an MCP server fits. */
export const GENERIC_TOOL_WORDS = new Set(['mcp', 'server', 'get', 'list', 'creat', 'updat', 'delet', 'tool', 'search']);
/** How much a goal word found in an MCP tool's name counts against one found only in its description. */
export const TOOL_NAME_WEIGHT = 2;
/** How much a generic tool word counts: it tells a server's tools apart ("create" pages, "update" a page), never makes one match. */
export const GENERIC_TOOL_WORD_WEIGHT = 0.25;
