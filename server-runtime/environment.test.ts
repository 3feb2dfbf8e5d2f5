import { defaultOf, processEnv, settingProblems, settingsFrom } from './environment.cjs';

describe('the environment schema', () => {
  it('gives every default when nothing is set, and treats a blank value as unset', () => {
    const settings = settingsFrom({ PORT: '  ', REDIS_URL: '' });
    expect(settings.PORT).toBe(3000);
    expect(settings.REDIS_URL).toBeUndefined();
    expect(settings.DATA_DIR).toBe('./.data');
    expect(defaultOf('BACKUP_KEEP')).toBe(7);
    expect(defaultOf('SITE_URL')).toBeUndefined();
  });

  it('parses and trims what is set', () => {
    const settings = settingsFrom({ PORT: ' 8080 ', DATABASE_URL: 'postgres://db/shop', TRUST_PROXY: 'true' });
    expect(settings).toMatchObject({ PORT: 8080, DATABASE_URL: 'postgres://db/shop', TRUST_PROXY: 'true' });
  });

  it('names each refused value, and refuses one of each kind', () => {
    expect(settingProblems({})).toEqual([]);
    const problems = settingProblems({
      PORT: 'eighty',
      DATABASE_POOL_SIZE: '0',
      DATABASE_URL: 'mysql://db',
      AUTH_SECRET: 'x'.repeat(31),
      BACKUP_DAILY: 'sometimes',
    });
    expect(problems.map((line) => line.split(':')[0]).sort()).toEqual(
      ['AUTH_SECRET', 'BACKUP_DAILY', 'DATABASE_POOL_SIZE', 'DATABASE_URL', 'PORT'].sort(),
    );
    expect(() => settingsFrom({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('takes an AUTH_SECRET of exactly 32 characters and a pool of one', () => {
    expect(settingProblems({ AUTH_SECRET: 'x'.repeat(32), DATABASE_POOL_SIZE: '1' })).toEqual([]);
  });

  it('reads the process environment as it is when asked, not as it was at load', () => {
    const before = processEnv().STOREFRONT_PROBE;
    process.env.STOREFRONT_PROBE = 'now';
    try {
      expect(processEnv().STOREFRONT_PROBE).toBe('now');
    } finally {
      if (before === undefined) delete process.env.STOREFRONT_PROBE;
      else process.env.STOREFRONT_PROBE = before;
    }
  });
});
