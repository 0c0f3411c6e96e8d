import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress';

const outDir = resolve(import.meta.dirname, 'dist');
const routerDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const backend = process.env.VITE_BACKEND ?? 'http://localhost:8080';

export default defineConfig(({ command }) => ({
  base: '/spa/sport-info-h5/',
  plugins: [react(), precompress(outDir)],
  // The workspace root hoists React 18 for antd-mobile's older peers; the app must use its own React 19.
  resolve: {
    dedupe: ['react', 'react-dom'],
    alias: [
      // react-router's package exports point every bundler at its development build (warnings and all);
      // a production bundle takes the production build it ships beside it.
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: resolve(routerDir, 'dist/production/index.mjs') }]
        : []),
      // Schemas are types-only on the web; see the file for why.
      { find: /^typebox$/, replacement: resolve(import.meta.dirname, 'src/app/typebox-types-only.ts') },
      {
        find: /^rc-util\/lib\/React\/render$/,
        replacement: resolve(import.meta.dirname, 'src/app/antd-legacy-render.ts'),
      },
    ],
  },
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    // Every browser we serve runs ES2022: no down-levelled class fields (query-core uses them).
    target: 'es2022',
    modulePreload: { polyfill: false },
    cssCodeSplit: true,
    // react-dom alone is ~220 kB minified; the first-route gzip budget (scripts/check-size.mjs) is the real gate.
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      '/ssapi': backend,
      '/ws': { target: backend.replace(/^http/, 'ws'), ws: true },
    },
  },
}));
