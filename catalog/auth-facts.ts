// How major providers take credentials where their specs in the directory leave it out or say it
// wrong (GitHub's spec declares no scheme; AWS operations are signed, not keyed; Stripe's spec
// shows Basic only). Each entry says how to send credentials in the provider's own words, and
// cites the page it comes from. Keyed by provider: the first segment of an API's key.

import type { ProviderAuthFacts } from '../lib/model.ts';

export const AUTH_FACTS: Readonly<Record<string, ProviderAuthFacts>> = {
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
  'telegram.org': {
    summary: 'the bot token in the URL path (bot<token>)',
    lines: ['the bot token is part of every URL: https://api.telegram.org/bot<token>/<method>'],
    source: 'https://core.telegram.org/bots/api#making-requests',
  },
};
