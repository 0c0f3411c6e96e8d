import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { matches } from './match';
import { users } from './user';

/**
 * Live-stream hosts (anchors). The id is the host id every call takes (`hostId`) and the number the
 * `host.<id>` channel carries. Live status is not stored: it follows the bound matches (see host_schedules).
 */
export const hosts = pgTable(
  'hosts',
  {
    id: integer('id').primaryKey(),
    nickName: text('nick_name').notNull(),
    /** A file id (files table) of the portrait; headUrl is its file path. */
    pictureId: text('picture_id').notNull(),
    birthday: timestamp('birthday', { withTimezone: true }),
    tags: text('tags').array().notNull().default([]),
    introduction: text('introduction').notNull().default(''),
    liveRoomId: integer('live_room_id').notNull().unique(),
    liveHostType: smallint('live_host_type').notNull().default(1),
    /** Set for a group-restricted room: only users whose special room ids hold the room see the host. */
    liveUserGroupId: integer('live_user_group_id'),
    liveGroupUserType: smallint('live_group_user_type'),
    isTop: boolean('is_top').notNull().default(false),
    /** SPEC §4 live status 3: the host is hidden everywhere. */
    hidden: boolean('hidden').notNull().default(false),
    /** Taken off air by an operator (console 主播): the reason; null while on air. Off air, the host is never live. */
    offAirReason: text('off_air_reason'),
    /** Rooms that also offer an FLV stream besides HLS. */
    offersFlv: boolean('offers_flv').notNull().default(false),
    /** Follower count, moved by exactly one per follow or unfollow (in the follow's transaction). */
    followerCount: integer('follower_count').notNull().default(0),
    /** Base of the watcher count while live and of the weekly popularity score. */
    popularity: integer('popularity').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('hosts_sort_idx').on(t.isTop, t.sort)],
);

/** A host streams a match: bound to the demo world's matches, whose status drives the entry's live status. */
export const hostSchedules = pgTable(
  'host_schedules',
  {
    id: serial('id').primaryKey(),
    hostId: integer('host_id')
      .notNull()
      .references(() => hosts.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** The jump game the stream belongs to (SPEC §9 sport ids); 100 shows for every jump game. */
    matchSource: integer('match_source').notNull(),
    /** When the stream starts (an operator's schedule); null: the match's kick-off, the room opening before it. */
    startAt: timestamp('start_at', { withTimezone: true }),
    /** The stream's own address (http/https, .m3u8 or .flv); null: the room's stream on the caller's origin. */
    streamUrl: text('stream_url'),
    /** Cancelled by an operator: the entry stays (history), the fans no longer see it. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
  },
  (t) => [unique('host_schedules_host_match_key').on(t.hostId, t.matchId), index('host_schedules_match_idx').on(t.matchId)],
);

export const hostFollows = pgTable(
  'host_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hostId: integer('host_id')
      .notNull()
      .references(() => hosts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hostId] }), index('host_follows_host_idx').on(t.hostId)],
);

/** A booked match stream; hostId 0 books the match whoever streams it. */
export const matchBookings = pgTable(
  'match_bookings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    hostId: integer('host_id').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.matchId, t.hostId] })],
);

export const hostMoments = pgTable(
  'host_moments',
  {
    id: serial('id').primaryKey(),
    hostId: integer('host_id')
      .notNull()
      .references(() => hosts.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** Comma-separated file ids (SPEC §3). */
    photos: text('photos').notNull().default(''),
    likedCount: integer('liked_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('host_moments_host_created_idx').on(t.hostId, t.createdAt), index('host_moments_created_idx').on(t.createdAt)],
);

/** Likes one user gave one moment, summed over the client's batches; capped (see anchor service). */
export const momentLikes = pgTable(
  'moment_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    momentId: integer('moment_id')
      .notNull()
      .references(() => hostMoments.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.momentId] })],
);

/** Group-restricted rooms a user may enter (getSpecialRoomIds). */
export const userSpecialRooms = pgTable(
  'user_special_rooms',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roomId: integer('room_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roomId] })],
);
