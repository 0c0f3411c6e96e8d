/**
 * Browsers always send Origin on a WebSocket handshake and do not apply CORS to it, so without this
 * check any page could open a socket with the user's cookies/tokens. Allowed: no Origin (a native app
 * or a server-side client), the server's own host, or one of config.corsOrigins (`*` allows all).
 */
export function isOriginAllowed(
  origin: string | undefined,
  hosts: readonly (string | undefined)[],
  allowed: readonly string[],
): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (hosts.some((host) => host !== undefined && host.toLowerCase() === url.host)) return true;
  return allowed.some((entry) => entry === '*' || entry.replace(/\/+$/, '').toLowerCase() === url.origin);
}
