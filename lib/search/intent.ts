// Verbs that say which HTTP method a task needs: search ranks by them, integrate checks coverage.

export const INTENT_VERBS: Record<string, string[]> = {
  GET: ['get', 'list', 'retrieve', 'fetch', 'show', 'read', 'find', 'look', 'view', 'search', 'display', 'download', 'check', 'see', 'lookup', 'count', 'tell', 'give'],
  POST: ['file', 'store', 'create', 'add', 'new', 'post', 'send', 'submit', 'make', 'upload', 'start', 'run', 'trigger', 'invite', 'generate', 'book', 'schedule', 'publish', 'append', 'approve', 'text', 'email', 'notify', 'open', 'register', 'play', 'skip', 'queue', 'sign'],
  PUT: ['store', 'turn', 'update', 'replace', 'set', 'edit', 'change', 'rename', 'modify', 'save', 'follow', 'move', 'pause', 'resume'],
  PATCH: ['update', 'edit', 'change', 'rename', 'modify', 'patch', 'partially'],
  DELETE: ['delete', 'remove', 'cancel', 'destroy', 'unfollow', 'clear', 'unsubscribe', 'revoke', 'erase'],
};
export const INTENT_BY_WORD = new Map<string, string[]>();
for (const [method, verbs] of Object.entries(INTENT_VERBS)) {
  for (const verb of verbs) INTENT_BY_WORD.set(verb, [...(INTENT_BY_WORD.get(verb) ?? []), method]);
}

/**
 * Words that are nouns in API text but verbs when they lead a task ("file a ticket", "book a
 * meeting", "text a customer"). Each sense is a group of the words API text uses for part of that
 * action, the closest first: "text" is to send (an action) an sms or message (a thing).
 */
export const LEADING_VERB_SENSES = new Map<string, string[][]>([
  ['file', [['create', 'submit']]],
  ['book', [['schedule', 'create', 'reserve']]],
  ['text', [['send'], ['sms', 'message']]],
  ['store', [['upload', 'put', 'save']]],
  ['message', [['send'], ['message']]],
  ['email', [['send'], ['email']]],
  ['ping', [['send', 'notify'], ['message']]],
  ['wire', [['transfer', 'payment']]],
  ['turn', [['set', 'change']]],
]);
