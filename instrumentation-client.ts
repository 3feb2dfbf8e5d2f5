// Runs in the browser before the shop's own scripts. The first time zod builds an object schema it probes
// `new Function('')` to decide whether it may compile faster parsers. The shop's script policy has no
// 'unsafe-eval', so on every page the browser refused that probe and reported a policy violation (zod
// swallows the error, but the console and any violation report see it). jitless skips the probe; zod then
// parses without generated code, which these small client-side schemas do not need.
import { config } from 'zod';

config({ jitless: true });
