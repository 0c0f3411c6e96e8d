import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { BET_PLATFORMS, DEFAULT_SIGN_WORD, HOUR_MS, type BetPlatform } from '@sport/contract';
import { DEFAULT_FILTERED_WORDS } from './lib/word-filter';

/** Every environment variable the server reads; nothing else reads process.env. */
export interface Config {
  port: number;
  host: string;
  /** PGlite folder, used when DATABASE_URL is unset. */
  dataDir: string;
  /**
   * Where uploaded forum photos are stored (PHOTO_DIR, default DATA_DIR/photos), outside the database: nodes
   * sharing one PostgreSQL must share this folder too.
   */
  photoDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  signWord: string;
  /** Origins allowed by CORS and the ws Origin check, besides the server's own. */
  corsOrigins: string[];
  /** Where the built web app lives. */
  webDist: string;
  logLevel: string;
  /** Session lifetime. */
  sessionTtlMs: number;
  /** Seed the demo world on first start. */
  seedDemo: boolean;
  /** Run the live simulator and other leader jobs in this process. */
  runJobs: boolean;
  /** Domain list overrides: JSON array of {type, domain}; empty means the request's own origin. */
  domainsJson: string | undefined;
  /**
   * The operator's key (ADMIN_TOKEN, 16+ characters), sent as `x-admin-token`: `POST /admin/push` exists only with
   * it, and `POST /admin/feed/correction` (a goal struck off, a scorer or a final score corrected) refuses every
   * call with 403 without it.
   */
  adminToken: string | undefined;
  /** Each game platform's key for POST /admin/ingest/bets (INGEST_KEYS=xj:key,bti:key); a platform without one is refused. */
  ingestKeys: Partial<Record<BetPlatform, string>>;
  rateLimitMax: number;
  /** Words masked in what users post (tip comments, forum threads and replies): FILTERED_WORDS, comma-separated. */
  filteredWords: string[];
  /** Comment gate (SPEC §5): gold a user must have topped up (COMMENT_RECHARGE_MIN) and VIP level (COMMENT_VIP_MIN). */
  commentRechargeMin: number;
  /** Gold a new account starts with, 新手金币 (WELCOME_GOLD; 0: none). Not a top-up: it opens no comment gate. */
  welcomeGold: number;
  commentVipMin: number;
  /** Live-room chat (issue 28): lines are kept this long (CHAT_RETENTION_HOURS, default 24), reported ones until moderated. */
  chatRetentionMs: number;
  /** A room's lines are gathered this long and pushed as one frame (CHAT_BATCH_MS, default 150). */
  chatBatchMs: number;
  /** Lines a room takes per second per node; beyond, a line reaches no one else (CHAT_ROOM_CAP_PER_SECOND, default 100). */
  chatRoomCapPerSecond: number;
  /** Open `/ws` sockets one client address may hold; one more is refused with 429. */
  wsMaxSocketsPerIp: number;
  /** A request's headers and body must arrive within this (REQUEST_TIMEOUT_SECONDS, default 30), or it is closed with 408. */
  requestTimeoutMs: number;
  /** Which proxies may set X-Forwarded-*: 'loopback' (a proxy on this machine), a comma list of IPs/CIDRs, 'true' or 'false'. */
  trustProxy: boolean | string;
  /**
   * Where the world's clock starts (CLOCK_START, an ISO instant; unset: the real time). It then runs at real
   * speed: a demo or an e2e run can open on a match day whatever the hour it starts (lib/clock.ts).
   */
  clockStart: number | undefined;
  nodeEnv: 'production' | 'development' | 'test';
}

export class ConfigError extends Error {}

/** A comma-separated setting: trimmed, empty items dropped. */
const list = (raw: string): string[] => raw.split(',').map((s) => s.trim()).filter(Boolean);

const ingestKeys = (raw: string | undefined): Partial<Record<BetPlatform, string>> => {
  const keys: Partial<Record<BetPlatform, string>> = {};
  for (const item of list(raw ?? '')) {
    const at = item.indexOf(':');
    const platform = item.slice(0, at) as BetPlatform;
    const key = item.slice(at + 1);
    if (at < 1 || !BET_PLATFORMS.includes(platform) || key.length < 16) {
      throw new ConfigError(`INGEST_KEYS must be platform:key pairs (${BET_PLATFORMS.join(', ')}; keys of 16+ characters)`);
    }
    keys[platform] = key;
  }
  return keys;
};

/** A correction re-settles tips and moves gold: a short key is refused rather than guessed. */
const adminToken = (raw: string | undefined): string | undefined => {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 16) throw new ConfigError('ADMIN_TOKEN must be 16+ characters');
  return raw;
};

const int = (name: string, raw: string | undefined, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number => {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
};

const instant = (name: string, raw: string | undefined): number | undefined => {
  if (raw === undefined || raw === '') return undefined;
  const at = Date.parse(raw);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(raw) || Number.isNaN(at)) {
    throw new ConfigError(`${name} must be an ISO instant such as 2026-11-28T15:20:00Z, got "${raw}"`);
  }
  return at;
};

const bool = (name: string, raw: string | undefined, fallback: boolean): boolean => {
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
};

const proxyTrust = (raw: string | undefined): boolean | string => {
  if (raw === undefined || raw === '') return 'loopback';
  if (raw === 'true' || raw === 'false') return raw === 'true';
  return raw;
};

const url = (name: string, raw: string | undefined, protocols: string[]): string | undefined => {
  if (raw === undefined || raw === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}, got "${parsed.protocol}"`);
  }
  return raw;
};

/**
 * The repository root: the first folder above this file holding apps/server/package.json. Walking up
 * works from src/ (tsx, vitest) and from the bundled dist/server.js alike; cwd is the last resort.
 */
function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (existsSync(resolve(dir, 'apps/server/package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const repoRoot = findRepoRoot(import.meta.dirname);

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const domainsJson = env.DOMAINS_JSON;
  if (domainsJson) {
    try {
      JSON.parse(domainsJson);
    } catch {
      throw new ConfigError('DOMAINS_JSON must be a JSON array of {"type","domain"}');
    }
  }
  const dataDir = resolve(env.DATA_DIR || resolve(repoRoot, '.data'));
  const config: Config = {
    port: int('PORT', env.PORT, 8080, 0, 65535),
    host: env.HOST || '0.0.0.0',
    dataDir,
    photoDir: resolve(env.PHOTO_DIR || resolve(dataDir, 'photos')),
    databaseUrl: url('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']),
    redisUrl: url('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:']),
    signWord: env.SIGN_WORD || DEFAULT_SIGN_WORD,
    corsOrigins: list(env.CORS_ORIGINS ?? ''),
    webDist: resolve(env.WEB_DIST || resolve(repoRoot, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    sessionTtlMs: int('SESSION_TTL_HOURS', env.SESSION_TTL_HOURS, 24 * 30, 1) * HOUR_MS,
    seedDemo: bool('SEED_DEMO', env.SEED_DEMO, true),
    runJobs: bool('RUN_JOBS', env.RUN_JOBS, true),
    domainsJson,
    adminToken: adminToken(env.ADMIN_TOKEN),
    ingestKeys: ingestKeys(env.INGEST_KEYS),
    trustProxy: proxyTrust(env.TRUST_PROXY),
    rateLimitMax: int('RATE_LIMIT_MAX', env.RATE_LIMIT_MAX, 600, 1),
    filteredWords: env.FILTERED_WORDS === undefined ? [...DEFAULT_FILTERED_WORDS] : list(env.FILTERED_WORDS),
    commentRechargeMin: int('COMMENT_RECHARGE_MIN', env.COMMENT_RECHARGE_MIN, 100, 0),
    welcomeGold: int('WELCOME_GOLD', env.WELCOME_GOLD, 100, 0),
    commentVipMin: int('COMMENT_VIP_MIN', env.COMMENT_VIP_MIN, 1, 0, 100),
    requestTimeoutMs: int('REQUEST_TIMEOUT_SECONDS', env.REQUEST_TIMEOUT_SECONDS, 30, 1, 3600) * 1000,
    clockStart: instant('CLOCK_START', env.CLOCK_START),
    chatRetentionMs: int('CHAT_RETENTION_HOURS', env.CHAT_RETENTION_HOURS, 24, 1, 24 * 365) * HOUR_MS,
    chatBatchMs: int('CHAT_BATCH_MS', env.CHAT_BATCH_MS, 150, 10, 2_000),
    chatRoomCapPerSecond: int('CHAT_ROOM_CAP_PER_SECOND', env.CHAT_ROOM_CAP_PER_SECOND, 100, 1, 100_000),
    wsMaxSocketsPerIp: int('WS_MAX_SOCKETS_PER_IP', env.WS_MAX_SOCKETS_PER_IP, 20, 1),
    nodeEnv,
    ...overrides,
  };
  return config;
}
