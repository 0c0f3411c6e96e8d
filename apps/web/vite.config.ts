import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineEntryCss } from './scripts/inline-entry-css';
import { lowPriorityScripts } from './scripts/low-priority-scripts';
import { precompress } from './scripts/precompress';
import { preloadChunk } from './scripts/preload-chunk';
import { stripRouteSummaries } from './scripts/strip-route-summaries';

const outDir = resolve(import.meta.dirname, 'dist');
const backend = process.env.VITE_BACKEND ?? 'http://localhost:8080';
// The libraries and small shared modules the app shell renders with, and the small shared pieces every first
// screen's page uses (pull to refresh, loading/error views, skeletons, avatars, the bookings query the shell asks
// at login): one file instead of six (see codeSplitting).
const APP_MODULES =
  /node_modules[\\/](react-dom|scheduler|@tanstack[\\/]react-query|wouter|regexparam|use-sync-external-store)[\\/]|node_modules[\\/]react[\\/](cjs[\\/]react-jsx-runtime|jsx-runtime)|antd-mobile[\\/]es[\\/]utils[\\/]unstable-render|rc-util[\\/]lib[\\/]warning|src[\\/]app[\\/]antd-|src[\\/]lib[\\/]app-actions|src[\\/]components[\\/]ui[\\/](avatar|banner-carousel|banner-image|tab-page-frame|pull-to-refresh|use-pull-gesture|query-view|load-error|skeleton|use-go-back)|src[\\/]lib[\\/](use-require-login|subscribe-info|router\.)|contract[\\/]src[\\/]rules[\\/](visibility|date-labels|china-time|chunk)/;

export default defineConfig({
  base: '/spa/sport-info-h5/',
  plugins: [stripRouteSummaries(), react(), inlineEntryCss(), preloadChunk('src/app/mount.tsx'), lowPriorityScripts(), precompress()],
  // The workspace root hoists React 18 for antd-mobile's older peers; the app must use its own React 19.
  resolve: {
    dedupe: ['react', 'react-dom'],
    alias: [
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
    rolldownOptions: {
      // The contract's schemas are inert on the web (typebox-types-only.ts): building one has no effect, so a
      // schema the web never reads can be dropped. Type and the contract's schema builders (schema-kit.ts).
      treeshake: {
        manualPureFunctions: ['Type', 'Int', 'Id', 'IdOrZero', 'EpochMs', 'Nullable', 'Flag', 'Text', 'NonEmptyText', 'IdCsv', 'NoInput', 'GroupName'],
      },
      output: {
        // Seven hash characters (64^7 names; the bundler asks at least that many for this number of files) instead of eight: every lazy file's name is in the entry's preload map,
        // which the first route carries, and a hash is the one part of a name gzip cannot shrink.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        // What every start loads in a few files instead of many small shared ones: each file costs the first
        // route a request (six at a time over HTTP/1.1, ~1.3 KB of headers each) and its own gzip overhead.
        codeSplitting: {
          groups: [
            // everything the entry imports statically
            { name: 'boot', tags: ['$initial'], priority: 3 },
            // what the app shell (src/app/mount.tsx) renders with, which the routes share
            { name: 'app', test: APP_MODULES, priority: 2 },
            // what more than one anchor page uses; the match score pieces only the lazy match list and the live
            // room use, and the later pages' texts (texts.ts), so they stay out of the chunk the first route loads
            {
              name: 'anchor-shared',
              test: /src[\\/]features[\\/]anchor[\\/](?!components[\\/]match-score|lib[\\/]match-standing|texts|locales)/,
              minShareCount: 2,
              priority: 1,
            },
            // the link to the match page, which schedules, brackets, tips, slips and rooms of every feature use: a
            // small file of its own, or the first feature group importing it takes it in, and every page with a
            // match link loads that feature's whole shared file (the rooms and the match page loaded news' and ranking's)
            { name: 'match-link', test: /src[\\/](components[\\/]ui[\\/]match-link|lib[\\/]match-path)\./, priority: 2 },
            // the empty list and the endless list's foot, which most centres and the forum use: left to the
            // bundler they sat in the news feature's shared file, and /five-leagues, /nba, /user-ranking and
            // /forum loaded all of news' cards for them (and, through them, the forum's shared file)
            { name: 'list-ui', test: /src[\\/]components[\\/]ui[\\/](empty-state|load-more)\./, priority: 2 },
            // the contract's entities of the people's features (tips, boards, the forum, users), which those pages
            // take from one another's areas (a tip's author title is the board's, a forum report names a tip
            // category): left to the bundler they sat in the news and forum files, and /user-ranking loaded news'
            // cards and the forum's lib for them, /news the forum's. Their routes stay with the one feature that calls them.
            {
              name: 'people-contract',
              test: /contract[\\/]src[\\/]entities[\\/](news|ranking|forum|user)\./,
              minShareCount: 2,
              priority: 2,
            },
            // what more than one page of a later feature uses, one file per feature rather than one per piece:
            // every lazy file is a name in the entry's preload map, which the first route carries
            {
              name: (id: string) => /src[\\/]features[\\/](news|ranking|forum)[\\/]/.exec(id)?.[1] ?? null,
              test: /src[\\/]features[\\/](news|ranking|forum)[\\/](api|components|lib)[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      '/ssapi': backend,
      '/ws': { target: backend.replace(/^http/, 'ws'), ws: true },
    },
  },
});
