import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The chunk holding a module (its own, or a code-splitting group it was put in). */
function chunkOf(bundle: OutputBundle, moduleId: string): OutputChunk | undefined {
  return Object.values(bundle).find(
    (out): out is OutputChunk => out.type === 'chunk' && out.moduleIds.some((id) => id.endsWith(moduleId)),
  );
}

/** The chunk's file and its static imports, transitively. */
function staticGraph(bundle: OutputBundle, chunk: OutputChunk): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const out = bundle[file];
    if (out?.type === 'chunk') out.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return [...files];
}

/**
 * Adds `<link rel="modulepreload">` to index.html for a chunk the entry imports dynamically (and what it
 * imports), so that it downloads with the entry instead of after the entry has run.
 */
export function preloadChunk(moduleId: string): Plugin {
  let base = '/';
  return {
    name: 'sport-preload-chunk',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        const chunk = bundle && chunkOf(bundle, moduleId);
        if (!bundle || !chunk) throw new Error(`preloadChunk: no chunk for ${moduleId}`);
        const links = staticGraph(bundle, chunk)
          .filter((file) => !html.includes(`${base}${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`);
        return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      },
    },
  };
}
