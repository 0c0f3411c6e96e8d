import { registerTexts } from '../../lib/i18n';
import zhCN from './locales/zh-CN.json';

/** The centres' texts load with their pages, not with the first screen (decision 017). */
registerTexts('football', {
  'zh-CN': zhCN,
  'zh-TW': () => import('./locales/zh-TW.json'),
  en: () => import('./locales/en.json'),
});
