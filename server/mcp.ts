// The MCP server: tools `search` and `integrate` over streamable HTTP, stateless, calling the same
// library operations as the REST routes.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Catalog } from '../lib/model.ts';
import { LIMITS } from '../lib/requests.ts';
import { integrateRequest, type Outcome, type SearchResponse } from '../lib/service.ts';
import { INTEGRATE_RESPONSE_SCHEMA, SEARCH_RESPONSE_SCHEMA } from './openapi-document.ts';
import { inThreadRanker, rankedSearch, type Ranker } from './ranking.ts';

const READ_ONLY = { readOnlyHint: true, idempotentHint: true, destructiveHint: false, openWorldHint: false };

export const TOOLS = [
  {
    name: 'search',
    title: 'Search public API endpoints and MCP servers',
    description:
      'Find public HTTP API endpoints (and remote MCP servers) that can reach a goal. Describe the goal in plain language ("send an sms to a phone", "create a github issue"). Each result has an id, method or transport, URL and an evaluateGuide (summary, recommended use cases, limitations). Pick the ids that fit, then call `integrate` with them to get a step-by-step task brief. Pass meta.nextCursor as `cursor` for more results (at most 40 in all).',
    inputSchema: {
      type: 'object' as const,
      properties: {
        q: { type: 'string', minLength: 1, maxLength: LIMITS.qMaxLength, description: 'The goal, keywords, an API name or a question.' },
        limit: { type: 'integer', minimum: LIMITS.limitMin, maximum: LIMITS.limitMax, default: LIMITS.limitDefault, description: 'Results per page.' },
        cursor: { type: 'string', description: 'meta.nextCursor from the previous page.' },
      },
      required: ['q'],
      additionalProperties: false,
    },
    outputSchema: SEARCH_RESPONSE_SCHEMA,
    annotations: { title: 'Search endpoints', ...READ_ONLY },
  },
  {
    name: 'integrate',
    title: 'Write a task brief for selected endpoints',
    description:
      'Turn the ids you picked from `search` into one task brief: credentials and where they go, base URLs, the calls in order with their parameters and bodies, what each returns, which value from one call feeds the next (Threading), and traps. Give the task in plain language and 1 to 10 resources as {id, type} exactly as search returned them (type = resourceType).',
    inputSchema: {
      type: 'object' as const,
      properties: {
        task: { type: 'string', minLength: 1, maxLength: LIMITS.taskMaxLength, description: 'What the calls should achieve.' },
        resources: {
          type: 'array',
          minItems: 1,
          maxItems: LIMITS.maxResources,
          items: {
            type: 'object',
            properties: { id: { type: 'string' }, type: { type: 'string', enum: ['endpoint', 'mcp'] } },
            required: ['id', 'type'],
          },
        },
      },
      required: ['task', 'resources'],
    },
    outputSchema: INTEGRATE_RESPONSE_SCHEMA,
    annotations: { title: 'Write task brief', ...READ_ONLY },
  },
];

function renderSearchText(body: SearchResponse): string {
  if (body.data.length === 0) return `No results for "${body.meta.q}".`;
  const lines = body.data.map((result, ix) =>
    `${ix + 1}. ${result.name}\n   id: ${result.id} (type ${result.resourceType})\n   ${result.method ?? result.transport} ${result.url}\n   ${result.evaluateGuide.replace(/\n/g, '\n   ')}`);
  const more = body.meta.nextCursor ? `\nMore results: call search again with cursor "${body.meta.nextCursor}".` : '';
  return `${body.meta.total} matches for "${body.meta.q}":\n\n${lines.join('\n\n')}${more}`;
}

/** Every argument a tool accepts, from its input schema: "q (string, required), limit (integer), cursor (string)". */
function acceptedArguments(tool: (typeof TOOLS)[number]): string {
  const { properties, required } = tool.inputSchema;
  return Object.entries(properties).map(([name, schema]) => `${name} (${schema.type}${(required as readonly string[]).includes(name) ? ', required' : ''})`).join(', ');
}

function toToolResult<T extends object>(outcome: Outcome<T>, text: (body: T) => string, tool: (typeof TOOLS)[number]): CallToolResult {
  if (!outcome.ok) {
    const accepted = outcome.problem.status === 400 ? ` Accepted arguments of ${tool.name}: ${acceptedArguments(tool)}.` : '';
    return { isError: true, content: [{ type: 'text', text: `${outcome.problem.title}: ${outcome.problem.detail}.${accepted}` }] };
  }
  return { content: [{ type: 'text', text: text(outcome.body) }], structuredContent: outcome.body as Record<string, unknown> };
}

export interface McpDeps {
  catalog: Catalog;
  /** Signs pagination cursors. */
  cursorKey: string;
  ranker?: Ranker;
}

/** What the `initialize` answer tells an agent about using the two tools. */
export const MCP_INSTRUCTIONS = 'Find public API calls and remote MCP servers for a goal, then get a task brief to code against. '
  + 'Call "search" with the goal in plain words ("q"); read each result\'s evaluateGuide. '
  + 'Then call "integrate" with the task and the ids of the results you pick ("resources": [{ id, type }], type as search gave it): '
  + 'the brief says which credentials go where, the base URLs, the calls in order with their parameters, which value feeds the next call, and the traps. '
  + 'Use ids exactly as search returned them.';

export function createMcpServer({ catalog, cursorKey, ranker = inThreadRanker(catalog) }: McpDeps): Server {
  const server = new Server({ name: 'endpoint-discovery', version: '1.0.0' }, { capabilities: { tools: {} }, instructions: MCP_INSTRUCTIONS });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const args: Record<string, unknown> = request.params.arguments ?? {};
    switch (request.params.name) {
      case 'search': {
        const { limit, cursor, ...body } = args;
        return toToolResult(await rankedSearch(catalog, ranker, body, { limit, cursor, cursorKey }), renderSearchText, TOOLS[0]);
      }
      case 'integrate':
        return toToolResult(integrateRequest(catalog, args), (body) => body.data[0].taskBrief, TOOLS[1]);
      default:
        return { isError: true, content: [{ type: 'text', text: `Unknown tool "${request.params.name}": use search or integrate.` }] };
    }
  });
  return server;
}

/** Serves one MCP HTTP request with a fresh server and transport (stateless mode). */
export async function handleMcpRequest(deps: McpDeps, req: IncomingMessage, res: ServerResponse, parsedBody: unknown): Promise<void> {
  const server = createMcpServer(deps);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, parsedBody);
}
