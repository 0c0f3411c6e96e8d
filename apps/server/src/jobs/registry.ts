import { repeat } from './repeat';

/** What a job's start hands back: how to stop it (waiting for a run in progress). */
export interface RunningJob {
  stop(): Promise<void> | void;
}

export interface JobLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Work only the leader node does (one node at a time holds the lock: jobs/leader.ts). */
export interface LeaderJob {
  /** Names the job in logs; unique. */
  name: string;
  /** Starts it on the leader. What it must finish before the node serves, it awaits here (the app reports ready after). */
  start(log: JobLog): Promise<RunningJob> | RunningJob;
}

/**
 * The leader's jobs, each added by the module it belongs to when the module registers (no switchboard knows
 * them): a module that is not registered adds none, and one that is always runs its own. They start in the order
 * they were added and stop in reverse.
 */
export class JobRegistry {
  private readonly jobs: LeaderJob[] = [];
  private readonly working = new Set<string>();

  /**
   * Work a job's start left running while the node serves (a first start's demo content), named until it
   * settles: `/healthz` answers `seeding` while any is. Hands back a promise that never rejects (failures go to
   * `onError`), for the job's stop to await.
   */
  track(name: string, work: Promise<unknown>, onError: (error: unknown) => void): Promise<void> {
    this.working.add(name);
    return work.then(
      () => undefined,
      (error: unknown) => onError(error),
    ).finally(() => this.working.delete(name));
  }

  /** The names of tracked work not settled yet. */
  get inProgress(): string[] {
    return [...this.working];
  }

  add(job: LeaderJob): void {
    if (this.jobs.some((j) => j.name === job.name)) throw new Error(`job "${job.name}" added twice`);
    this.jobs.push(job);
  }

  get names(): string[] {
    return this.jobs.map((j) => j.name);
  }

  /** Starts every job in order; resolves with the function that stops them all (the last started first). */
  async startAll(log: JobLog): Promise<() => Promise<void>> {
    const running: RunningJob[] = [];
    const stopAll = async () => {
      for (const job of running.reverse()) await job.stop();
    };
    try {
      for (const job of this.jobs) running.push(await job.start(log));
    } catch (error) {
      await stopAll();
      throw error;
    }
    return stopAll;
  }
}

/** A job that runs `task` now and then `intervalMs` after each run ends; a failure is logged and the loop goes on. */
export function every(name: string, intervalMs: number, task: (log: JobLog) => Promise<void>): LeaderJob {
  return {
    name,
    start: (log) => repeat(() => task(log), intervalMs, (error) => log.error({ err: error, job: name }, `${name} failed`)),
  };
}
