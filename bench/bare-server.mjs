// The baseline: a bare Fastify route on the same machine, in the same run as the product's routes. It takes
// GET and POST (with Fastify's default JSON body parser), so it can get the same request as the route it is
// compared with.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const answer = async () => ({ code: 1, msg: 'success', data: { ok: true } });
app.get('/bare', answer);
app.post('/bare', answer);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('bare server ready');
