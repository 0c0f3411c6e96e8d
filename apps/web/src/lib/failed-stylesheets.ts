/**
 * Stylesheets whose load failed (a route's CSS asked for offline). The bundler's preload helper asks for each
 * stylesheet once per page and remembers it as asked, so a page loaded again after the network came back would
 * render without its CSS: a chunk's retry loads these again first.
 */
const failed = new Set<HTMLLinkElement>();

if (typeof document !== 'undefined') {
  // 'error' does not bubble: heard in the capture phase, for every <link> the page adds
  document.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLLinkElement && target.rel === 'stylesheet') failed.add(target);
    },
    true,
  );
}

/** Loads every failed stylesheet again (a fresh <link> in its place); settles once each has loaded or failed. */
export function reloadFailedStylesheets(): Promise<void> {
  const links = [...failed];
  failed.clear();
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((settle) => {
          const fresh = link.cloneNode() as HTMLLinkElement;
          fresh.addEventListener('load', () => settle());
          fresh.addEventListener('error', () => settle());
          link.replaceWith(fresh);
        }),
    ),
  ).then(() => undefined);
}
