// With PostgreSQL at hand (DATABASE_URL), `npm test` runs the server's suites once, on PostgreSQL, and on PGlite (the
// database `npm start` opens) only the files whose outcome can depend on the engine (decision 039):
export const SERVER_ON_PGLITE_TOO = [
  // the drivers themselves: opening, the migrated template, the data folder's lock
  'apps/server/src/db/',
  // what `npm start` does on PGlite: a first start seeding the demo world, a restart over the same folder, a second
  // server refused (both skip themselves on PostgreSQL: tools/server-on-pglite.test.js holds the list to that)
  'apps/server/test/start/restart.test.ts',
  'apps/server/test/start/data-dir-lock.test.ts',
  // every contract route served and none answering 5xx, over the whole app: a value the PGlite driver returns in
  // another shape (a bigint, a date, a jsonb) breaks a route here
  'apps/server/test/core/',
  // the money: the wallet's and the purchase's PL/pgSQL functions, one charge under a burst, settlement once, the
  // console's gold adjustments; and the one-session-per-account race
  'apps/server/src/modules/wallet/',
  'apps/server/test/news/buy-once.test.ts',
  'apps/server/test/news/buy-refusals.test.ts',
  'apps/server/test/news/settle-once.test.ts',
  'apps/server/test/console/gold.test.ts',
  'apps/server/test/accounts/login-race.test.ts',
];

/** The suites besides the server's: they use no database, so they run once, in the PGlite pass. */
export const NOT_SERVER = ['packages/contract/src/', 'apps/web/src/', 'tools/'];
