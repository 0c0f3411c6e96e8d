import type { LeaderJob } from '../../jobs/registry';
import { onMatchEvent } from '../../lib/match-events';
import type { Bus } from '../../realtime/bus';
import type { SettleReport, SettlementService } from './settle-service';

/** How soon the matches heard on the bus are looked at: a live match publishes often, one look covers them all. */
const HEARD_EVERY_MS = 2_000;
/** How often every unsettled tip that kicked off is checked: what a missed event or a restart left behind. */
const SWEEP_EVERY_MS = 60_000;

export interface SettleJobOptions {
  settlement: Pick<SettlementService, 'sweep' | 'settleMatches'>;
  bus: Bus;
  onSettled?: (report: SettleReport, why: 'event' | 'sweep') => void;
  onError: (error: unknown) => void;
  heardEveryMs?: number;
  sweepEveryMs?: number;
}

export interface SettleJob {
  stop(): Promise<void>;
}

/**
 * The leader's settlement: listens for `match.<id>` events (a match moved, finished, or had its score corrected)
 * and settles the tips on the matches heard, every couple of seconds; sweeps every unsettled tip that kicked
 * off each minute, so nothing waits on an event that was missed. One run at a time: a run never overlaps the
 * next, and settling is idempotent anyway (settle-service.ts), so a second node's run changes nothing.
 */
export function startSettleJob({
  settlement,
  bus,
  onSettled,
  onError,
  heardEveryMs = HEARD_EVERY_MS,
  sweepEveryMs = SWEEP_EVERY_MS,
}: SettleJobOptions): SettleJob {
  let heard = new Set<number>();
  let stopped = false;
  // The leader sweeps once before serving (plugins/jobs.ts); the next sweep is a minute on.
  let lastSweep = Date.now();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const stopListening = onMatchEvent(bus, (matchId) => {
    if (matchId !== undefined) heard.add(matchId);
    // A change of unknown reach (lib/match-events.ts): the next look sweeps every due tip.
    else lastSweep = 0;
  });
  const report = (result: SettleReport, why: 'event' | 'sweep') => {
    if (result.settled + result.refunds + result.reversals > 0) onSettled?.(result, why);
  };

  const run = async () => {
    if (heard.size > 0) {
      const matchIds = [...heard];
      heard = new Set();
      try {
        report(await settlement.settleMatches(matchIds), 'event');
      } catch (error) {
        // Looked at again next time: a first settlement would wait for the sweep, a correction for nothing.
        for (const id of matchIds) heard.add(id);
        throw error;
      }
    }
    if (Date.now() - lastSweep >= sweepEveryMs) {
      lastSweep = Date.now();
      report(await settlement.sweep(), 'sweep');
    }
  };
  const loop = () => {
    running = run().catch(onError);
    void running.then(() => {
      if (!stopped) timer = setTimeout(loop, heardEveryMs);
    });
  };
  timer = setTimeout(loop, heardEveryMs);

  return {
    stop: async () => {
      stopped = true;
      stopListening();
      clearTimeout(timer);
      await running;
    },
  };
}

/**
 * The leader's job: it settles what is due now (the seeded past included) before the node serves, then follows
 * finished matches on the bus and sweeps each minute.
 */
export function tipSettlementJob(settlement: SettleJobOptions['settlement'], bus: Bus): LeaderJob {
  return {
    name: 'tip settlement',
    async start(log) {
      const first = await settlement.sweep();
      log.info(first, 'tips settled before serving');
      return startSettleJob({
        settlement,
        bus,
        onSettled: (report, why) => log.info({ ...report, why }, 'tips settled'),
        onError: (error) => log.error({ err: error }, 'tip settlement failed'),
      });
    },
  };
}
