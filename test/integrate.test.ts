import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Catalog, EndpointRecord } from '../lib/model.ts';
import { listFields, preferredMedia } from '../lib/schema.ts';
import { authFactsFor } from '../catalog/auth-facts.ts';
import type { Json } from '../lib/model.ts';
import { integrate, integrateRequest } from '../lib/service.ts';
import { forgetSteps, uncoveredActions } from '../lib/brief/integrate.ts';
import { serverForTask } from '../lib/brief/servers.ts';
import { taskOrder } from '../lib/brief/order.ts';
import { followUpsFrom, taskClauses } from '../lib/brief/task-verbs.ts';
import { buildStep, FULL_OUTPUTS, type Step, type StepInput } from '../lib/brief/steps.ts';
import { authSection } from '../lib/brief/auth.ts';
import { givenValue, idGivenAfterItsThing } from '../lib/brief/threading.ts';
import { namedValues } from '../lib/brief/picking.ts';
import { writesByName } from '../lib/spec-signals.ts';
import { briefFixtureCatalog, endpointOf, fixtureCatalog } from './helpers.ts';
import { analyze, singular } from '../lib/tokens.ts';

type Call = [apiKey: string, method: string, path: string];

function brief(task: string, calls: Call[], catalog: Catalog = fixtureCatalog()): string {
  const resources = calls.map(([apiKey, method, path]) => ({ id: endpointOf(catalog, apiKey, method, path).id, type: 'endpoint' as const }));
  const outcome = integrate(catalog, { task, resources });
  assert.ok(outcome.ok, JSON.stringify(outcome));
  assert.equal(outcome.body.data.length, 1);
  return outcome.body.data[0].taskBrief;
}

/** A step as the task order reads it: its method, path and name, nothing else. */
const orderStep = (method: string, path: string, name: string) => ({ endpoint: { method, path, name }, inputs: [] }) as unknown as Step;

function section(text: string, name: string): string {
  const names = ['FIT', 'AUTH', 'BASE URL', 'STEPS', 'GOTCHAS'];
  const start = text.indexOf(`\n${name}:`);
  assert.ok(start >= 0, `no ${name} section`);
  const next = names.slice(names.indexOf(name) + 1).map((n) => text.indexOf(`\n${n}:`, start + 1)).find((ix) => ix > 0);
  return text.slice(start + 1, next ?? text.length);
}

const PLAYLIST_CHAIN: Call[] = [
  ['spotify.com', 'POST', '/playlists/{playlist_id}/tracks'],
  ['spotify.com', 'GET', '/search'],
  ['spotify.com', 'POST', '/users/{user_id}/playlists'],
  ['spotify.com', 'GET', '/me'],
];

test('the brief has the contract sections in order', () => {
  const text = brief("Make me a playlist with three songs of Mariah Carey named 'Love Mariah'", PLAYLIST_CHAIN);
  assert.ok(text.startsWith("TASK BRIEF: Make me a playlist with three songs of Mariah Carey named 'Love Mariah'\n"));
  const positions = ['\nFIT:', '\nAUTH:', '\nBASE URL:', '\nSTEPS:', '\nGOTCHAS:'].map((label) => text.indexOf(label));
  assert.ok(positions.every((position) => position > 0), String(positions));
  assert.deepEqual([...positions].sort((a, b) => a - b), positions);
});

test('steps come in producer-before-consumer order whatever order the ids came in', () => {
  const steps = section(brief('Make me a playlist of Mariah Carey songs', PLAYLIST_CHAIN), 'STEPS');
  const order = [...steps.matchAll(/^(\d+)\. (\w+) (\S+)/gm)].map((m) => `${m[2]} ${m[3]}`);
  assert.deepEqual(order, ['GET /search', 'GET /me', 'POST /users/{user_id}/playlists', 'POST /playlists/{playlist_id}/tracks']);
});

test('threading names the consuming parameter, the producing step and the field path', () => {
  const steps = section(brief('Make me a playlist of Mariah Carey songs', PLAYLIST_CHAIN), 'STEPS');
  assert.match(steps, /user_id ← step 2: id/);
  assert.match(steps, /playlist_id ← step 3: id/);
  assert.match(steps, /uris ← step 1: tracks\.items\[\]\.uri/);
  const [firstStep] = steps.split(/\n(?=2\. )/);
  assert.match(firstStep, /Threading: None/);
  // Whatever order the ids come in: the tracks to add are those the search found, not the new
  // playlist's own tracks, nor the users who added them (`tracks.items[].added_by.uri`).
  const created = section(brief('Make me a playlist of Mariah Carey songs', [PLAYLIST_CHAIN[2], PLAYLIST_CHAIN[0], PLAYLIST_CHAIN[3], PLAYLIST_CHAIN[1]]), 'STEPS');
  const search = /^(\d+)\. GET \/search /m.exec(created)![1];
  assert.match(created, new RegExp(`uris ← step ${search}: tracks\\.items\\[\\]\\.uri\\n`), 'the searched tracks');
});

// The search comes first among the selected calls: whichever order they come in, the top tracks' own tracks are added.
test('a plural input gathers the items a step lists as its own, not those nested in a search that found something else', () => {
  const steps = section(brief("Add Radiohead's top tracks to my playlist 'Chill Vibes'", [
    ['spotify.com', 'GET', '/search'], ['spotify.com', 'POST', '/playlists/{playlist_id}/tracks'],
    ['spotify.com', 'GET', '/artists/{id}/top-tracks'], ['spotify.com', 'GET', '/me/playlists'],
  ]), 'STEPS');
  const order = [...steps.matchAll(/^(\d+)\. (\w+) (\S+)/gm)].map((m) => m[3]);
  const stepOf = (path: string) => order.indexOf(path) + 1;
  assert.match(steps, new RegExp(`id ← step ${stepOf('/search')}: artists\\.items\\[\\]\\.id`));
  assert.match(steps, new RegExp(`uris ← step ${stepOf('/artists/{id}/top-tracks')}: tracks\\[\\]\\.uri`));
});

test('a missing producer makes FIT Partially and names the catalog endpoint that produces it', () => {
  const text = brief('Make me a playlist called Road Trip', [['spotify.com', 'POST', '/users/{user_id}/playlists']]);
  const fit = section(text, 'FIT');
  assert.match(fit, /^FIT: Partially/);
  const me = endpointOf(fixtureCatalog(), 'spotify.com', 'GET', '/me');
  assert.match(fit, /user_id \(path\)/);
  assert.ok(fit.includes(me.id), fit);
});

test('FIT is Fully when every required id is produced by an earlier step', () => {
  const fit = section(brief('Make me a playlist called Road Trip', [['spotify.com', 'GET', '/me'], ['spotify.com', 'POST', '/users/{user_id}/playlists']]), 'FIT');
  assert.match(fit, /^FIT: Fully/);
});

test('AUTH gives OAuth 2 flows with URLs and the scopes the selected operations need', () => {
  const auth = section(brief('Make me a playlist', PLAYLIST_CHAIN), 'AUTH');
  assert.match(auth, /Authorization: Bearer <token>/);
  assert.match(auth, /authorization URL https:\/\/accounts\.spotify\.com\/authorize, token URL https:\/\/accounts\.spotify\.com\/api\/token/);
  for (const scope of ['user-read-private', 'user-read-email', 'playlist-modify-public', 'playlist-modify-private']) assert.ok(auth.includes(scope), scope);
});

test('AUTH places API keys in the query or header as the spec says, and says None only where the spec sets no security', () => {
  const query = section(brief('List my pets', [['petstore.example', 'GET', '/pets'], ['petstore.example', 'GET', '/pets/{petId}']]), 'AUTH');
  assert.match(query, /API key in the query parameter "api_key"/);
  const basic = section(brief('Text a customer', [['twilio.com/api', 'POST', '/2010-04-01/Accounts/{AccountSid}/Messages.json']]), 'AUTH');
  assert.match(basic, /Authorization: Basic <base64 of user:password>/);
  const open = section(brief('Check the service is up', [['petstore.example', 'GET', '/health']]), 'AUTH');
  assert.match(open, /None/);
});

test('form bodies, multipart, required headers, pagination and rate-limit headers show up under GOTCHAS', () => {
  const sms = brief('Text a customer that the order shipped', [['twilio.com/api', 'POST', '/2010-04-01/Accounts/{AccountSid}/Messages.json']]);
  assert.match(section(sms, 'GOTCHAS'), /form-encoded body \(Content-Type: application\/x-www-form-urlencoded\), not JSON/);
  assert.match(section(sms, 'GOTCHAS'), /X-Rate-Limit-Remaining/);
  assert.match(section(sms, 'STEPS'), /Request body: application\/x-www-form-urlencoded, required\n\s+- To \(string \(phone-number\), required\)/);
  const pets = brief('Upload a photo of pet 12345', [['petstore.example', 'GET', '/pets'], ['petstore.example', 'POST', '/pets/{petId}/photos'], ['petstore.example', 'GET', '/pets/{petId}']]);
  const gotchas = section(pets, 'GOTCHAS');
  assert.match(gotchas, /multipart body/);
  assert.match(gotchas, /answers 202 Accepted/);
  assert.match(gotchas, /paginated \(limit, cursor\)/);
  assert.match(gotchas, /requires header "X-Request-Id"/);
  assert.match(gotchas, /query string \("api_key"\)/);
  assert.match(gotchas, /base URL has variables: \{region\} \(default "eu"\)/);
});

test('BASE URL gives one line per step with server variables named', () => {
  // Lookups go before changes where no data decides, so the health check is step 1.
  const base = section(brief('Check the service, then create a pet', [['petstore.example', 'POST', '/pets'], ['petstore.example', 'GET', '/health']]), 'BASE URL');
  assert.match(base, /^1\. https:\/\/status\.petclinic\.dev$/m);
  assert.match(base, /^2\. https:\/\/eu\.petclinic\.dev\/api\/v2$/m);
  assert.match(base, /template: https:\/\/\{region\}\.petclinic\.dev\/api\/\{version\}/);
  assert.match(base, /\{region\}: default "eu"; choose one of eu, us \(Data residency region\)/);
});

test('BASE URL takes the server the task names, and says which others the spec lists', () => {
  const exchange: Call[] = [['plaid.com', 'POST', '/item/public_token/exchange']];
  const sandbox = brief('In the sandbox, exchange the public token for an access token', exchange);
  assert.match(section(sandbox, 'BASE URL'), /^1\. https:\/\/sandbox\.plaid\.com$/m);
  assert.match(section(sandbox, 'BASE URL'), /Sandbox: one of 3 servers the spec lists, as the task says "sandbox"; the others: https:\/\/production\.plaid\.com \(Production\); https:\/\/development\.plaid\.com \(Development\)/);
  assert.match(section(sandbox, 'STEPS'), /POST https:\/\/sandbox\.plaid\.com\/item\/public_token\/exchange/);
  assert.doesNotMatch(section(sandbox, 'GOTCHAS'), /looks like a sandbox/, 'the sandbox the task asks for is no trap');
  // A task that names no server keeps the spec's first, and learns of the others.
  const plain = section(brief('Exchange the public token for an access token', exchange), 'BASE URL');
  assert.match(plain, /^1\. https:\/\/production\.plaid\.com$/m);
  assert.match(plain, /Production: one of 3 servers the spec lists; the others: https:\/\/development\.plaid\.com \(Development\); https:\/\/sandbox\.plaid\.com \(Sandbox\)/);
  // A value a server variable allows, written in the task, fills it; a short one only beside the variable's name.
  const pets: Call[] = [['petstore.example', 'POST', '/pets']];
  const us = section(brief('Create a pet in the us region', pets), 'BASE URL');
  assert.match(us, /^1\. https:\/\/us\.petclinic\.dev\/api\/v2$/m);
  assert.match(us, /\{region\}: "us", as the task says \(default "eu"\)/);
  assert.match(section(brief('Let us create a pet for the shop', pets), 'BASE URL'), /^1\. https:\/\/eu\.petclinic\.dev\/api\/v2$/m);
  const pinecone = section(brief('Query the Pinecone index in eu-west1-gcp for the nearest vectors', [['pinecone.io', 'POST', '/query']]), 'BASE URL');
  assert.match(pinecone, /\{environment\}: "eu-west1-gcp", as the task says/);
});

test("a server is named by a word the others lack, not by the API's own name; a region the task writes fills the URL", () => {
  const hosts = [
    { template: 'https://{defaultHost}', url: 'https://forum.example.com', variables: [{ name: 'defaultHost', default: 'forum.example.com' }] },
    { template: 'http://discourse.local', url: 'http://discourse.local', variables: [] },
  ];
  assert.equal(serverForTask(hosts, 'Create a topic on Discourse', 'Discourse API documentation discourse.local'), undefined);
  const regions = [{ template: 'https://s3.{region}.amazonaws.com', url: 'https://s3.us-east-1.amazonaws.com', description: 'The Amazon S3 multi-region endpoint', variables: [{ name: 'region', default: 'us-east-1', enum: ['us-east-1', 'eu-west-1'] }] },
    { template: 'https://s3.{region}.amazonaws.com.cn', url: 'https://s3.cn-north-1.amazonaws.com.cn', description: 'The Amazon S3 endpoint for China (Beijing)', variables: [{ name: 'region', default: 'cn-north-1', enum: ['cn-north-1', 'cn-northwest-1'] }] }];
  assert.equal(serverForTask(regions, 'List the objects in the bucket acme-logs in eu-west-1', 'Amazon S3')?.server.url, 'https://s3.eu-west-1.amazonaws.com');
  assert.equal(serverForTask(regions, 'List the objects in the bucket acme-logs in cn-northwest-1', 'Amazon S3')?.server.url, 'https://s3.cn-northwest-1.amazonaws.com.cn');
  assert.equal(serverForTask(regions, 'List the objects in the bucket acme-logs in Beijing', 'Amazon S3')?.server.url, 'https://s3.cn-north-1.amazonaws.com.cn');
  assert.equal(serverForTask(regions, 'List the objects in the bucket acme-logs', 'Amazon S3'), undefined);
});

test('a language the task names in words fills an input that takes its code: a source after "from", a target after "into", in the form the input lists', () => {
  const translate: Call[] = [['googleapis.com/translate', 'POST', '/v3beta1/{parent}:translateText']];
  // Google marks a required field by its description ("Required. The content of the input…"), not its schema.
  assert.match(section(brief("Translate 'Where is the station?' from English into German", translate), 'STEPS'), /\{"contents":\["Where is the station\?"\],"sourceLanguageCode":"en","targetLanguageCode":"de"\}/);
  assert.match(section(brief("Translate 'Hola' into English", translate), 'STEPS'), /\{"contents":\["Hola"\],"targetLanguageCode":"en"\}/);
  const weather: Call[] = [['weatherbit.io', 'GET', '/current?lat={lat}&lon={lon}']];
  assert.match(section(brief('Get the current weather at 48.85, 2.35 in French', weather), 'STEPS'), /&lang=fr\b/);
  assert.doesNotMatch(section(brief('Get the current weather at 48.85, 2.35 in Japanese', weather), 'STEPS'), /lang=/, 'Weatherbit lists no Japanese');
  const transcribe: Call[] = [['openai.com', 'POST', '/audio/transcriptions']];
  assert.match(section(brief('Transcribe the Spanish audio file interview.mp3', transcribe), 'STEPS'), /parts: file=interview\.mp3; language=es/);
  // The language the transcript is translated into is not the audio's.
  assert.doesNotMatch(section(brief('Transcribe meeting.mp3 with Whisper, then translate the transcript into French', transcribe), 'STEPS'), /language=/);
});

test('a country the task names fills an input named for one, as its code; a city after "in" or "for" one named for a city, not a language, a country or the API', () => {
  assert.match(section(brief('Which banks in Spain can our users connect through Nordigen?', [['nordigen.com', 'GET', '/api/v2/institutions/']]), 'STEPS'), /GET https:\/\/ob\.nordigen\.com\/api\/v2\/institutions\/\?country=ES\n/);
  const forecast: Call[] = [['weatherbit.io', 'GET', '/forecast/daily?city={city}&country={country}']];
  assert.match(section(brief('Get the forecast for Berlin, Germany', forecast), 'STEPS'), /\?city=Berlin&country=DE&/);
  assert.match(section(brief('Get the forecast in Paris in French', forecast), 'STEPS'), /\?city=Paris&country=\{country\}&lang=fr&/);
  assert.match(section(brief('Get the Weatherbit forecast for Friday', forecast), 'STEPS'), /\?city=\{city\}&/, 'a day is no place');
});

test('what a task measures fills the input named for it: a span in the input\'s unit, a count of things, a date in the form the input states', () => {
  const meeting = section(brief("Create a Zoom meeting 'Quarterly review' lasting 2 hours", [['zoom.us', 'POST', '/users/{userId}/meetings']]), 'STEPS');
  assert.match(meeting, /"duration":120/, 'Zoom counts a meeting in minutes');
  const checkout = section(brief('Create a Stripe checkout session for 3 units of price price_1Abc', [['stripe.com', 'POST', '/v1/checkout/sessions']]), 'STEPS');
  assert.match(checkout, /line_items\[0\]\[quantity\]=3/);
  assert.doesNotMatch(section(brief('Create a Stripe checkout session for a 2 lbs parcel with price price_1Abc', [['stripe.com', 'POST', '/v1/checkout/sessions']]), 'STEPS'), /quantity\]=2/, 'a weight is no count');
  const top = section(brief('Find the most viewed English Wikipedia articles on 2024-05-01', [['wikimedia.org', 'GET', '/metrics/pageviews/top/{project}/{access}/{year}/{month}/{day}']]), 'STEPS');
  assert.match(top, /\/top\/\{project\}\/\{access\}\/2024\/05\/01\n/, '"in MM format"');
  const daily = section(brief('Get the daily pageviews of the article Earth from 2024-05-01 to 2024-05-07', [['wikimedia.org', 'GET', '/metrics/pageviews/per-article/{project}/{access}/{agent}/{article}/{granularity}/{start}/{end}']]), 'STEPS');
  assert.match(daily, /\/20240501\/20240507\n/, '"in YYYYMMDD or YYYYMMDDHH format"');
});

test('counts a task writes fill their inputs: a page of results, a count of its own word, a moment as epoch seconds, a list of URIs', () => {
  assert.match(section(brief('Get the 5 most recent issues of octocat/hello-world that are closed', [['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/issues']]), 'STEPS'), /issues\?state=closed&per_page=5\n/);
  assert.match(section(brief("Search Spotify for the album 'Abbey Road' and return only 5 results", [['spotify.com', 'GET', '/search']]), 'STEPS'), /&limit=5\b/);
  // "30 days of transactions" counts days, not the page's transactions.
  assert.doesNotMatch(section(brief('Get the last 30 days of issues of octocat/hello-world', [['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/issues']]), 'STEPS'), /GET \S*per_page=/);
  assert.match(section(brief("Ask gpt-4o to summarize 'The quick brown fox' in at most 50 tokens", [['openai.com', 'POST', '/chat/completions']]), 'STEPS'), /"max_tokens":50/);
  const subscribe: Call[] = [['stripe.com', 'POST', '/v1/subscriptions']];
  const trial = section(brief('Subscribe the Stripe customer cus_Q1w2e3 to the price price_9Zx with a 14 day free trial', subscribe), 'STEPS');
  assert.match(trial, /trial_period_days=14/);
  assert.doesNotMatch(trial, /&trial_end=/, 'a string that lists its values ("now") takes no other word');
  assert.match(section(brief('Subscribe the customer cus_Q1w2e3 to price price_9Zx with the trial ending 2024-07-01T00:00:00Z', subscribe), 'STEPS'), /trial_end=1719792000\b/, 'a Unix timestamp');
  const tracks = section(brief('Add spotify:track:4iV5W9uYEdYUVa79Axb7Rh and spotify:track:1301WleyT98MSxVHPZCA6M to playlist 3cEYpjA9oz9GiPac4AsH4n', [['spotify.com', 'POST', '/playlists/{playlist_id}/tracks']]), 'STEPS');
  assert.match(tracks, /\{"uris":\["spotify:track:4iV5W9uYEdYUVa79Axb7Rh","spotify:track:1301WleyT98MSxVHPZCA6M"\]\}/);
});

test('a value written as code fills the input that lists it or gives its family for example; a count in words counts the things a description counts', () => {
  const images = section(brief("Generate two 1024x1024 images of 'a lighthouse at dawn' with DALL-E", [['openai.com', 'POST', '/images/generations']]), 'STEPS');
  assert.match(images, /\{"n":2,"prompt":"a lighthouse at dawn","size":"1024x1024"\}/);
  // The model's id as the description's examples write it, in lower case.
  assert.match(section(brief("Ask GPT-4o to summarize 'The quick brown fox'", [['openai.com', 'POST', '/chat/completions']]), 'STEPS'), /"model":"gpt-4o"/);
  assert.match(section(brief('Create a 25% off Stripe coupon that lasts 3 months', [['stripe.com', 'POST', '/v1/coupons']]), 'STEPS'), /duration_in_months=3&percent_off=25/);
});

test("a parameter described only in its schema is described, and a bare id takes the thing its description names it of: Spotify's audio features of a track", () => {
  const steps = section(brief('Get the Spotify audio features of track 11dFghVXANMlKmJXsNCbNl', [['spotify.com', 'GET', '/audio-features/{id}']]), 'STEPS');
  assert.match(steps, /- id \(path, string, required\): The Spotify ID for the track\./);
  assert.match(steps, /GET https:\/\/api\.spotify\.com\/v1\/audio-features\/11dFghVXANMlKmJXsNCbNl\n/);
});

test("shaped values go to the inputs of their shape: a name of several capitalised words, an IPv4 address, an emoji's code; a field is named by words, not letters run across them", () => {
  assert.match(section(brief('Create a Stripe customer for jane@example.com named Jane Doe', [['stripe.com', 'POST', '/v1/customers']]), 'STEPS'), /email=jane%40example\.com&name=Jane%20Doe/);
  const record = section(brief('Create a DNS A record for www pointing to 203.0.113.10 in the domain example.com with TTL 1800', [['digitalocean.com', 'POST', '/v2/domains/{domain_name}/records']]), 'STEPS');
  assert.match(record, /"data":"203\.0\.113\.10"/, 'a record\'s data is described as the IPv4 address');
  const react: Call[] = [['slack.com', 'POST', '/reactions.add']];
  const reaction = section(brief('Add a :tada: reaction to the Slack message 1503435956.000247 in channel C012AB3CD', react), 'STEPS');
  assert.match(reaction, /name=tada\b/, 'a reaction is named without colons');
  assert.doesNotMatch(reaction, /token: tada/, 'a token that "Requires scope: reactions:write" is no emoji');
  const post = section(brief("Post 'Lunch is here, sparse seating left' to #general", [['slack.com', 'POST', '/chat.postMessage']]), 'STEPS');
  assert.doesNotMatch(post, /parse=/, '"sparse" names no `parse`');
});

test("an object that refers to a thing of several kinds takes the kind and the id the task writes together: Box's collaboration item and collaborator", () => {
  const steps = section(brief('Give the Box user 11446498 editor access to folder 4353455', [['box.com', 'POST', '/collaborations']]), 'STEPS');
  assert.match(steps, /"accessible_by":\{"type":"user","id":"11446498"\}/);
  assert.match(steps, /"item":\{"id":"4353455","type":"folder"\}/);
  assert.match(steps, /"role":"editor"/);
});

test("a name quoted between a thing's article and its noun names what the step makes; the words listed after a list's own name fill it", () => {
  const event = section(brief("Add a 'Team offsite' event to my primary Google Calendar from 2024-08-12T09:00:00+02:00 to 2024-08-12T17:00:00+02:00", [['googleapis.com/calendar', 'POST', '/calendars/{calendarId}/events']]), 'STEPS');
  assert.match(event, /"summary":"Team offsite"/);
  const issue = section(brief("Create a GitHub issue in octocat/hello-world titled 'Crash on start' with the labels bug and urgent", [['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/issues']]), 'STEPS');
  assert.match(issue, /"labels":\["bug","urgent"\]/);
});

test('a page size said "per page" and a new name said after "rename … to" fill their inputs', () => {
  assert.match(section(brief('List the open issues of octocat/hello-world, 50 per page', [['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/issues']]), 'STEPS'), /[?&]per_page=50\b/);
  assert.match(section(brief("Rename issue #5 of octocat/hello-world to 'Crash when offline'", [['github.com/api.github.com', 'PATCH', '/repos/{owner}/{repo}/issues/{issue_number}']]), 'STEPS'), /"title":"Crash when offline"/);
});

test('FIT: a clause is done by a step whose words its stemmer left longer ("register" and registrants), and a clause that only counts a read\'s results by any read', () => {
  assert.match(section(brief('Register jane@example.com for Zoom meeting 85746065432', [['zoom.us', 'POST', '/meetings/{meetingId}/registrants']]), 'FIT'), /^FIT: Fully/);
  assert.match(section(brief("Search Spotify for the album 'Abbey Road' and return only 5 results", [['spotify.com', 'GET', '/search']]), 'FIT'), /^FIT: Fully/);
  // A clause no step does still says so.
  assert.match(section(brief("Search Spotify for the album 'Abbey Road' and delete the playlist 3cEYpjA9oz9GiPac4AsH4n", [['spotify.com', 'GET', '/search']]), 'FIT'), /^FIT: Partially\n- no selected step does "delete the playlist/);
});

test("a channel written before a phone number stays part of it: Twilio's WhatsApp sender and recipient", () => {
  const text = section(brief("Send the WhatsApp message 'Your table is ready' from whatsapp:+14155238886 to whatsapp:+15005550006 on account AC123", [['twilio.com/api', 'POST', '/2010-04-01/Accounts/{AccountSid}/Messages.json']]), 'STEPS');
  assert.match(text, /From=whatsapp%3A%2B14155238886/);
  assert.match(text, /To=whatsapp%3A%2B15005550006/);
});

test("an address goes to a role's field only where the task says the role; a message's quoted words are no name; a time zone and a list before its name fill their inputs", () => {
  const mail = section(brief("Send an email with SendGrid to jane@example.com with the subject 'Welcome'", [['sendgrid.com', 'POST', '/mail/send']]), 'STEPS');
  assert.doesNotMatch(mail, /"from":\{"email":"jane@example\.com"\}/, 'the recipient is no sender');
  assert.match(section(brief("Send an email with SendGrid to jane@example.com from billing@acme.com with the subject 'Welcome'", [['sendgrid.com', 'POST', '/mail/send']]), 'STEPS'), /"from":\{"email":"billing@acme\.com"\}/);
  const chat = section(brief("Generate a chat completion with gpt-4o-mini for the user message 'Hi'", [['openai.com', 'POST', '/chat/completions']]), 'STEPS');
  assert.doesNotMatch(chat, /"name":"Hi"/);
  assert.match(section(brief("Create a Zoom meeting 'Standup' at 09:00 Europe/Berlin for 15 minutes", [['zoom.us', 'POST', '/users/{userId}/meetings']]), 'STEPS'), /"timezone":"Europe\/Berlin"/);
  assert.match(section(brief("Create a GitHub issue in octocat/hello-world titled 'Crash' with the bug and urgent labels", [['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/issues']]), 'STEPS'), /"labels":\["bug","urgent"\]/);
});

test('steps list parameters with location, type and required, the body fields and what returns', () => {
  const steps = section(brief('Find a track', [['spotify.com', 'GET', '/search']]), 'STEPS');
  assert.match(steps, /q \(query, string, required\)/);
  assert.match(steps, /type \(query, array of string, one of: album, artist, playlist, track, required\)/);
  assert.match(steps, /limit \(query, integer, optional\)/);
  assert.match(steps, /200 application\/json: Search response/);
  assert.match(steps, /tracks\.items \(array of TrackObject\)/);
});

test('every parameter the brief names exists in the spec', () => {
  const catalog = fixtureCatalog();
  for (const calls of [PLAYLIST_CHAIN, [['petstore.example', 'GET', '/pets'], ['petstore.example', 'POST', '/pets']] as Call[], [['twilio.com/api', 'POST', '/2010-04-01/Accounts/{AccountSid}/Messages.json']] as Call[]]) {
    const steps = section(brief('Do the task', calls), 'STEPS');
    const named = [...steps.matchAll(/^\s+- (\S+) \((path|query|header|cookie),/gm)].map((m) => m[1]);
    const known = new Set(calls.flatMap(([api, method, path]) => catalog.readDetail(endpointOf(catalog, api, method, path)).parameters.map((p) => p.name)));
    assert.ok(named.length > 0);
    for (const name of named) assert.ok(known.has(name), `${name} is not in the spec`);
  }
});

test('same input, same brief', () => {
  assert.equal(brief('Make me a playlist', PLAYLIST_CHAIN), brief('Make me a playlist', PLAYLIST_CHAIN));
});

test('duplicates are served once; unresolved and type-mismatched ids are named and FIT is not Fully', () => {
  const catalog = fixtureCatalog();
  const me = endpointOf(catalog, 'spotify.com', 'GET', '/me').id;
  const outcome = integrate(catalog, {
    task: 'Show my profile',
    resources: [{ id: me, type: 'endpoint' }, { id: me, type: 'endpoint' }, { id: 'urn:service:endpoint:v1:nope:x', type: 'endpoint' }, { id: me, type: 'mcp' }],
  });
  assert.ok(outcome.ok);
  const text = outcome.body.data[0].taskBrief;
  assert.equal([...text.matchAll(/^\d+\. GET \/me/gm)].length, 1);
  assert.match(section(text, 'FIT'), /^FIT: Partially/);
  assert.match(section(text, 'GOTCHAS'), /urn:service:endpoint:v1:nope:x/);
});

test('none resolved is a 404 problem; invalid input names the property', () => {
  const catalog = fixtureCatalog();
  const none = integrate(catalog, { task: 'x', resources: [{ id: 'urn:service:endpoint:v1:nope:x', type: 'endpoint' }] });
  assert.ok(!none.ok && none.problem.status === 404);
  const cases: [unknown, string][] = [
    [{ resources: [{ id: 'a', type: 'endpoint' }] }, 'task'],
    [{ task: 'x' }, 'resources'],
    [{ task: 'x', resources: [] }, 'resources'],
    [{ task: 'x'.repeat(513), resources: [{ id: 'a', type: 'endpoint' }] }, 'task'],
    [{ task: '   ', resources: [{ id: 'a', type: 'endpoint' }] }, 'task'],
    [{ task: 'x', resources: [{ type: 'endpoint' }] }, 'resources[0].id'],
    [{ task: 'x', resources: [{ id: 'a' }] }, 'resources[0].type'],
    [{ task: 'x', resources: Array.from({ length: 11 }, () => ({ id: 'a', type: 'endpoint' })) }, 'resources'],
  ];
  for (const [body, property] of cases) {
    const outcome = integrateRequest(catalog, body);
    assert.ok(!outcome.ok && outcome.problem.status === 400, JSON.stringify(body));
    assert.equal(outcome.problem.property, property);
    assert.ok(outcome.problem.detail.includes(property), outcome.problem.detail);
  }
});

test('threading follows the spec\'s own OpenAPI links first', () => {
  const steps = section(brief('Create a pet and show it', [['petstore.example', 'GET', '/pets/{petId}'], ['petstore.example', 'POST', '/pets']]), 'STEPS');
  assert.match(steps, /^1\. POST \/pets /m);
  assert.match(steps, /petId ← step 1: id/);
});

test('threading reaches query parameters and body fields, not only path parameters', () => {
  const query = section(brief('Register a pet and list its visits', [['petstore.example', 'GET', '/visits'], ['petstore.example', 'POST', '/pets']]), 'STEPS');
  assert.match(query, /^2\. GET \/visits[\s\S]*petId ← step 1: id/m);
  const body = brief('Register a pet and book its first visit', [['petstore.example', 'POST', '/visits'], ['petstore.example', 'POST', '/pets']]);
  assert.match(section(body, 'STEPS'), /^2\. POST \/visits[\s\S]*petId ← step 1: id/m);
  assert.match(section(body, 'STEPS'), /vet\.specialty \(string, one of: general, surgery\)/);
  assert.match(section(body, 'FIT'), /^FIT: Fully/);
});

test('AUTH names an API key header by its exact name', () => {
  const auth = section(brief('Book a visit', [['petstore.example', 'POST', '/visits']]), 'AUTH');
  assert.match(auth, /API key in the header "X-API-Key" \(X-API-Key: <key>\)/);
});

test('everything a brief names exists in the spec: parameters, body fields, scopes, threaded fields', () => {
  const catalog = fixtureCatalog();
  const endpoints = catalog.resources.filter((r): r is EndpointRecord => r.resourceType === 'endpoint' && !r.apiKey.startsWith('notebooks'));
  let briefs = 0;
  for (const a of endpoints) {
    for (const b of endpoints.filter((other) => other.apiKey === a.apiKey)) {
      const outcome = integrate(catalog, { task: 'Do it', resources: [{ id: a.id, type: 'endpoint' }, { id: b.id, type: 'endpoint' }] });
      assert.ok(outcome.ok);
      const text = outcome.body.data[0].taskBrief;
      briefs++;
      const selected = a.id === b.id ? [a] : [a, b];
      const details = selected.map((record) => catalog.readDetail(record));
      const parameterNames = new Set(details.flatMap((detail) => detail.parameters.map((p) => p.name)));
      for (const [, name] of text.matchAll(/^\s+- (\S+) \((?:path|query|header|cookie),/gm)) assert.ok(parameterNames.has(name), `${name} in ${a.path} + ${b.path}`);
      const api = catalog.apis.get(a.apiKey)!;
      const scopes = new Set(Object.values(api.securitySchemes).flatMap((scheme) => (scheme.flows ?? []).flatMap((flow) => flow.scopes)));
      for (const [, list] of text.matchAll(/scopes required: (.+)$/gm)) for (const scope of list.split(', ')) assert.ok(scopes.has(scope), scope);
      const steps = text.split('\nSTEPS:\n')[1].split('\nGOTCHAS:')[0].split(/\n(?=\d+\. )/);
      for (const stepText of steps) {
        for (const [, input, producer, fieldPath] of stepText.matchAll(/- (\S+) ← step (\d+): (\S+)/g)) {
          const [, producerMethod, producerPath] = /^\d+\. (\w+) (\S+)/.exec(steps[Number(producer) - 1])!;
          const record = selected.find((r) => r.method === producerMethod && r.path === producerPath)!;
          const fields = text.includes(fieldPath) && buildFieldPaths(catalog, record);
          assert.ok(fields && fields.has(fieldPath), `${input} ← ${fieldPath} of ${producerPath}`);
        }
      }
    }
  }
  assert.ok(briefs > 100, String(briefs));
});

function buildFieldPaths(catalog: Catalog, record: EndpointRecord): Set<string> {
  const detail = catalog.readDetail(record);
  const lookup = (name: string) => catalog.readSchema(record.apiKey, name);
  const response = detail.responses.find((r) => /^2/.test(r.status) && r.content.length > 0);
  const media = response?.content.find((m) => /json/.test(m.mediaType)) ?? response?.content[0];
  // As far into the answer as a brief reads it.
  return new Set(listFields(media?.schema, lookup, FULL_OUTPUTS.depth, FULL_OUTPUTS.fields).map((field) => field.path));
}

test('returned fields from specs that put a shape one level off: properties beside bare items, items inside items', () => {
  // Cut down from wealthreader.com: a list of `entities`, each declared an array with bare items yet listing the entity's properties.
  const components: Record<string, Json> = {
    entities: { type: 'array', items: { type: 'object' }, properties: { bic: { type: 'string' }, code: { type: 'string' } } },
    // Cut down from Slack: `objs_conversation` is `items` without a type, inside the `channels` array.
    objs_conversation: { items: { anyOf: [{ type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } }] } },
  };
  const lookup = (name: string) => components[name];
  const paths = (schema: Json) => listFields(schema, lookup, 3, 50).map((field) => field.path);
  assert.deepEqual(paths({ type: 'array', items: { $ref: '#/components/schemas/entities' } }), ['[].bic', '[].code']);
  assert.deepEqual(paths({ type: 'object', properties: { channels: { type: 'array', items: { $ref: '#/components/schemas/objs_conversation' } } } }), ['channels', 'channels[].id', 'channels[].name']);
  // A real list of lists stays one.
  assert.deepEqual(paths({ type: 'array', items: { type: 'array', items: { type: 'object', properties: { x: { type: 'number' } } } } }), ['[][].x']);
});

test('returned fields of an allOf whose later part spells out a field an earlier part left bare', () => {
  // Cut down from CallFire: `CallList` is an `ItemList` (items: plain objects) and, in its second part, items of `Call`.
  const components: Record<string, Json> = {
    ItemList: { type: 'object', properties: { items: { type: 'array', items: { type: 'object', properties: {} } } } },
    Call: { type: 'object', properties: { id: { type: 'integer' }, state: { type: 'string' } } },
    CallList: { allOf: [{ $ref: '#/components/schemas/ItemList' }, { type: 'object', properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Call' } } } }] },
    // The other way round, the bare part last: the spelled-out field stays.
    Listing: { allOf: [{ type: 'object', properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Call' } } } }, { $ref: '#/components/schemas/ItemList' }] },
  };
  const lookup = (name: string) => components[name];
  for (const name of ['CallList', 'Listing']) {
    assert.deepEqual(listFields({ $ref: `#/components/schemas/${name}` }, lookup, 3, 50).map((field) => field.path), ['items', 'items[].id', 'items[].state'], name);
  }
});

test('returned fields of a schema that holds itself stop where it comes round again, on each branch alone', () => {
  // Cut down from a comment thread: a comment has replies (comments) and an author (user), and a user has a pinned comment.
  const components: Record<string, Json> = {
    comment: { type: 'object', properties: { id: { type: 'string' }, replies: { type: 'array', items: { $ref: '#/components/schemas/comment' } }, author: { $ref: '#/components/schemas/user' } } },
    user: { type: 'object', properties: { login: { type: 'string' }, pinned: { $ref: '#/components/schemas/comment' } } },
  };
  const lookup = (name: string) => components[name];
  const paths = listFields({ $ref: '#/components/schemas/comment' }, lookup, 4, 50).map((field) => field.path);
  assert.deepEqual(paths, ['id', 'replies', 'author', 'author.login', 'author.pinned']);
  // The user's own listing goes one round further: the comment is new there, the user is not.
  assert.deepEqual(listFields({ $ref: '#/components/schemas/user' }, lookup, 4, 50).map((field) => field.path),
    ['login', 'pinned', 'pinned.id', 'pinned.replies', 'pinned.author']);
});

test('the actions FIT checks: a noun-verb ("file", "text") asks only where it leads, a number keeps its clause, a verb of the catalog\'s own asks what its calls do', () => {
  const repos: Call[] = [['github.com/api.github.com', 'GET', '/users/{username}/repos']];
  assert.match(section(brief('Ask octocat which repositories hold a text file', repos), 'FIT'), /^FIT: Fully/, '"a text file" asks to text no one');
  const tracks: Call[] = [['spotify.com', 'GET', '/me/playlists'], ['spotify.com', 'POST', '/playlists/{playlist_id}/tracks'], ['spotify.com', 'GET', '/search']];
  assert.match(section(brief("Save 1,000 songs into my playlist 'Focus'", tracks), 'FIT'), /^FIT: Fully/, '"1,000 songs" is one clause, not "Save 1" and "000 songs"');
  const catalog = fixtureCatalog();
  const step = (apiKey: string, method: string, path: string) => {
    const record = endpointOf(catalog, apiKey, method, path);
    return buildStep(record, catalog.apis.get(apiKey)!, catalog.readDetail(record), (name) => catalog.readSchema(apiKey, name));
  };
  const list = step('github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/issues');
  const create = step('github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/issues');
  // Counts per method (GET, POST, PUT, PATCH, DELETE) of the calls each verb opens, as the catalog's own names say.
  const verbs = new Map([['attach', [1, 40, 9, 0, 0]], ['comput', [30, 35, 2, 5, 8]]]);
  assert.deepEqual(uncoveredActions('Attach the log to the issue', [list], verbs), ['Attach the log to the issue'], 'a change no selected step makes');
  assert.deepEqual(uncoveredActions('Attach the log to the issue', [create], verbs), []);
  assert.deepEqual(uncoveredActions('Attach the log to the issue', [list], new Map()), [], 'a verb neither list knows asks nothing');
  assert.deepEqual(uncoveredActions('Compute the issue totals', [list], verbs), [], 'a verb whose calls read as often as they change asks for either');
  // "check" is a read verb, but after "by" it is how one pays: the clause asks what its opening verb asks.
  const pay = new Map([['pay', [0, 30, 2, 0, 0]]]);
  assert.deepEqual(uncoveredActions('Pay for the issue by check', [create], pay), [], 'no read is asked of a write');
  assert.deepEqual(uncoveredActions('Pay for the issue by check', [list], pay), ['Pay for the issue by check'], 'the write is asked of a read');
});

test('an action of the task with no selected step makes FIT Partially and names the action', () => {
  const partial = section(brief('Create a playlist called Focus and add three songs to it', [['spotify.com', 'GET', '/me'], ['spotify.com', 'POST', '/users/{user_id}/playlists']]), 'FIT');
  assert.match(partial, /^FIT: Partially/);
  assert.match(partial, /no selected step does "add three songs to it"/);
  const full = section(brief('Create a playlist called Focus and add three songs to it', [['spotify.com', 'GET', '/me'], ['spotify.com', 'POST', '/users/{user_id}/playlists'], ['spotify.com', 'POST', '/playlists/{playlist_id}/tracks']]), 'FIT');
  assert.match(full, /^FIT: Fully/);
});

test('a clause that names nothing but its verb asks for a step of its kind; a thing named "list" or "set" is a thing', () => {
  const vaults: Call[] = [['1password.local/connect', 'GET', '/vaults/{vaultUuid}'], ['1password.local/connect', 'GET', '/vaults']];
  assert.match(section(brief('List the vaults and get one of them', vaults), 'FIT'), /^FIT: Fully/, '"get one of them" is done by the GET of a vault');
  const partial = section(brief('List the vaults and delete one of them', vaults), 'FIT');
  assert.match(partial, /no selected step does "delete one of them"/, 'no selected step deletes');
  // A change by a verb every API uses asks for that verb's method: adding an item deletes nothing.
  const added = section(brief('Add an item to my first vault and then delete it', [['1password.local/connect', 'GET', '/vaults'], ['1password.local/connect', 'POST', '/vaults/{vaultUuid}/items']]), 'FIT');
  assert.match(added, /no selected step does "delete it"/, 'a POST is no delete');
  // A verb every API uses names the thing after a determiner: "my lists" are lists, and a list call serves them.
  const lists: Call[] = [['twitter.com/current', 'GET', '/2/users/{id}/owned_lists']];
  assert.doesNotMatch(section(brief('List the lists', lists), 'FIT'), /no selected call serves this task/);
});

test('a path whose last name ends in things names them, whatever word it opens with: a GET of upload tokens reads', () => {
  assert.equal(writesByName('GET', '/upload-tokens'), false, '"upload-tokens" are things');
  assert.equal(writesByName('GET', '/schedule-groups'), false);
  assert.equal(writesByName('GET', '/messages/send'), true, 'a GET that ends in "send" still sends');
  assert.equal(writesByName('POST', '/accounts/balance/get'), false, 'a POST ending in "get" still reads');
});

test('a POST whose path ends in a reading verb reads: it covers a task that asks to look something up', () => {
  // Plaid, like other RPC-style APIs, sends every call as a POST: /accounts/balance/get only reads.
  const fit = section(brief("Check the balance of the user's checking account", [['plaid.com', 'POST', '/accounts/balance/get']]), 'FIT');
  assert.match(fit, /^FIT: Fully/);
  // A POST that makes something still does not read: the exchange covers no "check".
  const other = section(brief("Check the balance of the user's checking account", [['plaid.com', 'POST', '/item/public_token/exchange']]), 'FIT');
  assert.doesNotMatch(other, /^FIT: Fully/);
});

/** The numbered step a call is placed at, and its text up to the next step. */
function stepOf(text: string, method: string, path: string): { n: number; text: string } {
  const steps = section(text, 'STEPS').split(/\n(?=\d+\. )/);
  const at = steps.findIndex((step) => new RegExp(`^\\d+\\. ${method} ${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `).test(step.replace(/^STEPS:\n/, '')));
  assert.ok(at >= 0, `${method} ${path} is not a step`);
  return { n: Number(/^(?:STEPS:\n)?(\d+)\./.exec(steps[at])![1]), text: steps[at] };
}

test('threading by what an input refers to: a plain noun whose description says ID takes the id of the thing another step lists', () => {
  const text = brief("Bill the customer jane@acme.com on a new invoice and finalize it", [
    ['stripe.com', 'POST', '/v1/invoices/{invoice}/finalize'], ['stripe.com', 'POST', '/v1/invoices'], ['stripe.com', 'GET', '/v1/customers'],
  ]);
  const list = stepOf(text, 'GET', '/v1/customers');
  const create = stepOf(text, 'POST', '/v1/invoices');
  const finalize = stepOf(text, 'POST', '/v1/invoices/{invoice}/finalize');
  assert.deepEqual([list.n, create.n, finalize.n], [1, 2, 3], 'producers come before consumers');
  assert.match(create.text, new RegExp(`customer ← step ${list.n}: data\\[\\]\\.id`), '`customer` ("The ID of the customer") is a customer id');
  assert.match(finalize.text, new RegExp(`invoice ← step ${create.n}: id`), 'the path parameter {invoice} is the id the create returns');
});

test("a list under a bare name in an object named for its things (`artists.items[]`) is as near as a plain list: the search's artists, not another answer's nested ones", () => {
  const text = brief('Find the artist Radiohead and show their top tracks', [
    ['spotify.com', 'GET', '/albums/{id}/tracks'], ['spotify.com', 'GET', '/artists/{id}/top-tracks'], ['spotify.com', 'GET', '/search'],
  ]);
  const search = stepOf(text, 'GET', '/search');
  const top = stepOf(text, 'GET', '/artists/{id}/top-tracks');
  assert.ok(search.n < top.n, 'the artist is found before its top tracks are read');
  // An album's tracks list their artists too (`items[].artists[].id`), as deep by count of fields.
  // …and the artist the task names is the item picked ("the artist Radiohead and …").
  assert.match(top.text, new RegExp(`- id ← step ${search.n}: artists\\.items\\[\\]\\.id, of the item where artists\\.items\\[\\]\\.name == "Radiohead"$`, 'm'));
});

test('a lookup takes the thing a list found, not the one a change made, unless the task reads back what it changed; a new thing\'s name picks no listed one', () => {
  const calls: Call[] = [['spotify.com', 'GET', '/me/playlists'], ['spotify.com', 'POST', '/users/{user_id}/playlists'], ['spotify.com', 'GET', '/playlists/{playlist_id}'], ['spotify.com', 'GET', '/me']];
  const copy = brief("Put my newest playlist's songs into a new playlist called 'Focus 2'", calls);
  const list = stepOf(copy, 'GET', '/me/playlists');
  const get = stepOf(copy, 'GET', '/playlists/{playlist_id}');
  assert.match(get.text, new RegExp(`playlist_id ← step ${list.n}: items\\[\\]\\.id$`, 'm'), 'the playlist read is one the list holds, and not one named "Focus 2", the new one\'s name');
  assert.ok(get.n < stepOf(copy, 'POST', '/users/{user_id}/playlists').n, 'the playlist is read before the new one is made');
  const readBack = brief("Create a playlist called 'Focus 2' and then show it", calls);
  const create = stepOf(readBack, 'POST', '/users/{user_id}/playlists');
  assert.match(stepOf(readBack, 'GET', '/playlists/{playlist_id}').text, new RegExp(`playlist_id ← step ${create.n}: id`), 'a read after the change reads what it made');
});

test("a lookup's optional filter by a thing the task names is threaded from the step that lists such things; one it never names is the caller's", () => {
  const calls: Call[] = [['stripe.com', 'GET', '/v1/invoices'], ['stripe.com', 'GET', '/v1/customers']];
  const named = brief('List the open invoices of our customer jane@acme.com', calls);
  const list = stepOf(named, 'GET', '/v1/customers');
  const invoices = stepOf(named, 'GET', '/v1/invoices');
  assert.deepEqual([list.n, invoices.n], [1, 2], 'the customer is found before the invoices filtered by it');
  assert.match(invoices.text, new RegExp(`customer ← step ${list.n}: data\\[\\]\\.id`));
  // `subscription` filters the same list, but the task names no subscription.
  assert.doesNotMatch(invoices.text, /subscription ←/);
  const unnamed = stepOf(brief('List the open invoices', calls), 'GET', '/v1/invoices');
  assert.doesNotMatch(unnamed.text, /customer ←/, 'a filter the task never asks for is left to the caller');
});

test("a body that is the resource the call makes keeps its own id: an insert never copies another event's id, nor a thing's the task never names", () => {
  // Calendar's insert takes an Event and answers with one: the new event's `id` is not the listed one's.
  const text = brief("Add an event 'Standup' tomorrow at 9 to the calendar named 'Team'", [
    ['googleapis.com/calendar', 'POST', '/calendars/{calendarId}/events'], ['googleapis.com/calendar', 'GET', '/users/me/calendarList'], ['googleapis.com/calendar', 'GET', '/calendars/{calendarId}/events'],
  ]);
  const insert = stepOf(text, 'POST', '/calendars/{calendarId}/events');
  assert.match(insert.text, new RegExp(`calendarId ← step ${stepOf(text, 'GET', '/users/me/calendarList').n}: items\\[\\]\\.id`));
  assert.doesNotMatch(insert.text, /- id ← step/);
  // The event's creator is not copied from inside another event: the spec calls it read-only, the
  // server's to set, so no request sends it, even where the task names it.
  assert.doesNotMatch(insert.text, /creator\.id ←/);
  const named = brief("Add an event 'Standup' to the calendar named 'Team', with the creator of the 'Retro' event as its creator", [
    ['googleapis.com/calendar', 'POST', '/calendars/{calendarId}/events'], ['googleapis.com/calendar', 'GET', '/users/me/calendarList'], ['googleapis.com/calendar', 'GET', '/calendars/{calendarId}/events'],
  ]);
  assert.doesNotMatch(stepOf(named, 'POST', '/calendars/{calendarId}/events').text, /creator\.id ←/);
});

test('a step the task never names goes right after the steps it needs, not after everything the task names', () => {
  // Nothing in the task says "invoice item": the item call needs the customer and the invoice, and
  // goes before the finalize the task names last, as the invoice cannot change once finalized.
  const text = brief("Bill the customer jane@acme.com $250 for 'May consulting' on a new invoice and finalize it", [
    ['stripe.com', 'POST', '/v1/invoices/{invoice}/finalize'], ['stripe.com', 'POST', '/v1/invoiceitems'], ['stripe.com', 'POST', '/v1/invoices'], ['stripe.com', 'GET', '/v1/customers'],
  ]);
  const steps = ['GET /v1/customers', 'POST /v1/invoices', 'POST /v1/invoiceitems', 'POST /v1/invoices/{invoice}/finalize'].map((call) => stepOf(text, call.split(' ')[0], call.split(' ')[1]).n);
  assert.deepEqual(steps, [1, 2, 3, 4]);
  assert.match(stepOf(text, 'POST', '/v1/invoiceitems').text, /invoice ← step 2: id/);
});

test("Slack's idiom: channel from a list's items, users from a lookup, a required value by the name another call answers with", () => {
  const invite = brief('Invite jane@acme.com to the #design channel', [['slack.com', 'POST', '/conversations.invite'], ['slack.com', 'GET', '/users.lookupByEmail'], ['slack.com', 'GET', '/conversations.list']]);
  const step = stepOf(invite, 'POST', '/conversations.invite');
  // Slack's `objs_conversation` declares `items` without `type: array`: still one list of channels, not a list of lists.
  assert.match(step.text, new RegExp(`channel ← step ${stepOf(invite, 'GET', '/conversations.list').n}: channels\\[\\]\\.id\\b`));
  assert.match(step.text, new RegExp(`users ← step ${stepOf(invite, 'GET', '/users.lookupByEmail').n}: user`));
  const pin = brief('Post the release notes to #releases and pin them', [['slack.com', 'POST', '/pins.add'], ['slack.com', 'POST', '/chat.postMessage']]);
  assert.match(stepOf(pin, 'POST', '/pins.add').text, /channel ← step 1: channel/);
  assert.match(stepOf(pin, 'POST', '/pins.add').text, /timestamp ← step 1: (message\.)?ts/, '"Timestamp of the message to pin" is the message\'s ts');
});

test('text one call writes is what the next sends on, also to another provider; the last of a chain of text is what is posted', () => {
  const calls: Call[] = [['slack.com', 'POST', '/chat.postMessage'], ['openai.com', 'POST', '/chat/completions'], ['openai.com', 'POST', '/audio/transcriptions']];
  const text = brief('Post to #standup a summary of the standup recording: transcribe it with Whisper and have GPT write the summary', calls);
  const transcribe = stepOf(text, 'POST', '/audio/transcriptions');
  const complete = stepOf(text, 'POST', '/chat/completions');
  const post = stepOf(text, 'POST', '/chat.postMessage');
  assert.match(complete.text, new RegExp(`messages\\[\\]\\.content ← step ${transcribe.n}: text\\b`), 'the transcript is the model\'s message');
  assert.match(post.text, new RegExp(`\\btext ← step ${complete.n}: choices\\[\\]\\.message\\.content`), 'the model\'s answer is what is posted, not the transcript');
  assert.ok(transcribe.n < complete.n && complete.n < post.n, 'transcribe, write, then post');
  assert.match(complete.text, new RegExp(`"content":"<messages\\[\\]\\.content from step ${transcribe.n}: text>"`), 'the ready request names where the message comes from');
  // The model's answer is no transcription prompt: the transcription only may take one, the model needs its message.
  assert.doesNotMatch(transcribe.text, /prompt ←/, 'nothing is threaded into the optional prompt');
  // Text the task gives is sent as given.
  assert.doesNotMatch(stepOf(brief("Post 'Standup moved to 10:00' to #standup", [calls[0], calls[2]]), 'POST', '/chat.postMessage').text, /text ←/, 'a quoted message is the message');
  // SendGrid's mail send takes its text as the `value` of each `content[]`, in a body its schema requires though the spec leaves it optional.
  const mail = stepOf(brief('Transcribe meeting.mp3 with Whisper and email the transcript to bob@acme.com with SendGrid', [['sendgrid.com', 'POST', '/mail/send'], calls[2]]), 'POST', '/mail/send');
  assert.match(mail.text, /content\[\]\.value ← step 1: text\n/, 'the transcript is the mail\'s content');
  // A call that sends back the text it was sent wrote none: a posted message's text is no model's message.
  assert.doesNotMatch(stepOf(brief('Post to #general and ask GPT about it', [calls[0], calls[1]]), 'POST', '/chat/completions').text, /content ←/, 'chat.postMessage writes no text');
});

test('where the task speaks of a link, the link a call answers with is the text the next sends on', () => {
  const calls: Call[] = [['slack.com', 'POST', '/chat.postMessage'], ['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/issues']];
  const text = brief('Create a GitHub issue in octocat/hello-world for the crash and post its link to #bugs', calls);
  const issue = stepOf(text, 'POST', '/repos/{owner}/{repo}/issues');
  assert.equal(issue.n, 1, 'the issue is made first');
  assert.match(stepOf(text, 'POST', '/chat.postMessage').text, /text ← step 1: html_url\n/, "the issue's page, not its API url");
  assert.doesNotMatch(issue.text, /body ←/, "the Slack message's link goes nowhere back");
  assert.doesNotMatch(stepOf(brief('Create a GitHub issue in octocat/hello-world for the crash and tell #bugs', calls), 'POST', '/chat.postMessage').text, /text ←/, 'no link asked, none sent');
});

test("a place's coordinates one call answers with are the position another provider's call takes", () => {
  const text = brief('Compute a car route from 48.8566,2.3522 to Paris Charles de Gaulle airport, using Amadeus to look up the airport', [
    ['tomtom.com/routing', 'GET', '/routing/{versionNumber}/calculateRoute/{locations}/{contentType}'],
    ['amadeus.com/amadeus-airport-city-search', 'GET', '/reference-data/locations'],
  ]);
  const route = stepOf(text, 'GET', '/routing/{versionNumber}/calculateRoute/{locations}/{contentType}');
  assert.equal(stepOf(text, 'GET', '/reference-data/locations').n, 1, 'the airport is looked up first');
  assert.match(route.text, /locations ← step 1: data\[\]\.geoCode\.latitude/);
  assert.match(route.text, /locations ← step 1: data\[\]\.geoCode\.longitude/);
  // A geocoded place is the weather call's required position; the weather's place is no geocoder's optional bias (`point`).
  const weather = brief("What's the weather right now at 10 Downing Street, London?", [
    ['weatherbit.io', 'GET', '/current?lat={lat}&lon={lon}'], ['graphhopper.com', 'GET', '/geocode'],
  ]);
  const current = stepOf(weather, 'GET', '/current?lat={lat}&lon={lon}');
  assert.equal(stepOf(weather, 'GET', '/geocode').n, 1, 'the address is geocoded first');
  assert.match(current.text, /lat ← step 1: hits\[\]\.point\.lat\n/);
  assert.match(current.text, /lon ← step 1: hits\[\]\.point\.lng\n/);
  assert.doesNotMatch(stepOf(weather, 'GET', '/geocode').text, /←/, 'nothing flows back into the geocoder');
  // TomTom's geocode documents no answer, and takes an optional `lat`/`lon` to search near: the weather's place is not that.
  const near = brief("What's the weather right now at 10 Downing Street, London?", [
    ['weatherbit.io', 'GET', '/current?lat={lat}&lon={lon}'], ['tomtom.com/search', 'GET', '/search/{versionNumber}/geocode/{query}.{ext}'],
  ]);
  assert.doesNotMatch(section(near, 'STEPS'), /(lat|lon) ←/, 'an optional bias takes no other call\'s place');
});

test('a value taken from a list says which item to take when the task names it, and only then', () => {
  const calls: Call[] = [['slack.com', 'POST', '/conversations.invite'], ['slack.com', 'GET', '/users.lookupByEmail'], ['slack.com', 'GET', '/conversations.list']];
  const named = stepOf(brief('Invite jane@acme.com to the #design channel', calls), 'POST', '/conversations.invite').text;
  assert.match(named, /channel ← step \d: channels\[\]\.id, of the item where channels\[\]\.name == "design"/);
  // A quoted name before the thing it names ("the 'design' channel") works alike.
  assert.match(stepOf(brief("Invite jane@acme.com to the 'design' channel", calls), 'POST', '/conversations.invite').text, /channels\[\]\.name == "design"/);
  // A name the task gives something else picks nothing here: the address names the user, not a channel.
  assert.doesNotMatch(stepOf(brief('Invite jane@acme.com to every channel', calls), 'POST', '/conversations.invite').text, /of the item where/);
});

test('a ready request names the thing the task names where the input takes a name, and never where it takes only an id; it sends the words the task posts', () => {
  // Slack's `channel` "Can be an encoded ID, or a name": the task's "#releases" fills it, form-encoded.
  const post = stepOf(brief("Post 'deploy done' to the #releases channel", [['slack.com', 'POST', '/chat.postMessage']]), 'POST', '/chat.postMessage').text;
  assert.match(post, /channel=%23releases/);
  // A lone `#name` is a channel by the chat apps' convention, and the quoted words a task posts are the message's text.
  const lone = stepOf(brief("Post 'Deploy done' to #releases", [['slack.com', 'POST', '/chat.postMessage']]), 'POST', '/chat.postMessage').text;
  assert.match(lone, /channel=%23releases&text=Deploy%20done/);
  assert.match(stepOf(brief("Post 'Deploy done' to #releases or #deploys", [['slack.com', 'POST', '/chat.postMessage']]), 'POST', '/chat.postMessage').text, /channel=<channel>/, 'two channels named: the task does not say which');
  assert.doesNotMatch(stepOf(brief("Post to the 'design' channel", [['slack.com', 'POST', '/chat.postMessage']]), 'POST', '/chat.postMessage').text, /text=/, 'a quoted name is no message');
  // `pins.add` takes a channel id only: the name stays out, a placeholder stands in.
  const pin = stepOf(brief('Pin the last message in the #releases channel', [['slack.com', 'POST', '/pins.add']]), 'POST', '/pins.add').text;
  assert.doesNotMatch(pin, /releases/);
});

test("a value of a shape fills only the fields of its kind: a customer's address is its email, not its name", () => {
  const request = stepOf(brief('Create a Stripe customer for jane@acme.com', [['stripe.com', 'POST', '/v1/customers']]), 'POST', '/v1/customers').text.split('Request:\n')[1];
  assert.match(request, /email=jane%40acme\.com/);
  assert.doesNotMatch(request, /name=jane/, 'the address is no name');
  assert.match(stepOf(brief("Create a Stripe customer named 'Jane Doe' for jane@acme.com", [['stripe.com', 'POST', '/v1/customers']]), 'POST', '/v1/customers').text, /name=Jane%20Doe/, 'a quoted name is the name');
});

test('an owner and a repository written as one slash-joined pair fill the two path parameters they name', () => {
  const create: Call[] = [['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/issues']];
  assert.match(stepOf(brief("Open an issue titled 'Crash on start' in octocat/hello-world", create), 'POST', '/repos/{owner}/{repo}/issues').text,
    /POST https:\/\/api\.github\.com\/repos\/octocat\/hello-world\/issues/);
  assert.match(stepOf(brief("Open an issue titled 'Crash on start' in acme/api", create), 'POST', '/repos/{owner}/{repo}/issues').text,
    /\/repos\/acme\/api\/issues/, 'a repository may be called "api"');
  assert.match(stepOf(brief("Open an issue titled 'Crash' about the and/or filter", create), 'POST', '/repos/{owner}/{repo}/issues').text,
    /\/repos\/\{owner\}\/\{repo\}\/issues/, '"and/or" is no pair');
  // Two pairs say nothing of which is the repository; a date or a ratio is no pair.
  for (const task of ["Open an issue titled 'Crash' in acme/widgets about dist/widgets-3.1.zip", "Open an issue titled 'Crash' about the 24/7 outage of 2024/06"]) {
    assert.match(stepOf(brief(task, create), 'POST', '/repos/{owner}/{repo}/issues').text, /\/repos\/\{owner\}\/\{repo\}\/issues/);
  }
});

test('a keyword the spec offers for a value fills it when the task says it, and only then', () => {
  // Google Calendar: 'To access the primary calendar of the currently logged in user, use the "primary" keyword.'
  const events: Call[] = [['googleapis.com/calendar', 'GET', '/calendars/{calendarId}/events']];
  assert.match(stepOf(brief('List the events on my primary calendar this week', events), 'GET', '/calendars/{calendarId}/events').text, /\/calendars\/primary\/events/);
  assert.match(stepOf(brief('List the events on the team calendar this week', events), 'GET', '/calendars/{calendarId}/events').text, /\/calendars\/\{calendarId\}\/events/);
  // With the calendar list selected too, "my primary calendar" is still the keyword, not an id from the list.
  const withList: Call[] = [['googleapis.com/calendar', 'GET', '/users/me/calendarList'], ...events];
  const primary = stepOf(brief('List the events on my primary calendar this week', withList), 'GET', '/calendars/{calendarId}/events').text;
  assert.match(primary, /\/calendars\/primary\/events/);
  assert.doesNotMatch(primary, /calendarId ← step/);
  assert.match(stepOf(brief('List the events on the team calendar this week', withList), 'GET', '/calendars/{calendarId}/events').text, /calendarId ← step 1: items\[\]\.id/);
  // Descriptions as normalised spec text has them, their quotes gone: Gmail's "me" still reads as one; DocuSign's "request body" is no one word.
  const catalog = fixtureCatalog();
  const endpoint = endpointOf(catalog, 'googleapis.com/calendar', 'GET', '/calendars/{calendarId}/events');
  const step = buildStep(endpoint, catalog.apis.get(endpoint.apiKey)!, catalog.readDetail(endpoint), (name) => catalog.readSchema(endpoint.apiKey, name));
  const input = (description: string): StepInput => ({ name: 'userId', location: 'path', type: 'string', required: true, description, children: [] });
  assert.equal(givenValue('List my latest emails', input("The user's email address. The special value me can be used to indicate the authenticated user."), step), 'me');
  assert.equal(givenValue('Send the request now', input('A comma-separated list of IDs, or the special value request body . The method then uses the IDs in the request body.'), step), undefined);
});

test('auth facts apply per API where one provider\'s APIs differ, else per provider, each citing an https page', () => {
  assert.match(authFactsFor('microsoft.com/graph')?.source ?? '', /^https:\/\/learn\.microsoft\.com\//);
  assert.equal(authFactsFor('microsoft.com/cognitiveservices-Ocr'), undefined, 'Cognitive Services declare their own subscription key');
  assert.match(authFactsFor('amadeus.com/amadeus-hotel-search')?.lines.join(' ') ?? '', /client_credentials/);
  assert.equal(authFactsFor('twitter.com/current'), undefined, 'the v2 spec declares its schemes');
  for (const key of ['github.com', 'amazonaws.com', 'stripe.com', 'slack.com', 'openai.com', 'notion.com', 'microsoft.com/graph-beta']) {
    const facts = authFactsFor(key)!;
    assert.match(facts.source, /^https:\/\//, key);
    assert.ok(facts.lines.length > 0 && facts.summary.length > 0, key);
  }
});

test("AUTH says what the provider documents where the spec is silent or wrong, with its source; never None for a spec that says nothing", () => {
  const slack = section(brief('Invite a user', [['slack.com', 'POST', '/conversations.invite']]), 'AUTH');
  assert.match(slack, /per the provider's documentation \(https:\/\/api\.slack\.com\/web\)/);
  assert.match(slack, /credential in the (header|query) parameter "token"/, 'a token parameter is a credential');
  const stripe = section(brief('List customers', [['stripe.com', 'GET', '/v1/customers']]), 'AUTH');
  assert.match(stripe, /Authorization: Bearer <secret key>/);
  assert.match(stripe, /docs\.stripe\.com\/api\/authentication/);
  const notebooks = fixtureCatalog().resources.find((record): record is EndpointRecord => record.resourceType === 'endpoint' && record.apiKey === 'notebooks.dev');
  const silent = section(brief('Do it', [['notebooks.dev', notebooks!.method, notebooks!.path]]), 'AUTH');
  assert.doesNotMatch(silent, /\bNone\b/);
  assert.match(silent, /not (documented|stated)/);
});

test("Slack's errors come as HTTP 200 with ok: false, and GOTCHAS says so", () => {
  assert.match(section(brief('Post a message', [['slack.com', 'POST', '/chat.postMessage']]), 'GOTCHAS'), /check "ok"/);
});

test('returns list ids, references and status before the rest', () => {
  const text = stepOf(brief('Create an invoice', [['stripe.com', 'POST', '/v1/invoices']]), 'POST', '/v1/invoices').text;
  const fields = /fields: (.*)/.exec(text)![1].split(', ').map((field) => field.split(' ')[0]);
  assert.equal(fields[0], 'id', fields.join(' '));
});

test("an account's name in a path is its handle: GitHub's owner ← owner.login; the fields a later step takes are listed first", () => {
  const text = brief('Open an issue in the most starred Rust repository', [
    ['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/issues'],
    ['github.com/api.github.com', 'GET', '/search/repositories'],
  ]);
  assert.match(text, /- owner ← step 1: items\[\]\.owner\.login\n\s+- repo ← step 1: items\[\]\.name\n/);
  const fields = /fields: (.*)/.exec(stepOf(text, 'GET', '/search/repositories').text)![1].split(', ').map((field) => field.split(' ')[0]);
  assert.deepEqual(fields.slice(0, 2), ['items[].name', 'items[].owner.login']);
});

test('FIT names an id the task names only by name, and takes one the task gives', () => {
  const add: Call[] = [['spotify.com', 'POST', '/playlists/{playlist_id}/tracks']];
  const fit = section(brief("Add a song to the playlist 'Chill Vibes'", add), 'FIT');
  assert.match(fit, /^FIT: Partially\n- no selected step produces playlist_id/);
  assert.ok(fit.includes(`add GET /me/playlists (id ${endpointOf(fixtureCatalog(), 'spotify.com', 'GET', '/me/playlists').id})`), fit);
  assert.match(section(brief('Add a song to playlist 3cEYpjA9oz9GiPac4AsH4n', add), 'FIT'), /^FIT: Fully/);
});

test('FIT is not Fully when the selected call is for testing the real one, unless the task asks to test', () => {
  const sandbox: Call[] = [['plaid.com', 'POST', '/sandbox/public_token/create']];
  assert.match(section(brief('Create a public token for a bank item', sandbox), 'FIT'),
    /^FIT: Partially\n- step 1 \(POST \/sandbox\/public_token\/create\) is for testing the real call \(a sandbox or test operation\), not the call itself; the catalog's best call for it is /);
  assert.match(section(brief('Create a sandbox public token for a test bank item', sandbox), 'FIT'), /^FIT: Fully/);
});

test('FIT is not Fully when no selected call does what the task asks, and names the catalog call that would', () => {
  const text = brief("Charge a customer's credit card 20 USD", [['slack.com', 'POST', '/chat.postMessage']]);
  assert.match(section(text, 'FIT'), /^FIT: (None|Partially)\n- no selected call (serves this task|does what the task asks); the catalog's best call for it is (GET|POST|PUT|PATCH|DELETE) \S+ \(.*, id urn:service:endpoint:v1:/);
  assert.match(section(brief('Translate a poem into Klingon', [['petstore.example', 'GET', '/health']]), 'FIT'), /^FIT: None\n- no selected call serves this task/, 'nothing of the task in the call or its API');
  assert.doesNotMatch(section(brief('Post the release notes to the #releases channel', [['slack.com', 'POST', '/chat.postMessage']]), 'FIT'), /None/);
});

test('each step has a ready request: full URL, the task\'s own values, placeholders naming what threading fills, nested form fields in brackets', () => {
  const github = brief("Open an issue titled 'Crash on start' in the most starred Rust repository", [
    ['github.com/api.github.com', 'GET', '/search/repositories'],
    ['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/issues'],
  ]);
  assert.match(stepOf(github, 'POST', '/repos/{owner}/{repo}/issues').text, /Request:\n\s+POST https:\/\/api\.github\.com\/repos\/\{owner\}\/\{repo\}\/issues\n\s+Content-Type: application\/json\n\s+\{"title":"Crash on start"\}\n/);
  const stripe = brief('Bill the customer jane@acme.com on a new invoice with automatic tax', [
    ['stripe.com', 'GET', '/v1/customers'],
    ['stripe.com', 'POST', '/v1/invoices'],
  ]);
  const invoice = stepOf(stripe, 'POST', '/v1/invoices').text;
  assert.match(invoice, /Request:\n\s+POST https:\/\/api\.stripe\.com\/v1\/invoices\n\s+Content-Type: application\/x-www-form-urlencoded\n/);
  assert.match(invoice, /automatic_tax\[enabled\]=<automatic_tax\.enabled>/);
  assert.match(invoice, /customer=<customer from step 1: data\[\]\.id>/);
  assert.doesNotMatch(stripe, /https:\/\/api\.stripe\.com\/\//);
  const slack = brief('Invite jane@acme.com to the #design channel', [
    ['slack.com', 'GET', '/users.lookupByEmail'],
    ['slack.com', 'GET', '/conversations.list'],
    ['slack.com', 'POST', '/conversations.invite'],
  ]);
  assert.match(stepOf(slack, 'GET', '/users.lookupByEmail').text, /GET https:\/\/slack\.com\/api\/users\.lookupByEmail\?token=<token>&email=jane%40acme\.com\n/);
});

test('where data leaves the order free, a step goes where the task names what sets it apart from the other steps', () => {
  // Both calls act on the same issue; only "comment" tells them apart, and the task closes it first.
  const closeThenComment: Call[] = [['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/issues/{issue_number}/comments'], ['github.com/api.github.com', 'PATCH', '/repos/{owner}/{repo}/issues/{issue_number}']];
  const text = brief("Close issue 42 in acme/widgets and leave a comment 'Fixed in 3.1'", closeThenComment);
  assert.ok(stepOf(text, 'PATCH', '/repos/{owner}/{repo}/issues/{issue_number}').n < stepOf(text, 'POST', '/repos/{owner}/{repo}/issues/{issue_number}/comments').n);
  const reversed = brief("Leave a comment 'Closing as fixed' on issue 42 in acme/widgets, then close it", closeThenComment);
  assert.ok(stepOf(reversed, 'POST', '/repos/{owner}/{repo}/issues/{issue_number}/comments').n < stepOf(reversed, 'PATCH', '/repos/{owner}/{repo}/issues/{issue_number}').n);
});

test('a lookup whose words the task never uses goes where the task names what it feeds', () => {
  // Neither lookup's name is in the task; the channel list feeds `channel`, named after the address.
  const calls: Call[] = [['slack.com', 'POST', '/conversations.invite'], ['slack.com', 'GET', '/conversations.list'], ['slack.com', 'GET', '/users.lookupByEmail']];
  const text = brief('Invite jane@acme.com to the #design channel', calls);
  assert.ok(stepOf(text, 'GET', '/users.lookupByEmail').n < stepOf(text, 'GET', '/conversations.list').n);
  const channelFirst = brief('Put the #design channel in front of jane@acme.com by inviting her', calls);
  assert.ok(stepOf(channelFirst, 'GET', '/conversations.list').n < stepOf(channelFirst, 'GET', '/users.lookupByEmail').n);
});

test('an optional body without fields is not documented: no body and no form gotcha for a GET that declares one', () => {
  const text = brief('Find the customer jane@acme.com', [['stripe.com', 'GET', '/v1/customers']]);
  assert.doesNotMatch(stepOf(text, 'GET', '/v1/customers').text, /Request body/);
  assert.doesNotMatch(section(text, 'GOTCHAS'), /form-encoded/);
  // A body with fields still is.
  assert.match(brief('Create an invoice', [['stripe.com', 'POST', '/v1/invoices']]), /sends a form-encoded body/);
});

test('an id deep in a body is threaded from the step that lists that thing, and does not move the steps', () => {
  const calls: Call[] = [['xero.com/xero_accounting', 'PUT', '/Invoices'], ['xero.com/xero_accounting', 'GET', '/Contacts']];
  const text = brief("Raise a sales invoice to the contact 'Acme Ltd' for 10 hours of consulting", calls);
  const steps = section(text, 'STEPS');
  assert.match(steps, /^1\. GET \/Contacts/m);
  assert.match(stepOf(text, 'PUT', '/Invoices').text, /Invoices\[\]\.Contact\.ContactID ← step 1: Contacts\[\]\.ContactID/);
  // A line item's own id names no thing GET /Contacts lists: nothing threads it.
  assert.doesNotMatch(steps, /LineItemID ←/);
});

test('an optional name a write sets is the caller\'s, not copied from another answer', () => {
  const steps = section(brief('Create a pet like the ones we have', [['petstore.example', 'GET', '/pets'], ['petstore.example', 'POST', '/pets']]), 'STEPS');
  assert.doesNotMatch(steps, /category\.name ←/, 'the new pet\'s optional category name is the caller\'s');
  // So is the new pet's own name, though the create requires it (see the next test).
  assert.doesNotMatch(steps, /- name ←/);
});

test('a bare id inside a body object is that object\'s: the vet\'s id is not taken from a list of pets', () => {
  const text = brief('Book a visit for the pet Rex', [['petstore.example', 'POST', '/visits'], ['petstore.example', 'GET', '/pets']]);
  const visit = stepOf(text, 'POST', '/visits').text;
  assert.match(visit, /petId ← step 1: \[\]\.id/);
  assert.doesNotMatch(visit, /vet\.id ←/);
});

test('an id no call of its API returns is the caller\'s own: said, but the selection is still Fully', () => {
  // No S3 call returns an object key: the caller chooses it when storing.
  const fit = section(brief('Store a file in an S3 bucket', [['amazonaws.com/s3', 'PUT', '/{Bucket}/{Key}']]), 'FIT');
  assert.match(fit, /^FIT: Fully\n/);
  assert.match(fit, /the caller supplies Key \(path\) for step 1 \(PUT \/\{Bucket\}\/\{Key\}\): no call of its API returns it/);
});

test('a missing id names the lookup under the same parent that returns it', () => {
  const fit = section(brief("Delete tomorrow's 'Sprint Planning' event from the team calendar", [['googleapis.com/calendar', 'DELETE', '/calendars/{calendarId}/events/{eventId}']]), 'FIT');
  assert.match(fit, /^FIT: Partially\n/);
  assert.match(fit, /- no selected step produces eventId \(path\) for step 1 \(DELETE \/calendars\/\{calendarId\}\/events\/\{eventId\}\); add GET \/calendars\/\{calendarId\}\/events \(id /);
});

test('a brief reads each operation once while its step is kept; after forgetSteps it reads from the snapshot again, with the same brief', () => {
  const base = fixtureCatalog();
  let reads = 0;
  const catalog: Catalog = { ...base, readDetail: (endpoint) => { reads++; return base.readDetail(endpoint); } };
  const resources = [{ id: endpointOf(catalog, 'spotify.com', 'GET', '/me/playlists').id, type: 'endpoint' as const }];
  const first = integrate(catalog, { task: 'list my playlists', resources });
  const readsFirst = reads;
  assert.ok(readsFirst > 0);
  assert.deepEqual(integrate(catalog, { task: 'list my playlists', resources }), first);
  assert.equal(reads, readsFirst, 'the kept step answers');
  forgetSteps(catalog);
  assert.deepEqual(integrate(catalog, { task: 'list my playlists', resources }), first);
  assert.equal(reads, readsFirst * 2, 'read again, as on a fresh start');
});

test('a body media list that spells out a wildcard is shown as the choice it is, not as its first type', () => {
  // Gmail's users.messages.send, as APIs.guru converts it: twenty message/* types, none JSON.
  const gmail = ['message/cpim', 'message/delivery-status', 'message/disposition-notification', 'message/external-body', 'message/feedback-report',
    'message/global', 'message/global-delivery-status', 'message/global-disposition-notification', 'message/global-headers', 'message/http',
    'message/imdn+xml', 'message/news', 'message/partial', 'message/rfc822', 'message/s-http', 'message/sip', 'message/sipfrag',
    'message/tracking-status', 'message/vnd.si.simp', 'message/vnd.wfa.wsc'].map((mediaType) => ({ mediaType }));
  const chosen = preferredMedia(gmail)!.mediaType;
  assert.match(chosen, /^one of 20 message\/\* types \(message\/cpim, /);
  assert.ok(chosen.includes('message/rfc822'), 'the type an email is sent as is named');
  assert.equal(preferredMedia([{ mediaType: 'text/plain' }, ...gmail, { mediaType: 'application/json' }])!.mediaType, 'application/json', 'JSON, when offered, is the one');
  assert.equal(preferredMedia([{ mediaType: 'application/xml' }, { mediaType: 'text/xml' }])!.mediaType, 'application/xml', 'a short list is no wildcard');
  assert.match(preferredMedia(['application/pdf', 'application/postscript', 'image/jpeg', 'image/png', 'image/svg+xml'].map((mediaType) => ({ mediaType })))!.mediaType,
    /^one of 5 media types \(application\/pdf, /);
});

test('a thing the task names by name, whose id a step takes and no selected step lists, makes the fit Partial and names the lookup', () => {
  const task = "Raise an invoice to the contact 'Acme Ltd' for 10 hours of consulting";
  const alone = section(brief(task, [['xero.com/xero_accounting', 'PUT', '/Invoices']]), 'FIT');
  assert.match(alone, /^FIT: Partially\n/);
  assert.match(alone, /- the task names the contact "Acme Ltd", but no selected step finds its id for Invoices\[\]\.Contact\.ContactID \(body\) for step 1 \(PUT \/Invoices\); add GET \/Contacts \(id /);
  // With the lookup selected, the id is threaded from it: nothing is missing.
  assert.match(section(brief(task, [['xero.com/xero_accounting', 'GET', '/Contacts'], ['xero.com/xero_accounting', 'PUT', '/Invoices']]), 'FIT'), /^FIT: Fully\n/);
  // Only a name right beside the thing names it: here "releases" is the channel's.
  assert.match(section(brief("Invite jane to the channel 'releases'", [['slack.com', 'POST', '/conversations.invite']]), 'FIT'), /the task names the channel "releases", but no selected step finds its id for channel \(body\)/);
});

test('a name the input itself takes is the value, not a missing id: Slack posts to "#releases" by name', () => {
  assert.match(section(brief("Post 'deploy done' to the #releases channel", [['slack.com', 'POST', '/chat.postMessage']]), 'FIT'), /^FIT: Fully\n/);
});

test('a ready request sends no "#…" of the spec path and fills a parameter whose schema allows one value', () => {
  const request = brief('Start a multipart upload of a large file to S3', [['amazonaws.com/s3', 'POST', '/{Bucket}/{Key}#uploads']]).split('Request:\n')[1].split('\n')[0].trim();
  // The spec keys the operation `/{Bucket}/{Key}#uploads`; what is sent is its declared `uploads` parameter, whose enum is [true].
  assert.equal(request, 'POST https://s3.amazonaws.com/{Bucket}/{Key}?uploads=true');
});

test('a field the body requires is required when the body is sent, even where the spec leaves the body optional', () => {
  // Slack's chat.postMessage: the spec's form body is optional, its schema requires `channel`.
  const text = brief("Post 'deploy done' to the #releases channel", [['slack.com', 'POST', '/chat.postMessage']]);
  assert.match(text, /Request body: application\/x-www-form-urlencoded, optional\n/);
  assert.match(text, /\n {5}- channel \(string, required\)/);
  assert.match(text.split('Request:\n')[1], /channel=%23releases/, 'the ready request sends it');
});

test('AUTH: schemes required together that carry one Bearer token are one credential; where any listed scope will do, the scopes every call shares', () => {
  // Google's specs require Oauth2 (implicit flow) and Oauth2c (authorization code) together, and list scopes any one of which will do.
  const google = {
    key: 'googleapis.com/calendar', title: 'Calendar API', authFacts: authFactsFor('googleapis.com/calendar'),
    securitySchemes: {
      Oauth2: { name: 'Oauth2', type: 'oauth2', flows: [{ flow: 'implicit', authorizationUrl: 'https://accounts.google.com/o/oauth2/auth', scopes: [] }] },
      Oauth2c: { name: 'Oauth2c', type: 'oauth2', flows: [{ flow: 'authorizationCode', authorizationUrl: 'https://accounts.google.com/o/oauth2/auth', tokenUrl: 'https://accounts.google.com/o/oauth2/token', scopes: [] }] },
    },
  };
  const stepWith = (scopes: string[]) => ({ api: google, endpoint: { path: '/calendars/{calendarId}/events', name: 'Calendar events list' }, inputs: [], detail: { securityDocumented: true, security: [[{ scheme: 'Oauth2', scopes }, { scheme: 'Oauth2c', scopes }]] } }) as unknown as Step;
  const read = ['https://www.googleapis.com/auth/calendar', 'https://www.googleapis.com/auth/calendar.readonly'];
  const [alone] = authSection([stepWith(read)]);
  const text = alone.lines.join('\n');
  assert.match(text, /\nOauth2 \/ Oauth2c: OAuth 2 access token in header "Authorization: Bearer <token>"\n {2}flow implicit: .*\n {2}flow authorizationCode: .*token URL https:\/\/accounts\.google\.com\/o\/oauth2\/token\n/);
  assert.ok(!text.includes('together with the next'), 'one token, not two');
  assert.match(text, /scopes \(any one of them serves every selected call\): https:\/\/www\.googleapis\.com\/auth\/calendar, https:\/\/www\.googleapis\.com\/auth\/calendar\.readonly/);
  // A write beside the read: only the scope both list serves both.
  const [both] = authSection([stepWith(read), stepWith(['https://www.googleapis.com/auth/calendar', 'https://www.googleapis.com/auth/calendar.events'])]);
  assert.match(both.lines.join('\n'), /scopes required: https:\/\/www\.googleapis\.com\/auth\/calendar$/m);
});

test('an array of objects in a body shows its items\' fields: as one item in a JSON skeleton, as the first index in a form', () => {
  const text = brief('Create an invoice for customer cus_123 with custom fields', [['stripe.com', 'POST', '/v1/invoices']]);
  assert.match(text, /\n {9}custom_fields\[\]\.name \(string, required\)\n/);
  assert.match(text.split('Request:\n')[1], /custom_fields\[0\]\[name\]=<custom_fields\[\]\.name>&custom_fields\[0\]\[value\]=<custom_fields\[\]\.value>/);
});

test('phone numbers the task gives fill a text\'s recipient and, after "from", its sender', () => {
  const request = brief('Text +14155550123 that the order shipped, from +14155550100', [['twilio.com/api', 'POST', '/2010-04-01/Accounts/{AccountSid}/Messages.json']]).split('Request:\n')[1];
  assert.match(request, /To=%2B14155550123/);
  assert.match(request, /From=%2B14155550100/);
  // Two numbers and no "from": which is whose is not said, so neither is guessed.
  assert.match(brief('Text +14155550123 and +14155550199', [['twilio.com/api', 'POST', '/2010-04-01/Accounts/{AccountSid}/Messages.json']]).split('Request:\n')[1], /To=<To>/);
});

test('a body that is a thing another step returns takes that thing\'s id from it: Jira\'s assignee body is a User, its accountId from user search', () => {
  const calls: Call[] = [['atlassian.com/jira', 'PUT', '/rest/api/3/issue/{issueIdOrKey}/assignee'], ['atlassian.com/jira', 'GET', '/rest/api/3/user/search'], ['atlassian.com/jira', 'GET', '/rest/api/3/search']];
  const text = brief('Give the open bugs of project MOBILE to jane@acme.com', calls);
  const assign = stepOf(text, 'PUT', '/rest/api/3/issue/{issueIdOrKey}/assignee');
  const users = stepOf(text, 'GET', '/rest/api/3/user/search');
  assert.match(assign.text, new RegExp(`- accountId ← step ${users.n}: \\[\\]\\.accountId`));
  // The same User's other fields are the caller's, and its retired `key` is no id to send.
  const threading = assign.text.slice(assign.text.indexOf('Threading:'));
  assert.doesNotMatch(threading, /displayName ←|key ←|avatarUrls/);
  assert.match(assign.text, /issueIdOrKey ← step \d+: issues\[\]\.(key|id)/);
});

test('a request sends no field its schema marks readOnly; the answer still lists them', () => {
  const text = brief('Assign issue MOBILE-12 to Jane', [['atlassian.com/jira', 'PUT', '/rest/api/3/issue/{issueIdOrKey}/assignee']]);
  const body = text.slice(text.indexOf('Request body:'), text.indexOf('Request:\n'));
  // Jira's User: the server sets displayName, emailAddress, self and the rest; a client sends the accountId.
  assert.match(body, /- accountId \(/);
  assert.doesNotMatch(body, /displayName|emailAddress|avatarUrls|self \(/);
  const step = stepOf(brief('Find the user jane@acme.com', [['atlassian.com/jira', 'GET', '/rest/api/3/user/search']]), 'GET', '/rest/api/3/user/search');
  assert.match(step.text, /displayName/);
});

test('the task order reads what only one step has, and no one-letter word: "Radiohead\'s top tracks" names the top-tracks call, not every name with a possessive', () => {
  const playlists = orderStep('GET', '/me/playlists', "Get the current user's playlists");
  const topTracks = orderStep('GET', '/artists/{id}/top-tracks', "Get an artist's top tracks");
  const add = orderStep('POST', '/playlists/{playlist_id}/tracks', 'Add items to a playlist');
  const priority = taskOrder("Add Radiohead's top tracks to my playlist", [playlists, topTracks, add], []);
  assert.ok(priority[1] < priority[0], `top tracks ${priority[1]} before playlists ${priority[0]}`);
  // Three steps, "invoice" in two: the one only the finalize call has ("finalize") says where it goes.
  const invoice = orderStep('POST', '/v1/invoices', 'Create an invoice');
  const finalize = orderStep('POST', '/v1/invoices/{invoice}/finalize', 'Finalize an invoice');
  const customers = orderStep('GET', '/v1/customers', 'List all customers');
  const order = taskOrder('Put a new invoice on the customer jane@acme.com and finalize it', [finalize, invoice, customers], []);
  assert.ok(order[1] < order[0], `the invoice ${order[1]} before its finalize ${order[0]}`);
});

test("a search result's guide and the brief's AUTH say the same credentials: a form body's api_key where the spec declares no scheme", () => {
  const catalog = fixtureCatalog();
  const send = endpointOf(catalog, 'nexmo.com/sms', 'POST', '/{format}');
  assert.match(send.evaluateGuide, /requires a credential in the body field "api_key" and the body field "api_secret" \(the spec declares no scheme\)/);
  assert.doesNotMatch(send.evaluateGuide, /authentication not documented/);
  const auth = section(brief('Text +14155550123 that the order shipped', [['nexmo.com/sms', 'POST', '/{format}']], catalog), 'AUTH');
  assert.match(auth, /api_key: credential in the body field "api_key", required/);
  assert.match(auth, /api_secret: credential in the body field "api_secret"/);
  assert.doesNotMatch(auth, /not documented/);
});


test("the caller's credentials a body carries go in the ready request, required or not; a message's quoted text fills one text field", () => {
  const catalog = fixtureCatalog();
  const send = stepOf(brief("Send the SMS 'Your code is 1234' to +14155550123", [['nexmo.com/sms', 'POST', '/{format}']], catalog), 'POST', '/{format}').text;
  assert.match(send, /api_key=<api_key>&api_secret=<api_secret>&/, 'the optional secret too: AUTH says it goes in the body');
  assert.match(send, /&text=Your%20code%20is%201234\b/, 'the SMS\'s quoted text is its text');
  assert.doesNotMatch(send, /&body=/, 'and not also the binary body');
});

test("a bare string `key` in a body is the caller's credential where the spec declares no scheme; a thing's name is the quoted value after that thing: Mandrill's template", () => {
  const catalog = fixtureCatalog();
  const template = endpointOf(catalog, 'mandrillapp.com', 'POST', '/messages/send-template.json');
  assert.match(template.evaluateGuide, /requires a credential in the body field "key" \(the spec declares no scheme\)/);
  const text = brief("Send the Mandrill template 'welcome' to jane@example.com", [['mandrillapp.com', 'POST', '/messages/send-template.json']], catalog);
  assert.match(section(text, 'AUTH'), /key: credential in the body field "key"/);
  const request = stepOf(text, 'POST', '/messages/send-template.json').text;
  assert.match(request, /"key":"<key>"/);
  assert.match(request, /"template_name":"welcome"/);
  assert.match(request, /"to":\[\{"email":"jane@example.com"\}\]/);
});

test("a value written after \"id\" is the thing's id itself, not a name FIT must find an id for: \"upsert a vector with id 'doc-1'\"", () => {
  const values = namedValues("Create an index named 'docs', upsert a vector with id 'doc-1' into it and tag the 'VIP' contact list").map((named) => named.value);
  assert.deepEqual(values, ['docs', 'VIP']);
});

test("a path value the spec allows one of is that value in every step, threaded from none: Buffer's {mediaTypeExtension} is .json", () => {
  const text = brief("Schedule the post 'We are live!' on our Twitter profile in Buffer", [['bufferapp.com', 'GET', '/profiles{mediaTypeExtension}'], ['bufferapp.com', 'POST', '/updates/create{mediaTypeExtension}']]);
  const create = stepOf(text, 'POST', '/updates/create{mediaTypeExtension}').text;
  assert.match(create, /POST https:\/\/api\.bufferapp\.com\/1\/updates\/create\.json/);
  assert.doesNotMatch(create, /mediaTypeExtension ←/);
});

test('a host name written after its thing is given, each step taking the one its own clause writes: the domain of the project, then the domain of the record', () => {
  const text = brief('Add the domain shop.example.com to my Vercel project storefront-2, then create a DNS record on the domain example.com', [['vercel.com', 'POST', '/v10/projects/{idOrName}/domains'], ['vercel.com', 'POST', '/v2/domains/{domain}/records']]);
  assert.match(stepOf(text, 'POST', '/v10/projects/{idOrName}/domains').text, /POST https:\/\/api\.vercel\.com\/v10\/projects\/storefront-2\/domains\n.*\n\s*\{"name":"shop\.example\.com"\}/);
  const record = stepOf(text, 'POST', '/v2/domains/{domain}/records').text;
  assert.match(record, /POST https:\/\/api\.vercel\.com\/v2\/domains\/example\.com\/records/, 'its own clause\'s domain, not the first one the task writes');
  assert.doesNotMatch(record, /domain ←/, 'a domain the task gives is threaded from no step');
});

test("a create named by its verb makes a thing of the collection above it; a value written as name:tag after its thing is given: Docker's container", () => {
  const text = brief('Create a container named web from the image nginx:latest and start it', [['docker.com/engine', 'POST', '/containers/{id}/start'], ['docker.com/engine', 'POST', '/containers/create']]);
  assert.match(section(text, 'FIT'), /FIT: Fully/, 'the start takes the id the create answers with: no lookup is missing');
  assert.match(section(text, 'STEPS'), /^1\. POST \/containers\/create /m);
  assert.match(stepOf(text, 'POST', '/containers/{id}/start').text, /- id ← step 1: Id\n/);
  assert.match(stepOf(text, 'POST', '/containers/create').text, /"Image":"nginx:latest"/);
});

test("a repository made is named by its own name, not its organization's handle beside it: create a repo, then open an issue in it", () => {
  const text = brief("Create a repository called infra-2 in the acme-corp organisation, then open an issue titled 'Set up CI' in it", [['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/issues'], ['github.com/api.github.com', 'POST', '/orgs/{org}/repos']]);
  const issue = stepOf(text, 'POST', '/repos/{owner}/{repo}/issues').text;
  assert.match(issue, /- repo ← step 1: name\n/);
  assert.match(issue, /- owner ← step 1: owner\.login\n/);
});

test("a search's quoted terms are its query; a quoted name picks by the things' own names, not their owners' handles: Giphy", () => {
  const text = brief("Search Giphy for 'happy cat' GIFs and fetch the first result by its id", [['giphy.com', 'GET', '/gifs/{gifId}'], ['giphy.com', 'GET', '/gifs/search']]);
  assert.match(stepOf(text, 'GET', '/gifs/search').text, /GET https:\/\/api\.giphy\.com\/v1\/gifs\/search\?q=happy%20cat/);
  const fetch = stepOf(text, 'GET', '/gifs/{gifId}').text;
  assert.match(fetch, /- gifId ← step 1: data\[\]\.id/);
  assert.doesNotMatch(fetch, /username ==/, 'the terms are no uploader\'s handle');
});

test("what a message or a note says is its text, not its name: Ably's message, a CRM note", () => {
  const publish = stepOf(brief("Publish the message 'deploy finished' on the Ably channel 42", [['ably.io/platform', 'POST', '/channels/{channel_id}/messages']]), 'POST', '/channels/{channel_id}/messages').text;
  assert.doesNotMatch(publish, /"name":"deploy finished"/);
  assert.match(publish, /POST https:\/\/rest\.ably\.io\/channels\/42\/messages/);
  assert.doesNotMatch(publish, /"name":"42"/, 'the channel\'s id names no message');
  assert.match(stepOf(brief("Publish a message named 'deploy' on the Ably channel 42", [['ably.io/platform', 'POST', '/channels/{channel_id}/messages']]), 'POST', '/channels/{channel_id}/messages').text, /"name":"deploy"/, 'unless the task names it');
});

test("an address the task gives goes to the one field of a list named for it: Apideck's lead `emails[].email`, not `addresses[].email`", () => {
  const lead = stepOf(brief('Create a lead for jane@acme.com in our CRM through Apideck', [['apideck.com/crm', 'POST', '/crm/leads']]), 'POST', '/crm/leads').text;
  assert.match(lead, /"emails":\[\{"email":"jane@acme\.com"\}\]/);
  assert.doesNotMatch(lead, /"addresses"/);
});

test('a step the task names by none of its words goes where the task says what it does: "Create a Vimeo showcase" is "Create an album"', () => {
  const add = orderStep('PUT', '/me/albums/{album_id}/videos/{video_id}', 'Add a specific video to an album');
  const create = orderStep('POST', '/me/albums', 'Create an album');
  const [adding, creating] = taskOrder("Create a Vimeo showcase named 'Demos' and add video 123456 to it", [add, create], []);
  assert.ok(creating < adding, `the create ${creating}, then the add ${adding}`);
});

test("a value a required input takes goes into an optional one too only where the task speaks of it: a fine-tune's training file, not also its validation file", () => {
  const text = brief('Upload training.jsonl to OpenAI and start a fine-tune on it', [['openai.com', 'POST', '/fine-tunes'], ['openai.com', 'POST', '/files']]);
  const tune = stepOf(text, 'POST', '/fine-tunes').text;
  assert.match(tune, /- training_file ← step 1: id\n/);
  assert.doesNotMatch(tune, /validation_file ←/);
  assert.match(stepOf(brief('Upload data.jsonl to OpenAI and start a fine-tune with it as both training and validation file', [['openai.com', 'POST', '/fine-tunes'], ['openai.com', 'POST', '/files']]), 'POST', '/fine-tunes').text,
    /- validation_file ← step 1: id\n/, 'where the task asks for it, both');
});

test("the caller's credential takes a value written after its own name only, never one written after a thing: Slack's files.upload `token`", () => {
  const upload = stepOf(brief('Upload report.pdf to the Slack channel C024BE91L', [['slack.com', 'POST', '/files.upload']]), 'POST', '/files.upload').text;
  assert.doesNotMatch(upload, /token=report\.pdf/);
  assert.match(upload, /channels=C024BE91L/);
});

test("a path parameter picks a thing of the collection right before it, whatever it is called: Files.com's /folders/{path} takes the folder the task names; a flag takes nothing", () => {
  const create = stepOf(brief('Create the folder reports/2026 on Files.com', [['files.com', 'POST', '/folders/{path}']]), 'POST', '/folders/{path}').text;
  assert.match(create, /POST https:\/\/app\.files\.com\/api\/rest\/v1\/folders\/reports%2F2026\n/);
  assert.doesNotMatch(create, /mkdir_parents=reports/, 'a boolean is no folder');
});

test("an API that versions each endpoint on its own keeps one tree of things: Vercel's cancel of /v12/deployments/{id} takes an id listed by /v6/deployments", () => {
  const text = brief('Find the most recent deployment of my Vercel project and cancel it', [['vercel.com', 'PATCH', '/v12/deployments/{id}/cancel'], ['vercel.com', 'GET', '/v6/deployments']]);
  assert.match(section(text, 'STEPS'), /^1\. GET \/v6\/deployments /m);
  assert.match(stepOf(text, 'PATCH', '/v12/deployments/{id}/cancel').text, /- id ← step 1: deployments\[\]\.uid/, 'a deployment is known by its uid');
});

test("a path parameter named as a field of the things another step lists takes that field: Twilio's {Sid} ← services[].sid", () => {
  const calls: Call[] = [['twilio.com/twilio_verify_v2', 'GET', '/v2/Services/{Sid}'], ['twilio.com/twilio_verify_v2', 'GET', '/v2/Services']];
  const text = brief('List our Verify services and fetch the first one', calls);
  assert.match(section(text, 'STEPS'), /^1\. GET \/v2\/Services \(/m, 'the list first, though the fetch was asked for first');
  assert.match(stepOf(text, 'GET', '/v2/Services/{Sid}').text, /- Sid ← step 1: services\[\]\.sid/);
  // Nothing the list takes is the fetched service's: no threading goes the other way.
  assert.match(stepOf(text, 'GET', '/v2/Services').text, /Threading: None/);
});

test('a name run together from a thing and its attribute refers to both: GitHub\'s {username} is a user\'s handle, ← [].login', () => {
  const calls: Call[] = [['github.com/api.github.com', 'GET', '/users/{username}/repos'], ['github.com/api.github.com', 'GET', '/users']];
  const text = brief('List GitHub users and then the repositories of one of them', calls);
  assert.match(section(text, 'STEPS'), /^1\. GET \/users \(/m);
  assert.match(stepOf(text, 'GET', '/users/{username}/repos').text, /- username ← step 1: \[\]\.login/);
});

test('a change to one of the listed things sets its fields: no optional body value is copied from that same thing', () => {
  const calls: Call[] = [['apache.org/airflow', 'PATCH', '/connections/{connection_id}'], ['apache.org/airflow', 'GET', '/connections']];
  const text = brief("Change the host of the Airflow connection 'warehouse_db' to db2.internal", calls);
  const patch = stepOf(text, 'PATCH', '/connections/{connection_id}').text;
  assert.match(patch, /- connection_id ← step 1: connections\[\]\.connection_id/, 'the path takes the listed connection');
  assert.doesNotMatch(patch, /login ←/, "the connection's current login is not sent back as its new one");
  assert.equal(patch.match(/←/g)?.length, 1, 'nor is its id copied into the body');
});

test("a path parameter picking one of a collection's things takes their identifier where no name links them: 1Password's {vaultUuid} ← [].id", () => {
  const calls: Call[] = [['1password.local/connect', 'GET', '/vaults/{vaultUuid}'], ['1password.local/connect', 'GET', '/vaults']];
  const text = brief('List the vaults and get the details of one of them', calls);
  assert.match(section(text, 'STEPS'), /^1\. GET \/vaults \(/m, 'the list first, though the get was asked for first');
  assert.match(stepOf(text, 'GET', '/vaults/{vaultUuid}').text, /- vaultUuid ← step 1: \[\]\.id/);
  assert.match(section(text, 'FIT'), /^FIT: Fully/m);
});

test("a path parameter picking the thing a create made takes the made thing's identifier where no name links them: 1Password's {itemUuid} ← id", () => {
  const calls: Call[] = [['1password.local/connect', 'GET', '/vaults/{vaultUuid}/items/{itemUuid}'], ['1password.local/connect', 'POST', '/vaults/{vaultUuid}/items']];
  const text = brief('Add a login item to our team vault and then read it back', calls);
  assert.match(section(text, 'STEPS'), /^1\. POST \/vaults\/\{vaultUuid\}\/items \(/m, 'the create first, though the get was asked for first');
  const get = stepOf(text, 'GET', '/vaults/{vaultUuid}/items/{itemUuid}').text;
  assert.match(get, /- itemUuid ← step 1: id\b/);
  // The made item's own answer is one object: no field of another object in it (its `vault.id`) is taken for the item.
  assert.doesNotMatch(get, /itemUuid ← step 1: vault\./);
});

test("a path parameter whose name says no field takes the one identifier the thing holds: figshare's {article_id} ← entity_id of the create, Superset's {pk} ← result[].id of the list", () => {
  const made = brief('Create a private article and then get its details', [['figshare.com', 'GET', '/account/articles/{article_id}'], ['figshare.com', 'POST', '/account/articles']]);
  assert.match(section(made, 'STEPS'), /^1\. POST \/account\/articles \(/m, 'the create first, though the get was asked for first');
  assert.match(stepOf(made, 'GET', '/account/articles/{article_id}').text, /- article_id ← step 1: entity_id\n/);
  const listed = brief('List the CSS templates and change the CSS of one of them', [['superset.apache.local/superset', 'PUT', '/css_template/{pk}'], ['superset.apache.local/superset', 'GET', '/css_template/']]);
  assert.match(section(listed, 'STEPS'), /^1\. GET \/css_template\/ \(/m, 'the list first, though the change was asked for first');
  const put = stepOf(listed, 'PUT', '/css_template/{pk}').text;
  assert.match(put, /- pk ← step 1: result\[\]\.id\n/);
  // The list's `ids` is every id at once, an array: not the one thing's.
  assert.equal(put.match(/←/g)?.length, 1, 'the css and the name are the caller\'s new ones');
});

test("a header sent in its provider's namespace is the value named without it: Xero's xero-tenant-id ← [].tenantId of the connections", () => {
  const text = brief("In Xero, list the contacts of our organisation", [['xero.com/xero_accounting', 'GET', '/Contacts'], ['xero.com/xero-identity', 'GET', '/Connections']]);
  assert.match(section(text, 'STEPS'), /^1\. GET \/Connections \(/m, 'the connections first, though the contacts were asked for first');
  assert.match(stepOf(text, 'GET', '/Contacts').text, /- xero-tenant-id ← step 1: \[\]\.tenantId\n/);
});

test("a value whose description opens with a thing's identifier refers to that thing: Google Calendar's move takes its destination ← items[].id of the calendar list", () => {
  const text = brief("Move the event 'Sprint Planning' from my primary calendar to the shared calendar named 'Team Engineering'", [['googleapis.com/calendar', 'POST', '/calendars/{calendarId}/events/{eventId}/move'], ['googleapis.com/calendar', 'GET', '/users/me/calendarList']]);
  assert.match(section(text, 'STEPS'), /^1\. GET \/users\/me\/calendarList \(/m, 'the calendars first, though the move was asked for first');
  // The calendar is the one the task names beside "calendar", not the event named beside "event".
  assert.match(stepOf(text, 'POST', '/calendars/{calendarId}/events/{eventId}/move').text, /- destination ← step 1: items\[\]\.id, of the item where items\[\]\.summary == "Team Engineering"\n/);
});

test("a handle the task gives is sent as given, and the lists the task calls its own are the signed-in user's: X's add-a-list-member", () => {
  const calls: Call[] = [['twitter.com/current', 'POST', '/2/lists/{id}/members'], ['twitter.com/current', 'GET', '/2/users/{id}/owned_lists'], ['twitter.com/current', 'GET', '/2/users/by/username/{username}'], ['twitter.com/current', 'GET', '/2/users/me']];
  const text = brief("Add @nasa to my X list 'Space news'", calls);
  const lookup = stepOf(text, 'GET', '/2/users/by/username/{username}').text;
  assert.match(lookup, /GET https:\/\/api\.twitter\.com\/2\/users\/by\/username\/nasa\n/, 'the handle the task gives');
  assert.doesNotMatch(lookup, /username ←/, "not the signed-in user's own username");
  const me = stepOf(text, 'GET', '/2/users/me').n;
  const byHandle = stepOf(text, 'GET', '/2/users/by/username/{username}').n;
  assert.match(stepOf(text, 'GET', '/2/users/{id}/owned_lists').text, new RegExp(`- id ← step ${me}: data\\.id\\n`), 'my lists are the signed-in user\'s');
  const add = stepOf(text, 'POST', '/2/lists/{id}/members').text;
  assert.match(add, new RegExp(`- user_id ← step ${byHandle}: data\\.id\\n`), 'the member added is @nasa');
  assert.match(add, /- id ← step \d: data\[\]\.id, of the item where data\[\]\.name == "Space news"/);
});

test('where the task\'s words tie two steps, a collection goes before the calls on its things; else the words decide', () => {
  // 1Password names both calls by their files: nothing in the task tells them apart.
  const file = orderStep('GET', '/vaults/{vaultUuid}/items/{itemUuid}/files/{fileUuid}', 'Get the details of a File');
  const files = orderStep('GET', '/vaults/{vaultUuid}/items/{itemUuid}/files', 'Get all the files inside an Item');
  const tied = taskOrder('List the files and get one of them', [file, files], []);
  assert.ok(tied[1] < tied[0], `the files ${tied[1]} before one file ${tied[0]}`);
  // A task that speaks of the one thing first keeps its order.
  const vault = orderStep('GET', '/vaults/{vaultUuid}', 'Get Vault details and metadata');
  const vaults = orderStep('GET', '/vaults', 'Get all Vaults');
  const spoken = taskOrder('Show the metadata of vault 4f2k, then every vault there is', [vaults, vault], []);
  assert.ok(spoken[1] < spoken[0], `the vault's metadata ${spoken[1]} before all vaults ${spoken[0]}`);
  // So does the brief, whose vault read is given its id: the list is not where the id is found.
  const text = brief('Show the metadata of vault 4f2k, then every vault there is', [['1password.local/connect', 'GET', '/vaults'], ['1password.local/connect', 'GET', '/vaults/{vaultUuid}']]);
  assert.ok(stepOf(text, 'GET', '/vaults/{vaultUuid}').n < stepOf(text, 'GET', '/vaults').n);
});

test("a create makes a new thing: it copies nothing from a call on one of its collection's things, and goes first where the task creates before it reads: Lambda's alias", () => {
  const calls: Call[] = [['amazonaws.com/lambda', 'GET', '/2015-03-31/functions/{FunctionName}/aliases/{Name}'], ['amazonaws.com/lambda', 'POST', '/2015-03-31/functions/{FunctionName}/aliases']];
  const text = brief('Create an alias for the function and then get it', calls);
  assert.match(section(text, 'STEPS'), /^1\. POST \/2015-03-31\/functions\/\{FunctionName\}\/aliases \(/m, 'the create first, though the get was asked for first');
  // The alias fetched is the one made, or another: its FunctionVersion is no value for the new one.
  assert.doesNotMatch(stepOf(text, 'POST', '/2015-03-31/functions/{FunctionName}/aliases').text, /←/);
  // The create needs the alias's Name too, yet it is the call that made the alias: its answer names it.
  assert.match(stepOf(text, 'GET', '/2015-03-31/functions/{FunctionName}/aliases/{Name}').text, /- Name ← step 1: Name\n/);
});

test('a thing keyed by the name the caller gave it when creating it takes that name from the create\'s request where the answer does not return it: an AWS event integration', () => {
  const calls: Call[] = [['amazonaws.com/appintegrations', 'GET', '/eventIntegrations/{Name}'], ['amazonaws.com/appintegrations', 'POST', '/eventIntegrations']];
  const text = brief('Create an event integration and then get it', calls);
  assert.match(section(text, 'STEPS'), /^1\. POST \/eventIntegrations \(/m);
  const get = stepOf(text, 'GET', '/eventIntegrations/{Name}').text;
  assert.match(get, /- Name ← step 1's request: Name \(the value the caller sent there; the response does not return it\)/);
  assert.doesNotMatch(section(text, 'FIT'), /caller supplies Name/);
});

test('a reading verb after a determiner is a noun: a lookup the task asks for first stays before the change on its own path ("… with the count")', () => {
  const publish = orderStep('POST', '/channels/{channel_id}/messages', 'Publish a message to a channel');
  const history = orderStep('GET', '/channels/{channel_id}/messages', 'Get message history for a channel');
  const order = taskOrder('Get the message history of channel orders and publish a summary message with the count to channel reports', [publish, history], []);
  assert.ok(order[1] < order[0], `the history ${order[1]} before the publish ${order[0]}`);
  // A reading verb after the change, no determiner before it, still asks to read what the change left.
  const after = taskOrder('Publish a summary message to channel reports, then get the message history of that channel', [publish, history], []);
  assert.ok(after[0] < after[1], `the publish ${after[0]} before the history ${after[1]}`);
});

test('lookups go before changes, unless the task asks to read only after it changes something', () => {
  const act = orderStep('POST', '/v2/droplets/{droplet_id}/actions', 'Initiate a Droplet Action');
  const actions = orderStep('GET', '/v2/droplets/{droplet_id}/actions', 'List Actions for a Droplet');
  const after = taskOrder('Start a snapshot of droplet worker-3, then check its actions to confirm it completed', [actions, act], []);
  assert.ok(after[1] < after[0], `the snapshot ${after[1]} before the check ${after[0]}`);
  const before = taskOrder('Check the actions of droplet worker-3 and start a snapshot of it', [actions, act], []);
  assert.ok(before[0] < before[1], `the check ${before[0]} before the snapshot ${before[1]}`);
  // A verb no list knows, opening a task whose selection changes something, is that change.
  const opened = taskOrder('Power-cycle droplet worker-3, then check its actions to confirm it completed', [actions, act], []);
  assert.ok(opened[1] < opened[0], `the power cycle ${opened[1]} before the check ${opened[0]}`);
  // Without a change selected it is no change: the task's words place the steps.
  const reads = taskOrder('Summarize droplet worker-3: check its actions, then its snapshots', [actions, orderStep('GET', '/v2/droplets/{droplet_id}/snapshots', 'List Snapshots for a Droplet')], []);
  assert.ok(reads[0] < reads[1], `the actions ${reads[0]} before the snapshots ${reads[1]}`);
  // A task that only changes things ("create", "add") still reads first what its changes need.
  const playlist = orderStep('POST', '/users/{user_id}/playlists', 'Create a playlist');
  const topTracks = orderStep('GET', '/artists/{id}/top-tracks', "Get an artist's top tracks");
  const changes = taskOrder("Create a playlist and add Radiohead's top tracks to it", [playlist, topTracks], []);
  assert.ok(changes[1] < changes[0], `the top tracks ${changes[1]} before the create ${changes[0]}`);
});

test('the name a create gives the thing it makes is the caller\'s, required or not: a new playlist is not named after a listed one', () => {
  const playlists = brief('List my playlists and create a new one for road trips', [['spotify.com', 'GET', '/me/playlists'], ['spotify.com', 'POST', '/users/{user_id}/playlists']]);
  const create = stepOf(playlists, 'POST', '/users/{user_id}/playlists').text;
  assert.match(create, /- name \(string, required\)/, 'the name is still asked for');
  assert.doesNotMatch(create, /name ←/);
});

test('where the task\'s words tie three steps down one branch, the deeper a path, the later it goes', () => {
  // ClickSend: the contacts of a list, and one contact of it, share every word.
  const contact = orderStep('GET', '/lists/{list_id}/contacts/{contact_id}', 'Get a specific contact');
  const contacts = orderStep('GET', '/lists/{list_id}/contacts', 'Get all Contacts in a List');
  const lists = orderStep('GET', '/lists', 'Get all Contact Lists');
  const [one, all, top] = taskOrder('List the lists, then the contacts of one of them, and get one of those', [contact, contacts, lists], []);
  assert.ok(top < all && all < one, `lists ${top}, then contacts ${all}, then one contact ${one}`);
});

test('a lookup of what a change made goes after the change where the task asks to read it after; a lookup higher up still goes first', () => {
  const lists = orderStep('GET', '/lists', 'Get all Contact Lists');
  const add = orderStep('POST', '/lists/{list_id}/contacts', 'Create new contact');
  const contact = orderStep('GET', '/lists/{list_id}/contacts/{contact_id}', 'Get a specific contact');
  const [made, create, top] = taskOrder('List the lists, add contacts to one of them, and then get it', [contact, add, lists], []);
  assert.ok(top < create && create < made, `lists ${top}, then the create ${create}, then the contact it made ${made}`);
});

test('a lookup the task names in a clause after a change reads what the change left, whatever its path: scale a deployment, then list the pods', () => {
  const pods = orderStep('GET', '/api/v1/namespaces/{namespace}/pods', 'List core v1 namespaced pod');
  const scale = orderStep('PATCH', '/apis/apps/v1/namespaces/{namespace}/deployments/{name}/scale', 'Patch apps v1 namespaced deployment scale');
  const [list, change] = taskOrder("Scale the deployment 'web' in namespace 'prod' to 5 replicas, then list the pods in that namespace", [pods, scale], []);
  assert.ok(change < list, `the scale ${change}, then the pods ${list}`);
  const [before, after] = taskOrder("List the pods in namespace 'prod' and scale the deployment 'web' to 5 replicas", [pods, scale], []);
  assert.ok(before < after, 'a lookup named before the change still goes first');
});

test("a path parameter below the things a step lists is not theirs to give: a verification's {Sid} comes from the create that made it, not from the services listed", () => {
  const calls: Call[] = [['twilio.com/twilio_verify_v2', 'GET', '/v2/Services/{ServiceSid}/Verifications/{Sid}'], ['twilio.com/twilio_verify_v2', 'POST', '/v2/Services/{ServiceSid}/Verifications'], ['twilio.com/twilio_verify_v2', 'GET', '/v2/Services']];
  const text = brief('List our Verify services, start a verification in one of them, and then fetch it', calls);
  const fetch = stepOf(text, 'GET', '/v2/Services/{ServiceSid}/Verifications/{Sid}');
  const create = stepOf(text, 'POST', '/v2/Services/{ServiceSid}/Verifications');
  assert.match(fetch.text, /- ServiceSid ← step 1: services\[\]\.sid/, 'the service is one of those listed');
  assert.match(fetch.text, new RegExp(`- Sid ← step ${create.n}: sid\\b`));
});

test("an id named attribute first is the thing's id: Budgea's {id_client} takes the id of the client a create made", () => {
  const text = brief('Create a client and then get it', [['biapi.pro', 'GET', '/clients/{id_client}'], ['biapi.pro', 'POST', '/clients']]);
  assert.match(section(text, 'STEPS'), /^STEPS:\n1\. POST \/clients /);
  assert.match(text, /- id_client ← step 1: id\n/);
});

test("a bare {id} under a collection takes the made thing's id, not another thing's the answer holds beside it: Hetzner's server.id, not action.id", () => {
  const text = brief('Create a Hetzner server called db-2 and then wait until it is running', [['hetzner.cloud', 'GET', '/servers/{id}'], ['hetzner.cloud', 'POST', '/servers']]);
  assert.match(stepOf(text, 'GET', '/servers/{id}').text, /- id ← step 1: server\.id\n/, 'the server made, not the action that makes it');
});

test('an id the task writes after a thing the path runs together fills that thing, and the thing made feeds the body: "floating IP 4711" and the new server', () => {
  const text = brief('Create a Hetzner Cloud server named web-1 and assign floating IP 4711 to it', [['hetzner.cloud', 'POST', '/servers'], ['hetzner.cloud', 'POST', '/floating_ips/{id}/actions/assign']]);
  const assign = stepOf(text, 'POST', '/floating_ips/{id}/actions/assign').text;
  assert.match(assign, /POST https:\/\/api\.hetzner\.cloud\/v1\/floating_ips\/4711\/actions\/assign\n/, 'the id the task gives');
  assert.match(assign, /- server ← step 1: server\.id\n/, 'the server made');
  assert.doesNotMatch(assign, /next_actions/, 'no action is a floating IP');
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
});

test("an optional input moves no step against the task's order: Keycloak's new user's `groups` is not the answer of the list that follows", () => {
  const text = brief("Create a user 'mlopez' in the Keycloak realm 'staff', then list the groups that user belongs to", [['keycloak.local', 'GET', '/{realm}/users/{id}/groups'], ['keycloak.local', 'POST', '/{realm}/users']]);
  const create = stepOf(text, 'POST', '/{realm}/users');
  const groups = stepOf(text, 'GET', '/{realm}/users/{id}/groups');
  assert.ok(create.n < groups.n, 'the create the task asks first goes first');
  assert.doesNotMatch(create.text, /groups ← step/, 'no list answers the new user\'s groups');
  // The create declares no answer body (Keycloak answers 201 with the new user's URL in `Location`): the id is read there.
  assert.match(groups.text, /- id ← step 1's answer: the id of the new user \(the spec declares none of the answer's fields: read it from the answer's body, or from its Location header where the body is empty\)\n/);
  assert.match(section(text, 'FIT'), /^FIT: Fully\n/);
});

test("a key its description calls an id takes the id of the thing listed: Zuora's `{subscription-key}`, \"Subscription number or ID\"", () => {
  const text = brief('List the subscriptions on Zuora account A00000042 and cancel the first one', [['zuora.com', 'PUT', '/v1/subscriptions/{subscription-key}/cancel'], ['zuora.com', 'GET', '/v1/subscriptions/accounts/{account-key}']]);
  assert.match(stepOf(text, 'GET', '/v1/subscriptions/accounts/{account-key}').text, /GET https:\/\/rest\.zuora\.com\/v1\/subscriptions\/accounts\/A00000042\n/);
  assert.match(stepOf(text, 'PUT', '/v1/subscriptions/{subscription-key}/cancel').text, /- subscription-key ← step 1: subscriptions\[\]\.id/);
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
});

test("a search takes the name the task gives the thing it finds, and the item is picked by the field the task names or, for an account, by its handle (Keycloak)", () => {
  const steps: Call[] = [['keycloak.local', 'GET', '/{realm}/users/{id}/groups'], ['keycloak.local', 'GET', '/{realm}/users']];
  const cued = brief("In the Keycloak realm 'acme', find the user with username 'jdoe' and list the groups they belong to", steps);
  assert.match(stepOf(cued, 'GET', '/{realm}/users').text, /GET http:\/\/keycloak\.local\/acme\/users\?search=jdoe&username=jdoe\n/, 'the search takes the name, and the filter named for it');
  assert.match(stepOf(cued, 'GET', '/{realm}/users/{id}/groups').text, /- id ← step 1: \[\]\.id, of the item where \[\]\.username == "jdoe"\n/, 'the field the task names');
  const bare = brief("In the Keycloak realm 'acme', find the user 'jdoe' and list the groups they belong to", steps);
  assert.match(stepOf(bare, 'GET', '/{realm}/users/{id}/groups').text, /of the item where \[\]\.username == "jdoe"\n/, "an account's one-word name is its handle, not its first name");
  const named = brief("In the Keycloak realm 'acme', find the user 'Jane Doe' and list the groups she belongs to", steps);
  assert.doesNotMatch(stepOf(named, 'GET', '/{realm}/users/{id}/groups').text, /\[\]\.username == "Jane Doe"/, 'a name of two words is no handle');
});

test("a search whose terms follow a query syntax takes no bare name: Drive's `q` wants \"name = '…'\"", () => {
  const text = brief("Find the Google Drive file named 'Budget 2026'", [['googleapis.com/drive', 'GET', '/files']]);
  assert.match(stepOf(text, 'GET', '/files').text, /GET https:\/\/www\.googleapis\.com\/drive\/v3\/files\n/);
});

test("a path's version is not its thing: HERE's `POST /geofences/v2` makes the geofence the association takes", () => {
  const text = brief('Create a geofence around our depot in HERE Tracking and associate the tracker HERE-123 with it', [['here.com/tracking', 'PUT', '/associations/v3/{trackingId}/geofences/{geofenceId}'], ['here.com/tracking', 'POST', '/geofences/v2']]);
  const associate = stepOf(text, 'PUT', '/associations/v3/{trackingId}/geofences/{geofenceId}');
  assert.equal(associate.n, 2);
  assert.match(associate.text, /- geofenceId ← step 1: id\n/);
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
});

test("a path parameter named by its collection's thing and a field of it takes that field: Adyen's `{paymentPspReference}` ← the payment's `pspReference`", () => {
  const text = brief('Authorise a card payment of 25 EUR with Adyen and capture it once the goods ship', [['adyen.com/CheckoutService', 'POST', '/payments/{paymentPspReference}/captures'], ['adyen.com/CheckoutService', 'POST', '/payments']]);
  const capture = stepOf(text, 'POST', '/payments/{paymentPspReference}/captures');
  assert.equal(capture.n, 2, 'the payment is made first');
  assert.match(capture.text, /- paymentPspReference ← step 1: pspReference\n/);
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
});

test("a path's format suffix is not its thing, and a new thing's quoted name is none to find: Discourse's new topic, then its post locked", () => {
  const text = brief("In our Discourse forum, create a new topic 'Release 2.0 is out' in the category 'Announcements' and then lock its first post from being edited", [
    ['discourse.local', 'PUT', '/posts/{id}/locked.json'], ['discourse.local', 'POST', '/posts.json'], ['discourse.local', 'GET', '/categories.json'],
  ]);
  const lock = stepOf(text, 'PUT', '/posts/{id}/locked.json');
  assert.match(lock.text, new RegExp(`- id ← step ${stepOf(text, 'POST', '/posts.json').n}: id\\n`), 'the post made, not one of its `actions_summary`');
  assert.match(section(text, 'FIT'), /^FIT: Fully/, 'the topic the task makes is no topic to find');
});

test("a file's name is no host name, and a GET its name calls a read reads whatever its path ends with (WhatsApp)", () => {
  const media = brief('Upload the image invoice.png to WhatsApp and send it to +14155550123 as an image message', [['whatsapp.local', 'POST', '/messages'], ['whatsapp.local', 'POST', '/media']]);
  assert.doesNotMatch(stepOf(media, 'POST', '/messages').text, /"id":"invoice\.png"/, 'the media id is not the file name');
  const invite = brief("Create a WhatsApp group 'Ops on-call' and then fetch its invite link", [['whatsapp.local', 'GET', '/groups/{GroupId}/invite'], ['whatsapp.local', 'POST', '/groups']]);
  assert.match(section(invite, 'FIT'), /^FIT: Fully/, '"Get-Group-Invite" fetches the invite link');
  assert.match(stepOf(invite, 'GET', '/groups/{GroupId}/invite').text, /- GroupId ← step 1: groups\[\]\.id\n/);
});

test("a query a spec's path writes takes its value there, once: Weatherbit's `/current?lat={lat}&lon={lon}`", () => {
  const weather = brief("What's the weather right now at 10 Downing Street, London?", [['weatherbit.io', 'GET', '/current?lat={lat}&lon={lon}'], ['graphhopper.com', 'GET', '/geocode']]);
  assert.match(stepOf(weather, 'GET', '/current?lat={lat}&lon={lon}').text, /GET https:\/\/api\.weatherbit\.io\/v2\.0\/current\?lat=<lat from step 1: hits\[\]\.point\.lat>&lon=<lon from step 1: hits\[\]\.point\.lng>&key=<key>\n/);
});

test('a value an input allows, written in the task as a word, is the one sent; not as a verb, and only where just one is written', () => {
  const list: Call[] = [['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/issues']];
  const request = (task: string) => /\n {5}(GET \S+)\n/.exec(stepOf(brief(task, list), 'GET', '/repos/{owner}/{repo}/issues').text)?.[1];
  assert.equal(request('List the open issues of octocat/hello-world'), 'GET https://api.github.com/repos/octocat/hello-world/issues?state=open');
  assert.equal(request('List the issues of octocat/hello-world'), 'GET https://api.github.com/repos/octocat/hello-world/issues');
  assert.equal(request('Open the list of issues of octocat/hello-world'), 'GET https://api.github.com/repos/octocat/hello-world/issues', 'a verb picks no state');
  assert.equal(request('List the open and closed issues of octocat/hello-world'), 'GET https://api.github.com/repos/octocat/hello-world/issues', 'two values written pick neither');
});

test("a body field whose description says the server sets it is not sent: Google Calendar's read-only `creator`", () => {
  const text = brief("Create a Google Calendar event 'Team lunch' on my primary calendar with bob@acme.com", [['googleapis.com/calendar', 'POST', '/calendars/{calendarId}/events']]);
  const insert = stepOf(text, 'POST', '/calendars/{calendarId}/events').text;
  assert.doesNotMatch(insert, /"creator"/, 'the address is no creator\'s: the server sets it');
  assert.doesNotMatch(insert, /- creator \(/, 'nor is it listed among the fields to send');
  assert.match(insert, /- summary \(/, 'the fields a request sends are');
});

test('an id written as "the user with id …" or "whose number is …" fills the path parameter of that thing', () => {
  const text = brief('Schedule a Zoom meeting for the user with id KDcuGIm1QgePTO8WbOqwIQ', [['zoom.us', 'POST', '/users/{userId}/meetings']]);
  assert.match(stepOf(text, 'POST', '/users/{userId}/meetings').text, /POST https:\/\/api\.zoom\.us\/v2\/users\/KDcuGIm1QgePTO8WbOqwIQ\/meetings\n/);
  const number = brief('Assign the floating IP whose id is 4711 to server 42', [['hetzner.cloud', 'POST', '/floating_ips/{id}/actions/assign']]);
  assert.match(stepOf(number, 'POST', '/floating_ips/{id}/actions/assign').text, /floating_ips\/4711\/actions\/assign\n/);
  const count = brief('Schedule a Zoom meeting for the user with 5 meetings today', [['zoom.us', 'POST', '/users/{userId}/meetings']]);
  assert.match(stepOf(count, 'POST', '/users/{userId}/meetings').text, /users\/(?:me|\{userId\})\/meetings\n/, 'a count after "with" is no id');
});

test("an id nested in a body takes the field of that name another step answers with, where the task names its thing; a value the task gives goes to the shallowest field of its name: YouTube's playlist item", () => {
  const text = brief("Search YouTube for 'lofi hip hop' and add the top video to my playlist PL123", [['googleapis.com/youtube', 'POST', '/youtube/v3/playlistItems'], ['googleapis.com/youtube', 'GET', '/youtube/v3/search']]);
  const insert = stepOf(text, 'POST', '/youtube/v3/playlistItems').text;
  assert.match(insert, /- snippet\.resourceId\.videoId ← step 1: items\[\]\.id\.videoId\n/, 'both a ResourceId');
  const body = JSON.parse(/\n {5}(\{.*\})\n/.exec(insert)?.[1] ?? '{}') as { snippet?: { playlistId?: string; resourceId?: { videoId?: string; playlistId?: string } }; id?: string; etag?: string };
  assert.equal(body.snippet?.playlistId, 'PL123', 'the playlist the task names');
  assert.equal(body.snippet?.resourceId?.playlistId, undefined, 'once, at the shallowest');
  assert.match(body.snippet?.resourceId?.videoId ?? '', /^<snippet\.resourceId\.videoId from step 1: items\[\]\.id\.videoId>$/);
  assert.equal(body.id, undefined, "the new item's own id is no value the task gives");
  assert.equal(body.etag, undefined);
  // Where the task never names a video, no video id is copied into the item.
  const bland = brief('Search YouTube and add something to my playlist PL123', [['googleapis.com/youtube', 'GET', '/youtube/v3/search'], ['googleapis.com/youtube', 'POST', '/youtube/v3/playlistItems']]);
  assert.doesNotMatch(bland, /videoId ←/);
});

test("an email address fills a field named for an address, not one named for the email's subject, blurb or settings: DocuSign's envelope", () => {
  const text = brief('Send the NDA to bob@example.com for signature with DocuSign', [['docusign.net', 'POST', '/v2.1/accounts/{accountId}/envelopes']]);
  assert.doesNotMatch(text, /"email(?:Blurb|Subject|Settings)":"bob@example\.com"/);
  assert.doesNotMatch(text, /bob@example\.com"/, 'the envelope keeps its recipients deeper than this cut');
});

test('FIT reads a link as a value and a `#name` as a channel: "Post <link> to #ops" is what posting a message does', () => {
  const text = brief('Post https://status.example.com/incident to #ops', [['slack.com', 'POST', '/chat.postMessage']]);
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
  // Where the link is all a clause holds besides its verb, it names no action no step does.
  assert.doesNotMatch(brief('Create the webhook endpoint https://acme.example.com/hooks', [['slack.com', 'POST', '/chat.postMessage']]), /does "[^"]*https/);
});

test('FIT: a read of a thing named before ("check whether it was delivered") is done by any step that reads, and by none that only writes', () => {
  const send: Call = ['twilio.com/api', 'POST', '/2010-04-01/Accounts/{AccountSid}/Messages.json'];
  const task = 'Text +14155550123 that the order shipped, then check whether it was delivered';
  assert.match(section(brief(task, [send, ['twilio.com/api', 'GET', '/2010-04-01/Accounts/{AccountSid}/Messages.json']]), 'FIT'), /^FIT: Fully/);
  assert.match(section(brief(task, [send]), 'FIT'), /^FIT: Partially\n- no selected step does "check whether it was delivered"/);
});

test("an answer the spec documents only by an example lists the example's fields, and threads them: dev.to's new article and its id", () => {
  const text = brief("Publish a dev.to article titled 'Shipping faster' and then update it", [['dev.to', 'PUT', '/api/articles/{id}'], ['dev.to', 'POST', '/api/articles']]);
  const publish = stepOf(text, 'POST', '/api/articles');
  assert.equal(publish.n, 1);
  assert.match(publish.text, /fields: id \(integer\)/, 'the example\'s number is an integer');
  assert.match(publish.text, /\burl \(string\)/);
  assert.match(stepOf(text, 'PUT', '/api/articles/{id}').text, /- id ← step 1: id\n/);
});

test("a bare {id} under a path naming its thing takes a field named for that thing's id before the listed things' own: a Gmail thread ← the message's threadId", () => {
  const text = brief('Get the Gmail thread of the latest message from alice@example.com and read all its messages', [['googleapis.com/gmail', 'GET', '/gmail/v1/users/{userId}/threads/{id}'], ['googleapis.com/gmail', 'GET', '/gmail/v1/users/{userId}/messages']]);
  assert.match(stepOf(text, 'GET', '/gmail/v1/users/{userId}/threads/{id}').text, /- id ← step 1: messages\[\]\.threadId\n/);
});

test('of inputs that add and remove, the removing one takes nothing unless the task removes: Gmail labels a message, it does not unlabel it', () => {
  const calls: Call[] = [['googleapis.com/gmail', 'GET', '/gmail/v1/users/{userId}/messages'], ['googleapis.com/gmail', 'GET', '/gmail/v1/users/{userId}/labels'], ['googleapis.com/gmail', 'POST', '/gmail/v1/users/{userId}/messages/{id}/modify']];
  const modify = stepOf(brief("Label every Gmail message from billing@vendor.com with my 'Invoices' label", calls), 'POST', '/gmail/v1/users/{userId}/messages/{id}/modify').text;
  assert.match(modify, /- addLabelIds ← step \d: labels\[\]\.id, of the item where labels\[\]\.name == "Invoices"\n/);
  assert.doesNotMatch(modify, /removeLabelIds ←/);
  const unlabel = stepOf(brief("Remove my 'Invoices' label from every Gmail message from billing@vendor.com", calls), 'POST', '/gmail/v1/users/{userId}/messages/{id}/modify').text;
  assert.match(unlabel, /- removeLabelIds ← step \d: labels\[\]\.id/);
});

test('a name written bare after "named" picks the item as a quoted one does: the 1Password vault named Personal', () => {
  const text = brief('Get the 1Password vault named Personal', [['1password.local/connect', 'GET', '/vaults/{vaultUuid}'], ['1password.local/connect', 'GET', '/vaults']]);
  assert.match(text, /- vaultUuid ← step 1: \[\]\.id, of the item where \[\]\.name == "Personal"\n/);
});

test('"pass me as the value" offers a keyword the task says by "me": Zoom creates the meeting for the signed-in user', () => {
  const text = brief("Schedule a Zoom meeting 'Quarterly review' for me next Monday and register jane@acme.com for it", [['zoom.us', 'POST', '/meetings/{meetingId}/registrants'], ['zoom.us', 'POST', '/users/{userId}/meetings']]);
  assert.match(stepOf(text, 'POST', '/users/{userId}/meetings').text, /POST https:\/\/api\.zoom\.us\/v2\/users\/me\/meetings\n/);
  assert.match(stepOf(text, 'POST', '/meetings/{meetingId}/registrants').text, /- meetingId ← step 1: id\n/);
  assert.match(stepOf(text, 'POST', '/meetings/{meetingId}/registrants').text, /"email":"jane@acme\.com"/, 'the registrant is the address the task gives');
  assert.doesNotMatch(stepOf(text, 'POST', '/users/{userId}/meetings').text, /jane@acme\.com/, 'a meeting\'s own contact address is no registrant');
});

test("a create on a collection takes no id of its own from another step, and a list item's value named for a thing another step makes takes its id: Stripe's product, price and checkout", () => {
  const text = brief("Sell a 'T-shirt' for $20 with Stripe: create the product, its price, and a checkout session for one of them", [['stripe.com', 'POST', '/v1/checkout/sessions'], ['stripe.com', 'POST', '/v1/products'], ['stripe.com', 'POST', '/v1/prices']]);
  const product = stepOf(text, 'POST', '/v1/products');
  const price = stepOf(text, 'POST', '/v1/prices');
  const session = stepOf(text, 'POST', '/v1/checkout/sessions');
  assert.deepEqual([product.n, price.n, session.n], [1, 2, 3], 'product, price, session');
  assert.doesNotMatch(product.text, /← /, "the new product's id is the caller's to choose, no price's");
  assert.match(price.text, /- product ← step 1: id\n/);
  assert.match(session.text, /- line_items\[\]\.price ← step 2: id\n/);
  assert.match(session.text, /line_items\[0\]\[price\]=<line_items\[\]\.price from step 2: id>/, 'the form names the first item in brackets');
  assert.doesNotMatch(session.text, /price_data\]\[product\]=/, 'the price, not a second way of giving one');
});

test('a link goes to the call the task sends it with: an image a model makes is posted to #random, and the posted message is no prompt', () => {
  const text = brief('Generate an image of a cat astronaut with OpenAI and post its link to the Slack channel #random', [['slack.com', 'POST', '/chat.postMessage'], ['openai.com', 'POST', '/images/generations']]);
  const image = stepOf(text, 'POST', '/images/generations');
  assert.equal(image.n, 1, 'the image is made first');
  assert.doesNotMatch(image.text, /prompt ←/, "Slack's permalink is no prompt");
  assert.match(stepOf(text, 'POST', '/chat.postMessage').text, /- text ← step 1: data\[\]\.url\n/, 'the generated image\'s link');
});

test('a POST whose name says it only asks ("Calendar freebusy query") reads: FIT finds "find when I am free" done', () => {
  const text = brief("Find when I'm free tomorrow afternoon on my primary calendar and book a 30-minute 'Focus' event in that slot", [['googleapis.com/calendar', 'POST', '/freeBusy'], ['googleapis.com/calendar', 'POST', '/calendars/{calendarId}/events']]);
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
  assert.match(stepOf(text, 'POST', '/calendars/{calendarId}/events').text, /POST https:\/\/www\.googleapis\.com\/calendar\/v3\/calendars\/primary\/events/);
});

test('a multipart body is shown part by part, with the values the task gives and a file where the schema says binary', () => {
  // The one file the task names is the file uploaded; where it names none, the brief says a file goes there.
  const text = brief('Transcribe meeting.mp3 with Whisper', [['openai.com', 'POST', '/audio/transcriptions']]);
  assert.match(text, /Content-Type: multipart\/form-data\n {5}parts: file=meeting\.mp3; model=<model>\n/);
  assert.match(brief('Transcribe the recording with Whisper', [['openai.com', 'POST', '/audio/transcriptions']]), /parts: file=<file to upload>; model=<model>\n/);
});

test("a body wrapped in one object takes the task's values one level down, and a create's name is the one quoted after its thing: Asana's new task", () => {
  const text = brief("In Asana, create a task 'Prepare Q3 report' in the 'Marketing' project", [['asana.com', 'POST', '/tasks'], ['asana.com', 'GET', '/projects']]);
  const create = stepOf(text, 'POST', '/tasks').text;
  const body = JSON.parse(/\n {5}(\{.*\})\n/.exec(create)?.[1] ?? '{}') as { data?: { name?: string; projects?: unknown } };
  assert.equal(body.data?.name, 'Prepare Q3 report');
  assert.match(create, /- data\.projects ← step 1: data\[\]\.gid, of the item where data\[\]\.name == "Marketing"\n/);
});

test("an address fills a field deep in a body only where the field is named for nothing but an address: SendGrid's contacts[].email", () => {
  const text = brief("Add jane@acme.com to the SendGrid contact list 'Beta testers'", [['sendgrid.com', 'GET', '/marketing/lists'], ['sendgrid.com', 'PUT', '/marketing/contacts']]);
  const upsert = stepOf(text, 'PUT', '/marketing/contacts').text;
  assert.match(upsert, /"contacts":\[\{"email":"jane@acme\.com"\}\]/);
  assert.match(upsert, /- list_ids ← step 1: result\[\]\.id, of the item where result\[\]\.name == "Beta testers"\n/);
});

test('of several slash-joined pairs, the one written right after the thing the path names fills owner and repo: "repo octocat/hello-world … from feature/login"', () => {
  const text = brief('In the repo octocat/hello-world, file an issue about the crash seen on branch feature/login', [['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/issues']]);
  assert.match(text, /POST https:\/\/api\.github\.com\/repos\/octocat\/hello-world\/issues\n/);
});

test('a name written after "labelled" picks the item as after "named"', () => {
  const text = brief("Get the 1Password vault labelled 'Personal'", [['1password.local/connect', 'GET', '/vaults/{vaultUuid}'], ['1password.local/connect', 'GET', '/vaults']]);
  assert.match(text, /- vaultUuid ← step 1: \[\]\.id, of the item where \[\]\.name == "Personal"\n/);
});

test('a string named for a thing takes the identifier the task writes after that thing, never a bare number: a checkout for the price price_123', () => {
  const session: Call = ['stripe.com', 'POST', '/v1/checkout/sessions'];
  assert.match(brief('Start a Stripe checkout for the price price_123', [session]), /line_items\[0\]\[price\]=price_123/);
  assert.doesNotMatch(brief('Start a Stripe checkout at a price 20 for one T-shirt', [session]), /\[price\]=20/);
});

test("a write's body holding the thing it writes takes that thing's own id from no other answer: a new Xero payment's PaymentID is no listed invoice's payment's", () => {
  const text = brief('Record a $500 payment in Xero against the invoice INV-0042', [['xero.com/xero_accounting', 'GET', '/Invoices'], ['xero.com/xero_accounting', 'PUT', '/Payments']]);
  const pay = stepOf(text, 'PUT', '/Payments').text;
  assert.doesNotMatch(pay, /PaymentID ←/);
  // INV-0042 is the invoice's number; its `InvoiceID` is a UUID the list answers with.
  assert.match(pay, /- Payments\[\]\.Invoice\.InvoiceID ← step 1: Invoices\[\]\.InvoiceID/, 'the invoice the task names, from the list');
});

test("a value goes into the one optional input the task speaks of, not each that could take it: a reply's in_reply_to_tweet_id, not also a quote's", () => {
  const text = brief("Reply to the latest tweet from @nasa with 'Amazing shot!'", [['twitter.com/current', 'GET', '/2/users/by/username/{username}'], ['twitter.com/current', 'GET', '/2/users/{id}/tweets'], ['twitter.com/current', 'POST', '/2/tweets']]);
  const post = stepOf(text, 'POST', '/2/tweets').text;
  assert.match(post, /- reply\.in_reply_to_tweet_id ← step 2: data\[\]\.id\n/);
  assert.doesNotMatch(post, /quote_tweet_id ←/);
});

test('AUTH: a key in the Authorization header of a scheme its spec calls bearer is sent after "Bearer ": YNAB', () => {
  assert.match(section(brief('List my YNAB budgets', [['youneedabudget.com', 'GET', '/budgets']]), 'AUTH'), /API key in the header "Authorization" \(Authorization: Bearer <key>\)/);
});

test("an AWS resource name is an identifier: SNS's Publish takes the TopicArn the topic's create answers with", () => {
  const text = brief("Create an SNS topic called 'alerts' and publish 'Disk almost full' to it", [['amazonaws.com/sns', 'POST', '/#Action=Publish'], ['amazonaws.com/sns', 'POST', '/#Action=CreateTopic']]);
  assert.match(stepOf(text, 'POST', '/#Action=Publish').text, /- TopicArn ← step 1: TopicArn\n/);
  // Subscribe takes it too.
  const subscribe = brief("Create an SNS topic called 'alerts' and subscribe ops@acme.com to it by email", [['amazonaws.com/sns', 'POST', '/#Action=Subscribe'], ['amazonaws.com/sns', 'POST', '/#Action=CreateTopic']]);
  assert.match(stepOf(subscribe, 'POST', '/#Action=Subscribe').text, /- TopicArn ← step 1: TopicArn\n/);
});

test('an input whose name is no plain word gives no pattern to read a value by: a JSON:API filter or an OData option never fails a brief', () => {
  const catalog = fixtureCatalog();
  const endpoint = endpointOf(catalog, 'github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/issues');
  const step = buildStep(endpoint, catalog.apis.get(endpoint.apiKey)!, catalog.readDetail(endpoint), (name) => catalog.readSchema(endpoint.apiKey, name));
  const input = (name: string, path?: string): StepInput => ({ name, location: 'body', type: 'string', required: false, description: '', children: [], path });
  for (const name of ['filter[name]', '$top', 'a+b(', 'filter[name]id']) {
    assert.doesNotThrow(() => givenValue(`List the issues with ${name} x1 in octocat/hello-world`, input(name), step), name);
    assert.doesNotThrow(() => idGivenAfterItsThing(`List the issues with ${name} x1`, input(name, `query.${name}`), step), name);
  }
});

test('an address goes to an input named for one only when that input takes text: a boolean `sendNotificationEmail` takes none', () => {
  const catalog = fixtureCatalog();
  const endpoint = endpointOf(catalog, 'github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/issues');
  const step = buildStep(endpoint, catalog.apis.get(endpoint.apiKey)!, catalog.readDetail(endpoint), (name) => catalog.readSchema(endpoint.apiKey, name));
  const input = (name: string, type: string): StepInput => ({ name, location: 'query', type, required: false, description: '', children: [] });
  assert.equal(givenValue('Share the file with bob@acme.com', input('sendNotificationEmail', 'boolean'), step), undefined);
  assert.equal(givenValue('Share the file with bob@acme.com', input('emailAddress', 'string'), step), 'bob@acme.com');
});

test('of two links that would close a cycle, the one that goes the way the task goes: "send a message, then edit it" edits the sent message', () => {
  const text = brief("Send a Telegram message 'Build passed' to chat -100123456 and then edit it to say 'Build passed (2 warnings)'", [['telegram.org', 'POST', '/sendMessage'], ['telegram.org', 'POST', '/editMessageText']]);
  const send = stepOf(text, 'POST', '/sendMessage');
  assert.equal(send.n, 1, 'the message is sent first');
  assert.match(stepOf(text, 'POST', '/editMessageText').text, /- message_id ← step 1: result\.message_id\n/);
  assert.doesNotMatch(send.text, /reply_to_message_id ←/, 'the sent message replies to nothing');
});

test('a bare word after "named" is a name only where it looks like one: "a vault named after it" names no vault "after"', () => {
  const text = brief('Get the 1Password vault named after it', [['1password.local/connect', 'GET', '/vaults/{vaultUuid}'], ['1password.local/connect', 'GET', '/vaults']]);
  assert.doesNotMatch(text, /== "after"/);
});

test("each step's quoted values come from the clause that speaks of it, and an apostrophe inside a word does not end a quote", () => {
  const text = brief("Send a Telegram message 'Build passed' to chat -100123456 and then edit it to say 'Build passed (2 warnings)'", [['telegram.org', 'POST', '/sendMessage'], ['telegram.org', 'POST', '/editMessageText']]);
  assert.match(stepOf(text, 'POST', '/sendMessage').text, /"text":"Build passed"\}/);
  assert.match(stepOf(text, 'POST', '/editMessageText').text, /"text":"Build passed \(2 warnings\)"\}/);
  const reply = brief("Send 'Thanks, we're on it!' to Telegram chat 42 and then edit it to say 'Done, it's fixed'", [['telegram.org', 'POST', '/sendMessage'], ['telegram.org', 'POST', '/editMessageText']]);
  assert.match(stepOf(reply, 'POST', '/sendMessage').text, /"text":"Thanks, we're on it!"/);
  assert.match(stepOf(reply, 'POST', '/editMessageText').text, /"text":"Done, it's fixed"/);
});

test('a value written after the whole name of an input fills it, though the name ends in an attribute word: "access token access-sandbox-123"', () => {
  const text = brief('Get the balances of the Plaid item with access token access-sandbox-123', [['plaid.com', 'POST', '/accounts/balance/get']]);
  assert.match(text, /"access_token":"access-sandbox-123"/);
});

test("a plain value's name refers to no thing, and a quoted value written after another field's name is that field's: a file's new content is neither a listed name nor the commit message", () => {
  const text = brief("Update README.md in octocat/hello-world, committing with message 'Docs: release notes'", [['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/contents/{path}'], ['github.com/api.github.com', 'PUT', '/repos/{owner}/{repo}/contents/{path}']]);
  const put = stepOf(text, 'PUT', '/repos/{owner}/{repo}/contents/{path}').text;
  assert.doesNotMatch(put, /content ←/);
  assert.match(put, /"content":"<content>"/);
  assert.match(put, /"message":"Docs: release notes"/);
});

test("FIT: a step that names the clause's verb does it whatever its method, and a one-word name takes the value written after it: Twilio Verify's check of the code 123456", () => {
  const text = brief('Send a verification code by SMS to +14155550123 with Twilio Verify service VA123 and then check the code 123456 the user typed', [['twilio.com/twilio_verify_v2', 'POST', '/v2/Services/{ServiceSid}/Verifications'], ['twilio.com/twilio_verify_v2', 'POST', '/v2/Services/{ServiceSid}/VerificationCheck']]);
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
  assert.match(stepOf(text, 'POST', '/v2/Services/{ServiceSid}/VerificationCheck').text, /Code=123456&/);
});

test("a path ending in a verb works on the thing before it, and a field of the input's own name is the one it takes: Shutterstock's `search_id`, and the image to license", () => {
  const text = brief("Search Shutterstock for 'mountain sunrise' photos and license the first result", [['shutterstock.com', 'POST', '/v2/images/licenses'], ['shutterstock.com', 'GET', '/v2/images/search']]);
  const license = stepOf(text, 'POST', '/v2/images/licenses').text;
  assert.match(license, /- search_id ← step 1: search_id\n/, 'the search answers with its own `search_id`, not an image id');
  assert.match(license, /- images\[\]\.image_id ← step 1: data\[\]\.id\n/, 'the images found are the images licensed');
});

test("a plural `{ids}` under a path naming its thing takes that thing's id, and a topic searched for picks no item: Stack Exchange's answers to a question found", () => {
  const text = brief("Search Stack Overflow for questions about 'rust borrow checker' and read the answers of the first question", [['stackexchange.com', 'GET', '/questions/{ids}/answers'], ['stackexchange.com', 'GET', '/search']]);
  assert.match(stepOf(text, 'GET', '/questions/{ids}/answers').text, /- ids ← step 1: \[\]\.question_id\n/);
  assert.doesNotMatch(text, /of the item where/, 'no question is titled with the topic');
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
});

test("an id quoted whole after its thing fills the thing's path parameter; a quoted name holding a digit does not", () => {
  const calls: Call[] = [['listennotes.com', 'GET', '/episodes/{id}'], ['listennotes.com', 'GET', '/episodes/{id}/recommendations']];
  const text = brief("Look up the Listen Notes episode 'abc123' and get episode recommendations like it", calls);
  assert.match(stepOf(text, 'GET', '/episodes/{id}').text, /GET https:\/\/listen-api\.listennotes\.com\/api\/v2\/episodes\/abc123\n/);
  assert.match(stepOf(text, 'GET', '/episodes/{id}/recommendations').text, /\/episodes\/abc123\/recommendations\n/);
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
  const named = brief("Look up the Listen Notes episode 'Season 2 finale' and get episode recommendations like it", calls);
  assert.match(stepOf(named, 'GET', '/episodes/{id}').text, /\/episodes\/\{id\}\n/, 'a title is no id');
});

test("a point the task writes fills the inputs named for a latitude and longitude, the first where a trip starts and the second where it ends; a value an input allows is sent, not another step's: Lyft", () => {
  const text = brief('Get a Lyft cost estimate from my office at 37.7763,-122.3918 to SFO at 37.6213,-122.3790, then request a lyft_plus ride', [['lyft.com', 'POST', '/rides'], ['lyft.com', 'GET', '/cost']]);
  const cost = stepOf(text, 'GET', '/cost');
  assert.equal(cost.n, 1);
  assert.match(cost.text, /GET https:\/\/api\.lyft\.com\/v1\/cost\?start_lat=37\.7763&start_lng=-122\.3918&end_lat=37\.6213&end_lng=-122\.3790\n/, 'one clause holds both points, and the optional end goes in as well');
  const ride = stepOf(text, 'POST', '/rides').text;
  const body = JSON.parse(/\n {5}(\{.*\})\n/.exec(ride)?.[1] ?? '{}') as { origin?: { lat?: number; lng?: number }; destination?: { lat?: number; lng?: number }; ride_type?: string };
  assert.deepEqual(body.origin, { lat: 37.7763, lng: -122.3918 });
  assert.deepEqual(body.destination, { lat: 37.6213, lng: -122.379 });
  assert.equal(body.ride_type, 'lyft_plus');
  assert.doesNotMatch(ride, /- ride_type ←/, 'the ride type the task names, not the first estimate\'s');
  assert.match(ride, /- cost_token ← step 1: cost_estimates\[\]\.cost_token\n/);
  // One point is where a trip starts, never where it ends.
  const one = stepOf(brief('Estimate the cost of a Lyft from 37.7763,-122.3918', [['lyft.com', 'GET', '/cost']]), 'GET', '/cost').text;
  assert.match(one, /\?start_lat=37\.7763&start_lng=-122\.3918\n/);
});

test("an optional filter takes the id the task writes after its thing, and a name's last word that is a preposition is no thing: Stripe's invoices of a customer, TomTom's `departAt`", () => {
  const invoices = stepOf(brief('List the invoices of the Stripe customer cus_123', [['stripe.com', 'GET', '/v1/invoices']]), 'GET', '/v1/invoices').text;
  assert.match(invoices, /GET https:\/\/api\.stripe\.com\/v1\/invoices\?customer=cus_123\n/);
  const route = brief('Compute a car route from our office at 48.8566,2.3522 to the airport at 49.0097,2.5479', [['tomtom.com/routing', 'GET', '/routing/{versionNumber}/calculateRoute/{locations}/{contentType}']]);
  assert.doesNotMatch(route, /departAt=|arriveAt=/, '"at 48.8566" is no departure time');
});

test("a path parameter of one word takes the value quoted right after that word, wherever the task writes it: Wordnik's `{word}`", () => {
  const text = brief("Get the definitions and the pronunciation of the word 'serendipity' from Wordnik", [['wordnik.com', 'GET', '/word.json/{word}/definitions'], ['wordnik.com', 'GET', '/word.json/{word}/pronunciations']]);
  assert.match(stepOf(text, 'GET', '/word.json/{word}/definitions').text, /\/word\.json\/serendipity\/definitions\n/, 'the first clause names no word, the task does');
  assert.match(stepOf(text, 'GET', '/word.json/{word}/pronunciations').text, /\/word\.json\/serendipity\/pronunciations\n/);
});

test('a value the task gives goes to one body field: the one whose whole name is written before it, else the shortest (Increase)', () => {
  const open = stepOf(brief('Open an Increase checking account for entity ent_123', [['increase.com', 'POST', '/accounts']]), 'POST', '/accounts').text;
  const account = JSON.parse(/\n {5}(\{.*\})\n/.exec(open)?.[1] ?? '{}') as Record<string, unknown>;
  assert.equal(account.entity_id, 'ent_123');
  assert.equal(account.informational_entity_id, undefined, 'not also the optional informational entity');
  const send = stepOf(brief('Send $250.00 by ACH to routing number 101050001 and account number 987654321', [['increase.com', 'POST', '/ach_transfers']]), 'POST', '/ach_transfers').text;
  const transfer = JSON.parse(/\n {5}(\{.*\})\n/.exec(send)?.[1] ?? '{}') as Record<string, unknown>;
  assert.equal(transfer.account_number, '987654321');
  assert.equal(transfer.routing_number, '101050001');
  assert.notEqual(transfer.account_id, '987654321', 'the account number is not the Increase account the money leaves');
});

test("a moment the task writes fills an input its schema calls a date-time or a date: the step's one such input, or, of two moments, the start's and the end's; a create's quoted name is its topic", () => {
  const meeting = stepOf(brief("Create a Zoom meeting 'Quarterly review' for 2024-09-30T15:00:00Z lasting 60 minutes", [['zoom.us', 'POST', '/users/{userId}/meetings']]), 'POST', '/users/{userId}/meetings').text;
  const body = JSON.parse(/\n {5}(\{.*\})\n/.exec(meeting)?.[1] ?? '{}') as Record<string, unknown>;
  assert.equal(body.start_time, '2024-09-30T15:00:00Z');
  assert.equal(body.topic, 'Quarterly review');
  assert.equal(body.schedule_for, undefined, '"for 2024-09-30…" schedules it for no one: a preposition a name ends in is no thing');
  const offers = stepOf(brief('Find rooms at hotel MCLONGHM for 2 adults from 2024-10-12 to 2024-10-14', [['amadeus.com/amadeus-hotel-search', 'GET', '/shopping/hotel-offers']]), 'GET', '/shopping/hotel-offers').text;
  assert.match(offers, /[?&]checkInDate=2024-10-12&checkOutDate=2024-10-14(?:&|\n)/);
  const one = stepOf(brief('Find rooms at hotel MCLONGHM for 2 adults on 2024-10-12', [['amadeus.com/amadeus-hotel-search', 'GET', '/shopping/hotel-offers']]), 'GET', '/shopping/hotel-offers').text;
  assert.match(one, /[?&]checkInDate=2024-10-12(?:&|\n)/);
  assert.doesNotMatch(one, /checkOutDate=/, 'one date is no end');
});

test("text a lookup answers with goes to a model's message where the task names it as the thing's own: \"translate the title of …\"; the model's answer is what is posted", () => {
  const text = brief('Translate the title of the latest issue in acme/api into French with GPT-4o-mini and post the translation to the Slack channel #triage', [
    ['slack.com', 'POST', '/chat.postMessage'], ['openai.com', 'POST', '/chat/completions'], ['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/issues'],
  ]);
  assert.match(stepOf(text, 'POST', '/chat/completions').text, /- messages\[\]\.content ← step 1: \[\]\.title\n/);
  assert.match(stepOf(text, 'POST', '/chat.postMessage').text, /- text ← step 2: choices\[\]\.message\.content\n/);
  // A field the task does not name is no text to work on.
  const bland = brief('Look at the latest issue in acme/api with GPT-4o-mini', [['openai.com', 'POST', '/chat/completions'], ['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/issues']]);
  assert.doesNotMatch(bland, /messages\[\]\.content ←/);
});

test('a link the words about it say a call makes goes on to the call the task comes to later, and of two addresses the one after "from" is the sender\'s: a Zoom meeting link emailed with SendGrid', () => {
  const text = brief('Create a Zoom meeting link for a sync and email it to bob@acme.com with SendGrid from hi@acme.com', [['sendgrid.com', 'POST', '/mail/send'], ['zoom.us', 'POST', '/users/{userId}/meetings']]);
  const mail = stepOf(text, 'POST', '/mail/send').text;
  assert.match(mail, /- content\[\]\.value ← step 1: join_url\n/);
  const body = JSON.parse(/\n {5}(\{.*\})\n/.exec(mail)?.[1] ?? '{}') as { from?: { email?: string }; reply_to?: unknown };
  assert.equal(body.from?.email, 'hi@acme.com');
  assert.equal(body.reply_to, undefined, 'the recipient is no address to reply to');
});

test("a generator's prompt is the text quoted after what it is of: \"an image of 'a lighthouse at dawn'\"", () => {
  const image = stepOf(brief("Generate an image of 'a lighthouse at dawn' with OpenAI", [['openai.com', 'POST', '/images/generations']]), 'POST', '/images/generations').text;
  assert.match(image, /\{"prompt":"a lighthouse at dawn"/);
});

test("a link to the API's own resource gives the path's values, and a name ending in a message's field takes the words the task sends: an SQS queue URL", () => {
  const send = stepOf(brief("Send a message 'Deploy done' to the SQS queue https://sqs.us-east-1.amazonaws.com/123456789012/deploys", [['amazonaws.com/sqs', 'GET', '/{AccountNumber}/{QueueName}/#Action=SendMessage']]), 'GET', '/{AccountNumber}/{QueueName}/#Action=SendMessage').text;
  assert.match(send, /GET https:\/\/sqs\.us-east-1\.amazonaws\.com\/123456789012\/deploys\/\?MessageBody=Deploy%20done&/);
});

test('a resource URI fills the input named for URIs, a list as its one item: a Spotify track', () => {
  const add = stepOf(brief('Add the track spotify:track:4iV5W9uYEdYUVa79Axb7Rh to the playlist 37i9dQZF1DXcBWIGoYBM5M', [['spotify.com', 'POST', '/playlists/{playlist_id}/tracks']]), 'POST', '/playlists/{playlist_id}/tracks').text;
  assert.match(add, /\{"uris":\["spotify:track:4iV5W9uYEdYUVa79Axb7Rh"\]/);
});

test('a slash-joined value written after the second of two path parameters, the first named apart, is that one value: an S3 bucket and its key', () => {
  const put = stepOf(brief('Upload the file backup.tar.gz to the S3 bucket acme-backups-2024 under the key nightly/backup-2024-06-01.tar.gz', [['amazonaws.com/s3', 'PUT', '/{Bucket}/{Key}']]), 'PUT', '/{Bucket}/{Key}').text;
  assert.match(put, /PUT https:\/\/s3\.amazonaws\.com\/acme-backups-2024\/nightly%2Fbackup-2024-06-01\.tar\.gz\n/);
  // GitHub's owner and repository are still one pair.
  const issues = stepOf(brief('List the open issues of octocat/hello-world', [['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/issues']]), 'GET', '/repos/{owner}/{repo}/issues').text;
  assert.match(issues, /\/repos\/octocat\/hello-world\/issues/);
});

test("a thing named by a field one object down is picked by it, an object of its own attributes and not another thing it holds; a moment goes to the schedule, not to the lookup's filters: Mailchimp's campaign", () => {
  const text = brief("Schedule the Mailchimp campaign 'Black Friday' for 2024-11-29T08:00:00Z", [['mailchimp.com', 'POST', '/campaigns/{campaign_id}/actions/schedule'], ['mailchimp.com', 'GET', '/campaigns']]);
  assert.match(stepOf(text, 'POST', '/campaigns/{campaign_id}/actions/schedule').text, /- campaign_id ← step 1: campaigns\[\]\.id, of the item where campaigns\[\]\.settings\.title == "Black Friday"\n/);
  assert.match(stepOf(text, 'POST', '/campaigns/{campaign_id}/actions/schedule').text, /\{"schedule_time":"2024-11-29T08:00:00Z"\}/);
  assert.match(stepOf(text, 'GET', '/campaigns').text, /GET https:\/\/server\.api\.mailchimp\.com\/3\.0\/campaigns\n/, 'no send-time or create-time filter is "since" that moment');
  const since = stepOf(brief('List the Mailchimp campaigns sent since 2024-01-01T00:00:00Z', [['mailchimp.com', 'GET', '/campaigns']]), 'GET', '/campaigns').text;
  assert.match(since, /since_send_time=2024-01-01T00%3A00%3A00Z/);
});

test('FIT reads no action in a quoted text: "the text \'Please find the report attached\'" asks nothing of a step', () => {
  assert.match(section(brief("Email bob@acme.com with SendGrid and the text 'Please find the report attached'", [['sendgrid.com', 'POST', '/mail/send']]), 'FIT'), /^FIT: Fully/);
});

test("the names a create gives the things it makes are the caller's, several as one: DigitalOcean's droplet `names` are no SSH key's", () => {
  const create = stepOf(brief("Create a DigitalOcean droplet 'web-2' in nyc3 with my SSH key 'laptop' installed", [['digitalocean.com', 'POST', '/v2/droplets'], ['digitalocean.com', 'GET', '/v2/account/keys']]), 'POST', '/v2/droplets').text;
  assert.match(create, /- ssh_keys ← step 1: ssh_keys\[\]\.id, of the item where ssh_keys\[\]\.name == "laptop"\n/);
  assert.doesNotMatch(create, /- names ←/);
});

test('a link the task writes fills the input that takes one: the one whose words precede it, else the one required, else the plainest; no word of a link is a value', () => {
  const removal = stepOf(brief('Remove the background of https://example.com/shoe.jpg', [['remove.bg', 'POST', '/removebg']]), 'POST', '/removebg').text;
  assert.match(removal, /\{"image_url":"https:\/\/example\.com\/shoe\.jpg"\}\n/, 'the image, not the background image; and no `format: jpg` read from the link');
  const paid = stepOf(brief('Create a Stripe checkout session for price price_123 and send the buyer to https://shop.example.com/thanks after paying', [['stripe.com', 'POST', '/v1/checkout/sessions']]), 'POST', '/v1/checkout/sessions').text;
  assert.match(paid, /success_url=https%3A%2F%2Fshop\.example\.com%2Fthanks/);
  assert.doesNotMatch(paid, /cancel_url=/);
  const both = stepOf(brief('Create a Stripe checkout session for price price_123 with the success page https://shop.example.com/thanks and the cancel page https://shop.example.com/cart', [['stripe.com', 'POST', '/v1/checkout/sessions']]), 'POST', '/v1/checkout/sessions').text;
  assert.match(both, /cancel_url=https%3A%2F%2Fshop\.example\.com%2Fcart/);
  assert.match(both, /success_url=https%3A%2F%2Fshop\.example\.com%2Fthanks/);
});

test("a create's singular word after a collection names a kind of its things, and a list of plain values named for the things holds their ids: Nordigen's end-user agreement and a requisition's accounts", () => {
  const text = brief("Create a Nordigen end user agreement for institution REVOLUT_REVOGB21, create a requisition for it with redirect https://app.example.com/bank/callback using the agreement, read the requisition and list the transactions of its first account", [
    ['nordigen.com', 'GET', '/api/v2/accounts/{id}/transactions/'], ['nordigen.com', 'GET', '/api/v2/requisitions/{id}/'],
    ['nordigen.com', 'POST', '/api/v2/requisitions/'], ['nordigen.com', 'POST', '/api/v2/agreements/enduser/'],
  ]);
  const requisition = stepOf(text, 'POST', '/api/v2/requisitions/');
  assert.match(requisition.text, /- agreement ← step 1: id\n/);
  assert.match(requisition.text, /"redirect":"https:\/\/app\.example\.com\/bank\/callback"/);
  const read = stepOf(text, 'GET', '/api/v2/requisitions/{id}/');
  const transactions = stepOf(text, 'GET', '/api/v2/accounts/{id}/transactions/');
  assert.match(transactions.text, new RegExp(`- id ← step ${read.n}: accounts\\n`));
  assert.ok(transactions.n > read.n, 'the accounts are read before their transactions');
});

test("an optional search input takes the terms quoted after the word that asks for them: \"search Shutterstock for 'mountain sunrise'\"", () => {
  const search = stepOf(brief("Search Shutterstock for 'mountain sunrise' photos", [['shutterstock.com', 'GET', '/v2/images/search']]), 'GET', '/v2/images/search').text;
  assert.match(search, /GET https:\/\/api\.shutterstock\.com\/v2\/images\/search\?query=mountain%20sunrise\n/);
});

test('a date the task writes fills a plain string input named or described as a date, the first where something starts and the second where it ends: Yodlee transactions', () => {
  const since = stepOf(brief('List my Yodlee transactions since 2024-01-01', [['yodlee.com', 'GET', '/transactions']]), 'GET', '/transactions').text;
  assert.match(since, /GET \S+\/transactions\?fromDate=2024-01-01\n/);
  const span = stepOf(brief('List my Yodlee transactions between 2024-01-01 and 2024-01-31', [['yodlee.com', 'GET', '/transactions']]), 'GET', '/transactions').text;
  assert.match(span, /fromDate=2024-01-01/);
  assert.match(span, /toDate=2024-01-31/);
});

test('signing in comes first and is how the task gets its token, though it POSTs: a Nordigen access token, then the banks', () => {
  const text = brief('Get a Nordigen access token with my secret id and secret key, then list the banks supported in Germany', [
    ['nordigen.com', 'GET', '/api/v2/institutions/'], ['nordigen.com', 'POST', '/api/v2/token/new/'],
  ]);
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
  assert.equal(stepOf(text, 'POST', '/api/v2/token/new/').n, 1);
});

test('the sender\'s number is the one written after "from" and the words that name it; a share goes to the percentage its words sit beside', () => {
  const text = stepOf(brief("Text 'Your table is ready' to +14155550123 from my Twilio number +14155550100", [['twilio.com/api', 'POST', '/2010-04-01/Accounts/{AccountSid}/Messages.json']]), 'POST', '/2010-04-01/Accounts/{AccountSid}/Messages.json').text;
  assert.match(text, /From=%2B14155550100/);
  assert.match(text, /To=%2B14155550123/);
  const coupon = stepOf(brief('Create a Stripe coupon for 20% off, once', [['stripe.com', 'POST', '/v1/coupons']]), 'POST', '/v1/coupons').text;
  assert.match(coupon, /percent_off=20\b/);
});

test('a number written after "#" and a word ("pull request #42") is the thing\'s number, never its sha; of alike fields side by side, the one in the object the input\'s description names: GitHub\'s merge takes the head\'s sha', () => {
  const text = brief('Merge pull request #42 of acme/api', [['github.com/api.github.com', 'PUT', '/repos/{owner}/{repo}/pulls/{pull_number}/merge'], ['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/pulls/{pull_number}']]);
  const merge = stepOf(text, 'PUT', '/repos/{owner}/{repo}/pulls/{pull_number}/merge').text;
  assert.match(merge, /PUT https:\/\/api\.github\.com\/repos\/acme\/api\/pulls\/42\/merge\n/);
  assert.match(merge, /- sha ← step 1: head\.sha\n/);
  assert.doesNotMatch(merge, /"sha":"42"/);
});

test('FIT: a read the task asks for is done by a change whose answer holds it ("register her and get her join link")', () => {
  const text = brief('Register jane@acme.com for the Zoom meeting 85746065432 and get her join link', [['zoom.us', 'POST', '/meetings/{meetingId}/registrants']]);
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
});

test('the collection a path parameter sits under names its thing by an identifier, not by a bare number: "the value 42" is no Sheets range', () => {
  const sheets = stepOf(brief("Write the value 42 to cell B2 of the sheet 'Summary' in the Google spreadsheet 1XyZabc9", [['googleapis.com/sheets', 'PUT', '/v4/spreadsheets/{spreadsheetId}/values/{range}']]), 'PUT', '/v4/spreadsheets/{spreadsheetId}/values/{range}').text;
  assert.doesNotMatch(sheets, /\/values\/42/);
  // The cell and the sheet the task names are the range.
  assert.match(sheets, /PUT https:\/\/sheets\.googleapis\.com\/v4\/spreadsheets\/1XyZabc9\/values\/Summary!B2/);
});

test("a required input its description lets take a link takes the task's one link, before an optional field named for links: Telegram's photo, not a caption entity's url", () => {
  const photo = stepOf(brief("Send the image https://example.com/logo.png to Telegram chat 12345 with the caption 'New logo'", [['telegram.org', 'POST', '/sendPhoto']]), 'POST', '/sendPhoto').text;
  assert.match(photo, /parts: caption=New logo; chat_id=12345; photo=https:\/\/example\.com\/logo\.png\n/);
});

test('an embedding one call writes goes to the vector a store is queried by, across providers; the text to embed is quoted after "text"', () => {
  const text = brief("Embed the text 'refund policy' with OpenAI and query the Pinecone index for the nearest vectors", [['pinecone.io', 'POST', '/query'], ['openai.com', 'POST', '/embeddings']]);
  assert.match(stepOf(text, 'POST', '/embeddings').text, /"input":"refund policy"/);
  assert.match(section(brief("Create an OpenAI embedding of 'hello world'", [['openai.com', 'POST', '/embeddings']]), 'STEPS'), /"input":"hello world"/, 'what the model is given, after "of"');
  const query = stepOf(text, 'POST', '/query');
  assert.equal(query.n, 2);
  assert.match(query.text, /- vector ← step 1: data\[\]\.embedding\n/);
});

test('a sum of money fills the amount in cents where the input counts so, and its currency in the case the input asks; an amount for another purpose takes none', () => {
  const price = stepOf(brief('Create a $49.99 price for the Stripe product prod_123', [['stripe.com', 'POST', '/v1/prices']]), 'POST', '/v1/prices').text;
  assert.match(price, /currency=usd&product=prod_123&unit_amount=4999\n/);
});

test("a create's one name written after \"called\" or \"named\" near what it makes, a flag named for a word the task says of it, and an identifier between a determiner and its thing", () => {
  const repo = stepOf(brief('Create a private GitHub repository called infra-secrets under the org acme-corp-1', [['github.com/api.github.com', 'POST', '/orgs/{org}/repos']]), 'POST', '/orgs/{org}/repos').text;
  const body = JSON.parse(/\n {5}(\{.*\})\n/.exec(repo)?.[1] ?? '{}') as Record<string, unknown>;
  assert.equal(body.name, 'infra-secrets');
  assert.equal(body.private, true);
  assert.equal(body.visibility, 'private');
  const open = stepOf(brief('Create a GitHub repository called docs-site that is not private, under the org acme-corp-1', [['github.com/api.github.com', 'POST', '/orgs/{org}/repos']]), 'POST', '/orgs/{org}/repos').text;
  assert.doesNotMatch(open, /"private":true/);
  const droplet = stepOf(brief('Create a DigitalOcean droplet named web-3 in the fra1 region with the ubuntu-22-04-x64 image and size s-1vcpu-1gb', [['digitalocean.com', 'POST', '/v2/droplets']]), 'POST', '/v2/droplets').text;
  const made = JSON.parse(/\n {5}(\{.*\})\n/.exec(droplet)?.[1] ?? '{}') as Record<string, unknown>;
  assert.deepEqual([made.name, made.region, made.image, made.size], ['web-3', 'fra1', 'ubuntu-22-04-x64', 's-1vcpu-1gb']);
});

test('a moment written right after an input\'s own word goes to that input, a date to the one not named for a time: Asana\'s due date', () => {
  const task = stepOf(brief("Create an Asana task 'Prepare Q3 report' in project 1204567890123, due on 2024-07-15", [['asana.com', 'POST', '/tasks']]), 'POST', '/tasks').text;
  assert.match(task, /"due_on":"2024-07-15"/);
  assert.doesNotMatch(task, /"(?:start_on|start_at|due_at)":"2024-07-15"/);
});

test('where a thing goes from and to: the value after "from" is the start\'s, the one after "into" the end\'s, where the task names the thing (GitLab\'s source and target branches)', () => {
  const merge = stepOf(brief("Open a GitLab merge request in project 4821 from branch feature/login into main titled 'Add login'", [['gitlab.com', 'POST', '/v3/projects/{id}/merge_requests']]), 'POST', '/v3/projects/{id}/merge_requests').text;
  assert.match(merge, /source_branch=feature%2Flogin/);
  assert.match(merge, /target_branch=main/);
});

test('a count written before the input\'s own word, and a point written with its words; a preposition a name ends in is no thing to read a value after', () => {
  const forecast = stepOf(brief('Get the weather forecast for the next 3 days at latitude 52.52, longitude 13.41.', [['weatherbit.io', 'GET', '/forecast/daily?lat={lat}&lon={lon}']]), 'GET', '/forecast/daily?lat={lat}&lon={lon}').text;
  assert.match(forecast, /\/forecast\/daily\?lat=52\.52&lon=13\.41&days=3/);
  const customers = stepOf(brief('List the Stripe customers created after 2024-01-01', [['stripe.com', 'GET', '/v1/customers']]), 'GET', '/v1/customers').text;
  assert.doesNotMatch(customers, /starting_after=2024/);
});

test('a body that is a list of objects documents its items\' fields and is sent as a list of one: BulkSMS messages', () => {
  const send = stepOf(brief("Send 'Your code is 4821' to +447700900123 with BulkSMS", [['bulksms.com', 'POST', '/messages']]), 'POST', '/messages').text;
  assert.match(send, /Request body: application\/json, required, a list of objects with these fields\n {5}- body \(string, required\)/);
  assert.match(send, /\n {5}\[\{"body":"Your code is 4821"/);
});

test("a search over several kinds of things takes the name quoted after any of them, not one the task calls its own: Spotify's artist", () => {
  const text = brief("Find the Spotify artist 'Radiohead' and add their top tracks to my playlist 'Chill Vibes'", [['spotify.com', 'GET', '/search'], ['spotify.com', 'GET', '/artists/{id}/top-tracks']]);
  assert.match(stepOf(text, 'GET', '/search').text, /GET https:\/\/api\.spotify\.com\/v1\/search\?q=Radiohead&/);
  const mine = brief("Add the top tracks of the artist Daft Punk to my Spotify playlist 'Workout'", [['spotify.com', 'GET', '/search'], ['spotify.com', 'GET', '/artists/{id}/top-tracks']]);
  assert.doesNotMatch(stepOf(mine, 'GET', '/search').text, /q=Workout/);
});

test("words quoted after another step's thing are that step's, and an update takes the state the task's verb asks for: close each issue with a comment", () => {
  const text = brief("List the open issues of acme/api and close each one with the comment 'Fixed in 2.0'", [
    ['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/issues'], ['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/issues/{issue_number}/comments'], ['github.com/api.github.com', 'PATCH', '/repos/{owner}/{repo}/issues/{issue_number}'],
  ]);
  const update = stepOf(text, 'PATCH', '/repos/{owner}/{repo}/issues/{issue_number}').text;
  assert.match(update, /\{"state":"closed"\}/);
  assert.doesNotMatch(update, /Fixed in 2\.0/);
  assert.match(stepOf(text, 'POST', '/repos/{owner}/{repo}/issues/{issue_number}/comments').text, /\{"body":"Fixed in 2\.0"\}/);
});

test('a name written after the words of the input\'s name, and a flag a change\'s verb sets: a SendGrid contact\'s first name, a published dev.to article', () => {
  const contact = stepOf(brief("Add jane@example.com to the SendGrid marketing list 'Newsletter' with first name Jane", [['sendgrid.com', 'GET', '/marketing/lists'], ['sendgrid.com', 'PUT', '/marketing/contacts']]), 'PUT', '/marketing/contacts').text;
  assert.match(contact, /"contacts":\[\{"email":"jane@example\.com","first_name":"Jane"\}\]/);
  const article = stepOf(brief("Publish a dev.to article titled 'Shipping faster'", [['dev.to', 'POST', '/api/articles']]), 'POST', '/api/articles').text;
  assert.match(article, /"published":true/);
});

test("the name quoted after the thing an object in a list is fills that object's name: Mailchimp's tag 'vip'", () => {
  const tags = stepOf(brief("Add the tag 'vip' to the member 5f2a6d in the Mailchimp list abc123", [['mailchimp.com', 'POST', '/lists/{list_id}/members/{subscriber_hash}/tags']]), 'POST', '/lists/{list_id}/members/{subscriber_hash}/tags').text;
  assert.match(tags, /"tags":\[\{"name":"vip"/);
});

test('a plural input its description calls a list of those things takes their ids: Slack opens a DM with the user it looked up by email', () => {
  const open = stepOf(brief("Look up the Slack user with email bob@acme.com and open a direct message with them", [['slack.com', 'POST', '/conversations.open'], ['slack.com', 'GET', '/users.lookupByEmail']]), 'POST', '/conversations.open').text;
  assert.match(open, /- users ← step 1: user(?:\[\])?\.id/);
});

test("a new thing's kind written before it is no name or id of it; of several names, the one after what the step makes; a link after a thing is no id of it; a nested moment by its span", () => {
  const both = brief('Create a GitHub repository called web-docs under the org acme-1 and a s-1vcpu-1gb DigitalOcean droplet named web-3', [['github.com/api.github.com', 'POST', '/orgs/{org}/repos'], ['digitalocean.com', 'POST', '/v2/droplets']]);
  assert.match(stepOf(both, 'POST', '/orgs/{org}/repos').text, /"name":"web-docs"/);
  const droplet = stepOf(both, 'POST', '/v2/droplets').text;
  assert.match(droplet, /"name":"web-3"/);
  const article = stepOf(brief('Publish the article https://blog.acme.com/post-1 on dev.to as well', [['dev.to', 'POST', '/api/articles']]), 'POST', '/api/articles').text;
  assert.doesNotMatch(article, /"title":"https/);
  assert.match(article, /"canonical_url":"https:\/\/blog\.acme\.com\/post-1"/);
  const event = stepOf(brief("Create a Google Calendar event 'Team lunch' on my primary calendar from 2024-06-03T12:00:00Z to 2024-06-03T13:00:00Z", [['googleapis.com/calendar', 'POST', '/calendars/{calendarId}/events']]), 'POST', '/calendars/{calendarId}/events').text;
  assert.match(event, /"end":\{"dateTime":"2024-06-03T13:00:00Z"\}/);
  assert.match(event, /"start":\{"dateTime":"2024-06-03T12:00:00Z"\}/);
});

test('of two texts a call writes as deep, the plainer object\'s goes on: Google Translate\'s `translations[]`, not its `glossaryTranslations[]`', () => {
  const post = stepOf(brief("Translate 'Hello world' to German with Google Translate and post it to the Slack channel #support", [['slack.com', 'POST', '/chat.postMessage'], ['googleapis.com/translate', 'POST', '/v3beta1/{parent}:translateText']]), 'POST', '/chat.postMessage').text;
  assert.match(post, /- text ← step 1: translations\[\]\.translatedText\n/);
});

test("an id a path takes comes from the step whose path names its thing, not one whose answer's schema name holds it: Stripe's invoice, not the invoice item", () => {
  const text = brief('Bill the new customer jo@example.com a one-off 25 USD setup fee: create the customer, add the invoice item, create the invoice and finalize it', [
    ['stripe.com', 'POST', '/v1/customers'], ['stripe.com', 'POST', '/v1/invoiceitems'], ['stripe.com', 'POST', '/v1/invoices'], ['stripe.com', 'POST', '/v1/invoices/{invoice}/finalize'],
  ]);
  const invoice = stepOf(text, 'POST', '/v1/invoices').n;
  assert.match(stepOf(text, 'POST', '/v1/invoices/{invoice}/finalize').text, new RegExp(`- invoice ← step ${invoice}: id\\n`));
});

test("a plain noun an input is named by takes the id of the things another step lists under its plural; a value after \"X of the\" names no X: Slack's pin", () => {
  const text = brief('Pin the latest message of the #general Slack channel', [['slack.com', 'POST', '/pins.add'], ['slack.com', 'GET', '/conversations.history'], ['slack.com', 'GET', '/conversations.list']]);
  const list = stepOf(text, 'GET', '/conversations.list').n;
  const pin = stepOf(text, 'POST', '/pins.add').text;
  assert.match(pin, new RegExp(`- channel ← step ${list}: channels\\[\\]\\.id, of the item where channels\\[\\]\\.name == "general"\\n`));
  assert.match(pin, /- timestamp ← step \d: messages\[\]\.ts\n/);
});

test("an identifier a description calls the thing's slug takes the listed things' slug: DigitalOcean's region", () => {
  const droplet = stepOf(brief('Create a DigitalOcean droplet named web-1 in the first region', [['digitalocean.com', 'POST', '/v2/droplets'], ['digitalocean.com', 'GET', '/v2/regions']]), 'POST', '/v2/droplets').text;
  assert.match(droplet, /- region ← step 1: regions\[\]\.slug\n/);
});

test('a list of objects the task fills nothing of shows its items\' fields, not a list of strings: BulkSMS recipients', () => {
  const send = stepOf(brief("Send 'Your code is 4821' with BulkSMS", [['bulksms.com', 'POST', '/messages']]), 'POST', '/messages').text;
  assert.match(send, /"to":\[\{"address":"<to\[\]\.address>"/);
});

test("an object of several kinds takes the id of the listed things its `type` allows, and a file's name is no id of it: a comment on the Box file a search finds", () => {
  const comment = stepOf(brief("Leave the comment 'Numbers updated' on the Box file 'budget-2024.xlsx'", [['box.com', 'POST', '/comments'], ['box.com', 'GET', '/search']]), 'POST', '/comments').text;
  assert.match(comment, /- item\.id ← step 1: entries\[\]\.id, of the item where entries\[\]\.name == "budget-2024\.xlsx"\n/);
  assert.doesNotMatch(comment, /"id":"budget-2024\.xlsx"/);
});

test("an optional id under another thing in an answer is not taken unless the task speaks of that thing: no Stripe subscription for an invoice item", () => {
  const text = brief('Bill the customer jane@acme.com 25 USD on a new invoice: create the invoice, then add the invoice item to it', [['stripe.com', 'GET', '/v1/customers'], ['stripe.com', 'POST', '/v1/invoices'], ['stripe.com', 'POST', '/v1/invoiceitems']]);
  const item = stepOf(text, 'POST', '/v1/invoiceitems').text;
  assert.match(item, new RegExp(`- invoice ← step ${stepOf(text, 'POST', '/v1/invoices').n}: id\\n`));
  assert.doesNotMatch(item, /subscription ←/);
});

test('a copy makes another thing like the one it copies: a later step on "the copy" takes the copy\'s id (Drive)', () => {
  const text = brief('Make a copy of the Google Doc 1AbCdEf and export the copy as a PDF', [['googleapis.com/drive', 'GET', '/files/{fileId}/export'], ['googleapis.com/drive', 'POST', '/files/{fileId}/copy']]);
  assert.match(stepOf(text, 'GET', '/files/{fileId}/export').text, new RegExp(`- fileId ← step ${stepOf(text, 'POST', '/files/{fileId}/copy').n}: id\\n`));
});

test('a folder made inside a given folder is named as the task says, and what goes "into it" goes into the folder made (Box)', () => {
  const text = brief('Create a Box folder named Contracts inside the folder 0 and copy the file 12345 into it', [['box.com', 'POST', '/files/{file_id}/copy'], ['box.com', 'POST', '/folders']]);
  const folder = stepOf(text, 'POST', '/folders');
  assert.match(folder.text, /\{"name":"Contracts","parent":\{"id":"0"\}\}/);
  // The copy's `parent` is "The destination folder to copy the file to": the folder made, not the one it was made in.
  assert.match(stepOf(text, 'POST', '/files/{file_id}/copy').text, new RegExp(`- parent\\.id ← step ${folder.n}: id\\n`));
});

test("a step's clause is the one holding a word its stemmer left longer, and a rename names a meeting's topic: Zoom's registrant and meeting", () => {
  const text = brief("Schedule a Zoom meeting 'Quarterly review' for the user carol@example.com and register dan@example.com for it", [['zoom.us', 'POST', '/meetings/{meetingId}/registrants'], ['zoom.us', 'POST', '/users/{userId}/meetings']]);
  assert.match(stepOf(text, 'POST', '/meetings/{meetingId}/registrants').text, /"email":"dan@example\.com"/);
  const rename = stepOf(brief("Rename the Zoom meeting 85746065432 to 'Weekly sync'", [['zoom.us', 'PATCH', '/meetings/{meetingId}']]), 'PATCH', '/meetings/{meetingId}').text;
  assert.match(rename, /\{"topic":"Weekly sync"\}/);
});

test("a UUID input takes only a UUID: Xero's invoice INV-0042 is its number, and the payment takes the listed invoice's InvoiceID", () => {
  const text = brief('Record a payment of 500 against the Xero invoice INV-0042', [['xero.com/xero_accounting', 'PUT', '/Payments'], ['xero.com/xero_accounting', 'GET', '/Invoices']]);
  const payment = stepOf(text, 'PUT', '/Payments').text;
  assert.doesNotMatch(text, /"InvoiceID":"INV-0042"|IDs=INV-0042/);
  assert.match(payment, /- Payments\[\]\.Invoice\.InvoiceID ← step 1: Invoices\[\]\.InvoiceID/);
});

test("a file's bytes are uploaded, never another answer's name: the fine-tune takes the uploaded file's id (OpenAI)", () => {
  const text = brief('Fine-tune a model on my training data: upload train.jsonl and start the fine-tune with it', [['openai.com', 'POST', '/fine-tunes'], ['openai.com', 'POST', '/files']]);
  const upload = stepOf(text, 'POST', '/files');
  assert.equal(upload.n, 1);
  assert.doesNotMatch(upload.text, /- file ←/);
  assert.match(stepOf(text, 'POST', '/fine-tunes').text, /- training_file ← step 1: id\n/);
});

test("an input whose description says whose attribute it takes refers to that thing: Slack's thread_ts is \"another message's ts\"", () => {
  const post = stepOf(brief("Reply in the thread of the latest message in Slack channel C024BE91L with 'On it'", [['slack.com', 'POST', '/chat.postMessage'], ['slack.com', 'GET', '/conversations.history']]), 'POST', '/chat.postMessage').text;
  assert.match(post, /- thread_ts ← step 1: messages\[\]\.(?:thread_)?ts\n/);
});

test("an OData reference names one of the things a lookup lists that the call's path does not: Graph's group member is the user, not the group", () => {
  const add = stepOf(brief('Add the user ann@example.com to the Microsoft 365 group Marketing', [['microsoft.com/graph', 'POST', '/groups/{group-id}/members/$ref'], ['microsoft.com/graph', 'GET', '/groups'], ['microsoft.com/graph', 'GET', '/users']]), 'POST', '/groups/{group-id}/members/$ref').text;
  assert.match(add, /- @odata\.id ← step \d: value\[\]\.id, of the item where value\[\]\.mail == "ann@example\.com"\n/);
  assert.match(add, /- group-id ← step \d: value\[\]\.id\n/);
});

test('a name the task gives a thing is no value an input lists: "my calendar named Personal" asks for no event `sensitivity: personal` (Graph)', () => {
  const event = stepOf(brief("Add an event 'Dentist' to my Outlook calendar named Personal", [['microsoft.com/graph', 'POST', '/me/calendars/{calendar-id}/events'], ['microsoft.com/graph', 'GET', '/me/calendars']]), 'POST', '/me/calendars/{calendar-id}/events').text;
  assert.doesNotMatch(event, /"sensitivity"/);
  assert.match(event, /- calendar-id ← step 1: value\[\]\.id, of the item where value\[\]\.name == "Personal"\n/);
});

test("an input that lists its values takes one the task writes, in the singular too, before another answer's field: Spotify's top tracks; a value is not the task's verb: GitHub's squash merge", () => {
  const text = brief('Play my top track on my phone: find my devices and start playback of it there', [['spotify.com', 'GET', '/me/player/devices'], ['spotify.com', 'GET', '/me/top/{type}']]);
  const top = stepOf(text, 'GET', '/me/top/{type}').text;
  assert.match(top, /GET https:\/\/api\.spotify\.com\/v1\/me\/top\/tracks\n/);
  assert.doesNotMatch(top, /- type ←/);
  const merge = stepOf(brief('Merge pull request 42 of acme/api with a squash', [['github.com/api.github.com', 'PUT', '/repos/{owner}/{repo}/pulls/{pull_number}/merge']]), 'PUT', '/repos/{owner}/{repo}/pulls/{pull_number}/merge').text;
  assert.match(merge, /"merge_method":"squash"/);
});

test('a lookup whose things the task says are of a thing another step lists is filtered by that thing\'s id: "the transactions of the first account" (Yodlee)', () => {
  const text = brief("Get the user's accounts and the transactions of the first account since 2024-01-01", [['yodlee.com', 'GET', '/transactions'], ['yodlee.com', 'GET', '/accounts']]);
  assert.match(stepOf(text, 'GET', '/transactions').text, /- accountId ← step 1: account\[\]\.id\n/);
  // Not where the task says no such thing: "list my accounts and my transactions".
  assert.doesNotMatch(brief('List my Yodlee accounts and my transactions since 2024-01-01', [['yodlee.com', 'GET', '/transactions'], ['yodlee.com', 'GET', '/accounts']]), /accountId ←/);
});

test("a whole number named for a thing another step makes is that thing's id, and a list of ids is no name: Gitea's milestone and labels", () => {
  const milestone = stepOf(brief("Create a milestone 'v2.0' in Gitea repo acme/web and attach issue #42 to it", [['gitea.io', 'PATCH', '/repos/{owner}/{repo}/issues/{index}'], ['gitea.io', 'POST', '/repos/{owner}/{repo}/milestones']]), 'PATCH', '/repos/{owner}/{repo}/issues/{index}').text;
  assert.match(milestone, /- milestone ← step 1: id\n/);
  assert.match(milestone, /PATCH https:\/\/try\.gitea\.io\/api\/v1\/repos\/acme\/web\/issues\/42\n/);
  const label = stepOf(brief("Add the existing 'bug' label to issue #7 of the Gitea repo acme/web", [['gitea.io', 'POST', '/repos/{owner}/{repo}/issues/{index}/labels'], ['gitea.io', 'GET', '/repos/{owner}/{repo}/labels']]), 'POST', '/repos/{owner}/{repo}/issues/{index}/labels').text;
  assert.match(label, /- labels ← step 1: \[\]\.id, of the item where \[\]\.name == "bug"\n/);
  // A Discourse topic goes into the category made before it, by its integer `category`.
  const topic = stepOf(brief("Post a topic 'Welcome' in the Discourse category 'Announcements'", [['discourse.local', 'POST', '/posts.json'], ['discourse.local', 'GET', '/categories.json']]), 'POST', '/posts.json').text;
  assert.match(topic, /- category ← step 1: category_list\.categories\[\]\.id, of the item where category_list\.categories\[\]\.name == "Announcements"\n/);
});

test('a link of any scheme the task gives is the value sent, not a copy of another answer: a Mux simulcast target at rtmp://', () => {
  const target = stepOf(brief('Create a Mux live stream and add a simulcast target to YouTube at rtmp://a.rtmp.youtube.com/live2 with stream key abcd-1234', [['mux.com', 'POST', '/video/v1/live-streams/{LIVE_STREAM_ID}/simulcast-targets'], ['mux.com', 'POST', '/video/v1/live-streams']]), 'POST', '/video/v1/live-streams/{LIVE_STREAM_ID}/simulcast-targets').text;
  assert.match(target, /"url":"rtmp:\/\/a\.rtmp\.youtube\.com\/live2"/);
  assert.doesNotMatch(target, /- url ←/);
  assert.match(target, /- LIVE_STREAM_ID ← step 1: data\.id\n/);
});

test("an untyped list named for a thing's ids holds them: a Discourse search's post_ids", () => {
  const text = brief("Search Discourse for the topic about 'billing outage' and lock its first post from editing", [['discourse.local', 'PUT', '/posts/{id}/locked.json'], ['discourse.local', 'GET', '/search.json']]);
  assert.match(stepOf(text, 'PUT', '/posts/{id}/locked.json').text, /- id ← step 1: grouped_search_result\.post_ids\n/);
  assert.match(text, /FIT: Fully\n/);
});

test("each upload takes the file its own clause names: OpenAI's file and its transcription", () => {
  const text = brief('Upload the file faq.json for fine-tuning, then transcribe the recording call.mp3 with whisper-1', [['openai.com', 'POST', '/audio/transcriptions'], ['openai.com', 'POST', '/files']]);
  assert.match(stepOf(text, 'POST', '/files').text, /file=faq\.json/);
  assert.match(stepOf(text, 'POST', '/audio/transcriptions').text, /file=call\.mp3/);
});

test('a path\'s name for a thing written bare after that thing is its value: "the org acme", "the SQS queue orders"; a field of the thing is none: "the invoice item"', () => {
  assert.match(brief('Create a private GitHub repository called infra-secrets under the org acme', [['github.com/api.github.com', 'POST', '/orgs/{org}/repos']]), /POST https:\/\/api\.github\.com\/orgs\/acme\/repos\n/);
  assert.match(brief("Send 'deploy done' to the SQS queue orders on account 123456789012", [['amazonaws.com/sqs', 'GET', '/{AccountNumber}/{QueueName}/#Action=SendMessage']]), /GET https:\/\/sqs\.[\w.-]+\/123456789012\/orders\/\?MessageBody=deploy%20done/);
  const finalize = stepOf(brief('Bill a new Stripe customer a setup fee: add the invoice item, create the invoice and finalize it', [['stripe.com', 'POST', '/v1/invoices/{invoice}/finalize'], ['stripe.com', 'POST', '/v1/invoices'], ['stripe.com', 'POST', '/v1/invoiceitems']]), 'POST', '/v1/invoices/{invoice}/finalize').text;
  assert.match(finalize, /- invoice ← step \d: id\n/);
  assert.doesNotMatch(finalize, /invoices\/item\//);
});

test("an input whose format is an email address takes the task's, the sender's after \"from\": Postmark's From and To", () => {
  const send = stepOf(brief("Create a Postmark template called 'Welcome' and send jane@acme.com an email with it from hello@acme.com", [['postmarkapp.com/server', 'POST', '/email/withTemplate'], ['postmarkapp.com/server', 'POST', '/templates']]), 'POST', '/email/withTemplate').text;
  assert.match(send, /"From":"hello@acme\.com"/);
  assert.match(send, /"To":"jane@acme\.com"/);
  assert.match(send, /- TemplateId ← step 1: TemplateId\n/);
});

test("a credential the spec lists as a query parameter takes no other answer's field: Google's `key` is no contact's clientData key (People)", () => {
  const text = brief('Create a Google contact with email jane@acme.com and add her to the contact group contactGroups/123', [['googleapis.com/people', 'POST', '/v1/{resourceName}/members:modify'], ['googleapis.com/people', 'POST', '/v1/people:createContact']]);
  assert.doesNotMatch(text, /- key ←/);
  assert.doesNotMatch(text, /\?key=/);
  // Each of `emailAddresses` is an EmailAddress object, whose `value` its description calls the email address.
  assert.match(stepOf(text, 'POST', '/v1/people:createContact').text, /"emailAddresses":\[\{"value":"jane@acme\.com"\}\]/);
});

test('of two things of a kind the task names, a destination takes the one things are sent to and the path the other: a Calendar event moved from one calendar to another', () => {
  const move = stepOf(brief("In my calendar named 'Work', move the first event to the calendar named 'Archive'", [['googleapis.com/calendar', 'POST', '/calendars/{calendarId}/events/{eventId}/move'], ['googleapis.com/calendar', 'GET', '/calendars/{calendarId}/events'], ['googleapis.com/calendar', 'GET', '/users/me/calendarList']]), 'POST', '/calendars/{calendarId}/events/{eventId}/move').text;
  assert.match(move, /- destination ← step 1: items\[\]\.id, of the item where items\[\]\.summary == "Archive"\n/);
  assert.match(move, /- calendarId ← step 1: items\[\]\.id, of the item where items\[\]\.summary == "Work"\n/);
});

test("a name quoted after another step's thing is that thing's, after \"named\" too: a copy of the Drive file named 'Budget 2026' is not named so", () => {
  const copy = stepOf(brief("Copy the Drive file named 'Budget 2026'", [['googleapis.com/drive', 'POST', '/files/{fileId}/copy'], ['googleapis.com/drive', 'GET', '/files']]), 'POST', '/files/{fileId}/copy').text;
  assert.doesNotMatch(copy, /"name":"Budget 2026"/);
  assert.match(copy, /- fileId ← step 1: files\[\]\.id, of the item where files\[\]\.name == "Budget 2026"\n/);
});

test("a call that sends a message writes no text for another: a Telegram photo's answer is no prompt, so the image is made first", () => {
  const text = brief('Generate an image of a red fox in the snow with DALL-E and send it to the Telegram chat 12345678 as a photo', [['telegram.org', 'POST', '/sendPhoto'], ['openai.com', 'POST', '/images/generations']]);
  assert.ok(stepOf(text, 'POST', '/images/generations').n < stepOf(text, 'POST', '/sendPhoto').n);
  assert.doesNotMatch(text, /- prompt ←/);
});

test('a verb that changes a thing named before, saying to what, is done by a step that changes that thing: "make it public" (S3); not by one that deletes', () => {
  assert.match(brief('Upload report.pdf to the S3 bucket acme-reports and make it public', [['amazonaws.com/s3', 'PUT', '/{Bucket}/{Key}']]), /FIT: Fully\n/);
  assert.match(brief("Delete the event 'Standup' from my primary calendar, then rename it as 'Daily'", [['googleapis.com/calendar', 'DELETE', '/calendars/{calendarId}/events/{eventId}']]), /- no selected step does "rename it as 'Daily'"\n/);
});

test("a step whose description's first sentence uses the clause's verb does it: Docker's image create pulls", () => {
  const text = brief('Pull the image nginx:latest, create a container named web from it and start it', [['docker.com/engine', 'POST', '/containers/{id}/start'], ['docker.com/engine', 'POST', '/containers/create'], ['docker.com/engine', 'POST', '/images/create']]);
  assert.match(text, /FIT: Fully\n/);
  assert.match(stepOf(text, 'POST', '/images/create').text, /images\/create\?fromImage=nginx%3Alatest\n/);
});

test('a value written bare after an input that is a naming attribute is its value: "by their username octocat" (GitHub)', () => {
  assert.match(brief('Look up the GitHub user by their username octocat and list the public repositories they own', [['github.com/api.github.com', 'GET', '/users/{username}/repos']]), /GET https:\/\/api\.github\.com\/users\/octocat\/repos\n/);
});

test('a name written after "called" keeps its number, and a search\'s optional filter is no gap where the named thing is what it finds (Box)', () => {
  const text = brief('Find the Box folder called Invoices 2024 and create a collaboration on it for bob@acme.com as an editor', [['box.com', 'POST', '/collaborations'], ['box.com', 'GET', '/search']]);
  assert.match(text, /FIT: Fully\n/);
  assert.doesNotMatch(text, /finds its id for ancestor_folder_ids/);
  assert.match(text, /of the item where entries\[\]\.name == "Invoices 2024"/);
});

test("an optional id of a body by the very name another answer gives it is taken where the task names its thing: a Gmail reply's threadId; no other field so copied (labelIds, historyId)", () => {
  const send = stepOf(brief('Reply in the same Gmail thread to the latest message from billing@vendor.com saying we paid', [['googleapis.com/gmail', 'POST', '/gmail/v1/users/{userId}/messages/send'], ['googleapis.com/gmail', 'GET', '/gmail/v1/users/{userId}/messages/{id}'], ['googleapis.com/gmail', 'GET', '/gmail/v1/users/{userId}/messages']]), 'POST', '/gmail/v1/users/{userId}/messages/send').text;
  assert.match(send, /- threadId ← step 2: threadId\n/);
  assert.doesNotMatch(send, /- (?:labelIds|historyId) ←/);
});

test("an optional query value of a change takes another answer's field only where the task names its thing: a Zoom registrant is for the meeting, not for its occurrences", () => {
  const register = stepOf(brief("Create a Zoom meeting 'Retro' tomorrow at 15:00 and register jane@acme.com for it", [['zoom.us', 'POST', '/meetings/{meetingId}/registrants'], ['zoom.us', 'POST', '/users/{userId}/meetings']]), 'POST', '/meetings/{meetingId}/registrants').text;
  assert.match(register, /- meetingId ← step 1: id\n/);
  assert.doesNotMatch(register, /occurrence_ids ←/);
});

test('a span the task writes "from one word into another" gives a call that takes both its ends their values, its thing unnamed: a GitLab merge request\'s branches', () => {
  const text = brief('Open a GitLab merge request from feature-x into main in project 4821', [['gitlab.com', 'POST', '/v3/projects/{id}/merge_requests']]);
  assert.match(text, /source_branch=feature-x&target_branch=main/);
});

test("a path parameter that is a thing's name picks the thing a create made by the name it was sent: Pinecone's {indexName}", () => {
  const describe = stepOf(brief('Create a Pinecone index named docs with dimension 1536 and then describe it to get its host', [['pinecone.io', 'GET', '/databases/{indexName}'], ['pinecone.io', 'POST', '/databases']]), 'GET', '/databases/{indexName}').text;
  assert.match(describe, /- indexName ← step 1's request: name \(/);
});

test('a state the clause\'s verb sets comes before one the task found things in: "still open … close each one" closes them (GitHub)', () => {
  const close = stepOf(brief("Find the issues of acme/api that are still open and close each one with the comment 'Fixed in 2.0'", [['github.com/api.github.com', 'PATCH', '/repos/{owner}/{repo}/issues/{issue_number}'], ['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/issues/{issue_number}/comments'], ['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/issues']]), 'PATCH', '/repos/{owner}/{repo}/issues/{issue_number}').text;
  assert.match(close, /"state":"closed"/);
});

test('a capitalised name between a determiner and its thing picks that thing: "the Marketing channel" (Slack), "my Family calendar" (Google, its summary); a provider\'s name says whose, not which', () => {
  assert.match(brief('Post the weekly report to the Marketing channel', [['slack.com', 'GET', '/conversations.list'], ['slack.com', 'POST', '/chat.postMessage']]), /of the item where channels\[\]\.name == "Marketing"/);
  assert.doesNotMatch(brief('Post the weekly report to our Slack channel', [['slack.com', 'GET', '/conversations.list'], ['slack.com', 'POST', '/chat.postMessage']]), /of the item where/);
  assert.match(brief('Add a dentist appointment on Friday at 3pm to my Family calendar', [['googleapis.com/calendar', 'GET', '/users/me/calendarList'], ['googleapis.com/calendar', 'POST', '/calendars/{calendarId}/events']]), /of the item where items\[\]\.summary == "Family"/);
  assert.doesNotMatch(brief('Add a dentist appointment on Friday at 3pm to my Google calendar', [['googleapis.com/calendar', 'GET', '/users/me/calendarList'], ['googleapis.com/calendar', 'POST', '/calendars/{calendarId}/events']]), /of the item where/);
});

test('a slug right after its thing picks that thing: "the channel old-launch" (Slack); a name after "titled" picks by title (Mailchimp)', () => {
  assert.match(brief('Invite bob@example.com to the channel old-launch', [['slack.com', 'GET', '/users.lookupByEmail'], ['slack.com', 'GET', '/conversations.list'], ['slack.com', 'POST', '/conversations.invite']]), /- channel ← step \d: channels\[\]\.id, of the item where channels\[\]\.name == "old-launch"/);
  assert.match(brief('Schedule the draft campaign titled Spring Sale for next Monday at 9am', [['mailchimp.com', 'GET', '/campaigns'], ['mailchimp.com', 'POST', '/campaigns/{campaign_id}/actions/schedule']]), /of the item where campaigns\[\]\.settings\.title == "Spring Sale"/);
});

test("an optional id no one asked for is no item of another thing's list of ids: a new volume's snapshot_id is not the droplet's snapshot_ids (DigitalOcean)", () => {
  const create = stepOf(brief('Create a 100 GB block storage volume and attach it to the droplet web-1', [['digitalocean.com', 'GET', '/v2/droplets'], ['digitalocean.com', 'POST', '/v2/volumes']], briefFixtureCatalog()), 'POST', '/v2/volumes').text;
  assert.doesNotMatch(create, /snapshot_id ←/);
});

test('a name written after a thing a made thing is of names that thing: "a snapshot of the volume called data-vol" gives the snapshot no name data-vol (DigitalOcean)', () => {
  const text = brief('Take a snapshot of the volume called data-vol', [['digitalocean.com', 'GET', '/v2/volumes'], ['digitalocean.com', 'POST', '/v2/volumes/{volume_id}/snapshots']], briefFixtureCatalog());
  assert.match(text, /of the item where volumes\[\]\.name == "data-vol"/);
  assert.doesNotMatch(stepOf(text, 'POST', '/v2/volumes/{volume_id}/snapshots').text, /"name":"data-vol"/);
});

test('steps the task names alike go in the order of the verbs opening their names: "create a tag … and add it to the task" (Asana)', () => {
  const workspaces = orderStep('GET', '/workspaces', 'Get multiple workspaces');
  const search = orderStep('GET', '/workspaces/{workspace_gid}/tasks/search', 'Search tasks in a workspace');
  const add = orderStep('POST', '/tasks/{task_gid}/addTag', 'Add a tag to a task');
  const create = orderStep('POST', '/workspaces/{workspace_gid}/tags', 'Create a tag in a workspace');
  const [, , adding, creating] = taskOrder('Create a tag urgent in our workspace and add it to the task Fix login bug', [workspaces, search, add, create], []);
  assert.ok(creating < adding, `create ${creating} before add ${adding}`);
});

test('a field the task sets "to" a value takes it, and a change taking that field does the clause: TTL 300 (DigitalOcean); "set its size to …" on a create', () => {
  const patch = stepOf(brief('Change the TTL of the mail record of example.com to 300', [['digitalocean.com', 'GET', '/v2/domains/{domain_name}/records'], ['digitalocean.com', 'PATCH', '/v2/domains/{domain_name}/records/{domain_record_id}']], briefFixtureCatalog()), 'PATCH', '/v2/domains/{domain_name}/records/{domain_record_id}').text;
  assert.match(patch, /"ttl":300/);
  const create = brief('Create a droplet named web-3 in nyc3 and set its size to s-2vcpu-4gb', [['digitalocean.com', 'POST', '/v2/droplets']]);
  assert.match(create, /FIT: Fully\n/);
  assert.match(create, /"size":"s-2vcpu-4gb"/);
});

test('a code in capitals right after its thing picks it by its number: "invoice INV-0042" (Xero)', () => {
  assert.match(brief('Record a payment of 250 against invoice INV-0042', [['xero.com/xero_accounting', 'GET', '/Invoices'], ['xero.com/xero_accounting', 'PUT', '/Payments']]), /of the item where Invoices\[\]\.InvoiceNumber == "INV-0042"/);
});

test('what a task asks for "after" doing something comes after it: "archive the channel after posting a goodbye message" posts first', () => {
  const archive = orderStep('POST', '/conversations.archive', 'conversations_archive');
  const post = orderStep('POST', '/chat.postMessage', 'chat_postMessage');
  const [archiving, posting] = taskOrder('Archive the #launch channel after posting a goodbye message in it', [archive, post], []);
  assert.ok(posting < archiving, `post ${posting} before archive ${archiving}`);
  const [, again] = taskOrder('Archive the #launch channel after the meeting, and post a goodbye message in it', [archive, post], []);
  assert.ok(again > archiving, 'a time of day or an event orders nothing');
});

test('a capitalised name right after "the" and its thing, ending its clause, picks the thing: "the event Standup from my calendar" (Google); a sentence after the thing names nothing', () => {
  const calls: Call[] = [['googleapis.com/calendar', 'GET', '/calendars/{calendarId}/events'], ['googleapis.com/calendar', 'DELETE', '/calendars/{calendarId}/events/{eventId}']];
  assert.match(brief('Delete the event Standup from my primary calendar', calls), /- eventId ← step 1: items\[\]\.id, of the item where items\[\]\.summary == "Standup"\n/);
  assert.doesNotMatch(brief('Delete the event Team lunch from my primary calendar', calls), /of the item where/);
});

test('a bare number after the thing a change is on is its number, no title: "add issue 7 to it" (Gitea)', () => {
  const text = brief('Create the milestone v1.0 in the repo acme/web and add issue 7 to it', [['gitea.io', 'POST', '/repos/{owner}/{repo}/milestones'], ['gitea.io', 'PATCH', '/repos/{owner}/{repo}/issues/{index}']]);
  const update = stepOf(text, 'PATCH', '/repos/{owner}/{repo}/issues/{index}').text;
  assert.match(update, /PATCH https:\/\/try\.gitea\.io\/api\/v1\/repos\/acme\/web\/issues\/7\n/);
  assert.doesNotMatch(update, /"title":"7"/);
});

test('a search looks for the one name written bare beside the thing it finds: "find the artist Radiohead" (Spotify); two such names leave a list unfiltered', () => {
  assert.match(brief('Find the artist Radiohead and show their top tracks', [['spotify.com', 'GET', '/search'], ['spotify.com', 'GET', '/artists/{id}/top-tracks']]), /search\?q=Radiohead&/);
  assert.match(brief('Compare the artist Radiohead with the artist Portishead', [['spotify.com', 'GET', '/search'], ['spotify.com', 'GET', '/artists/{id}/top-tracks']]), /search\?q=<q>&/);
});

test("a query's bare `id` under a path naming its thing takes the field named for that thing's id: YouTube's like of a search result", () => {
  const text = brief("Rate the most popular video for 'lofi beats' with a like", [['googleapis.com/youtube', 'GET', '/youtube/v3/search'], ['googleapis.com/youtube', 'POST', '/youtube/v3/videos/rate']], briefFixtureCatalog());
  assert.match(text, /FIT: Fully\n/);
  assert.match(stepOf(text, 'POST', '/youtube/v3/videos/rate').text, /- id ← step 1: items\[\]\.id\.videoId\n/);
});

test('a POST whose path opens with "get" reads, whatever its name ends in: the text of a message Telegram\'s getUpdates lists is no reply\'s text', () => {
  const send = stepOf(brief('Reply in Telegram to the last message the bot received', [['telegram.org', 'POST', '/getUpdates'], ['telegram.org', 'POST', '/sendMessage']], briefFixtureCatalog()), 'POST', '/sendMessage').text;
  assert.match(send, /- reply_to_message_id ← step 1: result\[\]\.message\.message_id\n/);
  assert.doesNotMatch(send, /- text ←/);
  assert.match(send, /"text":"<text>"/);
});

test("a read of one of a collection's things goes after the read listing them, though no listed field holds the id: Vimeo's albums, then an album's videos", () => {
  const text = brief('Get the first video of the Demos album', [['vimeo.com', 'GET', '/me/albums/{album_id}/videos'], ['vimeo.com', 'GET', '/me/albums']], briefFixtureCatalog());
  assert.ok(stepOf(text, 'GET', '/me/albums').n < stepOf(text, 'GET', '/me/albums/{album_id}/videos').n);
});

test('a name written without the thing it qualifies, which the task names apart, gives its value: ShipEngine\'s external_shipment_id', () => {
  const text = brief('Void the label for the shipment with external id ORD-991', [['shipengine.com', 'GET', '/v1/labels/external_shipment_id/{external_shipment_id}'], ['shipengine.com', 'PUT', '/v1/labels/{label_id}/void']], briefFixtureCatalog());
  assert.match(text, /FIT: Fully\n/);
  assert.match(text, /GET https:\/\/api\.shipengine\.com\/v1\/labels\/external_shipment_id\/ORD-991\n/);
});

test("a spelled-out upload wildcard beside an object of fields is that object sent as JSON: Gmail's send, with the upload types told apart", () => {
  const text = brief('Send an email to jane@example.com', [['googleapis.com/gmail', 'POST', '/gmail/v1/users/{userId}/messages/send']]);
  const send = stepOf(text, 'POST', '/gmail/v1/users/{userId}/messages/send').text;
  assert.match(send, /Content-Type: application\/json\n/);
  assert.doesNotMatch(send, /message\/cpim/);
  assert.match(section(text, 'GOTCHAS'), /the spec also lists 20 message\/\* types for this body; those are for uploading the raw media at the provider's upload URL/);
});

test("a field the spec marks with the vendor extension `x-read-only` is the server's: Square's new invoice sends no id or created_at", () => {
  const create = stepOf(brief('Create a Square invoice for an existing order at our Downtown location', [['squareup.com', 'GET', '/v2/locations'], ['squareup.com', 'POST', '/v2/invoices']], briefFixtureCatalog()), 'POST', '/v2/invoices').text;
  assert.match(create, /"location_id":"<invoice\.location_id from step 1: locations\[\]\.id>"/);
  assert.doesNotMatch(create.slice(0, create.indexOf('Returns:')), /invoice\.(?:id|created_at|updated_at|public_url)\b/);
});

test("a POST its name calls a change changes, whatever its path's last word: Trello's check item goes after the search that finds the card", () => {
  const text = brief("Add a checklist called Launch to the card Website redesign and an item 'Write copy' to it", [['trello.com', 'POST', '/cards/{idCard}/checklist/{idChecklist}/checkItem'], ['trello.com', 'GET', '/search'], ['trello.com', 'POST', '/cards/{idCard}/checklists']], briefFixtureCatalog());
  assert.equal(stepOf(text, 'GET', '/search').n, 1, 'the lookup before both changes');
});

test("a thing's `subject` is its name: Microsoft Graph's event titled Quarterly Review", () => {
  const accept = stepOf(brief('Accept the event titled Quarterly Review', [['microsoft.com/graph', 'GET', '/me/events'], ['microsoft.com/graph', 'POST', '/me/events/{event-id}/microsoft.graph.accept']], briefFixtureCatalog()), 'POST', '/me/events/{event-id}/microsoft.graph.accept').text;
  assert.match(accept, /- event-id ← step 1: value\[\]\.id, of the item where value\[\]\.subject == "Quarterly Review"\n/);
});

test("a field at the root of a read's answer named as one of its query inputs echoes what was sent: Route 53's zone id is the listed zone's, not the echoed HostedZoneId", () => {
  const change = stepOf(brief('Point www.example.com at 203.0.113.10 in the example.com hosted zone', [['amazonaws.com/route53', 'GET', '/2013-04-01/hostedzonesbyname'], ['amazonaws.com/route53', 'POST', '/2013-04-01/hostedzone/{Id}/rrset/']], briefFixtureCatalog()), 'POST', '/2013-04-01/hostedzone/{Id}/rrset/').text;
  assert.match(change, /- Id ← step 1: HostedZones\[\]\.Id\n/);
});

test('capitalised words listed with commas are values, not clauses: "the header row Name, Email, Company" asks nothing of an "Email" step', () => {
  assert.deepEqual(taskClauses('Create a sheet and write the header row Name, Email, Company'), ['Create a sheet', 'write the header row Name, Email, Company']);
  assert.match(section(brief('Write the header row Name, Email and Company to the sheet', [['googleapis.com/sheets', 'PUT', '/v4/spreadsheets/{spreadsheetId}/values/{range}']]), 'FIT'), /^FIT: (?!Partially)/);
});

test('of two ids written after one thing, an input where something ends takes the one it is sent to: a Sheets tab copied into another spreadsheet', () => {
  const copy = stepOf(brief('Copy the Template tab of spreadsheet 1AbC into spreadsheet 9XyZ', [['googleapis.com/sheets', 'POST', '/v4/spreadsheets/{spreadsheetId}/sheets/{sheetId}:copyTo']], briefFixtureCatalog()), 'POST', '/v4/spreadsheets/{spreadsheetId}/sheets/{sheetId}:copyTo').text;
  assert.match(copy, /POST https:\/\/sheets\.googleapis\.com\/v4\/spreadsheets\/1AbC\/sheets\/\{sheetId\}:copyTo\n/);
  assert.match(copy, /"destinationSpreadsheetId":"9XyZ"/);
});

test('"its URL", "its details": a read of the thing named before, which the selected steps answer with, asks for no step of its own', () => {
  const calls: Call[] = [['stripe.com', 'GET', '/v1/customers'], ['stripe.com', 'POST', '/v1/checkout/sessions']];
  assert.match(section(brief('Start a checkout session for the customer jane@example.com and give me its URL', calls), 'FIT'), /^FIT: Fully\n/);
  assert.match(section(brief('Find the customer jane@example.com and look up its details', [['stripe.com', 'GET', '/v1/customers']]), 'FIT'), /^FIT: Fully\n/);
});

test("a tracker's key written alone names the thing a path input keyed so takes: Jira's WEB-12", () => {
  assert.match(brief('Assign WEB-12 to Priya', [['atlassian.com/jira', 'GET', '/rest/api/3/user/search'], ['atlassian.com/jira', 'PUT', '/rest/api/3/issue/{issueIdOrKey}/assignee']]), /PUT https:\/\/[^\s]+\/rest\/api\/3\/issue\/WEB-12\/assignee\n/);
});

test("of a pull request's head and base alike, its branch is its head: merge #314 and delete its branch never deletes base.ref", () => {
  const remove = stepOf(brief('Merge pull request #314 once its checks pass and delete its branch', [['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/pulls/{pull_number}'], ['github.com/api.github.com', 'DELETE', '/repos/{owner}/{repo}/git/refs/{ref}']], briefFixtureCatalog()), 'DELETE', '/repos/{owner}/{repo}/git/refs/{ref}').text;
  assert.match(remove, /- ref ← step 1: head\.ref\n/);
});

test('a number written after "to" is whom something is sent to: the number a call buys takes the listed number, the message the recipient (Twilio)', () => {
  const A = '/2010-04-01/Accounts/{AccountSid}';
  const text = brief('Buy a local phone number in area code 415 and send a test SMS from it to +14155550100', [['twilio.com/api', 'GET', `${A}/AvailablePhoneNumbers/{CountryCode}/Local.json`], ['twilio.com/api', 'POST', `${A}/IncomingPhoneNumbers.json`], ['twilio.com/api', 'POST', `${A}/Messages.json`]], briefFixtureCatalog());
  const buy = stepOf(text, 'POST', `${A}/IncomingPhoneNumbers.json`).text;
  assert.doesNotMatch(buy, /PhoneNumber=%2B14155550100/);
  assert.match(buy, /- PhoneNumber ← step 1: available_phone_numbers\[\]\.phone_number\n/);
  assert.match(stepOf(text, 'POST', `${A}/Messages.json`).text, /To=%2B14155550100/);
});

test('an action named in the path\'s fragment is what the call does, whichever method carries it: SQS\'s GET SendMessage goes after the queue\'s create', () => {
  const text = brief('Create an SQS queue named orders and send the message hello to it', [['amazonaws.com/sqs', 'GET', '/{AccountNumber}/{QueueName}/#Action=SendMessage'], ['amazonaws.com/sqs', 'POST', '/#Action=CreateQueue']], briefFixtureCatalog());
  assert.ok(stepOf(text, 'POST', '/#Action=CreateQueue').n < stepOf(text, 'GET', '/{AccountNumber}/{QueueName}/#Action=SendMessage').n);
});

test('a plain `number` its description calls a phone\'s takes the number a code is sent to: Vonage Verify', () => {
  const text = brief('Send a verification code to +14155550100 with Vonage Verify, then check the code 1234 the user typed in', [['nexmo.com/verify', 'POST', '/{format}'], ['nexmo.com/verify', 'POST', '/check/{format}']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/{format}').text, /&number=%2B14155550100\n/);
  assert.match(stepOf(text, 'POST', '/check/{format}').text, /- request_id ← step 1: request_id\n/);
});

test('a country written as its code ("in GB") fills a country input; a change takes a listed thing\'s field by the same name: Vonage\'s number buy', () => {
  const text = brief('Buy a Vonage phone number in GB that can receive SMS', [['nexmo.com/numbers', 'GET', '/number/search'], ['nexmo.com/numbers', 'POST', '/number/buy']], briefFixtureCatalog());
  assert.match(stepOf(text, 'GET', '/number/search').text, /\?country=GB[&\n]/);
  const buy = stepOf(text, 'POST', '/number/buy').text;
  assert.match(buy, /country=GB&msisdn=<msisdn from step 1: numbers\[\]\.msisdn>/);
});

test('a capitalised name right after the thing a create makes is its name: "create a contact Jane Doe in our CRM"', () => {
  const text = brief("Create a contact Jane Doe in our CRM through Apideck and add a note 'Met at the conference' to her", [['apideck.com/crm', 'POST', '/crm/contacts'], ['apideck.com/crm', 'POST', '/crm/notes']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/crm/contacts').text, /\{"first_name":"Jane","last_name":"Doe","name":"Jane Doe"\}/);
  assert.match(stepOf(text, 'POST', '/crm/notes').text, /- contact_id ← step 1: data\.id\n/);
});

test('a name written before a word that is not its thing names nothing; one after "called" names the thing of the two words before: HubSpot\'s subscription types', () => {
  const subscribe = stepOf(brief('Subscribe anna@example.com to the HubSpot email subscription type called Product Updates', [['hubapi.com/communication-preferences', 'GET', '/communication-preferences/v3/definitions'], ['hubapi.com/communication-preferences', 'POST', '/communication-preferences/v3/subscribe']], briefFixtureCatalog()), 'POST', '/communication-preferences/v3/subscribe').text;
  assert.match(subscribe, /- subscriptionId ← step 1: subscriptionDefinitions\[\]\.id, of the item where subscriptionDefinitions\[\]\.name == "Product Updates"\n/);
});

test("a path id a create was sent in its body is the made thing's, wherever the later call's path is: HubSpot's event attendance", () => {
  const text = brief('Create a HubSpot marketing event called Spring Webinar and record that jane@acme.com attended it', [['hubapi.com/marketing', 'POST', '/marketing/v3/marketing-events/events'], ['hubapi.com/marketing', 'POST', '/marketing/v3/marketing-events/attendance/{externalEventId}/{subscriberState}/email-create']], briefFixtureCatalog());
  assert.match(section(text, 'FIT'), /^FIT: Fully\n/);
  assert.match(stepOf(text, 'POST', '/marketing/v3/marketing-events/attendance/{externalEventId}/{subscriberState}/email-create').text, /- externalEventId ← step 1's request: externalEventId /);
});

test("a thing's children are of its own kind: the block a Notion page's children list is the block a delete takes", () => {
  const remove = stepOf(brief('List the blocks on Notion page abc123 and delete the first one', [['notion.com', 'GET', '/v1/blocks/{id}/children'], ['notion.com', 'DELETE', '/v1/blocks/{id}']], briefFixtureCatalog()), 'DELETE', '/v1/blocks/{id}').text;
  assert.match(remove, /- id ← step 1: results\[\]\.id\n/);
});

test('"the first result", "the top search result" names what a search found: eBay\'s cart takes its item, YouTube\'s playlist its video, the search going first', () => {
  const cart = stepOf(brief('Search eBay for vintage camera and add the first result to my shopping cart', [['ebay.com/buy-browse', 'GET', '/item_summary/search'], ['ebay.com/buy-browse', 'POST', '/shopping_cart/add_item']], briefFixtureCatalog()), 'POST', '/shopping_cart/add_item').text;
  assert.match(cart, /- itemId ← step 1: itemSummaries\[\]\.itemId\n/);
  const text = brief("Create a YouTube playlist called Tutorials and add the top search result for 'rust async' to it", [['googleapis.com/youtube', 'POST', '/youtube/v3/playlists'], ['googleapis.com/youtube', 'POST', '/youtube/v3/playlistItems'], ['googleapis.com/youtube', 'GET', '/youtube/v3/search']], briefFixtureCatalog());
  assert.equal(stepOf(text, 'GET', '/youtube/v3/search').n, 1);
  assert.match(stepOf(text, 'POST', '/youtube/v3/playlistItems').text, /- snippet\.resourceId\.videoId ← step 1: items\[\]\.id\.videoId\n/);
});

test('"set the topic of the #incidents channel to \'SEV2\'": the field named first takes the value, the channel is the listed one', () => {
  const topic = stepOf(brief("Set the topic of the #incidents Slack channel to 'SEV2 in progress'", [['slack.com', 'GET', '/conversations.list'], ['slack.com', 'POST', '/conversations.setTopic']], briefFixtureCatalog()), 'POST', '/conversations.setTopic').text;
  assert.match(topic, /channel=<channel from step 1: channels\[\]\.id>&topic=SEV2%20in%20progress\n/);
});

test('a task\'s opening verb is no thing an id follows: "Label issue #12 as bug" sends no label 12, and the issue is 12', () => {
  const labels = stepOf(brief('Label issue #12 in acme/widgets as bug and assign it to octocat', [['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/issues/{issue_number}/labels'], ['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/issues/{issue_number}/assignees']], briefFixtureCatalog()), 'POST', '/repos/{owner}/{repo}/issues/{issue_number}/labels').text;
  assert.match(labels, /POST https:\/\/api\.github\.com\/repos\/acme\/widgets\/issues\/12\/labels\n/);
  assert.doesNotMatch(labels, /"labels":\["12"\]/);
});

test('"from MAD to JFK" are a trip\'s ends, not a currency; "one adult" counts adults: Amadeus flight offers', () => {
  const search = stepOf(brief('Find the cheapest flight from MAD to JFK on 2026-12-01 for one adult', [['amadeus.com', 'GET', '/shopping/flight-offers']], briefFixtureCatalog()), 'GET', '/shopping/flight-offers').text;
  assert.match(search, /\?originLocationCode=MAD&destinationLocationCode=JFK&departureDate=2026-12-01&adults=1\n/);
});

test('of a pair of inputs that add and remove, a task that only removes sends no added ones: Gmail\'s archive', () => {
  const modify = stepOf(brief('Archive every Gmail message from newsletter@spam.com by removing the INBOX label', [['googleapis.com/gmail', 'GET', '/gmail/v1/users/{userId}/messages'], ['googleapis.com/gmail', 'POST', '/gmail/v1/users/{userId}/messages/batchModify']], briefFixtureCatalog()), 'POST', '/gmail/v1/users/{userId}/messages/batchModify').text;
  assert.match(modify, /"ids":\["<ids from step 1: messages\[\]\.id>"\]/);
  assert.doesNotMatch(modify, /addLabelIds ←/);
});

test("the name a change finds its thing by is no new name for it: moving Trello's card 'Fix login' sends no name", () => {
  const update = stepOf(brief("Move the Trello card 'Fix login' on board 5f1a9c2e8b7d4e0012345678 to the list 'Done'", [['trello.com', 'GET', '/boards/{idBoard}/cards'], ['trello.com', 'PUT', '/cards/{idCard}']], briefFixtureCatalog()), 'PUT', '/cards/{idCard}').text;
  assert.doesNotMatch(update, /"name":"Fix login"/);
});

test('"unsubscribe jane@acme.com" asks for the state its verb names: Mailchimp\'s member update sets status unsubscribed', () => {
  const update = stepOf(brief("Unsubscribe jane@acme.com from the Mailchimp audience 'Customers'", [['mailchimp.com', 'GET', '/lists'], ['mailchimp.com', 'PATCH', '/lists/{list_id}/members/{subscriber_hash}']], briefFixtureCatalog()), 'PATCH', '/lists/{list_id}/members/{subscriber_hash}').text;
  assert.match(update, /"status":"unsubscribed"/);
});

test("a host name is a domain's name, no zone's id: Route 53's zones by name take example.com, the record change the listed zone's id", () => {
  const text = brief('Delete the A record for old.example.com from the Route 53 hosted zone example.com', [['amazonaws.com/route53', 'GET', '/2013-04-01/hostedzonesbyname'], ['amazonaws.com/route53', 'POST', '/2013-04-01/hostedzone/{Id}/rrset/']], briefFixtureCatalog());
  assert.match(stepOf(text, 'GET', '/2013-04-01/hostedzonesbyname').text, /hostedzonesbyname\?dnsname=example\.com\n/);
  assert.match(stepOf(text, 'POST', '/2013-04-01/hostedzone/{Id}/rrset/').text, /- Id ← step 1: HostedZones\[\]\.Id\n/);
});

test('a domain written as where records are fills a domain name, not one a record gives: DigitalOcean\'s records', () => {
  const calls: Call[] = [['digitalocean.com', 'GET', '/v2/domains/{domain_name}/records']];
  assert.match(brief('List every A record on example.com', calls, briefFixtureCatalog()), /GET https:\/\/api\.digitalocean\.com\/v2\/domains\/example\.com\/records\n/);
  assert.match(brief('Point www.example.com at 203.0.113.10 and list the records', calls, briefFixtureCatalog()), /GET https:\/\/api\.digitalocean\.com\/v2\/domains\/\{domain_name\}\/records\n/);
});

test("an optional field its description says is the caller's own is no other answer's: Slack's bot `username` is not the looked-up user's", () => {
  const post = stepOf(brief("Find the Slack user with email jane@acme.com and send her a direct message 'Welcome aboard!'", [['slack.com', 'GET', '/users.lookupByEmail'], ['slack.com', 'POST', '/conversations.open'], ['slack.com', 'POST', '/chat.postMessage']], briefFixtureCatalog()), 'POST', '/chat.postMessage').text;
  assert.match(post, /- channel ← step 2: /);
  assert.doesNotMatch(post, /username ←/);
});

test("a person's email address passes between providers where the task speaks of it: GitHub's user to a Mailchimp audience", () => {
  const add = stepOf(brief("Look up the GitHub user octocat and add their public email to our Mailchimp audience 'Developers'", [['github.com/api.github.com', 'GET', '/users/{username}'], ['mailchimp.com', 'GET', '/lists'], ['mailchimp.com', 'POST', '/lists/{list_id}/members']], briefFixtureCatalog()), 'POST', '/lists/{list_id}/members').text;
  assert.match(add, /- email_address ← step 1: email\n/);
  const silent = stepOf(brief("Look up the GitHub user octocat and add someone to our Mailchimp audience 'Developers'", [['github.com/api.github.com', 'GET', '/users/{username}'], ['mailchimp.com', 'GET', '/lists'], ['mailchimp.com', 'POST', '/lists/{list_id}/members']], briefFixtureCatalog()), 'POST', '/lists/{list_id}/members').text;
  assert.doesNotMatch(silent, /email_address ←/);
});

test("a create of the very thing an optional field names goes first; a thing's own name is not the id its path picks it by: Stripe's coupon for a customer", () => {
  const text = brief('Give the Stripe customer cus_9s6XKzkNRiz8i3 a 20% off coupon that lasts 3 months and apply it to her account.', [['stripe.com', 'POST', '/v1/customers/{customer}'], ['stripe.com', 'POST', '/v1/coupons']], briefFixtureCatalog());
  assert.equal(stepOf(text, 'POST', '/v1/coupons').n, 1);
  const update = stepOf(text, 'POST', '/v1/customers/{customer}').text;
  assert.match(update, /- coupon ← step 1: id\n/);
  assert.doesNotMatch(update, /name=cus_/);
});

test('a lookup on the very path of a change the task asks for first is its follow-up: Twilio\'s call, then the calls made today', () => {
  const A = '/2010-04-01/Accounts/{AccountSid}';
  const text = brief('On Twilio account AC3f2b7e1a9c0d4e5f6a7b8c9d0e1f2a3b, call +14155550123 from +14155550100 and play https://example.com/hello.mp3 to them, then list the calls made today.', [['twilio.com/api', 'GET', `${A}/Calls.json`], ['twilio.com/api', 'POST', `${A}/Calls.json`]], briefFixtureCatalog());
  assert.ok(stepOf(text, 'POST', `${A}/Calls.json`).n < stepOf(text, 'GET', `${A}/Calls.json`).n);
});

test("a bare attribute its description says is a thing's is that thing's (Slack's `ts`, \"Timestamp of the message\"); a #name speaks of a channel; \"edit it\" is done by an update", () => {
  const text = brief("In Slack, find the last message in #alerts and edit it to say 'Resolved: disk cleaned up'.", [['slack.com', 'GET', '/conversations.list'], ['slack.com', 'GET', '/conversations.history'], ['slack.com', 'POST', '/chat.update']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/chat.update').text, /- ts ← step 2: messages\[\]\.ts\n/);
  assert.match(stepOf(text, 'GET', '/conversations.history').text, /- channel ← step 1: channels\[\]\.id/);
  assert.match(section(text, 'FIT'), /^FIT: Fully\n/);
});

test('the opening verb is the value of an input that takes an action, where no other is written; a word of a text before its quote is no value: GitHub\'s review', () => {
  const review = stepOf(brief("Approve pull request #7 in acme/widgets with the comment 'LGTM'", [['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/pulls/{pull_number}/reviews']], briefFixtureCatalog()), 'POST', '/repos/{owner}/{repo}/pulls/{pull_number}/reviews').text;
  assert.match(review, /\{"body":"LGTM","event":"APPROVE"\}/);
});

test('a field followed by the name its thing has now is the thing renamed, not set: Slack\'s channel rename takes the listed channel', () => {
  const rename = stepOf(brief('Rename the Slack channel #old-name to new-name', [['slack.com', 'GET', '/conversations.list'], ['slack.com', 'POST', '/conversations.rename']], briefFixtureCatalog()), 'POST', '/conversations.rename').text;
  assert.match(rename, /channel=<channel from step 1: channels\[\]\.id>&name=new-name\n/);
});

test("a path parameter beside an extension names the collection before it, and a link input takes only a link: Twilio's call `{Sid}.json`", () => {
  const A = '/2010-04-01/Accounts/{AccountSid}';
  const update = stepOf(brief('Hang up the in-progress call CA9f1e2d3c4b5a69788796a5b4c3d2e1f0 on Twilio account AC3f2b7e1a9c0d4e5f6a7b8c9d0e1f2a3b', [['twilio.com/api', 'POST', `${A}/Calls/{Sid}.json`]], briefFixtureCatalog()), 'POST', `${A}/Calls/{Sid}.json`).text;
  assert.match(update, /\/Calls\/CA9f1e2d3c4b5a69788796a5b4c3d2e1f0\.json\n/);
  assert.doesNotMatch(update, /Url=CA9f/);
});

test("a path's id of one kind of thing is not the same-named field at the root of an answer about another: a call's `{Sid}` is no new queue's `sid`", () => {
  const A = '/2010-04-01/Accounts/{AccountSid}';
  const text = brief("Put the caller CA1234 on hold by moving them into a new Twilio queue called 'support-hold'", [['twilio.com/api', 'POST', `${A}/Queues.json`], ['twilio.com/api', 'POST', `${A}/Calls/{Sid}.json`]], briefFixtureCatalog());
  assert.doesNotMatch(stepOf(text, 'POST', `${A}/Calls/{Sid}.json`).text, /Sid ← step \d: sid/);
});

test("of an answer's fields that fit alike, the one by the input's own name: GitHub's secret `key_id` ← the public key's `key_id`, not its `id`", () => {
  const text = brief("Store the secret DEPLOY_TOKEN in the GitHub repo octo/app's Actions secrets", [['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/actions/secrets/public-key'], ['github.com/api.github.com', 'PUT', '/repos/{owner}/{repo}/actions/secrets/{secret_name}']], briefFixtureCatalog());
  assert.match(stepOf(text, 'PUT', '/repos/{owner}/{repo}/actions/secrets/{secret_name}').text, /- key_id ← step 1: key_id\n/);
});

test('what a call\'s description says it does counts as what it does: a branch made by creating a git reference is Fully', () => {
  const text = brief('Create a branch called feature-x in octo/app from main', [['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/git/ref/{ref}'], ['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/git/refs']], briefFixtureCatalog());
  assert.match(section(text, 'FIT'), /^FIT: Fully\n/);
  assert.match(stepOf(text, 'POST', '/repos/{owner}/{repo}/git/refs').text, /- sha ← step 1: object\.sha\n/);
});

test("a sum of money goes into a body's Money object, its currency beside it: Square's refund `amount_money`", () => {
  const text = brief('Refund $5 of the Square payment abc123', [['squareup.com', 'POST', '/v2/refunds']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/v2/refunds').text, /"amount_money":\{"amount":500,"currency":"USD"\}/);
});

test('a count with one word between it and its thing fills a field inside a body: "10 bonus points" is Square\'s `adjust_points.points`', () => {
  const text = brief('Give the Square loyalty account of the customer with phone +14155550100 10 bonus points', [['squareup.com', 'POST', '/v2/loyalty/accounts/search'], ['squareup.com', 'POST', '/v2/loyalty/accounts/{account_id}/adjust']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/v2/loyalty/accounts/{account_id}/adjust').text, /"adjust_points":\{"points":10\}/);
});

test("a link goes to the input whose words the clause writes before it, not to the shortest link input: Twilio's number `VoiceUrl`", () => {
  const A = '/2010-04-01/Accounts/{AccountSid}';
  const update = stepOf(brief('Point the voice webhook of our Twilio number +14155550123 at https://example.com/voice', [['twilio.com/api', 'GET', `${A}/IncomingPhoneNumbers.json`], ['twilio.com/api', 'POST', `${A}/IncomingPhoneNumbers/{Sid}.json`]], briefFixtureCatalog()), 'POST', `${A}/IncomingPhoneNumbers/{Sid}.json`).text;
  assert.match(update, /VoiceUrl=https%3A%2F%2Fexample\.com%2Fvoice/);
  assert.doesNotMatch(update, /SmsUrl=/);
});

test('a JSON Lines file is a file, and a keyword the description says to use for a purpose is sent where the task writes it: OpenAI\'s upload for a fine-tune', () => {
  const upload = stepOf(brief('Upload training.jsonl to OpenAI and start a fine-tune on it', [['openai.com', 'POST', '/files']], briefFixtureCatalog()), 'POST', '/files').text;
  assert.match(upload, /parts: file=training\.jsonl; purpose=fine-tune\n/);
});

test("an id whose prefix spells the input's name is its value: Stripe's `pm_123` is the `payment_method`, \"with their saved card pm_123\"", () => {
  const create = stepOf(brief('Charge $49 to the customer cus_9 with their saved card pm_123', [['stripe.com', 'POST', '/v1/payment_intents']], briefFixtureCatalog()), 'POST', '/v1/payment_intents').text;
  assert.match(create, /customer=cus_9&payment_method=pm_123/);
});

test('a #name with no thing beside it picks a channel by its name: "set the purpose of #launch"', () => {
  const text = brief("Set the purpose of #launch to 'Coordinating the v3 launch'", [['slack.com', 'GET', '/conversations.list'], ['slack.com', 'POST', '/conversations.setPurpose']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/conversations.setPurpose').text, /- channel ← step 1: channels\[\]\.id, of the item where channels\[\]\.name == "launch"\n/);
});

test("a raw upload's name is the file's, not the thing its path names: GitHub's release asset `?name=dist.zip`", () => {
  const text = brief('Create a GitHub release v2.0.0 of octo/app and attach the file dist.zip to it', [['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/releases'], ['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/releases/{release_id}/assets']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/repos/{owner}/{repo}/releases/{release_id}/assets').text, /\/assets\?name=dist\.zip\n/);
});

test('a flag takes no thing\'s id: Drive\'s `useDomainAdminAccess` beside "edit access" is no gap', () => {
  const text = brief("Give bob@acme.com edit access to the Drive file 'Budget 2026'", [['googleapis.com/drive', 'GET', '/files'], ['googleapis.com/drive', 'POST', '/files/{fileId}/permissions']], briefFixtureCatalog());
  assert.match(section(text, 'FIT'), /^FIT: Fully\n/);
});

test("a person's full name fills first- and last-name inputs, where a word for a person or the person's address sits beside it; a company's name does not", () => {
  const contact = stepOf(brief('Add the contact Jane Doe (jane@acme.com) to my Outlook contacts', [['microsoft.com/graph', 'POST', '/me/contacts']], briefFixtureCatalog()), 'POST', '/me/contacts').text;
  assert.match(contact, /"givenName":"Jane","surname":"Doe"/);
  const company = stepOf(brief('Add the contact Acme Ltd to my Outlook contacts', [['microsoft.com/graph', 'POST', '/me/contacts']], briefFixtureCatalog()), 'POST', '/me/contacts').text;
  assert.doesNotMatch(company, /"surname"/);
});

test("the signed-in user's id goes where an input's description says it is the authenticated user's; a field the body requires threads like a required input: X's follow", () => {
  const text = brief('Follow @github from my account', [['twitter.com/current', 'GET', '/2/users/by/username/{username}'], ['twitter.com/current', 'GET', '/2/users/me'], ['twitter.com/current', 'POST', '/2/users/{id}/following']], briefFixtureCatalog());
  const follow = stepOf(text, 'POST', '/2/users/{id}/following').text;
  const me = stepOf(text, 'GET', '/2/users/me').n;
  const other = stepOf(text, 'GET', '/2/users/by/username/{username}').n;
  assert.match(follow, new RegExp(`- id ← step ${me}: data\\.id\\n`));
  assert.match(follow, new RegExp(`- target_user_id ← step ${other}: data\\.id\\n`));
});

test('a lookup the task names only by what it feeds goes before that step, never after it as a follow-up: the user added to a new X list', () => {
  const text = brief("Create an X list 'AI people' and add @sama to it", [['twitter.com/current', 'POST', '/2/lists'], ['twitter.com/current', 'GET', '/2/users/by/username/{username}'], ['twitter.com/current', 'POST', '/2/lists/{id}/members']], briefFixtureCatalog());
  const lookup = stepOf(text, 'GET', '/2/users/by/username/{username}').n;
  assert.ok(lookup < stepOf(text, 'POST', '/2/lists/{id}/members').n);
  assert.match(stepOf(text, 'POST', '/2/lists/{id}/members').text, new RegExp(`- user_id ← step ${lookup}: data\\.id\\n`));
});

test("a value named by the input's own name, where the input takes no id, is that input's and no thing to find: Telegram's caption", () => {
  const text = brief("Send the photo https://example.com/cat.jpg to the Telegram chat 12345 with the caption 'Meow'", [['telegram.org', 'POST', '/sendPhoto']], briefFixtureCatalog());
  assert.match(section(text, 'FIT'), /^FIT: Fully\n/);
  assert.match(stepOf(text, 'POST', '/sendPhoto').text, /caption=Meow/);
});

test("a thing before \"as\" is not the one the quoted value after it names: the Newsletter list, tagged 'VIP'", () => {
  const text = brief("Tag the Mailchimp subscriber jane@acme.com on the Newsletter list as 'VIP'", [['mailchimp.com', 'GET', '/lists'], ['mailchimp.com', 'POST', '/lists/{list_id}/members/{subscriber_hash}/tags']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/lists/{list_id}/members/{subscriber_hash}/tags').text, /- list_id ← step 1: lists\[\]\.id, of the item where lists\[\]\.name == "Newsletter"\n/);
});

test("a path input named for a file's name takes the file the task writes, not a listed attachment's: Xero's `{FileName}`", () => {
  const text = brief('Attach receipt.pdf to the Xero invoice INV-0042', [['xero.com/xero_accounting', 'GET', '/Invoices'], ['xero.com/xero_accounting', 'PUT', '/Invoices/{InvoiceID}/Attachments/{FileName}']], briefFixtureCatalog());
  const attach = stepOf(text, 'PUT', '/Invoices/{InvoiceID}/Attachments/{FileName}').text;
  assert.match(attach, /\/Attachments\/receipt\.pdf\n/);
  assert.doesNotMatch(attach, /FileName ←/);
});

test("what a create makes is named after its thing, no id of one that exists: Box's new folder 'Q3' inside the folder 0", () => {
  const create = stepOf(brief("Create a Box folder 'Q3' inside the folder 0", [['box.com', 'POST', '/folders']], briefFixtureCatalog()), 'POST', '/folders').text;
  assert.match(create, /\{"name":"Q3","parent":\{"id":"0"\}\}/);
});

test('a clause of a verb no list knows and a thing named before asks for a step that names the verb: "… and pin it" with no pin call is Partially', () => {
  const text = brief("Post 'Deploy done' in the #ops channel and pin it", [['slack.com', 'POST', '/chat.postMessage']], briefFixtureCatalog());
  assert.match(section(text, 'FIT'), /^FIT: Partially\n- no selected step does "pin it"\n/);
  const pinned = brief("Post 'Deploy done' in the #ops channel and pin it", [['slack.com', 'POST', '/chat.postMessage'], ['slack.com', 'POST', '/pins.add']], briefFixtureCatalog());
  assert.doesNotMatch(section(pinned, 'FIT'), /no selected step does "pin it"/);
});

test("a thing's number follows its compound name or its initials from the step's name: \"PR #42\", \"pull request 42\"; a bare number is no sha", () => {
  for (const task of ['Merge PR #42 in acme/widgets', 'Merge pull request 42 in acme/widgets']) {
    const merge = stepOf(brief(task, [['github.com/api.github.com', 'PUT', '/repos/{owner}/{repo}/pulls/{pull_number}/merge']], briefFixtureCatalog()), 'PUT', '/repos/{owner}/{repo}/pulls/{pull_number}/merge').text;
    assert.match(merge, /\/pulls\/42\/merge\n/, task);
    assert.doesNotMatch(merge, /"sha":"42"/, task);
  }
});

test("a path's thing number no selected step gives is missing as an id is: commenting on \"the newest issue\" with no issue list is Partially", () => {
  const text = brief('Add the labels bug and urgent to the newest issue in acme/widgets', [['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/issues/{issue_number}/labels']], briefFixtureCatalog());
  assert.match(section(text, 'FIT'), /^FIT: Partially\n- no selected step produces issue_number \(path\)/);
  const given = brief('Add the labels bug and urgent to issue #12 in acme/widgets', [['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/issues/{issue_number}/labels']], briefFixtureCatalog());
  assert.match(section(given, 'FIT'), /^FIT: Fully\n/);
});

test("a thing's name an input is named for comes after that thing and a naming word, or as its slug: CloudWatch's `logGroupName`", () => {
  const text = brief('Create a CloudWatch log group named app-logs, then a log stream web-1 in it', [['amazonaws.com/logs', 'POST', '/#X-Amz-Target=Logs_20140328.CreateLogGroup'], ['amazonaws.com/logs', 'POST', '/#X-Amz-Target=Logs_20140328.CreateLogStream']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/#X-Amz-Target=Logs_20140328.CreateLogGroup').text, /\{"logGroupName":"app-logs"\}/);
  assert.match(stepOf(text, 'POST', '/#X-Amz-Target=Logs_20140328.CreateLogStream').text, /\{"logGroupName":"app-logs","logStreamName":"web-1"\}/);
  // A name may hold a slash, as AWS's names do.
  const slashed = brief('Create a CloudWatch log group called services/api', [['amazonaws.com/logs', 'POST', '/#X-Amz-Target=Logs_20140328.CreateLogGroup']], briefFixtureCatalog());
  assert.match(slashed, /\{"logGroupName":"services\/api"\}/);
});

test('a resource name threads from the field described in its format, keeps its slashes, and is made of the names the task gives: Secret Manager', () => {
  const text = brief('Create a secret named stripe-key in Google Secret Manager under project my-proj, then add its first version', [['googleapis.com/secretmanager', 'POST', '/v1beta1/{parent}/secrets'], ['googleapis.com/secretmanager', 'POST', '/v1beta1/{parent}:addVersion']], briefFixtureCatalog());
  const create = stepOf(text, 'POST', '/v1beta1/{parent}/secrets').text;
  // "Required." in a query value's description makes it required; the id a create lets the caller choose is the name the task gives.
  assert.match(create, /POST https:\/\/secretmanager\.googleapis\.com\/v1beta1\/projects\/my-proj\/secrets\?secretId=stripe-key\n/);
  assert.match(stepOf(text, 'POST', '/v1beta1/{parent}:addVersion').text, /- parent ← step 1: name\n/);
  assert.match(section(text, 'GOTCHAS'), /step 2 \(POST \/v1beta1\/\{parent\}:addVersion\): parent \(projects\/\*\/secrets\/\*\) is a resource name with slashes: put it in the path as written, slashes not URL-encoded/);
  assert.doesNotMatch(section(text, 'GOTCHAS'), /URL-encode path values \(parent\)/);
});

test("a list of ids gathers the listed items' id of its singular name: Pub/Sub's acknowledge `ackIds` ← the pull's `receivedMessages[].ackId`", () => {
  const text = brief('Pull messages from the Pub/Sub subscription orders-worker and acknowledge them', [['googleapis.com/pubsub', 'POST', '/v1beta2/{subscription}:pull'], ['googleapis.com/pubsub', 'POST', '/v1beta2/{subscription}:acknowledge']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/v1beta2/{subscription}:acknowledge').text, /- ackIds ← step 1: receivedMessages\[\]\.ackId\n/);
});

test("a role before an id names no thing: KMS's alias `TargetKeyId` is the new key's `KeyMetadata.KeyId`", () => {
  const text = brief("Create a KMS key and give it the alias alias/app", [['amazonaws.com/kms', 'POST', '/#X-Amz-Target=TrentService.CreateKey'], ['amazonaws.com/kms', 'POST', '/#X-Amz-Target=TrentService.CreateAlias']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/#X-Amz-Target=TrentService.CreateAlias').text, /- TargetKeyId ← step 1: KeyMetadata\.KeyId\n/);
});

test("a resource name in a body is made whole of the task's names, a part of one is no value, and a listed one is picked by no bare name: Cloud Tasks", () => {
  const text = brief('Create a Cloud Tasks queue named emails in project acme location us-central1, then add a task to it that calls https://acme.dev/send', [['googleapis.com/cloudtasks', 'POST', '/v2beta3/{parent}/tasks'], ['googleapis.com/cloudtasks', 'POST', '/v2beta3/{parent}/queues']], briefFixtureCatalog());
  const create = stepOf(text, 'POST', '/v2beta3/{parent}/queues');
  assert.equal(create.n, 1);
  assert.match(create.text, /POST https:\/\/cloudtasks\.googleapis\.com\/v2beta3\/projects\/acme\/locations\/us-central1\/queues\n/);
  assert.match(create.text, /\{"name":"projects\/acme\/locations\/us-central1\/queues\/emails"\}/);
  assert.match(stepOf(text, 'POST', '/v2beta3/{parent}/tasks').text, /- parent ← step 1: name\n/);
  const paused = brief('List the Cloud Tasks queues in project acme location europe-west1 and pause the one named imports', [['googleapis.com/cloudtasks', 'GET', '/v2beta3/{parent}/queues'], ['googleapis.com/cloudtasks', 'POST', '/v2beta3/{name}:pause']], briefFixtureCatalog());
  const pause = stepOf(paused, 'POST', '/v2beta3/{name}:pause').text;
  assert.match(pause, /POST https:\/\/cloudtasks\.googleapis\.com\/v2beta3\/\{name\}:pause\n/);
  assert.match(pause, /- name ← step 1: queues\[\]\.name\n/);
});

test('a read of what a change made, named only by words it shares with the change, goes where the task asks to read after it: Step Functions', () => {
  const text = brief('Start an execution of a Step Functions state machine, then check its status', [['amazonaws.com/states', 'POST', '/#X-Amz-Target=AWSStepFunctions.StartExecution'], ['amazonaws.com/states', 'POST', '/#X-Amz-Target=AWSStepFunctions.DescribeExecution']], briefFixtureCatalog());
  assert.equal(stepOf(text, 'POST', '/#X-Amz-Target=AWSStepFunctions.StartExecution').n, 1);
  const describe = stepOf(text, 'POST', '/#X-Amz-Target=AWSStepFunctions.DescribeExecution');
  assert.equal(describe.n, 2);
  assert.match(describe.text, /- executionArn ← step 1: executionArn\n/);
});

test('a title takes a name written after "called" where it plainly ends, and is no name of a thing related to its own: Google Tasks', () => {
  const text = brief("Create a Google Tasks list called Chores and add the task 'Take out trash' to it", [['googleapis.com/tasks', 'POST', '/tasks/v1/users/@me/lists'], ['googleapis.com/tasks', 'POST', '/tasks/v1/lists/{tasklist}/tasks']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/tasks/v1/users/@me/lists').text, /\{"title":"Chores"\}/);
  assert.match(stepOf(text, 'POST', '/tasks/v1/lists/{tasklist}/tasks').text, /\{"title":"Take out trash"\}/);
  // "called Weekly chores for the house": the title runs on past its capitalised word, so none is taken.
  const runOn = brief('Create a Google Tasks list called Weekly chores for the house', [['googleapis.com/tasks', 'POST', '/tasks/v1/users/@me/lists']], briefFixtureCatalog());
  assert.doesNotMatch(runOn, /"title":"Weekly"/);
});

test("a thing's key is its slug after it, and a create's own key the slug the task gives what it makes: LaunchDarkly's flags", () => {
  const read = brief('Show the settings of the flag dark-mode in project mobile-app', [['launchdarkly.com', 'GET', '/flags/{projectKey}/{featureFlagKey}']], briefFixtureCatalog());
  assert.match(read, /GET https:\/\/app\.launchdarkly\.com\/api\/v2\/flags\/mobile-app\/dark-mode\n/);
  assert.match(section(read, 'FIT'), /^FIT: Fully\n/);
  const made = brief('Create a feature flag dark-mode in project mobile-app, then read it back', [['launchdarkly.com', 'POST', '/flags/{projectKey}'], ['launchdarkly.com', 'GET', '/flags/{projectKey}/{featureFlagKey}']], briefFixtureCatalog());
  assert.match(stepOf(made, 'POST', '/flags/{projectKey}').text, /"key":"dark-mode"/);
  assert.match(stepOf(made, 'GET', '/flags/{projectKey}/{featureFlagKey}').text, /- featureFlagKey ← step 1: key\n/);
});

test('a task\'s one NAME=value gives a body\'s key (or name) and the value beside it, no link\'s query: a Vercel environment variable', () => {
  const add = stepOf(brief('Add the environment variable API_URL=https://api.acme.dev to the Vercel project acme-web', [['vercel.com', 'POST', '/v10/projects/{idOrName}/env']], briefFixtureCatalog()), 'POST', '/v10/projects/{idOrName}/env').text;
  assert.match(add, /\{"key":"API_URL","value":"https:\/\/api\.acme\.dev"\}/);
  const linked = stepOf(brief('Add an environment variable for https://acme.dev/?page=2 to the Vercel project acme-web', [['vercel.com', 'POST', '/v10/projects/{idOrName}/env']], briefFixtureCatalog()), 'POST', '/v10/projects/{idOrName}/env').text;
  assert.doesNotMatch(linked, /"key":"page"/);
});

test("a path's id takes the listed thing's own field of its very name before the thing's `id`: Azure's `subscriptionId`, not \"/subscriptions/…\"", () => {
  const text = brief('Find my Azure subscription and list all virtual machines in it', [['azure.com/resources-subscriptions', 'GET', '/subscriptions'], ['azure.com/compute', 'GET', '/subscriptions/{subscriptionId}/providers/Microsoft.Compute/virtualMachines']], briefFixtureCatalog());
  assert.match(stepOf(text, 'GET', '/subscriptions/{subscriptionId}/providers/Microsoft.Compute/virtualMachines').text, /- subscriptionId ← step 1: value\[\]\.subscriptionId\n/);
});

test("a path id under a create whose answer the spec declares no field of comes from that answer, and the create goes first: Jira 7's issues", () => {
  const text = brief("Create a bug in the Jira project OPS titled 'Login page times out', then move it to In Progress", [['jira.local', 'GET', '/api/2/issue/{issueIdOrKey}/transitions'], ['jira.local', 'POST', '/api/2/issue'], ['jira.local', 'POST', '/api/2/issue/{issueIdOrKey}/transitions']], briefFixtureCatalog());
  assert.equal(stepOf(text, 'POST', '/api/2/issue').n, 1);
  for (const [method, path] of [['GET', '/api/2/issue/{issueIdOrKey}/transitions'], ['POST', '/api/2/issue/{issueIdOrKey}/transitions']]) {
    const step = stepOf(text, method, path);
    assert.ok(step.n > 1);
    assert.match(step.text, /- issueIdOrKey ← step 1's answer: the id or key of the new issue \(the spec declares none of the answer's fields: read it from the answer's body, or from its Location header where the body is empty\)\n/);
  }
  assert.doesNotMatch(section(text, 'FIT'), /caller supplies issueIdOrKey/);
});

test('a field named by a preposition is never "set to" the value after it: Telnyx\'s `from` is the number after "from", `to` the one after "to"', () => {
  const send = stepOf(brief("Send an SMS with Telnyx from +15550001111 to +15552223333 saying 'Your code is 1234'", [['telnyx.com', 'POST', '/messages']], briefFixtureCatalog()), 'POST', '/messages').text;
  assert.match(send, /"from":"\+15550001111"/);
  assert.match(send, /"to":"\+15552223333"/);
});

test('a registrar\'s domain is the one host name the task writes, and "buy it" is done by a purchase: GoDaddy', () => {
  const text = brief('Check whether example-shop.com is available and, if so, buy it', [['ote-godaddy.com/domains', 'GET', '/v1/domains/available'], ['ote-godaddy.com/domains', 'POST', '/v1/domains/purchase']], briefFixtureCatalog());
  assert.match(stepOf(text, 'GET', '/v1/domains/available').text, /\/v1\/domains\/available\?domain=example-shop\.com\n/);
  assert.match(stepOf(text, 'POST', '/v1/domains/purchase').text, /"domain":"example-shop\.com"/);
  assert.match(section(text, 'FIT'), /^FIT: Fully\n/);
});

test('a number stated in a unit of data size takes the one size the task writes in that unit: a Hetzner volume of 10 GB', () => {
  const create = stepOf(brief('Create a new 10 GB volume called data-1 in fsn1', [['hetzner.cloud', 'POST', '/volumes']], briefFixtureCatalog()), 'POST', '/volumes').text;
  assert.match(create, /"size":10\b/);
  const none = stepOf(brief('Create a volume called data-1 for the 10 GB of logs and 2 GB of backups', [['hetzner.cloud', 'POST', '/volumes']], briefFixtureCatalog()), 'POST', '/volumes').text;
  assert.doesNotMatch(none, /"size":\d/);
  // A size after "to" is what a later change makes it: the create takes none.
  const resized = stepOf(brief('Create a volume called data-1, then resize it to 50 GB', [['hetzner.cloud', 'POST', '/volumes']], briefFixtureCatalog()), 'POST', '/volumes').text;
  assert.doesNotMatch(resized, /"size":\d/);
});

test("a large body keeps what must be sent before the cap on its fields, and a field of several shapes shows none of them: Adyen's payment", () => {
  const pay = stepOf(brief('Charge 25 EUR with Adyen', [['adyen.com/CheckoutService-v71', 'POST', '/payments']], briefFixtureCatalog()), 'POST', '/payments').text;
  assert.match(pay, /"amount":\{"currency":"EUR","value":2500\}/);
  // A card, a bank account, a wallet…: no one shape's fields stand for them all.
  assert.match(pay, /"paymentMethod":"<paymentMethod>"/);
});

test("a clause that names only its verb and the selected API says nothing else to do: \"Post 'We are live!' on Mastodon\" is the status's post", () => {
  const text = brief("Post 'We are live!' on Mastodon and pin it to my profile", [['mastodon.local', 'POST', '/api/v1/statuses'], ['mastodon.local', 'POST', '/api/v1/statuses/{id}/pin']], briefFixtureCatalog());
  assert.match(section(text, 'FIT'), /^FIT: Fully\n/);
  assert.match(stepOf(text, 'POST', '/api/v1/statuses/{id}/pin').text, /- id ← step 1: id\n/);
});

test('a call named by a verb and its thing in one word works on that thing: Etherpad\'s `/createPad` makes the pad the task names', () => {
  const create = stepOf(brief('Create an Etherpad pad called standup-notes', [['etherpad.local', 'POST', '/createPad']], briefFixtureCatalog()), 'POST', '/createPad').text;
  assert.match(create, /POST http:\/\/etherpad\.local\/createPad\?padID=standup-notes\n/);
});

test("a create's body takes nothing from the things listed at its own path: Superset's new chart is no copy of a listed one", () => {
  const text = brief('Create a Superset chart named Revenue by month, then list all charts', [['superset.apache.local/superset', 'POST', '/chart/'], ['superset.apache.local/superset', 'GET', '/chart/']], briefFixtureCatalog());
  const create = stepOf(text, 'POST', '/chart/');
  assert.equal(create.n, 1);
  assert.doesNotMatch(create.text, /← step/);
});

test('a name in snake case after its thing is that thing\'s id where no step finds it, and yields to one that does: an Airflow DAG, a ShipEngine carrier', () => {
  const pause = brief('Pause the Airflow DAG weekly_report', [['apache.org/airflow', 'PATCH', '/dags/{dag_id}']], briefFixtureCatalog());
  assert.match(stepOf(pause, 'PATCH', '/dags/{dag_id}').text, /PATCH \S+\/dags\/weekly_report\n/);
  assert.match(section(pause, 'FIT'), /^FIT: Fully\n/);
  // "stamps_com" is the carrier's code: the listed carrier's id is taken.
  const services = brief('List the services the carrier stamps_com offers', [['shipengine.com', 'GET', '/v1/carriers/{carrier_id}/services'], ['shipengine.com', 'GET', '/v1/carriers']], briefFixtureCatalog());
  assert.match(stepOf(services, 'GET', '/v1/carriers/{carrier_id}/services').text, /- carrier_id ← step 1: carriers\[\]\.carrier_id/);
});

test('a read the task names only by words it shares with a change goes where the task asks to read after it, though it takes nothing from it: Slack\'s scheduled messages', () => {
  const text = brief("Schedule a Slack message 'Standup in 5 minutes' in #eng for tomorrow at 9:55, then list my scheduled messages", [['slack.com', 'GET', '/chat.scheduledMessages.list'], ['slack.com', 'POST', '/chat.scheduleMessage']], briefFixtureCatalog());
  assert.equal(stepOf(text, 'POST', '/chat.scheduleMessage').n, 1);
  assert.equal(stepOf(text, 'GET', '/chat.scheduledMessages.list').n, 2);
  // Asked first, it reads first.
  const before = brief("List my scheduled Slack messages, then schedule one more 'Standup in 5 minutes' in #eng", [['slack.com', 'POST', '/chat.scheduleMessage'], ['slack.com', 'GET', '/chat.scheduledMessages.list']], briefFixtureCatalog());
  assert.equal(stepOf(before, 'GET', '/chat.scheduledMessages.list').n, 1);
});

test('a count or measure deep in a body is of the object it sits in, which the task names: "a 30 minute meeting" sets no reminder', () => {
  const event = stepOf(brief('Book a 30 minute meeting with alice@acme.com in my primary calendar', [['googleapis.com/calendar', 'POST', '/calendars/{calendarId}/events']], briefFixtureCatalog()), 'POST', '/calendars/{calendarId}/events').text;
  assert.match(event, /"attendees":\[\{"email":"alice@acme\.com"\}\]/);
  assert.doesNotMatch(event, /"minutes":30/);
});

test("a text deep in a body takes a value quoted right after its own name, not one a field of that name at the top has: Mailchimp's subject line", () => {
  const campaign = stepOf(brief("Create a Mailchimp campaign for the list 8a1b2c3d4e with subject 'November news'", [['mailchimp.com', 'POST', '/campaigns']], briefFixtureCatalog()), 'POST', '/campaigns').text;
  assert.match(campaign, /"settings":\{"subject_line":"November news"\}/);
  assert.match(campaign, /"recipients":\{"list_id":"8a1b2c3d4e"\}/);
});

test('a body field its description calls output only, after another word ("Deprecated: Output only."), is never sent: Drive\'s `teamDriveId`', () => {
  const copy = stepOf(brief("Make a copy of the Drive file 1AbCdEf named 'Q3 plan copy'", [['googleapis.com/drive', 'POST', '/files/{fileId}/copy']], briefFixtureCatalog()), 'POST', '/files/{fileId}/copy').text;
  assert.match(copy, /POST https:\/\/www\.googleapis\.com\/drive\/v3\/files\/1AbCdEf\/copy\n/);
  assert.doesNotMatch(copy, /"teamDriveId"/);
  assert.match(copy, /\{"name":"Q3 plan copy"\}/);
});

test("an action on a collection that makes one of its things copies nothing from the things listed there: Velo's user invite", () => {
  const text = brief('Invite jane@acme.com as a payor admin user in Velo Payments, then list users to find her id and disable her', [['velopayments.com', 'POST', '/v2/users/invite'], ['velopayments.com', 'GET', '/v2/users'], ['velopayments.com', 'POST', '/v2/users/{userId}/disable']], briefFixtureCatalog());
  const invite = stepOf(text, 'POST', '/v2/users/invite').text;
  assert.match(invite, /"email":"jane@acme\.com"/);
  assert.doesNotMatch(invite, /← step/);
  assert.match(stepOf(text, 'POST', '/v2/users/{userId}/disable').text, /- userId ← step \d: content\[\]\.id/);
});

test('a ticker the task writes goes to an input named for a symbol, not a same-named field of another answer: Polygon', () => {
  const text = brief('Get the last trade for AAPL and the last EUR/USD quote from Polygon', [['polygon.io', 'GET', '/v1/last_quote/currencies/{from}/{to}'], ['polygon.io', 'GET', '/v1/last/stocks/{symbol}']], briefFixtureCatalog());
  const trade = stepOf(text, 'GET', '/v1/last/stocks/{symbol}');
  assert.match(trade.text, /GET https:\/\/api\.polygon\.io\/v1\/last\/stocks\/AAPL\n/);
  assert.doesNotMatch(trade.text, /symbol ← step/);
  assert.equal(trade.n, 1);
});

test("a rename's new name goes to the change, not the name the thing has now; an optional field does not move a create where another step links the two: Traccar", () => {
  const rename = stepOf(brief("List Traccar devices and rename the one called 'Van 7' to 'Van 7 (north)'", [['traccar.org', 'GET', '/devices'], ['traccar.org', 'PUT', '/devices/{id}']], briefFixtureCatalog()), 'PUT', '/devices/{id}').text;
  assert.match(rename, /"name":"Van 7 \(north\)"/);
  const linked = brief("In Traccar, create a device named 'Van 7' with unique id 864123045678901, then create a geofence 'Depot' and link the device to it", [['traccar.org', 'POST', '/devices'], ['traccar.org', 'POST', '/geofences'], ['traccar.org', 'POST', '/permissions']], briefFixtureCatalog());
  assert.equal(stepOf(linked, 'POST', '/devices').n, 1);
  assert.equal(stepOf(linked, 'POST', '/geofences').n, 2);
  assert.match(stepOf(linked, 'POST', '/permissions').text, /- deviceId ← step 1: id\n\s+- geofenceId ← step 2: id/);
});

test('a number before a plural noun counts it and names no thing: "rate my last ride 5 stars" rates a listed ride', () => {
  const rate = stepOf(brief('Rate my last Lyft ride 5 stars with a 2 dollar tip', [['lyft.com', 'GET', '/rides'], ['lyft.com', 'PUT', '/rides/{id}/rating']], briefFixtureCatalog()), 'PUT', '/rides/{id}/rating').text;
  assert.doesNotMatch(rate, /\/rides\/5\/rating/);
  assert.match(rate, /- id ← step 1: ride_history\[\]\.ride_id/);
});

test("an answer that is a list is its schema's things: SoundCloud's favoriters are users to follow", () => {
  const text = brief('Follow every user who liked my track 123456 on SoundCloud', [['soundcloud.com', 'GET', '/tracks/{track_id}/favoriters'], ['soundcloud.com', 'PUT', '/me/followings/{user_id}']], briefFixtureCatalog());
  assert.match(stepOf(text, 'PUT', '/me/followings/{user_id}').text, /- user_id ← step 1: \[\]\.id/);
  assert.match(section(text, 'FIT'), /^FIT: Fully\n/);
});

test("a clause is the step's whose own name and path share its words, a search's filters count only to break ties: Lyft's cost estimate", () => {
  const cost = stepOf(brief('Estimate the cost of a Lyft ride from 37.7763,-122.3918 to 37.7972,-122.4533, then request that ride type', [['lyft.com', 'GET', '/cost'], ['lyft.com', 'POST', '/rides']], briefFixtureCatalog()), 'GET', '/cost').text;
  assert.match(cost, /\?start_lat=37\.7763&start_lng=-122\.3918&end_lat=37\.7972&end_lng=-122\.4533\n/);
});

test("a lookup's things the task calls those of a thing found before (\"its upcoming events\") take that thing's id: Ticketmaster's venue", () => {
  const events = stepOf(brief("Find the venue 'Madison Square Garden' on Ticketmaster and list its upcoming events", [['ticketmaster.com/discovery', 'GET', '/discovery/v2/venues'], ['ticketmaster.com/discovery', 'GET', '/discovery/v2/events']], briefFixtureCatalog()), 'GET', '/discovery/v2/events').text;
  assert.match(events, /- venueId ← step 1: \[\]\.id/);
});

test("what a message says, inside an object named for what the task quotes it as, takes the quoted text: WhatsApp's `text.body`", () => {
  const send = stepOf(brief("Check whether +447700900123 is a WhatsApp user, then send them the text 'Your order has shipped'", [['whatsapp.local', 'POST', '/contacts'], ['whatsapp.local', 'POST', '/messages']], briefFixtureCatalog()), 'POST', '/messages').text;
  assert.match(send, /"text":\{"body":"Your order has shipped"\}/);
});

test("a create's field named for the thing it makes is the caller's, not another answer's name: Grafana's API key", () => {
  const key = stepOf(brief("Create an Amazon Managed Grafana workspace named ops and create an API key 'ci-key' with admin role in it", [['amazonaws.com/grafana', 'POST', '/workspaces'], ['amazonaws.com/grafana', 'POST', '/workspaces/{workspaceId}/apikeys']], briefFixtureCatalog()), 'POST', '/workspaces/{workspaceId}/apikeys').text;
  assert.match(key, /"keyName":"ci-key"/);
  assert.doesNotMatch(key, /keyName ← step/);
  assert.match(key, /- workspaceId ← step 1: workspace\.id/);
});

test("an answer whose schema declares no field is read off its example: Meraki's networks give the network's id", () => {
  const text = brief("List the networks of Meraki organization 549236 and then the devices in the network named 'Branch Office'", [['meraki.com', 'GET', '/organizations/{organizationId}/networks'], ['meraki.com', 'GET', '/networks/{networkId}/devices']], briefFixtureCatalog());
  assert.match(stepOf(text, 'GET', '/networks/{networkId}/devices').text, /- networkId ← step 1: \[\]\.id, of the item where \[\]\.name == "Branch Office"/);
  assert.doesNotMatch(section(text, 'FIT'), /the caller supplies networkId/);
});

test("a kind of the producer's own thing is no other thing: an Apideck invoice of type supplier gives no supplier's id", () => {
  const pay = stepOf(brief('List the invoices in Apideck accounting and record a payment of the full amount against the first unpaid one', [['apideck.com/accounting', 'GET', '/accounting/invoices'], ['apideck.com/accounting', 'POST', '/accounting/payments']], briefFixtureCatalog()), 'POST', '/accounting/payments').text;
  assert.doesNotMatch(pay, /supplier\.id ← step/);
  assert.match(pay, /allocations\[\]\.id ← step 1: data\[\]\.id/);
});

test("a search that POSTs its terms takes the name the task searches for in its body: Apideck's file search", () => {
  const search = stepOf(brief("Search Apideck file storage for files named 'budget' and rename the first one to budget-2026.xlsx", [['apideck.com/file-storage', 'POST', '/file-storage/files/search'], ['apideck.com/file-storage', 'PATCH', '/file-storage/files/{id}']], briefFixtureCatalog()), 'POST', '/file-storage/files/search').text;
  assert.match(search, /\{"query":"budget"\}/);
});

test("an object that is the sum itself takes the task's sum: Nordigen's `instructed_amount`", () => {
  const payment = stepOf(brief("Create a Nordigen payment of 25.00 EUR to creditor 'Acme Ltd'", [['nordigen.com', 'POST', '/api/v2/payments/']], briefFixtureCatalog()), 'POST', '/api/v2/payments/').text;
  assert.match(payment, /"instructed_amount":\{"amount":"25\.00","currency":"EUR"\}/);
});

test("a lookup's id filter takes no value it filters by as its thing's name: NetBox's device core-sw-01", () => {
  const find = stepOf(brief('Update the NetBox device core-sw-01 to status offline', [['netbox.dev', 'GET', '/dcim/devices/'], ['netbox.dev', 'PATCH', '/dcim/devices/{id}/']], briefFixtureCatalog()), 'GET', '/dcim/devices/').text;
  assert.match(find, /[?&]name=core-sw-01/);
  assert.doesNotMatch(find, /[?&](?:id|parent_device_id)=core-sw-01/);
});

test("a field the spec gives no type takes a text quoted after its name: Clubhouse's room topic", () => {
  const room = stepOf(brief("Create a Clubhouse room with the topic 'API design office hours' and then join it", [['clubhouseapi.com', 'POST', '/create_channel'], ['clubhouseapi.com', 'POST', '/join_channel']], briefFixtureCatalog()), 'POST', '/create_channel').text;
  assert.match(room, /\{"topic":"API design office hours"\}/);
});

test("a create's display name is its name where its body has no other, quoted after the last word of its path's compound: PeerTube's playlist", () => {
  const create = stepOf(brief("Create a PeerTube playlist 'Tutorials' and add video 9c9de5e8-0a1e-484a-b099-e80766180a6d to it", [['cpy.re/peertube', 'POST', '/api/v1/video-playlists'], ['cpy.re/peertube', 'POST', '/api/v1/video-playlists/{playlistId}/videos']], briefFixtureCatalog()), 'POST', '/api/v1/video-playlists').text;
  assert.match(create, /parts: displayName=Tutorials/);
});

test('a lookup the task names before it names the change again prepares the change, not a follow-up: GitHub\'s secret and its public key', () => {
  const text = brief("Store the secret DEPLOY_TOKEN in the GitHub repo octo/web: fetch the repo's public key, then create the secret encrypted with it", [['github.com/api.github.com', 'PUT', '/repos/{owner}/{repo}/actions/secrets/{secret_name}'], ['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/actions/secrets/public-key']], briefFixtureCatalog());
  assert.equal(stepOf(text, 'GET', '/repos/{owner}/{repo}/actions/secrets/public-key').n, 1);
  assert.match(stepOf(text, 'PUT', '/repos/{owner}/{repo}/actions/secrets/{secret_name}').text, /- key_id ← step 1: key_id/);
});

test('a value spelled as code right after the field\'s own name is its value: a Traccar notification\'s type, a GitHub label\'s color', () => {
  const notification = stepOf(brief('Create a Traccar notification of type geofenceExit and attach it to device 42', [['traccar.org', 'POST', '/notifications'], ['traccar.org', 'POST', '/permissions']], briefFixtureCatalog()), 'POST', '/notifications').text;
  assert.match(notification, /"type":"geofenceExit"/);
  const label = stepOf(brief("Create the label 'needs-triage' with color ededed on octo/web", [['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/labels']], briefFixtureCatalog()), 'POST', '/repos/{owner}/{repo}/labels').text;
  assert.match(label, /"color":"ededed"/);
  assert.match(label, /"name":"needs-triage"/);
});

test("a path id right after the collection a create works on, where the spec declares no answer, is the made thing's: Trello's new list", () => {
  const card = stepOf(brief("Create a Trello list 'Review' on board 5f1a and then add a card 'Check copy' to it", [['trello.com', 'POST', '/boards/{idBoard}/lists'], ['trello.com', 'POST', '/lists/{idList}/cards']], briefFixtureCatalog()), 'POST', '/lists/{idList}/cards');
  assert.equal(card.n, 2);
  assert.match(card.text, /- idList ← step 1's answer: the id of the new list \(/);
});

test("a new thing's parent that a create made before it is that create's own thing, not its parent: DRACOON's folder in a new room", () => {
  const folder = stepOf(brief("Create a DRACOON room 'Finance' and a folder 'Invoices 2026' inside it", [['dracoon.team', 'POST', '/v4/nodes/rooms'], ['dracoon.team', 'POST', '/v4/nodes/folders']], briefFixtureCatalog()), 'POST', '/v4/nodes/folders').text;
  assert.match(folder, /- parentId ← step 1: id\n/);
  assert.match(folder, /"name":"Invoices 2026"/);
});

test("a create's field named for its own thing's title is the name the task gives it, no other step's: Avaza's new project", () => {
  const text = brief("Create an Avaza project 'Website redesign' for customer 1234 and then add a task 'Wireframes' to it", [['avaza.com', 'POST', '/api/Project'], ['avaza.com', 'POST', '/api/Task']], briefFixtureCatalog());
  const project = stepOf(text, 'POST', '/api/Project');
  assert.equal(project.n, 1);
  assert.match(project.text, /"ProjectTitle":"Website redesign"/);
  assert.doesNotMatch(project.text, /ProjectTitle ← step/);
});

test("a file tree's path goes to an input that takes one, where a thing goes after \"to\": ExaVault's move", () => {
  const move = stepOf(brief('Move the ExaVault file /inbox/report.pdf to /archive', [['exavault.com', 'POST', '/resources/move']], briefFixtureCatalog()), 'POST', '/resources/move').text;
  assert.match(move, /\{"parentResource":"\/archive","resources":\["\/inbox\/report\.pdf"\]\}/);
  // A folder's name takes no path ("Name of the folder to create. Required if path is not used").
  const folder = stepOf(brief('Create an ExaVault folder /projects/acme', [['exavault.com', 'POST', '/resources']], briefFixtureCatalog()), 'POST', '/resources').text;
  assert.match(folder, /\{"path":"\/projects\/acme"\}/);
});

test("an input taking several things is not the one thing the step's path acts on: Jellyfin's items added to a new playlist", () => {
  const text = brief("Create a Jellyfin playlist called 'Road trip', find the album 'Rumours' in the library and add its items to the playlist", [['jellyfin.local', 'POST', '/Playlists'], ['jellyfin.local', 'GET', '/Items'], ['jellyfin.local', 'POST', '/Playlists/{playlistId}/Items']], briefFixtureCatalog());
  const add = stepOf(text, 'POST', '/Playlists/{playlistId}/Items');
  const create = stepOf(text, 'POST', '/Playlists').n;
  const find = stepOf(text, 'GET', '/Items').n;
  assert.match(add.text, new RegExp(`- playlistId ← step ${create}: Id\\n`));
  assert.match(add.text, new RegExp(`- ids ← step ${find}: Items\\[\\]\\.Id\\n`));
  // The playlist's name is no item's: the new playlist is on no list yet.
  assert.doesNotMatch(add.text, /Road trip/);
});

test('a new member of a collection copies none of those its thing lists: a Flat score\'s new collaborator takes no listed group', () => {
  const add = stepOf(brief('Create a Flat score from a MusicXML file and add bob@example.com as a collaborator', [['flat.io', 'POST', '/scores'], ['flat.io', 'POST', '/scores/{score}/collaborators']], briefFixtureCatalog()), 'POST', '/scores/{score}/collaborators').text;
  assert.match(add, /- score ← step 1: id\n/);
  assert.match(add, /"userEmail":"bob@example\.com"/);
  assert.doesNotMatch(add, /group ← step/);
});

test('a capitalised name after "in the" that qualifies the noun after it is no place: the Handwrytten card\'s font', () => {
  const text = brief("Add a recipient Jane Smith at 12 Oak St, Springfield IL 62701 to Handwrytten, then send her a thank-you card in the Tarzan font with the message 'Thanks for your order!'", [['handwrytten.com', 'POST', '/profile/profileAddRecipient'], ['handwrytten.com', 'POST', '/orders/singleStepOrder']], briefFixtureCatalog());
  assert.doesNotMatch(text, /"(?:sender_)?city":"Tarzan"/);
  // A place after "in" still is one.
  const weather = brief('Send a card to our office in Springfield', [['handwrytten.com', 'POST', '/profile/profileAddRecipient']], briefFixtureCatalog());
  assert.match(weather, /"city":"Springfield"/);
});

test("registering the caller's own account comes first, as signing in does; an untyped field listing its values takes the one the task names: SpaceTraders", () => {
  const text = brief('Register a new SpaceTraders agent called BLUEFOX with the COSMIC faction, then list its contracts and accept the first one', [['spacetraders.io', 'GET', '/my/contracts'], ['spacetraders.io', 'POST', '/register'], ['spacetraders.io', 'POST', '/my/contracts/{contractId}/accept']], briefFixtureCatalog());
  const register = stepOf(text, 'POST', '/register');
  assert.equal(register.n, 1);
  assert.match(register.text, /"faction":"COSMIC"/);
  assert.equal(stepOf(text, 'GET', '/my/contracts').n, 2);
  assert.match(stepOf(text, 'POST', '/my/contracts/{contractId}/accept').text, /- contractId ← step 2: data\[\]\.id/);
});

test('a POST named for discovering only asks, and a number ending a code counts nothing: Storecove\'s participant check', () => {
  const text = brief('Check whether the Peppol participant 0208:0123456789 exists on the network before submitting a document to it', [['storecove.com', 'POST', '/discovery/exists'], ['storecove.com', 'POST', '/document_submissions']], briefFixtureCatalog());
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
  assert.doesNotMatch(text, /"quantity":123456789/);
});

test('one id written as where something comes from is no destination\'s; a create named after what it holds takes its name: fire.com\'s batch', () => {
  const text = brief("Create a fire.com batch of payments called 'March payroll', add a bank transfer of 1200 EUR from account 2001 to payee 55 to it", [['fire.com', 'POST', '/v1/batches'], ['fire.com', 'POST', '/v1/batches/{batchUuid}/banktransfers']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/v1/batches').text, /"batchName":"March payroll"/);
  const transfer = stepOf(text, 'POST', '/v1/batches/{batchUuid}/banktransfers').text;
  assert.doesNotMatch(transfer, /"destAccountNumber":"2001"/);
  assert.match(transfer, /"payeeId":55/);
});

test('a list of numbers its description calls phone numbers takes the one the task gives: CallFire\'s contactNumbers', () => {
  const add = stepOf(brief("Create a CallFire contact list 'VIP customers' and add the contact +14155550199 to it", [['callfire.com', 'POST', '/contacts/lists'], ['callfire.com', 'POST', '/contacts/lists/{id}/items']], briefFixtureCatalog()), 'POST', '/contacts/lists/{id}/items').text;
  assert.match(add, /"contactNumbers":\["\+14155550199"\]/);
});

test('a capitalised "To" of a name is no destination: my To Do list named \'Work\' is picked by "Work"', () => {
  const tasks = stepOf(brief("Find my To Do list named 'Work' and list its tasks", [['microsoft.com/graph', 'GET', '/me/todo/lists'], ['microsoft.com/graph', 'GET', '/me/todo/lists/{todoTaskList-id}/tasks']], briefFixtureCatalog()), 'GET', '/me/todo/lists/{todoTaskList-id}/tasks').text;
  assert.match(tasks, /- todoTaskList-id ← step 1: value\[\]\.id, of the item where value\[\]\.displayName == "Work"/);
});

test('an address a clause gives is a value, no word of what to do: "add alice@acme.com to it" is a Google Chat member\'s create', () => {
  const text = brief("Create a Google Chat space called 'Release war room' and add alice@acme.com to it", [['googleapis.com/chat', 'POST', '/v1/spaces'], ['googleapis.com/chat', 'POST', '/v1/{parent}/members']], briefFixtureCatalog());
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
});

test("a path id its description says may be the thing's address takes the one written after it, which no body field of another thing takes: the Admin SDK's group", () => {
  const text = brief('Create a Google Workspace user jane.doe@acme.com named Jane Doe and add her to the group engineering@acme.com', [['googleapis.com/admin', 'POST', '/admin/directory/v1/users'], ['googleapis.com/admin', 'POST', '/admin/directory/v1/groups/{groupKey}/members']], briefFixtureCatalog());
  const add = stepOf(text, 'POST', '/admin/directory/v1/groups/{groupKey}/members').text;
  assert.match(add, /POST https:\/\/admin\.googleapis\.com\/admin\/directory\/v1\/groups\/engineering%40acme\.com\/members/);
  assert.doesNotMatch(add, /"email":"engineering@acme\.com"/);
  // One address goes to the field of one address, not to the list of them; the name after "named" is the person's.
  assert.match(stepOf(text, 'POST', '/admin/directory/v1/users').text, /\{"name":\{"familyName":"Doe","givenName":"Jane"\},"primaryEmail":"jane\.doe@acme\.com"\}/);
});

test("a primary key names its thing's id: RAWG's game 3498 fills `{game_pk}` as it fills `{id}`", () => {
  const text = brief('Get the RAWG details of game 3498 and its screenshots', [['rawg.io', 'GET', '/games/{id}'], ['rawg.io', 'GET', '/games/{game_pk}/screenshots']], briefFixtureCatalog());
  assert.match(stepOf(text, 'GET', '/games/{game_pk}/screenshots').text, /GET https:\/\/api\.rawg\.io\/api\/games\/3498\/screenshots/);
});

test("a path id its description says may be the file's name takes the one written after its thing: GitHub's workflow deploy.yml", () => {
  const text = brief('Trigger the GitHub Actions workflow deploy.yml on branch main of acme/widgets', [['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches']], briefFixtureCatalog());
  assert.match(text, /POST https:\/\/api\.github\.com\/repos\/acme\/widgets\/actions\/workflows\/deploy\.yml\/dispatches/);
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
  // Quoted too, and the branch named after "on branch" is the dispatch's `ref`; not "the branch protection" of another task.
  const quoted = brief("Trigger the GitHub Actions workflow 'deploy.yml' in acme/widgets on branch main.", [['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches']], briefFixtureCatalog());
  assert.match(quoted, /\/actions\/workflows\/deploy\.yml\/dispatches\n/);
  assert.match(quoted, /\{"ref":"main"\}/);
  assert.match(section(quoted, 'FIT'), /^FIT: Fully/);
});

test("a date goes to the one of several date fields named for what the task does, in the format the schema names: Paylocity's new hire", () => {
  const text = brief('Hire Maria Lopez in Paylocity company 31A6 starting 2027-01-04', [['paylocity.com', 'POST', '/v2/companies/{companyId}/employees']], briefFixtureCatalog());
  const hire = stepOf(text, 'POST', '/v2/companies/{companyId}/employees').text;
  assert.match(hire, /"status":\{"hireDate":"2027-01-04"\}/);
  // "MM-DD-CCYY" in a description is no month, and a birth date is no start.
  assert.doesNotMatch(hire, /"birthDate"/);
  // The company the path takes by its id is not also its name.
  assert.match(hire, /POST https:\/\/api\.paylocity\.com\/api\/v2\/companies\/31A6\/employees/);
  assert.doesNotMatch(hire, /"companyName"/);
  // A year the task writes alone fills a `{year}`.
  const summary = brief('Get the 2026 pay statement summary of employee E1042 in Paylocity company 31A6', [['paylocity.com', 'GET', '/v2/companies/{companyId}/employees/{employeeId}/paystatement/summary/{year}']], briefFixtureCatalog());
  assert.match(summary, /\/employees\/E1042\/paystatement\/summary\/2026\b/);
});

test('a POST whose name ends in what it acts by ("… by logid and query") is a change; the new message\'s quoted words are no breadcrumb\'s: elmah.io', () => {
  const text = brief('Record a deployment of version 2.4.1 in elmah.io and then mark every error message in log 9a1c as fixed', [['elmah.io', 'POST', '/v3/messages/{logId}/_fix'], ['elmah.io', 'POST', '/v3/deployments']], briefFixtureCatalog());
  assert.equal(stepOf(text, 'POST', '/v3/deployments').n, 1);
  assert.equal(stepOf(text, 'POST', '/v3/messages/{logId}/_fix').n, 2);
  const message = stepOf(brief("Log an error message 'Payment gateway timeout' to elmah.io log 9a1c", [['elmah.io', 'POST', '/v3/messages/{logId}']], briefFixtureCatalog()), 'POST', '/v3/messages/{logId}').text;
  assert.doesNotMatch(message, /"breadcrumbs"/);
});

test("a required id links two creates before a plain value another answer holds too: Billingo's partner, then its invoice", () => {
  const text = brief("Create a Billingo partner 'Kovács Kft' with tax number 12345678-2-42, then invoice them for one hour of consulting", [['billingo.hu', 'POST', '/documents'], ['billingo.hu', 'POST', '/partners']], briefFixtureCatalog());
  const partner = stepOf(text, 'POST', '/partners');
  assert.equal(partner.n, 1);
  assert.doesNotMatch(partner.text, /from step/);
  assert.match(stepOf(text, 'POST', '/documents').text, /- partner_id ← step 1: id/);
});

test('a read the task names again after a reading verb, in a clause after the change, reads what the change left: Akeneo\'s product after its media upload', () => {
  const text = brief('Upload the image boot.jpg to Akeneo as a media file for the product with uuid 25566245-5ef4-4d1b-9a43-5b8bfa5b5a3c and then fetch the product to check its picture attribute', [['akeneo.com', 'POST', '/api/rest/v1/media-files'], ['akeneo.com', 'GET', '/api/rest/v1/products-uuid/{uuid}']], briefFixtureCatalog());
  assert.equal(stepOf(text, 'POST', '/api/rest/v1/media-files').n, 1);
  assert.equal(stepOf(text, 'GET', '/api/rest/v1/products-uuid/{uuid}').n, 2);
});

test("a clause opening with the catalog's own verb is done by a step named for it: \"confirm funds are available\" and Open Banking's funds confirmation", () => {
  const catalog = briefFixtureCatalog();
  const apiKey = 'openbanking.org.uk/payment-initiation-openapi';
  const record = endpointOf(catalog, apiKey, 'GET', '/domestic-payment-consents/{ConsentId}/funds-confirmation');
  const funds = buildStep(record, catalog.apis.get(apiKey)!, catalog.readDetail(record), (name) => catalog.readSchema(apiKey, name));
  // Counts per method (GET, POST, PUT, PATCH, DELETE) of the calls "confirm" opens in the catalog's own names: mostly changes.
  const verbs = new Map([['confirm', [2, 30, 4, 1, 0]]]);
  assert.deepEqual(uncoveredActions('confirm funds are available', [funds], verbs), []);
});

test("a search's own filter takes the address the task finds its thing by; a plainly named input its description calls an address or a number takes one", () => {
  const search = brief('Find the Pendo user with email ana@acme.com', [['pendo.io', 'GET', '/users/search']], briefFixtureCatalog());
  assert.match(search, /GET https:\/\/[^\s]+\/users\/search\?email=ana%40acme\.com/);
  const text = brief('Validate the email ana@acme.com and the phone number +447700900123 with Ideal Postcodes', [['ideal-postcodes.co.uk', 'GET', '/emails'], ['ideal-postcodes.co.uk', 'GET', '/phone_numbers']], briefFixtureCatalog());
  assert.match(stepOf(text, 'GET', '/emails').text, /[?&]query=ana%40acme\.com/);
  assert.match(stepOf(text, 'GET', '/phone_numbers').text, /[?&]query=%2B447700900123/);
});

test("an optional query value quoted right after its own name is sent: seven.io's sender name `from`", () => {
  const text = brief("Send the SMS 'Your code is 4821' to +4915112345678 from 'ACME' with seven.io", [['sms77.io', 'POST', '/sms']], briefFixtureCatalog());
  assert.match(text, /[?&]from=ACME\b/);
});

test("a noun's singular keeps words the same in both numbers and those ending in \"ie\"; a count said as an upper bound is no lower bound's: TheTVDB's series, spoonacular's calories", () => {
  assert.equal(singular('series'), 'series');
  assert.equal(singular('movies'), 'movie');
  assert.equal(singular('entities'), 'entity');
  assert.equal(singular('analysis'), 'analysis');
  const favorite = brief('Add TheTVDB series 280619 to my favorites', [['thetvdb.com', 'PUT', '/user/favorites/{id}']], briefFixtureCatalog());
  assert.match(favorite, /PUT https:\/\/api\.thetvdb\.com\/user\/favorites\/280619/);
  const recipes = brief('Search spoonacular for vegan pasta recipes under 500 calories', [['spoonacular.com', 'GET', '/recipes/complexSearch']], briefFixtureCatalog());
  assert.match(recipes, /[?&]maxCalories=500\b/);
  assert.doesNotMatch(recipes, /minCalories=/);
});

test("a digest input takes only a digest; an email's recipient is the address written after \"to\"; a POST's bare id names no thing its path picks", () => {
  const scan = brief('Submit the image docker.io/library/nginx:1.25 to Anchore for analysis, then get its vulnerabilities of type os', [['anchore.io', 'POST', '/images'], ['anchore.io', 'GET', '/images/{imageDigest}/vuln/{vtype}']], briefFixtureCatalog());
  assert.doesNotMatch(scan, /images\/docker\.io/);
  const mail = brief("Claim the Mailscript address alerts@acme.mailscript.io and send an email from it to ops@acme.com with the subject 'Test'", [['mailscript.com', 'POST', '/send']], briefFixtureCatalog());
  assert.match(mail, /"to":"ops@acme\.com"/);
  const member = stepOf(brief("Add the InfluxDB user 0b2c3d4e5f6a7b8c as a member of the organization 'acme'", [['influxdata.com', 'GET', '/orgs'], ['influxdata.com', 'POST', '/orgs/{orgID}/members']], briefFixtureCatalog()), 'POST', '/orgs/{orgID}/members').text;
  assert.doesNotMatch(member, /- id ← step 1/);
});

test("an arrival and a departure of one call stand in the order its spec lists them; a whole number takes no thing's name: hetras's rates and booking", () => {
  const text = brief('Check room rates at hetras hotel 12 from 2026-03-10 to 2026-03-12 for 2 adults, then book the cheapest offer for guest Lee Park', [['hetras-certification.net/booking', 'GET', '/api/booking/v0/rates'], ['hetras-certification.net/booking', 'POST', '/api/booking/v0/bookings']], briefFixtureCatalog());
  const rates = stepOf(text, 'GET', '/api/booking/v0/rates').text;
  assert.match(rates, /[?&]arrivalDate=2026-03-10\b/);
  assert.match(rates, /[?&]departureDate=2026-03-12\b/);
  const booking = stepOf(text, 'POST', '/api/booking/v0/bookings').text;
  assert.match(booking, /"arrival_date":"2026-03-10","departure_date":"2026-03-12"/);
  assert.doesNotMatch(booking, /rooms ← step 1/);
});

test('a POST named "Find …" only asks, and goes before the call its clause is named after: Infermedica\'s parse, then its diagnosis', () => {
  const text = brief("With Infermedica, parse the text 'I have had a headache for two days' into observations, then query the diagnostic engine for a 34 year old female", [['infermedica.com', 'POST', '/diagnosis'], ['infermedica.com', 'POST', '/parse']], briefFixtureCatalog());
  assert.ok(stepOf(text, 'POST', '/parse').n < stepOf(text, 'POST', '/diagnosis').n);
});

test('"give" a user access is a change, and the read named after it follows it: iQualify\'s course access', () => {
  const text = brief('Give user mentor@example.edu access to the iQualify course with content id 5a1b2c3d4e5f60718293a4b5 and then list who has access to it', [['iqualify.com', 'GET', '/courses/{contentId}/permissions'], ['iqualify.com', 'POST', '/courses/{rootContentId}/permissions/{userEmail}']], briefFixtureCatalog());
  assert.ok(stepOf(text, 'POST', '/courses/{rootContentId}/permissions/{userEmail}').n < stepOf(text, 'GET', '/courses/{contentId}/permissions').n);
});

test('a bare "delete it" is done by a POST named "Delete …": Envoice\'s client', () => {
  const text = brief('Check whether Envoice client 3120 can be deleted and delete it if so', [['envoice.in', 'GET', '/api/client/candelete'], ['envoice.in', 'POST', '/api/client/delete']], briefFixtureCatalog());
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
});

test("a value quoted after the thing's own word is no span's end: BulkSMS's `toUsername` is not \"account\"", () => {
  const text = brief("Transfer 100 BulkSMS credits to the account with username 'branch-office'", [['bulksms.com', 'POST', '/credit/transfer']], briefFixtureCatalog());
  assert.doesNotMatch(text, /"toUsername":"account"/);
  assert.match(text, /"credits":100/);
});

test("a body's `id` under a path that goes on below its `{id}` is not that path's thing: ClickMeter's datapoint in a group", () => {
  const text = brief("Create a ClickMeter group called 'Spring Campaign' and add a tracking link datapoint to it", [['clickmeter.com', 'POST', '/groups'], ['clickmeter.com', 'POST', '/groups/{id}/datapoints']], briefFixtureCatalog());
  const datapoint = stepOf(text, 'POST', '/groups/{id}/datapoints').text;
  assert.match(datapoint, /- id ← step 1: id/);
  assert.doesNotMatch(datapoint, /"id":"<id from step 1/);
});

test("an email call's `toAddress` takes the address the task sends to: Big Red Cloud's sales invoice", () => {
  const text = brief('Get Big Red Cloud sales invoice 4411 and email it to accounts@harbourcafe.ie', [['bigredcloud.com', 'GET', '/v1/salesInvoices/{id}'], ['bigredcloud.com', 'POST', '/v1/email/sendSalesInvoice']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/v1/email/sendSalesInvoice').text, /"toAddress":"accounts@harbourcafe\.ie"/);
});

test("a collection another path parameter is named for picks nothing by a third: Just Eat's checkout id is no `{tenant}`", () => {
  const text = brief('Get Just Eat checkout 0a1b2c on the uk tenant', [['just-eat.co.uk', 'GET', '/checkout/{tenant}/{checkoutId}']], briefFixtureCatalog());
  assert.match(text, /\/checkout\/\{tenant\}\/0a1b2c\b/);
});

test("a whole number its description calls a name takes the listed things' names: Vimeo's `{category}`", () => {
  const text = brief('List the categories and update one of them', [['vimeo.com', 'PUT', '/me/categories/{category}'], ['vimeo.com', 'GET', '/me/categories']], briefFixtureCatalog());
  assert.match(stepOf(text, 'PUT', '/me/categories/{category}').text, /- category ← step 1: \[\]\.name/);
});

test('a field\'s name and value split off a list by "and" ask for nothing: journy.io\'s user "with id u-4410 and email lee@acme.io"', () => {
  const text = brief("In journy.io, create or update the user with id u-4410 and email lee@acme.io, then track an event 'trial_started' for that user", [['journy.io', 'POST', '/users/upsert'], ['journy.io', 'POST', '/events']], briefFixtureCatalog());
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
});

test("a date goes to no start where several could take it and the task names none: Frankie's new entity \"born 1990-05-17\" starts no address", () => {
  const text = brief('Create a Frankie Financial entity for Jane Citizen born 1990-05-17', [['frankiefinancial.io', 'POST', '/entity']], briefFixtureCatalog());
  assert.doesNotMatch(text, /"startDate":"1990-05-17"/);
});

test("an input that leaves things out takes only what the task leaves out; a span's end takes the second id after its thing; no answer's error feeds a call: GeoDB", () => {
  const catalog = briefFixtureCatalog();
  const cities = brief('Find cities named Springfield in the US with GeoDB', [['mashape.com/geodb', 'GET', '/geo/cities']], catalog);
  assert.match(cities, /[?&]countryIds=US\b/);
  assert.doesNotMatch(cities, /excludedCountryIds=US/);
  const distance = brief('Get the distance between GeoDB city Q60 and city Q65 in miles', [['mashape.com/geodb', 'GET', '/geo/cities/{cityId}/distance']], catalog);
  assert.match(distance, /\/geo\/cities\/Q60\/distance\?[^\s]*toCityId=Q65\b/);
  const regions = brief('List the regions of Canada in GeoDB and then get the details of the region with code ON', [['mashape.com/geodb', 'GET', '/geo/countries/{countryId}/regions'], ['mashape.com/geodb', 'GET', '/geo/countries/{countryId}/regions/{regionCode}']], catalog);
  assert.doesNotMatch(regions, /regionCode ← step 1: errors/);
});

test('a phone number written in groups is sent in E.164: IX-API\'s contact "+49 69 1234567"', () => {
  const text = brief('Create an IX-API contact for our NOC (noc@acme.net) with telephone +49 69 1234567', [['ix-api.net', 'POST', '/contacts']], briefFixtureCatalog());
  assert.match(text, /"telephone":"\+49691234567"/);
  assert.match(text, /TASK BRIEF: .*\+49 69 1234567/);
});

test("a value after a thing's own noun names that thing, not the one before it: API2Cart's customer group 'Wholesale' is no customer's login", () => {
  const text = brief("Add a customer Tom Reyes (tom@shop.example) to the API2Cart store in the customer group 'Wholesale'", [['api2cart.com', 'POST', '/customer.add.json']], briefFixtureCatalog());
  assert.doesNotMatch(text, /"login":"Wholesale"/);
});

test('"give it" a privilege asks for a change, not a read: ID4i\'s API key', () => {
  const text = brief("Create an ID4i API key for organization de.acme and give it the privilege READ_GUID", [['id4i.de', 'POST', '/api/v1/apikeys'], ['id4i.de', 'POST', '/api/v1/apikeys/{key}/privileges']], briefFixtureCatalog());
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
});

test("an input named only for an end takes that end of the one span the task writes: Lufthansa's `origin` and `destination`", () => {
  const text = brief("Get Lufthansa's lowest fares from FRA to JFK", [['lufthansa.com/partner', 'GET', '/offers/fares/lowestfares']], briefFixtureCatalog());
  assert.match(text, /[?&]origin=FRA&destination=JFK\b/);
});

test("a body of one object beside flags takes the task's values inside it, and a VAT number is no country code: Taxamo's transaction", () => {
  const text = brief('Store a transaction for a customer in Germany buying an e-book for 9.99 EUR, confirm it, and email the invoice to buyer@example.de.', [['taxamo.com', 'POST', '/api/v1/transactions'], ['taxamo.com', 'POST', '/api/v1/transactions/{key}/confirm']], briefFixtureCatalog());
  const store = stepOf(text, 'POST', '/api/v1/transactions').text;
  assert.match(store, /\{"transaction":\{"currency_code":"EUR"/);
  assert.match(store, /"tax_country_code":"DE"/);
  assert.doesNotMatch(text, /"buyer_tax_number":"DE"/);
});

test("a recipient's and a contact's number take the phone number, a one-word name goes to the first name, not the title: ZoomConnect", () => {
  const catalog = briefFixtureCatalog();
  const contact = brief('Create a contact for +27 82 555 1234 named Thabo', [['zoomconnect.com', 'POST', '/api/rest/v1/contacts/create']], catalog);
  assert.match(contact, /\{"contactNumber":"\+27825551234","firstName":"Thabo"\}/);
  const sms = brief("Send the SMS 'Your code is 4821' to +27 83 555 0199", [['zoomconnect.com', 'POST', '/api/rest/v1/sms/send']], catalog);
  assert.match(sms, /"recipientNumber":"\+27835550199"/);
});

test('"… and activate them first" orders that first; a change whose description says it returns something reads; no `$` before a path parameter is sent: Learnifier', () => {
  const text = brief('Get a login link for participant 8812 in project 552 of org unit 17 and activate them first.', [['learnifier.com', 'POST', '/orgunits/{orgid}/projects/{projectid}/participants/${participantId}/loginlink'], ['learnifier.com', 'POST', '/orgunits/{orgid}/projects/{projectid}/participants/${participantId}/activate']], briefFixtureCatalog());
  assert.ok(stepOf(text, 'POST', '/orgunits/{orgid}/projects/{projectid}/participants/${participantId}/activate').n < stepOf(text, 'POST', '/orgunits/{orgid}/projects/{projectid}/participants/${participantId}/loginlink').n);
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
  assert.match(text, /POST http:\/\/learnifier\.com\/orgunits\/17\/projects\/552\/participants\/8812\/loginlink\n/);
});

test("a name run together from its description's words takes the value written after them: Learnifier's `extid`, \"The external id of the user\"", () => {
  const text = brief('Find the user with external id EMP-0042', [['learnifier.com', 'GET', '/extuser']], briefFixtureCatalog());
  assert.match(text, /GET http:\/\/learnifier\.com\/extuser\?extid=EMP-0042\n/);
});

test("a required query parameter declared beside the path parameter of its very name takes that one's value: Combell's `record_id`", () => {
  const text = brief('Add an A record for shop.example.be pointing to 203.0.113.10 on the domain example.be, then read the record back to confirm it.', [['combell.com', 'GET', '/dns/{domainName}/records/{recordId}'], ['combell.com', 'POST', '/dns/{domainName}/records']], briefFixtureCatalog());
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
  assert.match(stepOf(text, 'GET', '/dns/{domainName}/records/{recordId}').text, /- record_id ← step 1's answer/);
});

test("an attribute that is never a name takes no name its description speaks of: NetLicensing's product `version`", () => {
  const text = brief("Create a product 'PhotoTool' with number PT-01", [['netlicensing.io', 'POST', '/product']], briefFixtureCatalog());
  assert.match(text, /name=PhotoTool&number=PT-01&version=<version>/);
});

test("a thing's name written out before its quoted value: OpenChannel's app by safe name 'invoice-sync'", () => {
  const text = brief("Find the app with safe name 'invoice-sync'", [['openchannel.io/market', 'GET', '/apps/bySafeName/{safeName}']], briefFixtureCatalog());
  assert.match(text, /GET https:\/\/market\.openchannel\.io\/v2\/apps\/bySafeName\/invoice-sync\n/);
});

test("a message's text in a plain format is what the message says: DaniWeb's `text_raw`", () => {
  const text = brief("Create a group called 'Rust learners' and post the message 'Welcome everyone!' in it.", [['daniweb.com', 'POST', '/groups/{ID}/messages'], ['daniweb.com', 'POST', '/groups']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/groups/{ID}/messages').text, /parts: text_raw=Welcome everyone!\n/);
});

test("a link or an id deep in a body comes from the step's own clause: Stream's truncate takes no image uploaded before, Mux's space no broadcast's stream", () => {
  const catalog = briefFixtureCatalog();
  const stream = brief("Upload the image https://cdn.acme.io/banner.png to the livestream channel 'launch' and then truncate the channel.", [['stream-io-api.com', 'POST', '/channels/{type}/{id}/truncate'], ['stream-io-api.com', 'POST', '/channels/{type}/{id}/image']], catalog);
  assert.doesNotMatch(stepOf(stream, 'POST', '/channels/{type}/{id}/truncate').text, /banner\.png/);
  const mux = brief('Create a space and start a broadcast in it to live stream ZyX8', [['mux.com', 'POST', '/video/v1/spaces/{SPACE_ID}/broadcasts'], ['mux.com', 'POST', '/video/v1/spaces']], catalog);
  assert.doesNotMatch(stepOf(mux, 'POST', '/video/v1/spaces').text, /"live_stream_id":"ZyX8"/);
  assert.match(stepOf(mux, 'POST', '/video/v1/spaces/{SPACE_ID}/broadcasts').text, /\{"live_stream_id":"ZyX8"\}/);
});

test("a body whose every plain field is marked read-only, some required, is sent all the same: GOV.UK Pay's new payment", () => {
  const text = brief("Take a payment of £42.50 with reference PR-2026-118 returning to https://service.gov.uk/done", [['payments.service.gov.uk/payments', 'POST', '/v1/payments']], briefFixtureCatalog());
  assert.match(text, /"amount":4250/);
  assert.match(text, /"reference":"PR-2026-118"/);
  assert.match(text, /"return_url":"https:\/\/service\.gov\.uk\/done"/);
});

test("a `uid` is an attribute of the thing it is named for: Postman's `{collection_uid}` takes the collection the task gives, from no monitor run", () => {
  const text = brief("Fork the collection 12ece9e1-2abf-4edc-8e34-de66e74114d2 into workspace 1f0df51a, then run the monitor 'Nightly smoke'", [['getpostman.com', 'POST', '/monitors/{monitor_uid}/run'], ['getpostman.com', 'POST', '/collections/fork/{collection_uid}'], ['getpostman.com', 'GET', '/monitors']], briefFixtureCatalog());
  const fork = stepOf(text, 'POST', '/collections/fork/{collection_uid}');
  assert.match(fork.text, /\/collections\/fork\/12ece9e1-2abf-4edc-8e34-de66e74114d2\?/);
  assert.ok(fork.n < stepOf(text, 'POST', '/monitors/{monitor_uid}/run').n);
});

test("a person's full name after \"named\" fills their first and last name: GoToMeeting's organizer Bob Stone", () => {
  const text = brief('Create an organizer for bob@acme.com named Bob Stone in group 41', [['citrixonline.com/gotomeeting', 'POST', '/groups/{groupKey}/organizers']], briefFixtureCatalog());
  assert.match(text, /"firstName":"Bob","lastName":"Stone"/);
});

test("a compound naming one step is no mention of another, a name ends before an aside in brackets, a list of numbers takes the things' numbers: e-conomic", () => {
  const catalog = briefFixtureCatalog();
  const text = brief("Create an employee group called 'Consultants' and then create the employee Lars Jensen (lars@firm.dk) in it.", [['e-conomic.com', 'POST', '/employees'], ['e-conomic.com', 'POST', '/employeegroups']], catalog);
  const employee = stepOf(text, 'POST', '/employees');
  assert.ok(stepOf(text, 'POST', '/employeegroups').n < employee.n);
  assert.match(employee.text, /"name":"Lars Jensen"/);
  const time = brief('Log 3.5 hours of time for employee 12 on activity 4 and then approve the time entry.', [['e-conomic.com', 'POST', '/timeentries/approve'], ['e-conomic.com', 'POST', '/timeentries']], catalog);
  assert.match(stepOf(time, 'POST', '/timeentries/approve').text, /- numbers ← step 1: number\n/);
});

test("a bare id its description opens by naming its thing is that thing's: Browshot's thumbnail `id`, \"screenshot ID\", from the screenshot requested", () => {
  const text = brief('Take a screenshot of https://acme.io with instance 12, then get a thumbnail of it', [['browshot.com', 'GET', '/screenshot/thumbnail'], ['browshot.com', 'GET', '/screenshot/create']], briefFixtureCatalog());
  assert.match(stepOf(text, 'GET', '/screenshot/thumbnail').text, /- id ← step 1: id\n/);
});

test("a value a body's top field takes goes to no field deeper, and an id the create requires of the caller is what its path parameters take: Azure Batch", () => {
  const text = brief("Add a job 'render-042' to pool render-pool, then add a task 'frame-1' that runs 'blender -b scene.blend -f 1' to it", [['windows.net/batch-BatchService', 'POST', '/jobs/{jobId}/tasks'], ['windows.net/batch-BatchService', 'POST', '/jobs']], briefFixtureCatalog());
  const job = stepOf(text, 'POST', '/jobs').text;
  assert.doesNotMatch(job, /"jobManagerTask"/, "the task's id is no job manager task's");
  const task = stepOf(text, 'POST', '/jobs/{jobId}/tasks').text;
  assert.doesNotMatch(task, /"dependsOn"/);
  assert.match(task, /- jobId ← step 1's request: id \(/);
});

test('a file path takes the one file name the task writes, even at the end of a sentence, and "download stdout.txt" asks for a read: Azure Batch', () => {
  const text = brief('Download stdout.txt from task frame-1 of job render-042.', [['windows.net/batch-BatchService', 'GET', '/jobs/{jobId}/tasks/{taskId}/files/{filePath}']], briefFixtureCatalog());
  assert.match(text, /\/jobs\/render-042\/tasks\/frame-1\/files\/stdout\.txt\?/);
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
});

test("a task that asks for tests is not told a call about tests is for testing: BlazeMeter's private tests", () => {
  const text = brief('List my BlazeMeter private tests', [['blazemeter.com', 'GET', '/user/tests']], briefFixtureCatalog());
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
});

test("a search's terms go to a name of search and term, and a pair numbered 1 and 2 takes the pair of names the task writes: College Football Data", () => {
  const catalog = briefFixtureCatalog();
  assert.match(brief('Find the player named Caleb Williams', [['collegefootballdata.com', 'GET', '/player/search']], catalog), /\?searchTerm=Caleb%20Williams\b/);
  assert.match(brief('Get the matchup history between Michigan and Ohio State', [['collegefootballdata.com', 'GET', '/teams/matchup']], catalog), /\?team1=Michigan&team2=Ohio%20State\b/);
});

test("a name of the one thing a call answers picks none of the other things it lists: D&D's spell 'fireball' is no class", () => {
  const text = brief("Look up the spell 'fireball' and list the subclasses of the classes that can cast it.", [['dnd5eapi.co', 'GET', '/api/classes/{index}/subclasses'], ['dnd5eapi.co', 'GET', '/api/spells/{index}']], briefFixtureCatalog());
  assert.doesNotMatch(text, /== "fireball"/);
  assert.match(stepOf(text, 'GET', '/api/classes/{index}/subclasses').text, /- index ← step 1: classes\[\]\.index\n/);
});

test("a person's forename is a first name: Credas's registration for Priya Shah", () => {
  const text = brief('Create a registration for Priya Shah (priya@acme.co.uk) with reference ACME-7781', [['credas.co.uk/pi', 'POST', '/api/registrations']], briefFixtureCatalog());
  assert.match(text, /"forename":"Priya"/);
  assert.match(text, /"surname":"Shah"/);
});

test('a thing\'s code written after it is its value: "zip code 69256" is Corrently\'s `zip`', () => {
  const text = brief('Find the best hour for green energy in zip code 69256 over the next 24 hours', [['corrently.io', 'GET', '/gsi/bestHour']], briefFixtureCatalog());
  assert.match(text, /[?&]zip=69256\b/);
});

test("IBANs written from one to another fill the payer's and the payee's account, no date; a path's allowed value another clause writes is shared: a Berlin Group payment", () => {
  const text = brief('Initiate a credit transfer of 150 EUR from CH9300762011623852957 to DE89370400440532013000 and check the payment\'s status.', [['openbankingproject.ch', 'GET', '/v1/{payment-service}/{payment-product}/{paymentId}/status'], ['openbankingproject.ch', 'POST', '/v1/{payment-service}/{payment-product}']], briefFixtureCatalog());
  const pay = stepOf(text, 'POST', '/v1/{payment-service}/{payment-product}').text;
  assert.match(pay, /"creditorAccount":\{"iban":"DE89370400440532013000"\}/);
  assert.match(pay, /"debtorAccount":\{"iban":"CH9300762011623852957"\}/);
  assert.doesNotMatch(pay, /"(?:start|end)Date"/);
  assert.match(pay, /POST https:\/\/api\.dev\.openbankingproject\.ch\/v1\/payments\//);
});

test('"…, then read …" reads after the changes before it though a first clause reads for a purpose: a consent, its authorisation, then the balance', () => {
  const text = brief("Create a consent to read the balances of account CH9300762011623852957, start its authorisation, then read the account's balance.", [['openbankingproject.ch', 'GET', '/v1/accounts/{account-id}/balances'], ['openbankingproject.ch', 'POST', '/v1/consents/{consentId}/authorisations'], ['openbankingproject.ch', 'POST', '/v1/consents']], briefFixtureCatalog());
  assert.ok(stepOf(text, 'POST', '/v1/consents/{consentId}/authorisations').n < stepOf(text, 'GET', '/v1/accounts/{account-id}/balances').n);
});

test("\"reply to it with '…'\" is what the reply says: SolarVPS's ticket `contents`", () => {
  const text = brief("Reply to ticket 88 and then reply to it with 'Attaching the receipt'", [['solarvps.com', 'POST', '/tickets/{ticketid}/update']], briefFixtureCatalog());
  assert.match(text, /contents=Attaching%20the%20receipt/);
});

test('a JSON object the task writes goes whole to the free-form object or JSON text named before it: doqs.dev\'s `data`, Clarify\'s metadata', () => {
  const catalog = briefFixtureCatalog();
  assert.match(brief('Generate a PDF from designer template 77 with the data {"total": 120}', [['doqs.dev', 'POST', '/designer/templates/{id}/generate']], catalog), /\{"data":\{"total":120\}\}/);
  assert.match(brief('Update the metadata of bundle 3f2a to {"agent": "Maria"}', [['clarify.io', 'PUT', '/v1/bundles/{bundle_id}/metadata']], catalog), /data=%7B%22agent%22%3A%20%22Maria%22%7D/);
});

test("a link stays in its clause, so each step takes the link its own clause writes; a read named for making something does \"make\": Api2Pdf", () => {
  const catalog = briefFixtureCatalog();
  const text = brief('Convert https://acme.io/invoice/4411 to a PDF with Chrome, then merge it with https://acme.io/terms.pdf into one file.', [['api2pdf.com', 'POST', '/merge'], ['api2pdf.com', 'POST', '/chrome/url']], catalog);
  assert.match(stepOf(text, 'POST', '/chrome/url').text, /\{"url":"https:\/\/acme\.io\/invoice\/4411"\}/);
  assert.doesNotMatch(stepOf(text, 'POST', '/merge').text, /invoice\/4411/);
  const qr = brief("Make a QR code for the text 'https://acme.io/promo' with ZXING.", [['api2pdf.com', 'GET', '/zebra']], catalog);
  assert.match(section(qr, 'FIT'), /^FIT: Fully/);
});

test("a thing's slug is the value quoted after it: Botify's project 'acme-site'", () => {
  const text = brief("List the analyses of project 'acme-site' of user acme", [['botify.com', 'GET', '/analyses/{username}/{project_slug}']], briefFixtureCatalog());
  assert.match(text, /GET https:\/\/api\.botify\.com\/v1\/analyses\/acme\/acme-site\n/);
});

test('two reads the task names again at one word go the way it names what sets each apart: the accounts, then one account\'s transactions', () => {
  const text = brief('Create an account access consent, then list my accounts and the transactions of account GR1601101250000000012300695.', [['nbg.gr', 'GET', '/accounts/{accountId}/transactions'], ['nbg.gr', 'GET', '/accounts'], ['nbg.gr', 'POST', '/account-access-consents']], briefFixtureCatalog());
  assert.ok(stepOf(text, 'GET', '/accounts').n < stepOf(text, 'GET', '/accounts/{accountId}/transactions').n);
});

test("a ticker is no word of a quoted name nor a kind written before the step's thing: Tradematic's strategy 'Momentum EU' and its BUY signal for DAX", () => {
  const text = brief("Create an autofollow strategy called 'Momentum EU' and send it a BUY signal for DAX.", [['tradematic.com', 'POST', '/autofollow/strategies/{strategyid}/signals'], ['tradematic.com', 'POST', '/autofollow/strategies']], briefFixtureCatalog());
  assert.doesNotMatch(stepOf(text, 'POST', '/autofollow/strategies').text, /"symbols":"EU"/);
  assert.match(stepOf(text, 'POST', '/autofollow/strategies/{strategyid}/signals').text, /\{"signal":\{"symbol":"DAX"\}\}/);
});

test("a sum written with thousands separators is sent without them: nextAuth's transaction of 5,000 EUR", () => {
  const text = brief('Create a transaction for a wire of 5,000 EUR to be approved in the current session on server 12', [['n-auth.com', 'POST', '/servers/{serverid}/sessions/transactions']], briefFixtureCatalog());
  assert.match(text, /"amount":"5000"/);
});

test("a sign-in's login takes the address it signs in as, and no input the call's name speaks of is a thing another is of; a kind quoted before its word is that input's: ijenko", () => {
  const catalog = briefFixtureCatalog();
  const login = brief("Log in as ops@home.io with password 'hunter2'", [['ijenko.net', 'POST', '/auth/login']], catalog);
  assert.match(login, /"login":"ops@home\.io","password":"hunter2"/);
  const off = brief("Turn off device dev-881 by running its 'off' action", [['ijenko.net', 'POST', '/devices/{deviceId}/run/{action}']], catalog);
  assert.match(off, /\/devices\/dev-881\/run\/off\?/);
  assert.match(section(off, 'FIT'), /^FIT: Fully/);
});

test("a word for any thing makes no two references one: Red Hat's source `{id}` and a service offering's, both \"ID of the resource\"", () => {
  const text = brief('List the service offerings of source 12 and get the service plans of the first one', [['redhat.com/catalog_inventory', 'GET', '/service_offerings/{id}/service_plans'], ['redhat.com/catalog_inventory', 'GET', '/sources/{id}/service_offerings']], briefFixtureCatalog());
  assert.match(stepOf(text, 'GET', '/service_offerings/{id}/service_plans').text, /- id ← step 1: data\[\]\.id\n/);
});

test("Azure AD Graph: a user's principal name is an address, `groupObjectId` is a group's, and a new group's own name is no user's", () => {
  const text = brief("Create a security group 'Finance Admins' and add the user ann@contoso.com to it", [['windows.net/graphrbac', 'POST', '/{tenantID}/groups/{groupObjectId}/$links/members'], ['windows.net/graphrbac', 'GET', '/{tenantID}/users/{upnOrObjectId}'], ['windows.net/graphrbac', 'POST', '/{tenantID}/groups']], briefFixtureCatalog());
  assert.match(stepOf(text, 'GET', '/{tenantID}/users/{upnOrObjectId}').text, /\/users\/ann%40contoso\.com\?/);
  assert.match(stepOf(text, 'POST', '/{tenantID}/groups/{groupObjectId}/$links/members').text, /- groupObjectId ← step \d: objectId\n/);
  const create = stepOf(text, 'POST', '/{tenantID}/groups');
  assert.doesNotMatch(create.text, /mailNickname ←/);
  assert.match(stepOf(text, 'POST', '/{tenantID}/groups/{groupObjectId}/$links/members').text, new RegExp(`- groupObjectId ← step ${create.n}: objectId\\n`));
});

test('"… and then list its items" reads after the change, its collection\'s word counting though every API has items: Circuit\'s community', () => {
  const text = brief('Add users u-900 and u-901 to the community c-55 and then list its items.', [['circuitsandbox.net', 'GET', '/conversations/{convId}/items'], ['circuitsandbox.net', 'POST', '/conversations/community/{convId}/participants']], briefFixtureCatalog());
  assert.ok(stepOf(text, 'POST', '/conversations/community/{convId}/participants').n < stepOf(text, 'GET', '/conversations/{convId}/items').n);
});

test("JSON:API keeps a resource's own fields in its `attributes`: Orbit's workspace slug threads from the list's `data[].attributes.slug`", () => {
  const text = brief("List my Orbit workspaces, then record a custom activity 'Gave a talk at JSConf' for member jane-doe in the first workspace.", [['orbit.love', 'POST', '/{workspace_slug}/members/{member_slug}/activities'], ['orbit.love', 'GET', '/workspaces']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/{workspace_slug}/members/{member_slug}/activities').text, /- workspace_slug ← step 1: data\[\]\.attributes\.slug\n/);
});

test("a token another step made is no credential of the caller's: api.video's upload `token` threads from the upload token's create, and AUTH does not ask for it", () => {
  const text = brief('Generate an upload token and then upload clip.mov with it.', [['api.video', 'POST', '/upload'], ['api.video', 'POST', '/upload-tokens']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/upload').text, /- token ← step 1: token\n/);
  assert.doesNotMatch(section(text, 'AUTH'), /query parameter "token"/);
});

test("Qualpay: the card number and expiry go where the call takes them, the sum to `amt_tran`, and the original transaction's `pgIdOrig` to the capture", () => {
  const text = brief('Authorize $25.00 on card 4111111111111111 expiring 12/27 and then capture it.', [['qualpay.com', 'POST', '/capture/{pgIdOrig}'], ['qualpay.com', 'POST', '/auth']], briefFixtureCatalog());
  const auth = stepOf(text, 'POST', '/auth').text;
  assert.match(auth, /"amt_tran":25/);
  assert.match(auth, /"card_number":"4111111111111111"/);
  assert.match(auth, /"exp_date":"1227"/);
  assert.doesNotMatch(auth, /"card_id":"4111/);
  assert.match(stepOf(text, 'POST', '/capture/{pgIdOrig}').text, /- pgIdOrig ← step 1: pg_id\n/);
});

test("a sum with cents is no id, and a path's one parameter takes the id written after what the call's summary acts on: Qualpay's refund of transaction 9c3b5e1a2f", () => {
  const text = brief('Refund 10.00 of the captured transaction 9c3b5e1a2f and then close the batch.', [['qualpay.com', 'POST', '/batchClose'], ['qualpay.com', 'POST', '/refund/{pgIdOrig}']], briefFixtureCatalog());
  const refund = stepOf(text, 'POST', '/refund/{pgIdOrig}');
  assert.match(refund.text, /\/refund\/9c3b5e1a2f\n/);
  assert.equal(refund.n, 1);
});

test('a name run together from a thing and "name" takes the name the task gives that thing: Pandorabots\' `{botname}` of "a bot named faqbot"', () => {
  const text = brief('Create a bot named faqbot in app 1409611535153.', [['pandorabots.com', 'PUT', '/bot/{app_id}/{botname}']], briefFixtureCatalog());
  assert.match(text, /\/bot\/1409611535153\/faqbot\n/);
});

test("The SMS Works: a recipient's `destination` takes the number, a phone number after \"to\" sets no field, and a string described as the date at which to send takes the moment", () => {
  const text = brief("Schedule an SMS 'Reminder: dentist tomorrow 9am' to +447700900456 for 2026-12-01T08:00:00Z", [['thesmsworks.co.uk', 'POST', '/message/schedule']], briefFixtureCatalog());
  assert.match(text, /"destination":"\+447700900456"/);
  assert.match(text, /"schedule":"2026-12-01T08:00:00Z"/);
});

test("an id the task writes as another thing's fills no bare `{id}`: a patient's update after \"the group with id grp_2231\" takes the new patient's id", () => {
  const text = brief('Create a patient named Maria Lopez with email maria@example.com, then add her to the group with id grp_2231.', [['twinehealth.com', 'PATCH', '/patient/{id}'], ['twinehealth.com', 'POST', '/patient']], briefFixtureCatalog());
  const update = stepOf(text, 'PATCH', '/patient/{id}').text;
  assert.doesNotMatch(update, /grp_2231/);
  assert.match(update, /- id ← step 1: data\.id\n/);
});

test("KumpeApps: a create's query value names the new thing, no listed one; a sign-in under /authentication goes first and takes whom the task signs in as", () => {
  const catalog = briefFixtureCatalog();
  const chore = brief("Add a chore 'Feed the cat' for kid user 42, then list that user's chores.", [['kumpeapps.com', 'GET', '/kkid/chorelist'], ['kumpeapps.com', 'POST', '/kkid/chorelist']], catalog);
  assert.match(stepOf(chore, 'POST', '/kkid/chorelist').text, /choreName=Feed%20the%20cat/);
  assert.doesNotMatch(chore, /choreName ←/);
  const login = brief('Log in as user jdoe with password hunter2 to get an auth key, then list the users.', [['kumpeapps.com', 'GET', '/kkid/userlist'], ['kumpeapps.com', 'POST', '/authentication/authkey']], catalog);
  const signIn = stepOf(login, 'POST', '/authentication/authkey');
  assert.equal(signIn.n, 1);
  assert.match(signIn.text, /username=jdoe&password=hunter2/);
});

test('a search path parameter takes the name searched for: shinobi\'s `/Actors/Search/{accesstoken}/{Query}` of "the actor Bryan Cranston"', () => {
  const text = brief('Search for the actor Bryan Cranston.', [['hillbillysoftware.com/shinobi', 'GET', '/Actors/Search/{accesstoken}/{Query}']], briefFixtureCatalog());
  assert.match(text, /\/Actors\/Search\/\{accesstoken\}\/Bryan%20Cranston\n/);
});

test("a path parameter named in the plural takes the field of its singular name: Royal Mail's label `{orderIdentifiers}` ← the new order's `orderIdentifier`", () => {
  const text = brief('Create a Royal Mail order for Jane Smith, then download its label.', [['royalmail.com/click-and-drop', 'GET', '/orders/{orderIdentifiers}/label'], ['royalmail.com/click-and-drop', 'POST', '/orders']], briefFixtureCatalog());
  assert.match(stepOf(text, 'GET', '/orders/{orderIdentifiers}/label').text, /- orderIdentifiers ← step 1: createdOrders\[\]\.orderIdentifier\n/);
});

test('"fetch the first one" is done by a read of one of the things listed, as "get one of them" is; "fetch the weather" is not: Otoroshi\'s api keys', () => {
  const calls: [string, string, string][] = [['maif.local/otoroshi', 'GET', '/api/groups/{groupId}/apikeys/{clientId}'], ['maif.local/otoroshi', 'GET', '/api/groups/{groupId}/apikeys']];
  const catalog = briefFixtureCatalog();
  assert.match(section(brief('List the api keys of service group grp-42 and fetch the first one.', calls, catalog), 'FIT'), /^FIT: Fully/);
  assert.match(section(brief('List the api keys of service group grp-42 and fetch the weather forecast.', calls, catalog), 'FIT'), /^FIT: Partially/);
});

test("an answer whose one holder's contents are undeclared still holds what a create made or a list found: eDRV's `result`", () => {
  const catalog = briefFixtureCatalog();
  const token = brief('Create a driver named Tom Baker with email tom@fleet.io, then issue an RFID token for him.', [['edrv.io', 'POST', '/v1/tokens'], ['edrv.io', 'POST', '/v1/drivers']], catalog);
  const issue = stepOf(token, 'POST', '/v1/tokens');
  assert.equal(issue.n, 2);
  assert.match(issue.text, /- driver ← step 1's answer: the id of the new driver, in its `result`/);
  const cost = brief('List the transactions and get the cost of the most recent one.', [['edrv.io', 'GET', '/v1/transactions/{id}/cost'], ['edrv.io', 'GET', '/v1/transactions']], catalog);
  assert.match(stepOf(cost, 'GET', '/v1/transactions/{id}/cost').text, /- id ← step 1's answer: the id of the listed transaction, in its `result`/);
  assert.doesNotMatch(section(cost, 'FIT'), /no call of its API returns it/);
});

test("HTTP's own headers are no other answer's field: Lucidtech's required `Content-Type` takes no listed document's `contentType`, and the list goes last", () => {
  const text = brief("Create a dataset named 'Q4 invoices', upload the document invoice-881.pdf into it, then list the documents of that dataset.", [['webflow.com', 'GET', '/documents'], ['webflow.com', 'POST', '/documents'], ['webflow.com', 'POST', '/datasets']], briefFixtureCatalog());
  assert.doesNotMatch(text, /Content-Type ←/);
  assert.equal(stepOf(text, 'POST', '/datasets').n, 1);
  assert.equal(stepOf(text, 'GET', '/documents').n, 3);
});

test("Getty Images: the first of the images similar to a given one is one of the lookup's answer, and the first search result is the search's listed thing", () => {
  const catalog = briefFixtureCatalog();
  const similar = brief('Find images similar to image 1234567890 and download the first one.', [['gettyimages.com', 'POST', '/v3/downloads/images/{id}'], ['gettyimages.com', 'GET', '/v3/images/{id}/similar']], catalog);
  const download = stepOf(similar, 'POST', '/v3/downloads/images/{id}').text;
  assert.doesNotMatch(download, /downloads\/images\/1234567890/);
  assert.match(download, /- id ← step 1: images\[\]\.id\n/);
  const board = brief("Create a board called 'Spring campaign', search creative images of cherry blossoms, and add the first result to the board.", [['gettyimages.com', 'PUT', '/v3/boards/{board_id}/assets/{asset_id}'], ['gettyimages.com', 'GET', '/v3/search/images/creative'], ['gettyimages.com', 'POST', '/v3/boards']], catalog);
  const search = stepOf(board, 'GET', '/v3/search/images/creative');
  assert.match(stepOf(board, 'PUT', '/v3/boards/{board_id}/assets/{asset_id}').text, new RegExp(`- asset_id ← step ${search.n}: images\\[\\]\\.id\\n`));
  assert.match(section(board, 'FIT'), /^FIT: Fully/);
});

test("a create's required `id` beside no name takes the name the task gives, and its parent's name is another thing's: Apicurio's group, Sandbox's `parentSandboxName`", () => {
  const catalog = briefFixtureCatalog();
  assert.match(brief('Create a group named payments in the registry.', [['apicurio.local/registry', 'POST', '/groups']], catalog), /\{"id":"payments"\}/);
  const sandbox = brief('Create a sandbox named orders-mock.', [['getsandbox.com', 'POST', '/1/sandboxes']], catalog);
  assert.match(sandbox, /"name":"orders-mock"/);
  assert.doesNotMatch(sandbox, /"parentSandboxName":"orders-mock"/);
});

test("an input of fields of its own takes no other answer's value whole: iZettle's new categories are no product's `categories` names, and the category goes first", () => {
  const text = brief("Create a category called Pastries in organization self, then create a product 'Croissant' in that category.", [['izettle.com/products', 'POST', '/organizations/{organizationUuid}/products'], ['izettle.com/products', 'POST', '/organizations/{organizationUuid}/categories/v2']], briefFixtureCatalog());
  assert.doesNotMatch(text, /categories ←/);
  assert.equal(stepOf(text, 'POST', '/organizations/{organizationUuid}/categories/v2').n, 1);
});

test("an id no call of its API returns, written as a plain word after its thing, is the one the task means: Kinto's bucket and collection, Azure AD's tenant", () => {
  const catalog = briefFixtureCatalog();
  const kinto = brief('Get record 8f2e-11 of collection addons in bucket blocklists and delete its attachment.', [['mozilla.com/kinto', 'DELETE', '/buckets/{bucket_id}/collections/{collection_id}/records/{id}/attachment'], ['mozilla.com/kinto', 'GET', '/buckets/{bucket_id}/collections/{collection_id}/records/{id}']], catalog);
  assert.match(kinto, /\/buckets\/blocklists\/collections\/addons\/records\/8f2e-11\/attachment\n/);
  assert.doesNotMatch(section(kinto, 'FIT'), /the caller supplies/);
  const tenant = brief('Get the user ann@contoso.com in tenant contoso.onmicrosoft.com.', [['windows.net/graphrbac', 'GET', '/{tenantID}/users/{upnOrObjectId}']], catalog);
  assert.match(tenant, /graph\.windows\.net\/contoso\.onmicrosoft\.com\/users\/ann%40contoso\.com/);
});

test('a number a change replaces is the one written after "from", its new one the one after "to": Whapi\'s plus card `{oldPhoneNumber}` and `phoneNumber`', () => {
  const text = brief('Change my plus card phone number from +447700900111 to +447700900222.', [['whapi.com/accounts', 'POST', '/account/plusCard/phone/{oldPhoneNumber}']], briefFixtureCatalog());
  assert.match(text, /\/plusCard\/phone\/%2B447700900111\n/);
  assert.match(text, /\{"phoneNumber":"\+447700900222"\}/);
});

test("Square: of two answers alike, the id's origin, not a read that needs it; a new group's name inside its object; a catalog item picked by its own name", () => {
  const catalog = briefFixtureCatalog();
  const card = brief('Create a $50 gift card at location L88, link it to customer CUST123, and retrieve the card.', [['squareup.com', 'GET', '/v2/gift-cards/{id}'], ['squareup.com', 'POST', '/v2/gift-cards/{gift_card_id}/link-customer'], ['squareup.com', 'POST', '/v2/gift-cards']], catalog);
  const link = stepOf(card, 'POST', '/v2/gift-cards/{gift_card_id}/link-customer');
  assert.equal(link.n, 2);
  assert.match(link.text, /- gift_card_id ← step 1: gift_card\.id\n/);
  assert.match(brief('Create a customer group called VIP.', [['squareup.com', 'POST', '/v2/customers/groups']], catalog), /\{"group":\{"name":"VIP"\}\}/);
  const latte = brief("Find the catalog item named 'Latte' and get its inventory count.", [['squareup.com', 'GET', '/v2/inventory/{catalog_object_id}'], ['squareup.com', 'POST', '/v2/catalog/search-catalog-items']], catalog);
  assert.match(latte, /of the item where items\[\]\.item_data\.name == "Latte"/);
});

test("Box: an invite naming a role the call allows is done by it, its login described as an email address takes the address; \"the copy\" is what the copy made", () => {
  const catalog = briefFixtureCatalog();
  const invite = brief('Create a folder named Contracts inside folder 0 and invite lee@acme.com as an editor on it.', [['box.com', 'POST', '/collaborations'], ['box.com', 'POST', '/folders']], catalog);
  assert.match(section(invite, 'FIT'), /^FIT: Fully/);
  assert.match(stepOf(invite, 'POST', '/collaborations').text, /"login":"lee@acme\.com"/);
  const copy = brief('Copy file 12345 into folder 987 and then download the copy.', [['box.com', 'GET', '/files/{file_id}/content'], ['box.com', 'POST', '/files/{file_id}/copy']], catalog);
  const download = stepOf(copy, 'GET', '/files/{file_id}/content');
  assert.equal(download.n, 2);
  assert.match(download.text, /- file_id ← step 1: id\n/);
});

test("a word of the call's own path is no id written after its thing: Crucible's \"projects v1\" is `/projects-v1`, no project's key", () => {
  const text = brief('List the projects v1 and get one of them', [['crucible.local', 'GET', '/rest-service/projects-v1/{key}'], ['crucible.local', 'GET', '/rest-service/projects-v1']], briefFixtureCatalog());
  assert.doesNotMatch(text, /projects-v1\/v1\n/);
  assert.match(stepOf(text, 'GET', '/rest-service/projects-v1/{key}').text, /- key ← step 1/);
});

test("a path parameter named for the thing itself takes one of a list of plain values named for those things: IBKR's `{account}` ← GET /accounts' `accounts`", () => {
  const text = brief('List my brokerage accounts and place an order for 10 shares in the first account.', [['interactivebrokers.com', 'POST', '/accounts/{account}/orders'], ['interactivebrokers.com', 'GET', '/accounts']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/accounts/{account}/orders').text, /- account ← step 1: accounts\n/);
});

test('a read after "then fetch the results" follows the run it reads: Meshery\'s profile run, then its results', () => {
  const text = brief("Save a performance profile named 'checkout-load', run it, then fetch the results of that profile.", [['meshery.local', 'GET', '/api/user/performance/profiles/{id}/results'], ['meshery.local', 'GET', '/api/user/performance/profiles/{id}/run'], ['meshery.local', 'POST', '/api/user/performance/profiles']], briefFixtureCatalog());
  assert.equal(stepOf(text, 'GET', '/api/user/performance/profiles/{id}/run').n, 2);
  assert.equal(stepOf(text, 'GET', '/api/user/performance/profiles/{id}/results').n, 3);
});

test('a quantity counts the plural one word after its number: "5 phone numbers" is Randommer\'s `Quantity`', () => {
  assert.match(brief('Generate 5 phone numbers for the UK.', [['randommer.io', 'GET', '/api/Phone/Generate']], briefFixtureCatalog()), /[?&]Quantity=5\b/);
});

test("a path value given for one step goes to a later step on the same thing: PhantAuth's user, then her token", () => {
  const text = brief("Get the user 'alice.wong' and an access token for her.", [['phantauth.net', 'GET', '/user/{username}/token/{kind}'], ['phantauth.net', 'GET', '/user/{username}']], briefFixtureCatalog());
  assert.match(stepOf(text, 'GET', '/user/{username}').text, /GET https:\/\/phantauth\.net\/user\/alice\.wong\n/);
  assert.match(stepOf(text, 'GET', '/user/{username}/token/{kind}').text, /\/user\/alice\.wong\/token\//);
});

test('"from the copy" takes what a copy made, though the copy takes its original\'s id in the query: PDF Generator\'s template copy', () => {
  const text = brief('Copy the invoice template 19375, then generate a PDF from the copy.', [['pdfgeneratorapi.com', 'POST', '/templates/templateId/output'], ['pdfgeneratorapi.com', 'POST', '/templates/templateId/copy']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/templates/templateId/copy').text, /\?templateId=19375\n/);
  assert.match(stepOf(text, 'POST', '/templates/templateId/output').text, /- templateId ← step 1: response\.id\n/);
});

test("Crucible: a list whose answer the spec leaves undeclared still gives the key a path elsewhere takes; project keys written in capitals go where the move starts and ends", () => {
  const catalog = briefFixtureCatalog();
  const stop = brief('List the repositories, then stop the first one.', [['fecru.local', 'POST', '/rest-service-fecru/admin/repositories-v1/{repository}/stop'], ['fecru.local', 'GET', '/rest-service-fecru/admin/repositories']], catalog);
  assert.match(stepOf(stop, 'POST', '/rest-service-fecru/admin/repositories-v1/{repository}/stop').text, /- repository ← step 1's answer: the key of the listed repository \(the spec declares none of the answer's fields\)/);
  const move = brief('Move every review from project CR-OLD to project CR-PAY.', [['fecru.local', 'PUT', '/rest-service-fecru/admin/projects/{sourceProjectKey}/move-reviews/{destinationProjectKey}']], catalog);
  assert.match(move, /\/projects\/CR-OLD\/move-reviews\/CR-PAY\n/);
});

test("a rename's path takes the name the thing has now, its body the new one: Vercel's secret", () => {
  const text = brief("Rename the Vercel secret 'old-db-url' to 'db-url'.", [['vercel.com', 'PATCH', '/v2/secrets/{name}']], briefFixtureCatalog());
  assert.match(text, /PATCH https:\/\/api\.vercel\.com\/v2\/secrets\/old-db-url\n/);
  assert.match(text, /\{"name":"db-url"\}/);
});

test('a body value named as one thing takes the word the task puts there: "for branch main" is Netlify\'s build hook `branch`', () => {
  assert.match(brief("Create a build hook called 'CMS publish' on the Netlify site 3f2a9c1e-8b7d-4e00-a123-456789abcdef for branch main.", [['netlify.com', 'POST', '/sites/{site_id}/build_hooks']], briefFixtureCatalog()), /"branch":"main"/);
});

test("Trello: what a create on a collection made, though its answer is undeclared, is the id a later call takes by path or by body; a call named for a field sets it from its bare `value`", () => {
  const catalog = briefFixtureCatalog();
  const checklist = brief("Add a checklist 'Release steps' to the Trello card 5f1a9c2e8b7d4e0012345678 and add the item 'Tag the release' to it.", [['trello.com', 'POST', '/cards/{idCard}/checklist/{idChecklist}/checkItem'], ['trello.com', 'POST', '/cards/{idCard}/checklists']], catalog);
  assert.match(stepOf(checklist, 'POST', '/cards/{idCard}/checklist/{idChecklist}/checkItem').text, /- idChecklist ← step 1's answer: the id of the new checklist \(the spec declares none/);
  const card = brief("Create a Trello board 'Sprint 12' with a list 'To Do' and a card 'Set up CI' in that list.", [['trello.com', 'POST', '/cards'], ['trello.com', 'POST', '/boards/{idBoard}/lists'], ['trello.com', 'POST', '/boards']], catalog);
  assert.match(stepOf(card, 'POST', '/cards').text, /- idList ← step 2's answer: the id of the new list \(/);
  assert.match(brief("Rename the Trello board 60d5ecf1c2a5b3001f4e8a21 to 'Sprint 13'.", [['trello.com', 'PUT', '/boards/{idBoard}/name']], catalog), /\{"value":"Sprint 13"\}/);
  assert.match(brief('Set the due date of Trello card 5f1a9c2e8b7d4e0012345678 to 2024-07-15.', [['trello.com', 'PUT', '/cards/{idCard}/due']], catalog), /\{"value":"2024-07-15"\}/);
});

test("an add named for a collection takes none of those the collection lists already: Asana's addDependencies goes first, then the list of them", () => {
  const text = brief('Make Asana task 1201111111111111 depend on task 1202222222222222, then list its dependencies.', [['asana.com', 'GET', '/tasks/{task_gid}/dependencies'], ['asana.com', 'POST', '/tasks/{task_gid}/addDependencies']], briefFixtureCatalog());
  const add = stepOf(text, 'POST', '/tasks/{task_gid}/addDependencies');
  assert.equal(add.n, 1);
  assert.doesNotMatch(add.text, /dependencies ← step/);
});

test("Slack: a field set \"to\" a value is named in that value's clause (the channel named 'release' sets no channel); an add of one family of methods copies none of what its list lists", () => {
  const catalog = briefFixtureCatalog();
  const topic = brief("Find the Slack channel named 'release' and set its topic to 'Release 3.1 this Thursday'.", [['slack.com', 'POST', '/conversations.setTopic'], ['slack.com', 'GET', '/conversations.list']], catalog);
  const set = stepOf(topic, 'POST', '/conversations.setTopic').text;
  assert.match(set, /channel=<channel[^>]*>&topic=Release%203\.1%20this%20Thursday/);
  const reminder = brief("Remind me in Slack to 'Send the weekly report' every Friday at 4pm, then list my reminders.", [['slack.com', 'GET', '/reminders.list'], ['slack.com', 'POST', '/reminders.add']], catalog);
  const add = stepOf(reminder, 'POST', '/reminders.add');
  assert.equal(add.n, 1);
  assert.doesNotMatch(add.text, /time ← step/);
});

test('Google Calendar: a role given someone ("as a reader") filters no list; a path value given one step goes to the next on the same calendar, and no lookup is asked for it', () => {
  const catalog = briefFixtureCatalog();
  const share = brief("Share my Google Calendar 'Team Events' with bob@acme.com as a reader.", [['googleapis.com/calendar', 'POST', '/calendars/{calendarId}/acl'], ['googleapis.com/calendar', 'GET', '/users/me/calendarList']], catalog);
  assert.doesNotMatch(share, /minAccessRole=reader/);
  const move = brief("Quick-add 'Lunch with Ana tomorrow at 1pm' to my primary Google Calendar and then move that event to the calendar team@group.calendar.google.com.", [['googleapis.com/calendar', 'POST', '/calendars/{calendarId}/events/{eventId}/move'], ['googleapis.com/calendar', 'POST', '/calendars/{calendarId}/events/quickAdd']], catalog);
  assert.match(stepOf(move, 'POST', '/calendars/{calendarId}/events/{eventId}/move').text, /\/calendars\/primary\/events\/\{eventId\}\/move/);
  assert.doesNotMatch(section(move, 'FIT'), /produces calendarId/);
});

test("a bare attribute of a body is its own thing's, not the thing its path picks: Jira's assignee `key` takes no issue key", () => {
  const text = brief('Assign Jira issue WEB-482 to the user whose email is dana@acme.com.', [['atlassian.com/jira', 'PUT', '/rest/api/3/issue/{issueIdOrKey}/assignee'], ['atlassian.com/jira', 'GET', '/rest/api/3/user/search']], briefFixtureCatalog());
  const assign = stepOf(text, 'PUT', '/rest/api/3/issue/{issueIdOrKey}/assignee').text;
  assert.match(assign, /\/issue\/WEB-482\/assignee\n/);
  assert.doesNotMatch(assign, /"key":"WEB-482"/);
});

test('"the copy" and "the duplicate" are what a copy made, whether its path or its name says it copies: Mailchimp\'s replicate, SendGrid\'s duplicate single send', () => {
  const catalog = briefFixtureCatalog();
  const replicate = brief('Replicate the Mailchimp campaign 8f2a1c3d4e and schedule the copy for 2024-05-01T14:00:00Z.', [['mailchimp.com', 'POST', '/campaigns/{campaign_id}/actions/schedule'], ['mailchimp.com', 'POST', '/campaigns/{campaign_id}/actions/replicate']], catalog);
  assert.match(stepOf(replicate, 'POST', '/campaigns/{campaign_id}/actions/replicate').text, /\/campaigns\/8f2a1c3d4e\/actions\/replicate\n/);
  assert.match(stepOf(replicate, 'POST', '/campaigns/{campaign_id}/actions/schedule').text, /- campaign_id ← step 1: id\n/);
  const duplicate = brief("Duplicate the SendGrid single send 'Summer Sale' and schedule the duplicate for 2024-08-01T09:00:00Z.", [['sendgrid.com', 'PUT', '/marketing/singlesends/{id}/schedule'], ['sendgrid.com', 'POST', '/marketing/singlesends/{id}'], ['sendgrid.com', 'GET', '/marketing/singlesends']], catalog);
  assert.match(stepOf(duplicate, 'PUT', '/marketing/singlesends/{id}/schedule').text, /- id ← step 2: id\n/);
});

test("GitHub: a file's path from the repository's root is the contents' `{path}`, slashes kept, and no owner/repo pair; a label quoted after \"labelled\" filters the issues", () => {
  const catalog = briefFixtureCatalog();
  const remove = brief('Delete the file docs/old.md from acme/widgets.', [['github.com/api.github.com', 'DELETE', '/repos/{owner}/{repo}/contents/{path}'], ['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/contents/{path}']], catalog);
  assert.match(stepOf(remove, 'DELETE', '/repos/{owner}/{repo}/contents/{path}').text, /DELETE https:\/\/api\.github\.com\/repos\/acme\/widgets\/contents\/docs\/old\.md\n/);
  assert.match(brief('Get README.md of acme/widgets.', [['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/contents/{path}']], catalog), /\/repos\/acme\/widgets\/contents\/README\.md\n/);
  assert.match(brief("List the open issues in acme/widgets labelled 'bug'.", [['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/issues']], catalog), /[?&]labels=bug\b/);
});

test('a list of ids the task writes after its thing goes whole to an input that takes several, across the clauses "and" splits: Spotify\'s follow `ids`, Slack\'s comma-separated `users`', () => {
  const catalog = briefFixtureCatalog();
  const follow = brief('Follow the Spotify artists 0OdUWJ0sBjDrqHygGUXeCF and 1vCWHaC5f2uS3yhpwWbIA6.', [['spotify.com', 'PUT', '/me/following']], catalog);
  assert.match(follow, /"ids":\["0OdUWJ0sBjDrqHygGUXeCF","1vCWHaC5f2uS3yhpwWbIA6"\]/);
  const group = brief('Put the users U024BE7LH and U024BE7LJ in the Slack user group S0614TZR7.', [['slack.com', 'POST', '/usergroups.users.update']], catalog);
  assert.match(group, /users=U024BE7LH%2CU024BE7LJ/);
});

test("Microsoft Graph: an action's object named as the path's thing takes not the path's id; a base64 id keeps its padding", () => {
  const catalog = briefFixtureCatalog();
  const move = brief("Move the Outlook message AAMkAGI2TG93AAA= to my folder 'Important'.", [['microsoft.com/graph', 'POST', '/me/messages/{message-id}/microsoft.graph.move'], ['microsoft.com/graph', 'GET', '/me/mailFolders']], catalog);
  const step = stepOf(move, 'POST', '/me/messages/{message-id}/microsoft.graph.move').text;
  assert.match(step, /\/me\/messages\/AAMkAGI2TG93AAA%3D\/microsoft\.graph\.move\n/);
  const reply = stepOf(brief("Reply 'Thanks, received' to the Outlook message AAMkAGI2TG93AAA=.", [['microsoft.com/graph', 'POST', '/me/messages/{message-id}/microsoft.graph.reply']], catalog), 'POST', '/me/messages/{message-id}/microsoft.graph.reply').text;
  assert.doesNotMatch(reply, /internetMessageId/);
});

test("a quoted text goes to the field that says it, not to an object named by the same cue: Graph's reply `Comment`, beside its `Message` object", () => {
  const reply = brief("Reply 'Thanks, received' to the Outlook message AAMkAGI2TG93AAA=.", [['microsoft.com/graph', 'POST', '/me/messages/{message-id}/microsoft.graph.reply']], briefFixtureCatalog());
  assert.match(reply, /\{"Comment":"Thanks, received"\}/);
});

test('Google Sheets: a range of cells in A1 notation, on a named sheet or not, is the `{range}` whole', () => {
  const catalog = briefFixtureCatalog();
  assert.match(brief('Read the range Sheet1!A1:D20 of spreadsheet 1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms.', [['googleapis.com/sheets', 'GET', '/v4/spreadsheets/{spreadsheetId}/values/{range}']], catalog), /\/values\/Sheet1!A1%3AD20\n/);
  assert.match(brief('Write the header row Name, Email, Company into A1:C1 of spreadsheet 1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms.', [['googleapis.com/sheets', 'PUT', '/v4/spreadsheets/{spreadsheetId}/values/{range}']], catalog), /\/values\/A1%3AC1\n/);
});

test("Box: a rename's object for where the folder goes takes not the id its path renames it by", () => {
  const text = brief("Rename the Box folder 4321 to 'Archive 2023'.", [['box.com', 'PUT', '/folders/{folder_id}']], briefFixtureCatalog());
  assert.match(text, /PUT https:\/\/api\.box\.com\/2\.0\/folders\/4321\n/);
  assert.match(text, /"name":"Archive 2023"/);
  assert.doesNotMatch(text, /"parent":\{"id":"4321"\}/);
});

test("GitLab: the quoted ends of a span go to the inputs for where it starts and ends; a comment's text is a `note`'s", () => {
  const text = brief("In GitLab project 4821, open a merge request from 'feature/login' into 'main' titled 'Login page' and comment 'Ready for review' on it.", [['gitlab.com', 'POST', '/v3/projects/{id}/merge_requests/{merge_request_id}/comments'], ['gitlab.com', 'POST', '/v3/projects/{id}/merge_requests']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/v3/projects/{id}/merge_requests').text, /source_branch=feature%2Flogin&target_branch=main/);
  assert.match(stepOf(text, 'POST', '/v3/projects/{id}/merge_requests/{merge_request_id}/comments').text, /note=Ready%20for%20review/);
});

test("FIT reads a clause's object against the ids a call's body takes deeper too: \"add the video … to it\" is YouTube's playlist item insert", () => {
  const text = brief("Create a YouTube playlist 'Conference talks' and add the video dQw4w9WgXcQ to it.", [['googleapis.com/youtube', 'POST', '/youtube/v3/playlistItems'], ['googleapis.com/youtube', 'POST', '/youtube/v3/playlists']], briefFixtureCatalog());
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
});

test('a read named in a later clause follows the change: a three-letter plural is its singular ("its IP addresses" and `/ips`); a word after "the" is no verb ("the new build")', () => {
  const catalog = briefFixtureCatalog();
  const linode = brief("Reboot the Linode labelled 'web-2' and then list its IP addresses.", [['linode.com', 'GET', '/linode/instances'], ['linode.com', 'POST', '/linode/instances/{linodeId}/reboot'], ['linode.com', 'GET', '/linode/instances/{linodeId}/ips']], catalog);
  assert.ok(stepOf(linode, 'POST', '/linode/instances/{linodeId}/reboot').n < stepOf(linode, 'GET', '/linode/instances/{linodeId}/ips').n);
  const circle = brief('Retry CircleCI build 512 of the project acme/widgets and then list the artifacts of the new build.', [['circleci.com', 'POST', '/project/{username}/{project}/{build_num}/retry'], ['circleci.com', 'GET', '/project/{username}/{project}/{build_num}/artifacts']], catalog);
  assert.equal(stepOf(circle, 'POST', '/project/{username}/{project}/{build_num}/retry').n, 1);
  // "num" is short for number: the build's number the task gives.
  assert.match(stepOf(circle, 'POST', '/project/{username}/{project}/{build_num}/retry').text, /\/project\/acme\/widgets\/512\/retry\n/);
});

test('a change named again in the lookup\'s own clause leaves the lookup a follow-up: "cancel the booking, then retrieve it to confirm it is cancelled"', () => {
  const text = brief('Cancel booking BK-5 and then retrieve it to confirm it is cancelled.', [['squareup.com', 'GET', '/v2/bookings/{booking_id}'], ['squareup.com', 'POST', '/v2/bookings/{booking_id}/cancel']], briefFixtureCatalog());
  assert.equal(stepOf(text, 'POST', '/v2/bookings/{booking_id}/cancel').n, 1);
});

test('Postmark: a verb of doing again is done by the verb it repeats ("reactivate it"); a filter named so takes the address the task gives', () => {
  const text = brief('Find the Postmark bounce for jane@acme.com and reactivate it.', [['postmarkapp.com/server', 'GET', '/bounces'], ['postmarkapp.com/server', 'PUT', '/bounces/{bounceid}/activate']], briefFixtureCatalog());
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
  assert.match(stepOf(text, 'GET', '/bounces').text, /emailFilter=jane%40acme\.com/);
});

test("Bitbucket: the owner/repo pair no other thing's word claims; a comment's text in its `content.raw`, no field of the pull request its path picks; \"pull request\" names `pullrequest`, \"titled\" its `title`", () => {
  const catalog = briefFixtureCatalog();
  const open = brief("Open a Bitbucket pull request in acme/widgets from branch feature/login to main titled 'Login page', then list its commits.", [['bitbucket.org', 'POST', '/repositories/{workspace}/{repo_slug}/pullrequests'], ['bitbucket.org', 'GET', '/repositories/{workspace}/{repo_slug}/pullrequests/{pull_request_id}/commits']], catalog);
  assert.match(stepOf(open, 'POST', '/repositories/{workspace}/{repo_slug}/pullrequests').text, /\/repositories\/acme\/widgets\/pullrequests\n/);
  const comment = brief("Find the open Bitbucket pull request titled 'Fix flaky tests' in acme/widgets and leave the comment 'Rebased, please re-review'.", [['bitbucket.org', 'GET', '/repositories/{workspace}/{repo_slug}/pullrequests'], ['bitbucket.org', 'POST', '/repositories/{workspace}/{repo_slug}/pullrequests/{pull_request_id}/comments']], catalog);
  const step = stepOf(comment, 'POST', '/repositories/{workspace}/{repo_slug}/pullrequests/{pull_request_id}/comments').text;
  assert.match(step, /"content":\{"raw":"Rebased, please re-review"\}/);
  assert.doesNotMatch(step, /"pullrequest":/);
  assert.match(step, /pull_request_id ← step 1: values\[\]\.id, of the item where values\[\]\.title == "Fix flaky tests"/);
});

test('Twitter: a retweet makes no other tweet, so "who has retweeted it" takes the tweet given; a DM\'s `participant_id`, "the ID of the recipient user", is the user looked up', () => {
  const catalog = briefFixtureCatalog();
  const retweet = brief('Retweet tweet 1460323737035677698 from my account and then list who has retweeted it.', [['twitter.com/current', 'GET', '/2/users/me'], ['twitter.com/current', 'POST', '/2/users/{id}/retweets'], ['twitter.com/current', 'GET', '/2/tweets/{id}/retweeted_by']], catalog);
  assert.match(stepOf(retweet, 'GET', '/2/tweets/{id}/retweeted_by').text, /\/2\/tweets\/1460323737035677698\/retweeted_by/);
  const dm = brief("Send a direct message 'Are you free Friday?' to the X user @jack.", [['twitter.com/current', 'GET', '/2/users/by/username/{username}'], ['twitter.com/current', 'POST', '/2/dm_conversations/with/{participant_id}/messages']], catalog);
  assert.match(stepOf(dm, 'POST', '/2/dm_conversations/with/{participant_id}/messages').text, /participant_id ← step 1: data\.id/);
});

test('OpenAI: "confirm its status" after a change reads the thing it acted on, after it', () => {
  const text = brief('Cancel the OpenAI fine-tune ft-AF1WoRqd3aJAHsqc9NY7iL8F and confirm its status.', [['openai.com', 'GET', '/fine-tunes/{fine_tune_id}'], ['openai.com', 'POST', '/fine-tunes/{fine_tune_id}/cancel']], briefFixtureCatalog());
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
  assert.equal(stepOf(text, 'POST', '/fine-tunes/{fine_tune_id}/cancel').n, 1);
});

test('GitHub: a label the issues carry picks them, and the change to them sets none; handles go to a list of user logins', () => {
  const catalog = briefFixtureCatalog();
  const close = brief("Close every open GitHub issue labelled 'wontfix' in acme/widgets.", [['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/issues'], ['github.com/api.github.com', 'PATCH', '/repos/{owner}/{repo}/issues/{issue_number}']], catalog);
  assert.match(stepOf(close, 'GET', '/repos/{owner}/{repo}/issues').text, /labels=wontfix/);
  const patch = stepOf(close, 'PATCH', '/repos/{owner}/{repo}/issues/{issue_number}').text;
  assert.match(patch, /\{"state":"closed"\}/);
  assert.doesNotMatch(patch, /== "wontfix"/);
  const review = brief('Request reviews from @alice and @bob on pull request #88 in acme/widgets.', [['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers']], catalog);
  assert.match(review, /\{"reviewers":\["alice","bob"\]\}/);
});

test('Google Calendar: "my calendar" is the keyword the spec offers for the signed-in user\'s primary calendar', () => {
  const text = brief("Add bob@acme.com as an attendee to my Google Calendar event 'Quarterly review' next Tuesday.", [['googleapis.com/calendar', 'GET', '/calendars/{calendarId}/events'], ['googleapis.com/calendar', 'PATCH', '/calendars/{calendarId}/events/{eventId}']], briefFixtureCatalog());
  assert.match(stepOf(text, 'PATCH', '/calendars/{calendarId}/events/{eventId}').text, /\/calendars\/primary\/events\//);
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
});

test('"… and then read its labels" reads back the thing the change acted on, after it (Gmail); a value written as done is the verb\'s value: "rate it as liked" (YouTube)', () => {
  const catalog = briefFixtureCatalog();
  const trash = brief('Move Gmail message 18c2f1e4d5a6b7c8 to the trash and then read its labels.', [['googleapis.com/gmail', 'GET', '/gmail/v1/users/{userId}/messages/{id}'], ['googleapis.com/gmail', 'POST', '/gmail/v1/users/{userId}/messages/{id}/trash']], catalog);
  assert.equal(stepOf(trash, 'POST', '/gmail/v1/users/{userId}/messages/{id}/trash').n, 1);
  const rate = brief('Rate the YouTube video dQw4w9WgXcQ as liked and then read my rating of it.', [['googleapis.com/youtube', 'POST', '/youtube/v3/videos/rate'], ['googleapis.com/youtube', 'GET', '/youtube/v3/videos/getRating']], catalog);
  const step = stepOf(rate, 'POST', '/youtube/v3/videos/rate');
  assert.equal(step.n, 1);
  assert.match(step.text, /rating=like\n/);
});

test("a list of things with fields of their own takes no one value the task writes: Xero's update `Invoices`", () => {
  const text = brief('Void the Xero invoice INV-0042.', [['xero.com/xero_accounting', 'GET', '/Invoices'], ['xero.com/xero_accounting', 'POST', '/Invoices/{InvoiceID}']], briefFixtureCatalog());
  assert.doesNotMatch(stepOf(text, 'POST', '/Invoices/{InvoiceID}').text, /"Invoices":\["INV-0042"\]/);
});

test("Box: a file's name is no id of it, nor any attribute but a name: the folder's items are listed and the file picked by name", () => {
  const text = brief("Download the Box file 'Q3-report.pdf' from folder 0.", [['box.com', 'GET', '/files/{file_id}/content'], ['box.com', 'GET', '/folders/{folder_id}/items']], briefFixtureCatalog());
  const download = stepOf(text, 'GET', '/files/{file_id}/content');
  assert.equal(download.n, 2);
  assert.doesNotMatch(download.text, /Q3-report\.pdf\/content|version=Q3-report/);
  assert.match(download.text, /file_id ← step 1: entries\[\]\.id, of the item where entries\[\]\.name == "Q3-report\.pdf"/);
});

test("Slack: a text quoted right after the last word of a field's name is that field's: \"with the comment 'Q3 numbers'\" is the upload's `initial_comment`, not its `content`", () => {
  const text = brief("Upload report.pdf to the Slack channel #finance with the comment 'Q3 numbers'.", [['slack.com', 'GET', '/conversations.list'], ['slack.com', 'POST', '/files.upload']], briefFixtureCatalog());
  const upload = stepOf(text, 'POST', '/files.upload').text;
  assert.match(upload, /initial_comment=Q3%20numbers/);
  assert.doesNotMatch(upload, /content=Q3/);
});

test('SQS: a JSON object quoted as the message is its text, set aside and put back whole; the verb a selected read is named by, opening a clause, reads after the change ("then receive …")', () => {
  const text = brief(`Send the message '{"orderId": 991}' to the SQS queue 'orders' in account 123456789012 and then receive up to 5 messages from it.`, [['amazonaws.com/sqs', 'GET', '/{AccountNumber}/{QueueName}/#Action=ReceiveMessage'], ['amazonaws.com/sqs', 'GET', '/{AccountNumber}/{QueueName}/#Action=SendMessage']], briefFixtureCatalog());
  const send = stepOf(text, 'GET', '/{AccountNumber}/{QueueName}/#Action=SendMessage');
  assert.equal(send.n, 1);
  assert.match(send.text, /MessageBody=%7B%22orderId%22%3A%20991%7D/);
  assert.doesNotMatch(text, /%00/);
});

test("a tracker's key inside a file's path is no key: S3's `{Key}` of \"invoices/INV-0042.pdf\" is the whole path", () => {
  const text = brief('Download the S3 object invoices/INV-0042.pdf from bucket acme-billing.', [['amazonaws.com/s3', 'GET', '/{Bucket}/{Key}']], briefFixtureCatalog());
  assert.match(text, /\/acme-billing\/invoices%2FINV-0042\.pdf\n/);
});

test('a span\'s end named in capitalised words is the whole name ("from Paris to New York"); a number is written after its own name before any thing\'s ("version 3")', () => {
  const catalog = briefFixtureCatalog();
  const search = stepOf(brief('Find the cheapest flight offer from Paris to New York on 2024-09-10 for one adult.', [['amadeus.com', 'GET', '/shopping/flight-offers']], catalog), 'GET', '/shopping/flight-offers').text;
  assert.match(search, /originLocationCode=Paris&destinationLocationCode=New%20York&/);
  const cancel = brief('Cancel Square invoice inv:0-ChCHu2mZEabLeeHahQnXDjZQECY version 3.', [['squareup.com', 'POST', '/v2/invoices/{invoice_id}/cancel']], catalog);
  assert.match(cancel, /\{"version":3\}/);
});

test("a change's body takes the id a move sends its thing to, not the one it comes from: Trello's card `idList`", () => {
  const text = brief("Move the Trello card 'Fix login' from list 5f1a9c2e8b7d4e0012345678 to the list 5f1a9c2e8b7d4e0012345699.", [['trello.com', 'GET', '/lists/{idList}/cards'], ['trello.com', 'PUT', '/cards/{idCard}']], briefFixtureCatalog());
  assert.match(stepOf(text, 'GET', '/lists/{idList}/cards').text, /\/lists\/5f1a9c2e8b7d4e0012345678\/cards/);
  assert.match(stepOf(text, 'PUT', '/cards/{idCard}').text, /\{"idList":"5f1a9c2e8b7d4e0012345699"\}/);
});

test('a list whose answer the spec leaves undeclared says which of its things the task names: Trello\'s card "the one named \'Fix login\'"', () => {
  const text = brief("Move the Trello card 'Fix login' from list 5f1a9c2e8b7d4e0012345678 to the list 5f1a9c2e8b7d4e0012345699.", [['trello.com', 'GET', '/lists/{idList}/cards'], ['trello.com', 'PUT', '/cards/{idCard}']], briefFixtureCatalog());
  assert.match(stepOf(text, 'PUT', '/cards/{idCard}').text, /idCard ← step 1's answer: the id of the listed card, the one named "Fix login" \(/);
});

test('a name that abbreviates its thing takes the value written after the thing its description writes out (Beanstream\'s `transId`, "The transaction id"; GitHub\'s `{org}`, "The organization name"); "fetch it" reads back what the change acted on', () => {
  const catalog = briefFixtureCatalog();
  const voided = brief('Void Beanstream transaction 10000123 and fetch it to confirm it is voided.', [['beanstream.com', 'GET', '/payments/{transId}'], ['beanstream.com', 'POST', '/payments/{transId}/void']], catalog);
  const step = stepOf(voided, 'POST', '/payments/{transId}/void');
  assert.equal(step.n, 1);
  assert.match(step.text, /\/payments\/10000123\/void\n/);
  const team = brief("Add octocat as a maintainer of the 'platform' team in the GitHub organization acme.", [['github.com/api.github.com', 'PUT', '/orgs/{org}/teams/{team_slug}/memberships/{username}']], catalog);
  assert.match(team, /\/orgs\/acme\/teams\/platform\/memberships\//);
});

test("a field followed by the thing's id is the thing renamed, not the field set (Slack's rename of \"the channel C024BE91L to 'launch-2024'\"); a text quoted before a plain field's name is its value (\"the 'production' environment\")", () => {
  const catalog = briefFixtureCatalog();
  const rename = brief("Rename the Slack channel C024BE91L to 'launch-2024' and set its purpose to 'Launch coordination'.", [['slack.com', 'POST', '/conversations.rename'], ['slack.com', 'POST', '/conversations.setPurpose']], catalog);
  assert.match(stepOf(rename, 'POST', '/conversations.rename').text, /channel=C024BE91L&name=launch-2024/);
  assert.match(stepOf(rename, 'POST', '/conversations.setPurpose').text, /channel=C024BE91L&purpose=Launch%20coordination/);
  const deploy = brief("Create a deployment of ref main to the 'production' environment in acme/widgets.", [['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/deployments']], catalog);
  assert.match(deploy, /"environment":"production"/);
});

test("Telegram: a body whose description offers an `@name` takes the one written after its thing, at the span's end it is for: `chat_id` @acme_news, `from_chat_id` the chat it comes from", () => {
  const catalog = briefFixtureCatalog();
  const forward = brief('Forward the Telegram message 42 from chat -1001234567890 to chat @acme_news.', [['telegram.org', 'POST', '/forwardMessage']], catalog);
  assert.match(forward, /\{"chat_id":"@acme_news","from_chat_id":-1001234567890,"message_id":42\}/);
  const photo = brief("Send the photo https://cdn.acme.io/p.jpg with caption 'New arrivals' to the Telegram chat @acme_news and pin it.", [['telegram.org', 'POST', '/sendPhoto'], ['telegram.org', 'POST', '/pinChatMessage']], catalog);
  assert.match(section(photo, 'FIT'), /^FIT: Fully/);
  assert.match(stepOf(photo, 'POST', '/pinChatMessage').text, /"chat_id":"@acme_news"/);
});

test("EC2: \"one instance\" is a count of 1 for `MinCount` (\"The minimum number of instances\") and `MaxCount`; tagging \"it\" takes the launched instance's id for the generic `ResourceId`", () => {
  const text = brief('Launch one t3.micro EC2 instance from image ami-0abcdef1234567890 and tag it Name=web-1.', [['amazonaws.com/ec2', 'GET', '/#Action=RunInstances'], ['amazonaws.com/ec2', 'GET', '/#Action=CreateTags']], briefFixtureCatalog());
  assert.match(stepOf(text, 'GET', '/#Action=RunInstances').text, /ImageId=ami-0abcdef1234567890&MaxCount=1&MinCount=1&/);
  assert.match(stepOf(text, 'GET', '/#Action=CreateTags').text, /ResourceId ← step 1: Instances\[\]\.InstanceId/);
});

test("EC2: a device path the task writes (\"as /dev/sdf.\") goes to an input whose description gives a path as its example, whole and without the sentence's full stop, not threaded from the volume's answer", () => {
  const text = brief('Create a 20 GiB gp3 EBS volume in us-east-1a and attach it to instance i-0123456789abcdef0 as /dev/sdf.', [['amazonaws.com/ec2', 'GET', '/#Action=CreateVolume'], ['amazonaws.com/ec2', 'GET', '/#Action=AttachVolume']], briefFixtureCatalog());
  const attach = stepOf(text, 'GET', '/#Action=AttachVolume').text;
  assert.match(attach, /\?Device=%2Fdev%2Fsdf&InstanceId=i-0123456789abcdef0&VolumeId=<VolumeId from step 1: VolumeId>/);
  assert.doesNotMatch(attach, /Device ←/);
});

test("SNS: a GET that acts takes its optional id as a write does: Publish's `TopicArn` is the topic created before it", () => {
  const text = brief("Create an SNS topic called 'deploys', subscribe ops@acme.com to it by email, and publish 'Deploy 42 finished' to it.", [['amazonaws.com/sns', 'GET', '/#Action=CreateTopic'], ['amazonaws.com/sns', 'GET', '/#Action=Subscribe'], ['amazonaws.com/sns', 'GET', '/#Action=Publish']], briefFixtureCatalog());
  assert.match(stepOf(text, 'GET', '/#Action=Publish').text, /\?TopicArn=<TopicArn from step 1: TopicArn>&Message=Deploy%2042%20finished&/);
});

test("Sheets: a grid (a list of lists) takes the cells a task lists after \"row\" as its one row; a range of cells is a value, so \"read Leads!A1:C100 back\" is a bare read", () => {
  const text = brief("Append the row 'Jane Doe', 'jane@acme.com', 'Acme' to the Leads sheet of spreadsheet 1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms, then read Leads!A1:C100 back.", [['googleapis.com/sheets', 'POST', '/v4/spreadsheets/{spreadsheetId}/values/{range}:append'], ['googleapis.com/sheets', 'GET', '/v4/spreadsheets/{spreadsheetId}/values/{range}']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/v4/spreadsheets/{spreadsheetId}/values/{range}:append').text, /"values":\[\["Jane Doe","jane@acme\.com","Acme"\]\]/);
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
  const header = brief('Write the header row Name, Email, Company into A1:C1 of spreadsheet 1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms.', [['googleapis.com/sheets', 'PUT', '/v4/spreadsheets/{spreadsheetId}/values/{range}']], briefFixtureCatalog());
  assert.match(header, /"values":\[\["Name","Email","Company"\]\]/);
  // A bare cell may be a name of capitalised words; the row ends where a lower-case word follows its last cell.
  const named = brief('Append a row 1042, Jane Doe, 99.50 to the sheet Orders of spreadsheet 1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms.', [['googleapis.com/sheets', 'POST', '/v4/spreadsheets/{spreadsheetId}/values/{range}:append']], briefFixtureCatalog());
  assert.match(named, /"values":\[\["1042","Jane Doe","99\.50"\]\]/);
});

test("GitLab: a create's input described as what the new thing is made from takes the value written after \"from\": the branch `ref` main", () => {
  const text = brief("Create a branch 'hotfix/1.4.1' from main in GitLab project 4821, then get the branch to confirm its commit.", [['gitlab.com', 'POST', '/v3/projects/{id}/repository/branches'], ['gitlab.com', 'GET', '/v3/projects/{id}/repository/branches/{branch}']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/v3/projects/{id}/repository/branches').text, /branch_name=hotfix%2F1\.4\.1&ref=main\n/);
  const moved = brief("Move the Trello card 'Fix login' from list 5f1a9c2e8b7d4e0012345678 to the list 5f1a9c2e8b7d4e0012345699.", [['trello.com', 'GET', '/lists/{idList}/cards'], ['trello.com', 'PUT', '/cards/{idCard}']], briefFixtureCatalog());
  assert.doesNotMatch(moved, /=list\b|"list"/);
});

test("Stripe: an id in snake case whose prefix spells the input's thing (\"pm_card_visa\", a `payment_method`) is the task's value, not a field threaded from another answer", () => {
  const text = brief('Create a Stripe customer for jane@acme.com and attach the payment method pm_card_visa to her.', [['stripe.com', 'POST', '/v1/customers'], ['stripe.com', 'POST', '/v1/payment_methods/{payment_method}/attach']], briefFixtureCatalog());
  const attach = stepOf(text, 'POST', '/v1/payment_methods/{payment_method}/attach').text;
  assert.match(attach, /\/v1\/payment_methods\/pm_card_visa\/attach\n/);
  assert.doesNotMatch(attach, /payment_method ←/);
  assert.match(attach, /customer ← step 1: id/);
});

test("X: a new tweet quotes and answers no tweet a lookup's answer carries inside it (`includes.tweets[].id`) unless the task says it quotes or replies", () => {
  const text = brief("Post the tweet 'Shipping v2 today' and like it as my own user.", [['twitter.com/current', 'POST', '/2/tweets'], ['twitter.com/current', 'GET', '/2/users/me'], ['twitter.com/current', 'POST', '/2/users/{id}/likes']], briefFixtureCatalog());
  const post = stepOf(text, 'POST', '/2/tweets').text;
  assert.match(post, /"text":"Shipping v2 today"/);
  assert.doesNotMatch(post, /"quote_tweet_id"|"in_reply_to_tweet_id"|quote_tweet_id ←|in_reply_to_tweet_id ←/);
  assert.match(stepOf(text, 'POST', '/2/users/{id}/likes').text, /tweet_id ← step \d: data\.id/);
});

test("Microsoft Graph: an event's `start.dateTime` and `end.dateTime` (described by a date-time example) take the span's ends, not `originalStart` nor a time zone; invitees go to `attendees[].emailAddress.address`, and \"invite lee@acme.com\" is done by the create", () => {
  const text = brief("Create an Outlook calendar event 'Sync' from 2024-09-12T10:00:00Z to 2024-09-12T10:30:00Z and invite lee@acme.com.", [['microsoft.com/graph', 'POST', '/me/events']], briefFixtureCatalog());
  assert.match(text, /\{"attendees":\[\{"emailAddress":\{"address":"lee@acme\.com"\}\}\],"end":\{"dateTime":"2024-09-12T10:30:00Z"\},"start":\{"dateTime":"2024-09-12T10:00:00Z"\},"subject":"Sync"\}/);
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
});

test("GitHub: a value written twice, after two things, goes to both fields: \"release v1.2.0 … from tag v1.2.0\" is the release's `name` and its `tag_name`", () => {
  const text = brief("Publish release v1.2.0 of acme/widgets from tag v1.2.0 with the notes 'Bug fixes', then upload dist.zip to it as an asset.", [['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/releases'], ['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/releases/{release_id}/assets']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/repos/{owner}/{repo}/releases').text, /\{"name":"v1\.2\.0","tag_name":"v1\.2\.0"\}/);
  const once = brief("Create a release named 'Spring' in acme/widgets for the tag v2.0.0.", [['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/releases']], briefFixtureCatalog());
  assert.match(once, /\{"name":"Spring","tag_name":"v2\.0\.0"\}/);
});

test("Jira: a change the task names by none of its words goes where the one clause naming no step asks: \"move it to In Progress\" is the transition, after the assign the task asks first", () => {
  const text = brief("Create a Jira bug in project PAY titled 'Checkout returns 500', assign it to account 5b10ac8d82e05b22cc7d4ef5, and move it to In Progress.", [['atlassian.com/jira', 'POST', '/rest/api/3/issue'], ['atlassian.com/jira', 'PUT', '/rest/api/3/issue/{issueIdOrKey}/assignee'], ['atlassian.com/jira', 'GET', '/rest/api/3/issue/{issueIdOrKey}/transitions'], ['atlassian.com/jira', 'POST', '/rest/api/3/issue/{issueIdOrKey}/transitions']], briefFixtureCatalog());
  assert.ok(stepOf(text, 'PUT', '/rest/api/3/issue/{issueIdOrKey}/assignee').n < stepOf(text, 'POST', '/rest/api/3/issue/{issueIdOrKey}/transitions').n);
  assert.equal(stepOf(text, 'POST', '/rest/api/3/issue').n, 1);
});

test("Twilio Verify: a string whose description lists its values (\"One of: email, sms, whatsapp, call, sna or auto\") takes the one the task names: \"by SMS\" is `Channel` sms", () => {
  const text = brief('Send a Twilio Verify code by SMS to +14155550123 with service VA1234567890abcdef1234567890abcdef, then check the code 123456 the user entered.', [['twilio.com/twilio_verify_v2', 'POST', '/v2/Services/{ServiceSid}/Verifications'], ['twilio.com/twilio_verify_v2', 'POST', '/v2/Services/{ServiceSid}/VerificationCheck']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/v2/Services/{ServiceSid}/Verifications').text, /Channel=sms&To=%2B14155550123\n/);
  const call = brief('Start a Twilio Verify verification for +14155550123 with service VA1234567890abcdef1234567890abcdef.', [['twilio.com/twilio_verify_v2', 'POST', '/v2/Services/{ServiceSid}/Verifications']], briefFixtureCatalog());
  assert.match(call, /Channel=<Channel>/);
});

test("Stripe: a list's input described as a filter takes the task's address (`GET /v1/customers?email=`); a change's flag of several words said in one clause is set (\"cancel it at the end of the current period\": `cancel_at_period_end`)", () => {
  const catalog = briefFixtureCatalog();
  const text = brief('Cancel the Stripe subscription sub_1MowQVLkdIwHu7ixeRlqHVzs at the end of the current period.', [['stripe.com', 'POST', '/v1/subscriptions/{subscription_exposed_id}']], catalog);
  assert.match(text, /\/v1\/subscriptions\/sub_1MowQVLkdIwHu7ixeRlqHVzs\n[^]*cancel_at_period_end=true\n/);
  const now = brief('Cancel the Stripe subscription sub_1MowQVLkdIwHu7ixeRlqHVzs now and describe it as ending.', [['stripe.com', 'POST', '/v1/subscriptions/{subscription_exposed_id}']], catalog);
  assert.doesNotMatch(now, /cancel_at_period_end=true/);
  const listed = brief('Find the Stripe customer with email bob@acme.com.', [['stripe.com', 'GET', '/v1/customers']], catalog);
  assert.match(listed, /GET https:\/\/api\.stripe\.com\/v1\/customers\?email=bob%40acme\.com\n/);
});

test("Drive: a raw byte stream declared with an object of fields is that object's metadata, sent as JSON: the rename's `{\"name\":…}`", () => {
  const text = brief("Rename the Drive file 1AbCdEfGhIjK to 'Final report.pdf'.", [['googleapis.com/drive', 'PATCH', '/files/{fileId}']], briefFixtureCatalog());
  assert.match(text, /Content-Type: application\/json\n\s+\{"name":"Final report\.pdf"\}/);
  assert.match(text, /the spec also lists application\/octet-stream for this body/);
});

test("GitHub: a list input takes the one value quoted after its name's singular (\"the label 'needs-triage'\"); Trello: a body id of a thing a list answers with, undeclared, comes from that list (`idList` ← the board's list named 'Done')", () => {
  const catalog = briefFixtureCatalog();
  const labelled = brief("Add the label 'needs-triage' to issue 42 in acme/widgets.", [['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/issues/{issue_number}/labels']], catalog);
  assert.match(labelled, /\{"labels":\["needs-triage"\]\}/);
  const moved = brief("Move the Trello card 'Write tests' on board 5f1a9c2e8b7d4e0012340000 to that board's list 'Done'.", [['trello.com', 'GET', '/boards/{idBoard}/cards'], ['trello.com', 'GET', '/boards/{idBoard}/lists'], ['trello.com', 'PUT', '/cards/{idCard}']], catalog);
  assert.match(stepOf(moved, 'PUT', '/cards/{idCard}').text, /idList ← step 2's answer: the id of the listed list, the one named "Done"/);
});

test("Calendar: a range's `timeMin` and `timeMax` take its first and last moments (freeBusy, events between two times); Slack: a name of two letters cut from the word its description opens with (`ts`, \"Timestamp of the message\") takes the value written after that word", () => {
  const catalog = briefFixtureCatalog();
  const busy = brief('Check whether jane@acme.com is free between 2024-09-12T09:00:00Z and 2024-09-12T17:00:00Z on Google Calendar.', [['googleapis.com/calendar', 'POST', '/freeBusy']], catalog);
  assert.match(busy, /"timeMax":"2024-09-12T17:00:00Z","timeMin":"2024-09-12T09:00:00Z"/);
  const listed = brief('List the events on my primary Google Calendar between 2024-09-12T00:00:00Z and 2024-09-13T00:00:00Z.', [['googleapis.com/calendar', 'GET', '/calendars/{calendarId}/events']], catalog);
  assert.match(listed, /timeMax=2024-09-13T00%3A00%3A00Z/);
  assert.match(listed, /timeMin=2024-09-12T00%3A00%3A00Z/);
  const edited = brief("Edit the Slack message with timestamp 1712345678.000200 in channel C024BE91L to say 'Deploy finished (v2.3.1)'.", [['slack.com', 'POST', '/chat.update']], catalog);
  assert.match(edited, /ts=1712345678\.000200/);
});

test("GitHub: \"merge it, but only if the combined status … is 'success'\" reads the status first; Drive: an export's media type of a format is the one the task names (\"as a PDF\"), not the copied file's own", () => {
  const catalog = briefFixtureCatalog();
  const merged = brief("Merge pull request #57 in acme/widgets with a rebase, but only if the combined status of its head commit abc1234 is 'success'.", [['github.com/api.github.com', 'PUT', '/repos/{owner}/{repo}/pulls/{pull_number}/merge'], ['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/commits/{ref}/status']], catalog);
  assert.equal(stepOf(merged, 'GET', '/repos/{owner}/{repo}/commits/{ref}/status').n, 1);
  const exported = brief("Copy the Drive file 1AbCdEfGhIjK as 'Contract v2' and export the copy as a PDF.", [['googleapis.com/drive', 'POST', '/files/{fileId}/copy'], ['googleapis.com/drive', 'GET', '/files/{fileId}/export']], catalog);
  const exportStep = stepOf(exported, 'GET', '/files/{fileId}/export').text;
  assert.match(exportStep, /\/export\?mimeType=application%2Fpdf/);
  assert.match(exportStep, /fileId ← step 1: id/);
  assert.doesNotMatch(stepOf(exported, 'POST', '/files/{fileId}/copy').text, /"mimeType"/);
});

test("a task that opens with where it happens (\"In Xero, find …\") opens with no change: the lookup it asks first prepares, it follows up nothing", () => {
  const xero = "In Xero, find the contact 'Acme Ltd' and record a payment of 250.00 against their invoice INV-0042.";
  assert.equal(followUpsFrom(analyze(xero), true, xero), Infinity);
  const cycle = 'Power-cycle the droplet worker-3, then check its actions.';
  assert.equal(followUpsFrom(analyze(cycle), true, cycle), 0);
});

test("a link to the thing's page on the provider's site gives the path's values by the segments it shares with the call's: GitHub's issue page, Spotify's track page without its scheme; a link that shares none gives nothing", () => {
  const catalog = briefFixtureCatalog();
  const commented = brief("Comment 'Thanks, fixed in #51' on https://github.com/acme/widgets/issues/42.", [['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/issues/{issue_number}/comments']], catalog);
  assert.match(commented, /POST https:\/\/api\.github\.com\/repos\/acme\/widgets\/issues\/42\/comments\n/);
  assert.match(section(commented, 'FIT'), /^FIT: Fully/);
  const track = brief('Get the Spotify track open.spotify.com/track/4iV5W9uYEdYUVa79Axb7Rh.', [['spotify.com', 'GET', '/tracks/{id}']], catalog);
  assert.match(track, /GET https:\/\/api\.spotify\.com\/v1\/tracks\/4iV5W9uYEdYUVa79Axb7Rh\n/);
  const pull = brief("Comment 'Thanks' on https://github.com/acme/widgets/pull/57.", [['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/issues/{issue_number}/comments']], catalog);
  assert.doesNotMatch(pull, /issues\/57\//);
});

test("SendGrid: a recipient list nested in a list of envelopes is read (`personalizations[].to[].email`), and a text given as text or HTML fills the content object that pairs a media type with a value", () => {
  const text = brief("Send an email with SendGrid from news@acme.com to jane@acme.com with subject 'Welcome' and the text 'Thanks for joining'.", [['sendgrid.com', 'POST', '/mail/send']], briefFixtureCatalog());
  assert.match(text, /\{"content":\[\{"type":"text\/plain","value":"Thanks for joining"\}\],"from":\{"email":"news@acme\.com"\},"personalizations":\[\{"to":\[\{"email":"jane@acme\.com"\}\]\}\],"subject":"Welcome"\}/);
  const html = brief("Send an email with SendGrid from news@acme.com to jane@acme.com with subject 'Hi' and the HTML '<p>Hello</p>'.", [['sendgrid.com', 'POST', '/mail/send']], briefFixtureCatalog());
  assert.match(html, /"content":\[\{"type":"text\/html","value":"<p>Hello<\/p>"\}\]/);
});

test("an id described as a phrase's head (\"The ID of a connected Stripe account\") takes the id written after that head; ids listed right after the verb, naming no thing, go to the one input taking several ids (Slack's invite `users`)", () => {
  const catalog = briefFixtureCatalog();
  const transfer = brief('Transfer 50.00 USD to the Stripe connected account acct_1032D82eZvKYlo2C.', [['stripe.com', 'POST', '/v1/transfers']], catalog);
  assert.match(transfer, /amount=5000&currency=USD&destination=acct_1032D82eZvKYlo2C\n/);
  const invite = brief('Invite U024BE7LH and U024BE7LJ to the Slack channel C024BE91L.', [['slack.com', 'POST', '/conversations.invite']], catalog);
  assert.match(invite, /channel=C024BE91L&users=U024BE7LH%2CU024BE7LJ\n/);
});

test("Box: a lookup's filter takes no id the task sends a thing to (\"copy it into the folder 98765\" filters no search by `ancestor_folder_ids`), the change takes it", () => {
  const text = brief("Find the Box file 'Q3-report.pdf' and copy it into the folder 98765 under the name 'Q3-report-final.pdf'.", [['box.com', 'GET', '/search'], ['box.com', 'POST', '/files/{file_id}/copy']], briefFixtureCatalog());
  assert.doesNotMatch(stepOf(text, 'GET', '/search').text, /ancestor_folder_ids=98765/);
  assert.match(stepOf(text, 'POST', '/files/{file_id}/copy').text, /"parent":\{"id":"98765"\}/);
  const inFolder = brief("Search the Box folder 98765 for 'Q3-report.pdf'.", [['box.com', 'GET', '/search']], briefFixtureCatalog());
  assert.match(inFolder, /ancestor_folder_ids=98765/);
});

test("a moment's last word only says it is one (\"set its due date to 2024-09-30\" sets Asana's `due_on`, not `due_at`); of two addresses, one the sender's behind a display name, a list takes the other; \"rename it '…'\" names it without a \"to\"", () => {
  const catalog = briefFixtureCatalog();
  const due = brief('Mark the Asana task 1204567890123456 complete and set its due date to 2024-09-30.', [['asana.com', 'PUT', '/tasks/{task_gid}']], catalog);
  assert.match(due, /\{"data":\{"completed":true,"due_on":"2024-09-30"\}\}/);
  assert.match(section(due, 'FIT'), /^FIT: Fully/);
  const test = brief("Send a test of the Mailchimp campaign 42a8b9c1d0 from 'Acme' <news@acme.com> to qa@acme.com.", [['mailchimp.com', 'POST', '/campaigns/{campaign_id}/actions/test']], catalog);
  assert.match(test, /"test_emails":\["qa@acme\.com"\]/);
  const renamed = brief("Change the Zoom meeting 85746352410 to start at 2024-10-02T16:00:00Z and rename it 'Weekly sync (moved)'.", [['zoom.us', 'PATCH', '/meetings/{meetingId}']], catalog);
  assert.match(renamed, /\{"start_time":"2024-10-02T16:00:00Z","topic":"Weekly sync \(moved\)"\}/);
});

test("Jira: a link to an issue's page whose path shares no segment with the call's still gives a tracker key its one key-shaped segment (acme.atlassian.net/browse/PAY-123)", () => {
  const text = brief('Get the Jira issue https://acme.atlassian.net/browse/PAY-123 and read its status.', [['atlassian.com/jira', 'GET', '/rest/api/3/issue/{issueIdOrKey}']], briefFixtureCatalog());
  assert.match(text, /\/rest\/api\/3\/issue\/PAY-123\n/);
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
});

test("Gmail: a path input whose description offers the signed-in account's `me` takes it where the task names no one by an address or a handle", () => {
  const catalog = briefFixtureCatalog();
  const trashed = brief('Move Gmail message 18c2f1e4d5a6b7c8 to the trash.', [['googleapis.com/gmail', 'POST', '/gmail/v1/users/{userId}/messages/{id}/trash']], catalog);
  assert.match(trashed, /\/gmail\/v1\/users\/me\/messages\/18c2f1e4d5a6b7c8\/trash\n/);
  const others = brief('Move the Gmail message 18c2f1e4d5a6b7c8 of bob@acme.com to the trash.', [['googleapis.com/gmail', 'POST', '/gmail/v1/users/{userId}/messages/{id}/trash']], catalog);
  assert.doesNotMatch(others, /\/users\/me\//);
  // An address the account writes to or hears from is a correspondent, not whose account it is; a search in the syntax its
  // description shows by example takes the operators the task writes: `from:` an address, `is:unread`.
  const unread = brief('Mark every unread Gmail message from noreply@github.com as read.', [['googleapis.com/gmail', 'GET', '/gmail/v1/users/{userId}/messages'], ['googleapis.com/gmail', 'POST', '/gmail/v1/users/{userId}/messages/batchModify']], catalog);
  assert.match(stepOf(unread, 'GET', '/gmail/v1/users/{userId}/messages').text, /GET https:\/\/gmail\.googleapis\.com\/gmail\/v1\/users\/me\/messages\?q=from%3Anoreply%40github\.com%20is%3Aunread\n/);
  assert.match(stepOf(unread, 'POST', '/gmail/v1/users/{userId}/messages/batchModify').text, /\/users\/me\/messages\/batchModify\n/);
});

test("GitHub: an account's handle written bare right after the clause's verb fills `{username}` (\"Invite octocat to acme/widgets\"), not a word added to one of the things named before", () => {
  const catalog = briefFixtureCatalog();
  const invited = brief('Invite octocat to acme/widgets as a collaborator with push permission.', [['github.com/api.github.com', 'PUT', '/repos/{owner}/{repo}/collaborators/{username}']], catalog);
  assert.match(invited, /PUT https:\/\/api\.github\.com\/repos\/acme\/widgets\/collaborators\/octocat\n/);
  const team = brief("Add octocat as a maintainer of the 'platform' team in the GitHub organization acme.", [['github.com/api.github.com', 'PUT', '/orgs/{org}/teams/{team_slug}/memberships/{username}']], catalog);
  assert.match(team, /\/memberships\/octocat\n/);
  const templated = brief('List the teams and add members to one of them.', [['github.com/api.github.com', 'PUT', '/orgs/{org}/teams/{team_slug}/memberships/{username}']], catalog);
  assert.doesNotMatch(templated, /\/memberships\/members/);
});

test("Postmark: a text quoted after a field's whole name written out is that field's (\"text body '…'\" is `TextBody`)", () => {
  const text = brief("Send a Postmark email from alerts@acme.io to ops@acme.io with subject 'Disk full' and text body 'Disk on db-1 is 95% full'.", [['postmarkapp.com/server', 'POST', '/email']], briefFixtureCatalog());
  assert.match(text, /"TextBody":"Disk on db-1 is 95% full"/);
  assert.match(text, /"Subject":"Disk full"/);
});

test('People API: a phone number goes to a field deep in a list named for phones, as an address goes to an email field', () => {
  const text = brief('Create the Google contact Priya Nair with email priya@nair.in and phone +91 98450 12345.', [['googleapis.com/people', 'POST', '/v1/people:createContact']], briefFixtureCatalog());
  assert.match(text, /"phoneNumbers":\[\{"value":"\+919845012345"\}\]/);
  assert.match(text, /"emailAddresses":\[\{"value":"priya@nair\.in"\}\]/);
});

test("People API: a resource name the task writes goes whole to the path input its description says is that thing's, and a list of names \"to add\" is no end of a span", () => {
  const text = brief("Search my Google contacts for 'Priya' and add her to the contact group contactGroups/7a1b2c.", [['googleapis.com/people', 'GET', '/v1/people:searchContacts'], ['googleapis.com/people', 'POST', '/v1/{resourceName}/members:modify']], briefFixtureCatalog());
  const modify = stepOf(text, 'POST', '/v1/{resourceName}/members:modify').text;
  assert.match(modify, /POST https:\/\/people\.googleapis\.com\/v1\/contactGroups\/7a1b2c\/members:modify\n/);
  assert.doesNotMatch(modify, /"resourceNamesToAdd":\["contact"\]/);
  assert.doesNotMatch(modify, /resourceName ← step 1/);
});

test("Sheets: of a batch's many kinds of change, each an object named for its verb, none the task does not say takes an id (a rename is no `deleteSheet`)", () => {
  const catalog = briefFixtureCatalog();
  const update: Call[] = [['googleapis.com/sheets', 'POST', '/v4/spreadsheets/{spreadsheetId}:batchUpdate']];
  const renamed = brief("Rename the sheet 123456 of the Google spreadsheet 1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms to 'Raw data'.", update, catalog);
  assert.doesNotMatch(renamed, /"deleteSheet"|"duplicateSheet"/);
  const deleted = brief('Delete the sheet 123456 of the Google spreadsheet 1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms.', update, catalog);
  assert.match(deleted, /\{"requests":\[\{"deleteSheet":\{"sheetId":123456\}\}\]\}/);
});

test("GitHub: a name the task gives a thing another step makes, written again for an input named for that thing, takes the made thing, and the create goes first", () => {
  const text = brief("Put the GitHub issue #88 in acme/widgets on the milestone 'v3.2', creating the milestone first due 2024-09-30.", [['github.com/api.github.com', 'PATCH', '/repos/{owner}/{repo}/issues/{issue_number}'], ['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/milestones']], briefFixtureCatalog());
  const update = stepOf(text, 'PATCH', '/repos/{owner}/{repo}/issues/{issue_number}');
  assert.equal(stepOf(text, 'POST', '/repos/{owner}/{repo}/milestones').n, 1);
  // The number of the milestone made, as the input's description says it takes.
  assert.match(update.text, /milestone ← step 1: number/);
  assert.doesNotMatch(update.text, /"milestone":"v3\.2"/);
});

test("Zoom: a clause asking for what a flag's description says its `true` does is done by that flag, which is set (\"notify the registrants\": `cancel_meeting_reminder`)", () => {
  const text = brief('Cancel the Zoom meeting 85746352410 and notify the registrants.', [['zoom.us', 'DELETE', '/meetings/{meetingId}']], briefFixtureCatalog());
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
  assert.match(text, /DELETE https:\/\/api\.zoom\.us\/v2\/meetings\/85746352410\?cancel_meeting_reminder=true\n/);
  assert.doesNotMatch(text, /schedule_for_reminder=true/);
});

test("Twilio: reading \"its delivery status\" (an attribute every answer says of its thing, qualified) is done by any step that reads", () => {
  const text = brief('On Twilio account AC3f2b7e1a9c0d4e5f6a7b8c9d0e1f2a3b, find the last SMS sent to +14155550123 and read its delivery status.', [['twilio.com/api', 'GET', '/2010-04-01/Accounts/{AccountSid}/Messages.json'], ['twilio.com/api', 'GET', '/2010-04-01/Accounts/{AccountSid}/Messages/{Sid}.json']], briefFixtureCatalog());
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
});

test("Bitbucket, LaunchDarkly: the ends of the one span a task writes name the things inside a body's objects of a start's and an end's role (`source.branch.name`, `destination.branch.name`; a copy's `source.key`, `target.key`)", () => {
  const catalog = briefFixtureCatalog();
  const opened = brief("Open a Bitbucket pull request in acme/widgets from feature/login into main titled 'Login page'.", [['bitbucket.org', 'POST', '/repositories/{workspace}/{repo_slug}/pullrequests']], catalog);
  assert.match(opened, /"destination":\{"branch":\{"name":"main"\}\}/);
  assert.match(opened, /"source":\{"branch":\{"name":"feature\/login"\}\}/);
  // The owner and repository are the pair no span claims.
  assert.match(opened, /POST https:\/\/api\.bitbucket\.org\/2\.0\/repositories\/acme\/widgets\/pullrequests\n/);
  const copied = brief("Copy the LaunchDarkly flag 'dark-mode' of project 'mobile' from staging to production.", [['launchdarkly.com', 'POST', '/flags/{projectKey}/{featureFlagKey}/copy']], catalog);
  assert.match(copied, /"source":\{"key":"staging"\}/);
  assert.match(copied, /"target":\{"key":"production"\}/);
});

test("Zoom and Calendar: a link the task puts in a thing's description goes there from the one other call that answers with a link, and that call goes first", () => {
  const text = brief("Add the Google Calendar event 'Board meeting' of my primary calendar to a new Zoom meeting and put the Zoom join link in the event's description.", [['googleapis.com/calendar', 'GET', '/calendars/{calendarId}/events'], ['googleapis.com/calendar', 'PATCH', '/calendars/{calendarId}/events/{eventId}'], ['zoom.us', 'POST', '/users/{userId}/meetings']], briefFixtureCatalog());
  const patch = stepOf(text, 'PATCH', '/calendars/{calendarId}/events/{eventId}');
  const create = stepOf(text, 'POST', '/users/{userId}/meetings');
  assert.ok(create.n < patch.n);
  assert.match(patch.text, new RegExp(`description ← step ${create.n}: join_url`));
});

test("Stripe and SendGrid: a sender's address is no lookup's filter, and the addresses the lookup lists go to the recipients where the task emails the things it lists", () => {
  const text = brief('Email every Stripe customer a reminder through SendGrid, from billing@acme.com.', [['stripe.com', 'GET', '/v1/customers'], ['sendgrid.com', 'POST', '/mail/send']], briefFixtureCatalog());
  const list = stepOf(text, 'GET', '/v1/customers').text;
  assert.doesNotMatch(list, /email=billing/);
  const send = stepOf(text, 'POST', '/mail/send').text;
  assert.match(send, /personalizations\[\]\.to\[\]\.email ← step 1: data\[\]\.email/);
  assert.match(send, /"from":\{"email":"billing@acme\.com"\}/);
});

test("Square and Twilio: a number a message goes to comes from the one earlier call of another API answering with a phone number, where the task speaks of one", () => {
  const calls: Call[] = [['squareup.com', 'POST', '/v2/customers/search'], ['twilio.com/api', 'POST', '/2010-04-01/Accounts/{AccountSid}/Messages.json']];
  const text = brief('Text the Square customer with email jane@acme.com through Twilio from +14155550100 that her order is ready, using the phone number on her Square profile.', calls, briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/2010-04-01/Accounts/{AccountSid}/Messages.json').text, /To ← step 1: customers\[\]\.phone_number/);
  const unsaid = brief('Text the Square customer with email jane@acme.com through Twilio from +14155550100 that her order is ready.', calls, briefFixtureCatalog());
  assert.doesNotMatch(unsaid, /To ← step 1/);
});

test("Drive and Sheets: a thing the task names by a quoted name in a clause naming another API is what that API's one lookup of named things finds", () => {
  const catalog = briefFixtureCatalog();
  const calls: Call[] = [['googleapis.com/drive', 'GET', '/files'], ['googleapis.com/sheets', 'GET', '/v4/spreadsheets/{spreadsheetId}/values/{range}']];
  const text = brief("Look up the spreadsheet 'Leads' in Google Drive and read the range A1:C20 of it.", calls, catalog);
  assert.match(stepOf(text, 'GET', '/v4/spreadsheets/{spreadsheetId}/values/{range}').text, /spreadsheetId ← step 1: files\[\]\.id, of the item where files\[\]\.name == "Leads"/);
  // Where the clause names no word of the lookup's own API, nothing says the lookup finds it.
  const unnamed = brief("Read the range A1:C20 of the spreadsheet 'Leads' and list my files.", calls, catalog);
  assert.doesNotMatch(unnamed, /spreadsheetId ← step/);
});

test("Sheets: a row written in brackets is the grid's one row, and a sheet named by its tab is the range", () => {
  const text = brief("Append the row ['2024-06-01', 'Cloud hosting', 1200] to the 'Expenses' tab of the spreadsheet 1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms.", [['googleapis.com/sheets', 'POST', '/v4/spreadsheets/{spreadsheetId}/values/{range}:append']], briefFixtureCatalog());
  assert.match(text, /\/values\/Expenses:append\n/);
  assert.match(text, /"values":\[\["2024-06-01","Cloud hosting","1200"\]\]/);
  const spaced = brief("Append the row 'a', 'b' to the sheet 'Cloud costs' of the spreadsheet 1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms.", [['googleapis.com/sheets', 'POST', '/v4/spreadsheets/{spreadsheetId}/values/{range}:append']], briefFixtureCatalog());
  assert.match(spaced, /\/values\/'Cloud%20costs':append\n/);
});

test("Spotify: the kinds a description says an attribute must be of are what it refers to (\"Must be a track or an episode uri\": the recommended tracks' `uri`)", () => {
  const text = brief('Get 10 Spotify recommendations seeded by the artist 4Z8W4fKeB5YxbusRsdQVPb and queue the first one.', [['spotify.com', 'GET', '/recommendations'], ['spotify.com', 'POST', '/me/player/queue']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/me/player/queue').text, /uri ← step 1: tracks\[\]\.uri/);
});

test("GitHub: a flag the task turns off is false (\"turn off its wiki\"), one it names plainly true", () => {
  const text = brief('Make the GitHub repository acme/widgets private and turn off its wiki.', [['github.com/api.github.com', 'PATCH', '/repos/{owner}/{repo}']], briefFixtureCatalog());
  assert.match(text, /"has_wiki":false/);
  assert.match(text, /"private":true/);
  const on = brief('Make the GitHub repository acme/widgets private and give it a wiki.', [['github.com/api.github.com', 'PATCH', '/repos/{owner}/{repo}']], briefFixtureCatalog());
  assert.match(on, /"has_wiki":true/);
});

test('DigitalOcean: a span of time is measured in the unit its input counts, never counted ("a 1-hour TTL" is 3600 seconds)', () => {
  const text = brief('Change the DigitalOcean record 123 of example.com to a 1-hour TTL.', [['digitalocean.com', 'PATCH', '/v2/domains/{domain_name}/records/{domain_record_id}']], briefFixtureCatalog());
  assert.match(text, /"ttl":3600/);
});

test("GitHub: a list of labels takes each one quoted after its cue, whole, and a list of logins named for a verb takes the handles listed after that verb and \"to\"", () => {
  const text = brief("Open a GitHub issue in acme/widgets titled 'Flaky test' assigned to octocat and alice with labels 'bug' and 'ci'.", [['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/issues']], briefFixtureCatalog());
  assert.match(text, /\{"assignees":\["octocat","alice"\],"labels":\["bug","ci"\],"title":"Flaky test"\}/);
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
  const one = brief("Open a GitHub issue in acme/widgets titled 'Flaky test' and assign it to octocat.", [['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/issues']], briefFixtureCatalog());
  assert.match(one, /"assignees":\["octocat"\]/);
});

test("Trello: a generic name its description says holds a thing's id takes that thing's id from a list whose answer the spec leaves undeclared, on a call adding to a collection", () => {
  const text = brief("Add the board member with username 'jdoe' to the Trello card 5f3c2a1b9d8e7f0012345678 on board 5f1a9c2e8b7d4e0012345678.", [['trello.com', 'GET', '/boards/{idBoard}/members'], ['trello.com', 'POST', '/cards/{idCard}/idMembers']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/cards/{idCard}/idMembers').text, /value ← step 1's answer: the id of the listed member, the one named "jdoe"/);
});

test('GitHub: a list of logins named for a verb takes the handles listed after that verb and "from" ("reviews from octocat and alice")', () => {
  const text = brief('Request reviews from octocat and alice on pull request #42 in acme/widgets.', [['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers']], briefFixtureCatalog());
  assert.match(text, /\{"reviewers":\["octocat","alice"\]\}/);
  // The verb's object may be "each of them", as a loop over a lookup's things writes it.
  const each = brief("Find the open issues labeled 'bug' in acme/web and assign each of them to octocat.", [['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/issues'], ['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/issues/{issue_number}/assignees']], briefFixtureCatalog());
  assert.match(stepOf(each, 'POST', '/repos/{owner}/{repo}/issues/{issue_number}/assignees').text, /\{"assignees":\["octocat"\]\}/);
});

test("Xero: a thing's code written after the thing goes deep into the body as an id does, within the length its description allows, and a lone date to the plain `Date` of what the call records", () => {
  const catalog = briefFixtureCatalog();
  const text = brief('Record a $500 payment against Xero invoice 9b9ba9e5-e907-4b4e-8210-54d82b0aa479 from bank account 090 on 2024-06-03.', [['xero.com/xero_accounting', 'PUT', '/Payments']], catalog);
  assert.match(text, /"Date":"2024-06-03"/);
  assert.match(text, /"Account":\{"Code":"090"\}/);
  const long = brief('Record a $500 payment against Xero invoice 9b9ba9e5-e907-4b4e-8210-54d82b0aa479 from bank account 090-8007-006543.', [['xero.com/xero_accounting', 'PUT', '/Payments']], catalog);
  assert.doesNotMatch(long, /"Code":"090-8007-006543"/);
});

test("Graph: a call that picks a thing by its path acts on it and makes none of it, so the id the task gives another call on that thing stays given", () => {
  const text = brief("Reply 'Thanks, received' to the Outlook message AAMkAGI2TG93AAA= and then move it to the folder 'Archive'.", [['microsoft.com/graph', 'POST', '/me/messages/{message-id}/microsoft.graph.reply'], ['microsoft.com/graph', 'GET', '/me/mailFolders'], ['microsoft.com/graph', 'POST', '/me/messages/{message-id}/microsoft.graph.move']], briefFixtureCatalog());
  const reply = stepOf(text, 'POST', '/me/messages/{message-id}/microsoft.graph.reply').text;
  assert.match(reply, /\/me\/messages\/AAMkAGI2TG93AAA%3D\/microsoft\.graph\.reply\n/);
  assert.doesNotMatch(reply, /message-id ←/);
});

test("OpenAI: a read is done by a call whose name says every other word of the clause (\"check whether the text violates the content policy\")", () => {
  const text = brief("Check whether the text 'I will hurt you' violates OpenAI's content policy.", [['openai.com', 'POST', '/moderations']], briefFixtureCatalog());
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
  assert.match(text, /\{"input":"I will hurt you"\}/);
});

test("DigitalOcean: the value after \"to\" in a clause whose verb redoes what an input names is that input's (\"resize … to s-2vcpu-4gb\": `size`), and \"without resizing its disk\" turns the flag off", () => {
  const text = brief('Resize the DigitalOcean droplet 3164494 to s-2vcpu-4gb without resizing its disk.', [['digitalocean.com', 'POST', '/v2/droplets/{droplet_id}/actions']], briefFixtureCatalog());
  assert.match(text, /\{"type":"resize","disk":false,"size":"s-2vcpu-4gb"\}/);
});

test("Asana: people a change adds, named by any of their identifiers with an address among them, take the address the task gives", () => {
  const text = brief('Add jane@acme.com as a member of the Asana project 1204567890.', [['asana.com', 'POST', '/projects/{project_gid}/addMembers']], briefFixtureCatalog());
  assert.match(text, /\{"data":\{"members":"jane@acme\.com"\}\}/);
});

test("Slack: a threaded answer takes the message's `ts` its description names, the words quoted after \"with\" are its text, and a quoted text reads nothing back", () => {
  const text = brief("Answer the newest message in #support on Slack with 'Looking into it' as a threaded reply.", [['slack.com', 'GET', '/conversations.list'], ['slack.com', 'GET', '/conversations.history'], ['slack.com', 'POST', '/chat.postMessage']], briefFixtureCatalog());
  const post = stepOf(text, 'POST', '/chat.postMessage');
  const history = stepOf(text, 'GET', '/conversations.history');
  assert.ok(history.n < post.n);
  assert.match(post.text, new RegExp(`thread_ts ← step ${history.n}: messages\\[\\]\\.ts\\n`));
  assert.match(post.text, /text=Looking%20into%20it/);
  assert.match(history.text, /channel ← step 1: channels\[\]\.id/);
});

test("Slack: an identifier its description says is of another thing's part (\"a thread's parent message\") is that part's, written after it (\"message 1712345678.000100\")", () => {
  const text = brief('Read all replies in the Slack thread of message 1712345678.000100 in channel C024BE91L.', [['slack.com', 'GET', '/conversations.replies']], briefFixtureCatalog());
  assert.match(text, /GET https:\/\/slack\.com\/api\/conversations\.replies\?[^\n]*ts=1712345678\.000100/);
});

test("Graph: where the task says to send a call's link, that link (an online meeting's `joinWebUrl`, before its join text) goes into a message body's content, and the call that answers with it goes first", () => {
  const text = brief("Create a Microsoft Teams online meeting 'Retro' from 2024-09-05T15:00:00Z to 2024-09-05T16:00:00Z and email the join link to team@acme.com.", [['microsoft.com/graph', 'POST', '/me/microsoft.graph.sendMail'], ['microsoft.com/graph', 'POST', '/me/onlineMeetings']], briefFixtureCatalog());
  const meeting = stepOf(text, 'POST', '/me/onlineMeetings');
  const mail = stepOf(text, 'POST', '/me/microsoft.graph.sendMail');
  assert.ok(meeting.n < mail.n);
  assert.match(mail.text, new RegExp(`Message\\.body\\.content ← step ${meeting.n}: joinWebUrl`));
  assert.doesNotMatch(mail.text, /parentFolderId ←/);
});

test("Graph: a body wrapped in one object holds its fields a name deeper: the recipient's address goes to `Message.toRecipients[].emailAddress.address`, the quoted body to `Message.body.content`", () => {
  const text = brief("Send an email from my Outlook mailbox to bob@partner.io with the subject 'Contract' and the body 'Please find the contract attached.'", [['microsoft.com/graph', 'POST', '/me/microsoft.graph.sendMail']], briefFixtureCatalog());
  assert.match(text, /\{"Message":\{"subject":"Contract","body":\{"content":"Please find the contract attached\."\},"toRecipients":\[\{"emailAddress":\{"address":"bob@partner\.io"\}\}\]\}\}/);
});

test("Graph: a moment deep in a body is of the object it sits in, which the task names: a meeting's start is no message flag's start", () => {
  const text = brief("Create a Microsoft Teams online meeting 'Retro' from 2024-09-05T15:00:00Z to 2024-09-05T16:00:00Z and email the join link to team@acme.com.", [['microsoft.com/graph', 'POST', '/me/microsoft.graph.sendMail'], ['microsoft.com/graph', 'POST', '/me/onlineMeetings']], briefFixtureCatalog());
  const mail = stepOf(text, 'POST', '/me/microsoft.graph.sendMail');
  assert.match(mail.text, /"toRecipients":\[\{"emailAddress":\{"address":"team@acme\.com"\}\}\]/);
  assert.doesNotMatch(mail.text, /"flag"|startDateTime/);
});

test("Gitea: a thing's `{index}` is the number it is shown by, the made issue's `number`, not its `id`", () => {
  const text = brief("In Gitea repo acme/api, open an issue 'Rate limiter drops requests' and add the existing label 'bug' to it.", [['gitea.io', 'GET', '/repos/{owner}/{repo}/labels'], ['gitea.io', 'POST', '/repos/{owner}/{repo}/issues'], ['gitea.io', 'POST', '/repos/{owner}/{repo}/issues/{index}/labels']], briefFixtureCatalog());
  const create = stepOf(text, 'POST', '/repos/{owner}/{repo}/issues');
  const label = stepOf(text, 'POST', '/repos/{owner}/{repo}/issues/{index}/labels');
  assert.match(label.text, new RegExp(`- index ← step ${create.n}: number\\n`));
});

test("Gitea: a bare name written after the thing a `{username}` names (\"the Gitea user bob\") is that username, and no other thing's `username` is threaded in", () => {
  const text = brief("Add the Gitea user bob to the org team 'backend'.", [['gitea.io', 'GET', '/orgs/{org}/teams/search'], ['gitea.io', 'PUT', '/teams/{id}/members/{username}']], briefFixtureCatalog());
  const add = stepOf(text, 'PUT', '/teams/{id}/members/{username}');
  assert.match(add.text, /PUT https:\/\/try\.gitea\.io\/api\/v1\/teams\/\{id\}\/members\/bob\n/);
  assert.doesNotMatch(add.text, /username ←/);
});

test("Medium: a name quoted after its field written as one word (\"the username 'dan_abramov'\") fills that field", () => {
  const text = brief("Get the Medium user id for the username 'dan_abramov'.", [['medium.com', 'GET', '/user/id_for/{username}']], briefFixtureCatalog());
  assert.match(text, /GET https:\/\/medium2\.p\.rapidapi\.com\/user\/id_for\/dan_abramov\n/);
});

test("Giphy to Slack: the link of the one thing the task picks from a lookup's many (\"post the first one's link\") is the text sent on", () => {
  const text = brief("Find GIFs for 'happy friday' on Giphy and post the first one's link to the Slack channel #random.", [['giphy.com', 'GET', '/gifs/search'], ['slack.com', 'POST', '/chat.postMessage']], briefFixtureCatalog());
  const search = stepOf(text, 'GET', '/gifs/search');
  const post = stepOf(text, 'POST', '/chat.postMessage');
  assert.match(post.text, new RegExp(`- text ← step ${search.n}: data\\[\\]\\.url\\n`));
  const all = brief("Find GIFs for 'happy friday' on Giphy and post their links to the Slack channel #random.", [['giphy.com', 'GET', '/gifs/search'], ['slack.com', 'POST', '/chat.postMessage']], briefFixtureCatalog());
  assert.doesNotMatch(stepOf(all, 'POST', '/chat.postMessage').text, /text ←/, 'no one link of many');
});

test("Gitea: people a list is named for by its verb (\"request a review from alice\") are its handles where its description says nothing of what it takes", () => {
  const text = brief("Open a Gitea pull request in acme/web titled 'Login page' and request a review from alice.", [['gitea.io', 'POST', '/repos/{owner}/{repo}/pulls'], ['gitea.io', 'POST', '/repos/{owner}/{repo}/pulls/{index}/requested_reviewers']], briefFixtureCatalog());
  const pull = stepOf(text, 'POST', '/repos/{owner}/{repo}/pulls');
  const review = stepOf(text, 'POST', '/repos/{owner}/{repo}/pulls/{index}/requested_reviewers');
  assert.match(review.text, /\{"reviewers":\["alice"\]\}/);
  assert.match(review.text, new RegExp(`- index ← step ${pull.n}: number\\n`));
});

test("Gmail: an optional value inside an object the task never names (an attachment's `payload.filename`) takes no other step's answer", () => {
  const text = brief("Copy the Google Doc template 1TmplAbC into the folder 0FldrXyZ as 'Contract - Acme' and then email its link to legal@acme.com with Gmail.", [['googleapis.com/drive', 'POST', '/files/{fileId}/copy'], ['googleapis.com/gmail', 'POST', '/gmail/v1/users/{userId}/messages/send']], briefFixtureCatalog());
  assert.doesNotMatch(stepOf(text, 'POST', '/gmail/v1/users/{userId}/messages/send').text, /payload\.filename ←/);
});

test("Notion: a verb's particle after a thing (\"read the page's blocks back\") is no name of it", () => {
  const text = brief("Read the Notion page's blocks back.", [['notion.com', 'GET', '/v1/blocks/{id}/children']], briefFixtureCatalog());
  assert.match(text, /GET https:\/\/api\.notion\.com\/v1\/blocks\/\{id\}\/children\n/);
});

test("Box: a body's id that picks a version is no identity of the call's own answer, nor the file's id its path takes: it comes from the versions listed; a comment \"on it\" goes on the file an earlier clause names", () => {
  const text = brief("Restore the previous version of the Box file 12345 and then add a comment 'Rolled back' to it.", [['box.com', 'GET', '/files/{file_id}/versions'], ['box.com', 'POST', '/files/{file_id}/versions/current'], ['box.com', 'POST', '/comments']], briefFixtureCatalog());
  const versions = stepOf(text, 'GET', '/files/{file_id}/versions');
  const promote = stepOf(text, 'POST', '/files/{file_id}/versions/current');
  assert.match(promote.text, new RegExp(`- id ← step ${versions.n}: entries\\[\\]\\.id\\n`));
  assert.match(promote.text, /POST https:\/\/api\.box\.com\/2\.0\/files\/12345\/versions\/current\n/);
  assert.match(stepOf(text, 'POST', '/comments').text, /"item":\{"id":"12345","type":"file"\}/);
});

test("GitHub to Slack: an identifier the task says to hand on by its thing's name (\"post the issue number\") is the made thing's field of that name, sent as the message's text", () => {
  const text = brief("Open a GitHub issue 'Crash on start' in acme/api and post the issue number to #eng on Slack.", [['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/issues'], ['slack.com', 'POST', '/chat.postMessage']], briefFixtureCatalog());
  const issue = stepOf(text, 'POST', '/repos/{owner}/{repo}/issues');
  assert.match(stepOf(text, 'POST', '/chat.postMessage').text, new RegExp(`- text ← step ${issue.n}: number\\n`));
  const untold = brief("Open a GitHub issue 'Crash on start' in acme/api and tell #eng on Slack.", [['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/issues'], ['slack.com', 'POST', '/chat.postMessage']], briefFixtureCatalog());
  assert.doesNotMatch(stepOf(untold, 'POST', '/chat.postMessage').text, /text ←/);
});

test("GitHub: a branch named by the word before \"branch\" (\"on the main branch\") is the `ref` a dispatch says a branch's name may be; \"the default branch\" names none", () => {
  const calls: Call[] = [['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches']];
  assert.match(brief('Trigger the GitHub workflow deploy.yml on the main branch of acme/widgets.', calls, briefFixtureCatalog()), /\{"ref":"main"\}/);
  assert.match(brief('Trigger the GitHub workflow deploy.yml on the default branch of acme/widgets.', calls, briefFixtureCatalog()), /\{"ref":"<ref>"\}/);
});

test("Telegram: of alike ids in objects side by side, the one in the object past the input's own thing that its description names (\"the chat where the original message was sent\" is the message's chat)", () => {
  const text = brief('Forward the latest message the bot received to the chat -1009876543210.', [['telegram.org', 'POST', '/getUpdates'], ['telegram.org', 'POST', '/forwardMessage']], briefFixtureCatalog());
  const updates = stepOf(text, 'POST', '/getUpdates');
  const forward = stepOf(text, 'POST', '/forwardMessage');
  assert.match(forward.text, new RegExp(`- from_chat_id ← step ${updates.n}: result\\[\\]\\.message\\.chat\\.id\\n`));
  assert.match(forward.text, new RegExp(`- message_id ← step ${updates.n}: result\\[\\]\\.message\\.message_id\\n`));
});

test("Slack: a credential written after another API's name (\"the Plaid access token …\") is that API's, never another's", () => {
  const text = brief('Pull transactions for the Plaid access token access-sandbox-123 and post the count to #finance on Slack.', [['slack.com', 'POST', '/chat.postMessage']], briefFixtureCatalog());
  assert.doesNotMatch(text, /access-sandbox-123\n/);
  assert.match(brief('With the Slack token xoxb-123 post the count to #finance.', [['slack.com', 'POST', '/chat.postMessage']], briefFixtureCatalog()), /xoxb-123/);
});

test("a hyphenated word's last part says no flag (\"a Todoist-like task\" sets no `liked`), while a compound says one of its words (\"off-session\")", () => {
  assert.doesNotMatch(brief("Make a Todoist-like task 'Ship it' in Asana project 1204.", [['asana.com', 'POST', '/tasks']], briefFixtureCatalog()), /"liked"/);
  assert.match(brief("Charge the Stripe customer cus_Q1 €15.50 with their default card, off-session.", [['stripe.com', 'POST', '/v1/payment_intents']], briefFixtureCatalog()), /off_session=true/);
});

test("GitHub to Trello: a field the task says is another answer's field (\"whose name is the title of the newest issue\", \"with its title as its name\") takes that field, and the call answering it goes first", () => {
  const calls: Call[] = [['trello.com', 'POST', '/cards'], ['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/issues']];
  for (const task of ['Create a Trello card on list 5f1a whose name is the title of the newest GitHub issue in acme/api.', "Create a Trello card on list 5f1a with the newest GitHub issue's title as its name, in acme/api."]) {
    const text = brief(task, calls, briefFixtureCatalog());
    const issues = stepOf(text, 'GET', '/repos/{owner}/{repo}/issues');
    const card = stepOf(text, 'POST', '/cards');
    assert.ok(issues.n < card.n, task);
    assert.match(card.text, new RegExp(`- name ← step ${issues.n}: \\[\\]\\.title\\n`), task);
  }
  assert.doesNotMatch(brief('Create a Trello card on list 5f1a for the newest GitHub issue in acme/api.', calls, briefFixtureCatalog()), /name ←/);
});

test("Zoom to Calendar: a moment the task names as another answer's field (\"at the meeting's start time\") is the event's start, not its end", () => {
  const calls: Call[] = [['zoom.us', 'POST', '/users/{userId}/meetings'], ['googleapis.com/calendar', 'POST', '/calendars/{calendarId}/events']];
  const text = brief("Create a Zoom meeting 'Retro' for me and put it on my primary Google Calendar at the meeting's start time.", calls, briefFixtureCatalog());
  const meeting = stepOf(text, 'POST', '/users/{userId}/meetings');
  const event = stepOf(text, 'POST', '/calendars/{calendarId}/events');
  assert.match(event.text, new RegExp(`- start\\.dateTime ← step ${meeting.n}: start_time\\n`));
  assert.doesNotMatch(event.text, /end\.dateTime ←/);
  assert.doesNotMatch(brief("Create a Zoom meeting 'Retro' for me and put it on my primary Google Calendar.", calls, briefFixtureCatalog()), /start\.dateTime ←/);
});

test("Route 53: a thing the task names is found by a selected lookup that lists it, whatever its path calls itself (`hostedzonesbyname` lists `HostedZones`): no gap in FIT", () => {
  const text = brief('Point www.example.com at 203.0.113.7 with an A record in the Route 53 hosted zone named example.com.', [['amazonaws.com/route53', 'GET', '/2013-04-01/hostedzonesbyname'], ['amazonaws.com/route53', 'POST', '/2013-04-01/hostedzone/{Id}/rrset/']], briefFixtureCatalog());
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
});

test("YouTube: a change sets a field deep in its body to the value after \"to\", the field named by its own words (\"update the title of my video … to '…'\" is `snippet.title`)", () => {
  const text = brief("Update the title of my YouTube video abc123XYZ to 'Launch recap (2024)'.", [['googleapis.com/youtube', 'PUT', '/youtube/v3/videos']], briefFixtureCatalog());
  assert.match(text, /"snippet":\{[^\n]*"title":"Launch recap \(2024\)"/);
});

test("Xero: a clause no step's words claim (\", dated 2024-06-30\") goes on with the clause before it, to the last step that one names", () => {
  const text = brief('Record a $500 payment from bank account 090 against the Xero invoice INV-0042, dated 2024-06-30.', [['xero.com/xero_accounting', 'GET', '/Invoices'], ['xero.com/xero_accounting', 'PUT', '/Payments']], briefFixtureCatalog());
  assert.match(stepOf(text, 'PUT', '/Payments').text, /\{"Payments":\[\{"Amount":500,"Date":"2024-06-30",/);
});

test("YouTube: a new playlist's name quoted after its thing goes to the title of the body object its schema names for a part of that thing (`snippet.title`, a `PlaylistSnippet`)", () => {
  const text = brief("Create a YouTube playlist 'Conference talks' and add the video dQw4w9WgXcQ to it.", [['googleapis.com/youtube', 'POST', '/youtube/v3/playlists'], ['googleapis.com/youtube', 'POST', '/youtube/v3/playlistItems']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/youtube/v3/playlists').text, /\{"snippet":\{"title":"Conference talks"\}\}/);
  assert.doesNotMatch(stepOf(text, 'POST', '/youtube/v3/playlistItems').text, /Conference talks/);
});

test("YouTube: a reply's quoted words go to the comment's text kept as written (`snippet.textOriginal`): a general name is the text of a call that makes a thing that says something", () => {
  const text = brief("Reply 'Thanks for watching!' to the comment Ugz123 on the YouTube video dQw4w9WgXcQ.", [['googleapis.com/youtube', 'POST', '/youtube/v3/comments']], briefFixtureCatalog());
  assert.match(text, /"textOriginal":"Thanks for watching!"/);
  assert.doesNotMatch(text, /"textDisplay"/);
});

test("Asana: a path's thing a call's name says it adds something to (\"Add task to section\") is the one the task sends it to, of two named", () => {
  const text = brief("Move every task in the 'Backlog' section of Asana project 777 into its 'This week' section.", [['asana.com', 'GET', '/projects/{project_gid}/sections'], ['asana.com', 'GET', '/sections/{section_gid}/tasks'], ['asana.com', 'POST', '/sections/{section_gid}/addTask']], briefFixtureCatalog());
  assert.match(stepOf(text, 'GET', '/sections/{section_gid}/tasks').text, /of the item where data\[\]\.name == "Backlog"\n/);
  assert.match(stepOf(text, 'POST', '/sections/{section_gid}/addTask').text, /- section_gid ← step 1: data\[\]\.gid, of the item where data\[\]\.name == "This week"\n/);
});

test("Trello: a role after the thing in an id's name is no thing (`idCardSource` is a card's), and a new thing's name is no id another of its inputs takes", () => {
  const text = brief('Copy the Trello card 5f9a1b2c into the list 6a0b2c3d.', [['trello.com', 'POST', '/cards']], briefFixtureCatalog());
  assert.match(text, /\{"idCardSource":"5f9a1b2c","idList":"6a0b2c3d"\}/);
});

test("Stripe: a number written right after a field's whole name (\"with quantity 3\") fills that field deep in a body, the sentence's full stop no part of it", () => {
  const text = brief('Create a Stripe payment link for price price_1Abc with quantity 3.', [['stripe.com', 'POST', '/v1/payment_links']], briefFixtureCatalog());
  assert.match(text, /line_items\[0\]\[price\]=price_1Abc&line_items\[0\]\[quantity\]=3\n/);
});

test("Calendar: a date with the times of day after it (\"on 2024-12-02 from 14:00 to 15:30\") is the start and the end of what the call schedules, each a date and time", () => {
  const text = brief("Create a Google Calendar event 'Board meeting' on 2024-12-02 from 14:00 to 15:30 in my primary calendar.", [['googleapis.com/calendar', 'POST', '/calendars/{calendarId}/events']], briefFixtureCatalog());
  assert.match(text, /"end":\{"dateTime":"2024-12-02T15:30:00"\}/);
  assert.match(text, /"start":\{"dateTime":"2024-12-02T14:00:00"\}/);
  assert.doesNotMatch(brief("Create a Google Calendar event 'Board meeting' on 2024-12-02 in my primary calendar.", [['googleapis.com/calendar', 'POST', '/calendars/{calendarId}/events']], briefFixtureCatalog()), /"dateTime"/);
});

test("Calendar: each moment given carries the time zone the task names, in its own object (`start.timeZone`, `end.timeZone`)", () => {
  const text = brief("Create a Google Calendar event 'Board meeting' on 2024-12-02 from 14:00 to 15:30 Europe/Paris in my primary calendar.", [['googleapis.com/calendar', 'POST', '/calendars/{calendarId}/events']], briefFixtureCatalog());
  assert.match(text, /"end":\{"dateTime":"2024-12-02T15:30:00","timeZone":"Europe\/Paris"\}/);
  assert.match(text, /"start":\{"dateTime":"2024-12-02T14:00:00","timeZone":"Europe\/Paris"\}/);
  assert.doesNotMatch(text, /"originalStartTime":/);
});

test("Box: a form's object part is written as its JSON, and the name its description says is the file's takes the uploaded file's name beside the file part", () => {
  const text = brief('Upload report.pdf to Box folder 98765.', [['box.com', 'POST', '/files/content']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/files/content').text, /parts: attributes=\{"name":"report\.pdf","parent":\{"id":"98765"\}\}; file=report\.pdf\n/);
});

test("Drive: a description listing its values apart by spaces alone (the marks of its list dropped) lets the task pick one: \"as a commenter\" is the permission's `role`; a list cut short picks none", () => {
  const text = brief('Share the Google Drive file 1A2b3C4d5E6f7G8h9I0j with bob@acme.com as a commenter.', [['googleapis.com/drive', 'POST', '/files/{fileId}/permissions']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/files/{fileId}/permissions').text, /\{"emailAddress":"bob@acme\.com","role":"commenter"\}/);
  // People's `personFields` lists its values until the description is cut ("… emailAddresses events…"): no value is read off it.
  const contact = brief('Create the Google contact Priya Nair with email priya@nair.in.', [['googleapis.com/people', 'POST', '/v1/people:createContact']], briefFixtureCatalog());
  assert.match(contact, /personFields=<personFields>/);
});

test("a link handed on: the kind the task names it by (\"the PDF link\": Stripe's `invoice_pdf`, not the list's own `url`), the thing it says the link is of (a track's, not its adder's), and a lookup's thing picked by its quoted name (a Zoom meeting's `join_url` into an event's `location`)", () => {
  const catalog = briefFixtureCatalog();
  const pdf = brief('Email the PDF link of the newest Stripe invoice of customer cus_Nx1 to billing@acme.com with SendGrid, from invoices@shop.io.', [['stripe.com', 'GET', '/v1/invoices'], ['sendgrid.com', 'POST', '/mail/send']], catalog);
  assert.match(stepOf(pdf, 'POST', '/mail/send').text, /- content\[\]\.value ← step 1: data\[\]\.invoice_pdf\n/);
  const track = brief("Send the Spotify link of the first track in my playlist 'Gym' to the Telegram chat 123456789.", [['spotify.com', 'GET', '/me/playlists'], ['spotify.com', 'GET', '/playlists/{playlist_id}/tracks'], ['telegram.org', 'POST', '/sendMessage']], catalog);
  assert.match(stepOf(track, 'POST', '/sendMessage').text, /- text ← step 2: items\[\]\.track\.external_urls\.spotify\n/);
  const meeting = brief("Put the join link of my Zoom meeting 'Weekly sync' into the location of the event 'Weekly sync' on my primary Google Calendar.", [['zoom.us', 'GET', '/users/{userId}/meetings'], ['googleapis.com/calendar', 'GET', '/calendars/{calendarId}/events'], ['googleapis.com/calendar', 'PATCH', '/calendars/{calendarId}/events/{eventId}']], catalog);
  assert.match(stepOf(meeting, 'PATCH', '/calendars/{calendarId}/events/{eventId}').text, /- location ← step 1: meetings\[\]\.join_url, of the item where meetings\[\]\.topic == "Weekly sync"\n/);
});

test("Stripe: a body id named by words joined by underscores names the thing a lookup lists as one word: a refund's `payment_intent` ← the listed payment intents' `data[].id`", () => {
  const text = brief('Refund the last payment of the Stripe customer cus_9Qk.', [['stripe.com', 'GET', '/v1/payment_intents'], ['stripe.com', 'POST', '/v1/refunds']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/v1/refunds').text, /- payment_intent ← step 1: data\[\]\.id\n/);
});

test("FIT: a saying thing's quoted words are what it says (\"post the comment 'Great talk!'\"), and a part a thing is made with (\"with one line 'Design work'\") is new: no name either call must find an id for", () => {
  const catalog = briefFixtureCatalog();
  const comment = brief("Post the comment 'Great talk!' on the YouTube video dQw4w9WgXcQ.", [['googleapis.com/youtube', 'POST', '/youtube/v3/commentThreads']], catalog);
  assert.match(section(comment, 'FIT'), /^FIT: Fully/);
  const invoice = brief("Create a Xero invoice for the contact 9b9ba9e5-e907-4b4e-8210-54d82b0aa479 with one line 'Design work' of 4 hours at 120 each.", [['xero.com/xero_accounting', 'PUT', '/Invoices']], catalog);
  assert.match(section(invoice, 'FIT'), /^FIT: Fully/);
});

test("a picture a call sends, which its description says a URL may give, takes the link of what an earlier call made: Telegram's `photo` ← OpenAI's generated `data[].url`", () => {
  const text = brief("Generate an image of 'a lighthouse at dawn' with OpenAI and send it to the Telegram chat 5551234 as a photo.", [['openai.com', 'POST', '/images/generations'], ['telegram.org', 'POST', '/sendPhoto']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/sendPhoto').text, /- photo ← step 1: data\[\]\.url\n/);
});

test("a description naming the attribute as a thing's \"Gid\" or \"IDs\" refers to that thing: Asana's `assignee` (\"Gid of a user\") ← the listed users' `gid`; Drive's `parents` (\"The IDs of the parent folders\") takes the folder the task gives, and an update adds it by `addParents`", () => {
  const catalog = briefFixtureCatalog();
  const assigned = brief('Find the Asana user with email dev@acme.com in workspace 1200 and make them the assignee of task 1345.', [['asana.com', 'GET', '/workspaces/{workspace_gid}/users'], ['asana.com', 'PUT', '/tasks/{task_gid}']], catalog);
  assert.match(stepOf(assigned, 'PUT', '/tasks/{task_gid}').text, /- data\.assignee ← step 1: data\[\]\.gid/);
  const copied = brief("Copy the Google Drive file 1AbCdEfG into the folder 1XyZ and name the copy 'Budget 2025'.", [['googleapis.com/drive', 'POST', '/files/{fileId}/copy']], catalog);
  assert.match(copied, /\{"name":"Budget 2025","parents":\["1XyZ"\]\}/);
  const moved = brief('Move the Google Drive file 1AbC from its current folder into the folder 0XyZ.', [['googleapis.com/drive', 'PATCH', '/files/{fileId}']], catalog);
  assert.match(moved, /PATCH https:\/\/www\.googleapis\.com\/drive\/v3\/files\/1AbC\?addParents=0XyZ\n/);
  assert.doesNotMatch(moved, /"parents"/);
});

test("a create's name: a file's name right after the thing (\"the file notes.txt\"), not a folder's quoted name; a thing the path shortens written whole (\"a GitHub repository 'infra-tools'\" for `/repos`); FIT: a name another call takes as its path value (\"the team 'platform'\": `{team_slug}`) is no gap", () => {
  const catalog = briefFixtureCatalog();
  const file = brief("Create the file notes.txt in the Google Drive folder named 'Meeting notes'.", [['googleapis.com/drive', 'GET', '/files'], ['googleapis.com/drive', 'POST', '/files']], catalog);
  assert.match(stepOf(file, 'POST', '/files').text, /"name":"notes\.txt"/);
  const repo = brief("Create a GitHub repository 'infra-tools' in the org acme and then add the team 'platform' to it with admin permission.", [['github.com/api.github.com', 'POST', '/orgs/{org}/repos'], ['github.com/api.github.com', 'PUT', '/orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}']], catalog);
  assert.match(stepOf(repo, 'POST', '/orgs/{org}/repos').text, /\{"name":"infra-tools"\}/);
  assert.match(section(repo, 'FIT'), /^FIT: Fully/);
});

test("a list of plain values whose items' type names them a thing's ids (Slack's `members`, an array of `defs_user_id`) gives an input named for those things in the plural: the invite's `users`", () => {
  const text = brief('Invite every member of the Slack channel #alpha into the channel #beta.', [['slack.com', 'GET', '/conversations.list'], ['slack.com', 'GET', '/conversations.members'], ['slack.com', 'POST', '/conversations.invite']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/conversations.invite').text, /- users ← step 2: members\n/);
});

test("\"with the same topic and start time\": a made thing's name by its own word (an event's `summary`) takes the other's name by its word (a Zoom meeting's `topic`), and its start the other's start", () => {
  const text = brief("Schedule a Zoom meeting 'Client call' on 2024-11-12T15:00:00Z for me and add a Google Calendar event on my primary calendar with the same topic and start time, with the meeting's join URL in its description.", [['zoom.us', 'POST', '/users/{userId}/meetings'], ['googleapis.com/calendar', 'POST', '/calendars/{calendarId}/events']], briefFixtureCatalog());
  const event = stepOf(text, 'POST', '/calendars/{calendarId}/events').text;
  assert.match(event, /- summary ← step 1: topic\n/);
  assert.match(event, /- start\.dateTime ← step 1: start_time\n/);
  assert.match(event, /- description ← step 1: join_url\n/);
});

test("a path's key quoted right after the thing its own name says (\"in project 'web'\": LaunchDarkly's `{projectKey}`), not one a create in the task makes (\"create a feature flag 'dark-mode'\"); FIT: a name a create gives what it makes is no gap", () => {
  const catalog = briefFixtureCatalog();
  const read = brief("In LaunchDarkly project 'web', read the feature flag 'new-checkout'.", [['launchdarkly.com', 'GET', '/flags/{projectKey}/{featureFlagKey}']], catalog);
  assert.match(read, /GET https:\/\/app\.launchdarkly\.com\/api\/v2\/flags\/web\/new-checkout\n/);
  assert.match(section(read, 'FIT'), /^FIT: Fully/);
  const made = brief("Create a LaunchDarkly feature flag 'dark-mode' in project 'mobile', then read it.", [['launchdarkly.com', 'POST', '/flags/{projectKey}'], ['launchdarkly.com', 'GET', '/flags/{projectKey}/{featureFlagKey}']], catalog);
  assert.match(stepOf(made, 'GET', '/flags/{projectKey}/{featureFlagKey}').text, /- featureFlagKey ← step 1: key\n/);
  assert.match(made, /POST https:\/\/app\.launchdarkly\.com\/api\/v2\/flags\/mobile\n/);
  const tax = brief("Create a 20% tax rate called 'Standard VAT', then fetch it.", [['izettle.com/products', 'POST', '/v1/taxes'], ['izettle.com/products', 'GET', '/v1/taxes/{taxRateUuid}']], catalog);
  assert.doesNotMatch(section(tax, 'FIT'), /names the rate/);
});

test("a plural input gathering one attribute of many takes it from the step whose own things are those the consumer works on: an album's tracks' `items[].uri`, not the artist's albums'", () => {
  const text = brief("Get the Spotify artist 0OdUWJ0sBjDrqHygGUXeCF's albums and add the newest album's tracks to my playlist 3cEYpjA9oz9GiPac4AsH4n.", [['spotify.com', 'GET', '/artists/{id}/albums'], ['spotify.com', 'GET', '/albums/{id}/tracks'], ['spotify.com', 'POST', '/playlists/{playlist_id}/tracks']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/playlists/{playlist_id}/tracks').text, /- uris ← step 2: items\[\]\.uri\n/);
});

test("the name a change finds its thing by is the one it has: \"find the event called 'Quarterly review' and move it\" sets no `summary`, nor any title deeper in the body", () => {
  const text = brief("Find the event called 'Quarterly review' on my primary Google Calendar and move it to start at 2024-10-14T15:00:00Z and end at 2024-10-14T16:00:00Z.", [['googleapis.com/calendar', 'GET', '/calendars/{calendarId}/events'], ['googleapis.com/calendar', 'PATCH', '/calendars/{calendarId}/events/{eventId}']], briefFixtureCatalog());
  const patch = stepOf(text, 'PATCH', '/calendars/{calendarId}/events/{eventId}').text;
  assert.match(patch, /\{"end":\{"dateTime":"2024-10-14T16:00:00Z"\},"start":\{"dateTime":"2024-10-14T15:00:00Z"\}\}/);
  assert.match(patch, /- eventId ← step 1: items\[\]\.id, of the item where items\[\]\.summary == "Quarterly review"/);
});

test("an id named only for where things go (Graph's undescribed `DestinationId`) is of the thing the task sends them to, from the one lookup that lists such things, picked by the name it is sent to", () => {
  const text = brief("Reply 'Thanks, received' to the Outlook message AAMkAGI2TG93AAA= and then move it to the folder 'Archive'.", [['microsoft.com/graph', 'GET', '/me/mailFolders'], ['microsoft.com/graph', 'POST', '/me/messages/{message-id}/microsoft.graph.reply'], ['microsoft.com/graph', 'POST', '/me/messages/{message-id}/microsoft.graph.move']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/me/messages/{message-id}/microsoft.graph.move').text, /- DestinationId ← step \d: value\[\]\.id, of the item where value\[\]\.displayName == "Archive"/);
});

test("Box: of two ids after one thing, an object described as the destination takes the one the task sends things to (\"from folder 123 into folder 456\")", () => {
  const text = brief('Copy the Box file 987 from folder 123 into folder 456.', [['box.com', 'POST', '/files/{file_id}/copy']], briefFixtureCatalog());
  assert.match(text, /"parent":\{"id":"456"\}/);
});

test("a clause quoting what something says (\"Send the Twilio SMS '…'\") is also the clause of the step that sends text where none of its words name that step: Twilio's `Body` beside a Square lookup", () => {
  const text = brief("Send the Twilio SMS 'Your table is ready' to the phone number of the Square customer cus_7Q2, from +14155550100 on account AC123.", [['squareup.com', 'GET', '/v2/customers/{customer_id}'], ['twilio.com/api', 'POST', '/2010-04-01/Accounts/{AccountSid}/Messages.json']], briefFixtureCatalog());
  const sms = stepOf(text, 'POST', '/2010-04-01/Accounts/{AccountSid}/Messages.json').text;
  assert.match(sms, /Body=Your%20table%20is%20ready&From=%2B14155550100&To=<To from step 1: customer\.phone_number>/);
});

test('"the one called …" names again the things last spoken of in the plural: it picks one of the listed meetings by its name', () => {
  const calls: Call[] = [['zoom.us', 'GET', '/users/{userId}/meetings'], ['zoom.us', 'DELETE', '/meetings/{meetingId}']];
  const one = stepOf(brief("List my Zoom meetings and delete the one called 'Old standup'", calls, briefFixtureCatalog()), 'DELETE', '/meetings/{meetingId}').text;
  assert.match(one, /- meetingId ← step 1: meetings\[\]\.id, of the item where meetings\[\]\.topic == "Old standup"\n/);
  // So does "the one with email …".
  const email = stepOf(brief('List the members of the Mailchimp list a1b2c3 and unsubscribe the one with email old@acme.com', [['mailchimp.com', 'GET', '/lists/{list_id}/members'], ['mailchimp.com', 'PATCH', '/lists/{list_id}/members/{subscriber_hash}']], briefFixtureCatalog()), 'PATCH', '/lists/{list_id}/members/{subscriber_hash}').text;
  assert.match(email, /- subscriber_hash ← step 1: members\[\]\.id, of the item where members\[\]\.email_address == "old@acme.com"\n/);
  // A name given to no thing the brief lists ("the one" standing for nothing before it) picks none.
  const none = stepOf(brief("Delete the one called 'Old standup' from my Zoom meetings", calls, briefFixtureCatalog()), 'DELETE', '/meetings/{meetingId}').text;
  assert.doesNotMatch(none, /of the item where/);
});

test("a sum the task calls a thing's whole amount is that thing's total, or, where it says what is left to pay, its amount due; with the currency beside it", () => {
  const xero: Call[] = [['xero.com/xero_accounting', 'GET', '/Invoices'], ['xero.com/xero_accounting', 'PUT', '/Payments']];
  const due = stepOf(brief('Find the Xero invoice INV-0107 and record a payment of the amount due into the bank account with code 090', xero, briefFixtureCatalog()), 'PUT', '/Payments').text;
  assert.match(due, /- Payments\[\]\.Amount ← step 1: Invoices\[\]\.AmountDue, of the item where Invoices\[\]\.InvoiceNumber == "INV-0107"\n/);
  const whole = stepOf(brief('Find the Xero invoice INV-0107 and record a payment of its full total into the bank account with code 090', xero, briefFixtureCatalog()), 'PUT', '/Payments').text;
  assert.match(whole, /- Payments\[\]\.Amount ← step 1: Invoices\[\]\.Total\b/);
  // A sum the task gives is that sum, from no other step.
  const given = stepOf(brief('Find the Xero invoice INV-0107 and record a payment of 250 into the bank account with code 090', xero, briefFixtureCatalog()), 'PUT', '/Payments').text;
  assert.doesNotMatch(given, /Amount ← step/);
  const apideck = stepOf(brief('List the invoices in Apideck accounting and record a payment of the full amount against the first unpaid one', [['apideck.com/accounting', 'GET', '/accounting/invoices'], ['apideck.com/accounting', 'POST', '/accounting/payments']], briefFixtureCatalog()), 'POST', '/accounting/payments').text;
  assert.match(apideck, /- total_amount ← step 1: data\[\]\.total\n/);
  assert.match(apideck, /- currency ← step 1: data\[\]\.currency\n/);
});

test("\"with the event's summary and description\": a made thing's name and description take another thing's, by whatever name each API gives them, of the listed things rather than the list's own", () => {
  const calls: Call[] = [['googleapis.com/calendar', 'GET', '/calendars/{calendarId}/events'], ['asana.com', 'POST', '/tasks']];
  const task = stepOf(brief("List the events of my primary Google calendar and create an Asana task in workspace 1200 with the first event's summary and description", calls, briefFixtureCatalog()), 'POST', '/tasks').text;
  assert.match(task, /- data\.name ← step 1: items\[\]\.summary\n/);
  assert.match(task, /- data\.notes ← step 1: items\[\]\.description\n/);
  // A name the task gives is that name.
  const given = stepOf(brief("List the events of my primary Google calendar and create an Asana task in workspace 1200 with the name 'Prep'", calls, briefFixtureCatalog()), 'POST', '/tasks').text;
  assert.doesNotMatch(given, /data\.name ← step/);
  assert.match(given, /"name":"Prep"/);
});

test('a clause led by the name of what a step makes is done by that step: "tweet its link" makes a tweet, and reads no link', () => {
  const calls: Call[] = [['openai.com', 'POST', '/images/generations'], ['twitter.com/current', 'POST', '/2/tweets']];
  const text = brief('Generate an image of a red fox with OpenAI and tweet its link', calls, briefFixtureCatalog());
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
  assert.match(stepOf(text, 'POST', '/2/tweets').text, /- text ← step 1: data\[\]\.url\n/);
  // A clause no step makes the thing of is still a gap.
  assert.match(section(brief('Generate an image of a red fox with OpenAI and print its link', [calls[0]], briefFixtureCatalog()), 'FIT'), /^FIT: Partially/);
});

test("text the task names as a listed thing's own is that thing's, in the object of its own name: a commit list's `[].commit.message`", () => {
  const text = brief('List the last commits of octo/app on GitHub and post the message of the newest one to Slack channel #dev', [['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/commits'], ['slack.com', 'POST', '/chat.postMessage']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/chat.postMessage').text, /- text ← step 1: \[\]\.commit\.message\n/);
});

test('what the listed things say is the text a later call works on where the task speaks of them again ("check each of them"), and only then', () => {
  const calls: Call[] = [['slack.com', 'GET', '/conversations.history'], ['openai.com', 'POST', '/moderations']];
  const each = stepOf(brief('Get the last 20 messages of Slack channel C123 and check each of them with OpenAI moderation', calls, briefFixtureCatalog()), 'POST', '/moderations').text;
  assert.match(each, /- input ← step 1: messages\[\]\.text\n/);
  const other = stepOf(brief("Get the last 20 messages of Slack channel C123 and check 'you are an idiot' with OpenAI moderation", calls, briefFixtureCatalog()), 'POST', '/moderations').text;
  assert.doesNotMatch(other, /input ← step/);
  // "These calls" are the calls, no things listed.
  assert.doesNotMatch(stepOf(brief('Do the thing with these calls', calls, briefFixtureCatalog()), 'POST', '/moderations').text, /input ← step/);
  // "The open issues" a list answers with are its things, no field of two words (`milestone.open_issues`): each one's `body`.
  const issues = stepOf(brief('List the open issues of octo/app on GitHub and check each one with OpenAI moderation', [['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/issues'], ['openai.com', 'POST', '/moderations']], briefFixtureCatalog()), 'POST', '/moderations').text;
  assert.match(issues, /- input ← step 1: \[\]\.body\n/);
});

test('a change is named where the task asks for it, not in a clause that reads its words: the reminders are listed, checked, and then one is added', () => {
  const text = brief("List my Slack reminders, check each of them with OpenAI moderation, and add a reminder 'Review flagged items' for tomorrow at 9am", [['slack.com', 'GET', '/reminders.list'], ['openai.com', 'POST', '/moderations'], ['slack.com', 'POST', '/reminders.add']], briefFixtureCatalog());
  const at = (method: string, path: string) => stepOf(text, method, path).n;
  assert.deepEqual([at('GET', '/reminders.list'), at('POST', '/moderations'), at('POST', '/reminders.add')], [1, 2, 3]);
});

test("an answer's field named as the path value the call was sent echoes it: \"read the range A1:B10\" hands on no `range` as text", () => {
  const text = brief('Read the range A1:B10 of Google Sheet 1AbC and post its values as a message in Slack channel C0123', [['googleapis.com/sheets', 'GET', '/v4/spreadsheets/{spreadsheetId}/values/{range}'], ['slack.com', 'POST', '/chat.postMessage']], briefFixtureCatalog());
  assert.doesNotMatch(stepOf(text, 'POST', '/chat.postMessage').text, /text ← step 1: range/);
});

test("where the task speaks of the caller's own, the call it suggests for a missing user id is the signed-in user's lookup", () => {
  const text = brief('Like tweet 1460323737035677698 from my account', [['twitter.com/current', 'POST', '/2/users/{id}/likes']], briefFixtureCatalog());
  assert.match(section(text, 'FIT'), /add GET \/2\/users\/me \(id /);
});

test('FIT: a call that makes a thing does not also send it, and a call ending in an action of its own does only that action', () => {
  const create = brief("Create a Mailchimp campaign for list a1b2c3 with subject 'June news' and send it", [['mailchimp.com', 'POST', '/campaigns']], briefFixtureCatalog());
  assert.match(section(create, 'FIT'), /no selected step does "send it"/);
  const sent = brief("Create a Mailchimp campaign for list a1b2c3 with subject 'June news' and send it", [['mailchimp.com', 'POST', '/campaigns'], ['mailchimp.com', 'POST', '/campaigns/{campaign_id}/actions/send']], briefFixtureCatalog());
  assert.match(section(sent, 'FIT'), /^FIT: Fully/);
  const paid = brief('Send the Stripe invoice in_123 to the customer and then update it to paid', [['stripe.com', 'POST', '/v1/invoices/{invoice}/send']], briefFixtureCatalog());
  assert.match(section(paid, 'FIT'), /no selected step does "update it to paid"/);
});

test('an optional value is taken where the task names its thing by its verb: "allocate an Elastic IP and associate it" hands on the allocation', () => {
  const text = brief('Allocate an Elastic IP and associate it with EC2 instance i-0123456789abcdef0', [['amazonaws.com/ec2', 'POST', '/#Action=AllocateAddress'], ['amazonaws.com/ec2', 'POST', '/#Action=AssociateAddress']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/#Action=AssociateAddress').text, /- AllocationId ← step 1: AllocationId\n/);
});

test("of alike fields in objects side by side, the one in the object the task names: the chat of the last message is the message's, not a channel post's", () => {
  const text = brief("Get the latest updates of my Telegram bot and reply 'Got it' to the last message", [['telegram.org', 'POST', '/getUpdates'], ['telegram.org', 'POST', '/sendMessage']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/sendMessage').text, /- chat_id ← step 1: result\[\]\.message\.chat\.id\n/);
});

test('a field the task names in two words is the one of that joined name, a count as well as a text: "post their public repos" posts `public_repos`', () => {
  const text = brief('Look up the GitHub user octocat and post their public repos to Slack channel #stats', [['github.com/api.github.com', 'GET', '/users/{username}'], ['slack.com', 'POST', '/chat.postMessage']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/chat.postMessage').text, /- text ← step 1: public_repos\n/);
});

test("FIT: the terms a selected search is sent name no thing to find (\"search YouTube for 'lofi hip hop' videos\")", () => {
  const text = brief("Search YouTube for 'lofi hip hop' videos and create a private playlist 'Focus'", [['googleapis.com/youtube', 'GET', '/youtube/v3/search'], ['googleapis.com/youtube', 'POST', '/youtube/v3/playlists']], briefFixtureCatalog());
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
});

test("FIT: a lookup reached by the caller's own keyword (Zoom's `/users/{userId}/meetings` with `me`) is the call to add where the task says \"my\"", () => {
  const text = brief("Delete my Zoom meeting 'Old standup'", [['zoom.us', 'DELETE', '/meetings/{meetingId}']], briefFixtureCatalog());
  assert.match(section(text, 'FIT'), /^FIT: Partially/);
  assert.match(section(text, 'FIT'), /add GET \/users\/\{userId\}\/meetings \(id /);
});

test('a number found and bought is the one bought, and the SMS sent "from it" is sent from the bought number', () => {
  const text = brief("Find an available local Twilio number in area code 415 on account AC123, buy it, and send an SMS 'Hello' from it to +14155550123", [
    ['twilio.com/api', 'GET', '/2010-04-01/Accounts/{AccountSid}/AvailablePhoneNumbers/{CountryCode}/Local.json'], ['twilio.com/api', 'POST', '/2010-04-01/Accounts/{AccountSid}/IncomingPhoneNumbers.json'],
    ['twilio.com/api', 'POST', '/2010-04-01/Accounts/{AccountSid}/Messages.json'],
  ], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/2010-04-01/Accounts/{AccountSid}/IncomingPhoneNumbers.json').text, /- PhoneNumber ← step 1: available_phone_numbers\[\]\.phone_number\n/);
  assert.match(stepOf(text, 'POST', '/2010-04-01/Accounts/{AccountSid}/Messages.json').text, /- From ← step 2: phone_number\n/);
});

test('FIT: a clause asking by its verb for a state a change allows is done by that change ("close it": an issue update sets `state: closed`)', () => {
  const text = brief("Comment 'Fixed in #45' on GitHub issue 12 of octo/app and close it", [['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/issues/{issue_number}/comments'], ['github.com/api.github.com', 'PATCH', '/repos/{owner}/{repo}/issues/{issue_number}']], briefFixtureCatalog());
  assert.match(section(text, 'FIT'), /^FIT: Fully/);
  assert.match(stepOf(text, 'PATCH', '/repos/{owner}/{repo}/issues/{issue_number}').text, /\{"state":"closed"\}/);
});

test("an email's one address goes to the recipients' list of a call that sends mail, not to a field of some other party's beside it: SES's `Destination.ToAddresses`, not `FeedbackForwardingEmailAddress`", () => {
  const send: Call = ['amazonaws.com/sesv2', 'POST', '/v2/email/outbound-emails'];
  const calls: Call[] = [['amazonaws.com/sesv2', 'POST', '/v2/email/contact-lists'], ['amazonaws.com/sesv2', 'POST', '/v2/email/contact-lists/{ContactListName}/contacts'], send];
  const text = brief('Create an SES v2 contact list called newsletter, add reader@example.com to it, and send that reader a welcome email.', calls, briefFixtureCatalog());
  const sent = stepOf(text, ...send.slice(1) as [string, string]).text;
  assert.match(sent, /"Destination":\{"ToAddresses":\["reader@example\.com"\]\}/);
  assert.doesNotMatch(sent, /"FeedbackForwardingEmailAddress":"reader@example\.com"/);
  // A sender's address still goes where the task says it is sent from.
  const both = stepOf(brief('Send reader@example.com a welcome email from news@acme.com.', [send], briefFixtureCatalog()), ...send.slice(1) as [string, string]).text;
  assert.match(both, /"FromEmailAddress":"news@acme\.com","Destination":\{"ToAddresses":\["reader@example\.com"\]\}/);
});

test("a path that names no thing (`POST /`) works on what its server's own path names: Vonage's application create takes the name written after \"named\"", () => {
  const text = brief('Create a Vonage application named support-bot and list my applications to confirm it is there.', [['nexmo.com/application.v2', 'POST', '/'], ['nexmo.com/application.v2', 'GET', '/']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/').text, /\{"name":"support-bot"\}/);
});

test('a plain `number` in a body takes its role from the object it sits in, and "speak" cues what a call says: Vonage\'s call `to[].number` and talk `text`', () => {
  const calls: Call[] = [['nexmo.com/voice', 'POST', '/'], ['nexmo.com/voice', 'PUT', '/{uuid}/talk']];
  const text = brief("Place an outbound Vonage call to +14155550100 and, once it is answered, speak 'Your order has shipped' into that call.", calls, briefFixtureCatalog());
  const call = stepOf(text, 'POST', '/').text;
  assert.match(call, /"to":\[\{"number":"\+14155550100"\}\]/);
  assert.doesNotMatch(call, /"from":\{"number":"\+14155550100"/, 'the caller\'s own number is not the one called');
  assert.match(stepOf(text, 'PUT', '/{uuid}/talk').text, /\{"text":"Your order has shipped"\}/);
  // The number after "from" is the caller's own, which a plain number in `from` does not take unasked, nor `to[]`.
  const from = stepOf(brief('Call +14155550100 from +14155550199.', [calls[0]], briefFixtureCatalog()), 'POST', '/').text;
  assert.match(from, /"to":\[\{"number":"\+14155550100"\}\]/);
});

test('"send an SMS from it" after a buy that answers no number: the sender is the number the buy was sent (Vonage\'s `msisdn`), from its request', () => {
  const calls: Call[] = [['nexmo.com/numbers', 'GET', '/number/search'], ['nexmo.com/numbers', 'POST', '/number/buy'], ['nexmo.com/sms', 'POST', '/{format}']];
  const text = brief("Search Vonage for an available UK mobile number, buy the first one, and send an SMS from it to +447700900123 saying 'Your line is live'.", calls, briefFixtureCatalog());
  const sms = stepOf(text, 'POST', '/{format}');
  assert.match(sms.text, /- from ← step 2's request: msisdn \(the value the caller sent there/);
  assert.match(sms.text, /&to=%2B447700900123/);
  // Without "from it" the sender is the caller's to choose.
  const unsaid = stepOf(brief("Buy the first available UK mobile number and send an SMS to +447700900123 saying 'Hi'.", calls, briefFixtureCatalog()), 'POST', '/{format}').text;
  assert.doesNotMatch(unsaid, /- from ←/);
});

test('a body field named by fewer of the words of the path parameter that takes a value does not take it too: Adyen\'s refund `reference` beside `{paymentPspReference}`', () => {
  const refund: Call = ['adyen.com/CheckoutService-v71', 'POST', '/payments/{paymentPspReference}/refunds'];
  const text = stepOf(brief('Refund the Adyen payment with PSP reference 8835511210681234 in full, 49.90 EUR.', [refund], briefFixtureCatalog()), 'POST', refund[2]).text;
  assert.match(text, /\/payments\/8835511210681234\/refunds/);
  assert.match(text, /"reference":"<reference>"/);
  assert.match(text, /"amount":\{"currency":"EUR","value":4990\}/);
});

test('a user named by an address, where the call has no field for one, is that user\'s user name: Cognito\'s `Username` in the create and in the add to a group', () => {
  const create: Call = ['amazonaws.com/cognito-idp', 'POST', '/#X-Amz-Target=AWSCognitoIdentityProviderService.AdminCreateUser'];
  const add: Call = ['amazonaws.com/cognito-idp', 'POST', '/#X-Amz-Target=AWSCognitoIdentityProviderService.AdminAddUserToGroup'];
  const text = brief('Create a Cognito user alice@example.com in user pool us-east-1_AbC123 and add her to the admins group.', [create, add], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', create[2]).text, /\{"UserPoolId":"us-east-1_AbC123","Username":"alice@example\.com"\}/);
  assert.match(stepOf(text, 'POST', add[2]).text, /"Username":"alice@example\.com"/);
  // An address that is not the user's name ("… and email the invite to ops@acme.com") names no user.
  const other = stepOf(brief('Create a Cognito user in user pool us-east-1_AbC123 and tell ops@acme.com.', [create], briefFixtureCatalog()), 'POST', create[2]).text;
  assert.match(other, /"Username":"<Username>"/);
});

test('a name the create quotes for what it makes names no other thing to find, wherever the task writes it ("… in project 42 titled \'Login page\'")', () => {
  const create: Call = ['gitlab.com', 'POST', '/v3/projects/{id}/merge_requests'];
  const text = brief("Open a GitLab merge request from feature/login into main in project 42 titled 'Login page'.", [create], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', create[2]).text, /title=Login%20page/);
  assert.doesNotMatch(section(text, 'FIT'), /names the project "Login page"/);
  assert.match(section(text, 'FIT'), /^FIT: Fully/m);
});

test("an API's name written as one CamelCase word names no step (\"ClickSend\" is no send), and an aside in brackets asks nothing: the list, its contact, then the SMS", () => {
  const calls: Call[] = [['clicksend.com', 'POST', '/sms/send'], ['clicksend.com', 'POST', '/lists'], ['clicksend.com', 'POST', '/lists/{list_id}/contacts']];
  const text = brief("Create a ClickSend contact list 'Beta testers', add +61411111111 (Sam Lee) to it, and send him an SMS 'Welcome to the beta'.", calls, briefFixtureCatalog());
  assert.deepEqual([...section(text, 'STEPS').matchAll(/^\d+\. (\w+ \S+)/gm)].map((match) => match[1]), ['POST /lists', 'POST /lists/{list_id}/contacts', 'POST /sms/send']);
  assert.match(section(text, 'FIT'), /^FIT: Fully/m);
});

test('a read the task names by "it" right after its reading verb, after a change, follows the change up though it says none of its words: DynamoDB\'s get after the put', () => {
  const put: Call = ['amazonaws.com/dynamodb', 'POST', '/#X-Amz-Target=DynamoDB_20120810.PutItem'];
  const get: Call = ['amazonaws.com/dynamodb', 'POST', '/#X-Amz-Target=DynamoDB_20120810.GetItem'];
  const text = brief("Put an item with id 'u-42' and name 'Ada' into the table users, then read it back by its id.", [get, put], briefFixtureCatalog());
  assert.match(section(text, 'STEPS'), /^1\. POST \/#X-Amz-Target=DynamoDB_20120810\.PutItem /m);
  // Nor does the API's name, written as one word, name both steps alike.
  const named = brief("Put an item with id 'u-42' and name 'Ada' into the DynamoDB table users, then read it back by its id.", [get, put], briefFixtureCatalog());
  assert.match(section(named, 'STEPS'), /^1\. POST \/#X-Amz-Target=DynamoDB_20120810\.PutItem /m);
  // Read first, where the task asks to read first.
  const first = brief("Read the item with id 'u-42' from the DynamoDB table users, then put a copy of it with id 'u-43'.", [put, get], briefFixtureCatalog());
  assert.match(section(first, 'STEPS'), /^1\. POST \/#X-Amz-Target=DynamoDB_20120810\.GetItem /m);
});

test("a Kubernetes object's name is its `metadata.name`, not the name of a part of it (a pod's `spec.os.name`, a `PodOS`), nor of what a change's answer says owns it", () => {
  const log: Call = ['kubernetes.io', 'GET', '/api/v1/namespaces/{namespace}/pods/{name}/log'];
  const listed = stepOf(brief('List the pods of namespace staging and read the logs of the first one.', [['kubernetes.io', 'GET', '/api/v1/namespaces/{namespace}/pods'], log], briefFixtureCatalog()), ...log.slice(1) as [string, string]).text;
  assert.match(listed, /- name ← step 1: items\[\]\.metadata\.name\n/);
  assert.match(listed, /\/namespaces\/staging\/pods\/\{name\}\/log/);
  // A new config map's answer names its owners (`metadata.ownerReferences[].name`): none of them is the pod.
  const made = stepOf(brief('Create a Kubernetes config map app-settings in namespace prod, then read the logs of the pod it configures.', [['kubernetes.io', 'POST', '/api/v1/namespaces/{namespace}/configmaps'], log], briefFixtureCatalog()), ...log.slice(1) as [string, string]).text;
  assert.doesNotMatch(made, /- name ← step 1/);
});

test("a search takes the name of a thing of a kind its path may search: Trakt's `/search/{type}` for \"the movie 'Arrival'\"", () => {
  const search: Call = ['trakt.tv', 'GET', '/search/{type}'];
  const text = stepOf(brief("Search Trakt for the movie 'Arrival'.", [search], briefFixtureCatalog()), 'GET', search[2]).text;
  assert.match(text, /\/search\/movie\?query=Arrival/);
});

test('"the Xs of the one named …" picks the one among other things than the Xs: Meraki\'s network named HQ, not a device', () => {
  const text = brief("List the Meraki networks of organization 549236 and list the devices of the one named 'HQ'.", [['meraki.com', 'GET', '/organizations/{organizationId}/networks'], ['meraki.com', 'GET', '/networks/{networkId}/devices']], briefFixtureCatalog());
  assert.match(stepOf(text, 'GET', '/networks/{networkId}/devices').text, /- networkId ← step 1: \[\]\.id, of the item where \[\]\.name == "HQ"/);
});

test("a three-letter path noun names the longer word it shortens (`/orgs` makes an organization), and a required field described as the text takes what is said (Telnyx's speak `payload`)", () => {
  const text = brief("Create an InfluxDB organization 'Acme Labs' and then a bucket 'metrics' in it.", [['influxdata.com', 'POST', '/orgs'], ['influxdata.com', 'POST', '/buckets']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', '/orgs').text, /\{"name":"Acme Labs"\}/);
  const speak: Call = ['telnyx.com', 'POST', '/calls/{call_control_id}/actions/speak'];
  const spoken = stepOf(brief("Speak 'Your appointment is tomorrow at 9' into the Telnyx call v3:abc123.", [speak], briefFixtureCatalog()), 'POST', speak[2]).text;
  assert.match(spoken, /"payload":"Your appointment is tomorrow at 9"/);
});

test("a link to a thing is no id of it: InfluxDB's write takes no `org` from the new bucket's `links.org`, a URI", () => {
  const write: Call = ['influxdata.com', 'POST', '/write'];
  const text = stepOf(brief("Create an InfluxDB bucket 'sensors', then write the point temp,room=kitchen value=21.5 into it.", [['influxdata.com', 'POST', '/buckets'], write], briefFixtureCatalog()), 'POST', '/write').text;
  assert.doesNotMatch(text, /links\.org/);
  assert.match(text, /- bucket ← step 1: id\n/);
});

test('"titled with its tag name" and "the release name as the subject" thread those fields of the thing said, not of a part it lists', () => {
  const latest: Call = ['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/releases/latest'];
  const issue = stepOf(brief('Get the latest release of octo/app on GitHub and open an issue in octo/docs titled with its tag name.', [latest, ['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/issues']], briefFixtureCatalog()), 'POST', '/repos/{owner}/{repo}/issues').text;
  assert.match(issue, /- title ← step 1: tag_name\n/);
  assert.doesNotMatch(issue, /- body ←/);
  const mail = stepOf(brief('Email the latest GitHub release of octo/app to team@acme.com with SendGrid from releases@acme.com, using the release name as the subject.', [latest, ['sendgrid.com', 'POST', '/mail/send']], briefFixtureCatalog()), 'POST', '/mail/send').text;
  assert.match(mail, /- subject ← step 1: name\n/);
});

test('a word the task tells of an answer names the field its short form names, whose description opens with the word: "post the temperature" is Weatherbit\'s `temp`', () => {
  const text = stepOf(brief('Get the current weather in Lisbon from Weatherbit and post the temperature to the Slack channel #ops.', [['weatherbit.io', 'GET', '/current?city={city}&country={country}'], ['slack.com', 'POST', '/chat.postMessage']], briefFixtureCatalog()), 'POST', '/chat.postMessage').text;
  assert.match(text, /- text ← step 1: data\[\]\.temp\n/);
  // Another word whose description opens otherwise ("Apparent temperature") is not it.
  assert.doesNotMatch(text, /app_temp/);
});

test('a version a create of a release is given is its tag, not its name: "Create a GitHub release v2.1.0" sets `tag_name`', () => {
  const create: Call = ['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/releases'];
  const text = stepOf(brief('Create a GitHub release v2.1.0 of octo/app.', [create], briefFixtureCatalog()), 'POST', create[2]).text;
  assert.match(text, /\{"tag_name":"v2\.1\.0"\}/);
  // A name the task gives in words stays the name.
  const named = stepOf(brief("Create a GitHub release v2.1.0 of octo/app called 'Spring update'.", [create], briefFixtureCatalog()), 'POST', create[2]).text;
  assert.match(named, /"name":"Spring update"/);
  assert.match(named, /"tag_name":"v2\.1\.0"/);
  // A number inside a quoted name is no version the release is given ("a release named 'Widgets 3.1'").
  const quoted = stepOf(brief("Create a GitHub release named 'Widgets 3.1' in octo/app.", [create], briefFixtureCatalog()), 'POST', create[2]).text;
  assert.match(quoted, /"tag_name":"<tag_name>"/);
});

test("a search whose terms may use operators still takes plain terms, and a kind its `type` may filter to names what it finds: Box's search for \"the Box file 'Q3-report.pdf'\" and \"files named 'Q3 forecast'\"", () => {
  const search: Call = ['box.com', 'GET', '/search'];
  const file = stepOf(brief("Find the Box file 'Q3-report.pdf'.", [search], briefFixtureCatalog()), 'GET', '/search').text;
  assert.match(file, /\/search\?query=Q3-report\.pdf/);
  const named = stepOf(brief("Search Box for files named 'Q3 forecast'.", [search], briefFixtureCatalog()), 'GET', '/search').text;
  assert.match(named, /\/search\?query=Q3%20forecast/);
});

test('a reading verb the task reads with more than once names no step by itself: "find Jira issues …, find the user …" searches the issues first', () => {
  const calls: Call[] = [['atlassian.com/jira', 'PUT', '/rest/api/3/issue/{issueIdOrKey}/assignee'], ['atlassian.com/jira', 'GET', '/rest/api/3/user/search'], ['atlassian.com/jira', 'GET', '/rest/api/3/search']];
  const text = brief("Find Jira issues in project WEB with status 'In Review', find the user sam@acme.com, and assign the first issue to him.", calls, briefFixtureCatalog());
  assert.deepEqual([...section(text, 'STEPS').matchAll(/^\d+\. (\w+ \S+)/gm)].map((match) => match[1]), ['GET /rest/api/3/search', 'GET /rest/api/3/user/search', 'PUT /rest/api/3/issue/{issueIdOrKey}/assignee']);
});

test('a parameter the spec\'s prose calls required is required: Braze\'s "(Required) String Segment API identifier"; "(Optional)" ones are not', () => {
  const calls: Call[] = [['braze.com', 'GET', '/segments/list'], ['braze.com', 'GET', '/segments/details'], ['braze.com', 'GET', '/segments/data_series']];
  const text = brief('List the Braze segments, then get the details of a segment and its size.', calls, briefFixtureCatalog());
  assert.match(stepOf(text, 'GET', '/segments/details').text, /\/segments\/details\?segment_id=<segment_id>\n/);
  assert.match(stepOf(text, 'GET', '/segments/data_series').text, /\/segments\/data_series\?segment_id=<segment_id>&length=<length>\n/);
  // The list's `page` and `sort_direction` say "(Optional)": nothing is asked of them.
  assert.match(stepOf(text, 'GET', '/segments/list').text, /GET https:\/\/\S+\/segments\/list\n/);
});

test('a language the task names takes the regional code of where it is most spoken, where the input lists only regional ones: "in English" is en-US, not the first listed', () => {
  const start: Call = ['amazonaws.com/transcribe', 'POST', '/#X-Amz-Target=Transcribe.StartTranscriptionJob'];
  const english = stepOf(brief("Start an Amazon Transcribe job called 'call-0412' for the recording s3://calls/0412.wav in English.", [start], briefFixtureCatalog()), 'POST', start[2]).text;
  assert.match(english, /"LanguageCode":"en-US"/);
  const portuguese = stepOf(brief("Start an Amazon Transcribe job called 'call-0412' for the recording s3://calls/0412.wav in Portuguese.", [start], briefFixtureCatalog()), 'POST', start[2]).text;
  assert.match(portuguese, /"LanguageCode":"pt-BR"/);
});

test('an action API names its thing by a body field: the job a start action is called is its `TranscriptionJobName`, and the get action on that job takes it from the start', () => {
  const calls: Call[] = [['amazonaws.com/transcribe', 'POST', '/#X-Amz-Target=Transcribe.GetTranscriptionJob'], ['amazonaws.com/transcribe', 'POST', '/#X-Amz-Target=Transcribe.StartTranscriptionJob']];
  const text = brief("Start an Amazon Transcribe job called 'call-0412' for the recording s3://calls/0412.wav, then check the job and get the transcript's URL.", calls, briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', calls[1][2]).text, /"TranscriptionJobName":"call-0412"/);
  const get = stepOf(text, 'POST', calls[0][2]);
  assert.equal(get.n, 2);
  assert.match(get.text, /- TranscriptionJobName ← step 1: TranscriptionJob\.TranscriptionJobName\n/);
});

test("a search takes the one value its own clause quotes, whatever word comes before it: \"Find Ticketmaster events for the artist 'Coldplay'\" searches for Coldplay", () => {
  const search: Call = ['ticketmaster.com/discovery', 'GET', '/discovery/v2/events'];
  const text = stepOf(brief("Find Ticketmaster events for the artist 'Coldplay' in London.", [search], briefFixtureCatalog()), 'GET', search[2]).text;
  assert.match(text, /[?&]keyword=Coldplay(?:&|\n)/);
  // Two quoted values leave the choice to the caller.
  const two = stepOf(brief("Find Ticketmaster events of the bands 'Coldplay' and 'Muse' in London.", [search], briefFixtureCatalog()), 'GET', search[2]).text;
  assert.doesNotMatch(two, /keyword=(?:Coldplay|Muse)/);
});

test('an id written after its thing is no name a nested state holds: "Stop EC2 instance i-0123456789abcdef0 and create an image of it" picks no item by `CurrentState.Name`', () => {
  const calls: Call[] = [['amazonaws.com/ec2', 'POST', '/#Action=StopInstances'], ['amazonaws.com/ec2', 'POST', '/#Action=CreateImage']];
  const text = brief("Stop EC2 instance i-0123456789abcdef0 and create an image of it named 'web-backup'.", calls, briefFixtureCatalog());
  const image = stepOf(text, 'POST', '/#Action=CreateImage').text;
  assert.match(image, /- InstanceId ← step 1: StoppingInstances\[\]\.InstanceId\n/);
  assert.doesNotMatch(image, /of the item where/);
});

test('a count of results takes the one count of things the task writes, whatever it calls them: "the 5 nearest neighbours" is Pinecone\'s `topK` 5; a page\'s size takes no such count', () => {
  const query = stepOf(brief('Query the Pinecone index for the 5 nearest neighbours of a vector.', [['pinecone.io', 'POST', '/query']]), 'POST', '/query').text;
  assert.match(query, /"topK":5/);
  // Two counts leave it to the caller.
  const two = stepOf(brief('Query the Pinecone index for the 5 nearest neighbours of 2 vectors.', [['pinecone.io', 'POST', '/query']]), 'POST', '/query').text;
  assert.match(two, /"topK":"<topK>"/);
  const compare: Call = ['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/compare/{basehead}'];
  const page = stepOf(brief('Compare two branches: list the commits in acme/widgets that are on feature/login but not on main.', [compare], briefFixtureCatalog()), 'GET', compare[2]).text;
  assert.doesNotMatch(page, /per_page=2/);
});

test('a count of things refers to none of them: Rekognition\'s `MaxFaces` takes no face id; the collection a create is called is its `CollectionId`, which the actions on it take from the create\'s request', () => {
  const calls: Call[] = [['amazonaws.com/rekognition', 'POST', '/#X-Amz-Target=RekognitionService.CreateCollection'], ['amazonaws.com/rekognition', 'POST', '/#X-Amz-Target=RekognitionService.IndexFaces'],
    ['amazonaws.com/rekognition', 'POST', '/#X-Amz-Target=RekognitionService.SearchFacesByImage']];
  const text = brief("Create a Rekognition face collection called 'employees', index the face in s3://photos/ana.jpg into it, then search the collection for faces matching s3://door-cam/frame-0042.jpg.", calls, briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', calls[0][2]).text, /\{"CollectionId":"employees"\}/);
  const search = stepOf(text, 'POST', calls[2][2]).text;
  assert.doesNotMatch(search, /MaxFaces ←|"MaxFaces":"</);
  assert.match(search, /- CollectionId ← step 1's request: CollectionId \(the value the caller sent there; the response does not return it\)\n/);
});

test("a body's own text takes the one value its clause quotes: \"Detect the sentiment of the review 'The battery died after two days'\" is Comprehend's `Text`", () => {
  const detect: Call = ['amazonaws.com/comprehend', 'POST', '/#X-Amz-Target=Comprehend_20171127.DetectSentiment'];
  const text = stepOf(brief("Detect the sentiment of the review 'The battery died after two days' in English with Amazon Comprehend.", [detect], briefFixtureCatalog()), 'POST', detect[2]).text;
  assert.match(text, /\{"Text":"The battery died after two days","LanguageCode":"en"\}/);
  // Two quoted values leave it to the caller.
  const two = stepOf(brief("Detect the sentiment of the reviews 'Great' and 'Awful' in English with Amazon Comprehend.", [detect], briefFixtureCatalog()), 'POST', detect[2]).text;
  assert.match(two, /"Text":"<Text>"/);
});

test('of two links, the one written after "to" or "into" is where a job writes (its `OutputDataConfig.S3Uri`), the other where it reads (`InputDataConfig.S3Uri`)', () => {
  const start: Call = ['amazonaws.com/comprehend', 'POST', '/#X-Amz-Target=Comprehend_20171127.StartEntitiesDetectionJob'];
  const text = stepOf(brief('Start an Amazon Comprehend entity detection job over s3://mail-dump/2024/ in English, writing results to s3://mail-out/.', [start], briefFixtureCatalog()), 'POST', start[2]).text;
  assert.match(text, /"InputDataConfig":\{"S3Uri":"s3:\/\/mail-dump\/2024\/"\},"OutputDataConfig":\{"S3Uri":"s3:\/\/mail-out\/"\}/);
  // Neither written after "to": the caller says which is which.
  const unsaid = stepOf(brief('Start an Amazon Comprehend entity detection job with s3://mail-dump/2024/ and s3://mail-out/ in English.', [start], briefFixtureCatalog()), 'POST', start[2]).text;
  assert.match(unsaid, /"InputDataConfig":\{"S3Uri":"<InputDataConfig\.S3Uri>"\}/);
});

test('inputs named only `from` and `to` take the ends of the one span the task writes: "a TfL journey from Paddington to Canary Wharf"', () => {
  const journey: Call = ['tfl.gov.uk', 'GET', '/Journey/JourneyResults/{from}/to/{to}'];
  const text = stepOf(brief('Plan a TfL journey from Paddington to Canary Wharf by tube.', [journey], briefFixtureCatalog()), 'GET', journey[2]).text;
  assert.match(text, /\/Journey\/JourneyResults\/Paddington\/to\/Canary%20Wharf/);
});

test("a country's string id is its code, and a currency named with another word is one: Magento's `address.country_id` \"in Germany\", Klarna's `purchase_currency`", () => {
  const estimate: Call = ['magento.com', 'POST', '/V1/guest-carts/{cartId}/estimate-shipping-methods'];
  assert.match(stepOf(brief('Estimate the shipping methods for Magento guest cart abc123 to postcode 10115 in Germany.', [estimate], briefFixtureCatalog()), 'POST', estimate[2]).text, /"country_id":"DE"/);
  const session: Call = ['klarna.com', 'POST', '/payments/v1/sessions'];
  const klarna = stepOf(brief('Create a Klarna payment session for a 49.90 EUR order in Germany.', [session], briefFixtureCatalog()), 'POST', session[2]).text;
  assert.match(klarna, /"order_amount":4990/);
  assert.match(klarna, /"purchase_currency":"EUR"/);
});

test("an action API's thing is named by the last word of its compound too: a Comprehend entity detection job \"named 'support-mails'\" is its `JobName`", () => {
  const start: Call = ['amazonaws.com/comprehend', 'POST', '/#X-Amz-Target=Comprehend_20171127.StartEntitiesDetectionJob'];
  const text = stepOf(brief("Start an Amazon Comprehend entity detection job named 'support-mails' over s3://mail-dump/2024/ in English.", [start], briefFixtureCatalog()), 'POST', start[2]).text;
  assert.match(text, /"JobName":"support-mails"/);
});

test("a text one object down takes the clause's one quoted value where the body holds no text of its own: Google Text-to-Speech's `input.text`", () => {
  const synthesize: Call = ['googleapis.com/texttospeech', 'POST', '/v1beta1/text:synthesize'];
  const text = stepOf(brief("Synthesize 'Guten Morgen' in German with Google Text-to-Speech as MP3.", [synthesize], briefFixtureCatalog()), 'POST', synthesize[2]).text;
  assert.match(text, /"input":\{"text":"Guten Morgen"\}/);
});

test("a search's optional `<thing>Name` takes the name quoted after that thing: setlist.fm's `artistName` of \"the artist 'Radiohead'\"", () => {
  const search: Call = ['setlist.fm', 'GET', '/1.0/search/artists'];
  const text = stepOf(brief("Search setlist.fm for the artist 'Radiohead'.", [search], briefFixtureCatalog()), 'GET', search[2]).text;
  assert.match(text, /\/search\/artists\?artistName=Radiohead\n/);
});

test("a list's item that only wraps one object is no level of its own: Musixmatch's track search answers `message.body.track_list[].track.track_id`, which the lyrics take", () => {
  const calls: Call[] = [['musixmatch.com', 'GET', '/track.lyrics.get'], ['musixmatch.com', 'GET', '/track.search']];
  const text = brief("Find the Musixmatch track 'Bohemian Rhapsody' by Queen and get its lyrics.", calls, briefFixtureCatalog());
  assert.match(stepOf(text, 'GET', '/track.lyrics.get').text, /- track_id ← step 1: message\.body\.track_list\[\]\.track\.track_id\n/);
  assert.match(section(text, 'FIT'), /Fully/);
});

test('the person a path ends at takes the address the task writes for that person, and no later optional field takes it too: "Find the Asana user sam@acme.com … mark the first one complete"', () => {
  const calls: Call[] = [['asana.com', 'PUT', '/tasks/{task_gid}'], ['asana.com', 'GET', '/tasks'], ['asana.com', 'GET', '/users/{user_gid}']];
  const text = brief('Find the Asana user sam@acme.com, list the tasks assigned to him in workspace 1200001, and mark the first one complete.', calls, briefFixtureCatalog());
  assert.deepEqual([...section(text, 'STEPS').matchAll(/^\d+\. (\w+ \S+)/gm)].map((match) => match[1]), ['GET /users/{user_gid}', 'GET /tasks', 'PUT /tasks/{task_gid}']);
  assert.match(stepOf(text, 'GET', '/users/{user_gid}').text, /\/users\/sam%40acme\.com\n/);
  assert.doesNotMatch(stepOf(text, 'PUT', '/tasks/{task_gid}').text, /"followers":\["sam@acme\.com"\]/);
});

test("a create's name is quoted after what the call's own name says it makes, and HTML goes to an input that takes HTML: Linode's \"Snapshot Create\" label, Mailchimp's content `html`", () => {
  const snapshot: Call = ['linode.com', 'POST', '/linode/instances/{linodeId}/backups'];
  assert.match(stepOf(brief("Take a manual snapshot called 'pre-upgrade' of the Linode 1234.", [snapshot], briefFixtureCatalog()), 'POST', snapshot[2]).text, /\{"label":"pre-upgrade"\}/);
  const content: Call = ['mailchimp.com', 'PUT', '/campaigns/{campaign_id}/content'];
  assert.match(stepOf(brief("Set the content of Mailchimp campaign 42af to '<h1>Hello</h1>'.", [content], briefFixtureCatalog()), 'PUT', content[2]).text, /"html":"<h1>Hello<\/h1>"/);
});

test("a name the task gives another thing titles nothing of the step's: \"in the calendar called 'Team'\" is no new event's `gadget.title` or `source.title`", () => {
  const calls: Call[] = [['googleapis.com/calendar', 'GET', '/users/me/calendarList'], ['googleapis.com/calendar', 'POST', '/calendars/{calendarId}/events']];
  const text = stepOf(brief("Create a Google Calendar event 'Sprint review' in the calendar called 'Team', inviting ana@acme.com.", calls, briefFixtureCatalog()), 'POST', calls[1][2]).text;
  assert.match(text, /"summary":"Sprint review"/);
  assert.doesNotMatch(text, /"title":"Team"/);
  assert.match(text, /- calendarId ← step 1: items\[\]\.id, of the item where items\[\]\.summary == "Team"\n/);
});

test('an emoji written bare in snake case right before "reaction" is the reaction: "add a white_check_mark reaction" is Slack\'s `name`', () => {
  const text = stepOf(brief('Add a white_check_mark reaction to the Slack message 1712345678.000100 in channel C024BE91L.', [['slack.com', 'POST', '/reactions.add']]), 'POST', '/reactions.add').text;
  assert.match(text, /name=white_check_mark/);
});

test("a field named in several words is named by the step's own clauses: \"… then exchange the public token for an access token\" sends Plaid's link token create no `access_token`", () => {
  const calls: Call[] = [['plaid.com', 'POST', '/link/token/create'], ['plaid.com', 'POST', '/item/public_token/exchange']];
  const text = brief('Get a Plaid link token for user u-42, then exchange the public token the user gets for an access token.', calls, briefFixtureCatalog());
  const create = stepOf(text, 'POST', calls[0][2]).text.split('Request:\n')[1];
  assert.match(create, /"user":\{"client_user_id":"u-42"\}/);
  assert.doesNotMatch(create, /access_token/);
});

test("a person's full name quoted after the person's word is their first and last name: \"a Square customer 'Tom Lee'\"; a company's is not (\"the Xero contact 'Acme Pty'\")", () => {
  const create: Call = ['squareup.com', 'POST', '/v2/customers'];
  const text = stepOf(brief("Create a Square customer 'Tom Lee' with email tom@lee.io.", [create], briefFixtureCatalog()), 'POST', create[2]).text;
  assert.match(text, /"family_name":"Lee","given_name":"Tom"/);
  const company = stepOf(brief("Create a Square customer 'Acme Pty' with email ops@acme.io.", [create], briefFixtureCatalog()), 'POST', create[2]).text;
  assert.doesNotMatch(company, /"given_name":"Acme"/);
});

test('a search takes the one hashtag its clause writes where it is no chat\'s: "Search recent tweets mentioning #rustlang"', () => {
  const search: Call = ['twitter.com/current', 'GET', '/2/tweets/search/recent'];
  const text = stepOf(brief('Search recent tweets mentioning #rustlang.', [search], briefFixtureCatalog()), 'GET', search[2]).text;
  assert.match(text, /\/2\/tweets\/search\/recent\?query=%23rustlang/);
});

test("a path's id the task writes as the quoted name another step gives what it makes comes from that create: \"Create a Microsoft Teams channel 'incident-42' … post … in it\"", () => {
  const calls: Call[] = [['microsoft.com/graph', 'POST', '/teams/{team-id}/channels'], ['microsoft.com/graph', 'POST', '/teams/{team-id}/channels/{channel-id}/messages']];
  const text = brief("Create a Microsoft Teams channel 'incident-42' in team 9f1c and post the message 'War room open' in it.", calls, briefFixtureCatalog());
  const post = stepOf(text, 'POST', calls[1][2]).text;
  assert.match(post, /\/teams\/9f1c\/channels\/\{channel-id\}\/messages\n/);
  assert.match(post, /- channel-id ← step 1: id\n/);
  assert.doesNotMatch(post, /"channelId":"incident-42"/);
});

test('a value of capitals the input allows is written in capitals, whole, a lone letter after its article: "the A records" are DigitalOcean\'s records of `type` A', () => {
  const list: Call = ['digitalocean.com', 'GET', '/v2/domains/{domain_name}/records'];
  const text = stepOf(brief('List the A records named www of the DigitalOcean domain example.com.', [list], briefFixtureCatalog()), 'GET', list[2]).text;
  assert.match(text, /[?&]type=A\b/);
  // The article a sentence opens with is no value.
  const opening = stepOf(brief('A list of the records of the DigitalOcean domain example.com, please.', [list], briefFixtureCatalog()), 'GET', list[2]).text;
  assert.doesNotMatch(opening, /type=A\b/);
});

test('a link written as a setting\'s value is that setting\'s, no link input\'s of another step: "API_URL=https://api.acme.io … then redeploy it" sets no `gitMetadata.remoteUrl`', () => {
  const calls: Call[] = [['vercel.com', 'POST', '/v10/projects/{idOrName}/env'], ['vercel.com', 'POST', '/v13/deployments']];
  const text = brief("Add the environment variable API_URL=https://api.acme.io to the Vercel project 'storefront' for production, then redeploy it.", calls, briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', calls[0][2]).text, /"value":"https:\/\/api\.acme\.io"/);
  assert.doesNotMatch(stepOf(text, 'POST', calls[1][2]).text, /"remoteUrl":"https:\/\/api\.acme\.io"/);
});

test('an ordinal of the given thing\'s own kind picks that thing, no other a list of it holds: "the latest Vercel deployment\'s build events for deployment dpl_89Ab … cancel it" cancels dpl_89Ab', () => {
  const calls: Call[] = [['vercel.com', 'GET', '/v2/deployments/{idOrUrl}/events'], ['vercel.com', 'PATCH', '/v12/deployments/{id}/cancel']];
  const text = brief("Get the latest Vercel deployment's build events for deployment dpl_89Ab and cancel it if it is still building.", calls, briefFixtureCatalog());
  assert.match(stepOf(text, 'PATCH', calls[1][2]).text, /\/v12\/deployments\/dpl_89Ab\/cancel\n/);
});

test('a key in capitals the task says is a thing\'s key is that thing\'s id or key: "the Jira project with key OPS"', () => {
  const get: Call = ['atlassian.com/jira', 'GET', '/rest/api/3/project/{projectIdOrKey}'];
  const text = stepOf(brief('Find the Jira project with key OPS.', [get], briefFixtureCatalog()), 'GET', get[2]).text;
  assert.match(text, /\/rest\/api\/3\/project\/OPS\n/);
});

test('a name quoted between a thing\'s article and its noun is its name past a word of kind: "a 30-minute \'Sync\' event" is the event\'s `summary`', () => {
  const insert: Call = ['googleapis.com/calendar', 'POST', '/calendars/{calendarId}/events'];
  const text = stepOf(brief("Book a 30-minute 'Sync' event in my primary Google calendar.", [insert], briefFixtureCatalog()), 'POST', insert[2]).text;
  assert.match(text, /"summary":"Sync"/);
});

test('a value the input allows is written in the plural too, unless it is what a step lists: "follow the artists" is Spotify\'s `type: artist`, "list the members" asks GitHub for no `role: member`', () => {
  const follow: Call = ['spotify.com', 'PUT', '/me/following'];
  const followed = stepOf(brief('Follow the Spotify artists 0OdUWJ0sBjDrqHygGUXeCF and 1vCWHaC5f2uS3yhpwWbIA6.', [follow], briefFixtureCatalog()), 'PUT', follow[2]).text;
  assert.match(followed, /[?&]type=artist\b/);
  const members: Call = ['github.com/api.github.com', 'GET', '/orgs/{org}/members'];
  const listed = stepOf(brief('List the members of the GitHub org acme.', [members], briefFixtureCatalog()), 'GET', members[2]).text;
  assert.match(listed, /\/orgs\/acme\/members/);
  assert.doesNotMatch(listed, /role=member/);
});

test('a create told the state its verb asks for takes it where the state is required, and a tag quoted after "tag her" is the tag: "Subscribe jane@acme.com … and tag her \'vip\'"', () => {
  const calls: Call[] = [['mailchimp.com', 'POST', '/lists/{list_id}/members'], ['mailchimp.com', 'POST', '/lists/{list_id}/members/{subscriber_hash}/tags']];
  const text = brief("Subscribe jane@acme.com to the Mailchimp audience a1b2c3 and tag her 'vip'.", calls, briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', calls[0][2]).text, /"status":"subscribed"/);
  assert.match(stepOf(text, 'POST', calls[1][2]).text, /"name":"vip"/);
});

test('a value a parameter\'s description offers for a case the task names is that value: "the Box folder \'Reports\' that sits in the root folder" lists folder 0 first, and the upload goes into the listed folder', () => {
  const calls: Call[] = [['box.com', 'POST', '/files/content'], ['box.com', 'GET', '/folders/{folder_id}/items']];
  const text = brief("Upload report.pdf into the Box folder 'Reports' that sits in the root folder.", calls, briefFixtureCatalog());
  const list = stepOf(text, 'GET', calls[1][2]);
  const upload = stepOf(text, 'POST', calls[0][2]);
  assert.ok(list.n < upload.n, 'the folder is found before the file goes into it');
  assert.match(list.text, /\/folders\/0\/items\n/);
  assert.match(upload.text, new RegExp(`- attributes\\.parent\\.id ← step ${list.n}: entries\\[\\]\\.id`));
  // Another case that opens with the same word is not that case.
  const other = stepOf(brief("List the items of the root user's Box folder 777.", [calls[1]], briefFixtureCatalog()), 'GET', calls[1][2]).text;
  assert.match(other, /\/folders\/777\/items\n/);
});

test('a listed thing whose `type` one of a union\'s branches allows is of that kind: a folder Box\'s search finds is where an upload goes', () => {
  const calls: Call[] = [['box.com', 'GET', '/search'], ['box.com', 'POST', '/files/content']];
  const text = brief("Search Box for the folder 'Reports' and upload report.pdf into it.", calls, briefFixtureCatalog());
  assert.match(stepOf(text, 'GET', calls[0][2]).text, /entries\[\]\.type \(string, one of: file, folder, web_link\)/);
  assert.match(stepOf(text, 'POST', calls[1][2]).text, /- attributes\.parent\.id ← step 1: entries\[\]\.id/);
});

test('an action\'s kind is no verb that only reads: "List the spots, add sets to one of them" asks for no set of `type: list`', () => {
  const calls: Call[] = [['intellifi.nl', 'GET', '/spots'], ['intellifi.nl', 'POST', '/spots/{id}/sets']];
  const text = brief('List the spots, add sets to one of them.', calls, briefFixtureCatalog());
  const add = stepOf(text, 'POST', calls[1][2]).text;
  assert.match(add, /type \(string, one of: areacode, [^)]*list/);
  assert.doesNotMatch(add, /"type":"list"/);
});

test('a verb of sending by a medium asks for the send its step names: "finalize it and email it to them" finalizes the Stripe invoice before sending it', () => {
  const calls: Call[] = [['stripe.com', 'GET', '/v1/invoices'], ['stripe.com', 'POST', '/v1/invoices/{invoice}/send'], ['stripe.com', 'POST', '/v1/invoices/{invoice}/finalize']];
  const text = brief("Find Stripe customer cus_N1x's draft invoice, finalize it and email it to them.", calls, briefFixtureCatalog());
  const [list, send, finalize] = calls.map((call) => stepOf(text, call[1], call[2]).n);
  assert.deepEqual([list, finalize, send], [1, 2, 3]);
});

test('an open answer that declares only `ok` has the fields its example shows, and a search\'s matches are the things it finds: Slack\'s found message gives the reaction its `channel` and `timestamp`', () => {
  const calls: Call[] = [['slack.com', 'GET', '/search.messages'], ['slack.com', 'POST', '/reactions.add']];
  const text = brief("Find the Slack message that mentions 'rollback' and react to it with :eyes:.", calls, briefFixtureCatalog());
  const react = stepOf(text, 'POST', calls[1][2]).text;
  assert.match(react, /- channel ← step 1: messages\.matches\[\]\.channel\.id/);
  assert.match(react, /- timestamp ← step 1: messages\.matches\[\]\.ts/);
});

test('a create\'s input whose description shows a fully qualified branch reference takes the made branch so: "Create a branch \'release/1.4\'" is GitHub\'s new ref `refs/heads/release/1.4`', () => {
  const calls: Call[] = [['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/git/ref/{ref}'], ['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/git/refs']];
  const text = brief("Create a branch 'release/1.4' in acme/api from the head of main.", calls, briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', calls[1][2]).text, /"ref":"refs\/heads\/release\/1\.4"/);
});

test('a state quoted after "to" in a clause that moves a thing picks the listed item of that name: "Move Jira issue OPS-12 to \'In Progress\'" takes that transition\'s id', () => {
  const calls: Call[] = [['atlassian.com/jira', 'GET', '/rest/api/3/issue/{issueIdOrKey}/transitions'], ['atlassian.com/jira', 'POST', '/rest/api/3/issue/{issueIdOrKey}/transitions']];
  const text = brief("Move Jira issue OPS-12 to 'In Progress'.", calls, briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', calls[1][2]).text, /- transition\.id ← step 1: transitions\[\]\.id, of the item where transitions\[\]\.name == "In Progress"/);
});

test('a role named by what it may do before the access it is: "give sam@acme.com comment access" is Drive\'s `role: commenter`', () => {
  const share: Call = ['googleapis.com/drive', 'POST', '/files/{fileId}/permissions'];
  const text = stepOf(brief('Give sam@acme.com comment access to the Drive file 1A2b3C4d5E6f.', [share], briefFixtureCatalog()), 'POST', share[2]).text;
  assert.match(text, /"role":"commenter"/);
});

test('FIT reads a condition written ahead of its comma as asking nothing, and a bare find of someone in a named API as a read: "Whenever you get this, look up …", "Find her in Stripe"', () => {
  const slack: Call[] = [['slack.com', 'GET', '/users.lookupByEmail'], ['slack.com', 'POST', '/conversations.open'], ['slack.com', 'POST', '/chat.postMessage']];
  const dm = "Whenever you get this, look up the Slack user whose email is oncall@acme.com and send them a direct message saying 'Deploy 412 failed'.";
  assert.match(section(brief(dm, slack, briefFixtureCatalog()), 'FIT'), /^FIT: Fully/);
  const find: Call[] = [['stripe.com', 'GET', '/v1/customers']];
  assert.match(section(brief('A customer, jane@acme.com, says she was charged twice. Find her in Stripe.', find, briefFixtureCatalog()), 'FIT'), /^FIT: Fully/);
});

test('a name quoted after the input\'s own thing picks that thing from a step listing it, by the number the input says it takes, and a change takes the one things move to: GitHub\'s milestones \'Q3\' and \'Q4\'', () => {
  const calls: Call[] = [['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/issues'], ['github.com/api.github.com', 'PATCH', '/repos/{owner}/{repo}/issues/{issue_number}'], ['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/milestones']];
  const text = brief("Find every open GitHub issue in acme/api with the milestone 'Q3' and move them to the milestone 'Q4'.", calls, briefFixtureCatalog());
  const milestones = stepOf(text, 'GET', calls[2][2]);
  assert.equal(milestones.n, 1);
  assert.match(stepOf(text, 'GET', calls[0][2]).text, /- milestone ← step 1: \[\]\.number, of the item where \[\]\.title == "Q3"/);
  assert.match(stepOf(text, 'PATCH', calls[1][2]).text, /- milestone ← step 1: \[\]\.number, of the item where \[\]\.title == "Q4"/);
});

test('a create\'s query name first of all its own thing\'s takes no other thing\'s name: a GitHub release asset\'s `name` is not the release\'s', () => {
  const calls: Call[] = [['github.com/api.github.com', 'GET', '/repos/{owner}/{repo}/releases/latest'], ['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/releases/{release_id}/assets']];
  const upload = stepOf(brief('Grab the newest release of the GitHub repo acme/cli and upload dist/cli-linux.tar.gz to it as an asset.', calls, briefFixtureCatalog()), 'POST', calls[1][2]).text;
  assert.match(upload, /- release_id ← step 1: id/);
  assert.doesNotMatch(upload, /- name ← step 1/);
});

test('the person a lookup\'s filter found by address is found there: no optional field of a later change takes the address too ("Find the Stripe customer with email amy@acme.com … refund her …" sends no `instructions_email`)', () => {
  const calls: Call[] = [['stripe.com', 'GET', '/v1/customers'], ['stripe.com', 'POST', '/v1/refunds']];
  const text = brief('Find the Stripe customer with email amy@acme.com and refund her payment pi_3Nx.', calls, briefFixtureCatalog());
  assert.match(stepOf(text, 'GET', calls[0][2]).text, /email=amy%40acme\.com/);
  assert.doesNotMatch(stepOf(text, 'POST', calls[1][2]).text, /instructions_email=/);
});

test('a change\'s answer that echoes an id of a named thing it was sent is no origin of it where a lookup gives it: YouTube\'s like takes the searched video\'s id, and goes before the comment as the task asks', () => {
  const calls: Call[] = [['googleapis.com/youtube', 'GET', '/youtube/v3/search'], ['googleapis.com/youtube', 'POST', '/youtube/v3/videos/rate'], ['googleapis.com/youtube', 'POST', '/youtube/v3/commentThreads']];
  const text = brief("Search YouTube for the video 'Never Gonna Give You Up', like the top result, and leave the comment 'Classic!' on it.", calls, briefFixtureCatalog());
  const rate = stepOf(text, 'POST', calls[1][2]);
  assert.equal(rate.n, 2);
  assert.match(rate.text, /- id ← step 1: items\[\]\.id\.videoId/);
  assert.match(stepOf(text, 'POST', calls[2][2]).text, /- snippet\.videoId ← step 1: items\[\]\.id\.videoId/);
});

test('a search takes the text quoted after what its clause searches for, whatever kind of thing that names: "Search YouTube for the video \'Never Gonna Give You Up\'"', () => {
  const search: Call = ['googleapis.com/youtube', 'GET', '/youtube/v3/search'];
  const rate: Call = ['googleapis.com/youtube', 'POST', '/youtube/v3/videos/rate'];
  const text = stepOf(brief("Search YouTube for the video 'Never Gonna Give You Up' and like the top result.", [search, rate], briefFixtureCatalog()), 'GET', search[2]).text;
  assert.match(text, /[?&]q=Never%20Gonna%20Give%20You%20Up/);
});

test('a leading verb that names its medium says the channel: "Text a verification code to +14155550123" is Twilio Verify\'s `Channel: sms`', () => {
  const send: Call = ['twilio.com/twilio_verify_v2', 'POST', '/v2/Services/{ServiceSid}/Verifications'];
  const text = stepOf(brief('Text a verification code to +14155550123 with my Twilio Verify service VA1234567890abcdef1234567890abcdef.', [send], briefFixtureCatalog()), 'POST', send[2]).text;
  assert.match(text, /Channel=sms/);
});

test('a verb a selected step is named by is that step\'s, not a send: "Reboot my pod 4411 and then ping it" reboots first', () => {
  const calls: Call[] = [['solarvps.com', 'GET', '/pods/{podId}/ping'], ['solarvps.com', 'GET', '/pods/{podId}/{action}']];
  const text = brief('Reboot my pod 4411 and then ping it.', calls, briefFixtureCatalog());
  assert.equal(stepOf(text, 'GET', calls[1][2]).n, 1);
  assert.equal(stepOf(text, 'GET', calls[0][2]).n, 2);
});

test('a sort key\'s value is what a task sorts by, not an attribute it speaks of: "I only know its name" asks GitLab\'s project search for no `order_by`; "sorted by their name" does', () => {
  const search: Call = ['gitlab.com', 'GET', '/v3/projects/search/{query}'];
  const labels: Call = ['gitlab.com', 'GET', '/v3/projects/{id}/labels'];
  const known = stepOf(brief("Which labels does our GitLab project 'billing-service' have? I only know its name.", [labels, search], briefFixtureCatalog()), 'GET', search[2]).text;
  assert.match(known, /GET https:\/\/gitlab\.com\/api\/v3\/projects\/search\/billing-service\n/);
  const sorted = stepOf(brief("Find my GitLab projects matching 'billing', sorted by their name.", [search], briefFixtureCatalog()), 'GET', search[2]).text;
  assert.match(sorted, /order_by=name/);
});

test('a path input its description says also accepts an email address takes the one the step\'s own verb acts on: "Archive alice@example.com from our Mailchimp audience" is Mailchimp\'s `subscriber_hash`', () => {
  const archive: Call = ['mailchimp.com', 'DELETE', '/lists/{list_id}/members/{subscriber_hash}'];
  const text = stepOf(brief("Someone replied asking to be removed. Archive alice@example.com from our Mailchimp audience named 'Newsletter'.", [['mailchimp.com', 'GET', '/lists'], archive], briefFixtureCatalog()), 'DELETE', archive[2]).text;
  assert.match(text, /DELETE https:\/\/server\.api\.mailchimp\.com\/3\.0\/lists\/\{list_id\}\/members\/alice%40example\.com/);
});

test('cells written as a span on a tab the task names are that tab\'s range: "cells A1 to D20 of the \'Budget\' tab" is Sheets\' `Budget!A1:D20`, for the read and the append after it', () => {
  const read: Call = ['googleapis.com/sheets', 'GET', '/v4/spreadsheets/{spreadsheetId}/values/{range}'];
  const append: Call = ['googleapis.com/sheets', 'POST', '/v4/spreadsheets/{spreadsheetId}/values/{range}:append'];
  const text = brief("What's in cells A1 to D20 of the 'Budget' tab of spreadsheet 1AbCdEf? Append a row with today's total under it.", [append, read], briefFixtureCatalog());
  assert.match(stepOf(text, 'GET', read[2]).text, /\/values\/Budget!A1%3AD20\b/);
  assert.match(stepOf(text, 'POST', append[2]).text, /\/values\/Budget!A1%3AD20:append/);
});

test('a plain `name` its description says is a domain\'s takes the one domain the task writes: "Is example-shop.dev free to buy on Vercel? If so, buy it."', () => {
  const status: Call = ['vercel.com', 'GET', '/v4/domains/status'];
  const buy: Call = ['vercel.com', 'POST', '/v4/domains/buy'];
  const text = brief('Is example-shop.dev free to buy on Vercel? If so, buy it.', [buy, status], briefFixtureCatalog());
  assert.match(stepOf(text, 'GET', status[2]).text, /\/v4\/domains\/status\?name=example-shop\.dev/);
  assert.match(stepOf(text, 'POST', buy[2]).text, /\{"name":"example-shop\.dev"\}/);
});

test('a name quoted right after the verb that makes the thing, then where it goes, is its title: "Add \'Buy milk\' to my Google Tasks list called \'Groceries\'"', () => {
  const insert: Call = ['googleapis.com/tasks', 'POST', '/tasks/v1/lists/{tasklist}/tasks'];
  const text = brief("Add 'Buy milk' to my Google Tasks list called 'Groceries', due tomorrow.", [insert, ['googleapis.com/tasks', 'GET', '/tasks/v1/users/@me/lists']], briefFixtureCatalog());
  assert.match(stepOf(text, 'POST', insert[2]).text, /\{"title":"Buy milk"\}/);
  assert.match(stepOf(text, 'POST', insert[2]).text, /tasklist ← step 1: items\[\]\.id, of the item where items\[\]\.title == "Groceries"/);
});

test('a required field its description says takes Base64 is a trap the brief names: GitHub\'s file `content`', () => {
  const update: Call = ['github.com/api.github.com', 'PUT', '/repos/{owner}/{repo}/contents/{path}'];
  const text = brief("Update README.md on octo/shop so it says 'Shop 2.0' at the top.", [update], briefFixtureCatalog());
  assert.match(text, /step 1 \(PUT \/repos\/\{owner\}\/\{repo\}\/contents\/\{path\}\): content takes Base64-encoded data/);
});

test('a label list takes every text a clause quotes where they are one list and the clause speaks of labels: "Label issue 12 in octo/shop with \'bug\' and \'p1\'"', () => {
  const add: Call = ['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/issues/{issue_number}/labels'];
  const text = stepOf(brief("Label issue 12 in octo/shop with 'bug' and 'p1'.", [add], briefFixtureCatalog()), 'POST', add[2]).text;
  assert.match(text, /\{"labels":\["bug","p1"\]\}/);
});

test('of a verb joined by a dash the first word says how: "squash-merge it" is GitHub\'s `merge_method: squash`', () => {
  const merge: Call = ['github.com/api.github.com', 'PUT', '/repos/{owner}/{repo}/pulls/{pull_number}/merge'];
  const text = stepOf(brief('Squash-merge pull request 301 in octo/shop.', [merge], briefFixtureCatalog()), 'PUT', merge[2]).text;
  assert.match(text, /"merge_method":"squash"/);
});

test('a file name quoted before its thing is the path input its description says may take it: "Kick off the \'deploy.yml\' workflow" is GitHub\'s `{workflow_id}`, so FIT is Fully', () => {
  const dispatch: Call = ['github.com/api.github.com', 'POST', '/repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches'];
  const text = brief("Kick off the 'deploy.yml' workflow on the main branch of octo/shop.", [dispatch], briefFixtureCatalog());
  assert.match(text, /^FIT: Fully/m);
  assert.match(stepOf(text, 'POST', dispatch[2]).text, /\/actions\/workflows\/deploy\.yml\/dispatches/);
});

test('a read the task asks for before a change by "after …ing" reads what was there before it: "Pay invoice in_777, after checking who the customer is" reads the invoice\'s customer first, then pays', () => {
  const pay: Call = ['stripe.com', 'POST', '/v1/invoices/{invoice}/pay'];
  const customer: Call = ['stripe.com', 'GET', '/v1/customers/{customer}'];
  const invoice: Call = ['stripe.com', 'GET', '/v1/invoices/{invoice}'];
  const text = brief("Pay invoice in_777 now using the customer's default card, after checking who the customer is.", [pay, customer, invoice], briefFixtureCatalog());
  assert.ok(stepOf(text, 'GET', customer[2]).n < stepOf(text, 'POST', pay[2]).n);
  assert.match(stepOf(text, 'GET', customer[2]).text, new RegExp(`customer ← step ${stepOf(text, 'GET', invoice[2]).n}: customer\\n`));
});

test('a list item\'s field named for the thing a selected create makes takes what it made and puts that create first: Stripe\'s subscription `items[].price` ← the new price', () => {
  const subscribe: Call = ['stripe.com', 'POST', '/v1/subscriptions'];
  const price: Call = ['stripe.com', 'POST', '/v1/prices'];
  const text = brief('Set up a monthly Stripe subscription at 15 EUR for customer cus_123.', [subscribe, price], briefFixtureCatalog());
  const made = stepOf(text, 'POST', price[2]);
  assert.equal(made.n, 1);
  assert.match(stepOf(text, 'POST', subscribe[2]).text, /- items\[\]\.price ← step 1: id\n/);
});

test('a code in capitals a task adds or removes as a thing goes to the input named for adding or removing such things: "by removing the INBOX label" is Gmail\'s `removeLabelIds`', () => {
  const modify = stepOf(brief('Archive every Gmail message from newsletter@spam.com by removing the INBOX label', [['googleapis.com/gmail', 'GET', '/gmail/v1/users/{userId}/messages'], ['googleapis.com/gmail', 'POST', '/gmail/v1/users/{userId}/messages/batchModify']], briefFixtureCatalog()), 'POST', '/gmail/v1/users/{userId}/messages/batchModify').text;
  assert.match(modify, /"removeLabelIds":\["INBOX"\]/);
  assert.doesNotMatch(modify, /"addLabelIds"/);
});

test('a name quoted right after "put" at a clause\'s start, then where it goes, is what the create makes: "If so, put \'Dentist\' on my primary calendar then" is the event\'s `summary`', () => {
  const insert: Call = ['googleapis.com/calendar', 'POST', '/calendars/{calendarId}/events'];
  const text = stepOf(brief("Am I free tomorrow afternoon? If so, put 'Dentist' on my primary calendar then.", [insert], briefFixtureCatalog()), 'POST', insert[2]).text;
  assert.match(text, /"summary":"Dentist"/);
});

test('a required query `text` takes the one text its clause quotes: Google Calendar\'s quick add of \'Lunch with Priya Friday 1pm\'', () => {
  const quickAdd: Call = ['googleapis.com/calendar', 'POST', '/calendars/{calendarId}/events/quickAdd'];
  const text = stepOf(brief("Quick-add 'Lunch with Priya Friday 1pm' to my primary Google Calendar.", [quickAdd], briefFixtureCatalog()), 'POST', quickAdd[2]).text;
  assert.match(text, /quickAdd\?text=Lunch%20with%20Priya%20Friday%201pm/);
});

test('the one id a task writes as an id is the one id a step\'s path takes, whatever the task calls its thing: "Export the Google Doc with id 1xYz as a PDF" is Drive\'s `{fileId}`', () => {
  const exported: Call = ['googleapis.com/drive', 'GET', '/files/{fileId}/export'];
  const text = brief('Export the Google Doc with id 1xYz as a PDF.', [exported], briefFixtureCatalog());
  assert.match(stepOf(text, 'GET', exported[2]).text, /\/files\/1xYz\/export\?mimeType=application%2Fpdf/);
  assert.match(text, /^FIT: Fully/m);
});

test('codes in capitals a description gives as examples of its values are values the task may write: "with an A record" is DigitalOcean\'s new record\'s `type` A ("For example: A, CNAME, TXT")', () => {
  const create: Call = ['digitalocean.com', 'POST', '/v2/domains/{domain_name}/records'];
  const text = stepOf(brief('Point api.example.com at 203.0.113.7 with an A record on our DigitalOcean domain example.com.', [create]), 'POST', create[2]).text;
  assert.match(text, /"type":"A"/);
});

test('a tag\'s name is quoted after "tagged" too: "every droplet tagged \'web\'" lists DigitalOcean\'s droplets by `tag_name`', () => {
  const list: Call = ['digitalocean.com', 'GET', '/v2/droplets'];
  const text = stepOf(brief("List every droplet tagged 'web'.", [list], briefFixtureCatalog()), 'GET', list[2]).text;
  assert.match(text, /GET https:\/\/api\.digitalocean\.com\/v2\/droplets\?tag_name=web\n/);
});

test('a plain input beside one named for an end of the same thing is the other end: "Forward message 12 from chat @newsroom to chat -100987" sends Telegram\'s `chat_id` -100987, `from_chat_id` @newsroom', () => {
  const forward: Call = ['telegram.org', 'POST', '/forwardMessage'];
  const text = stepOf(brief('Forward message 12 from chat @newsroom to chat -100987 on Telegram.', [forward], briefFixtureCatalog()), 'POST', forward[2]).text;
  assert.match(text, /\{"chat_id":-100987,"from_chat_id":"@newsroom","message_id":12\}/);
});
