import path from 'node:path';
import { runEsm } from '@/test-support/esm-child';

const MODULE = path.join(__dirname, 'run.mjs');

/** serverNodeFlags and serverEnv for an environment, as the child Node computes them. */
function serverStart(env: Record<string, string>): {
  flags: string[];
  arenas: string | undefined;
  kept: string | undefined;
} {
  return runEsm(`
    import { serverEnv, serverNodeFlags } from ${JSON.stringify(MODULE)};
    const env = ${JSON.stringify(env)};
    const started = serverEnv(env);
    console.log(JSON.stringify({ flags: serverNodeFlags(env), arenas: started.MALLOC_ARENA_MAX, kept: started.KEPT }));`);
}

describe("how the shop's server is started", () => {
  it('with a 256 MB heap and two memory arenas by default, keeping the rest of the environment', () => {
    expect(serverStart({ KEPT: 'yes' })).toEqual({ flags: ['--max-old-space-size=256'], arenas: '2', kept: 'yes' });
  });

  it("with the owner's own heap limit and arenas when set", () => {
    expect(serverStart({ SERVER_HEAP_MB: '512', MALLOC_ARENA_MAX: '4' })).toMatchObject({
      flags: ['--max-old-space-size=512'],
      arenas: '4',
    });
    expect(serverStart({ NODE_OPTIONS: '--max-old-space-size=1024', SERVER_HEAP_MB: '512' }).flags).toEqual([]);
  });
});
