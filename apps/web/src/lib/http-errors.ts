/** A non-success envelope: `code` and `msg` as the server sent them. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly path: string,
  ) {
    super(msg || `code ${code}`);
  }
}

/** The request never got an answer (offline, DNS, CORS, server gone). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly path: string,
    override readonly cause: unknown,
  ) {
    super(`network error on ${path}`);
  }
}

export type HttpErrorEvent =
  /**
   * 405 expired, 505 kicked, 14010, or a 400 to a call that carried the session: the stored session is already
   * cleared (once: only the first such answer comes here); show msg (not inside the app).
   */
  | { kind: 'session-end'; code: number; msg: string; path: string }
  /** Any other non-success code: hide loading and show msg. An unknown one is already reported. */
  | { kind: 'code'; code: number; msg: string; path: string }
  /** No answer: hide loading. Already reported; other in-flight requests were aborted. */
  | { kind: 'network'; path: string; error: unknown };

export type HttpErrorHandler = (event: HttpErrorEvent) => void;

let handler: HttpErrorHandler = () => {};

/**
 * The ONE place the app reacts to failed calls (toasts, loading); the client itself never touches the UI.
 * Reporting to the error reporter is done by the client, so the handler need not call it.
 */
export function setHttpErrorHandler(next: HttpErrorHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = () => {};
  };
}

export function emitHttpError(event: HttpErrorEvent): void {
  try {
    handler(event);
  } catch (error) {
    // a broken UI handler must not change how the call settles; surface it as its own uncaught error
    queueMicrotask(() => {
      throw error;
    });
  }
}

export const isAbortError = (error: unknown): boolean =>
  error instanceof DOMException ? error.name === 'AbortError' : (error as { name?: unknown } | null)?.name === 'AbortError';
