// The floor of bench/chat.mjs: a bare `ws` server that relays every line POSTed to /send to all its sockets at once,
// one frame per line built once (the shape our room pushes have), nothing else: no login, no rules, no storage, no
// batching, no channels. Started as its own process, as our node is.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const port = Number(process.env.PORT);
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const { hostId, content } = JSON.parse(body || '{}');
    seq += 1;
    const message = { id: seq, hostId, userId: 1, nickName: 'bare', level: 0, content, createDate: Date.now() };
    const frame = JSON.stringify({ chId: `chat.${hostId}`, seq, data: { hostId, messages: [message], removed: [] } });
    for (const socket of wss.clients) if (socket.readyState === 1) socket.send(frame);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 1, msg: 'success', data: { message, delivered: true } }));
  });
});
const wss = new WebSocketServer({ server, perMessageDeflate: false });
let seq = 0;
server.listen(port, '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => {
  wss.close();
  server.close();
  process.exit(0);
});
