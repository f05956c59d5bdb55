// Renders the task brief from its parts with an Eta template, in the contract's section order.

import { Eta } from 'eta';
import type { ApiAuth } from './auth.ts';

export interface BriefStepView {
  n: number;
  method: string;
  path: string;
  title: string;
  apiTitle: string;
  parameters: string[];
  body?: { line: string; fields: string[] };
  /** The request ready to send: method and URL, required headers, a body skeleton. */
  request: string[];
  returns: string[];
  threading: string[];
}

export interface BriefView {
  task: string;
  fit: { verdict: 'Fully' | 'Partially' | 'None'; reasons: string[] };
  auth: ApiAuth[];
  baseUrls: { n: number; url: string; notes: string[] }[];
  steps: BriefStepView[];
  gotchas: string[];
}

const TEMPLATE = `TASK BRIEF: <%= it.task %>

FIT: <%= it.fit.verdict %>
<% it.fit.reasons.forEach(function (reason) { %>- <%= reason %>
<% }) %>
AUTH:
<% it.auth.forEach(function (api) { %>- <%= api.apiTitle %>
<% api.lines.forEach(function (line) { %>  <%= line %>
<% }) %><% }) %><% if (it.auth.length === 0) { %>None
<% } %>
BASE URL:
<% it.baseUrls.forEach(function (base) { %><%= base.n %>. <%= base.url %>
<% base.notes.forEach(function (note) { %>   <%= note %>
<% }) %><% }) %>
STEPS:
<% it.steps.forEach(function (step) { %><%= step.n %>. <%= step.method %> <%= step.path %> (<%= step.apiTitle %>: <%= step.title %>)
   Parameters:<% if (step.parameters.length === 0) { %> none<% } %>
<% step.parameters.forEach(function (line) { %>     - <%= line %>
<% }) %><% if (step.body) { %>   Request body: <%= step.body.line %>
<% step.body.fields.forEach(function (line) { %>     <%= line %>
<% }) %><% } %>   Request:
<% step.request.forEach(function (line) { %>     <%= line %>
<% }) %>   Returns:<% if (step.returns.length === 0) { %> nothing documented<% } %>
<% step.returns.forEach(function (line) { %>     <%= line %>
<% }) %>   Threading:<% if (step.threading.length === 0) { %> None<% } %>
<% step.threading.forEach(function (line) { %>     - <%= line %>
<% }) %>
<% }) %>GOTCHAS:
<% it.gotchas.forEach(function (gotcha) { %>- <%= gotcha %>
<% }) %><% if (it.gotchas.length === 0) { %>- None found in the specs
<% } %>`;

const eta = new Eta({ autoEscape: false, autoTrim: false, useWith: false });
const compiled = eta.compile(TEMPLATE);

export function renderBrief(view: BriefView): string {
  return eta.render(compiled, view).trimEnd();
}
