import type { ClientErrorBody } from './error-reporter';

/**
 * Error reports to Sentry, for a build or app given a DSN (lib/error-reporter.ts loads this only then: without one,
 * reports go to our server, and no first screen carries the envelope code).
 */
export interface SentryDsn {
  endpoint: string;
  dsn: string;
}

/** `https://<key>@<host>/<project>` → the envelope endpoint, authenticated by query string (no preflight). */
export function parseSentryDsn(dsn: string): SentryDsn | null {
  try {
    const url = new URL(dsn);
    const project = url.pathname.replace(/^\/+|\/+$/g, '');
    if (!url.username || !project) return null;
    const endpoint = `${url.protocol}//${url.host}/api/${project}/envelope/?sentry_version=7&sentry_key=${encodeURIComponent(url.username)}`;
    return { endpoint, dsn };
  } catch {
    return null;
  }
}

export async function sendToSentry(target: SentryDsn, body: ClientErrorBody): Promise<void> {
  const eventId = crypto.randomUUID().replace(/-/g, '');
  const now = new Date().toISOString();
  const event = {
    event_id: eventId,
    timestamp: now,
    platform: 'javascript',
    level: 'error',
    message: { formatted: body.message },
    tags: { kind: body.kind, ...(body.code === undefined ? {} : { code: String(body.code) }) },
    request: { url: body.url },
    ...(body.stack ? { extra: { stack: body.stack } } : {}),
  };
  const envelope = [
    JSON.stringify({ event_id: eventId, sent_at: now, dsn: target.dsn }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n');
  await fetch(target.endpoint, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: envelope, keepalive: true });
}
