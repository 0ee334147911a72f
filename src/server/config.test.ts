import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_VARIABLES, loadConfig } from './config';

const tmp = () => mkdtempSync(join(tmpdir(), 'abhyas-cfg-'));

describe('loadConfig', () => {
  it('uses safe defaults: port 3000, PGlite under ./data', () => {
    const dir = tmp();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.port).toBe(3000);
    expect(c.env).toBe('development');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toBe(dir);
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('parses PORT, HOST, DATABASE_URL and PUBLIC_URL', () => {
    const c = loadConfig({
      DATA_DIR: tmp(),
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@localhost:5432/abhyas',
      PUBLIC_URL: 'https://abhyas.example/',
    });
    expect(c.port).toBe(8080);
    expect(c.host).toBe('127.0.0.1');
    expect(c.databaseUrl).toBe('postgres://u:p@localhost:5432/abhyas');
    expect(c.publicUrl).toBe('https://abhyas.example');
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging', PUBLIC_URL: 'not a url' });
      expect.unreachable('should have thrown');
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const msg = (e as ConfigError).message;
      for (const v of ['PORT', 'DATABASE_URL', 'NODE_ENV', 'PUBLIC_URL']) expect(msg).toContain(v);
    }
  });

  const twilio = { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+15550001111' };

  it('requires SESSION_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp(), ...twilio })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp(), SESSION_SECRET: 'short', ...twilio })).toThrow(/at least 32/);
    const c = loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp(), SESSION_SECRET: 'x'.repeat(40), ...twilio });
    expect(c.sessionSecret).toBe('x'.repeat(40));
    expect(c.isProduction).toBe(true);
  });

  it('refuses the console SMS sender in production and incomplete senders anywhere', () => {
    const base = { NODE_ENV: 'production', DATA_DIR: tmp(), SESSION_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'console' })).toThrow(/SMS_PROVIDER.*console.*production/);
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'console', FIREBASE_PROJECT_ID: 'p' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig({ DATA_DIR: tmp(), SMS_PROVIDER: 'msg91' })).toThrow(/MSG91_AUTH_KEY/);
    expect(loadConfig({ ...base, ...twilio }).sms.provider).toBe('twilio');
    // no sender at all is allowed (Firebase only, or nothing): the built-in OTP routes are then 404
    expect(loadConfig(base).sms.provider).toBe('none');
  });

  it('keeps test numbers and admin phones normalised, and refuses test numbers in production', () => {
    const dev = loadConfig({
      DATA_DIR: tmp(),
      TEST_PHONE_NUMBERS: '9999999999, +91 88888 88888',
      TEST_OTP_CODE: '123456',
      ADMIN_PHONES: '919876543210',
    });
    expect(dev.testPhones).toEqual(['+919999999999', '+918888888888']);
    expect(dev.adminPhones).toEqual(['+919876543210']);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: tmp(),
        SESSION_SECRET: 'x'.repeat(40),
        ...twilio,
        TEST_PHONE_NUMBERS: '9999999999',
        TEST_OTP_CODE: '123456',
      }),
    ).toThrow(/TEST_PHONE_NUMBERS.*production/);
  });

  it('dev-only stand-ins need their own setting, and a loopback PUBLIC_URL (a forgotten NODE_ENV is not enough)', () => {
    const forgotNodeEnv = { DATA_DIR: tmp(), PUBLIC_URL: 'https://abhyas.example' };
    const c = loadConfig(forgotNodeEnv);
    expect(c.env).toBe('development');
    expect(c.sms.provider).toBe('none');
    expect(c.testCheckout).toBe(false);
    expect(c.secureCookies).toBe(true);
    for (const extra of [
      { SMS_PROVIDER: 'console' },
      { ENABLE_TEST_CHECKOUT: 'true' },
      { TEST_PHONE_NUMBERS: '9999999999', TEST_OTP_CODE: '123456' },
    ]) {
      expect(() => loadConfig({ ...forgotNodeEnv, ...extra })).toThrow(/loopback/);
    }
    const local = loadConfig({ DATA_DIR: tmp(), PUBLIC_URL: 'http://127.0.0.1:3000', SMS_PROVIDER: 'console', ENABLE_TEST_CHECKOUT: 'true' });
    expect(local.sms.provider).toBe('console');
    expect(local.testCheckout).toBe(true);
    expect(local.secureCookies).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), SMS_PROVIDER: 'console' }).sms.provider).toBe('console'); // default PUBLIC_URL is localhost
  });

  it('TRUST_PROXY: nothing by default, a hop count, or addresses; garbage is refused', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), ...twilio }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.5']);
    expect(() => loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('generates a development secret once and keeps it in DATA_DIR', () => {
    const dir = tmp();
    const a = loadConfig({ DATA_DIR: dir }).sessionSecret;
    const b = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(a).toHaveLength(64);
    expect(b).toBe(a);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(a);
    expect(loadConfig({ DATA_DIR: tmp() }).sessionSecret).not.toBe(a);
  });
});

describe('.env.example', () => {
  it('lists every variable the server reads, and nothing else', () => {
    const listed = readFileSync(join(import.meta.dirname, '../../.env.example'), 'utf8')
      .split('\n')
      .map((l) => l.match(/^([A-Z][A-Z0-9_]*)=/)?.[1])
      .filter((v): v is string => !!v);
    expect([...listed].sort()).toEqual([...ENV_VARIABLES].sort());
  });
});
