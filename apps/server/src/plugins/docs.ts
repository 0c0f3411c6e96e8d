import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Operation {
  method: string;
  path: string;
  summary: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The operations of an OpenAPI document, in path order. */
export function operationsOf(doc: { paths?: Record<string, unknown> }): Operation[] {
  const list: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (typeof item !== 'object' || item === null) continue;
    for (const method of METHODS) {
      const op: unknown = (item as Record<string, unknown>)[method];
      if (typeof op !== 'object' || op === null) continue;
      const summary = (op as { summary?: unknown }).summary;
      list.push({ method: method.toUpperCase(), path, summary: typeof summary === 'string' ? summary : '' });
    }
  }
  return list;
}

function page(operations: Operation[]): string {
  const rows = operations
    .map((op) => `<tr><td>${op.method}</td><td><code>${escapeHtml(op.path)}</code></td><td>${escapeHtml(op.summary)}</td></tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>sport-info-h5 API</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:2rem;color:#222}table{border-collapse:collapse}td,th{padding:.25rem .75rem;border-bottom:1px solid #ddd;text-align:left}code{font-size:13px}</style>
</head><body>
<h1>sport-info-h5 API</h1>
<p>OpenAPI document: <a href="/docs/json">/docs/json</a>. Every call answers <code>{ code, msg, data }</code>;
calls are signed with the <code>sign</code> header (ARCHITECTURE §3).</p>
<table><thead><tr><th>method</th><th>path</th><th>summary</th></tr></thead><tbody>
${rows}
</tbody></table>
</body></html>`;
}

/** OpenAPI generated from the route schemas: JSON at /docs/json and a plain index at /docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'sport-info-h5',
          description: 'Every response is an envelope { code, msg, data }. Signed headers: device-id, os-type, timestamp, version, token, uid, sign.',
          version: '1.0.0',
        },
      },
    });

    const config = { signed: false as const };
    app.get('/docs/json', { config, schema: { hide: true } }, () => app.swagger());
    app.get('/docs', { config, schema: { hide: true } }, (_req, reply) =>
      reply.type('text/html; charset=utf-8').send(page(operationsOf(app.swagger()))),
    );
  },
  { name: 'sport-docs' },
);
