import { registerTexts } from '../../lib/i18n';
import zhCN from './locales/zh-CN.json';

/** The prize page's texts load with it, not with the first screen (decision 017); the sheet's stay in the app's. */
registerTexts('prize', {
  'zh-CN': zhCN,
  'zh-TW': () => import('./locales/zh-TW.json'),
  en: () => import('./locales/en.json'),
});
