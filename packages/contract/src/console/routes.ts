import { Type } from 'typebox';
import { NonEmptyText } from '../schema-kit';
import { defineConsoleRoute } from './route';
import { consoleChatRoutes } from './routes-chat';
import { consoleExpertRoutes } from './routes-experts';
import { consoleHostRoutes } from './routes-hosts';
import { consoleContentRoutes } from './routes-content';
import { STAFF_ROLES } from './roles';
import { consoleMatchRoutes } from './routes-matches';
import { consolePlatformRoutes } from './routes-platforms';
import { consoleStaffRoutes } from './routes-staff';
import {
  AuditPage,
  AuditVerification,
  BanRequest,
  ModerationDecision,
  ModerationItem,
  ModerationKindSchema,
  ModerationQueue,
  Page,
  StaffLoginResult,
  StaffMe,
  UserBanView,
} from './entities';
import { consoleUserRoutes } from './routes-users';

/** Every staff member, whatever the role: their own session and the audit log. */
const ANY_STAFF = STAFF_ROLES;

/** The console's calls (issue 27), all under CONSOLE_API_PREFIX. */
export const consoleRoutes = {
  login: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/login',
    roles: 'public',
    request: Type.Object({
      name: NonEmptyText(64),
      password: NonEmptyText(128),
      code: Type.String({ pattern: '^[0-9]{6}$' }),
    }),
    response: StaffLoginResult,
    summary: 'Staff login: password and the TOTP code; sets the session cookie. Rate-limited per address and account',
  }),
  logout: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/logout',
    roles: ANY_STAFF,
    request: Type.Object({}),
    response: Type.Null(),
    summary: 'Ends this staff session',
  }),
  me: defineConsoleRoute({
    method: 'GET',
    path: '/console/api/me',
    roles: ANY_STAFF,
    request: Type.Object({}),
    response: StaffMe,
    summary: 'The staff member of this session',
  }),
  auditList: defineConsoleRoute({
    method: 'GET',
    path: '/console/api/audit',
    roles: ANY_STAFF,
    request: Type.Object(Page),
    response: AuditPage,
    summary: 'The audit log, newest first',
  }),
  auditVerify: defineConsoleRoute({
    method: 'GET',
    path: '/console/api/audit/verify',
    roles: ANY_STAFF,
    request: Type.Object({}),
    response: AuditVerification,
    summary: 'Recomputes the audit log’s hash chain and says whether it holds and where it breaks',
  }),
  moderationQueue: defineConsoleRoute({
    method: 'GET',
    path: '/console/api/moderation/queue',
    roles: ['moderator'],
    request: Type.Object({ kind: Type.Optional(ModerationKindSchema) }),
    response: ModerationQueue,
    summary: 'Hidden and reported tip comments, forum threads and replies and room chat lines with their reports',
  }),
  moderationRestore: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/moderation/restore',
    roles: ['moderator'],
    request: ModerationDecision,
    response: ModerationItem,
    summary: 'Shows a hidden or reported item again (counts follow) and clears it from the queue',
  }),
  moderationRemove: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/moderation/remove',
    roles: ['moderator'],
    request: ModerationDecision,
    response: ModerationItem,
    summary: 'Removes an item: a state with a reason, never a deletion (counts follow)',
  }),
  moderationBan: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/moderation/ban',
    roles: ['moderator'],
    request: BanRequest,
    response: UserBanView,
    summary: 'Bars a user from posting, commenting and replying for a number of days, with a reason they see',
  }),
  moderationUnban: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/moderation/unban',
    roles: ['moderator'],
    request: Type.Object({ userId: Type.Integer({ minimum: 1 }), reason: NonEmptyText(500) }),
    response: Type.Object({ lifted: Type.Integer() }),
    summary: 'Lifts a user’s running bans (the bans stay in history, marked lifted with the reason)',
  }),
  ...consoleUserRoutes,
  ...consoleMatchRoutes,
  ...consoleChatRoutes,
  ...consolePlatformRoutes,
  ...consoleExpertRoutes,
  ...consoleStaffRoutes,
  ...consoleHostRoutes,
  ...consoleContentRoutes,
};
