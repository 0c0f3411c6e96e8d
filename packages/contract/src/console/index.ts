// The operator console's part of the contract (issue 27): imported as `@sport/contract/console` by the server and
// the console app only, so nothing of it can reach the fans' bundle through the main entry.
export * from './roles';
export * from './route';
export * from './entities';
export * from './entities-users';
export * from './entities-experts';
export * from './routes';
export * from './routes-matches';
export * from './routes-chat';
export * from './routes-platforms';
export * from './routes-experts';
export * from './routes-staff';
export * from './entities-hosts';
export * from './routes-hosts';
export * from './entities-content';
export * from './routes-content';

import type { ConsoleRouteDef } from './route';
import { consoleRoutes } from './routes';

/** Every console route with its name: the server registers them, the role test walks them. */
export const listConsoleRoutes = (): { name: string; def: ConsoleRouteDef }[] =>
  Object.entries(consoleRoutes as Record<string, ConsoleRouteDef>).map(([name, def]) => ({ name, def }));
