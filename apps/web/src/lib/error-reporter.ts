// systemRoutes, not `routes`: the whole route table would put every area's schemas on the first page load.
import { systemRoutes, type RequestOf } from '@sport/contract';
import { buildHeaders, resolveUrl } from './http-config';

export type ErrorKind = 'code' | 'network' | 'chunk' | 'native' | 'render';

export interface ErrorReport {
  kind: ErrorKind;
  message: string;
  code?: number;
  stack?: string;
}

type ClientErrorBody = RequestOf<typeof systemRoutes.clientError>;

interface SentryDsn {
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

let sentry: SentryDsn | null = parseSentryDsn(import.meta.env.VITE_SENTRY_DSN ?? '');

/** Tests and the app may switch the destination; null sends to the server's client-error route. */
export function configureErrorReporter(opts: { sentryDsn: string | null }): void {
  sentry = opts.sentryDsn ? parseSentryDsn(opts.sentryDsn) : null;
}

const clip = (text: string | undefined, max: number) => (text === undefined ? undefined : text.slice(0, max));

function toBody(report: ErrorReport): ClientErrorBody {
  return {
    message: clip(report.message || report.kind, 2000) ?? report.kind,
    kind: report.kind,
    ...(report.code === undefined ? {} : { code: report.code }),
    url: clip(location.href, 2000),
    ...(report.stack ? { stack: clip(report.stack, 8000) } : {}),
  };
}

async function sendToServer(body: ClientErrorBody): Promise<void> {
  // plain fetch, not the HTTP client: a failing report must not raise another error event (or abort calls)
  await fetch(resolveUrl(systemRoutes.clientError.path), {
    method: 'POST',
    headers: { ...buildHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  });
}

async function sendToSentry(target: SentryDsn, body: ClientErrorBody): Promise<void> {
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

// One broken page can fail the same way in a loop; a few reports tell the story, thousands hurt the server.
const MAX_REPORTS_PER_PAGE = 50;
const SAME_REPORT_QUIET_MS = 60_000;
let sent = 0;
const recent = new Map<string, number>();

/** Unknown codes, network, chunk and native failures go here; never throws, resolves when sent (or dropped). */
export async function reportError(report: ErrorReport): Promise<void> {
  const key = `${report.kind}|${report.code ?? ''}|${report.message}`;
  const now = Date.now();
  const last = recent.get(key);
  if ((last !== undefined && now - last < SAME_REPORT_QUIET_MS) || sent >= MAX_REPORTS_PER_PAGE) return;
  recent.set(key, now);
  sent += 1;
  const body = toBody(report);
  try {
    await (sentry ? sendToSentry(sentry, body) : sendToServer(body));
  } catch {
    // nowhere left to report to
  }
}

/** Forgets what was sent (a new page life; tests). */
export function resetErrorReporter(): void {
  sent = 0;
  recent.clear();
}
