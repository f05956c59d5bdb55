// The interface description this service publishes at GET /openapi.json (contract section 9).

import { LIMITS } from '../lib/requests.ts';

const rateLimitHeaders = {
  'RateLimit-Limit': { description: 'Requests permitted in the current window.', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests remaining in the current window.', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Unix timestamp in seconds at which the window resets.', schema: { type: 'integer' } },
};

const problem = (description: string, extraHeaders: Record<string, unknown> = {}) => ({
  description,
  headers: { ...rateLimitHeaders, ...extraHeaders },
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

const clientNameHeader = {
  name: 'Service-Client-Name',
  in: 'header',
  required: false,
  description: 'Name of the calling client application or agent, for anonymous usage analytics.',
  schema: { type: 'string', maxLength: LIMITS.clientNameMaxLength },
};

/** Response schemas, self-contained so the MCP tools can declare them as output schemas too. */
export const SEARCH_RESULT_SCHEMA = {
  type: 'object',
  properties: {
    id: { type: 'string', description: 'Opaque id urn:service:<type>:v1:...; pass it to integrate verbatim.' },
    resourceType: { type: 'string', enum: ['endpoint', 'mcp'] },
    name: { type: 'string' },
    description: { type: 'string' },
    method: { type: 'string', description: 'Present for endpoint results.' },
    transport: { type: 'string', description: 'Present for mcp results.' },
    url: { type: 'string', format: 'uri' },
    evaluateGuide: { type: 'string', description: 'Summary, recommended use cases, limitations.' },
  },
};

export const SEARCH_RESPONSE_SCHEMA = {
  type: 'object',
  properties: {
    data: { type: 'array', items: SEARCH_RESULT_SCHEMA },
    meta: { type: 'object', properties: { q: { type: 'string' }, total: { type: 'integer' }, nextCursor: { type: 'string' } }, required: ['q', 'total'] },
  },
  required: ['data', 'meta'],
};

export const INTEGRATE_RESPONSE_SCHEMA = {
  type: 'object',
  properties: { data: { type: 'array', minItems: 1, maxItems: 1, items: { type: 'object', properties: { taskBrief: { type: 'string' } }, required: ['taskBrief'] } } },
  required: ['data'],
};

export function serviceOpenApiDocument(serverUrl: string): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Endpoint Discovery and Integration Service',
      version: '1.0.0',
      description: 'Search public API endpoints and MCP servers by goal, then get a task brief for calling the chosen ones. No authentication. Also served as MCP tools `search` and `integrate` at /mcp.',
    },
    servers: [{ url: serverUrl }],
    paths: {
      '/v1/search': {
        post: {
          operationId: 'search',
          summary: 'Find public endpoints and MCP servers for a goal',
          parameters: [
            { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: LIMITS.limitMin, maximum: LIMITS.limitMax, default: LIMITS.limitDefault } },
            { name: 'cursor', in: 'query', required: false, description: 'meta.nextCursor of the previous page.', schema: { type: 'string' } },
            clientNameHeader,
          ],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { type: 'object', additionalProperties: false, required: ['q'], properties: { q: { type: 'string', minLength: 1, maxLength: LIMITS.qMaxLength } } } } },
          },
          responses: {
            '200': {
              description: 'Matching resources.',
              headers: rateLimitHeaders,
              content: { 'application/json': { schema: { $ref: '#/components/schemas/SearchResponse' } } },
            },
            '400': problem('Invalid input; detail names the property.'),
            '429': problem('Rate limit exceeded.', { 'Retry-After': { schema: { type: 'integer' } } }),
            '500': problem('Server error.'),
          },
        },
      },
      '/v1/integrate': {
        post: {
          operationId: 'integrate',
          summary: 'Turn selected search results into one task brief',
          parameters: [clientNameHeader],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['task', 'resources'],
                  properties: {
                    task: { type: 'string', minLength: 1, maxLength: LIMITS.taskMaxLength, pattern: '\\S' },
                    resources: { type: 'array', minItems: 1, maxItems: LIMITS.maxResources, items: { $ref: '#/components/schemas/ResourceRef' } },
                  },
                },
              },
            },
          },
          responses: {
            '200': {
              description: 'Exactly one task brief.',
              headers: rateLimitHeaders,
              content: { 'application/json': { schema: { $ref: '#/components/schemas/IntegrateResponse' } } },
            },
            '400': problem('Invalid input; detail names the property.'),
            '404': problem('None of the supplied ids could be resolved.'),
            '429': problem('Rate limit exceeded.', { 'Retry-After': { schema: { type: 'integer' } } }),
            '500': problem('Server error.'),
          },
        },
      },
    },
    components: {
      schemas: {
        SearchResult: SEARCH_RESULT_SCHEMA,
        SearchResponse: SEARCH_RESPONSE_SCHEMA,
        ResourceRef: {
          type: 'object',
          required: ['id', 'type'],
          properties: { id: { type: 'string' }, type: { type: 'string', enum: ['endpoint', 'mcp'] } },
        },
        IntegrateResponse: INTEGRATE_RESPONSE_SCHEMA,
        Problem: {
          type: 'object',
          properties: { type: { type: 'string' }, title: { type: 'string' }, detail: { type: 'string' }, status: { type: 'integer' }, instance: { type: 'string' } },
        },
      },
    },
  };
}
