// The explorer page: a goal → POST /v1/search → pick up to ten results → POST /v1/integrate →
// the brief. Only the public REST API, so the page shows exactly what agents get. Its state (the
// goal and the picked ids) lives in the URL, so a search can be shared. No framework, no build.

const MAX_PICKS = 10;
const CLIENT = { 'Content-Type': 'application/json', 'Service-Client-Name': 'explorer-page' };
const GUIDE_PARTS = [['Summary:', 'What it does'], ['Recommended use cases:', 'Good for'], ['Limitations:', 'Limits']];

const $ = (id) => document.getElementById(id);
const state = { q: '', results: [], picked: new Map(), nextCursor: undefined };

/** Calls the API; a problem (400, 404, 429…) comes back as words to show, never as a crash. */
async function call(path, body) {
  let response;
  try {
    response = await fetch(path, { method: 'POST', headers: CLIENT, body: JSON.stringify(body) });
  } catch {
    return { problem: 'The service could not be reached. Is it still running?' };
  }
  const payload = await response.json().catch(() => undefined);
  if (response.ok && payload) return { payload };
  if (response.status === 429) {
    const wait = response.headers.get('Retry-After');
    return { problem: `Too many requests: the rate limit is spent${wait ? `; try again in ${wait} s` : ''}.` };
  }
  const detail = payload && typeof payload.detail === 'string' ? payload.detail : `the service answered ${response.status}`;
  return { problem: `${payload?.title ?? 'Request refused'}: ${detail}` };
}

function showProblem(text) {
  $('problem').textContent = text ?? '';
  $('problem').hidden = !text;
}

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The evaluate guide's three labelled parts as a definition list. */
function guideList(guide) {
  const list = element('dl', 'guide');
  const starts = GUIDE_PARTS.map(([label]) => guide.indexOf(label));
  GUIDE_PARTS.forEach(([label, title], ix) => {
    if (starts[ix] < 0) return;
    const end = starts.slice(ix + 1).find((at) => at > starts[ix]) ?? guide.length;
    list.append(element('dt', '', title), element('dd', '', guide.slice(starts[ix] + label.length, end).trim()));
  });
  if (list.childElementCount === 0) list.append(element('dd', '', guide));
  return list;
}

function providerOf(result) {
  try {
    return new URL(result.url).host;
  } catch {
    return '';
  }
}

function resultItem(result) {
  const item = element('li');
  const box = document.createElement('input');
  box.type = 'checkbox';
  box.id = `pick-${state.results.indexOf(result)}`;
  box.checked = state.picked.has(result.id);
  box.addEventListener('change', () => {
    if (box.checked) state.picked.set(result.id, result.resourceType);
    else state.picked.delete(result.id);
    updatePicks();
    writeUrl();
  });
  const label = element('label', 'name', result.name);
  label.htmlFor = box.id;
  const callLine = element('div', 'call');
  callLine.append(element('span', 'method', result.resourceType === 'mcp' ? `MCP (${result.transport})` : result.method), result.url);
  const body = element('div');
  body.append(label, callLine, element('div', 'provider', providerOf(result)));
  item.append(box, body, guideList(result.evaluateGuide));
  return item;
}

function updatePicks() {
  $('picked').textContent = String(state.picked.size);
  $('get-brief').disabled = state.picked.size === 0;
  for (const box of $('results').querySelectorAll('input[type="checkbox"]')) box.disabled = !box.checked && state.picked.size >= MAX_PICKS;
}

function writeUrl() {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.picked.size > 0) params.set('pick', [...state.picked].map(([id, type]) => `${type}:${id}`).join(','));
  const next = `${location.pathname}${params.size > 0 ? `?${params}` : ''}`;
  if (next !== `${location.pathname}${location.search}`) history.replaceState(null, '', next);
}

async function search(q, { more = false } = {}) {
  showProblem();
  const path = more && state.nextCursor ? `/v1/search?cursor=${encodeURIComponent(state.nextCursor)}` : '/v1/search';
  const { payload, problem } = await call(path, { q });
  if (problem) return showProblem(problem);
  if (!more) {
    state.results = [];
    $('results').replaceChildren();
    $('task').value = q;
  }
  state.q = q;
  state.nextCursor = payload.meta.nextCursor;
  for (const result of payload.data) {
    state.results.push(result);
    $('results').append(resultItem(result));
  }
  $('total').textContent = `(${state.results.length} of ${payload.meta.total})`;
  $('results-section').hidden = false;
  $('brief-form').hidden = false;
  $('more').hidden = state.nextCursor === undefined;
  updatePicks();
  writeUrl();
}

/** The brief, with its section headings, FIT verdict and threading lines easy to find. */
function showBrief(text) {
  const fit = /^FIT: (\w+)/m.exec(text)?.[1] ?? 'unknown';
  $('fit').textContent = `FIT: ${fit}`;
  $('fit').className = `fit-${fit}`;
  const lines = text.split('\n').map((line) => {
    const className = /^[A-Z][A-Z ]+:/.test(line) ? 'section' : /Threading:|←/.test(line) ? 'threading' : '';
    return element('span', className, `${line}\n`);
  });
  $('brief-text').replaceChildren(...lines);
  $('brief').hidden = false;
  $('copied').textContent = '';
}

async function getBrief() {
  showProblem();
  const resources = [...state.picked].map(([id, type]) => ({ id, type }));
  const task = $('task').value.trim() || state.q;
  const { payload, problem } = await call('/v1/integrate', { task, resources });
  if (problem) return showProblem(problem);
  showBrief(payload.data[0].taskBrief);
}

$('search-form').addEventListener('submit', (event) => {
  event.preventDefault();
  state.picked.clear();
  void search($('goal').value.trim());
});
$('more').addEventListener('click', () => void search(state.q, { more: true }));
$('get-brief').addEventListener('click', () => void getBrief());
$('copy').addEventListener('click', async () => {
  try {
    await navigator.clipboard.writeText($('brief-text').textContent);
    $('copied').textContent = 'Copied.';
  } catch {
    getSelection()?.selectAllChildren($('brief-text'));
    $('copied').textContent = 'Selected: press Ctrl+C (or ⌘C) to copy.';
  }
});

// A shared link restores the search and the picks.
const params = new URLSearchParams(location.search);
for (const entry of (params.get('pick') ?? '').split(',').filter(Boolean).slice(0, MAX_PICKS)) {
  const at = entry.indexOf(':');
  if (at > 0) state.picked.set(entry.slice(at + 1), entry.slice(0, at));
}
if (params.get('q')) {
  $('goal').value = params.get('q');
  void search(params.get('q'));
}
