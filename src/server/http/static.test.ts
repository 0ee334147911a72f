import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/precompress.mjs';
import { createTestApp, type TestApp } from '../testing/test-app';
import { pickEncoding } from './static';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, among what the client accepts', () => {
    expect(pickEncoding('gzip, deflate, br, zstd', ['br', 'gzip'])).toBe('br');
    expect(pickEncoding('gzip, deflate', ['br', 'gzip'])).toBe('gzip');
    expect(pickEncoding('br', ['gzip'])).toBeNull();
    expect(pickEncoding('*', ['br', 'gzip'])).toBe('br');
  });

  it('honours q=0 and treats a missing or identity-only header as no encoding', () => {
    expect(pickEncoding('br;q=0, gzip;q=0.5', ['br', 'gzip'])).toBe('gzip');
    expect(pickEncoding('*;q=0', ['br', 'gzip'])).toBeNull();
    expect(pickEncoding('identity', ['br', 'gzip'])).toBeNull();
    expect(pickEncoding(undefined, ['br', 'gzip'])).toBeNull();
    expect(pickEncoding('', ['br', 'gzip'])).toBeNull();
  });
});

describe('precompressed static files', () => {
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;
  const css = `.a{color:red}\n`.repeat(200);
  const font = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256));
  let dist: string;
  let t: TestApp;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'abhyas-static-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><html><head><title>Abhyas</title>${'<!-- padding -->'.repeat(100)}</head><body><div id="root"></div></body></html>`,
    );
    writeFileSync(join(dist, 'assets', 'app-1a2b3c4d.js'), script);
    writeFileSync(join(dist, 'assets', 'app-1a2b3c4d.css'), css);
    writeFileSync(join(dist, 'assets', 'face-1a2b3c4d.woff2'), font);
    writeFileSync(join(dist, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(300)}</svg>`);
    const result = precompressDir(dist);
    expect(result.files).toBe(4); // js, css, html, svg; not the font
    t = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(() => t.close());

  it('sends the build-time .br file as it is to a client that accepts brotli', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c4d.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // byte for byte the file the build wrote: nothing was compressed for this request
    expect(res.rawPayload.equals(readFileSync(join(dist, 'assets', 'app-1a2b3c4d.js.br')))).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the .gz file to a gzip-only client, and the plain file to one that accepts neither', async () => {
    const gz = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c4d.css', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/^text\/css/);
    expect(gz.rawPayload.equals(readFileSync(join(dist, 'assets', 'app-1a2b3c4d.css.gz')))).toBe(true);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(css);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c4d.css', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(css);
  });

  it('sends fonts as they are (woff2 is compressed already)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/face-1a2b3c4d.woff2', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.rawPayload.equals(font)).toBe(true);
  });

  it('sends the SPA page precompressed, uncached and varying by encoding', async () => {
    for (const url of ['/', '/study-planner']) {
      const br = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^text\/html/);
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<div id="root">');
    }
    const plain = await t.app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });

  it('serves other public files precompressed with an hour of caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('a missing asset is a JSON 404 for a brotli client too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing-00000000.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('does not serve the build marker (a dotfile)', async () => {
    writeFileSync(join(dist, '.build-info.json'), '{"production":true}');
    const res = await t.app.inject({ method: 'GET', url: '/.build-info.json' });
    expect(res.body).not.toContain('production');
  });
});
