import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects inside each other', () => {
    expect(nestsDeeperThan('{"a":[1,{"b":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[1,{"b":[]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('[[],[],[],[]]', 2)).toBe(false);
    expect(nestsDeeperThan('1', 0)).toBe(false);
  });

  it('skips brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ a: '[[[[{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: '\\"[[[[', b: '"{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: '\\' }) + '[[', 1)).toBe(true);
  });

  it('stops at the first level too deep', () => {
    expect(nestsDeeperThan('['.repeat(1_000_000), 32)).toBe(true);
  });
});
