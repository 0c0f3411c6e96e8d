import fp from 'fastify-plugin';
import { ADMIN_TOKEN_HEADER, matchRoutes, type MatchCorrectionResult } from '@sport/contract';
import { applyCorrection } from '../../feed/apply-correction';
import type { CorrectionOutcome } from '../../feed/correction';
import { conflict, forbidden, invalid, notFound } from '../../http/app-error';
import { addRoute } from '../../http/route';
import { sameSecret } from '../../http/same-secret';
import { createMatchService, type MatchService } from './service';

/** The route's answer, or the refusal as the caller sees it (nothing was written). */
function answerOf(outcome: CorrectionOutcome): MatchCorrectionResult {
  if (outcome.ok) {
    const { match, changed } = outcome;
    return { matchId: match.id, changed, homeScore: match.homeScore, awayScore: match.awayScore };
  }
  const { refusal } = outcome;
  switch (refusal.kind) {
    case 'missing':
      throw notFound(refusal.what);
    case 'invalid':
      throw invalid(refusal.field === 'body' ? 'body' : `body.${refusal.field}`, refusal.rule);
    case 'conflict':
      throw conflict(refusal.why);
  }
}

/**
 * The match page (issue 24): one call for a match of any sport. It composes the football module (owner of the
 * match tables) and the NBA module (owner of the box scores) through their services, and caches the answer.
 */
export default fp(
  (app, _opts, done) => {
    const match = createMatchService({ cache: app.cache, football: app.football, nba: app.nba });
    app.decorate('match', match);
    addRoute(app, matchRoutes.detail, ({ input }) => match.detail(input.matchId), { cached: true });
    addRoute(app, matchRoutes.headToHead, ({ input }) => match.headToHead(input.matchId), { cached: true });

    // The operator's corrections (issue 24 §2). Published on `match.<id>` like any feed change: this module's cache,
    // open pages and the tip settlement hear it. The key is checked after the body's schema (public in the API
    // docs anyway), as the bet ingest does, so bad input is a 422 naming its field; without ADMIN_TOKEN every call
    // is refused.
    app.register((scope, _scopeOpts, registered) => {
      scope.addHook('preHandler', (req, _reply, next) => {
        if (sameSecret(req.headers[ADMIN_TOKEN_HEADER], app.config.adminToken)) next();
        else next(forbidden(`${ADMIN_TOKEN_HEADER}: not the operator's key`));
      });
      const publish = (channel: string, data: unknown) => app.bus.publish(channel, data);
      addRoute(scope, matchRoutes.correction, async ({ input }) => answerOf(await applyCorrection(app.db, input, { publish })), {
        signed: false,
        tags: ['admin'],
      });
      registered();
    });
    done();
  },
  { name: 'match', fastify: '5.x', dependencies: ['db', 'bus', 'cache', 'football', 'nba'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    match: MatchService;
  }
}
