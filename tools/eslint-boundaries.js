// The import rules of ARCHITECTURE §2, enforced by lint rather than memory.
// Works on the import string resolved against the importing file, so no resolver is needed.
// eslint-boundaries.test.js holds a table of allowed and refused pairs: a rule that silently stops firing
// (as this one did once, reading the feature name from the wrong path segment) fails that test.
import { builtinModules } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const rel = (absolute) => relative(root, absolute).split(sep).join('/');

/** Every spelling of a Node built-in: `fs`, `node:fs`, `fs/promises`, `node:test` (node:-only ones too). */
const isNodeBuiltin = (specifier) =>
  specifier.startsWith('node:') || builtinModules.includes(specifier) || builtinModules.includes(specifier.split('/')[0]);

/**
 * Which module owns each table file under `apps/server/src/db/schema/`, when it is not the module of the
 * same name. Competitions, teams and matches are the football module's: other areas read them through its
 * service (docs/decisions/012-one-module-shape.md).
 */
export const SCHEMA_OWNERS = {
  competition: 'football',
  team: 'football',
  match: 'football',
  'news-orders': 'news',
  'news-comments': 'news',
};

/**
 * Modules that also read (never write) another module's table files. The NBA centre is a whole match centre
 * over the same competition, team and match tables; rebuilding its every query as football service methods
 * would put the NBA's statistics in the football module (docs/decisions/018-nba-reads-the-match-tables.md).
 */
export const SCHEMA_READERS = {
  competition: ['nba'],
  team: ['nba'],
  match: ['nba'],
};

/** Whether a module may read a table file: it owns it, or is one of its readers. */
const mayRead = (module, table) => (SCHEMA_OWNERS[table] ?? table) === module || (SCHEMA_READERS[table] ?? []).includes(module);

const WEB = 'apps/web/src/';
const SERVER = 'apps/server/src/';
const segment = (path, prefix) => path.slice(prefix.length).split('/')[0];
const isTestFile = (path) => /\.test\.[cm]?[jt]sx?$/.test(path);

function contractProblem(target, isBare) {
  if (isBare && isNodeBuiltin(target)) return 'contract is pure: no Node built-ins (it runs in the browser)';
  if (isBare ? target.startsWith('@sport/') : !target.startsWith('packages/contract/')) {
    return 'contract imports nothing of ours';
  }
  return undefined;
}

function webProblem(from, target, isBare) {
  if ((isBare && target.startsWith('@sport/server')) || target.startsWith('apps/server/')) {
    return 'the web never imports the server';
  }
  if (isBare) return undefined;
  const inLayer = (layer) => from.startsWith(`${WEB}${layer}/`);
  const toLayer = (layer) => target.startsWith(`${WEB}${layer}/`);
  if ((inLayer('lib') || inLayer('components')) && (toLayer('features') || toLayer('app'))) {
    return 'lib and components flow into features and app, never back';
  }
  if (inLayer('components/ui') && /^apps\/web\/src\/lib\/(http|socket)([-.][^/]*)?$/.test(target)) {
    return 'components/ui is presentational: no HTTP or socket client (fetch in a feature or a lib hook)';
  }
  if (inLayer('features')) {
    if (toLayer('app')) return 'a feature never imports the app (the app composes features)';
    if (toLayer('features') && segment(target, `${WEB}features/`) !== segment(from, `${WEB}features/`)) {
      return 'a feature never imports another feature (shared pieces live in lib/ or components/ui/)';
    }
  }
  return undefined;
}

function serverProblem(from, target, isBare) {
  if (isBare) return target.startsWith('@sport/web') ? 'the server never imports the web' : undefined;
  const inDir = (dir) => from.startsWith(`${SERVER}${dir}/`);
  if ((inDir('plugins') || inDir('http')) && target.startsWith(`${SERVER}modules/`)) {
    return 'plugins/ and http/ are below the modules: they never import one (a module registers what it adds)';
  }
  if (!inDir('modules')) return undefined;
  // A route file is the module's HTTP side and may answer in HTTP terms; the rest runs in jobs and sockets too.
  if (target.startsWith(`${SERVER}http/app-error`) && !/(^|[/-])routes\.ts$/.test(from)) {
    return 'a service throws the refusals of lib/domain-errors, never an HTTP error (http/ maps them)';
  }
  const own = segment(from, `${SERVER}modules/`);
  const repository = /^apps\/server\/src\/modules\/([^/]+)\/repository/.exec(target);
  if (repository && repository[1] !== own) {
    return "modules talk through services or bus events, never another module's repository";
  }
  // db/match-queries.ts is SQL over the match and team tables both match centres write: importing it reads
  // those tables, so it is held to the match table's owner and readers.
  if (target.startsWith(`${SERVER}db/match-queries`) && !isTestFile(from) && !mayRead(own, 'match')) {
    return "a module reads only its own area's tables; another area's data comes through that module's service";
  }
  if (target.startsWith(`${SERVER}db/schema`) && !isTestFile(from)) {
    const table = target.slice(`${SERVER}db/schema`.length).replace(/^\//, '').replace(/\.[jt]s$/, '');
    if (table === '' || table === 'index') return 'a module imports its own db/schema/<area> file, not the whole schema';
    if (!mayRead(own, table)) {
      return "a module reads only its own area's tables; another area's data comes through that module's service";
    }
  }
  return undefined;
}

/** Returns a message when `fromFile` may not import `target` (repo-relative, or a bare package name). */
export function violation(fromFile, target, isBare) {
  const from = rel(fromFile);
  if (from.startsWith('packages/contract/')) return contractProblem(target, isBare);
  if (from.startsWith('apps/web/')) return webProblem(from, target, isBare);
  if (from.startsWith('apps/server/')) return serverProblem(from, target, isBare);
  return undefined;
}

const rule = {
  meta: { type: 'problem', schema: [], messages: { boundary: '{{why}} ({{source}})' } },
  create(context) {
    const check = (node, sourceNode) => {
      const source = sourceNode && sourceNode.value;
      if (typeof source !== 'string') return;
      const isBare = !source.startsWith('.');
      const target = isBare ? source : rel(resolve(dirname(context.filename), source));
      const why = violation(context.filename, target, isBare);
      if (why) context.report({ node: sourceNode, messageId: 'boundary', data: { why, source } });
    };
    const fromSource = (node) => check(node, node.source);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: fromSource,
      // `import fs = require('fs')` and `require('fs')`: other spellings of the same import.
      TSExternalModuleReference: (node) => check(node, node.expression),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments[0]?.type === 'Literal') {
          check(node, node.arguments[0]);
        }
      },
    };
  },
};

export default { rules: { imports: rule } };
