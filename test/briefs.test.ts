// Whole briefs compared with reviewed copies in fixtures/briefs/. After an intended change, review
// the difference and rewrite them with UPDATE_SNAPSHOTS=1 npm test.

import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { integrate } from '../lib/service.ts';
import { endpointOf, fixtureCatalog } from './helpers.ts';

const SNAPSHOTS = join(import.meta.dirname, '..', 'fixtures', 'briefs');

const CASES: { file: string; task: string; calls: [string, string, string][] }[] = [
  {
    file: 'spotify-playlist.txt',
    task: "Make me a playlist with three songs of Mariah Carey and name it 'Love Mariah'",
    calls: [['spotify.com', 'POST', '/playlists/{playlist_id}/tracks'], ['spotify.com', 'GET', '/search'], ['spotify.com', 'POST', '/users/{user_id}/playlists'], ['spotify.com', 'GET', '/me']],
  },
  { file: 'twilio-sms.txt', task: 'Text the customer that their order has shipped', calls: [['twilio.com/api', 'POST', '/2010-04-01/Accounts/{AccountSid}/Messages.json']] },
  { file: 'petclinic-visit.txt', task: 'Register a new pet and book its first visit', calls: [['petstore.example', 'POST', '/visits'], ['petstore.example', 'POST', '/pets']] },
  // RPC-style methods with form bodies, a token the spec lists as a parameter, errors as HTTP 200.
  { file: 'slack-invite.txt', task: 'Invite jane@acme.com to the #design channel', calls: [['slack.com', 'POST', '/conversations.invite'], ['slack.com', 'GET', '/users.lookupByEmail'], ['slack.com', 'GET', '/conversations.list']] },
  // Form bodies, and credentials the spec shows only as Basic.
  { file: 'stripe-invoice.txt', task: 'Bill the customer jane@acme.com on a new invoice and finalize it', calls: [['stripe.com', 'POST', '/v1/invoices/{invoice}/finalize'], ['stripe.com', 'POST', '/v1/invoices'], ['stripe.com', 'GET', '/v1/customers']] },
  // OAuth 2 with scopes.
  { file: 'calendar-event.txt', task: 'Book a meeting on my first calendar', calls: [['googleapis.com/calendar', 'POST', '/calendars/{calendarId}/events'], ['googleapis.com/calendar', 'GET', '/users/me/calendarList']] },
  // Signed requests (AWS SigV4) the spec cannot express.
  { file: 's3-put.txt', task: 'Store a file in an S3 bucket', calls: [['amazonaws.com/s3', 'PUT', '/{Bucket}/{Key}']] },
  // A spec that documents no credentials at all.
  { file: 'notebooks-none.txt', task: 'Read the notes of notebook 00', calls: [['notebooks.dev', 'GET', '/notebooks/00/notes']] },
];

for (const { file, task, calls } of CASES) {
  test(`brief matches its reviewed snapshot: ${file}`, () => {
    const catalog = fixtureCatalog();
    const outcome = integrate(catalog, { task, resources: calls.map(([api, method, path]) => ({ id: endpointOf(catalog, api, method, path).id, type: 'endpoint' })) });
    assert.ok(outcome.ok);
    const actual = `${outcome.body.data[0].taskBrief}\n`;
    const path = join(SNAPSHOTS, file);
    if (process.env.UPDATE_SNAPSHOTS === '1') writeFileSync(path, actual);
    assert.ok(existsSync(path), `no snapshot ${file}: run UPDATE_SNAPSHOTS=1 npm test and review it`);
    assert.equal(actual, readFileSync(path, 'utf8'));
  });
}
