import fp from 'fastify-plugin';
import { openDatabase, type Database, type Db } from '../db/client';

export interface DbPluginOptions {
  /** An already-open database (tests share one per file); it stays open when the app closes. */
  database?: Database | undefined;
}

/** `app.database` and its drizzle handle `app.db`: the given database, else opened (and migrated) from config. */
export default fp<DbPluginOptions>(
  async (app, opts) => {
    let database = opts.database;
    if (!database) {
      database = await openDatabase({ databaseUrl: app.config.databaseUrl, dataDir: app.config.dataDir });
      const owned = database;
      app.addHook('onClose', async () => owned.close());
    }
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'db', fastify: '5.x' },
);

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}
