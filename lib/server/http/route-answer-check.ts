// In tests, every answer a defined route gives is held to its contract: a JSON answer must parse with the
// documented response schema, a file or page must carry the documented media type. A mismatch throws (the
// caller answers 500), so the API tests that already call each route catch a schema that has drifted.
import 'server-only';
import { z } from 'zod';
import type { RouteContract } from './define-route';

export async function checkAnswer(contract: RouteContract, response: Response): Promise<void> {
  if (response.status >= 300 && response.status < 400) return;
  const { response: documented } = contract;
  const type = response.headers.get('content-type') ?? '';
  if (documented === null || response.status === 204) {
    if (response.body !== null && response.status !== 204)
      throw new Error(`Answered a body where the contract "${contract.summary}" documents none`);
    return;
  }
  if (contract.alternate && type.startsWith(contract.alternate.media)) return;
  if ('media' in documented) {
    if (documented.media !== 'redirect' && !type.startsWith(documented.media))
      throw new Error(`Answered ${type} where the contract "${contract.summary}" documents ${documented.media}`);
    return;
  }
  if (!type.includes('json')) throw new Error(`Answered ${type} where "${contract.summary}" documents JSON`);
  const result = (documented as z.ZodType).safeParse(await response.clone().json());
  if (!result.success)
    throw new Error(`The answer does not match the contract "${contract.summary}": ${z.prettifyError(result.error)}`);
}
