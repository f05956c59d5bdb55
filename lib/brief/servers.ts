// Which of an operation's servers a task asks for: a spec may list production, development and
// sandbox hosts (Plaid), or a host per region (AWS's `{region}`); "in sandbox" or "in eu-west-1"
// chooses among them, and a task that says nothing keeps the spec's first.

import type { ServerInfo, ServerVariable } from '../model.ts';
import { STOP_WORDS } from '../tokens.ts';
import { escapeRegExp, wholeValue } from '../values.ts';

/** The server a task asks for, its variables filled with the values the task writes, and why. */
export interface ServerChoice {
  server: ServerInfo;
  /** Words of the task that name this server among the others ("sandbox"). */
  namedBy: string[];
  /** Variables filled with a value the task writes (`region` → `eu-west-1`). */
  filled: Map<string, string>;
}

/** Words of a host or a server's description that tell none of them apart from another. */
const HOST_WORDS = new Set(['api', 'apis', 'www', 'com', 'net', 'org', 'http', 'https', 'rest', 'server', 'endpoint', 'url', 'service', 'environment']);

/** Lower-case words, as a host and a description write them: "sandbox.plaid.com", "Sandbox". */
const wordsOf = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length >= 3 && !/^\d+$/.test(word) && !STOP_WORDS.has(word) && !HOST_WORDS.has(word));

/**
 * An allowed value the task writes whole ("eu-west-1", "westeurope", "sandbox"). A short plain word
 * ("us", "stage", "http") is too often a word of the task's own, so it is read only beside the
 * variable's name ("the us region"); any other value has a digit, a dash or a dot, or six letters or more.
 */
function saidValue(variable: ServerVariable, task: string): string | undefined {
  const name = escapeRegExp(variable.name);
  const lower = task.toLowerCase();
  for (const value of variable.enum ?? []) {
    // A separator (".", "-") is no value a task writes.
    if (!/[a-z0-9]/i.test(value) || !lower.includes(value.toLowerCase())) continue;
    const whole = wholeValue(value);
    const plain = /[\d.-]/.test(value) || value.length >= 6;
    if (new RegExp(plain ? whole : `\\b${name}\\s+${whole}|${whole}\\s+${name}\\b`, 'i').test(task)) return value;
  }
  return undefined;
}

/** The URL with the filled variables in place of their defaults, when the template shows where they stand. */
function filledUrl(server: ServerInfo, filled: ReadonlyMap<string, string>): string | undefined {
  const fill = (values: (variable: ServerVariable) => string) => server.template.trim().replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = server.variables.find((candidate) => candidate.name === name);
    return variable ? values(variable) || whole : whole;
  });
  const withDefaults = fill((variable) => variable.default);
  if (!server.url.endsWith(withDefaults)) return undefined;
  return server.url.slice(0, server.url.length - withDefaults.length) + fill((variable) => filled.get(variable.name) ?? variable.default);
}

/**
 * The server the task names, by a word of its host or description that the other servers lack
 * ("sandbox", "development") and the API's name does not hold, or by a value of one of its variables ("eu-west-1" for `{region}`; such
 * a value counts twice, as it names the server and its variable both); ties keep the spec's order.
 * Undefined when the task names none and fills nothing: the spec's first server stands.
 */
export function serverForTask(servers: readonly ServerInfo[], task: string, apiName = ''): ServerChoice | undefined {
  if (servers.length === 0) return undefined;
  // The API's own name ("Discourse") is said of all its servers, whichever host shows it.
  const named = new Set(wordsOf(apiName));
  const said = new Set(wordsOf(task).filter((word) => !named.has(word)));
  const own = servers.map((server) => new Set(wordsOf(`${server.url} ${server.description ?? ''}`)));
  const shared = (word: string) => own.every((words) => words.has(word));
  let best: ServerChoice | undefined;
  let bestScore = 0;
  servers.forEach((server, at) => {
    const namedBy = [...own[at]].filter((word) => said.has(word) && !shared(word));
    const filled = new Map<string, string>();
    for (const variable of server.variables) {
      const value = saidValue(variable, task);
      if (value !== undefined && value !== variable.default) filled.set(variable.name, value);
      else if (value !== undefined) namedBy.push(value);
    }
    const score = namedBy.length + 2 * filled.size;
    if (score > bestScore) {
      bestScore = score;
      best = { server, namedBy, filled };
    }
  });
  if (!best) return undefined;
  const chosen: ServerChoice = best;
  const url = chosen.filled.size > 0 ? filledUrl(chosen.server, chosen.filled) : undefined;
  // A value the URL cannot take (its template and URL disagree) fills nothing.
  if (url === undefined) chosen.filled.clear();
  if (chosen.filled.size === 0 && chosen.server === servers[0]) return undefined;
  return url === undefined ? chosen : { ...chosen, server: { ...chosen.server, url } };
}

/** The server a step calls: the one its task asks for, else the spec's first. */
export const serverOf = (step: { detail: { servers: ServerInfo[] }; server?: ServerChoice }): ServerInfo | undefined => step.server?.server ?? step.detail.servers[0];
