// B stops on SIGTERM within 10 s, finishing the requests it has taken.
import { check, sleep } from '../check';
import type { Cluster } from '../harness';

export async function checkGracefulStop({ base, servers }: Cluster): Promise<void> {
  const slow = Array.from({ length: 8 }, (_, i) =>
    fetch(`${base.b}/products?search=${encodeURIComponent(`drain ${i} ${Date.now()}`)}`).then(
      (r) => r.status,
      () => 0,
    ),
  );
  await sleep(40);
  const stopped = Date.now();
  const exit = new Promise<number | null>((resolve) => servers.b.once('exit', (code) => resolve(code)));
  servers.b.kill('SIGTERM');
  const code = await Promise.race([exit, sleep(12_000).then(() => 'timeout' as const)]);
  const drained = await Promise.all(slow);
  const howItStopped =
    code === 'timeout'
      ? 'B did not stop within 12 s of SIGTERM'
      : `B exited with ${code} after ${Date.now() - stopped} ms`;
  check(
    'graceful stop',
    code === 0 && drained.every((s) => s === 200),
    `${howItStopped}; the ${drained.length} pages it was rendering answered ${drained.join(', ')}`,
  );
}
