import 'antd-mobile/es/global';
import './app/styles.css';
import { boot } from './app/boot';
import { showLoadFailure } from './app/load-failure';
import { preloadRoute } from './app/preload-route';
import { nextTask } from './lib/next-task';

async function start(): Promise<void> {
  // In the order they are needed, each step in a task of its own: the domain list (every call waits for
  // it), React and the app, the page's chunk. React and the app load and run while the calls are on their way.
  await nextTask();
  const started = boot();
  await nextTask();
  const app = import('./app/mount');
  // The app renders when start-up is done and the page's chunk is there: rendered before its chunk, the
  // page would suspend, and React reveals a suspended page up to 300 ms after its chunk came.
  const ready = Promise.all([started, preloadRoute(window.location.pathname)]).then(() => undefined);
  await app.then(({ mount }) => mount(ready), showLoadFailure);
}

void start();
