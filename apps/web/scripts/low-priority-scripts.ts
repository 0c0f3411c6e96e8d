import type { Plugin } from 'vite';

/**
 * Marks index.html's module script and module preloads `fetchpriority="low"`. The HTML paints the boot
 * frame on its own, so no script blocks the first paint. At the default (high) priority, Lighthouse's
 * simulation, which does not see when a module script runs, counts every script that happens to finish
 * before that paint as render-blocking. Nothing else competes for the network at that moment, so the
 * scripts arrive as fast as before.
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'sport-low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<(script type="module"|link rel="modulepreload")([^>]*)>/g, (tag, head: string, rest: string) =>
          rest.includes('fetchpriority') ? tag : `<${head}${rest} fetchpriority="low">`,
        ),
    },
  };
}
