// How major providers take credentials where their specs in the directory leave it out or say it
// wrong (GitHub's spec declares no scheme; AWS operations are signed, not keyed; Stripe's spec
// shows Basic only). Each entry says how to send credentials in the provider's own words, and
// cites the page it comes from. Keyed by API key where one provider's APIs differ (Microsoft Graph
// beside Cognitive Services), else by provider: the first segment of an API's key.

import type { ProviderAuthFacts } from '../lib/model.ts';

const MICROSOFT_GRAPH: ProviderAuthFacts = {
  summary: 'an OAuth 2.0 access token from the Microsoft identity platform, in header "Authorization: Bearer <token>"',
  lines: ['get an access token from the Microsoft identity platform (delegated or application permissions, as each operation\'s documentation lists) and send it in header "Authorization: Bearer <token>"'],
  source: 'https://learn.microsoft.com/en-us/graph/auth/auth-concepts',
};

const AUTH_FACTS: Readonly<Record<string, ProviderAuthFacts>> = {
  'github.com': {
    summary: 'a GitHub token in header "Authorization: Bearer <token>" (public data is readable without one)',
    lines: ['send a personal access token or GitHub App token in header "Authorization: Bearer <token>"; without one, only public data is readable and rate limits are lower'],
    source: 'https://docs.github.com/en/rest/authentication/authenticating-to-the-rest-api',
  },
  'amazonaws.com': {
    summary: 'requests signed with AWS Signature Version 4 (access key id and secret)',
    lines: ['sign every request with AWS Signature Version 4 (header "Authorization: AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…, Signature=…" plus "X-Amz-Date"), from an access key id and secret access key; an AWS SDK or SigV4 library does this'],
    source: 'https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv.html',
  },
  'stripe.com': {
    summary: 'the secret API key (Bearer, or Basic as the username)',
    lines: ['send the secret API key (sk_test_… or sk_live_…) as the Basic auth username with an empty password, or in header "Authorization: Bearer <secret key>"'],
    source: 'https://docs.stripe.com/api/authentication',
  },
  'slack.com': {
    summary: 'a bot or user token (xoxb-…, xoxp-…), as a Bearer header or the form field "token"',
    lines: ['send a bot or user token (xoxb-…, xoxp-…) in header "Authorization: Bearer <token>", or as the form field "token"'],
    source: 'https://api.slack.com/web',
    errors: 'Slack answers HTTP 200 even when a call fails: check "ok" in the body, and read "error" when it is false',
  },
  'microsoft.com/graph': MICROSOFT_GRAPH,
  'microsoft.com/graph-beta': MICROSOFT_GRAPH,
  'openai.com': {
    summary: 'an API key in header "Authorization: Bearer <API key>"',
    lines: ['send your API key in header "Authorization: Bearer <API key>"; headers "OpenAI-Organization" and "OpenAI-Project" pick the organization and project when the key has several'],
    source: 'https://platform.openai.com/docs/api-reference/authentication',
  },
  'notion.com': {
    summary: 'an integration token in header "Authorization: Bearer <token>", with a "Notion-Version" header',
    lines: ['send an integration token (internal integrations) or an OAuth access token (public ones) in header "Authorization: Bearer <token>"; every request also needs header "Notion-Version" (for example 2022-06-28)'],
    source: 'https://developers.notion.com/reference/authentication',
  },
  'docusign.net': {
    summary: 'an OAuth 2.0 access token in header "Authorization: Bearer <token>"',
    lines: ['get an OAuth 2.0 access token (Authorization Code Grant for users, JWT Grant for services) and send it in header "Authorization: Bearer <token>"; the account\'s base URI comes from the userinfo endpoint'],
    source: 'https://developers.docusign.com/platform/auth/',
  },
  'hetzner.cloud': {
    summary: 'a project API token in header "Authorization: Bearer <token>"',
    lines: ['send a project API token (Cloud Console → Security → API tokens) in header "Authorization: Bearer <token>"'],
    source: 'https://docs.hetzner.cloud/#authentication',
  },
  'twitter.com/legacy': {
    summary: 'OAuth 1.0a user context, or an app-only Bearer token for public reads',
    lines: ['sign requests on behalf of a user with OAuth 1.0a (consumer key and secret, access token and secret); public read endpoints also take an app-only token in header "Authorization: Bearer <token>"'],
    source: 'https://developer.x.com/en/docs/authentication/overview',
  },
  'amadeus.com': {
    summary: 'an OAuth 2.0 access token from the client credentials grant, in header "Authorization: Bearer <token>"',
    lines: ['POST grant_type=client_credentials&client_id=<API key>&client_secret=<API secret> (form) to /v1/security/oauth2/token on the same host, then send the access_token in header "Authorization: Bearer <token>" until it expires'],
    source: 'https://developers.amadeus.com/self-service/apis-docs/guides/developer-guides/API-Keys/authorization/',
  },
  'okta.local': {
    summary: 'an API token in header "Authorization: SSWS <token>" (or an OAuth 2.0 Bearer token)',
    lines: ['send an API token in header "Authorization: SSWS <token>", or an OAuth 2.0 access token for a service app in header "Authorization: Bearer <token>"'],
    source: 'https://developer.okta.com/docs/guides/create-an-api-token/main/',
  },
  'snyk.io': {
    summary: 'an API token in header "Authorization: token <API token>"',
    lines: ['send your API token in header "Authorization: token <API token>"'],
    source: 'https://docs.snyk.io/snyk-api/authentication-for-api',
  },
  'klarna.com': {
    summary: 'HTTP Basic auth with the API username and password',
    lines: ['send the API credentials from the Merchant Portal (username and password) with HTTP Basic auth: header "Authorization: Basic base64(<username>:<password>)"'],
    source: 'https://docs.klarna.com/api/authentication/',
  },
  'googleapis.com': {
    summary: 'an OAuth 2.0 access token with any one of the scopes a method lists, in header "Authorization: Bearer <token>"',
    lines: ['get an OAuth 2.0 access token carrying any one of the scopes the method lists (each of them is enough) and send it in header "Authorization: Bearer <token>"'],
    source: 'https://cloud.google.com/ruby/docs/reference/google-cloud-service_usage-v1/latest/Google-Api-OAuthRequirements',
    anyScope: true,
  },
  'sendgrid.com': {
    summary: 'an API key in header "Authorization: Bearer <API key>"',
    lines: ['send an API key in header "Authorization: Bearer <API key>"'],
    source: 'https://www.twilio.com/docs/sendgrid/api-reference/how-to-use-the-sendgrid-v3-api/authentication',
  },
  'gitlab.com': {
    summary: 'an access token in header "PRIVATE-TOKEN: <token>" or "Authorization: Bearer <token>"',
    lines: ['send a personal, project or group access token in header "PRIVATE-TOKEN: <token>" (or "Authorization: Bearer <token>"), or an OAuth 2.0 access token in header "Authorization: Bearer <token>"; without one, only public data is readable'],
    source: 'https://docs.gitlab.com/api/rest/authentication/',
  },
  'mailchimp.com': {
    summary: 'HTTP Basic auth with the API key as the password, on the API key\'s data center',
    lines: [
      'send the API key as the password of HTTP Basic auth, with any string as the username',
      'the host is your account\'s data center: in https://server.api.mailchimp.com/3.0, "server" is the part of the API key after its dash (us6 for …-us6)',
    ],
    source: 'https://mailchimp.com/developer/marketing/docs/fundamentals/',
  },
  'twilio.com': {
    summary: 'HTTP Basic auth with the Account SID as the username and the Auth Token as the password',
    lines: ['send HTTP Basic auth with your Account SID as the username and its Auth Token as the password (or an API key\'s SID and secret)'],
    source: 'https://www.twilio.com/docs/usage/requests-to-twilio',
  },
  'telegram.org': {
    summary: 'the bot token in the URL path (bot<token>)',
    lines: ['the bot token is part of every URL: https://api.telegram.org/bot<token>/<method>'],
    source: 'https://core.telegram.org/bots/api#making-requests',
  },
};

/** The facts for an API: its own entry, else its provider's. */
export function authFactsFor(apiKey: string): ProviderAuthFacts | undefined {
  return AUTH_FACTS[apiKey] ?? AUTH_FACTS[apiKey.split('/')[0]];
}
