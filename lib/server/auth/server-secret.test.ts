import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { otpCodeHmac, otpCodeMatches, newOtpCode } from './otp-codes';
import { resetServerSecretForTests, secretStartupWarning, serverSecret } from './server-secret';

/** An environment with only these variables (NODE_ENV is not needed by the functions under test). */
const envOf = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;

const env = process.env as Record<string, string | undefined>;
const saved = { DATA_DIR: env.DATA_DIR, DATABASE_URL: env.DATABASE_URL, AUTH_SECRET: env.AUTH_SECRET };

afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  resetServerSecretForTests();
});

describe('server secret', () => {
  it('is made once in DATA_DIR/secret, readable by the owner only, and read back after a restart', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-test-'));
    env.DATA_DIR = dir;
    delete env.DATABASE_URL;
    delete env.AUTH_SECRET;
    const first = serverSecret();
    const file = path.join(dir, 'secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    resetServerSecretForTests();
    expect(serverSecret().equals(first)).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes AUTH_SECRET when set, and refuses a short one', () => {
    env.AUTH_SECRET = 'k'.repeat(40);
    expect(serverSecret().toString()).toBe('k'.repeat(40));
    resetServerSecretForTests();
    env.AUTH_SECRET = 'too-short';
    expect(() => serverSecret()).toThrow(/at least 32/);
  });

  it('warns when instances on PostgreSQL would each keep their own secret', () => {
    expect(secretStartupWarning(envOf({ DATABASE_URL: 'postgres://db/shop' }))).toMatch(/AUTH_SECRET/);
    expect(secretStartupWarning(envOf({ DATABASE_URL: 'postgres://db/shop', AUTH_SECRET: 'x'.repeat(32) }))).toBeNull();
    expect(secretStartupWarning(envOf({}))).toBeNull();
  });
});

describe('otp codes', () => {
  it('are six digits, spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, newOtpCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });

  it('match only for the same session, address and purpose', () => {
    const binding = { tokenHash: 'a'.repeat(64), email: 'a@example.com', purpose: 'login' as const };
    const stored = otpCodeHmac('123456', binding);
    expect(otpCodeMatches('123456', binding, stored)).toBe(true);
    expect(otpCodeMatches('123457', binding, stored)).toBe(false);
    expect(otpCodeMatches('123456', { ...binding, email: 'b@example.com' }, stored)).toBe(false);
    expect(otpCodeMatches('123456', { ...binding, purpose: 'registration' }, stored)).toBe(false);
    expect(otpCodeMatches('123456', { ...binding, tokenHash: 'b'.repeat(64) }, stored)).toBe(false);
  });
});
