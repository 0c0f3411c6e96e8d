import { createElement } from 'react';
import { lazyWithTimeout, type LazyComponent } from '../lib/chunk';
import { appRoutes, type AppRoute, type RouteName } from './routes';

// A chunk of its own, loaded (and preloaded) with the first members-only page: the entry imports this file for
// the start-up preload, and the gate would bring the router's hooks into the entry, where nothing needs them.
const LoginGate = lazyWithTimeout(() =>
  import('../components/ui/login-gate').then((module) => ({ default: module.LoginGate })),
);

/** A members-only route's page behind the login gate; its chunk loads once the gate lets the user in. */
function gated(route: AppRoute, page: LazyComponent<object>): LazyComponent<object> {
  const Gated = () =>
    createElement(LoginGate, { page: true, back: route.header !== true, children: createElement(page) });
  Gated.displayName = `LoginGate(${route.name})`;
  const preload = () => Promise.all([LoginGate.preload(), page.preload()]).then(() => undefined);
  return Object.assign(Gated, { preload });
}

const components = new Map(
  appRoutes.map((route) => {
    const page = lazyWithTimeout(route.load);
    return [route.name, route.login ? gated(route, page) : page] as const;
  }),
);

/** The one lazily loaded component of a route: the router, the kept-alive pages and the start-up preload share it. */
export function routeComponent(name: RouteName) {
  const component = components.get(name);
  if (!component) throw new Error(`unknown route ${name}`);
  return component;
}
