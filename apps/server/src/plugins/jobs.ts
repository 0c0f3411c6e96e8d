import fp from 'fastify-plugin';
import { HOUR_MS } from '@sport/contract';
import { seedDemo } from '../feed/seed';
import { startLiveSimulator } from '../feed/live-simulator';
import { createLeadership } from '../jobs/leader';
import { bindUpcomingSchedules } from '../feed/demo-schedules';
import { repeat } from '../jobs/repeat';
import { systemClock } from '../lib/clock';

const ANCHOR_TICK_MS = 5_000;
const ANCHOR_BINDS_EVERY = 12;
const PRUNE_EVERY_MS = HOUR_MS;

/**
 * Leader-only work (config.runJobs): one node at a time holds the advisory lock; it seeds the demo world
 * on first start (config.seedDemo, empty database) before the app reports ready, then keeps the world
 * living with the live simulator, and prunes the login records hourly. Followers retry every 10 s.
 */
export default fp(
  (app, _opts, done) => {
    if (!app.config.runJobs) {
      done();
      return;
    }
    const log = app.log.child({ part: 'jobs' });
    const leadership = createLeadership({
      database: app.database,
      onError: (error) => log.error({ err: error }, 'leader job failed'),
      onLead: async () => {
        log.info('this node is the leader');
        if (app.config.seedDemo) {
          const result = await seedDemo(app.db, { now: new Date(systemClock()) });
          if (result.seeded) log.info({ matches: result.matches }, 'demo world seeded');
        }
        // Tips settle as their matches end (modules/news): what is due now first, before serving (the seeded past too).
        const settleTips = app.hasDecorator('tipSettlement') ? await app.tipSettlement.startJob(log) : undefined;
        const simulator = startLiveSimulator({
          db: app.db,
          publish: (channel, data) => app.bus.publish(channel, data),
          publishPlay: (channel, data) => app.bus.publish(channel, data),
          onError: (error) => log.error({ err: error }, 'live simulator tick failed'),
        });
        // Hosts go live and end with the matches they stream (modules/anchor, when registered): the tick every
        // 5 s; idle demo hosts get their next match every minute, before that minute's first tick looks.
        let ticks = 0;
        const anchorTick = app.hasDecorator('anchor')
          ? repeat(
              async () => {
                if (ticks++ % ANCHOR_BINDS_EVERY === 0) await bindUpcomingSchedules(app.db, systemClock());
                await app.anchor.tick();
              },
              ANCHOR_TICK_MS,
              (error) => log.error({ err: error }, 'anchor tick failed'),
            )
          : undefined;
        // Expired captchas and idle failure counts (modules/user): nothing else deletes them. Once an hour is
        // enough: a captcha row is refused once expired whether or not it is gone yet.
        const prune = app.hasDecorator('users')
          ? repeat(
              async () => {
                const pruned = await app.users.pruneLoginRecords();
                if (pruned.captchas + pruned.failures > 0) log.info(pruned, 'login records pruned');
              },
              PRUNE_EVERY_MS,
              (error) => log.error({ err: error }, 'login record prune failed'),
            )
          : undefined;
        // Forum photos (modules/forum): bytes left in the database by older versions go to the photo store, and
        // photos no thread took within a day are deleted. Hourly, like the login records.
        const photoSweep = app.hasDecorator('forum')
          ? repeat(
              async () => {
                const swept = await app.forum.sweepPhotos();
                if (swept.moved + swept.deleted > 0) log.info(swept, 'forum photos swept');
              },
              PRUNE_EVERY_MS,
              (error) => log.error({ err: error }, 'forum photo sweep failed'),
            )
          : undefined;
        // Users' bets settle as their matches finish, and settle again when a match's score is corrected (the
        // tick re-settles the matches heard on the bus); the boards are stored again when any moved (modules/ranking).
        const stopWatchingMatches = app.hasDecorator('ranking') ? app.ranking.watchMatches() : undefined;
        const rankingTick = app.hasDecorator('ranking')
          ? repeat(() => app.ranking.tick(), 10_000, (error) => log.error({ err: error }, 'ranking tick failed'))
          : undefined;
        return async () => {
          await settleTips?.stop();
          stopWatchingMatches?.();
          await rankingTick?.stop();
          await prune?.stop();
          await photoSweep?.stop();
          await anchorTick?.stop();
          await simulator.stop();
        };
      },
    });
    app.addHook('onReady', async () => {
      await leadership.start();
    });
    app.addHook('onClose', async () => {
      await leadership.stop();
    });
    done();
  },
  { name: 'jobs', fastify: '5.x', dependencies: ['db', 'bus'] },
);
