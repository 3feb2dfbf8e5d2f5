// Runs in the browser before the shop's own scripts: zod must never probe for eval under the shop's script
// policy (lib/client/zod/jitless.ts says why, and why without importing zod).
import { makeZodJitless } from '@/lib/client/zod/jitless';

makeZodJitless();
