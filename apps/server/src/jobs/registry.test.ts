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
});
