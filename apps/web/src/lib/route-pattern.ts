const patterns = new Map<string, RegExp>();

/**
 * A route path (as routes here are written: segments and `:param`, the last one maybe optional) as a RegExp:
 * whole path, case-insensitive, trailing slashes allowed, one capture group per param in order. The router
 * matches with it (lib/router.ts), and the entry chunk, which preloads the opened route's chunk, tells the route
 * with it too without loading the router. Built once per path and shared: the router asks at every match (each
 * route, each render, each navigation), and the entry has already built the same ones.
 */
export function routePattern(path: string): RegExp {
  let pattern = patterns.get(path);
  if (!pattern) patterns.set(path, (pattern = buildPattern(path)));
  return pattern;
}

function buildPattern(path: string): RegExp {
  const source = path
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)(\?)?/g, (_, _name: string, optional?: string) =>
      optional ? '(?:/([^\\/]*))?' : '/([^\\/]+)',
    );
  return new RegExp(`^${source}\\/*$`, 'i');
}

/** The names of a route path's params, in the order of routePattern's capture groups. */
export const routeParamNames = (path: string): string[] =>
  [...path.matchAll(/\/:([\w-]+)\??/g)].map((match) => match[1] ?? '');
