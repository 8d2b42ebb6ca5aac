import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

  it('answers an unknown API path with the envelope, not the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/Nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, message: '接口不存在' });
  });
});
