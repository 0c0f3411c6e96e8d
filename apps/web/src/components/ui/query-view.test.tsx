import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryView, type QueryState } from './query-view';

const pending: QueryState<string[]> = {
  isPending: true,
  isError: false,
  error: null,
  data: undefined,
  refetch: () => undefined,
};
const failed = (error: unknown, refetch = vi.fn()): QueryState<string[]> => ({
  isPending: false,
  isError: true,
  error,
  data: undefined,
  refetch,
});
const loaded = (data: string[]): QueryState<string[]> => ({
  isPending: false,
  isError: false,
  error: null,
  data,
  refetch: () => undefined,
});

const names = (data: string[]) => (
  <ul aria-label="主播">
    {data.map((name) => (
      <li key={name}>{name}</li>
    ))}
  </ul>
);

describe('QueryView', () => {
  it('says it is loading while the query is pending', () => {
    render(<QueryView query={pending}>{names}</QueryView>);
    expect(screen.getByRole('status').textContent).toBe('加载中...');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the skeleton it is given while loading, and holds it until ready', () => {
    const { rerender } = render(
      <QueryView query={pending} loading={<p>骨架</p>}>
        {names}
      </QueryView>,
    );
    expect(screen.getByText('骨架')).toBeTruthy();
    rerender(
      <QueryView query={loaded(['主播1'])} ready={false} loading={<p>骨架</p>}>
        {names}
      </QueryView>,
    );
    expect(screen.getByText('骨架')).toBeTruthy();
    expect(screen.queryByText('主播1')).toBeNull();
  });

  it('says the load failed and retries the query', () => {
    const refetch = vi.fn();
    render(<QueryView query={failed(new Error('boom'), refetch)}>{names}</QueryView>);
    expect(screen.getByRole('alert').textContent).toContain('请求失败，请稍后重试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state for an empty list', () => {
    render(
      <QueryView query={loaded([])} empty={<p>暂无主播</p>}>
        {names}
      </QueryView>,
    );
    expect(screen.getByText('暂无主播')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the content once the data is there', () => {
    render(
      <QueryView query={loaded(['主播1', '主播2'])} empty={<p>暂无主播</p>}>
        {names}
      </QueryView>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['主播1', '主播2']);
    expect(screen.queryByText('暂无主播')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
