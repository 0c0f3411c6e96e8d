import type { StaffMe, StaffRole, StaffTotpMade, StaffView } from '@sport/contract/console';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError } from '../../lib/domain-errors';
import type { AuditService } from './audit-service';
import { endAllStaffSessions, listStaff, lockStaff, updateStaff, type StaffRow } from './staff-repository';
import { rolesOf, type StaffService } from './staff-service';
import { newTotpSecret, totpUri } from './totp';

/** The one refusal of the last-admin guard: whoever is asking stays an enabled 管理员. */
export const LAST_ADMIN_REFUSED = '不能移除自己的管理员角色或停用自己：必须始终有一名启用的管理员';

const viewOf = (row: StaffRow): StaffView => ({
  id: row.id,
  name: row.name,
  roles: rolesOf(row.roles),
  createdAt: row.createdAt.getTime(),
  lastLoginAt: row.lastLoginAt?.getTime() ?? null,
  disabledAt: row.disabledAt?.getTime() ?? null,
  disabledReason: row.disabledReason,
});

/** The audit entry's picture of an account: what the page shows, never a secret. */
const stateOf = (view: StaffView | null) =>
  view && { name: view.name, roles: view.roles, disabledAt: view.disabledAt, disabledReason: view.disabledReason };

/**
 * The 人员 area (issue 27 §1): 管理员 make staff accounts, change their roles, disable and enable them and reset
 * their TOTP, each change and its audit entry in one transaction. The gate reads a session's account on every call
 * (staff-service.ts `session`), so a role change or a disabling holds from the member's next call on every node.
 *
 * The last-admin guard: the caller may not take their own admin role away nor disable themselves, and the caller's
 * row is locked and read again in the transaction, so two admins demoting each other at once cannot both succeed
 * (the second finds they are no longer an admin). Whoever acts stays an enabled admin: there is always one.
 */
export function createStaffAdmin({
  db,
  clock,
  audit,
  staff,
}: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  staff: StaffService;
}) {
  const viewIn = async (tx: Db, id: number): Promise<StaffView> => {
    const [row] = await listStaff(tx, [id]);
    if (!row) throw new NotFoundError(`staff ${id}`);
    return viewOf(row);
  };

  /** Locks the caller and the target; refuses unless the caller is still an enabled admin and the target exists. */
  const guard = async (tx: Db, by: StaffMe, targetId: number): Promise<StaffView> => {
    const locked = await lockStaff(tx, [...new Set([by.id, targetId])]);
    const caller = locked.find((row) => row.id === by.id);
    if (!caller || caller.disabledAt || !rolesOf(caller.roles).includes('admin')) throw new ConflictError(LAST_ADMIN_REFUSED);
    return viewIn(tx, targetId);
  };

  /** One change of one account, audited: `change` writes it, the entry shows the account before and after. */
  const change = (
    by: StaffMe,
    input: { staffId: number; reason: string },
    action: string,
    apply: (tx: Db, before: StaffView) => Promise<void>,
  ): Promise<StaffView> =>
    db.transaction(async (tx) => {
      const before = await guard(tx, by, input.staffId);
      await apply(tx, before);
      const after = await viewIn(tx, input.staffId);
      await audit.append(tx, by, {
        action,
        targetType: 'staff',
        targetId: input.staffId,
        before: stateOf(before),
        after: stateOf(after),
        reason: input.reason,
      });
      return after;
    });

  const refuseSelf = (by: StaffMe, staffId: number) => {
    if (by.id === staffId) throw new ConflictError(LAST_ADMIN_REFUSED);
  };

  return {
    list: async (): Promise<{ list: StaffView[] }> => ({ list: (await listStaff(db)).map(viewOf) }),

    create: (
      by: StaffMe,
      input: { name: string; password: string; roles: StaffRole[]; reason: string },
    ): Promise<StaffTotpMade> =>
      db.transaction(async (tx) => {
        const made = await staff.create(input, tx);
        const view = await viewIn(tx, made.id);
        await audit.append(tx, by, {
          action: 'staff.create',
          targetType: 'staff',
          targetId: made.id,
          before: null,
          after: stateOf(view),
          reason: input.reason,
        });
        return { staff: view, secret: made.secret, uri: made.uri };
      }),

    setRoles: (by: StaffMe, input: { staffId: number; roles: StaffRole[]; reason: string }) =>
      change(by, input, 'staff.roles', async (tx) => {
        if (by.id === input.staffId && !input.roles.includes('admin')) throw new ConflictError(LAST_ADMIN_REFUSED);
        await updateStaff(tx, input.staffId, { roles: [...new Set(input.roles)].join(',') });
      }),

    disable: (by: StaffMe, input: { staffId: number; reason: string }) =>
      change(by, input, 'staff.disable', async (tx, before) => {
        refuseSelf(by, input.staffId);
        if (before.disabledAt !== null) throw new ConflictError('该账号已停用');
        const now = new Date(clock());
        await updateStaff(tx, input.staffId, { disabledAt: now, disabledReason: input.reason });
        // The gate already refuses a disabled account's sessions; ending them too keeps them ended after an enable.
        await endAllStaffSessions(tx, input.staffId, now);
      }),

    enable: (by: StaffMe, input: { staffId: number; reason: string }) =>
      change(by, input, 'staff.enable', async (tx, before) => {
        if (before.disabledAt === null) throw new ConflictError('该账号未停用');
        await updateStaff(tx, input.staffId, { disabledAt: null, disabledReason: null, resetLogin: false });
      }),

    resetTotp: async (by: StaffMe, input: { staffId: number; reason: string }): Promise<StaffTotpMade> => {
      const secret = newTotpSecret();
      const view = await change(by, input, 'staff.resetTotp', async (tx) => {
        // A new secret starts a new count: its steps were never used, and a locked-out member gets back in.
        await updateStaff(tx, input.staffId, { totpSecret: secret, resetLogin: true });
      });
      return { staff: view, secret, uri: totpUri(view.name, secret) };
    },
  };
}

export type StaffAdmin = ReturnType<typeof createStaffAdmin>;
