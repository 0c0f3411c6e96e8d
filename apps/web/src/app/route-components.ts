import { createElement } from 'react';
import { LoginGate } from '../components/ui/login-gate';
import { lazyWithTimeout, type LazyComponent } from '../lib/chunk';
import { appRoutes, type AppRoute, type RouteName } from './routes';

/** A members-only route's page behind the login gate; its chunk loads once the gate lets the user in. */
function gated(route: AppRoute, page: LazyComponent<object>): LazyComponent<object> {
  const Gated = () =>
    createElement(LoginGate, { page: true, back: route.header !== true, children: createElement(page) });
  Gated.displayName = `LoginGate(${route.name})`;
  return Object.assign(Gated, { preload: page.preload });
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
