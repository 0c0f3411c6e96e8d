/**
 * The <link>s whose load failed (a route's CSS asked for offline). The bundler's preload helper asks for a
 * stylesheet once per page and remembers it as asked, so a page loaded again after the network came back would
 * render without its CSS: a chunk's retry asks for these again. ('error' does not bubble: heard while it goes
 * down to the <link>.)
 */
const failed: HTMLLinkElement[] = [];
document.addEventListener(
  'error',
  ({ target }) => {
    if (target instanceof HTMLLinkElement) failed.push(target);
  },
  true,
);

/**
 * Asks again for every failed <link>, each through a fresh one in its place. Not waited for: the chunk's own
 * request goes out beside them, and a stylesheet is as small and as near as the script (waiting would cost the
 * first route's budget the bytes of a promise per link).
 */
export function reloadFailedLinks(): void {
  for (const link of failed.splice(0)) link.replaceWith(link.cloneNode());
}
