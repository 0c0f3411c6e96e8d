import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  Router,
  useLocation as useWouterLocation,
  useParams as useWouterParams,
  useRoute,
  useSearch,
  type AroundNavHandler,
  type BaseLocationHook,
  type Parser,
} from 'wouter';
import { routeParamNames, routePattern } from './route-pattern';

// The app's router is wouter (decision 043): the few things the app asks of a router (match a path, read its
// params and query string, link, navigate) at a tenth of react-router's weight on the first screen.
export { Link, Redirect, Route, Switch, useSearchParams } from 'wouter';

/** history.state of an entry the app pushed: how many of the app's own entries came before it. */
interface EntryState {
  idx: number;
}

/** How many of the app's entries are before this one in the tab's history: 0 when the page was opened directly. */
export function historyIndex(): number {
  const state = window.history.state as Partial<EntryState> | null;
  return typeof state?.idx === 'number' ? state.idx : 0;
}

// Routes match as routePattern says (whole path, any case, trailing slashes), the same test the entry uses.
const parser: Parser = (path) => ({ pattern: routePattern(path), keys: routeParamNames(path) });

// Every entry the app pushes counts the entries before it (a replaced one keeps its count), so "back" can tell
// a page reached in the app from one opened directly.
const aroundNav: AroundNavHandler = (navigate, to, options) => {
  const idx = historyIndex() + (options?.replace ? 0 : 1);
  navigate(to, { ...options, state: { idx } satisfies EntryState });
};

/** The app's router: under `base` in the browser, or on `hook`'s location (a memory location in tests). */
export function AppRouter({ base, hook, children }: { base?: string; hook?: BaseLocationHook; children: ReactNode }) {
  return (
    <Router base={base} hook={hook} parser={parser} aroundNav={aroundNav}>
      {children}
    </Router>
  );
}

export interface AppLocation {
  pathname: string;
  /** With its `?`, or empty. */
  search: string;
}

/** Where the app is: the path under the base and the query string. */
export function useLocation(): AppLocation {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  return useMemo(() => ({ pathname, search: search ? `?${search}` : '' }), [pathname, search]);
}

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** Goes to a path under the base; `replace` swaps the current entry instead of adding one. */
export function useNavigate(): Navigate {
  return useWouterLocation()[1];
}

type Params = Readonly<Record<string, string | undefined>>;

const NO_PARAMS: Params = {};
const KeptParams = createContext<Params | null>(null);

const sameParams = (a: Params, b: Params): boolean =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, value]) => b[key] === value);

/** The params of the route the caller's page is on: its `<Route>`'s, or a kept-alive page's (`<KeptRoute>`). */
export function useParams(): Params {
  const kept = useContext(KeptParams);
  const routed = useWouterParams();
  return kept ?? routed;
}

/**
 * A kept-alive page's params (the match page's id and tab): its route's while its path is open, and the last it
 * had while it stays mounted, hidden, under another page's path.
 */
export function KeptRoute({ path, children }: { path: string; children: ReactNode }) {
  const [matches, params] = useRoute(path);
  const [kept, setKept] = useState(NO_PARAMS);
  // Taken over only when they change (React renders again before the children): the page sees one object per
  // match, not a new one at every navigation elsewhere.
  if (matches && !sameParams(params, kept)) setKept(params);
  return <KeptParams.Provider value={kept}>{children}</KeptParams.Provider>;
}
