import { createRoot } from 'react-dom/client';
import { setupAntdRender } from './antd-render';
import { App } from './app';

/** Renders the app into #root; `ready` is boot()'s promise that the app may render. */
export function mount(ready: Promise<void>): void {
  setupAntdRender();
  const container = document.getElementById('root');
  if (container) createRoot(container).render(<App ready={ready} />);
}
