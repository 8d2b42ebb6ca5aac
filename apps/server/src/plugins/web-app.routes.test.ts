import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppPlugin } from './web-app.js';

describe('the built web app', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'zuoyeben-web-'));
  const app = Fastify();

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'index-Bx9q1.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    // The build's compressed copies (apps/web/vite.config.ts precompress).
    writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync('<!doctype html><div id="root"></div>'));
    writeFileSync(path.join(dist, 'assets', 'index-Bx9q1.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(path.join(dist, 'assets', 'index-Bx9q1.js.gz'), gzipSync('console.log(1)'));
    await app.register(webAppPlugin, { webDist: dist });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('lets the browser keep hashed assets for a year, so a teacher reopening a page loads no script again', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-Bx9q1.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates index.html and unhashed files, so a new release is seen on the next load', async () => {
    for (const url of ['/', '/favicon.svg', '/jobManager/job']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the brotli or gzip copy the build wrote to a browser that accepts it, the plain file to one that does not', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/index-Bx9q1.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gz = await app.inject({ method: 'GET', url: '/assets/index-Bx9q1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
    const plain = await app.inject({ method: 'GET', url: '/assets/index-Bx9q1.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    // The page itself, for a path the client router resolves.
    const page = await app.inject({ method: 'GET', url: '/jobManager/job', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('id="root"');
  });

  it('answers an unknown API path with the envelope, not the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/Nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, message: '接口不存在' });
  });
});
