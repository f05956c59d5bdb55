// The explorer page at GET /, driven in a real headless Chromium (Debian's `chromium`, found at
// CHROMIUM_PATH or /usr/bin/chromium; `.ci/run` installs it) against the real service: what a
// person does with it, found by role and accessible name as a screen reader would.

import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startService, tempDir, type RunningService } from './helpers.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OUTPUT = join(import.meta.dirname, '..', 'test-output');
const GOAL = 'send a message to a slack channel and pin it';

let service: RunningService;
let browser: Browser;

before(async () => {
  assert.ok(existsSync(CHROMIUM), `no Chromium at ${CHROMIUM}: install Debian's chromium package or set CHROMIUM_PATH`);
  service = await startService(tempDir(), { RATE_LIMIT_MAX: '40' });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});
after(async () => {
  await browser?.close();
  service?.child.kill('SIGKILL');
});

async function openPage(path = '/'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 1400 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: service.base });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  await page.goto(`${service.base}${path}`);
  (page as Page & { errors: string[] }).errors = errors;
  return page;
}

test('search a goal, pick two results, get a brief with its FIT verdict, and copy it', async () => {
  const page = await openPage();
  try {
    const box = page.getByRole('searchbox', { name: /goal/i });
    await box.fill(GOAL);
    await box.press('Enter');
    const results = page.getByRole('list', { name: 'Results' }).getByRole('listitem');
    await results.first().waitFor();
    assert.ok(await results.count() >= 2, 'at least two results');
    assert.match(await results.first().innerText(), /chat\.postMessage|POST/);
    // The URL now carries the search, so it can be shared.
    assert.equal(new URL(page.url()).searchParams.get('q'), GOAL);

    await results.nth(0).getByRole('checkbox').check();
    await results.nth(1).getByRole('checkbox').check();
    assert.equal((new URL(page.url()).searchParams.get('pick') ?? '').split(',').length, 2);
    await page.getByRole('button', { name: /brief/i }).click();
    const brief = page.getByRole('region', { name: /Task brief/ });
    await brief.getByText(/^FIT: (Fully|Partially|None)$/).waitFor();
    const text = await brief.innerText();
    assert.match(text, /TASK BRIEF: send a message to a slack channel and pin it/);
    assert.match(text, /AUTH:[\s\S]*BASE URL:[\s\S]*STEPS:/);
    assert.match(text, /POST \/chat\.postMessage/);
    assert.match(text, /POST \/pins\.add/);
    // Threading is visible: pins.add takes the channel and timestamp chat.postMessage returns.
    assert.match(text, /Threading:\s*\n\s*- \w+ ← step 1: /);

    await page.getByRole('button', { name: 'Copy brief' }).click();
    await page.getByRole('status').getByText('Copied.').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(copied, /^TASK BRIEF: send a message[\s\S]*GOTCHAS:/);

    mkdirSync(OUTPUT, { recursive: true });
    await page.evaluate(() => window.scrollBy(0, document.getElementById('brief-form')!.getBoundingClientRect().top - 10));
    await page.screenshot({ path: join(OUTPUT, 'explorer.png') });
    assert.deepEqual((page as Page & { errors: string[] }).errors, []);
  } finally {
    await page.close();
  }
});

test('a refused search is shown in words, naming what was wrong', async () => {
  const page = await openPage();
  try {
    const box = page.getByRole('searchbox', { name: /goal/i });
    await box.fill('x'.repeat(600));
    await box.press('Enter');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.match(await alert.innerText(), /Invalid request: .*q.*512/);
  } finally {
    await page.close();
  }
});

test('a shared link restores the search and the picks; "load more" pages through the cursor', async () => {
  const first = await openPage();
  let shared: string;
  try {
    const box = first.getByRole('searchbox', { name: /goal/i });
    await box.fill('list');
    await box.press('Enter');
    const results = first.getByRole('list', { name: 'Results' }).getByRole('listitem');
    await results.first().waitFor();
    await results.nth(1).getByRole('checkbox').check();
    shared = first.url();
  } finally {
    await first.close();
  }
  const page = await openPage(new URL(shared).pathname + new URL(shared).search);
  try {
    assert.equal(await page.getByRole('searchbox', { name: /goal/i }).inputValue(), 'list');
    const results = page.getByRole('list', { name: 'Results' }).getByRole('listitem');
    await results.first().waitFor();
    assert.equal(await results.nth(1).getByRole('checkbox').isChecked(), true);
    assert.equal(await results.nth(0).getByRole('checkbox').isChecked(), false);
    assert.equal(await results.count(), 10);
    await page.getByRole('button', { name: /load more/i }).click();
    await page.waitForFunction(() => document.querySelectorAll('#results li').length === 20);
    // The second page continues the first: no result twice.
    const names = await results.evaluateAll((items) => items.map((item) => item.querySelector('.call')?.textContent));
    assert.equal(new Set(names).size, 20);
  } finally {
    await page.close();
  }
});

test('the page is served with the API\'s Content-Security-Policy and rate-limit headers', async () => {
  const response = await fetch(`${service.base}/`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /text\/html/);
  assert.match(response.headers.get('content-security-policy') ?? '', /script-src 'self'/);
  assert.ok(response.headers.get('ratelimit-limit'));
  const script = await fetch(`${service.base}/page/explorer.js`);
  assert.match(script.headers.get('content-type') ?? '', /javascript/);
  assert.equal((await fetch(`${service.base}/page/../server/app.ts`)).status, 404);
});
