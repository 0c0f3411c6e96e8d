/**
 * Messages a host shell posts to us (SPEC §2): a plaza-page navigation naming `anchor` or `news`,
 * or a plain path to push. Anything else is ignored.
 */
export function pathFromHostMessage(data: unknown): string | null {
  if (typeof data === 'string') {
    try {
      return pathFromHostMessage(JSON.parse(data) as unknown);
    } catch {
      return null;
    }
  }
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  const kind = message.action ?? message.event ?? message.name;
  if (kind === 'plaza-page' || kind === 'plazaPage') {
    if (message.type === 'anchor') return '/anchor';
    if (message.type === 'news') return '/news';
    return null;
  }
  if (typeof message.path === 'string' && message.path.startsWith('/') && !message.path.startsWith('//')) {
    // `/login` is what we send to the host, never a route of ours.
    return message.path === '/login' ? null : message.path;
  }
  return null;
}
