// Every table of the app; drizzle-kit and the client read the whole schema from here.
export * from './competition';
export * from './team';
export * from './match';
export * from './user';
export * from './wallet';
export * from './system';
export * from './anchor';
export * from './nba';
export * from './news';
export * from './news-orders';
export * from './news-comments';
export * from './ranking';
export * from './forum';
export * from './chat';
export * from './console';
export * from './user-bans';
export * from './console-gold';
