// A worker thread runs a TypeScript module through tsx, as the main thread does.

/** The URL to start a `Worker` on that loads `module` (a `.ts` file's URL) through tsx. */
export function tsWorkerEntry(module: URL): URL {
  const boot = `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};\nregister();\nawait import(${JSON.stringify(module.href)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(boot)}`);
}
