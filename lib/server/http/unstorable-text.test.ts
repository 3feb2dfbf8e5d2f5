// The one guard every JSON body passes: text PostgreSQL cannot store is refused with the field
// named; whole characters outside the Basic Multilingual Plane (a surrogate pair: emoji, rare scripts) pass.
import { DomainError } from '@/lib/server/errors/domain-error';
import { INPUT_MESSAGES } from '@/lib/shared/messages/input';
import { refuseUnstorableInRequest } from './unstorable-text';

const post = (raw: string) =>
  new Request('http://shop.test/api/v1/orders', {
    method: 'POST',
    body: raw,
    headers: { 'content-type': 'application/json' },
  });

async function refusal(request: Request, params: unknown = {}): Promise<unknown> {
  try {
    await refuseUnstorableInRequest(request, params);
    return 'passed';
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { code: error.code, errors: error.details.errors };
  }
}

describe('refuseUnstorableInRequest', () => {
  it.each([
    [String.raw`{"full_name":"Bob \ud800"}`, 'full_name'],
    [String.raw`{"a":{"b":["ok","\udfff tail"]}}`, 'a.b.1'],
    [String.raw`{"reversed":"\ude00\ud83d"}`, 'reversed'],
  ])('refuses a lone surrogate in %s, naming %s', async (raw, field) => {
    expect(await refusal(post(raw))).toEqual({
      code: 'VALIDATION_FAILED',
      errors: { [field]: [INPUT_MESSAGES.loneSurrogate] },
    });
  });

  it('refuses a NUL as before', async () => {
    expect(await refusal(post(String.raw`{"city":"Pune\u0000"}`))).toEqual({
      code: 'VALIDATION_FAILED',
      errors: { city: [INPUT_MESSAGES.nulByte] },
    });
  });

  it('names a key holding a lone surrogate printably', async () => {
    expect(await refusal(post(String.raw`{"x\ud800":1}`))).toEqual({
      code: 'VALIDATION_FAILED',
      errors: { 'x\uFFFD': [INPUT_MESSAGES.loneSurrogate] },
    });
  });

  it('passes whole characters written as surrogate pairs, raw or escaped', async () => {
    expect(await refusal(post(String.raw`{"note":"Gift \ud83d\udc8d","raw":"💍 𝒜"}`))).toBe('passed');
  });

  it('refuses a lone surrogate in a path parameter', async () => {
    expect(await refusal(new Request('http://shop.test/api/v1/products/1'), { id: '1\ud800' })).toEqual({
      code: 'VALIDATION_FAILED',
      errors: { id: [INPUT_MESSAGES.loneSurrogate] },
    });
  });
});
