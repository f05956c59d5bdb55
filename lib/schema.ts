// Reading JSON Schemas whose `$ref`s point at an API's component schemas, resolved on demand.
// Every walk is depth-limited and cycle-safe: specs such as Microsoft Graph share schemas deeply.

import { LRUCache } from 'lru-cache';
import type { Json, JsonObject, MediaSpec } from './model.ts';

/** Looks a component schema up by name. */
export type SchemaLookup = (name: string) => Json | undefined;

const COMPONENT_SCHEMA_PREFIX = '#/components/schemas/';

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function unescapePointer(segment: string): string {
  // Most segments are plain names: nothing to decode.
  if (!segment.includes('%') && !segment.includes('~')) return segment;
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // keep the segment as written
  }
  return decoded.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Parsed references: a large response names the same few components thousands of times. */
const parsedRefs = new Map<string, { name: string; rest: string[] } | undefined>();
const PARSED_REFS_KEPT = 50_000;

/** Splits `#/components/schemas/Name/properties/x` into the schema name and the rest of the pointer. */
export function parseSchemaRef(ref: string): { name: string; rest: string[] } | undefined {
  if (parsedRefs.has(ref)) return parsedRefs.get(ref);
  let parsed: { name: string; rest: string[] } | undefined;
  if (ref.startsWith(COMPONENT_SCHEMA_PREFIX)) {
    const [name, ...rest] = ref.slice(COMPONENT_SCHEMA_PREFIX.length).split('/');
    parsed = { name: unescapePointer(name), rest: rest.map(unescapePointer) };
  }
  if (parsedRefs.size >= PARSED_REFS_KEPT) parsedRefs.clear();
  parsedRefs.set(ref, parsed);
  return parsed;
}

export function walkPointer(node: Json | undefined, segments: string[]): Json | undefined {
  let current = node;
  for (const segment of segments) {
    if (Array.isArray(current)) current = current[Number(segment)];
    else if (isObject(current)) current = current[segment];
    else return undefined;
  }
  return current;
}

/** Follows `$ref` chains until a concrete schema; undefined for a dangling or circular chain. */
export function deref(schema: Json | undefined, lookup: SchemaLookup): JsonObject | undefined {
  let current = schema;
  for (let hops = 0; hops < 16; hops++) {
    if (!isObject(current)) return undefined;
    const ref = current.$ref;
    if (typeof ref !== 'string') return current;
    const target = parseSchemaRef(ref);
    if (!target) return undefined;
    current = walkPointer(lookup(target.name), target.rest);
  }
  return undefined;
}

/** The name a `$ref` gives its schema, e.g. `PlaylistObject`. */
export function refName(schema: Json | undefined): string | undefined {
  if (!isObject(schema) || typeof schema.$ref !== 'string') return undefined;
  const target = parseSchemaRef(schema.$ref);
  return target ? [target.name, ...target.rest].join('.') : undefined;
}

export interface FlatSchema {
  type: string;
  properties: Record<string, Json>;
  required: ReadonlySet<string>;
  items?: Json;
  enumValues?: Json[];
  format?: string;
}

const flatViews = new WeakMap<JsonObject, FlatSchema>();
/** The properties and required names of a plain value's view, shared: a view is never changed once made. */
const NO_PROPERTIES: Record<string, Json> = Object.freeze({}) as Record<string, Json>;
const NO_NAMES: ReadonlySet<string> = new Set<string>();

/**
 * Merges `allOf` parts into one object view, with the fields of every `oneOf`/`anyOf` branch (a
 * field of any branch may come back), required only where every variant requires it: `allOf`.
 */
export function flatten(schema: Json | undefined, lookup: SchemaLookup, depth = 0): FlatSchema {
  const node = deref(schema, lookup);
  if (node && depth <= 8 && node.allOf === undefined && node.oneOf === undefined && node.anyOf === undefined && node.properties === undefined && node.items === undefined && node.required === undefined) {
    // A plain value (`{ type: 'string', format: 'date-time' }`): no parts to merge, nothing to allocate.
    const type = Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type;
    return {
      type: typeof type === 'string' ? type : '',
      properties: NO_PROPERTIES,
      required: NO_NAMES,
      ...(Array.isArray(node.enum) ? { enumValues: node.enum } : {}),
      ...(typeof node.format === 'string' ? { format: node.format } : {}),
    };
  }
  const required = new Set<string>();
  const flat: FlatSchema = { type: '', properties: {}, required };
  if (!node || depth > 8) return flat;
  // A schema object belongs to one API's specs, so its flat view is the same for every caller: a
  // large response (Stripe's invoice) repeats the same nested schemas hundreds of times.
  const known = depth === 0 ? flatViews.get(node) : undefined;
  if (known) return known;
  if (depth === 0) flatViews.set(node, flat);
  const parts: [Json, boolean][] = [];
  if (Array.isArray(node.allOf)) parts.push(...node.allOf.map((part): [Json, boolean] => [part, true]));
  const branches = Array.isArray(node.oneOf) ? node.oneOf : Array.isArray(node.anyOf) ? node.anyOf : [];
  parts.push(...branches.map((branch): [Json, boolean] => [branch, false]));
  for (const [at, [part, always]] of parts.entries()) {
    const sub = flatten(part, lookup, depth + 1);
    for (const [name, property] of Object.entries(sub.properties)) {
      // Every `allOf` part holds, so a part that spells out a field another left bare (an `items` list of
      // plain objects, then of `Call`) says what the field is; a branch only adds fields.
      if (!(name in flat.properties) || (always && detailOf(property, lookup, depth) > detailOf(flat.properties[name], lookup, depth))) flat.properties[name] = property;
      // Branches that each fix a value of one field (Box's `type`: `file`, `folder` or `web_link`) allow any of those values there.
      else if (!always) flat.properties[name] = joinedValues(flat.properties[name], property, lookup) ?? flat.properties[name];
    }
    if (always) sub.required.forEach((name) => required.add(name));
    // Beyond their fields, later branches say nothing of the shape: the first variant stands for it.
    if (!always && at > (Array.isArray(node.allOf) ? node.allOf.length : 0)) continue;
    flat.type ||= sub.type;
    flat.items ??= sub.items;
    flat.enumValues ??= sub.enumValues;
    flat.format ??= sub.format;
  }
  const type = Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type;
  if (typeof type === 'string') flat.type = type;
  if (isObject(node.properties)) Object.assign(flat.properties, node.properties);
  if (Array.isArray(node.required)) node.required.forEach((name) => typeof name === 'string' && required.add(name));
  if (node.items !== undefined) flat.items = node.items;
  if (Array.isArray(node.enum)) flat.enumValues = node.enum;
  if (typeof node.format === 'string') flat.format = node.format;
  if (!flat.type && Object.keys(flat.properties).length > 0) flat.type = 'object';
  if (!flat.type && flat.items !== undefined) flat.type = 'array';
  return flat;
}

/** One field's values allowed by two branches, each listing its own of one plain type; undefined where either lists none. */
function joinedValues(first: Json, second: Json, lookup: SchemaLookup): Json | undefined {
  const [a, b] = [deref(first, lookup), deref(second, lookup)];
  if (!a || !b || !Array.isArray(a.enum) || !Array.isArray(b.enum) || a.type !== b.type || typeof a.type !== 'string') return undefined;
  const values = [...new Set([...a.enum, ...b.enum])];
  return values.length === a.enum.length ? first : { ...a, enum: values };
}

/** How much a field's schema tells of its value: a component's name, its fields, its items' name and fields. */
function detailOf(schema: Json, lookup: SchemaLookup, depth: number): number {
  const flat = flatten(schema, lookup, depth + 2);
  const items = flat.items === undefined ? 0 : 1 + (refName(flat.items) ? 1 : 0) + Object.keys(flatten(flat.items, lookup, depth + 3).properties).length;
  return (refName(schema) ? 1 : 0) + Object.keys(flat.properties).length + items;
}

/** Every value a schema allows, where it lists them: Weatherbit's `lang` lists 33 language codes. */
export function allowedValues(schema: Json | undefined, lookup: SchemaLookup): readonly string[] {
  return flatten(schema, lookup).enumValues?.map((value) => String(value)) ?? [];
}

/** A short type label: `string (date-time)`, `integer`, `array of PlaylistObject`, `string, one of: a, b`. */
export function typeLabel(schema: Json | undefined, lookup: SchemaLookup, depth = 0): string {
  const flat = flatten(schema, lookup);
  let label = flat.type || (refName(schema) ? 'object' : 'any');
  if (flat.type === 'array' && depth < 2) {
    const itemName = refName(flat.items);
    label = `array of ${itemName ?? typeLabel(flat.items, lookup, depth + 1)}`;
  } else if (flat.type === 'object' && refName(schema)) {
    label = `object (${refName(schema)})`;
  }
  if (flat.format) label += ` (${flat.format})`;
  if (flat.enumValues && flat.enumValues.length > 0) {
    const shown = flat.enumValues.slice(0, 12).map((value) => String(value));
    label += `, one of: ${shown.join(', ')}${flat.enumValues.length > 12 ? ', …' : ''}`;
  }
  return label;
}

export interface FieldInfo {
  /** Dotted path from the schema root; `[]` marks an array's items, e.g. `tracks.items[].uri`. */
  path: string;
  name: string;
  type: string;
  required: boolean;
  description: string;
  /** Component names the field's schema is, or may be (`oneOf` branches, array items), e.g. TrackObject. */
  schemaNames: string[];
  /** Levels below the root, arrays counting as one: `tracks.items[].uri` is 3. */
  depth: number;
  /** The schema marks it `readOnly`: the server sets it, a request never sends it. */
  readOnly?: boolean;
  /** Every value its schema allows, where it lists them (the type's label shows the first twelve). */
  allowed?: readonly string[];
  /** Its schema is one of several (`oneOf`, `anyOf`: a payment method that is a card, a bank account…): its fields are theirs together. */
  variants?: boolean;
}

/** Component names a schema is or may be: its own reference, its branches, its array items'. */
export function schemaNamesOf(schema: Json | undefined, lookup: SchemaLookup, depth = 0): string[] {
  if (!isObject(schema) || depth > 3) return [];
  const own = refName(schema);
  const node = deref(schema, lookup);
  const names = own ? [own] : [];
  if (node) {
    for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
      const branches = node[key];
      if (Array.isArray(branches)) for (const branch of branches) names.push(...schemaNamesOf(branch, lookup, depth + 1));
    }
    if (node.items !== undefined) names.push(...schemaNamesOf(node.items, lookup, depth + 1));
  }
  return [...new Set(names)];
}

interface FieldFacts { type: string; description: string; schemaNames: string[]; allowed: readonly string[] }

/**
 * A field's description, or where it has none of its own, the first its plain alternatives give (GitHub's issue `milestone`,
 * a string or an integer, "The number of the milestone to associate this issue with").
 */
function ownDescription(node: JsonObject | undefined): string {
  if (typeof node?.description === 'string') return node.description;
  const branches = Array.isArray(node?.oneOf) ? node.oneOf : Array.isArray(node?.anyOf) ? node.anyOf : [];
  // Only a plain value's, written in place: a named object's describes that one alternative (an HMAC setting), not the field.
  for (const branch of branches) {
    if (!isObject(branch) || branch.$ref !== undefined || !['string', 'integer', 'number', 'boolean'].includes(String(branch.type))) continue;
    if (typeof branch.description === 'string' && branch.description.length > 0) return branch.description;
  }
  return '';
}
/** What a property schema says of its field, once per schema object: one API's components recur all through a large response. */
const factsOf = new WeakMap<JsonObject, FieldFacts>();
function fieldFacts(schema: Json, lookup: SchemaLookup): FieldFacts {
  const known = isObject(schema) ? factsOf.get(schema) : undefined;
  if (known) return known;
  const node = deref(schema, lookup);
  const facts = { type: typeLabel(schema, lookup), description: ownDescription(node), schemaNames: schemaNamesOf(schema, lookup), allowed: allowedValues(schema, lookup) };
  if (isObject(schema)) factsOf.set(schema, facts);
  return facts;
}

/**
 * The fields of a schema down to `maxDepth` levels of nesting (arrays count as a level), in
 * declaration order, at most `maxFields`. A root array lists its items' fields under `[]`.
 */
export function listFields(schema: Json | undefined, lookup: SchemaLookup, maxDepth = 2, maxFields = 200, requiredFirst = false): readonly FieldInfo[] {
  // Calls that answer with one schema (create, update and finalize an invoice) list it once.
  const target = deref(schema, lookup);
  const key = `${maxDepth} ${maxFields} ${requiredFirst} ${refName(schema) ?? ''}`;
  const known = target && listings.get(target)?.get(key);
  if (known) return known;
  const fields = walkFields(schema, lookup, maxDepth, maxFields, requiredFirst);
  // Set anew each time: the size counts the listing just added.
  if (target) listings.set(target, new Map(listings.get(target)).set(key, fields));
  return fields;
}

/**
 * Recent listings by the schema they list, shared by every caller: never to be changed. Bounded by
 * the fields they hold (a large response has 1,500), so a walk over the whole catalog cannot keep them all.
 */
const listings = new LRUCache<JsonObject, Map<string, readonly FieldInfo[]>>({
  max: 2_000, maxSize: 200_000, sizeCalculation: (byKey) => 1 + [...byKey.values()].reduce((sum, fields) => sum + fields.length, 0),
});

/** Drops the listings kept, with the schemas they were read from. */
export function forgetListings(): void {
  listings.clear();
}

/**
 * With `requiredFirst`, a required field's own fields are walked before an optional one's at each level: a large body's cap
 * (Adyen's payment lists 60 fields at its top) then keeps what must be sent (`amount.currency`, `amount.value`).
 */
function walkFields(schema: Json | undefined, lookup: SchemaLookup, maxDepth: number, maxFields: number, requiredFirst = false): FieldInfo[] {
  const fields: FieldInfo[] = [];
  // Breadth first: a cap on fields then cuts the deepest ones, never a top-level id behind a long nested object.
  const queue: { node: Json | undefined; prefix: string; depth: number; seen: Ancestry }[] = [{ node: schema, prefix: '', depth: 0, seen: undefined }];
  for (let next = 0; next < queue.length && fields.length < maxFields; next++) {
    const { node, depth } = queue[next];
    let { prefix } = queue[next];
    let { seen } = queue[next];
    if (depth > maxDepth) continue;
    const name = refName(node);
    if (name) {
      if (within(seen, name)) continue;
      seen = { name, up: seen };
    }
    const flat = flatten(node, lookup);
    // An "object" with items and no properties is an array its spec mislabelled (dev.to's users).
    if (flat.type === 'array' || (flat.items !== undefined && Object.keys(flat.properties).length === 0)) {
      // An array that lists properties beside bare items (wealthreader's `entities`) describes its elements there.
      const misplaced = Object.keys(flat.properties).length > 0 && Object.keys(flatten(flat.items, lookup).properties).length === 0;
      // Items that declare no type but carry `items` of their own (Slack's `objs_conversation`) are
      // the element schema written one level too deep, not an array of arrays: the examples show objects.
      const collapsed = prefix.endsWith('[]') && (misplaced || !declaresArray(node, lookup));
      if (!misplaced) {
        queue.push({ node: flat.items, prefix: collapsed ? prefix : `${prefix}[]`, depth: depth + 1, seen });
        continue;
      }
      if (!collapsed) prefix = `${prefix}[]`;
    }
    const prefixDepth = prefix ? marks(prefix) + 1 : 0;
    const optional: typeof queue = [];
    // A list's item that only wraps one object (Musixmatch's `artist_list[].artist`) is no level of its own: the object is the item.
    const wrapper = prefix.endsWith('[]') && Object.keys(flat.properties).length === 1;
    for (const [key, child] of Object.entries(flat.properties)) {
      if (fields.length >= maxFields) break;
      const path = prefix ? `${prefix}.${key}` : key;
      fields.push(new ListedField(path, key, flat.required.has(key), prefixDepth + marks(key), child, lookup));
      // A plain value has no fields of its own to walk.
      if (!isLeaf(child)) (requiredFirst && !flat.required.has(key) ? optional : queue).push({ node: child, prefix: path, depth: wrapper ? depth : depth + 1, seen });
    }
    queue.push(...optional);
  }
  return fields;
}

/**
 * A listed field, its type, description and component names read from its schema when first asked
 * for (`fieldFacts` keeps them by schema): a large response lists hundreds of fields, and a brief
 * shows twenty and matches a few.
 */
class ListedField implements FieldInfo {
  constructor(
    readonly path: string,
    readonly name: string,
    readonly required: boolean,
    readonly depth: number,
    private readonly schema: Json,
    private readonly lookup: SchemaLookup,
  ) {}

  get type(): string {
    return fieldFacts(this.schema, this.lookup).type;
  }

  get description(): string {
    return fieldFacts(this.schema, this.lookup).description;
  }

  get schemaNames(): string[] {
    return fieldFacts(this.schema, this.lookup).schemaNames;
  }

  get allowed(): readonly string[] {
    return fieldFacts(this.schema, this.lookup).allowed;
  }

  get variants(): boolean {
    const node = deref(this.schema, this.lookup);
    const branches = node?.oneOf ?? node?.anyOf;
    // Of objects: Stripe's "an object or the empty string" is one shape.
    return Array.isArray(branches) && branches.filter((branch) => deref(branch, this.lookup)?.properties !== undefined).length > 1;
  }

  /** Read apart from the other facts, which most fields never need: every body field is asked this. */
  get readOnly(): boolean {
    return (isObject(this.schema) && this.schema.readOnly === true) || deref(this.schema, this.lookup)?.readOnly === true;
  }
}

/** Dots and `[]` marks in a path: the levels they add. */
function marks(text: string): number {
  let count = 0;
  for (let at = text.indexOf('.'); at >= 0; at = text.indexOf('.', at + 1)) count++;
  for (let at = text.indexOf('[]'); at >= 0; at = text.indexOf('[]', at + 2)) count++;
  return count;
}

/** A schema with nothing to walk into: no reference, properties, items or variants (`{ type: 'string' }`). */
function isLeaf(schema: Json | undefined): boolean {
  return !isObject(schema) || (schema.$ref === undefined && schema.properties === undefined && schema.items === undefined
    && schema.allOf === undefined && schema.oneOf === undefined && schema.anyOf === undefined);
}

/** The component names a field sits inside, innermost first: a schema met again inside itself is a cycle. */
type Ancestry = { name: string; up: Ancestry } | undefined;
function within(ancestry: Ancestry, name: string): boolean {
  for (let at = ancestry; at; at = at.up) if (at.name === name) return true;
  return false;
}

function declaresArray(schema: Json | undefined, lookup: SchemaLookup): boolean {
  const type = deref(schema, lookup)?.type;
  return type === 'array' || (Array.isArray(type) && type.includes('array'));
}

/** True when the schema says anything about the shape of the data. */
export function hasShape(schema: Json | undefined, lookup: SchemaLookup): boolean {
  const flat = flatten(schema, lookup);
  return flat.type !== '' || Object.keys(flat.properties).length > 0;
}

/** Fields an agent reads first, after the ones a later step takes: ids, names, numbers, status and paging. */
const KEY_FIELD = /(?:^|[_-])(?:id|ids|gid|uuid|key|sid|sha|ts|token|cursor|next)$|[a-z](?:Id|Ids|ID|Key|Sid|Token|Cursor)$|^(?:ok|error|errors|status|state|name|full_name|login|username|email|title|number|total|count|has_more)$/;
/** Links: the resource's own page or address next, its many related-resource links last (GitHub's twenty `*_url`). */
const OWN_LINK = /^(?:url|uri|href|html_url|web_url|self|link|permalink)$/;
const ANY_LINK = /(?:^|[_-])(?:uri|url|href|link)$|[a-z](?:Uri|Url|Href|Link)$/;
/** How many returned fields a step lists. */
const RETURNED_FIELDS = 20;

/**
 * The fields a step lists: the ones later steps take first (whatever their depth), then shallow
 * before deep and, at each depth, ids, key fields, the resource's own link, the rest, other links.
 */
export function returnedFields(outputs: readonly FieldInfo[], taken: ReadonlySet<string> = new Set(), limit = RETURNED_FIELDS): FieldInfo[] {
  // Taken fields, then one level at a time, each level sorted by tier (a stable sort keeps the
  // declaration order within one): a response of 1,500 fields has its twenty in its first level or two.
  const chosen: FieldInfo[] = [];
  const levels: FieldInfo[][] = [[], [], []];
  for (const field of outputs) {
    if (taken.has(field.path)) chosen.push(field);
    else levels[segmentCount(field.path) - 1]?.push(field);
  }
  for (const level of levels) {
    if (chosen.length >= limit) break;
    const tiers = new Map(level.map((field) => [field, fieldTier(field.name)]));
    chosen.push(...level.sort((a, b) => tiers.get(a)! - tiers.get(b)!));
  }
  return chosen.slice(0, limit);
}

/** Which fields of one level come first: `id`, key fields, the resource's own link, the rest, other links. */
function fieldTier(name: string): number {
  return name === 'id' ? 0 : KEY_FIELD.test(name) ? 1 : OWN_LINK.test(name) ? 2 : ANY_LINK.test(name) ? 4 : 3;
}

/** Dotted segments of a path, counted without splitting it: `data[].id` has 2. */
export function segmentCount(path: string): number {
  let count = 1;
  for (let at = path.indexOf('.'); at >= 0; at = path.indexOf('.', at + 1)) count++;
  return count;
}

/** The path of the object field holding a field, as listed (an array's `[]` dropped): `Invoices[].Contact.ContactID` → `Invoices[].Contact`, `data[].id` → `data`, `id` → ''. */
export function parentPath(path: string): string {
  return path.slice(0, Math.max(0, path.lastIndexOf('.'))).replace(/\[\]$/, '');
}

const JSON_MEDIA = /json/i;
/**
 * A list of at least this many media types and no JSON is a wildcard a converter spelled out
 * (Gmail's send lists twenty `message/*` types, from message/cpim on): no one of them is the type to send.
 */
const SPELLED_OUT_WILDCARD = 5;
/** How many of a spelled-out wildcard's types a brief names: all of Gmail's twenty, message/rfc822 among them. */
const NAMED_MEDIA_TYPES = 24;

/**
 * The body media type to document: JSON when offered; of a spelled-out wildcard, the choice it
 * is ("one of 20 message/* types (…)", with `spelledOut` "20 message/* types"); else the only or first one.
 */
export function preferredMedia(content: MediaSpec[]): (MediaSpec & { spelledOut?: string }) | undefined {
  const json = content.find((media) => JSON_MEDIA.test(media.mediaType));
  if (json || content.length < SPELLED_OUT_WILDCARD) return json ?? content[0];
  const kinds = new Set(content.map((media) => media.mediaType.split('/')[0]));
  const spelledOut = `${content.length} ${kinds.size === 1 ? `${[...kinds][0]}/*` : 'media'} types`;
  const named = content.slice(0, NAMED_MEDIA_TYPES).map((media) => media.mediaType).join(', ');
  return { ...content[0], mediaType: `one of ${spelledOut} (${named}${content.length > NAMED_MEDIA_TYPES ? ', …' : ''})`, spelledOut };
}
