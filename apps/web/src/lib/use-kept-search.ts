import { useState } from 'react';
import { useLocation, useSearchParams } from './router';

/**
 * A kept-alive page's own query string (a centre's ?tab=, ?view=, ...), for the page at `path`. A kept-alive page
 * still renders, hidden, while a team page is open; it keeps the last query string it had, so what was open (the
 * tab, its chosen stat, its scroll) is still there when the user comes back instead of being swapped for the
 * defaults meanwhile.
 */
export function useKeptSearch(path: string): [URLSearchParams, ReturnType<typeof useSearchParams>[1]] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const own = pathname.replace(/\/+$/, '').toLowerCase() === path;
  const [kept, setKept] = useState(params);
  if (own && kept.toString() !== params.toString()) setKept(params);
  return [own ? params : kept, setParams];
}
