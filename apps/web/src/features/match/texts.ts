import { registerTexts } from '../../lib/i18n';
import zhCN from './locales/zh-CN.json';

/** The match page's texts load with its route, not with the first screen (decision 017). */
registerTexts('match', {
  'zh-CN': zhCN,
  'zh-TW': () => import('./locales/zh-TW.json'),
  en: () => import('./locales/en.json'),
});
