import { Type, type Static } from 'typebox';

/** Usernames: 3–32 of A–Z, a–z, 0–9 and underscore (ours: SPEC §7 names no register call). */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 32;
export const USERNAME_PATTERN = `^[A-Za-z0-9_]{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}}$`;
export const PASSWORD_MIN_LENGTH = 8;

/** Which rule of a new account's name and password fails first, as the register form says it before sending. */
export function registerProblem(username: string, password: string): 'username' | 'password' | null {
  if (!new RegExp(USERNAME_PATTERN).test(username)) return 'username';
  return password.length < PASSWORD_MIN_LENGTH ? 'password' : null;
}

/** What login returns; the client keeps token and uid in local storage (h5-token, h5-uid). */
export const LoginResult = Type.Object({
  token: Type.String(),
  uid: Type.Integer(),
  username: Type.String(),
  headUrl: Type.String(),
});
export type LoginResult = Static<typeof LoginResult>;

/** The logged-in user's profile (ours); never carries the token or password hash. */
export const UserInfo = Type.Object({
  uid: Type.Integer(),
  username: Type.String(),
  nickname: Type.String(),
  headUrl: Type.String(),
  gold: Type.Integer(),
});
export type UserInfo = Static<typeof UserInfo>;

/** SPEC §3 "User disclosure route": where the forum tab goes for this user. */
export const DisclosureRoute = Type.Object({
  isActivityExist: Type.Boolean(),
  actId: Type.Union([Type.Integer(), Type.Null()]),
  actName: Type.String(),
  url: Type.String(),
  isNewArticleExist: Type.Boolean(),
  /** Epoch ms of the user's last visit to the activity; null before the first one. */
  lastCheckoutDate: Type.Union([Type.Integer(), Type.Null()]),
  showFrame: Type.Boolean(),
});
export type DisclosureRoute = Static<typeof DisclosureRoute>;

export const GoldBalance = Type.Object({ balance: Type.Integer() });
export type GoldBalance = Static<typeof GoldBalance>;

/** Gold the user may still spend in the gold mall today (ours: SPEC names only the call). */
export const GoldDailyLimit = Type.Object({
  limit: Type.Integer(),
  used: Type.Integer(),
  remaining: Type.Integer(),
});
export type GoldDailyLimit = Static<typeof GoldDailyLimit>;

export const InviteCode = Type.Object({ inviteCode: Type.String() });
export type InviteCode = Static<typeof InviteCode>;

/** One friend (partner) site domain (ours: SPEC names only the call). */
export const FriendDomain = Type.Object({ name: Type.String(), domain: Type.String() });
export type FriendDomain = Static<typeof FriendDomain>;
