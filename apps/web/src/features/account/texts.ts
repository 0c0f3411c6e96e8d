import { registerTexts } from '../../lib/i18n';
import zhCN from './locales/zh-CN.json';

/** The texts of the 我的 sheet, its links and the user's own pages load with them, not with the first screen (decision 017). */
registerTexts('mine', {
  'zh-CN': zhCN,
  'zh-TW': () => import('./locales/zh-TW.json'),
  en: () => import('./locales/en.json'),
});
