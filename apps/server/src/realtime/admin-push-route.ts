import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import {
  ADMIN_PUSH_PATH,
  ADMIN_TOKEN_HEADER,
  AdminPushBody,
  Channel,
  channelKind,
  Code,
  Envelope,
  isNamespaceMessage,
  PUSH_EVENT_SCHEMAS,
  type ChannelKind,
} from '@sport/contract';
import { AppError, forbidden, invalid } from '../http/app-error';
import { sameSecret } from '../http/same-secret';
import { describeError } from './validation';

const dataValidators = Object.fromEntries(
  Object.entries(PUSH_EVENT_SCHEMAS).map(([kind, schema]) => [kind, Compile(schema)]),
) as { [K in ChannelKind]: ReturnType<typeof Compile<(typeof PUSH_EVENT_SCHEMAS)[K]>> };

const AdminPushResult = Envelope(
  Type.Object({ channel: Channel, bus: Type.Union([Type.Literal('up'), Type.Literal('down')]) }),
);

/**
 * `POST /admin/push {channel, data}`: publishes one event on the bus (ops, tests, feed tools).
 * Only registered when ADMIN_TOKEN is set, so without it the path is an ordinary 404.
 */
export function registerAdminPush(app: FastifyInstance, adminToken: string): void {
  app.post(
    ADMIN_PUSH_PATH,
    {
      schema: {
        body: AdminPushBody,
        response: { 200: AdminPushResult },
        tags: ['admin'],
        summary: 'Publish a push event',
      },
      // The admin token authenticates this call; it is not one the app signs.
      config: { signed: false },
      // Before body validation, so a caller without the token learns nothing about the body rules.
      onRequest: (req, _reply, done) => {
        if (sameSecret(req.headers[ADMIN_TOKEN_HEADER], adminToken)) done();
        else done(forbidden('admin token required'));
      },
    },
    async (req) => {
      const { channel, data } = req.body as AdminPushBody;
      const kind = channelKind(channel);
      if (kind === null) throw invalid('channel', 'must be a channel name');
      if (!isNamespaceMessage(data)) {
        const validator = dataValidators[kind];
        if (!validator.Check(data)) throw new AppError(Code.Invalid, describeError(validator.Errors(data)[0], 'data'));
      }
      await app.bus.publish(channel, data);
      return { code: 1, msg: 'success', data: { channel, bus: app.bus.state } };
    },
  );
}
