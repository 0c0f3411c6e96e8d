import { parseAst, type Plugin } from 'vite';

const ROUTE_TABLE = /packages[\\/]contract[\\/]src[\\/]routes[\\/][^\\/]+(?<!\.test)\.ts$/;
/**
 * What a route definition carries for the server alone: its schemas (the request's validation, the response's
 * allow-list), and its OpenAPI text and origin. The web reads a route's method, path and auth.
 */
const SERVER_FIELDS = new Set(['request', 'response', 'summary', 'ours']);

interface AstNode {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}
const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
const isIdentifier = (value: unknown, name?: string): boolean =>
  isNode(value) && value.type === 'Identifier' && (name === undefined || value.name === name);

function visit(node: AstNode, onNode: (node: AstNode) => void): void {
  onNode(node);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child, onNode);
  }
}

/** The spans of the server-only properties of every `defineRoute({ … })` in a route table's source. */
function serverFieldSpans(code: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const program: unknown = parseAst(code, { lang: 'ts' });
  if (!isNode(program)) return spans;
  visit(program, (node) => {
    if (node.type !== 'CallExpression' || !isIdentifier(node.callee, 'defineRoute') || !Array.isArray(node.arguments)) return;
    const definition: unknown = node.arguments[0];
    if (!isNode(definition) || definition.type !== 'ObjectExpression' || !Array.isArray(definition.properties)) return;
    for (const property of definition.properties as unknown[]) {
      if (!isNode(property) || property.type !== 'Property' || property.computed === true) continue;
      if (isIdentifier(property.key) && SERVER_FIELDS.has(String((property.key as AstNode).name))) {
        spans.push([property.start, property.end]);
      }
    }
  });
  return spans;
}

/** A route table's source without its server-only fields (each with the comma after it). */
export function stripRouteServerFields(code: string): string {
  let out = code;
  for (const [start, end] of serverFieldSpans(code).sort((a, b) => b[0] - a[0])) {
    const comma = /^\s*,/.exec(out.slice(end))?.[0].length ?? 0;
    out = out.slice(0, start) + out.slice(end + comma);
  }
  return out;
}

/**
 * The web build leaves the server's parts out of the contract's route tables. The schemas are inert on the web
 * (typebox-types-only.ts) but still code: every route a page calls brought its request and response schemas, and
 * through them the entities' schema builders, into the page's scripts (~2 KB gzip of the first screen's, built
 * at start-up for nothing); the OpenAPI texts another ~1 KB. Types are untouched: pages still read
 * `ResponseOf<typeof route>`.
 */
export function stripRouteServerFieldsPlugin(): Plugin {
  return {
    name: 'strip-route-server-fields',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!ROUTE_TABLE.test(id)) return null;
      return { code: stripRouteServerFields(code), map: null };
    },
  };
}
