import { registerTexts } from '../../lib/i18n';
import zhCN from './locales/zh-CN.json';

/** The ranking pages' texts load with their pages, not with the first screen (decision 017). */
registerTexts('ranking', {
  'zh-CN': zhCN,
  'zh-TW': () => import('./locales/zh-TW.json'),
  en: () => import('./locales/en.json'),
});
