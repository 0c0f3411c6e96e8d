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
  // Bans bar a fan from posting anywhere: the user module keeps them, the console writes them through its service.
  'user-bans': 'user',
  'console-gold': 'console',
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
/** A module's repository: `repository.ts`, `<name>-repository.ts`, or any file under a `repository/` folder. */
const isRepository = (path) => /\/repository\//.test(path) || /(^|\/)([a-z0-9-]+-)?repository\.[cm]?[jt]s$/.test(path);

/**
 * A path alias (`@/lib/http`, `~/…`, `#lib/…`, `src/…`) would hide where an import lands, and every rule below reads
 * that from the path: relative imports only.
 */
const ALIAS = /^(@\/|~\/|#|src\/|apps\/)/;

function contractProblem(target, isBare) {
  if (isBare && isNodeBuiltin(target)) return 'contract is pure: no Node built-ins (it runs in the browser)';
  if (isBare ? target.startsWith('@sport/') : !target.startsWith('packages/contract/')) {
    return 'contract imports nothing of ours';
  }
  return undefined;
}

const CONSOLE_APP = `${WEB}console/`;

/**
 * The operator console (apps/web/src/console, its own Vite build) and the fans' app share lib/ and components/
 * only: no fans' file imports the console or the console's contract (nothing of it may reach a fan's download),
 * and the console imports no feature nor the fans' app shell.
 */
function consoleAppProblem(from, target, isBare) {
  const inConsole = from.startsWith(CONSOLE_APP);
  if (!inConsole && ((isBare && target.startsWith('@sport/contract/console')) || (!isBare && target.startsWith(CONSOLE_APP)))) {
    return "the fans' app never imports the operator console (nor @sport/contract/console): it must not reach their bundle";
  }
  if (inConsole && !isBare && (target.startsWith(`${WEB}features/`) || target.startsWith(`${WEB}app/`))) {
    return 'the console shares only lib/ and components/ with the fans’ app, never a feature or the app shell';
  }
  return undefined;
}

function webProblem(from, target, isBare) {
  if ((isBare && target.startsWith('@sport/server')) || target.startsWith('apps/server/')) {
    return 'the web never imports the server';
  }
  const consoleWhy = consoleAppProblem(from, target, isBare);
  if (consoleWhy) return consoleWhy;
  if (isBare) {
    if (from.startsWith(`${WEB}components/ui/`) && target.startsWith('@tanstack/react-query')) {
      return 'components/ui is presentational: no HTTP, socket or query client (fetch in a feature or a lib hook)';
    }
    return undefined;
  }
  const inLayer = (layer) => from.startsWith(`${WEB}${layer}/`);
  const toLayer = (layer) => target.startsWith(`${WEB}${layer}/`);
  if ((inLayer('lib') || inLayer('components')) && (toLayer('features') || toLayer('app'))) {
    return 'lib and components flow into features and app, never back';
  }
  if (inLayer('components/ui') && /^apps\/web\/src\/lib\/(http|socket|query-[^/]*|use-match-push)([-.][^/]*)?$/.test(target)) {
    return 'components/ui is presentational: no HTTP, socket or query client (fetch in a feature or a lib hook)';
  }
  if (inLayer('features')) {
    if (toLayer('app')) return 'a feature never imports the app (the app composes features)';
    if (toLayer('features') && segment(target, `${WEB}features/`) !== segment(from, `${WEB}features/`)) {
      return 'a feature never imports another feature (shared pieces live in lib/ or components/ui/)';
    }
  }
  return undefined;
}

/** Layers below the modules: they never import one (a module registers what it adds to them). */
const BELOW_MODULES = ['plugins', 'http', 'lib', 'realtime', 'db', 'jobs'];

function serverProblem(from, target, isBare, typeOnly) {
  const inDir = (dir) => from.startsWith(`${SERVER}${dir}/`);
  if (isBare) {
    if (target.startsWith('@sport/web')) return 'the server never imports the web';
    if (inDir('modules') && !typeOnly && !isTestFile(from) && !isRepository(from) && /^drizzle-orm($|\/)/.test(target)) {
      return "SQL lives in the module's repository files (repository.ts, <name>-repository.ts): a service or helper calls them";
    }
    return undefined;
  }
  const below = BELOW_MODULES.find((dir) => inDir(dir));
  if (below && target.startsWith(`${SERVER}modules/`)) {
    return `${below}/ is below the modules: it never imports one (a module registers what it adds)`;
  }
  if (!inDir('modules')) return undefined;
  // A route file is the module's HTTP side and may answer in HTTP terms; the rest runs in jobs and sockets too.
  if (target.startsWith(`${SERVER}http/app-error`) && !/(^|[/-])routes\.ts$/.test(from)) {
    return 'a service throws the refusals of lib/domain-errors, never an HTTP error (http/ maps them)';
  }
  const own = segment(from, `${SERVER}modules/`);
  // another module is reached through its service alone (types included): its repository, views and helpers are its own
  const other = /^apps\/server\/src\/modules\/([^/]+)\/(.+)$/.exec(target);
  if (other && other[1] !== own && !/^service(\.[cm]?[jt]s)?$/.test(other[2] ?? '')) {
    return "modules talk through services or bus events, never another module's internals (its repository, views, helpers)";
  }
  if (!typeOnly && !isTestFile(from) && !isRepository(from) && (target.startsWith(`${SERVER}db/schema`) || target.startsWith(`${SERVER}db/match-queries`))) {
    return "SQL lives in the module's repository files (repository.ts, <name>-repository.ts): a service or helper calls them";
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

/**
 * Returns a message when `fromFile` may not import `target` (repo-relative, or a bare package name). `typeOnly`: the
 * import brings types alone (`import type`), which run no SQL.
 */
export function violation(fromFile, target, isBare, typeOnly = false) {
  const from = rel(fromFile);
  if (isBare && ALIAS.test(target) && /^(apps|packages)\//.test(from)) return 'no path aliases: import by a relative path, so the boundaries can be read';
  if (from.startsWith('packages/contract/')) return contractProblem(target, isBare);
  if (from.startsWith('apps/web/')) return webProblem(from, target, isBare);
  if (from.startsWith('apps/server/')) return serverProblem(from, target, isBare, typeOnly);
  return undefined;
}

/** An import or re-export that brings types alone: `import type …`, `export type …`, or every specifier marked `type`. */
const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (Array.isArray(node.specifiers) && node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

const rule = {
  meta: { type: 'problem', schema: [], messages: { boundary: '{{why}} ({{source}})' } },
  create(context) {
    const check = (node, sourceNode) => {
      const source = sourceNode && sourceNode.value;
      if (typeof source !== 'string') return;
      const isBare = !source.startsWith('.');
      const target = isBare ? source : rel(resolve(dirname(context.filename), source));
      const why = violation(context.filename, target, isBare, isTypeOnly(node));
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
