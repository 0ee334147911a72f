import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
      DATA_DIR: tmp(), PORT: '8080', HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@localhost:5432/abhyas', PUBLIC_URL: 'https://abhyas.example/',
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
    expect(() => loadConfig(base)).toThrow(/SMS_PROVIDER.*console/);
    expect(() => loadConfig({ DATA_DIR: tmp(), SMS_PROVIDER: 'msg91' })).toThrow(/MSG91_AUTH_KEY/);
    expect(loadConfig({ ...base, ...twilio }).sms.provider).toBe('twilio');
  });

  it('keeps test numbers and admin phones normalised, and drops test numbers in production', () => {
    const dev = loadConfig({ DATA_DIR: tmp(), TEST_PHONE_NUMBERS: '9999999999, +91 88888 88888', TEST_OTP_CODE: '123456', ADMIN_PHONES: '919876543210' });
    expect(dev.testPhones).toEqual(['+919999999999', '+918888888888']);
    expect(dev.adminPhones).toEqual(['+919876543210']);
    const prod = loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp(), SESSION_SECRET: 'x'.repeat(40), ...twilio, TEST_PHONE_NUMBERS: '9999999999', TEST_OTP_CODE: '123456' });
    expect(prod.testPhones).toEqual([]);
    expect(prod.testOtpCode).toBeUndefined();
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
