import { invalid } from './app-error';

/** A parsed form: values stay strings (ajv's coerceTypes turns them into what the schema asks for). */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
type FormObject = { [key: string]: FormValue };

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 8;
const MAX_INDEX = 999;
const MAX_FIELDS = 1000;

/** `a.b[0].c` → ['a', 'b', 0, 'c']; `a[]` → ['a', ''] (append). */
function keyPath(key: string): (string | number)[] {
  const path: (string | number)[] = [];
  for (const part of key.split('.')) {
    const match = /^([^[\]]*)((?:\[[^[\]]*\])*)$/.exec(part);
    if (!match) throw invalid(`body.${key}`, 'is not a valid field name');
    const [, name = '', brackets = ''] = match;
    if (name !== '' || brackets === '') path.push(name);
    for (const [, inner = ''] of brackets.matchAll(/\[([^[\]]*)\]/g)) {
      path.push(/^\d+$/.test(inner) ? Number(inner) : inner);
    }
  }
  for (const segment of path) {
    if (typeof segment === 'string' && FORBIDDEN_KEYS.has(segment)) throw invalid(`body.${key}`, `"${segment}" is not allowed`);
    if (typeof segment === 'number' && segment > MAX_INDEX) throw invalid(`body.${key}`, `index must be <= ${MAX_INDEX}`);
  }
  if (path.length > MAX_DEPTH) throw invalid(`body.${key}`, `must be at most ${MAX_DEPTH} levels deep`);
  return path;
}

const isContainer = (value: FormValue | undefined): value is FormValue[] | FormObject => typeof value === 'object';

function childOf(parent: FormValue[] | FormObject, segment: string | number): FormValue | undefined {
  if (Array.isArray(parent)) return typeof segment === 'number' ? parent[segment] : undefined;
  return Object.hasOwn(parent, segment) ? parent[segment] : undefined;
}

function setChild(parent: FormValue[] | FormObject, segment: string | number, value: FormValue, key: string): void {
  if (Array.isArray(parent)) {
    if (segment === '') parent.push(value);
    else if (typeof segment === 'number') parent[segment] = value;
    else throw invalid(`body.${key}`, 'mixes list and object keys');
  } else {
    parent[String(segment)] = value;
  }
}

/**
 * `application/x-www-form-urlencoded` with dot-nested keys (`a.b=1` → `{ a: { b: '1' } }`) and
 * bracket indexes (`a[0]=x` → `{ a: ['x'] }`). A repeated plain key becomes a list.
 */
export function parseForm(text: string): FormObject {
  const root: FormObject = {};
  let fields = 0;
  for (const [key, value] of new URLSearchParams(text)) {
    if (++fields > MAX_FIELDS) throw invalid('body', `must have at most ${MAX_FIELDS} fields`);
    const path = keyPath(key);
    let parent: FormValue[] | FormObject = root;
    for (let i = 0; i < path.length - 1; i += 1) {
      const segment = path[i] ?? '';
      const nextIsIndex = typeof path[i + 1] === 'number' || path[i + 1] === '';
      let child: FormValue | undefined = segment === '' && Array.isArray(parent) ? undefined : childOf(parent, segment);
      if (child === undefined) {
        child = nextIsIndex ? [] : {};
        setChild(parent, segment, child, key);
      } else if (!isContainer(child)) {
        throw invalid(`body.${key}`, 'conflicts with another field of the same name');
      }
      parent = child;
    }
    const last = path[path.length - 1] ?? '';
    const existing = last === '' && Array.isArray(parent) ? undefined : childOf(parent, last);
    if (existing === undefined) setChild(parent, last, value, key);
    else if (typeof existing === 'string') setChild(parent, last, [existing, value], key);
    else if (Array.isArray(existing) && existing.every((item) => typeof item === 'string')) existing.push(value);
    else throw invalid(`body.${key}`, 'conflicts with another field of the same name');
  }
  return root;
}
