import { activityRoutes, forumRoutes, userRoutes } from '@sport/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { useAuthStore } from '../lib/auth-store';
import { cursorPage, makeThread, makeThreadSummary } from '../features/forum/testing/fixtures';
import { handle, server } from '../testing/msw';
import { setupAntdRender } from './antd-render';
import { nav, renderRoutes } from './test-app';

const location = () => screen.getByTestId('location').textContent;
const tabBar = () => screen.queryByRole('navigation', { name: '主导航' });
const go = async (to: string) => {
  // async, so that act also lets the effects the navigation starts run before the test goes on
  await act(() => Promise.resolve(nav.navigate?.(to)));
};

// The shell, not the anchor feature: its home page (the default route) is a stand-in here, so these tests
// neither depend on the feature's calls nor break when its content changes (e2e covers the real page).
vi.mock('../features/anchor/routes/anchor-home', () => ({
  default: () => <h1>主播首页</h1>,
}));
// the news home likewise: its filters and lists are the news feature's, tested there
vi.mock('../features/news/routes/news-home', () => ({
  default: () => <h1>专家推荐</h1>,
}));

beforeAll(() => setupAntdRender());
beforeEach(() => useAuthStore.getState().clear());

describe('redirects', () => {
  it.each([
    ['/', '/anchor'],
    ['/no/such/page', '/anchor'],
    ['/news1', '/news'],
  ])('%s goes to %s', async (from, to) => {
    renderRoutes(from);
    await waitFor(() => expect(location()).toBe(to));
    expect(await screen.findByRole('heading', { level: 1, name: to === '/news' ? '专家推荐' : '主播首页' })).toBeTruthy();
  });

  it('keeps the query string', async () => {
    renderRoutes('/?t=5');
    await waitFor(() => expect(location()).toBe('/anchor?t=5'));
  });
});

describe('tab bar', () => {
  it.each(['/anchor', '/news', '/user-ranking', '/world-cup', '/nba', '/download'])('shows on header route %s', async (path) => {
    renderRoutes(path);
    await waitFor(() => expect(tabBar()).not.toBeNull());
    // the four tabs, then the account sheet's button (a browser)
    expect(screen.getAllByRole('button').map((b) => b.textContent?.replace('LIVE', ''))).toEqual(['主播', '推荐', '排行', '论坛', '我的']);
  });

  // sub-pages that render without calls (the NBA team page now asks the server, which these tests do not answer)
  it.each(['/news/detail/3', '/news/all-gods', '/gold-document', '/user-ranking/user/9', '/program-detail/1'])(
    'is hidden on %s',
    async (path) => {
      renderRoutes(path);
      await screen.findByRole('heading', { level: 1 });
      expect(tabBar()).toBeNull();
    },
  );

  it('marks the current tab and navigates with the others', async () => {
    renderRoutes('/anchor');
    const news = await screen.findByRole('button', { name: '推荐' });
    expect(screen.getByRole('button', { name: '主播' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(news);
    await waitFor(() => expect(location()).toBe('/news'));
  });
});

describe('forum gate', () => {
  it('asks a visitor to log in, then follows the disclosure route', async () => {
    server.use(
      handle(userRoutes.login, ({ input }) =>
        input.username === 'demo' && input.password === 'demo12345'
          ? { data: { token: 'tok', uid: 7, username: 'demo', headUrl: '' } }
          : { code: 422, msg: '用户名或密码错误' },
      ),
      handle(activityRoutes.disclosureRoute, ({ headers }) =>
        headers.token === 'tok'
          ? {
              data: {
                isActivityExist: true,
                actId: 3,
                actName: '论坛活动',
                url: '',
                isNewArticleExist: false,
                lastCheckoutDate: null,
                showFrame: false,
              },
            }
          : { code: 400, msg: '请先登录', status: 401 },
      ),
    );
    renderRoutes('/anchor');
    fireEvent.click(await screen.findByRole('button', { name: '论坛' }));
    fireEvent.change(await screen.findByPlaceholderText('请输入用户名'), { target: { value: 'demo' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'demo12345' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(location()).toBe('/forum'));
    expect(useAuthStore.getState().token).toBe('tok');
  });

  /** Forum calls answered with content, counted: a visitor's page must make none. */
  const forumContent = () => {
    const calls: string[] = [];
    server.use(
      handle(userRoutes.login, () => ({ data: { token: 'tok', uid: 7, username: 'demo', headUrl: '' } })),
      handle(activityRoutes.disclosureRoute, () => ({
        data: {
          isActivityExist: true,
          actId: 3,
          actName: '论坛活动',
          url: '/forum',
          isNewArticleExist: false,
          lastCheckoutDate: null,
          showFrame: false,
        },
      })),
      handle(forumRoutes.threadList, () => {
        calls.push('list');
        return { data: cursorPage([makeThreadSummary(3, { title: '会员才能看的话题' })]) };
      }),
      handle(forumRoutes.threadDetail, () => {
        calls.push('detail');
        return { data: makeThread(3, { title: '会员才能看的话题' }) };
      }),
    );
    return calls;
  };
  const logIn = async () => {
    fireEvent.change(await screen.findByPlaceholderText('请输入用户名'), { target: { value: 'demo' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'demo12345' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
  };

  it.each(['/forum', '/forum/thread/3', '/forum/compose'])(
    'shows a visitor who opens %s directly the login and a prompt, never the page, and the page once logged in',
    async (path) => {
      renderRoutes(path);
      const calls = forumContent(); // after renderRoutes: its empty answers would take precedence
      expect(await screen.findByPlaceholderText('请输入用户名')).toBeTruthy();
      expect(screen.getByText('登录后才能查看这里的内容')).toBeTruthy();
      expect(screen.queryByText('会员才能看的话题')).toBeNull();
      expect(screen.queryByRole('button', { name: '发布' })).toBeNull();
      expect(calls).toEqual([]);
      await logIn();
      await waitFor(() => expect(screen.queryByText('登录后才能查看这里的内容')).toBeNull());
      expect(location()).toBe(path);
      if (path !== '/forum/compose') expect(await screen.findAllByText('会员才能看的话题')).not.toHaveLength(0);
    },
  );

  it('gates a forum page reached by navigation (back, a host path message) as well, not only the tab', async () => {
    renderRoutes('/anchor');
    const calls = forumContent();
    await screen.findByRole('heading', { level: 1, name: '主播首页' });
    await go('/forum/thread/3');
    expect(await screen.findByText('登录后才能查看这里的内容')).toBeTruthy();
    expect(calls).toEqual([]);
    // Cancelled: the prompt stays, with its own way to log in.
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    fireEvent.click(await screen.findByRole('button', { name: '去登录' }));
    await logIn();
    expect(await screen.findByRole('heading', { name: '会员才能看的话题' })).toBeTruthy();
    expect(calls).toContain('detail');
  });

  it('warns a logged-in user when there is no activity, and stays', async () => {
    useAuthStore.getState().setSession({ token: 'tok', uid: '7' });
    server.use(
      handle(activityRoutes.disclosureRoute, () => ({
        data: {
          isActivityExist: false,
          actId: null,
          actName: '',
          url: '',
          isNewArticleExist: false,
          lastCheckoutDate: null,
          showFrame: false,
        },
      })),
    );
    renderRoutes('/news');
    fireEvent.click(await screen.findByRole('button', { name: '论坛' }));
    expect(await screen.findByText('页面暂时无法访问，请稍后重试')).toBeTruthy();
    expect(location()).toBe('/news');
  });
});

describe('keep-alive', () => {
  let scrollY = 0;
  let scrollTo: MockInstance<typeof window.scrollTo>;
  beforeEach(() => {
    scrollY = 0;
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation((x: number | ScrollToOptions, y?: number) => {
      scrollY = typeof x === 'number' ? (y ?? 0) : (x.top ?? 0);
    });
  });

  it('keeps a kept-alive page mounted and gives its scroll back; other pages open at the top', async () => {
    renderRoutes('/news');
    await screen.findByRole('heading', { name: '专家推荐' });
    const newsPage = document.querySelector('[data-page="news"]');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));

    scrollY = 640;
    fireEvent.scroll(window);
    await go('/news/detail/12');
    await screen.findByRole('heading', { name: '推荐详情' });
    expect(scrollY).toBe(0);
    // hidden, not unmounted
    expect(document.querySelector('[data-page="news"]')).toBe(newsPage);

    await go('/news');
    await waitFor(() => expect(scrollY).toBe(640));
    expect(document.querySelector('[data-page="news"]')).toBe(newsPage);
    expect(localStorage.getItem('lastRoutePath')).toBe('/news');
  });
});

describe('root view', () => {
  it('is re-created when the t parameter changes', async () => {
    renderRoutes('/anchor?t=1');
    await screen.findByRole('heading', { name: '主播首页' });
    const mount = () => document.querySelector('[data-root-mount]')?.getAttribute('data-root-mount');
    const first = mount();
    await go('/news?t=1');
    expect(mount()).toBe(first);
    await go('/news?t=2');
    await waitFor(() => expect(mount()).not.toBe(first));
  });
});
