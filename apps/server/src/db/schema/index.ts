// Every table of the app; drizzle-kit and the client read the whole schema from here.
export * from './competition';
export * from './team';
export * from './match';
export * from './user';
export * from './wallet';
export * from './system';
export * from './anchor';
export * from './nba';
