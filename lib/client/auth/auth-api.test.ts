// The browser's reading of the accounts calls (spec section 8): a 404 on a code call is "service not
// available" with its own code; a verify answer without user or token is no login.
import { ApiRequestError } from '@/lib/client/api';
import { AUTH_ERROR_CODES } from '@/lib/shared/schemas/auth-schema';
import { OTP_DIALOG_MESSAGES, OTP_SERVER_MESSAGES } from '@/lib/shared/messages/auth';
import {
  requestLoginCode,
  resendOtp,
  retryAfterSeconds,
  sendOtp,
  verifyLoginCode,
  verifyRegistrationCode,
} from './auth-api';

function answer(status: number, body: unknown) {
  jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

async function failure(call: () => Promise<unknown>): Promise<ApiRequestError> {
  try {
    await call();
  } catch (error) {
    if (error instanceof ApiRequestError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
}

const user = { id: 1, first_name: 'A', last_name: 'B', name: 'A B', email: 'a@b.co', avatar: null };
const registration = {
  first_name: 'A',
  last_name: 'B',
  email: 'a@b.co',
  password: 'secret1',
  password_confirmation: 'secret1',
};

afterEach(() => jest.restoreAllMocks());

describe('a 404 on a code call', () => {
  it.each([
    [
      'send_otp',
      () => sendOtp('a@b.co', 'registration'),
      AUTH_ERROR_CODES.sendUnavailable,
      OTP_SERVER_MESSAGES.sendUnavailable,
    ],
    [
      'login',
      () => requestLoginCode({ email: 'a@b.co', password: 'secret1' }),
      AUTH_ERROR_CODES.sendUnavailable,
      OTP_SERVER_MESSAGES.sendUnavailable,
    ],
    [
      'verify_otp',
      () => verifyLoginCode({ sessionToken: 't', code: '123456', email: 'a@b.co', password: 'secret1' }),
      AUTH_ERROR_CODES.verifyUnavailable,
      OTP_SERVER_MESSAGES.verifyUnavailable,
    ],
    ['resend_otp', () => resendOtp('t'), AUTH_ERROR_CODES.resendUnavailable, OTP_SERVER_MESSAGES.resendUnavailable],
  ])('%s becomes its service-unavailable code', async (_name, call, code, message) => {
    answer(404, { message: 'Not found', error_code: 'ROUTE_NOT_FOUND' });
    const error = await failure(call);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
  });
});

describe('other failures keep the server message and code', () => {
  it('INVALID_OTP', async () => {
    answer(400, { message: 'Invalid OTP. Please try again.', error_code: 'INVALID_OTP', attempts_remaining: 4 });
    const error = await failure(() =>
      verifyRegistrationCode({ sessionToken: 't', code: '123456', user: registration }),
    );
    expect(error.code).toBe(AUTH_ERROR_CODES.invalidOtp);
  });

  it('a 429 names how long to wait', async () => {
    answer(429, {
      message: 'Please wait',
      error_code: 'RATE_LIMITED',
      can_resend_at: new Date().toISOString(),
      retry_after: 42,
    });
    expect(retryAfterSeconds(await failure(() => resendOtp('t')))).toBe(42);
  });
});

describe('verify answers', () => {
  it('without a token or a user are refused', async () => {
    answer(200, { message: 'ok', user });
    expect(
      (
        await failure(() =>
          verifyLoginCode({ sessionToken: 't', code: '123456', email: 'a@b.co', password: 'secret1' }),
        )
      ).message,
    ).toBe(OTP_DIALOG_MESSAGES.invalidResponse);
    answer(200, { message: 'ok', token: 'x' });
    expect(
      (await failure(() => verifyRegistrationCode({ sessionToken: 't', code: '123456', user: registration }))).message,
    ).toBe(OTP_DIALOG_MESSAGES.invalidResponse);
  });

  it('with both give the user, and nothing else', async () => {
    answer(200, { message: 'ok', token: 'secret-token', user });
    await expect(
      verifyLoginCode({ sessionToken: 't', code: '123456', email: 'a@b.co', password: 'secret1' }),
    ).resolves.toEqual(user);
  });
});
