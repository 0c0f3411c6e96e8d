import { MIN_APP_VERSION } from '../constants';

/** Parses `1.2.3` (a leading `v` and missing parts allowed) into numbers; null when not a version. */
export function parseVersion(version: string | null | undefined): number[] | null {
  if (typeof version !== 'string') return null;
  const text = version.trim().replace(/^v/i, '');
  if (!/^\d+(\.\d+)*$/.test(text)) return null;
  return text.split('.').map(Number);
}

/** -1, 0 or 1 as a is lower, equal or higher; missing parts count as 0. Unparsable versions sort lowest. */
export function compareVersions(a: string | null | undefined, b: string | null | undefined): -1 | 0 | 1 {
  const pa = parseVersion(a);
  const pb = parseVersion(b);
  if (!pa || !pb) return pa ? 1 : pb ? -1 : 0;
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? 0;
    const y = pb[i] ?? 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** True when `version` is a version and at least `min`. */
export const isVersionAtLeast = (version: string | null | undefined, min: string): boolean =>
  parseVersion(version) !== null && compareVersions(version, min) >= 0;

/** SPEC §5: dialect needs app 2.3.2+. */
export const isDialectEnabled = (appVersion: string | null | undefined): boolean =>
  isVersionAtLeast(appVersion, MIN_APP_VERSION.dialect);
/** SPEC §5: privilege anchor needs app 2.5.0+. */
export const isPrivilegeAnchorEnabled = (appVersion: string | null | undefined): boolean =>
  isVersionAtLeast(appVersion, MIN_APP_VERSION.privilegeAnchor);
