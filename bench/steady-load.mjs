// An open-loop load at a steady rate: request i is due at start + i / rate, whatever the answers before it did,
// over at most `connections` kept-alive sockets; its latency counts from when it was due (a request the generator
// sent late waits in the figure too, as a user's would). autocannon's `overallRate` is not this: each of its
// connections sends its share back to back at the start of every second and then waits, so "600/s" arrives as a
// burst of 600 requests and the last of them queue behind the first.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : 0);

/**
 * `next()` gives each request's headers and body. Resolves to what was sent and answered, and the latencies' p50,
 * p99 and max in ms.
 */
export async function steadyLoad({ url, method = 'GET', rate, seconds, connections = 100, next }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const total = Math.round(rate * seconds);
  const latencies = [];
  let ok = 0;
  let failed = 0;
  const one = (due) =>
    new Promise((resolve) => {
      const { headers, body } = next();
      const req = http.request(
        { host: target.hostname, port: target.port, path: target.pathname + target.search, method, headers, agent },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - due);
            if (res.statusCode >= 200 && res.statusCode < 300) ok += 1;
            else failed += 1;
            resolve();
          });
        },
      );
      req.on('error', () => {
        failed += 1;
        resolve();
      });
      req.end(body);
    });
  const inFlight = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    inFlight.push(one(due));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const ms = (x) => Math.round(x * 10) / 10;
  return {
    sent: total,
    ok,
    failed,
    seconds: elapsed,
    perSec: Math.round(ok / elapsed),
    p50Ms: ms(percentile(sorted, 0.5)),
    p99Ms: ms(percentile(sorted, 0.99)),
    maxMs: ms(sorted.at(-1) ?? 0),
  };
}
