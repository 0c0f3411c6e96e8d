// The app-version rules live once, in the contract (SPEC §5 switches); the web uses them from here.
export { compareVersions, isDialectEnabled, isPrivilegeAnchorEnabled, isVersionAtLeast, parseVersion } from '@sport/contract';
