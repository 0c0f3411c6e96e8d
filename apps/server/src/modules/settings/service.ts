import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { CONTENT_CHANGES, POST_INTERVAL_MS } from '@sport/contract';
import {
  CommonConfigFields,
  ThresholdsView,
  type CommonConfigView,
  type FilteredWordList,
  type ThresholdKey,
} from '@sport/contract/console';
import type { Db } from '../../db/client';
import type { AnswerCache } from '../../lib/answer-cache';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError } from '../../lib/domain-errors';
import type { Bus } from '../../realtime/bus';
import { onBusEvent, publishBusEvent } from '../../realtime/bus-events';
import {
  findLiveWords,
  findSettings,
  insertWord,
  lockSettings,
  markWordRemoved,
  upsertSetting,
  type StoredWord,
} from './repository';

/** What the modules that filter and gate posts read on every call (never captured at start). */
export interface LiveSettings {
  /** The words masked in comments, forum posts and chat lines: the environment's and staff's. */
  words(): Promise<readonly string[]>;
  thresholds(): Promise<ThresholdsView>;
}

export type Thresholds = ThresholdsView;

/** The thresholds before anyone sets one (contract constants; the comment gate's from config). */
export const CONTRACT_THRESHOLDS: Thresholds = {
  commentRechargeMin: 100,
  commentVipMin: 1,
  reportsToHide: 5,
  postIntervalSeconds: POST_INTERVAL_MS / 1000,
};

/** Settings that never change: for a service built by a test without the settings module. */
export const fixedSettings = (
  opts: { words?: readonly string[]; thresholds?: Partial<Thresholds> } = {},
): LiveSettings => ({
  words: () => Promise.resolve(opts.words ?? []),
  thresholds: () => Promise.resolve({ ...CONTRACT_THRESHOLDS, ...opts.thresholds }),
});

const CONFIG_DEFAULTS: CommonConfigView = { stSportJumpGame: 34, stSportPath: '/sports/st' };

interface Snapshot {
  values: Map<string, unknown>;
  words: StoredWord[];
}

export interface SettingsServiceOptions {
  db: Db;
  bus: Bus;
  cache: AnswerCache;
  clock: Clock;
  /** The environment's FILTERED_WORDS: always filtered, not removable from the console. */
  envWords: readonly string[];
  /** The thresholds' defaults (the comment gate's come from config). */
  defaults: Thresholds;
  /** How long a node serves what it read without hearing a change (bounds what a node missed with Redis down). */
  ttlMs?: number;
}

export type SettingsService = ReturnType<typeof createSettingsService>;

/**
 * The values operators change without a release (issue 27 §2): the word filter, the thresholds and the common
 * config. Read through the answer cache (one snapshot per node); a change, committed with its audit entry, is
 * announced on the bus and every node drops its snapshot, so its next read has it.
 */
export function createSettingsService({
  db,
  bus,
  cache,
  clock,
  envWords,
  defaults,
  ttlMs = 60_000,
}: SettingsServiceOptions) {
  const read = cache.read<Snapshot>('settings', { ttlMs });
  const snapshot = () =>
    read(
      'all',
      async () => {
        const [rows, words] = await Promise.all([findSettings(db), findLiveWords(db)]);
        return { values: new Map(rows.map((r) => [r.key, r.value])), words };
      },
      ['settings'],
    );
  const stop = onBusEvent(bus, CONTENT_CHANGES, (change) => {
    if (change.kind === 'settings') cache.invalidate(['settings']);
  });

  /** A stored value that no longer fits its rule (a later version narrowed it) reads as the default. */
  const pick = <T>(values: Map<string, unknown>, key: string, schema: TSchema, fallback: T): T => {
    const value = values.get(key);
    return value !== undefined && Value.Check(schema, value) ? (value as T) : fallback;
  };

  const thresholdsOf = (values: Map<string, unknown>): Thresholds => {
    const out = { ...defaults };
    for (const key of Object.keys(defaults) as ThresholdKey[]) {
      out[key] = pick(values, key, ThresholdsView.properties[key], defaults[key]);
    }
    return out;
  };

  const configOf = (values: Map<string, unknown>): CommonConfigView => ({
    stSportJumpGame: pick(
      values,
      'stSportJumpGame',
      CommonConfigFields.stSportJumpGame,
      CONFIG_DEFAULTS.stSportJumpGame,
    ),
    stSportPath: pick(values, 'stSportPath', CommonConfigFields.stSportPath, CONFIG_DEFAULTS.stSportPath),
  });

  async function wordList(): Promise<FilteredWordList> {
    const { words } = await snapshot();
    const env = envWords.map((word) => ({ word, source: 'env' as const, addedAt: null, addedBy: null }));
    const staff = words.map((w) => ({
      word: w.word,
      source: 'console' as const,
      addedAt: w.addedAt.getTime(),
      addedBy: w.addedBy,
    }));
    return { list: [...env, ...staff] };
  }

  /**
   * Writes the values given in the caller's transaction, under a lock so two staff do not write from the same
   * read; answers the effective values (defaults included) before and after, for the audit entry.
   */
  async function setValues<V extends object>(
    tx: Db,
    change: Partial<V>,
    by: string,
    view: (values: Map<string, unknown>) => V,
  ) {
    await lockSettings(tx);
    const values = new Map((await findSettings(tx)).map((r) => [r.key, r.value]));
    const before = view(values);
    const at = new Date(clock());
    for (const [key, value] of Object.entries(change)) {
      // Only the view's own keys: an extra field a request carried is never stored as a setting.
      if (value === undefined || !(key in before)) continue;
      await upsertSetting(tx, key, value, at, by);
      values.set(key, value);
    }
    return { before, after: view(values) };
  }

  return {
    words: async (): Promise<readonly string[]> => [...envWords, ...(await snapshot()).words.map((w) => w.word)],
    thresholds: async (): Promise<Thresholds> => thresholdsOf((await snapshot()).values),
    commonConfig: async (): Promise<CommonConfigView> => configOf((await snapshot()).values),
    wordList,
    setThresholds: (tx: Db, change: Partial<Thresholds>, by: string) => setValues(tx, change, by, thresholdsOf),
    setCommonConfig: (tx: Db, change: Partial<CommonConfigView>, by: string) => setValues(tx, change, by, configOf),

    /** Adds a staff word; refused when it is listed already (in any letter case), here or in the environment. */
    async addWord(tx: Db, word: string, by: string): Promise<void> {
      const listed = envWords.some((w) => w.toLowerCase() === word.toLowerCase());
      if (listed || !(await insertWord(tx, word, new Date(clock()), by))) throw new ConflictError('该词已在过滤列表中');
    },

    /** Takes a staff word off (an environment word is not the console's to remove). */
    async removeWord(tx: Db, word: string, by: string, reason: string): Promise<void> {
      if (!(await markWordRemoved(tx, word, new Date(clock()), by, reason))) throw new NotFoundError('word');
    },

    /** After the change committed: every node (this one before it returns) drops its snapshot. */
    changed: (): Promise<void> => publishBusEvent(bus, CONTENT_CHANGES, { kind: 'settings' }),
    close: (): void => stop(),
  };
}
