import fp from 'fastify-plugin';
import { MINUTE_MS } from '@sport/contract';
import { seedDemoContent, seedDemoWorld } from '../feed/seed';
import { startLiveSimulator } from '../feed/live-simulator';
import { bindUpcomingSchedules } from '../feed/demo-schedules';
import { demoFanIds, demoRoomChatTick } from '../feed/demo-room-chat';
import { createRng, deriveSeed } from '../feed/prng';
import { DEMO_TIP_CHANCE, DEMO_TIP_EVERY_MS, demoTipsRound } from '../feed/demo-tip-job';
import { DEMO_FORUM_EVERY_MS, DEMO_FORUM_THREAD_CHANCE, demoForumRound, type ThreadPlan } from '../feed/demo-forum-job';
import { DEMO_BETS_EVERY_MS, DEMO_BETS_PER_ROUND, demoBetsRound, type StarSlip } from '../feed/demo-bets-job';
import { createLeadership } from '../jobs/leader';
import { every, JobRegistry, type JobLog, type LeaderJob } from '../jobs/registry';
import { systemClock } from '../lib/clock';
import { EVERY_MATCH_CHANNEL } from '../lib/match-events';

/** A live room's demo chat: a tick every few seconds, a line in a room at one tick in three (~one per 12 s). */
const DEMO_CHAT_EVERY_MS = 4_000;
const DEMO_CHAT_CHANCE = 1 / 3;

/**
 * `app.jobs`: the leader's jobs. Registered before the modules, each of which adds its own jobs as it registers
 * (decision 012). With config.runJobs, one node at a time holds the advisory lock and runs them: first the demo
 * seed on a first start (config.seedDemo, empty database; its content goes on after ready), then the live simulator that keeps the world living
 * and the demo hosts' schedules (and, in the demo world, its fans' room chat), then the modules' jobs in the order the modules registered — all before the app reports ready. Followers retry
 * every 10 s. Without runJobs (tests, a serving-only node) the jobs are added and never started.
 */
export default fp(
  (app, _opts, done) => {
    const jobs = new JobRegistry();
    app.decorate('jobs', jobs);
    if (app.config.seedDemo) {
      jobs.add({
        name: 'demo seed',
        async start(log) {
          const now = new Date(systemClock());
          const result = await seedDemoWorld(app.db, { now });
          if (result.seeded) log.info({ matches: result.matches }, 'demo world seeded');
          // The people's content (tips, comments, audience, bets, forum: half a first start) is written while
          // the node already serves what exists (issue 26 §3), through the database's background view that lets
          // requests in between its statements; stopping waits for it.
          const content = jobs.track(
            'demo content',
            seedDemoContent(app.database.background, now).then(async ({ wrote }) => {
              if (!wrote) return;
              log.info({}, 'demo content seeded');
              // Written beside the modules' services: every node drops what it cached meanwhile, and the ranking
              // stores again the weeks its first tick closed before the bets came. Only then: a closed week is
              // otherwise never computed again.
              await app.bus.publish(EVERY_MATCH_CHANNEL, {});
            }),
            (error) => log.error({ err: error }, 'demo content failed'),
          );
          return { stop: () => content };
        },
      });
    }
    jobs.add({
      name: 'live simulator',
      start: (log) =>
        startLiveSimulator({
          db: app.db,
          publish: (channel, data) => app.bus.publish(channel, data),
          publishPlay: (channel, data) => app.bus.publish(channel, data),
          onError: (error) => log.error({ err: error }, 'live simulator tick failed'),
        }),
    });
    // Idle demo hosts get their next match (feed/demo-schedules.ts, the demo world's, not the anchor module's):
    // every minute, ahead of the anchor tick that puts them on air.
    jobs.add(
      every('demo host schedules', MINUTE_MS, async () => {
        await bindUpcomingSchedules(app.db, systemClock());
      }),
    );
    if (app.config.seedDemo) {
      // The demo fans talk in the live rooms (feed/demo-room-chat.ts) through the chat service, as any fan does.
      const rng = createRng(systemClock());
      let speakers: number[] = [];
      const lastLines = new Map<number, string>();
      jobs.add(
        every('demo room chat', DEMO_CHAT_EVERY_MS, async () => {
          if (speakers.length === 0) speakers = await demoFanIds(app.db);
          await demoRoomChatTick({
            rooms: () => app.anchor.liveRooms(),
            send: (userId, input) => app.chat.send(userId, input),
            speakers,
            rng,
            chance: DEMO_CHAT_CHANCE,
            lastLines,
          });
        }),
      );
    }
    if (app.config.seedDemo) {
      // The demo experts keep writing tips of the day, the members keep talking and the bettors keep betting
      // (feed/demo-tip-job.ts, demo-forum-job.ts, demo-bets-job.ts) through the tip service's publish, the
      // forum's posting and the ranking's ingest, as people and platforms do: the seed's content ends at its start.
      const rng = createRng(deriveSeed('demo rounds', systemClock()));
      const textRng = createRng(deriveSeed('demo tip text', systemClock()));
      jobs.add(
        demoRounds(jobs, 'demo tips', DEMO_TIP_EVERY_MS, async (now, log) => {
          const published = await demoTipsRound({
            db: app.db,
            matchSummaries: (from, to) => app.football.matchSummaries(from, to),
            publish: (expertId, input) => app.newsTips.publish(expertId, input),
            now,
            rng,
            textRng,
            chance: DEMO_TIP_CHANCE,
          });
          if (published > 0) log.info({ published }, 'demo tips published');
        }),
      );
      let plans: ThreadPlan[] = [];
      jobs.add(
        demoRounds(jobs, 'demo forum', DEMO_FORUM_EVERY_MS, async (now) => {
          plans = await demoForumRound({
            db: app.db,
            createThread: (userId, input) => app.forum.createThread(userId, input),
            createReply: (userId, input) => app.forum.createReply(userId, input),
            now,
            rng,
            threadChance: DEMO_FORUM_THREAD_CHANCE,
            plans,
          });
        }),
      );
      let stars: StarSlip[] = [];
      jobs.add(
        demoRounds(jobs, 'demo bets', DEMO_BETS_EVERY_MS, async (now) => {
          stars = await demoBetsRound({
            db: app.db,
            ingest: (body, at) => app.ranking.ingest(body, at),
            now,
            rng,
            count: DEMO_BETS_PER_ROUND,
            stars,
          });
        }),
      );
    }
    if (!app.config.runJobs) {
      done();
      return;
    }
    const log = app.log.child({ part: 'jobs' });
    const leadership = createLeadership({
      database: app.database,
      onError: (error) => log.error({ err: error }, 'leader job failed'),
      onLead: () => {
        log.info({ jobs: jobs.names }, 'this node is the leader');
        return jobs.startAll(log);
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

/**
 * A demo round every `everyMs` of the world's clock (checked each minute): none while a first start still writes
 * its demo content (the seeded chains and one-tip-per-match are the seed's), so the first comes within a minute of
 * it, or of a later start.
 */
function demoRounds(
  jobs: JobRegistry,
  name: string,
  everyMs: number,
  round: (now: number, log: JobLog) => Promise<void>,
): LeaderJob {
  let last = -Infinity;
  return every(name, MINUTE_MS, async (log) => {
    const now = systemClock();
    if (jobs.inProgress.length > 0 || now - last < everyMs) return;
    last = now;
    await round(now, log);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRegistry;
  }
}
