import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildCoreApp, testConfig } from '../helpers/core-app';
import { registerTestRoutes } from './routes';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildCoreApp(registerTestRoutes, testConfig());
});
afterAll(async () => {
  await app.close();
});

describe('API docs', () => {
  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, { summary?: string; requestBody?: unknown }>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/test/echo']?.post?.summary).toBe('echo the body back');
    expect(doc.paths['/test/echo']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/test/list']?.get?.summary).toBe('list things of a host');
    expect(Object.keys(doc.paths)).not.toContain('/docs/json');
  });

  it('serves a page listing the operations', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('/test/echo');
    expect(res.body).toContain('echo the body back');
    expect(res.body).toContain('href="/docs/json"');
  });
});
