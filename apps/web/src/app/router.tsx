import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams, type RouteObject } from 'react-router';
import { useBridge } from './bridge/context';
import { appRoutes, DEFAULT_PATH, REDIRECTS } from './routes';
import { routeComponent } from './route-components';
import { AppShell } from './shell/app-shell';

/** Kept-alive pages are rendered by the shell itself; their route element is empty. */
const RenderedByShell = () => null;

function RedirectTo({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

/** The root: host/native navigation, and a fresh shell whenever the `t` parameter changes (SPEC §1). */
export function RootLayout() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const bridge = useBridge();
  useEffect(() => bridge.onNavigate((path) => void navigate(path)), [bridge, navigate]);
  return <AppShell key={params.get('t') ?? ''} />;
}

export const routeObjects: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      { index: true, element: <RedirectTo to={DEFAULT_PATH} /> },
      ...Object.entries(REDIRECTS)
        .filter(([from]) => from !== '/')
        .map(([from, to]) => ({ path: from, element: <RedirectTo to={to} /> })),
      ...appRoutes.map((route) => ({
        path: route.path,
        Component: route.keepAlive ? RenderedByShell : routeComponent(route.name),
      })),
      { path: '*', element: <RedirectTo to={DEFAULT_PATH} /> },
    ],
  },
];
