#!/usr/bin/env node
// Where a page's main-thread work goes (issue 26 §1): Chrome's performance trace of one load under 4× CPU
// throttling, in Debian's Chromium through playwright-core and CDP, summed by what each top-level task was, by
// script URL and by event name; then the same for a quiet window after the page has settled (what runs while
// nothing moves: timers, animation frames). Not a benchmark: a tool to read a page with.
//   node --import tsx bench/trace-page.mjs <url> [--settle 8000] [--quiet 5000] [--out trace.json]
// The URL's server is read for its world time (/healthz) and the page's clock set to it, as bench/web.mjs does.
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../apps/web/e2e/chromium-flags.ts';
import { worldDate } from './lib.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'latencyInfo',
].join(',');

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

/** Reads the trace into top-level tasks of the renderer's main thread, each with its children. */
function mainThreadTasks(events) {
  const meta = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  // the page's renderer: the one with the most RunTask time
  const byThread = new Map();
  for (const m of meta) byThread.set(`${m.pid}:${m.tid}`, 0);
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph === 'X' && e.name === 'RunTask' && byThread.has(key)) byThread.set(key, byThread.get(key) + (e.dur ?? 0));
  }
  const [main] = [...byThread.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && (e.ph === 'X' || e.ph === 'B' || e.ph === 'E'));
  return onMain.filter((e) => e.ph === 'X').sort((a, b) => a.ts - b.ts);
}

/** Self time per event name: each complete event's duration minus its direct children's. */
function selfTimes(events, from, to) {
  const within = events.filter((e) => e.ts >= from && e.ts < to && e.dur !== undefined);
  const self = new Map();
  const urls = new Map();
  const stack = [];
  for (const e of within) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent, (self.get(parent) ?? 0) - e.dur);
    self.set(e, (self.get(e) ?? 0) + e.dur);
    stack.push(e);
  }
  const byName = new Map();
  for (const [e, t] of self) {
    byName.set(e.name, (byName.get(e.name) ?? 0) + t);
  }
  // script time by URL: each FunctionCall / EvaluateScript / v8.compile subtree's whole duration, outermost only
  const scriptNames = new Set(['EvaluateScript', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'FireIdleCallback', 'v8.callFunction', 'RunMicrotasks']);
  let depth = [];
  for (const e of within) {
    depth = depth.filter((d) => d.ts + d.dur > e.ts);
    if (scriptNames.has(e.name) && !depth.some((d) => scriptNames.has(d.name))) {
      const url = e.args?.data?.url || e.args?.data?.scriptName || e.args?.data?.functionName || '';
      const key = `${e.name} ${String(url).split('/').pop()}`;
      urls.set(key, (urls.get(key) ?? 0) + e.dur);
    }
    depth.push(e);
  }
  return { byName, urls };
}

/** Self time per function and per script from a CPU profile (sampled). */
function profileSummary(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const byUrl = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const dt = profile.timeDeltas[i + 1] ?? 0;
    const f = node.callFrame;
    if (f.functionName === '(idle)' || f.functionName === '(program)') continue;
    const file = f.url.split('/').pop();
    const key = `${f.functionName || '(anon)'} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    byUrl.set(file || f.functionName, (byUrl.get(file || f.functionName) ?? 0) + dt);
  }
  return `${top(byUrl, 12, 0)}\n${top(self, 30, 0)}`;
}

function top(map, n, total) {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `  ${(v / 1000).toFixed(1).padStart(8)} ms  ${total ? `${((100 * v) / total).toFixed(0).padStart(3)} %  ` : ''}${k}`)
    .join('\n');
}

export async function tracePage(url, { settleMs = 8000, quietMs = 5000, out, throttle = 4 } = {}) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS.filter((f) => f !== '--headless') });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    // the page's clock at the server's world time, as bench/web.mjs sets it: the app signs each call with its time
    const health = await fetch(new URL('/healthz', url)).then((r) => r.json());
    const offsetMs = health.data.now - Date.now();
    await context.addInitScript(worldDate, offsetMs);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    const scripts = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      const sizes = await res.request().sizes().catch(() => null);
      scripts.push({ url: res.url().split('/').pop(), bytes: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0 });
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
    await cdp.send('Profiler.start');
    const t0 = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(settleMs - (Date.now() - t0));
    const { profile } = await cdp.send('Profiler.stop');
    const marks = await page.evaluate(() => performance.now());
    await page.waitForTimeout(quietMs);
    await cdp.send('Tracing.end');
    await done;
    if (out) writeFileSync(out, JSON.stringify({ traceEvents: events }));
    const tasks = mainThreadTasks(events);
    const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationStartToFirstPaint') ?? tasks[0];
    const start = Math.min(...tasks.map((e) => e.ts));
    // the quiet window: the last quietMs of the trace
    const end = Math.max(...tasks.map((e) => e.ts + e.dur));
    const quietFrom = end - quietMs * 1000;
    const runTasks = tasks.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
    const sum = (list) => list.reduce((s, e) => s + e.dur, 0);
    const load = runTasks.filter((e) => e.ts < quietFrom);
    const quiet = runTasks.filter((e) => e.ts >= quietFrom);
    const tbt = load.reduce((s, e) => s + Math.max(0, e.dur / 1000 - 50), 0);
    const loadSelf = selfTimes(tasks, start, quietFrom);
    const quietSelf = selfTimes(tasks, quietFrom, end + 1);
    const report = [
      `${url} (CPU ×${throttle}; page.now at settle ${Math.round(marks)} ms; nav ${nav ? 'found' : '—'})`,
      `load (${((quietFrom - start) / 1000).toFixed(0)} ms): main-thread tasks ${(sum(load) / 1000).toFixed(0)} ms in ${load.length} tasks, TBT-like ${tbt.toFixed(0)} ms, longest ${load
        .map((e) => e.dur / 1000)
        .sort((a, b) => b - a)
        .slice(0, 6)
        .map((d) => d.toFixed(0))
        .join(', ')} ms`,
      'by event (self time):',
      top(loadSelf.byName, 22, sum(load)),
      'by script entry:',
      top(loadSelf.urls, 22, sum(load)),
      `quiet ${quietMs} ms after settling: ${(sum(quiet) / 1000).toFixed(0)} ms in ${quiet.length} tasks`,
      top(quietSelf.byName, 12, 0),
      top(quietSelf.urls, 12, 0),
      'JS self time by function (CPU profile, load):',
      profileSummary(profile),
      `scripts: ${scripts.length}, ${(scripts.reduce((s, x) => s + x.bytes, 0) / 1024).toFixed(1)} KB (bodies as sent + headers)`,
      ...scripts.map((s) => `  ${(s.bytes / 1024).toFixed(1).padStart(6)} KB  ${s.url}`),
    ].join('\n');
    return report;
  } finally {
    await browser.close();
  }
}

const url = process.argv[2];
if (url && !url.startsWith('--')) {
  console.log(await tracePage(url, { settleMs: Number(option('settle', 8000)), quietMs: Number(option('quiet', 5000)), out: option('out') }));
}
