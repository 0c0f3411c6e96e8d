import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COMPLETE_MS, PULL_THRESHOLD_PX, PullToRefresh } from './pull-to-refresh';

function setup(onRefresh: () => Promise<unknown> = () => Promise.resolve()) {
  render(
    <PullToRefresh onRefresh={onRefresh}>
      <p>页面内容</p>
    </PullToRefresh>,
  );
  const content = screen.getByText('页面内容');
  const at = (clientY: number) => ({ touches: [{ clientX: 0, clientY }] });
  return {
    onRefresh,
    down: (y: number) => fireEvent.touchStart(content, at(y)),
    move: (y: number) => fireEvent.touchMove(content, at(y)),
    up: () => fireEvent.touchEnd(content, { touches: [] }),
  };
}

// the content follows the finger half as far
const pastThreshold = PULL_THRESHOLD_PX * 2 + 20;

describe('PullToRefresh', () => {
  it('says what letting go does while the page is pulled down', () => {
    const { down, move } = setup();
    expect(screen.queryByText('下拉刷新')).toBeNull();
    down(100);
    move(140);
    expect(screen.getByText('下拉刷新')).toBeTruthy();
    move(100 + pastThreshold);
    expect(screen.getByText('释放立即刷新')).toBeTruthy();
  });

  it('refreshes when let go far enough: loading while it runs, then done, then back to rest', async () => {
    vi.useFakeTimers();
    let finish = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { down, move, up } = setup(onRefresh);
    down(100);
    move(100 + pastThreshold);
    up();
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByText('加载中...')).toBeTruthy();

    await act(async () => {
      finish();
      await Promise.resolve();
    });
    expect(screen.getByText('刷新成功')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(COMPLETE_MS);
    });
    expect(screen.queryByText('刷新成功')).toBeNull();
  });

  it('does not refresh on a short pull', () => {
    const { onRefresh, down, move, up } = setup(vi.fn(() => Promise.resolve()));
    down(100);
    move(140);
    up();
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.queryByText('下拉刷新')).toBeNull();
  });

  it('leaves an upward swipe to the page', () => {
    const { onRefresh, down, move, up } = setup(vi.fn(() => Promise.resolve()));
    down(300);
    move(200);
    move(300 + pastThreshold);
    up();
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.queryByText('释放立即刷新')).toBeNull();
  });

  it('leaves a sideways swipe to what scrolls sideways, even when it drifts down', () => {
    const { onRefresh, up } = setup(vi.fn(() => Promise.resolve()));
    const content = screen.getByText('页面内容');
    fireEvent.touchStart(content, { touches: [{ clientX: 300, clientY: 100 }] });
    const drift = fireEvent.touchMove(content, { touches: [{ clientX: 260, clientY: 104 }] });
    fireEvent.touchMove(content, { touches: [{ clientX: 100, clientY: 100 + pastThreshold }] });
    up();
    // fireEvent answers false when a listener called preventDefault, which would have stopped the row's scroll
    expect(drift).toBe(true);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('is not pulled when the page is scrolled down', () => {
    const { onRefresh, down, move, up } = setup(vi.fn(() => Promise.resolve()));
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 200 });
    try {
      down(100);
      move(100 + pastThreshold);
      up();
    } finally {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    }
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.queryByText('释放立即刷新')).toBeNull();
  });
});
