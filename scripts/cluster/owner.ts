// The shop's owner, signed in once the cluster is up, for the checks that change the catalogue through A.
import type { Cluster, Instance } from './harness';

export type AsOwner = (instance: Instance, extra?: Record<string, string>) => Record<string, string>;

/** Makes an owner account; answers the headers of the owner's same-origin request to one instance. */
export async function signInOwner({ base }: Cluster): Promise<AsOwner> {
  const { createStaff } = await import('../../test-support/create-staff');
  const owner = await createStaff('owner');
  return (instance, extra = {}) => ({
    cookie: owner.cookieHeaders.cookie,
    origin: base[instance],
    'sec-fetch-site': 'same-origin',
    ...extra,
  });
}
