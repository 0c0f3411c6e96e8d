import { describe, expect, it } from 'vitest';
import { JobRegistry, type JobLog, type LeaderJob } from './registry';

const quiet: JobLog = { info: () => undefined, error: () => undefined };

/** A job that notes its start and stop in `events`, failing to start when `fails`. */
function noted(name: string, events: string[], fails = false): LeaderJob {
  return {
    name,
    start() {
      if (fails) return Promise.reject(new Error(`${name} cannot start`));
      events.push(`start ${name}`);
      return { stop: () => void events.push(`stop ${name}`) };
    },
  };
}

describe('the job registry', () => {
  it('starts jobs in the order they were added and stops them in reverse', async () => {
    const events: string[] = [];
    const jobs = new JobRegistry();
    jobs.add(noted('seed', events));
    jobs.add(noted('tick', events));
    const stop = await jobs.startAll(quiet);
    await stop();
    expect(events).toEqual(['start seed', 'start tick', 'stop tick', 'stop seed']);
  });

  it('refuses a second job of the same name', () => {
    const jobs = new JobRegistry();
    jobs.add(noted('tick', []));
    expect(() => jobs.add(noted('tick', []))).toThrow('job "tick" added twice');
  });

  it('stops what it started when a later job fails to start, and says so', async () => {
    const events: string[] = [];
    const jobs = new JobRegistry();
    jobs.add(noted('seed', events));
    jobs.add(noted('broken', events, true));
    jobs.add(noted('never', events));
    await expect(jobs.startAll(quiet)).rejects.toThrow('broken cannot start');
    expect(events).toEqual(['start seed', 'stop seed']);
  });

  it('names work a start left running until it settles, and hands its failure to the caller, not the stop', async () => {
    const jobs = new JobRegistry();
    let finish!: () => void;
    const failures: unknown[] = [];
    const content = jobs.track('demo content', new Promise<void>((resolve) => (finish = resolve)), (e) => failures.push(e));
    const broken = jobs.track('other', Promise.reject(new Error('disk full')), (e) => failures.push(e));
    expect(jobs.inProgress).toEqual(['demo content', 'other']);
    await broken;
    expect(failures).toEqual([new Error('disk full')]);
    expect(jobs.inProgress).toEqual(['demo content']);
    finish();
    await content;
    expect(jobs.inProgress).toEqual([]);
  });
});
