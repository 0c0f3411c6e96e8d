import { Type, type Static } from 'typebox';
import { EpochMs, Id, Int, NonEmptyText, Nullable, Text } from '../schema-kit';

export const StaffRoleSchema = Type.Union([
  Type.Literal('operator'),
  Type.Literal('moderator'),
  Type.Literal('finance'),
  Type.Literal('matches'),
  Type.Literal('admin'),
]);

export const StaffMe = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  roles: Type.Array(StaffRoleSchema),
});
export type StaffMe = Static<typeof StaffMe>;

export const StaffLoginResult = Type.Object({
  staff: StaffMe,
  /** Sent back in the CSRF header on every mutating call of this session. */
  csrfToken: Type.String(),
  expiresAt: Type.Integer(),
});
export type StaffLoginResult = Static<typeof StaffLoginResult>;

/**
 * One console action as the audit log keeps it. `before` and `after` are canonical JSON texts of the state the
 * action changed; `hash` covers them with who, when, what, the reason and the previous entry's hash.
 */
export const AuditEntry = Type.Object({
  id: Type.Integer(),
  staffId: Type.Integer(),
  staffName: Type.String(),
  action: Type.String(),
  targetType: Type.String(),
  targetId: Type.String(),
  before: Type.String(),
  after: Type.String(),
  reason: Type.String(),
  createdAt: Type.Integer(),
  prevHash: Type.String(),
  hash: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditPage = Type.Object({ list: Type.Array(AuditEntry), total: Type.Integer() });
export type AuditPage = Static<typeof AuditPage>;

export const AuditVerification = Type.Object({
  ok: Type.Boolean(),
  /** Entries checked. */
  checked: Type.Integer(),
  /** The first entry whose hash or link does not hold; null when the chain holds. */
  brokenAt: Nullable(Type.Integer()),
});
export type AuditVerification = Static<typeof AuditVerification>;

/** What the moderation queue holds: a tip comment, a forum thread, a forum reply or a line of a room's chat. */
export const MODERATION_KINDS = ['comment', 'thread', 'reply', 'chat'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];
export const ModerationKindSchema = Type.Union([
  Type.Literal('comment'),
  Type.Literal('thread'),
  Type.Literal('reply'),
  Type.Literal('chat'),
]);

export const ModerationReport = Type.Object({
  userId: Type.Integer(),
  categoryId: Type.Integer(),
  categoryName: Type.String(),
  content: Type.String(),
  createdAt: Type.Integer(),
});

export const ModerationState = Type.Union([
  Type.Literal('hidden'),
  Type.Literal('reported'),
  Type.Literal('shown'),
  Type.Literal('removed'),
]);
export type ModerationState = Static<typeof ModerationState>;

export const ModerationItem = Type.Object({
  kind: ModerationKindSchema,
  id: Type.Integer(),
  /** The tip a comment is under, the thread a reply is in, the board of a thread, the host whose room a line is in. */
  parentId: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  authorId: Type.Integer(),
  authorName: Type.String(),
  /**
   * hidden: out of every list (five reports), waiting; reported: still shown, reports waiting; shown: restored by a
   * moderator; removed: taken out for good by a moderator, with `removalReason`.
   */
  state: ModerationState,
  removalReason: Type.String(),
  reportCount: Type.Integer(),
  reports: Type.Array(ModerationReport),
  createdAt: Type.Integer(),
});
export type ModerationItem = Static<typeof ModerationItem>;

export const ModerationQueue = Type.Object({ list: Type.Array(ModerationItem) });
export type ModerationQueue = Static<typeof ModerationQueue>;

const Reason = NonEmptyText(500);

export const ModerationTarget = { kind: ModerationKindSchema, id: Id() };
export const ModerationDecision = Type.Object({ ...ModerationTarget, reason: Reason });

/** A ban of 1 day to 10 years; its author's item named so the log says what it was for. */
export const BanRequest = Type.Object({
  userId: Id(),
  days: Int({ minimum: 1, maximum: 3650 }),
  reason: Reason,
  kind: Type.Optional(ModerationKindSchema),
  id: Type.Optional(Id()),
});

export const UserBanView = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  until: EpochMs(),
  reason: Type.String(),
  staffId: Type.Integer(),
  createdAt: Type.Integer(),
});
export type UserBanView = Static<typeof UserBanView>;

export const Page = {
  page: Type.Optional(Int({ minimum: 1, default: 1 })),
  size: Type.Optional(Int({ minimum: 1, maximum: 100, default: 20 })),
};
export const ReasonText = Text(500);
