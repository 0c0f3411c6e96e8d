import { Type, type Static } from 'typebox';
import { Id, NonEmptyText, Nullable } from '../schema-kit';
import { StaffRoleSchema } from './entities';
import type { StaffRole } from './roles';
import { defineConsoleRoute } from './route';

// The 人员 area (issue 27 §1, 管理员 only): staff accounts made, their roles changed, disabled or enabled, their
// TOTP reset, each with its audit entry. A TOTP secret is in the one answer that made it and nowhere else. There
// is always one enabled 管理员: an admin cannot take their own admin role away nor disable themselves.

const ADMIN: readonly StaffRole[] = ['admin'];

/** Staff names: what `npm run staff -- add` accepts. */
export const STAFF_NAME_PATTERN = '^[A-Za-z0-9_.-]{2,64}$';
export const STAFF_PASSWORD_MIN = 10;

/** A staff account as 管理员 see it: never its password or TOTP secret. */
export const StaffView = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  roles: Type.Array(StaffRoleSchema),
  createdAt: Type.Integer(),
  /** The last session it started (a login); null when it never logged in. */
  lastLoginAt: Nullable(Type.Integer()),
  /** Set: it may no longer log in and its sessions ended at that moment. */
  disabledAt: Nullable(Type.Integer()),
  disabledReason: Nullable(Type.String()),
});
export type StaffView = Static<typeof StaffView>;

/** A new TOTP secret (base32) and its otpauth:// URI, for an authenticator app: shown in this answer only. */
export const StaffTotpMade = Type.Object({ staff: StaffView, secret: Type.String(), uri: Type.String() });
export type StaffTotpMade = Static<typeof StaffTotpMade>;

const Roles = Type.Array(StaffRoleSchema, { minItems: 1, maxItems: 5 });
const Reason = NonEmptyText(500);

export const consoleStaffRoutes = {
  staffList: defineConsoleRoute({
    method: 'GET',
    path: '/console/api/staff',
    roles: ADMIN,
    request: Type.Object({}),
    response: Type.Object({ list: Type.Array(StaffView) }),
    summary: 'Every staff account, oldest first: roles, made, last login, disabled (when and why)',
  }),
  staffCreate: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/staff/create',
    roles: ADMIN,
    request: Type.Object({
      name: Type.String({ pattern: STAFF_NAME_PATTERN }),
      password: Type.String({ minLength: STAFF_PASSWORD_MIN, maxLength: 128 }),
      roles: Roles,
      reason: Reason,
    }),
    response: StaffTotpMade,
    summary: 'Makes a staff account (as `npm run staff -- add`); its TOTP secret and URI are in this answer only',
  }),
  staffRoles: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/staff/roles',
    roles: ADMIN,
    request: Type.Object({ staffId: Id(), roles: Roles, reason: Reason }),
    response: StaffView,
    summary: 'Sets a staff member’s roles: their next call is gated by the new ones (never one’s own admin role away)',
  }),
  staffDisable: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/staff/disable',
    roles: ADMIN,
    request: Type.Object({ staffId: Id(), reason: Reason }),
    response: StaffView,
    summary: 'Disables a staff account: no more logins, and its sessions are refused at once on every node',
  }),
  staffEnable: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/staff/enable',
    roles: ADMIN,
    request: Type.Object({ staffId: Id(), reason: Reason }),
    response: StaffView,
    summary: 'Enables a disabled staff account again (its old sessions stay ended: it logs in anew)',
  }),
  staffResetTotp: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/staff/reset-totp',
    roles: ADMIN,
    request: Type.Object({ staffId: Id(), reason: Reason }),
    response: StaffTotpMade,
    summary: 'Gives a staff member a new TOTP secret (the old codes stop working); shown in this answer only',
  }),
};
