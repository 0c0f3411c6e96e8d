import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { clientErrorReply } from './error-reply';

/** The response a socket is writing, if any: Node keeps it there (undocumented, but its own handler reads it). */
type HttpSocket = Socket & { _httpMessage?: { headersSent?: boolean } };

/**
 * Fastify's `clientErrorHandler`: errors Node's HTTP parser raises before Fastify sees a request (a control
 * character in a header, a request line that is not HTTP, URL and headers over 16 KB) are answered with the
 * envelope, not Fastify's own JSON. The parser cannot read on past such an error, so the connection closes.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = clientErrorReply(error);
  this.log.info({ code: error.code, msg: answer.body.msg }, 'request refused by the HTTP parser');
  // As Node does: never write into a response that has already started on this socket.
  if (socket.writable && !(socket as HttpSocket)._httpMessage?.headersSent) {
    const body = JSON.stringify(answer.body);
    const headers = Object.entries({
      ...answer.headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ''}\r\n${headers.join('')}\r\n${body}`);
  }
  socket.destroy(error);
}
