// The baseline: a bare Fastify route on the same machine, in the same run as the product's routes.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ code: 1, msg: 'success', data: { ok: true } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('bare server ready');
