// The baseline: a bare Fastify route on the same machine, in the same run as the product's routes. It takes
// GET and POST (with Fastify's default JSON body parser), so it can get the same request as the route it is
// compared with.
//
// `/bare-sized?bytes=N` answers N bytes instead of the 40-byte envelope: the same request and an answer as long
// as the route's, so what a route costs beyond the bytes it must send shows apart from what the bytes cost
// (docs/decisions/008-what-the-server-bench-compares.md). The bytes are random (incompressible) and sent as they
// are, once made per size, as our prepared answers are.
import Fastify from 'fastify';
import { randomBytes } from 'node:crypto';

const app = Fastify({ logger: false });
const answer = async () => ({ code: 1, msg: 'success', data: { ok: true } });
app.get('/bare', answer);
app.post('/bare', answer);

const bodies = new Map();
const sized = async (req, reply) => {
  const bytes = Math.min(1_000_000, Math.max(0, Number(req.query.bytes) || 0));
  if (!bodies.has(bytes)) bodies.set(bytes, randomBytes(bytes));
  return reply.type('application/octet-stream').send(bodies.get(bytes));
};
app.get('/bare-sized', sized);
app.post('/bare-sized', sized);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('bare server ready');
