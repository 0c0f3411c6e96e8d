// No folder cycles (issue 25 §2): the server's modules and layers, and the web's features and layers, depend on each
// other in one direction only. A cycle (forum → system → forum, once) means neither folder can be understood, tested
// or moved without the other. The lint's rules refuse the known wrong directions file by file; this test sees the
// whole graph, so a cycle through three folders shows too.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$|test-helper|(^|\/)testing\//;
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return SOURCE.test(entry.name) && !TEST.test(path) ? [path] : [];
  });
}

/** The folder a file belongs to: `modules/<area>` / `features/<area>`, else its top folder under src. */
function unitOf(src, file) {
  const parts = relative(src, file).split('/');
  if (parts.length === 1) return parts[0];
  if ((parts[0] === 'modules' || parts[0] === 'features') && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

/** Edges between folders: `from → to` for each relative import that leaves its folder. */
export function folderGraph(src) {
  const graph = new Map();
  for (const file of filesUnder(src)) {
    const from = unitOf(src, file);
    const text = readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(IMPORT)) {
      const target = resolve(dirname(file), spec);
      if (!target.startsWith(src + '/')) continue;
      const to = unitOf(src, target);
      if (to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
    }
  }
  return graph;
}

/** The strongly connected groups of more than one folder (Tarjan): each is a cycle. */
export function cyclesOf(graph) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    indexOf.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indexOf.get(next)));
    }
    if (low.get(node) !== indexOf.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return cycles;
}

describe('folder dependencies', () => {
  it('finds a cycle when there is one (the check itself)', () => {
    const graph = new Map([
      ['modules/forum', new Set(['modules/system', 'lib'])],
      ['modules/system', new Set(['modules/forum'])],
      ['lib', new Set()],
    ]);
    expect(cyclesOf(graph)).toEqual([['modules/forum', 'modules/system']]);
  });

  for (const app of ['apps/server/src', 'apps/web/src']) {
    it(`${app} has no cycle between its folders`, () => {
      const graph = folderGraph(resolve(root, app));
      expect(graph.size).toBeGreaterThan(5);
      expect(cyclesOf(graph)).toEqual([]);
    });
  }
});
