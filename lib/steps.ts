// What each selected operation takes and gives: its inputs (parameters and body fields) and the
// fields of its success response, read from the operation's own schemas.

import type { ApiRecord, EndpointRecord, Json, MediaSpec, OperationDetail, ResponseSpec } from './model.ts';
import { listFields, typeLabel, type FieldInfo, type SchemaLookup } from './schema.ts';

export interface StepInput {
  name: string;
  location: 'path' | 'query' | 'header' | 'cookie' | 'body';
  type: string;
  required: boolean;
  description: string;
  /** For body fields: their fields one level down. */
  children: FieldInfo[];
}

export interface Step {
  endpoint: EndpointRecord;
  api: ApiRecord;
  detail: OperationDetail;
  lookup: SchemaLookup;
  /** Position among the resolved resources, as the caller gave them. */
  inputIndex: number;
  inputs: StepInput[];
  body?: MediaSpec & { required: boolean };
  response?: ResponseSpec;
  responseMedia?: MediaSpec;
  outputs: FieldInfo[];
}

const JSON_MEDIA = /json/i;

/** The body media type to document: JSON when offered, else the first one. */
export function preferredMedia(content: MediaSpec[]): MediaSpec | undefined {
  return content.find((media) => JSON_MEDIA.test(media.mediaType)) ?? content[0];
}

/** Header names that carry credentials; AUTH covers them, not the step's parameters. */
export function credentialHeaders(api: ApiRecord, detail: OperationDetail): Set<string> {
  const names = new Set(['authorization']);
  for (const alternative of detail.security) {
    for (const { scheme } of alternative) {
      const known = api.securitySchemes[scheme];
      if (known?.type === 'apiKey' && known.paramName) names.add(known.paramName.toLowerCase());
    }
  }
  return names;
}

export function buildStep(endpoint: EndpointRecord, api: ApiRecord, detail: OperationDetail, lookup: SchemaLookup, inputIndex: number): Step {
  const credentials = credentialHeaders(api, detail);
  const inputs: StepInput[] = detail.parameters
    .filter((param) => !(param.in === 'header' && credentials.has(param.name.toLowerCase())))
    .filter((param) => !(param.in === 'query' && credentials.has(param.name.toLowerCase())))
    .map((param) => ({
      name: param.name,
      location: param.in as StepInput['location'],
      type: typeLabel(param.schema, lookup),
      required: param.required,
      description: param.description,
      children: [],
    }));
  const bodyMedia = detail.requestBody ? preferredMedia(detail.requestBody.content) : undefined;
  if (bodyMedia) {
    const fields = listFields(bodyMedia.schema, lookup, 1, 80);
    for (const field of fields.filter((f) => !f.path.includes('.'))) {
      inputs.push({
        name: field.name,
        location: 'body',
        type: field.type,
        required: field.required && (detail.requestBody?.required ?? false),
        description: field.description,
        children: fields.filter((child) => child.path.startsWith(`${field.path}.`)),
      });
    }
  }
  const response = detail.responses.find((r) => /^2/.test(r.status) && r.content.length > 0)
    ?? detail.responses.find((r) => /^2/.test(r.status))
    ?? detail.responses[0];
  const responseMedia = response ? preferredMedia(response.content) : undefined;
  return {
    endpoint,
    api,
    detail,
    lookup,
    inputIndex,
    inputs,
    body: bodyMedia && detail.requestBody ? { ...bodyMedia, required: detail.requestBody.required } : undefined,
    response,
    responseMedia,
    outputs: responseMedia ? listFields(responseMedia.schema as Json | undefined, lookup, 3, 300) : [],
  };
}
