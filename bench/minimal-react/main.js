// The minimal React 19 page of bench/web.mjs: what React itself costs a first screen, built with the app's Vite
// config (build.mjs beside this file). The same ten rows bench/bare/index.html has as plain HTML. Plain
// createElement rather than JSX keeps the file out of the app's TypeScript project; it is what JSX compiles to.
/* global document */
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

const rows = Array.from({ length: 10 }, (_, i) => `第 ${i + 1} 条`);

function Page() {
  return h(
    'ul',
    null,
    rows.map((row) => h('li', { key: row }, row)),
  );
}

const container = document.getElementById('root');
if (container) createRoot(container).render(h(Page));
