import { sendsPerClient } from './otp-policy';

describe('sendsPerClient', () => {
  it('is 20 codes an hour unless OTP_SENDS_PER_CLIENT_HOUR says otherwise', () => {
    expect(sendsPerClient({})).toBe(20);
    expect(sendsPerClient({ OTP_SENDS_PER_CLIENT_HOUR: '500' })).toBe(500);
  });

  it('ignores a value that is not a positive whole number', () => {
    for (const value of ['', '0', '-5', '2.5', 'many', '1e400'])
      expect(sendsPerClient({ OTP_SENDS_PER_CLIENT_HOUR: value })).toBe(20);
  });
});
