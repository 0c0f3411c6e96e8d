import type { Plugin } from 'vite';

const ROUTE_TABLE = /packages[\\/]contract[\\/]src[\\/]routes[\\/][^\\/]+(?<!\.test)\.ts$/;
// `summary: '…',` in a route definition: single-quoted, maybe on the line after the colon (the contract writes them so)
const SUMMARY = /\bsummary:\s*'(?:[^'\\\n]|\\.)*',?/g;

/**
 * The routes' `summary` texts are for the server's OpenAPI docs; the web reads only method and path, yet the
 * texts the first route's routes carry cost it ~1 KB gzip of its 120 KB budget. The web build leaves them out.
 */
export function stripRouteSummaries(): Plugin {
  return {
    name: 'strip-route-summaries',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!ROUTE_TABLE.test(id)) return null;
      return { code: code.replace(SUMMARY, ''), map: null };
    },
  };
}
