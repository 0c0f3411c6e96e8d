import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineEntryCss } from './scripts/inline-entry-css';
import { lowPriorityScripts } from './scripts/low-priority-scripts';
import { precompress } from './scripts/precompress';
import { preloadChunk } from './scripts/preload-chunk';
import { stripRouteServerFieldsPlugin } from './scripts/strip-route-server-fields';

const outDir = resolve(import.meta.dirname, 'dist');
const backend = process.env.VITE_BACKEND ?? 'http://localhost:8080';
// The libraries and small shared modules the app shell renders with, and the small shared pieces every first
// screen's page uses (pull to refresh, loading/error views, skeletons, avatars, the bookings query the shell asks
// at login): one file instead of six (see codeSplitting). Of TanStack Query's React hooks, those of mutations and
// endless lists are not here: no first screen paints with them (the `query-more` group).
const APP_MODULES =
  /node_modules[\\/](react-dom|scheduler|wouter|regexparam)[\\/]|node_modules[\\/]@tanstack[\\/]react-query[\\/](?!build[\\/]modern[\\/](useMutation|useInfiniteQuery|infiniteQueryOptions)\.)|node_modules[\\/]react[\\/](cjs[\\/]react-jsx-runtime|jsx-runtime)|antd-mobile[\\/]es[\\/]utils[\\/]unstable-render|rc-util[\\/]lib[\\/]warning|src[\\/]app[\\/]antd-|src[\\/]lib[\\/]app-actions|src[\\/]components[\\/]ui[\\/](avatar|back-arrow|banner-carousel|banner-image|tab-page-frame|pull-to-refresh|use-pull-gesture|query-view|load-error|skeleton|use-go-back)|src[\\/]lib[\\/](use-require-login|subscribe-info|router\.)|src[\\/]app[\\/]use-sync-external-store|contract[\\/]src[\\/]rules[\\/](visibility|date-labels|china-time|chunk)/;

export default defineConfig({
  base: '/spa/sport-info-h5/',
  plugins: [stripRouteServerFieldsPlugin(), react(), inlineEntryCss(), preloadChunk('src/app/mount.tsx'), lowPriorityScripts(), precompress()],
  // The workspace root hoists React 18 for antd-mobile's older peers; the app must use its own React 19.
  resolve: {
    dedupe: ['react', 'react-dom'],
    alias: [
      // Schemas are types-only on the web; see the file for why.
      { find: /^typebox$/, replacement: resolve(import.meta.dirname, 'src/app/typebox-types-only.ts') },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: resolve(import.meta.dirname, 'src/app/use-sync-external-store.ts') },
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
            // what more than one anchor page uses, but not the match score pieces (`match-score`) nor the texts of the
            // pages after the first screen (with the live strip in `anchor-live`)
            {
              name: 'anchor-shared',
              test: /src[\\/]features[\\/]anchor[\\/](?!components[\\/]match-score|lib[\\/]match-standing|texts|locales)/,
              minShareCount: 2,
              priority: 1,
            },
            // TanStack Query's mutations and endless lists, which no first screen's first paint uses (the anchor home
            // reads with useQuery): one file for the pages that buy, follow, post or page through a list
            {
              name: 'query-more',
              test: /@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/](useMutation|useInfiniteQuery|infiniteQueryOptions)|query-core[\\/]build[\\/]modern[\\/](mutationObserver|infiniteQueryObserver))\./,
              priority: 2,
            },
            // what every page loads once it is idle, after its first paint: the push connection, the shell's
            // handler of its pushes and a match's score subscription (lib/use-match-push), which the live strips
            // and the match page take. Left to the bundler these were four files of ~0.5 KB, each a request with
            // its own headers on every first screen.
            { name: 'realtime', test: /src[\\/](app[\\/]shell[\\/]realtime|lib[\\/](socket|socket-store|use-match-push))\./, priority: 2 },
            // a match's score and status (and whether it has started, which the centres' schedules, the tips and the
            // match page ask: left to the bundler that rule sat in the news feature's shared file, which the football
            // centres then loaded), which the anchor home's live strip, the centres' schedules, the rooms and the match
            // page all show: one small file instead of four
            {
              name: 'match-score',
              test: /src[\\/]features[\\/]anchor[\\/](components[\\/]match-score|lib[\\/]match-standing)\.|contract[\\/]src[\\/](enums[\\/](football|basketball)-status|rules[\\/]not-started)\./,
              priority: 2,
            },
            // the anchor home's live strip, the host cards' room opener and the texts of the anchor pages after the
            // first screen: one file beside the anchor home's, rather than three (each ~0.4 KB of headers for ~0.5 KB
            // of code; issue 26 counts every script a first screen loads). After the groups above, which take what
            // the strip imports (the push connection, the score).
            {
              name: 'anchor-live',
              test: /src[\\/]features[\\/]anchor[\\/](components[\\/](live-matches|use-open-host)|texts|locales[\\/]zh-CN)\./,
              priority: 2,
            },
            // the link to the match page, which schedules, brackets, tips, slips and rooms of every feature use: a
            // small file of its own, or the first feature group importing it takes it in, and every page with a
            // match link loads that feature's whole shared file (the rooms and the match page loaded news' and ranking's)
            { name: 'match-link', test: /src[\\/](components[\\/]ui[\\/]match-link|lib[\\/]match-path)\./, priority: 2 },
            // the empty list, the endless list's foot and the line that says from which day a season's scores are
            // simulated (and a tip's 模拟 tag), which most centres, the tips and the forum use: left to the bundler
            // they sat in the news feature's shared file, and /five-leagues, /nba, /world-cup, /user-ranking and
            // /forum loaded all of news' cards for them (and, through them, the forum's shared file and TanStack
            // Query's mutations)
            { name: 'list-ui', test: /src[\\/]components[\\/]ui[\\/](empty-state|load-more|simulated-note)\./, priority: 2 },
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
            // the contract's calls of the tips and what they answer with (results, tabs, the boards' entities), which
            // the news pages, the boards and the match page's 相关 ask: left to the bundler they sat in the news
            // feature's shared file, and the match page loaded its tip cards, and through them the forum's file
            {
              name: 'tips-contract',
              test: /contract[\\/]src[\\/](routes[\\/]news|enums[\\/](bet-result|tips))\./,
              priority: 2,
            },
            // what more than one page of a later feature uses, one file per feature rather than one per piece:
            // every lazy file is a name in the entry's preload map, which the first route carries
            {
              debugName: 'feature-shared',
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
