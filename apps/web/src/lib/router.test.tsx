import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useGoBack } from '../components/ui/use-go-back';
import { MemoryRouter } from '../testing/memory-router';
import {
  AppRouter,
  KeptRoute,
  Link,
  Route,
  Switch,
  useLocation,
  useNavigate,
  useParams,
  type Navigate,
} from './router';

const BASE = '/spa/sport-info-h5';

function HostPage() {
  const { id } = useParams();
  return <h1>{`主播 ${id ?? ''}`}</h1>;
}

function Page() {
  const goBack = useGoBack();
  const { pathname, search } = useLocation();
  return (
    <>
      <output data-testid="where">{`${pathname}${search}`}</output>
      <Link to="/anchor/detail/7?from=tip">去主播</Link>
      <button type="button" onClick={goBack}>
        返回
      </button>
      <Switch>
        <Route path="/anchor/detail/:id">
          <HostPage />
        </Route>
        <Route path="/news/detail/:id">
          <h1>推荐详情</h1>
        </Route>
        <Route path="/anchor">
          <h1>主播首页</h1>
        </Route>
      </Switch>
    </>
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('the app router in the browser', () => {
  beforeEach(() => window.history.replaceState(null, '', `${BASE}/news/detail/3`));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('links under the base, reads the params and query string, and goes back to the page the user came from', async () => {
    render(
      <AppRouter base={BASE}>
        <Page />
      </AppRouter>,
    );
    expect(screen.getByRole('heading', { name: '推荐详情' })).toBeTruthy();
    const link = screen.getByRole('link', { name: '去主播' });
    expect(link.getAttribute('href')).toBe(`${BASE}/anchor/detail/7?from=tip`);

    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: '主播 7' })).toBeTruthy();
    expect(where()).toBe('/anchor/detail/7?from=tip');
    expect(window.location.pathname).toBe(`${BASE}/anchor/detail/7`);

    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByRole('heading', { name: '推荐详情' })).toBeTruthy();
    expect(where()).toBe('/news/detail/3');
  });

  it('sends "back" on a page opened directly to the anchor home, in place of the page', async () => {
    const entries = window.history.length;
    render(
      <AppRouter base={BASE}>
        <Page />
      </AppRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByRole('heading', { name: '主播首页' })).toBeTruthy();
    expect(window.location.pathname).toBe(`${BASE}/anchor`);
    expect(window.history.length).toBe(entries);
  });

  it('matches a path in any case and with trailing slashes', () => {
    window.history.replaceState(null, '', `${BASE}/Anchor/Detail/12//`);
    render(
      <AppRouter base={BASE}>
        <Page />
      </AppRouter>,
    );
    expect(screen.getByRole('heading', { name: '主播 12' })).toBeTruthy();
  });
});

function MatchPage() {
  const { id, tab } = useParams();
  return <h1>{`比赛 ${id ?? ''} ${tab ?? '赛况'}`}</h1>;
}

/** Renders `page` kept alive on the match route, opened at `path`; returns how to go elsewhere. */
function renderKeptMatchPage(path: string, page: ReactNode): Navigate {
  const nav: { navigate: Navigate | null } = { navigate: null };
  function Navigator() {
    nav.navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter path={path}>
      <Navigator />
      <KeptRoute path="/match/:id/:tab?">{page}</KeptRoute>
    </MemoryRouter>,
  );
  return (to) => nav.navigate?.(to);
}

describe('a kept-alive page', () => {
  it("reads its route's params while open, and keeps the last ones while another page is open", () => {
    const navigate = renderKeptMatchPage('/match/7/stats', <MatchPage />);
    expect(screen.getByRole('heading', { name: '比赛 7 stats' })).toBeTruthy();
    act(() => navigate('/match/8'));
    expect(screen.getByRole('heading', { name: '比赛 8 赛况' })).toBeTruthy();
    act(() => navigate('/anchor/detail/3'));
    expect(screen.getByRole('heading', { name: '比赛 8 赛况' })).toBeTruthy();
  });

  it('sees one params object per match, not a new one at every navigation', () => {
    const seen = new Set<object>();
    function Probe() {
      seen.add(useParams());
      return null;
    }
    const navigate = renderKeptMatchPage('/match/8', <Probe />);
    act(() => navigate('/anchor/detail/3'));
    act(() => navigate('/match/8'));
    expect(seen.size).toBe(1);
  });
});
