import 'client-only';
// The first time zod builds an object schema it probes `new Function('')` to decide whether it may compile
// faster parsers. The shop's script policy has no 'unsafe-eval', so the browser would refuse that probe and
// report a policy violation (zod swallows the error, but the console and any violation report see it).
// jitless skips the probe; zod then parses without generated code, which the small client-side schemas do
// not need.
//
// zod's config() only merges into one object it keeps on globalThis, creating it if it is missing
// (zod/v4/core/core.js), so every copy of zod loaded later reads the same settings. Setting the flag there
// rather than calling config() keeps zod's core (about 5 KiB gzipped) out of every page's first script:
// the schemas the browser does use are loaded on demand. tests/framework-contract.test.ts checks that zod reads it.
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

export function makeZodJitless(scope: ZodGlobal = globalThis): void {
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}
