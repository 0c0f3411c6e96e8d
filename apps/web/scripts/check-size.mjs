#!/usr/bin/env node
// Fails when the first route's JS or CSS is over budget (run after `vite build`).
import { fileURLToPath } from 'node:url';
import { BUDGET, firstRouteSize, kb } from './first-route-size.mjs';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const size = await firstRouteSize(dist);
for (const row of size.files) console.log(`  ${kb(row.gzipBytes).padStart(9)}  ${row.file}`);
const js = `JS  ${kb(size.jsGzipBytes)} gzip (budget ${kb(BUDGET.jsBytes)})`;
const css = `CSS ${kb(size.cssGzipBytes)} gzip (budget ${kb(BUDGET.cssBytes)})`;
console.log(`first route (/anchor): ${js}; ${css}`);
const over = [];
if (size.jsGzipBytes > BUDGET.jsBytes) over.push('JS');
if (size.cssGzipBytes > BUDGET.cssBytes) over.push('CSS');
if (over.length > 0) {
  console.error(`over budget: ${over.join(' and ')}`);
  process.exit(1);
}
