// Both instances are up: B reaches the shared database and Redis.
import { check } from '../check';
import type { Cluster } from '../harness';

export async function checkHealth({ base }: Cluster): Promise<void> {
  const health = await (await fetch(`${base.b}/api/health`)).json();
  check(
    'health',
    health.checks.database === 'ok' && health.checks.cache === 'ok',
    `B answers ${JSON.stringify(health.checks)}`,
  );
}
