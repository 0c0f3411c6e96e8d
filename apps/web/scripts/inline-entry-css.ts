import type { Plugin } from 'vite';

const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g;

/**
 * Puts the entry's CSS (a few KB) into index.html as a <style>. A stylesheet link blocks the first paint
 * for one more request, and the boot frame in index.html is meant to show with the HTML alone. The .css
 * file is still written: the manifest, and so the first-route budget, count it.
 *
 * The link stays, disabled (a disabled stylesheet is not fetched): lazy chunks that share the entry's CSS
 * list it among their dependencies, and Vite's preload helper loads only stylesheets the page has no link for.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'sport-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(STYLESHEET, (tag, href: string) => {
          const asset = Object.values(bundle).find((out) => out.type === 'asset' && href.endsWith(`/${out.fileName}`));
          if (asset?.type !== 'asset') return tag;
          return `<style>${String(asset.source)}</style>\n    ${tag.replace(/>$/, ' disabled>')}`;
        });
      },
    },
  };
}
