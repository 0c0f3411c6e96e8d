import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { buildCoreApp, testConfig } from '../helpers/core-app';

const INDEX = '<!doctype html><html><body><div id="root"></div><script type="module" src="/spa/sport-info-h5/assets/index-AbCd12_.js"></script></body></html>';
const SCRIPT = 'console.log("hello from the app");'.repeat(20);

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'spa-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets/index-AbCd12_.js'), SCRIPT);
  writeFileSync(join(dist, 'assets/index-AbCd12_.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets/index-AbCd12_.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'assets/fingerprint-worker-AbCd12_.js'), SCRIPT);
  writeFileSync(join(dist, 'assets/index-AbCd12_.css'), 'body{margin:0}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await buildCoreApp(() => undefined, testConfig({ webDist: dist }));
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const page = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('static SPA', () => {
  it('redirects / to the app', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/spa/sport-info-h5/');
  });

  it('redirects the bare prefixes to their trailing slash, keeping the query', async () => {
    const res = await get('/spa/sport-info-h5?from=share');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/spa/sport-info-h5/?from=share');
    expect((await get('/sport-info')).headers.location).toBe('/sport-info/spa/sport-info-h5/');
  });

  it('serves index.html uncached at both prefixes', async () => {
    for (const url of ['/spa/sport-info-h5/', '/sport-info/spa/sport-info-h5/']) {
      const res = await get(url, page);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    }
  });

  it('falls back to index.html for a deep link a browser navigates to', async () => {
    const res = await get('/spa/sport-info-h5/match/detail/123?tab=live', page);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with the 404 envelope, not the page', async () => {
    const res = await get('/spa/sport-info-h5/assets/gone-12345678.js', { accept: '*/*' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, data: null });
  });

  it('answers a navigation to a missing file of the build with the 404, never the page without its document headers', async () => {
    for (const url of ['/spa/sport-info-h5/assets/nothing-here.js', '/sport-info/spa/sport-info-h5/assets/gone-12345678.css']) {
      const res = await get(url, page);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toMatch(/^text\/html/);
    }
  });

  it('sends every page it answers with the CSP and the framing policy', async () => {
    for (const url of ['/spa/sport-info-h5/', '/spa/sport-info-h5/anchor', '/spa/sport-info-h5/assets', '/spa/sport-info-h5/assetsx/a.js', '/spa/sport-info-h5/news/assets/a.js']) {
      const res = await get(url, page);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy']).toContain('frame-ancestors');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await get('/spa/sport-info-h5/assets/index-AbCd12_.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe(SCRIPT);
    // never revalidated, so it carries no validators
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
  });

  it('revalidates unhashed files', async () => {
    const res = await get('/spa/sport-info-h5/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const again = await get('/spa/sport-info-h5/favicon.svg', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('serves the precompressed brotli or gzip file when the client takes it', async () => {
    const br = await get('/spa/sport-info-h5/assets/index-AbCd12_.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);

    const gz = await get('/spa/sport-info-h5/assets/index-AbCd12_.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(gzipSync(SCRIPT))).toBe(true);
  });

  it('does not serve files outside the dist folder', async () => {
    const res = await get('/spa/sport-info-h5/..%2f..%2f..%2fetc%2fpasswd', { accept: '*/*' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('root:');
  });

  it('sends a CSP that allows the app and its video', async () => {
    const csp = (await get('/spa/sport-info-h5/', page)).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toMatch(/media-src 'self' blob:/);
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it("sends the build's scripts and stylesheets only the headers a subresource needs", async () => {
    for (const url of ['/spa/sport-info-h5/assets/index-AbCd12_.js', '/spa/sport-info-h5/assets/index-AbCd12_.css']) {
      const res = await get(url, { accept: '*/*', 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
      });
      for (const documentOnly of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster']) {
        expect(res.headers[documentOnly]).toBeUndefined();
      }
    }
  });

  it("keeps the CSP on a worker's script, which a worker takes as its own policy", async () => {
    const res = await get('/spa/sport-info-h5/assets/fingerprint-worker-AbCd12_.js', { accept: '*/*' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeUndefined();
  });
});

describe('static SPA before the web app is built', () => {
  it('says how to build it', async () => {
    const missing = join(tmpdir(), 'spa-dist-missing-for-test');
    const bare = await buildCoreApp(() => undefined, testConfig({ webDist: missing }));
    try {
      const res = await bare.inject({ method: 'GET', url: '/spa/sport-info-h5/', headers: page });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 500, msg: 'web app not built; run npm run build', data: null });
    } finally {
      await bare.close();
    }
  });
});
