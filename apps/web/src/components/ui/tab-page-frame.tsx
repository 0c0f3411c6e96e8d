import type { ReactNode } from 'react';

/** A tab page under the tab bar: a heading and the content (no nav bar, so no antd-mobile on first load). */
export function TabPageFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="tab-page">
      <h1 className="tab-page-title">{title}</h1>
      {children}
    </div>
  );
}
