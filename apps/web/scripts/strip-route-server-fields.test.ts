import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { stripRouteServerFields } from './strip-route-server-fields';

const ROUTES_DIR = join(import.meta.dirname, '../../../packages/contract/src/routes');

describe('stripRouteServerFields', () => {
  it("leaves a route's method, path and auth, and drops its schemas, docs and origin", () => {
    const source = `export const routes = {
  list: defineRoute({
    method: 'GET',
    path: '/ssapi/anchor/list/v2',
    auth: 'optional',
    request: Type.Object({
      pid: Type.Optional(Pid()),
      /** a comment, with a comma, inside */
      t: Type.Optional(Text(32)),
    }),
    response: AnchorListV2,
    summary: 'The anchor page, in one call',
    ours: true,
  }),
  other: defineRoute({ method: 'POST', request: NoInput(), path: '/api/x', response: Type.String(), auth: 'required', summary: "it's" }),
};
const notARoute = { request: 1, response: 2 };`;
    const out = stripRouteServerFields(source);
    expect(out).not.toMatch(/Type\.|Pid|AnchorListV2|NoInput|summary|ours/);
    expect(out).toContain("method: 'GET'");
    expect(out).toContain("path: '/ssapi/anchor/list/v2'");
    expect(out).toContain("auth: 'optional'");
    expect(out.replace(/\s+/g, ' ')).toContain("defineRoute({ method: 'POST', path: '/api/x', auth: 'required', })");
    expect(out).toContain('const notARoute = { request: 1, response: 2 };');
    expect(() => parseAst(out, { lang: 'ts' })).not.toThrow();
  });

  it('keeps every route of the real tables callable: each path and method is still there, and nothing else of the server', () => {
    const tables = readdirSync(ROUTES_DIR).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    expect(tables.length).toBeGreaterThan(10);
    for (const table of tables) {
      const source = readFileSync(join(ROUTES_DIR, table), 'utf8');
      const out = stripRouteServerFields(source);
      expect(() => parseAst(out, { lang: 'ts' }), table).not.toThrow();
      const paths = (text: string) => text.match(/\bpath: [^,\n]+/g) ?? [];
      expect(paths(out), table).toEqual(paths(source));
      expect(out.match(/\bdefineRoute\(/g)?.length ?? 0, table).toBe(paths(source).length);
      expect(out, table).not.toMatch(/\b(request|response|summary): /);
    }
  });
});
