import type ToastModule from 'antd-mobile/es/components/toast';
import { i18n } from './i18n';

type ToastApi = typeof ToastModule;

// antd-mobile's Toast (and react-spring under it) stays out of the first route's chunks until a toast is needed.
let loading: Promise<ToastApi> | null = null;
const load = (): Promise<ToastApi> => {
  loading ??= import('antd-mobile/es/components/toast').then((m) => m.default);
  return loading;
};

let loadingShown = false;

export function toastError(content: string): void {
  void load().then((Toast) => Toast.show({ content, icon: 'fail' }));
}

export function toastSuccess(content: string): void {
  void load().then((Toast) => Toast.show({ content, icon: 'success' }));
}

/** Plain text, no icon (SPEC §8 warnings, hints). */
export function toastText(content: string): void {
  void load().then((Toast) => Toast.show({ content }));
}

export function showLoading(content: string = i18n.t('common.loading')): void {
  loadingShown = true;
  void load().then((Toast) => {
    if (loadingShown) Toast.show({ content, icon: 'loading', duration: 0 });
  });
}

export function hideLoading(): void {
  if (!loadingShown) return;
  loadingShown = false;
  void load().then((Toast) => Toast.clear());
}
