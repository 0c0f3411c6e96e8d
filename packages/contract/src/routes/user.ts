import { Type } from 'typebox';
import { defineRoute } from '../route';
import {
  FriendDomain,
  LoginResult,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
  UserInfo,
} from '../entities/user';
import { NonEmptyText, Text } from '../schema-kit';

const Credentials = {
  username: Type.String({ pattern: USERNAME_PATTERN, minLength: USERNAME_MIN_LENGTH, maxLength: USERNAME_MAX_LENGTH }),
  password: Text(128, PASSWORD_MIN_LENGTH),
};

export const userRoutes = {
  register: defineRoute({
    method: 'POST',
    path: '/api/forehead/user/register',
    auth: 'none',
    request: Type.Object({ ...Credentials, nickname: Type.Optional(NonEmptyText(32)) }),
    response: Type.Object({ uid: Type.Integer(), username: Type.String() }),
    summary: 'Create an account (username 3–32 of [A-Za-z0-9_], password ≥ 8); 409 when the name is taken',
    ours: true,
  }),
  login: defineRoute({
    method: 'POST',
    path: '/api/forehead/user/login',
    auth: 'none',
    request: Type.Object({
      username: NonEmptyText(32),
      password: NonEmptyText(128),
      captchaId: Type.Optional(Text(64)),
      captchaCode: Type.Optional(Text(16)),
    }),
    response: LoginResult,
    summary:
      'Log in; ends the account’s other sessions (they get 505). After 5 failures a captcha is needed (200028), a wrong one gets 200025',
    ours: true,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/forehead/user/logout',
    auth: 'required',
    request: Type.Object({}),
    response: Type.Null(),
    summary: 'End the current session',
    ours: true,
  }),
  info: defineRoute({
    method: 'POST',
    path: '/api/forehead/user/info',
    auth: 'required',
    request: Type.Object({}),
    response: UserInfo,
    summary: 'The logged-in user with their gold balance',
    ours: true,
  }),
  friendDomain: defineRoute({
    method: 'POST',
    path: '/api/forehead/user/domain/friend/domain',
    auth: 'none',
    request: Type.Object({}),
    response: Type.Array(FriendDomain),
    summary: 'Friend (partner) site domains; shape is ours, SPEC names only the call',
    ours: true,
  }),
};
