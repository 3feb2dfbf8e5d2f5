// The back office's reads and writes. Reads go through SWR (cached per path, revalidated on focus and after a
// write); writes through the storefront's one API client (lib/client/api.ts), so errors read the same way
// ({ message, error_code, errors } into ApiRequestError).
import 'client-only';
import useSWR, { mutate, type SWRConfiguration, type SWRResponse } from 'swr';
import { apiFetch, type ApiOptions, type ApiRequestError } from '@/lib/client/api';

/** Paths are relative to /api/v1/admin: useAdmin('/products?page=1'). Null skips the request. */
export function useAdmin<T>(
  path: string | null,
  config?: SWRConfiguration<T, ApiRequestError>,
): SWRResponse<T, ApiRequestError> {
  return useSWR<T, ApiRequestError>(path, (key: string) => apiFetch<T>(`/admin${key}`), {
    revalidateOnFocus: true,
    ...config,
  });
}

export function adminWrite<T>(path: string, options: ApiOptions): Promise<T> {
  return apiFetch<T>(`/admin${path}`, options);
}

/** After a write: refetch every cached read whose path starts with the prefix ('/products' refreshes the
 *  list and each product's detail). */
export function refreshAdmin(prefix: string): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && key.startsWith(prefix));
}
