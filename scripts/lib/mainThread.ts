/**
 * Main-thread measurements in real headless Chromium (Playwright), for `npm run bench`:
 * long tasks from navigation start, the interactions a visitor makes first (Event Timing), and a
 * CPU profile's self time per script. All at a CPU slowdown set through the DevTools protocol
 * (`Emulation.setCPUThrottlingRate`), in a fresh browser context each time (cold HTTP cache).
 */
import {chromium, type Browser, type CDPSession} from 'playwright';
import {chromiumFlags, chromiumPath} from './chromium.ts';
import {median} from './measure.ts';

/** CPU slowdown factor of every measurement (a mid-range phone, as Lighthouse's mobile preset). */
export const cpuSlowdown = 4;
/** Phone viewport of page loads and of the mobile menu tap, in CSS px. */
export const phone = {width: 412, height: 823};
/** Desktop viewport of the other interactions, in CSS px. */
export const desktop = {width: 1280, height: 800};
/** How long after the `load` event long tasks are still collected, in ms. */
export const afterLoadMs = 5000;
/** A task longer than this blocks the main thread for the part above it, in ms (the TBT rule). */
const longTaskThresholdMs = 50;

/** What the page records, on `window.__mainThread`. */
type PageRecord = {
  longTasks: {start: number; duration: number}[];
  lcp: number;
  events: {name: string; duration: number; id: number}[];
};

declare global {
  interface Window {
    __mainThread: PageRecord;
  }
}

/** A viewport, in CSS px. */
type Viewport = {width: number; height: number};

/** Main-thread figures of one page load, in ms (tasks: how many took over 50 ms). */
export type LongTasks = {blockingMs: number; longestMs: number; tasks: number; lcpMs: number};

/** One first interaction: where it happens and what is clicked. */
export type Interaction = {name: string; path: string; viewport: Viewport; selector: string};

/** Launches Debian's Chromium with the project's quiet flags. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
}

/** Records long tasks, LCP and Event Timing entries from the document's start. */
function observeInPage() {
  const state: PageRecord = {longTasks: [], lcp: 0, events: []};
  window.__mainThread = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      state.longTasks.push({start: entry.startTime, duration: entry.duration});
    }
  }).observe({type: 'longtask', buffered: true});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcp = entry.startTime;
  }).observe({type: 'largest-contentful-paint', buffered: true});
  new PerformanceObserver((list) => {
    // Event Timing's interactionId is newer than TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEntry & {interactionId?: number})[]) {
      if (entry.interactionId) {
        state.events.push({name: entry.name, duration: entry.duration, id: entry.interactionId});
      }
    }
  }).observe({type: 'event', durationThreshold: 16, buffered: true} as PerformanceObserverInit);
}

/**
 * Opens `url` in a fresh context at the given viewport with the CPU slowed down.
 * @returns the page, its context and its DevTools session (close the context when done)
 */
async function openSlowed(
  browser: Browser,
  url: string,
  viewport: Viewport,
  {beforeLoad}: {beforeLoad?: (cdp: CDPSession) => Promise<void>} = {},
) {
  const context = await browser.newContext({viewport});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
  await page.addInitScript(observeInPage);
  if (beforeLoad) await beforeLoad(cdp);
  await page.goto(url, {waitUntil: 'load', timeout: 120_000});
  // The measurement window: tasks the page starts in the 5 s after `load` (hydration, deferred
  // work) count too. This is a fixed window of observation, not a wait for a condition.
  await page.waitForTimeout(afterLoadMs);
  return {page, context, cdp};
}

/**
 * Loads a page once and sums its long tasks.
 * @returns `{blockingMs, longestMs, tasks, lcpMs}`: blocking is the sum over tasks of the time
 *   above 50 ms, from navigation start until 5 s after `load`; tasks is how many took over 50 ms
 */
export async function longTasks(browser: Browser, url: string): Promise<LongTasks> {
  const {page, context} = await openSlowed(browser, url, phone);
  try {
    const {longTasks: tasks, lcp} = await page.evaluate(() => window.__mainThread);
    const durations = tasks.map((task) => task.duration);
    return {
      blockingMs: Math.round(
        durations.reduce((sum, d) => sum + Math.max(0, d - longTaskThresholdMs), 0),
      ),
      longestMs: Math.round(Math.max(0, ...durations)),
      tasks: durations.length,
      lcpMs: Math.round(lcp),
    };
  } finally {
    await context.close();
  }
}

/**
 * Loads a page `runs` times and keeps each figure's median.
 * @returns `{blockingMs, longestMs, tasks, lcpMs, samples}` (samples: every run's figures)
 */
export async function longTasksMedian(
  browser: Browser,
  url: string,
  runs: number,
): Promise<LongTasks & {samples: LongTasks[]}> {
  const samples: LongTasks[] = [];
  for (let i = 0; i < runs; i += 1) samples.push(await longTasks(browser, url));
  const pick = (key: keyof LongTasks) => median(samples.map((sample) => sample[key]));
  return {
    blockingMs: pick('blockingMs'),
    longestMs: pick('longestMs'),
    tasks: pick('tasks'),
    lcpMs: pick('lcpMs'),
    samples,
  };
}

/**
 * The first interactions a visitor makes, each on a freshly loaded page (5 s after `load`), timed
 * by Event Timing: from the input to the next paint after its handlers.
 * `selector` is clicked; `viewport` is where it is visible. Interactions whose element a site
 * lacks (the floor has no search) are left out of that site's results.
 */
export const interactions: Interaction[] = [
  {name: 'mobile menu', path: '/docs/', viewport: phone, selector: '.navbar__toggle'},
  {
    name: 'colour mode',
    path: '/docs/',
    viewport: desktop,
    selector: '.navbar__items--right button[class*="toggleButton"]',
  },
  {name: 'open search', path: '/docs/', viewport: desktop, selector: '.DocSearch-Button'},
  {
    name: 'sidebar category',
    path: '/docs/',
    viewport: desktop,
    // A collapsed category: its caret button, or its label when the label toggles it.
    selector: [
      '.theme-doc-sidebar-menu .menu__list-item--collapsed .menu__caret',
      '.theme-doc-sidebar-menu .menu__list-item--collapsed .menu__link--sublist-caret',
    ].join(', '),
  },
];

/**
 * Times one interaction: the longest Event Timing duration of the click's interaction, in ms
 * (Chromium rounds durations to 8 ms). Returns null when the page has no such element.
 */
export async function interactionTime(
  browser: Browser,
  origin: string,
  interaction: Interaction,
): Promise<number | null> {
  const {page, context} = await openSlowed(
    browser,
    `${origin}${interaction.path}`,
    interaction.viewport,
  );
  try {
    const target = page.locator(interaction.selector).first();
    if (!(await target.count()) || !(await target.isVisible())) return null;
    await target.click();
    // The entry arrives after the next paint; wait for it (bounded by the default timeout).
    await page.waitForFunction(() =>
      window.__mainThread.events.some((e) => e.name === 'click' || e.name === 'pointerup'),
    );
    const events = await page.evaluate(() => window.__mainThread.events);
    return Math.max(...events.map((event) => event.duration));
  } finally {
    await context.close();
  }
}

/**
 * Profiles one page load (until 5 s after `load`) with the V8 sampling profiler.
 * @returns the self time per script in ms at the CPU slowdown, largest first (top `limit`),
 *   keyed by the script's file name (`main.<hash>.js`, `(program)`, `(garbage collector)`…)
 */
export async function profileByScript(
  browser: Browser,
  url: string,
  limit = 12,
): Promise<{script: string; ms: number}[]> {
  let cdpSession: CDPSession | undefined;
  const {context, cdp} = await openSlowed(browser, url, phone, {
    beforeLoad: async (session) => {
      cdpSession = session;
      await session.send('Profiler.enable');
      await session.send('Profiler.setSamplingInterval', {interval: 200});
      await session.send('Profiler.start');
    },
  });
  try {
    const {profile} = await (cdpSession ?? cdp).send('Profiler.stop');
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const selfUs = new Map<string, number>();
    for (let i = 0; i < (profile.samples ?? []).length; i += 1) {
      const node = byId.get(profile.samples![i]!)!;
      const url = node.callFrame.url;
      const key = url
        ? url.split('/').pop()!.split('?')[0] || url
        : node.callFrame.functionName || '(anonymous)';
      selfUs.set(key, (selfUs.get(key) ?? 0) + (profile.timeDeltas![i] ?? 0));
    }
    return [...selfUs.entries()]
      .map(([script, us]) => ({script, ms: Math.round(us / 1000)}))
      .filter((entry) => entry.script !== '(idle)')
      .sort((a, b) => b.ms - a.ms)
      .slice(0, limit);
  } finally {
    await context.close();
  }
}
