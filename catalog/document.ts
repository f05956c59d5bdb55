// Reads one spec document into what the snapshot keeps of it: the API record, its schemas and
// operation details as JSON text ready to write, and the words of each operation's inputs that the
// search model indexes. Pure of the writer, so a worker thread can read documents beside the build.

import { readFileSync } from 'node:fs';
import type { ApiRecord, EndpointRecord, Json, OperationDetail } from '../lib/model.ts';
import { listFields, type FieldInfo } from '../lib/schema.ts';
import { firstSentence, plainText } from '../lib/text.ts';
import { authFactsFor } from './auth-facts.ts';
import { normalizeOpenApi } from './openapi.ts';

export interface SourceDocument {
  key: string;
  file: string;
}

/** One operation as read: its record without the detail, and the detail as JSON text. */
export interface ReadEndpoint {
  endpoint: Omit<EndpointRecord, 'resourceType' | 'apiKey' | 'detail'>;
  detailJson: string;
  /** Names of its parameters and body fields (indexed for search). */
  parameterNames: string;
  /** The first sentence of each required input's description (indexed for search). */
  inputDescriptions: string;
}

/** A document as read, or why it could not be. */
export type ReadDocument =
  | { key: string; api: Omit<ApiRecord, 'schemas'>; schemas: [name: string, json: string][]; endpoints: ReadEndpoint[] }
  | { key: string; error: string };

/** Fields a body may carry, down to one level of wrapping (Asana's `data.name`). */
const BODY_FIELD_DEPTH = 1;
const BODY_FIELD_NAMES = 40;

/** Longest share of one input's description worth reading: its first sentence says what the input is. */
const INPUT_DESCRIPTION_LENGTH = 120;

export function readDocument(document: SourceDocument): ReadDocument {
  try {
    const doc: unknown = JSON.parse(readFileSync(document.file, 'utf8'));
    const normalized = normalizeOpenApi(doc, document.key, authFactsFor(document.key));
    const lookup = (name: string) => normalized.schemas.get(name);
    return {
      key: document.key,
      api: normalized.api,
      schemas: [...normalized.schemas].map(([name, schema]) => [name, JSON.stringify(schema)]),
      endpoints: normalized.endpoints.map(({ detail, ...endpoint }) => ({
        endpoint,
        detailJson: JSON.stringify(detail),
        parameterNames: inputNames(detail, lookup),
        inputDescriptions: requiredInputDescriptions(detail, lookup),
      })),
    };
  } catch (error) {
    return { key: document.key, error: error instanceof Error ? error.message : String(error) };
  }
}

function bodyFields(detail: OperationDetail, lookup: (name: string) => Json | undefined): readonly FieldInfo[] {
  const body = detail.requestBody?.content[0]?.schema;
  return body === undefined ? [] : listFields(body, lookup, BODY_FIELD_DEPTH, BODY_FIELD_NAMES);
}

/** The names of an operation's inputs: parameters and request-body fields, which tasks often spell out. */
function inputNames(detail: OperationDetail, lookup: (name: string) => Json | undefined): string {
  return [...detail.parameters.map((param) => param.name), ...bodyFields(detail, lookup).map((field) => field.name)].join(' ');
}

/**
 * What an operation's required inputs are, in the spec's words: Twilio's "Create a new
 * Verification" says "phone" only where it describes `To`, "The phone number or email to verify".
 */
function requiredInputDescriptions(detail: OperationDetail, lookup: (name: string) => Json | undefined): string {
  return [...detail.parameters, ...bodyFields(detail, lookup).filter((field) => field.depth === 0)]
    .filter((input) => input.required && input.description !== '')
    .map((input) => firstSentence(plainText(input.description), INPUT_DESCRIPTION_LENGTH))
    .join(' ');
}
