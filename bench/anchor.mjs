// Issue 4 budget: anchor list v2 and host list (served from the anchor cache) ≥ 0.5 of the bare route's
// req/s in the same run, p99 ≤ 20 ms, at 100 connections.
import { routes } from '@sport/contract';
import { benchAgainstBare } from './lib.mjs';

await benchAgainstBare('anchor', () => [
  { title: 'anchor list v2', path: `${routes.anchor.listV2.path}?momentSort=1` },
  { title: 'host list', path: routes.anchor.hostList.path, method: 'POST', body: { page: 1, size: 20 } },
], { barePort: 18083, serverPort: 18082 });
