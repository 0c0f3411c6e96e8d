// The import rules of ARCHITECTURE §2, enforced by lint rather than memory.
// Works on the import string resolved against the importing file, so no resolver is needed.
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const rel = (absolute) => relative(root, absolute).split(sep).join('/');

/** Returns a message when `fromFile` may not import `target` (repo-relative, or a bare package name). */
export function violation(fromFile, target, isBare) {
  const from = rel(fromFile);
  if (from.startsWith('packages/contract/')) {
    if (isBare ? target.startsWith('@sport/') : !target.startsWith('packages/contract/')) {
      return 'contract imports nothing of ours';
    }
    if (isBare && target.startsWith('node:')) return 'contract is pure: no Node APIs (it runs in the browser)';
  }
  if (from.startsWith('apps/web/')) {
    if ((isBare && target.startsWith('@sport/server')) || target.startsWith('apps/server/')) {
      return 'the web never imports the server';
    }
    if (!isBare) {
      const inLayer = (layer) => from.startsWith(`apps/web/src/${layer}/`);
      const toLayer = (layer) => target.startsWith(`apps/web/src/${layer}/`);
      if ((inLayer('lib') || inLayer('components')) && (toLayer('features') || toLayer('app'))) {
        return 'lib and components flow into features and app, never back';
      }
      if (inLayer('features')) {
        if (toLayer('app')) return 'a feature never imports the app (the app composes features)';
        const own = from.split('/')[3];
        if (toLayer('features') && target.split('/')[3] !== own) return 'a feature never imports another feature';
      }
    }
  }
  if (from.startsWith('apps/server/src/modules/') && !isBare) {
    const own = from.split('/')[4];
    const m = /^apps\/server\/src\/modules\/([^/]+)\/repository/.exec(target);
    if (m && m[1] !== own) return "modules talk through services or bus events, never another module's repository";
  }
  if (from.startsWith('apps/server/') && isBare && target.startsWith('@sport/web')) {
    return 'the server never imports the web';
  }
  return undefined;
}

const rule = {
  meta: { type: 'problem', schema: [], messages: { boundary: '{{why}} ({{source}})' } },
  create(context) {
    const check = (node) => {
      const source = node.source && node.source.value;
      if (typeof source !== 'string') return;
      const isBare = !source.startsWith('.');
      const target = isBare ? source : rel(resolve(dirname(context.filename), source));
      const why = violation(context.filename, target, isBare);
      if (why) context.report({ node: node.source, messageId: 'boundary', data: { why, source } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { imports: rule } };
