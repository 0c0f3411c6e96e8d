import { Type } from 'typebox';
import { defineRoute } from '../route';
import { DisclosureRoute, GoldBalance, GoldDailyLimit, InviteCode } from '../entities/user';

export const activityRoutes = {
  disclosureRoute: defineRoute({
    method: 'POST',
    path: '/api/forehead/activity/disclosure/route',
    auth: 'required',
    request: Type.Object({}),
    response: DisclosureRoute,
    summary: 'Where the forum tab goes for this user (navigate when isActivityExist or actId)',
  }),
  goldDailyLimit: defineRoute({
    method: 'POST',
    path: '/api/forehead/activity/goldmall/dailyLimit',
    auth: 'required',
    request: Type.Object({}),
    response: GoldDailyLimit,
    summary: 'Gold the user may still spend today; shape is ours',
    ours: true,
  }),
  goldBalance: defineRoute({
    method: 'POST',
    path: '/api/forehead/activity/goldmall/balance',
    auth: 'required',
    request: Type.Object({}),
    response: GoldBalance,
    summary: 'The user’s gold balance; shape is ours',
    ours: true,
  }),
  inviteCode: defineRoute({
    method: 'POST',
    path: '/api/forehead/activity/rmd/getInviteCode',
    auth: 'required',
    request: Type.Object({}),
    response: InviteCode,
    summary: 'The user’s invite code, stable once issued; shape is ours',
    ours: true,
  }),
};
