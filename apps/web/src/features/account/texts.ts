import { registerTexts } from '../../lib/i18n';
import zhCN from './locales/zh-CN.json';

/** The texts of the user's own pages and the sheet's links to them load with them, not with the first screen (decision 017). */
registerTexts('mine', {
  'zh-CN': zhCN,
  'zh-TW': () => import('./locales/zh-TW.json'),
  en: () => import('./locales/en.json'),
});
