import { registerTexts } from '../../lib/i18n';
import zhCN from './locales/zh-CN.json';

/**
 * The forum pages' texts load with their pages (decision 017). The section is `forum`, which also holds the
 * shell's `forum.unavailable` (the tab gate's warning), so that key reads the same once this section is in.
 */
registerTexts('forum', {
  'zh-CN': zhCN,
  'zh-TW': () => import('./locales/zh-TW.json'),
  en: () => import('./locales/en.json'),
});
