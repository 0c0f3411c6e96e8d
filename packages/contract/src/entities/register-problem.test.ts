import { describe, expect, it } from 'vitest';
import { registerProblem } from './user';

describe('a new account’s name and password', () => {
  it('names the first rule broken: the name (3–32 of letters, digits, underscore), then the password (8 or more)', () => {
    expect(registerProblem('ab', 'goodpass1')).toBe('username');
    expect(registerProblem('球迷小王', 'goodpass1')).toBe('username');
    expect(registerProblem('a'.repeat(33), 'goodpass1')).toBe('username');
    expect(registerProblem('fan_2026', '1234567')).toBe('password');
    expect(registerProblem('fan', '12345678')).toBeNull();
    expect(registerProblem('a'.repeat(32), '12345678')).toBeNull();
  });
});
