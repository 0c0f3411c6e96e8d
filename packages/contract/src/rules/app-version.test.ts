import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareVersions, isDialectEnabled, isPrivilegeAnchorEnabled } from './app-version';

describe('app version', () => {
  it('compares numerically, part by part', () => {
    expect(compareVersions('2.3.10', '2.3.2')).toBe(1);
    expect(compareVersions('2.3', '2.3.0')).toBe(0);
    expect(compareVersions('v1.9.9', '2.0.0')).toBe(-1);
  });

  it('is antisymmetric', () => {
    const version = fc.array(fc.nat(30), { minLength: 1, maxLength: 4 }).map((p) => p.join('.'));
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(compareVersions(a, b)).toBe(-compareVersions(b, a) || 0);
      }),
    );
  });

  it('turns on dialect from 2.3.2 and privilege anchor from 2.5.0', () => {
    expect(isDialectEnabled('2.3.1')).toBe(false);
    expect(isDialectEnabled('2.3.2')).toBe(true);
    expect(isDialectEnabled('2.10.0')).toBe(true);
    expect(isPrivilegeAnchorEnabled('2.4.9')).toBe(false);
    expect(isPrivilegeAnchorEnabled('2.5.0')).toBe(true);
    for (const bad of [undefined, null, '', 'beta', '2.x']) {
      expect(isDialectEnabled(bad)).toBe(false);
      expect(isPrivilegeAnchorEnabled(bad)).toBe(false);
    }
  });
});
