/**
 * Stands in for rc-util's React 16-18 `render` inside antd-mobile (aliased in vite.config.ts). antd-mobile only
 * calls it when no renderer was set, and setupAntdRender() sets one with createRoot before anything renders;
 * the real module would ship ReactDOM.render shims and Babel's regenerator to every first page load.
 */
export function render(): void {
  throw new Error('antd-mobile rendered before setupAntdRender() ran');
}

export function unmount(): Promise<void> {
  return Promise.resolve();
}
