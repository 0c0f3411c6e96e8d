import { queryClient } from '../lib/query-client';
import { getBridge } from './bridge';
import { installHttpErrorHandler } from './shell/http-error-handler';
import { preloadFirstScreens, startUp } from './shell/startup';

/**
 * SPEC §1's start-up calls, and once the domain list is in, the first screens' calls: started before
 * React is even loaded (from a React effect, they waited for a first render and paint). Resolves when
 * start-up is done.
 */
export function boot(): Promise<void> {
  const bridge = getBridge();
  // before the start-up calls: their failures must already reach the user
  installHttpErrorHandler(bridge.mode);
  const started = startUp(bridge);
  void started.then(() => preloadFirstScreens(queryClient, bridge));
  return started;
}
