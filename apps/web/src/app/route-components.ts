import { lazyWithTimeout } from '../lib/chunk';
import { appRoutes, type RouteName } from './routes';

const components = new Map(appRoutes.map((route) => [route.name, lazyWithTimeout(route.load)] as const));

/** The one lazily loaded component of a route: the router, the kept-alive pages and the start-up preload share it. */
export function routeComponent(name: RouteName) {
  const component = components.get(name);
  if (!component) throw new Error(`unknown route ${name}`);
  return component;
}
