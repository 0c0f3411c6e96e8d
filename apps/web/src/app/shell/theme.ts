import { useEffect } from 'react';
import { useConfigStore } from '../../lib/config-store';

/** Both themes are CSS variables on <html>: ours via data-theme, antd-mobile's via data-prefers-color-scheme. */
export function useThemeAttributes(): void {
  const theme = useConfigStore((s) => s.theme);
  const topBar = useConfigStore((s) => s.nativeTopBarHeight);
  useEffect(() => {
    const html = document.documentElement;
    html.dataset.theme = theme;
    html.dataset.prefersColorScheme = theme === 'dark' ? 'dark' : 'light';
    html.style.setProperty('--native-top-bar', `${topBar}px`);
  }, [theme, topBar]);
}
