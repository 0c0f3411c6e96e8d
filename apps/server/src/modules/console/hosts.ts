import {
  HOST_PORTRAIT_MAX_BYTES,
  type ConsoleHost,
  type ConsoleRequestOf,
  type ConsoleScheduleEntry,
  type consoleHostRoutes,
  type StaffMe,
} from '@sport/contract/console';
import type { Db } from '../../db/client';
import { checkedImage } from '../../lib/image/checked-image';
import type { AnchorService } from '../anchor/service';
import type { SystemService } from '../system/service';
import type { AuditService } from './audit-service';

type In<K extends keyof typeof consoleHostRoutes> = ConsoleRequestOf<(typeof consoleHostRoutes)[K]>;

/** A portrait's longest side: a head shown at most a few hundred pixels wide. */
const PORTRAIT_MAX_SIDE = 2048;

export interface ConsoleHostsDeps {
  db: Db;
  audit: AuditService;
  anchor: AnchorService;
  system: Pick<SystemService, 'storeFile'>;
}

/**
 * The 主播 area (issue 27 §2 Hosts and rooms): the anchor module's writes, each with its audit entry in the same
 * transaction. Once the transaction committed the change is announced, so every node drops its host answers and
 * the fans see it at once; the answer is then read from the moved world.
 */
export function createConsoleHosts({ db, audit, anchor, system }: ConsoleHostsDeps) {
  const admin = anchor.admin;
  const profile = (input: In<'hostCreate'>) => ({
    nickName: input.nickName.trim(),
    birthday: input.birthday == null ? null : new Date(input.birthday),
    tags: [...new Set(input.tags.map((t) => t.trim()).filter(Boolean))],
    introduction: input.introduction ?? '',
  });
  const hostEntry = (action: string, hostId: number, before: unknown, after: unknown, reason = '') => ({
    action,
    targetType: 'host',
    targetId: hostId,
    before,
    after,
    reason,
  });

  /** Runs a host change with its audit entry, announces it once committed, answers the host as it now is. */
  async function hostChange<T>(
    by: StaffMe,
    action: string,
    hostId: number,
    reason: string | undefined,
    change: (tx: Db) => Promise<{ before: T | null; after: T }>,
  ): Promise<ConsoleHost> {
    await db.transaction(async (tx) => {
      const { before, after } = await change(tx);
      await audit.append(tx, by, hostEntry(action, hostId, before, after, reason));
    });
    await admin.announce();
    return admin.host(hostId);
  }

  /** The same for a schedule entry: its audit entry keeps the rows before and after. */
  async function scheduleChange<T extends { id: number }>(
    by: StaffMe,
    action: string,
    reason: string | undefined,
    change: (tx: Db) => Promise<{ before: T | null; after: T }>,
  ): Promise<ConsoleScheduleEntry> {
    const id = await db.transaction(async (tx) => {
      const { before, after } = await change(tx);
      await audit.append(tx, by, {
        action,
        targetType: 'host-schedule',
        targetId: after.id,
        before,
        after,
        reason: reason ?? '',
      });
      return after.id;
    });
    await admin.announce();
    return admin.entry(id);
  }

  return {
    list: (input: In<'hostsList'>) => admin.list(input.q ?? '', input.page ?? 1, input.size ?? 20),

    async create(by: StaffMe, input: In<'hostCreate'>): Promise<ConsoleHost> {
      const madeId = await db.transaction(async (tx) => {
        const host = await admin.create(tx, profile(input));
        await audit.append(tx, by, hostEntry('host.create', host.id, null, host, input.reason));
        return host.id;
      });
      await admin.announce();
      return admin.host(madeId);
    },

    edit: (by: StaffMe, input: In<'hostEdit'>) =>
      hostChange(by, 'host.edit', input.hostId, input.reason, (tx) => admin.edit(tx, input.hostId, profile(input))),

    /** The host first (an unknown one is a 404 whatever was sent), then the image checked and stored with the change. */
    async portrait(by: StaffMe, input: In<'hostPortrait'>): Promise<ConsoleHost> {
      await admin.host(input.hostId);
      const image = checkedImage(Buffer.from(input.image, 'base64'), {
        field: 'image',
        maxBytes: HOST_PORTRAIT_MAX_BYTES,
        maxSide: PORTRAIT_MAX_SIDE,
      });
      return hostChange(by, 'host.portrait', input.hostId, input.reason, async (tx) =>
        admin.setPortrait(tx, input.hostId, await system.storeFile(tx, image.bytes, image.contentType)),
      );
    },

    group: (by: StaffMe, input: In<'hostGroup'>) =>
      hostChange(by, 'host.group', input.hostId, input.reason, (tx) =>
        admin.setGroup(tx, input.hostId, {
          liveUserGroupId: input.liveUserGroupId,
          liveGroupUserType: input.liveGroupUserType ?? null,
        }),
      ),

    air: (by: StaffMe, input: In<'hostAir'>) =>
      hostChange(by, input.onAir ? 'host.onAir' : 'host.offAir', input.hostId, input.reason, (tx) =>
        admin.setAir(tx, input.hostId, input.onAir, input.reason),
      ),

    schedule: async (input: In<'hostSchedule'>) => ({ list: await admin.schedule(input.hostId) }),

    async scheduleAdd(by: StaffMe, input: In<'scheduleAdd'>): Promise<ConsoleScheduleEntry> {
      await admin.checkSchedule(input, input);
      return scheduleChange(by, 'host.scheduleAdd', undefined, (tx) => admin.addSchedule(tx, input));
    },

    async scheduleEdit(by: StaffMe, input: In<'scheduleEdit'>): Promise<ConsoleScheduleEntry> {
      await admin.checkSchedule(input, input);
      return scheduleChange(by, 'host.scheduleEdit', input.reason, (tx) =>
        admin.editSchedule(tx, input.scheduleId, input),
      );
    },

    scheduleCancel: (by: StaffMe, input: In<'scheduleCancel'>) =>
      scheduleChange(by, 'host.scheduleCancel', input.reason, (tx) =>
        admin.cancelSchedule(tx, input.scheduleId, input.reason),
      ),
  };
}
