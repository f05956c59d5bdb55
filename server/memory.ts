// Loading the snapshot parses a few hundred MB of JSON. When ranking runs on worker threads, the
// request thread allocates too little for V8 to collect that garbage soon, and resident memory
// stays far higher than it needs to. One full collection after start-up returns it.

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Runs one full garbage collection, exposing V8's `gc` for this call when node was not started with --expose-gc. */
export function collectGarbageOnce(): void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed();
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  setFlagsFromString('--no-expose-gc');
}
