import type { FastifyInstance } from 'fastify';
import { consoleRoutes } from '@sport/contract/console';
import { NotFoundError } from '../../lib/domain-errors';
import type { AuditService } from './audit-service';
import { addConsoleRoute } from './console-route';
import type { StaffService } from './staff-service';

/**
 * Room-chat roles set from the console (issue 28): the host's own account linked to its room (who then appoints the
 * room's moderators) or a moderator, each change audited in its transaction. Staff of every room (host id 0) stay
 * the operator's service call (app.chat.appoint(0, …)).
 */
export function addChatRoleRoutes(app: FastifyInstance, staff: StaffService, audit: AuditService): void {
  addConsoleRoute(app, staff, consoleRoutes.chatRoomRole, async ({ input, staff: me }) => {
    try {
      // As staff see hosts: a group-restricted or hidden room has its roles too (a fan's view would 404 it).
      await app.anchor.admin.host(input.hostId);
    } catch (error) {
      if (error instanceof NotFoundError) throw new NotFoundError('room');
      throw error;
    }
    if (!(await app.users.profiles([input.userId])).has(input.userId)) throw new NotFoundError('user');
    const role = input.role === 'none' ? null : input.role;
    return app.db.transaction(async (tx) => {
      const before = await app.chat.setRoomRole(input.hostId, input.userId, role, tx);
      await audit.append(tx, me, {
        action: 'chat.room-role',
        targetType: 'chat-room',
        targetId: input.hostId,
        before: { userId: input.userId, role: before ?? 'none' },
        after: { userId: input.userId, role: input.role },
        reason: input.reason,
      });
      return { hostId: input.hostId, userId: input.userId, role: input.role };
    });
  });
}
