// `npm run test:cluster`: two production instances of one build, sharing PostgreSQL, Redis and an S3 server,
// behave as one shop. The harness (scripts/cluster/harness.ts) sets the cluster up, takes it down and prints
// the report; the checks (scripts/cluster/checks/) run here in order, each handing the next what it made.
import { checkNewProductAndPrice } from './cluster/checks/catalogue-check';
import { checkAKilledMidBurst } from './cluster/checks/failover-check';
import { checkGracefulStop } from './cluster/checks/graceful-stop-check';
import { checkHealth } from './cluster/checks/instance-health-check';
import { checkPaymentOnAWebhookOnB } from './cluster/checks/payments-check';
import { checkPictures } from './cluster/checks/pictures-check';
import { checkRedisDownAndBack } from './cluster/checks/redis-check';
import { checkPostgresRestart, checkRollingDeploy } from './cluster/checks/restart-checks';
import { checkScarceStock } from './cluster/checks/stock-check';
import { runCluster } from './cluster/harness';
import { signInOwner } from './cluster/owner';
import { openShop } from './cluster/shop';

runCluster(async (cluster) => {
  await checkHealth(cluster);
  const asOwner = await signInOwner(cluster);
  const clusterProduct = await checkNewProductAndPrice(cluster, asOwner);
  await checkPictures(cluster, asOwner, clusterProduct.product);
  await checkRedisDownAndBack(cluster, asOwner, clusterProduct);
  const shop = await openShop();
  await checkPaymentOnAWebhookOnB(cluster, shop, clusterProduct.product);
  const scarce = await checkScarceStock(cluster, shop, clusterProduct.product);
  await checkRollingDeploy(cluster);
  await checkPostgresRestart(cluster, shop, clusterProduct.product);
  await checkAKilledMidBurst(cluster, shop, scarce);
  await checkGracefulStop(cluster);
});
