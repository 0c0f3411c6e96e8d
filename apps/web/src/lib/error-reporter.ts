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

export type ClientErrorBody = RequestOf<typeof systemRoutes.clientError>;

/** A Sentry DSN from the build (VITE_SENTRY_DSN) or the app; its envelope code loads only when one is set. */
let sentryDsn: string | null = import.meta.env.VITE_SENTRY_DSN || null;

/** Tests and the app may switch the destination; null sends to the server's client-error route. */
export function configureErrorReporter(opts: { sentryDsn: string | null }): void {
  sentryDsn = opts.sentryDsn || null;
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
    const sentry = sentryDsn ? await import('./sentry-envelope') : null;
    const target = sentry?.parseSentryDsn(sentryDsn ?? '');
    await (sentry && target ? sentry.sendToSentry(target, body) : sendToServer(body));
  } catch {
    // nowhere left to report to
  }
}

/** Forgets what was sent (a new page life; tests). */
export function resetErrorReporter(): void {
  sent = 0;
  recent.clear();
}
