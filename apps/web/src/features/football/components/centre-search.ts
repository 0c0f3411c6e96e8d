import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { CentreKey } from '../centres';

/**
 * The centre's own query string (?tab=, ?view=). A kept-alive centre still renders, hidden, while a team page
 * is open; it keeps the last query string it had, so the open tab (its chosen stat, its scroll) is still
 * there when the user comes back instead of being swapped for the default tab meanwhile.
 */
export function useCentreSearch(key: CentreKey): [URLSearchParams, ReturnType<typeof useSearchParams>[1]] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const own = pathname.replace(/\/+$/, '').toLowerCase() === `/${key}`;
  const [kept, setKept] = useState(params);
  if (own && kept.toString() !== params.toString()) setKept(params);
  return [own ? params : kept, setParams];
}
