// The floor of bench/push.mjs: a bare `ws` server that relays every message of one Redis channel to all its
// sockets as one frame built once ({chId, seq, data}, as our hub sends), nothing else: no commands, no
// channels, no checks. Started as its own process, as each of our nodes is.
import { Redis } from 'ioredis';
import { WebSocketServer } from 'ws';

const port = Number(process.env.PORT);
const redisUrl = process.env.REDIS_URL;
const redisChannel = process.env.BARE_CHANNEL;

const sub = new Redis(redisUrl);
await sub.subscribe(redisChannel);
const wss = new WebSocketServer({ port, host: '127.0.0.1' });
let seq = 0;
sub.on('message', (_from, text) => {
  const { c, p } = JSON.parse(text);
  seq += 1;
  const frame = JSON.stringify({ chId: c, seq, data: p });
  for (const socket of wss.clients) if (socket.readyState === 1) socket.send(frame);
});
wss.on('listening', () => process.send?.('ready'));
process.on('SIGTERM', () => {
  wss.close();
  sub.disconnect();
  process.exit(0);
});
