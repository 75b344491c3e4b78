import { describe, expect, it } from 'vitest';
import { INERT_MODULE_TYPE, scriptsAfterFirstPaint } from './scripts-after-paint.server';

/** React Router's first-load markup as `<Scripts nonce>` renders it (React hoists the links). */
const MODULE_CODE =
  'import * as route0 from "/assets/root-A.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-B.js");';
function page(nonce?: string): string {
  const n = nonce ? ` nonce="${nonce}"` : '';
  return (
    `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-B.js"${n}/>` +
    `<link rel="modulepreload" href="/assets/root-A.js"${n}/><link rel="modulepreload" href="/assets/entry.client-B.js"${n}/>` +
    `<link rel="stylesheet" href="/assets/root.css"/></head><body><main>Text</main>` +
    `<script${n}>window.__reactRouterContext = {};</script>` +
    `<script${n} type="module" async="">${MODULE_CODE}</script>` +
    `<script${n}>window.__reactRouterContext.streamController.close();</script></body></html>`
  );
}

type Appended = {
  tag: string;
  rel?: string;
  href?: string;
  type?: string;
  nonce?: string;
  textContent?: string;
};

/**
 * Runs the page's starter script against a small stand-in of the document: what it appends, what
 * it leaves waiting (timers, listeners, the paint observer), and a way to report paints.
 */
function runStarter(html: string, options: { hidden?: boolean; paintTiming?: boolean } = {}) {
  const starter = /<script([^>]*)>(\(function\(\)[\s\S]*?)<\/script>/.exec(html)!;
  const inert = new RegExp(`<script type="${INERT_MODULE_TYPE}"[^>]*>([\\s\\S]*?)</script>`).exec(html)!;
  const appended: Appended[] = [];
  const timers = new Map<number, { callback: () => void; ms: number }>();
  const frames: (() => void)[] = [];
  const listeners = new Set<string>();
  let nextTimer = 1;
  let observer: { callback: (list: unknown) => void; connected: boolean } | null = null;
  const element = (tag: string): Appended => ({ tag });
  const document = {
    visibilityState: options.hidden ? 'hidden' : 'visible',
    currentScript: {
      nonce: / nonce="([^"]+)"/.exec(starter[1]!)?.[1] ?? '',
      previousElementSibling: { textContent: inert[1] },
    },
    createElement: element,
    head: { appendChild: (node: Appended) => appended.push(node) },
    body: { appendChild: (node: Appended) => appended.push(node) },
    addEventListener: (type: string) => listeners.add(type),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  function PerformanceObserver(callback: (list: unknown) => void) {
    const made = { callback, connected: false };
    observer = made;
    return {
      observe: () => void (made.connected = true),
      disconnect: () => void (made.connected = false),
    };
  }
  PerformanceObserver.supportedEntryTypes = options.paintTiming === false ? [] : ['paint', 'resource'];
  const window = { PerformanceObserver };
  const run = new Function(
    'document',
    'window',
    'requestAnimationFrame',
    'setTimeout',
    'clearTimeout',
    starter[2]!,
  );
  run(
    document,
    window,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, ms: number) => {
      timers.set(nextTimer, { callback, ms });
      return nextTimer++;
    },
    (id: number) => timers.delete(id),
  );
  /** Runs the frames and the timers due at once; the 3 s timer stays waiting. */
  const flush = () => {
    for (;;) {
      const frame = frames.shift();
      if (frame) {
        frame();
        continue;
      }
      const due = [...timers].find(([, timer]) => timer.ms < 3000);
      if (!due) return;
      timers.delete(due[0]);
      due[1].callback();
    }
  };
  return {
    appended,
    flush,
    /** What still waits: timers, listeners, a connected observer. */
    waiting: () => ({
      timers: timers.size,
      listeners: listeners.size,
      observing: observer?.connected ?? false,
    }),
    paint: (names: string[]) => {
      if (observer?.connected)
        observer.callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) });
      flush();
    },
  };
}

describe('decision 058: a guest’s public page fetches its JavaScript after its first paint', () => {
  it('leaves no module preload and no module script for the browser to fetch while it parses', () => {
    for (const nonce of [undefined, 'abc+/=']) {
      const html = scriptsAfterFirstPaint(page(nonce));
      expect(html).not.toMatch(/<link[^>]*modulepreload/);
      expect(html).not.toMatch(/<script[^>]*type="module"/);
      expect(html).toContain('<main>Text</main>');
      expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    }
  });

  it('keeps the module script’s text unchanged (its CSP hash allows the script added later) and its nonce', () => {
    const html = scriptsAfterFirstPaint(page('abc+/='));
    expect(html).toContain(`<script type="${INERT_MODULE_TYPE}" nonce="abc+/=">${MODULE_CODE}</script>`);
    expect(html).toMatch(/<script nonce="abc\+\/=">\(function\(\)/);
  });

  it('starts nothing before the first contentful paint, then preloads each module once and runs the module script', () => {
    const { appended, flush, paint } = runStarter(scriptsAfterFirstPaint(page('n1')));
    flush();
    expect(appended).toEqual([]);
    paint(['first-paint']);
    expect(appended).toEqual([]);
    paint(['first-contentful-paint']);
    expect(appended).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/entry.client-B.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/root-A.js' },
      { tag: 'script', type: 'module', nonce: 'n1', textContent: MODULE_CODE },
    ]);
    paint(['first-contentful-paint']);
    expect(appended).toHaveLength(3);
  });

  it('leaves nothing waiting once started: the 3 s timer, the visibility listener and the paint observer end with it', () => {
    const starter = runStarter(scriptsAfterFirstPaint(page()));
    expect(starter.waiting()).toEqual({ timers: 1, listeners: 1, observing: true });
    starter.paint(['first-contentful-paint']);
    expect(starter.appended).toHaveLength(3);
    expect(starter.waiting()).toEqual({ timers: 0, listeners: 0, observing: false });
    const hidden = runStarter(scriptsAfterFirstPaint(page()), { hidden: true });
    expect(hidden.appended).toHaveLength(3);
    expect(hidden.waiting()).toEqual({ timers: 0, listeners: 0, observing: false });
  });

  it('starts at once in a hidden tab, which paints nothing, and after the first frame without paint timing', () => {
    const hidden = runStarter(scriptsAfterFirstPaint(page()), { hidden: true });
    expect(hidden.appended.at(-1)).toMatchObject({ type: 'module', textContent: MODULE_CODE });
    const old = runStarter(scriptsAfterFirstPaint(page()), { paintTiming: false });
    expect(old.appended).toEqual([]);
    old.flush();
    expect(old.appended.at(-1)).toMatchObject({ type: 'module', textContent: MODULE_CODE });
  });

  it('leaves a page without React Router’s module script as it is', () => {
    const html = '<!DOCTYPE html><html><body><link rel="modulepreload" href="/a.js"/></body></html>';
    expect(scriptsAfterFirstPaint(html)).toBe(html);
  });
});
