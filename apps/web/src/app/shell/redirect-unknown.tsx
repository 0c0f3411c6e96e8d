import { Redirect, useLocation } from '../../lib/router';
import { DEFAULT_PATH, REDIRECTS } from '../routes';

/** A path no route has (SPEC §2): `/` and `/news1` go where they redirect, any other to the anchor home; the query string stays. */
export function RedirectUnknown() {
  const { pathname, search } = useLocation();
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return <Redirect to={`${REDIRECTS[path] ?? DEFAULT_PATH}${search}`} replace />;
}
