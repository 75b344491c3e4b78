/**
 * A guest's public page loads its JavaScript after its first paint (issue 30 §4, decision 058).
 *
 * React Router's `<Scripts>` names every module of the first load as `<link rel="modulepreload">`
 * and starts the app from an inline `<script type="module">` whose static imports fetch the route
 * modules: the browser fetches all of it while it parses the HTML, next to the stylesheet. The
 * page is whole without it (server-rendered), so here the fetching waits for the first paint:
 *
 * - the preload links leave the HTML, and their addresses go to a small classic script;
 * - the module script stays in the HTML with an inert type (`INERT_MODULE_TYPE`), the same text;
 * - the classic script, once the browser reports the first contentful paint (see `starter`),
 *   adds the preload links and a module script with that text, and so starts the app.
 *
 * The module script's text is unchanged, so the page cache's Content-Security-Policy hash of it
 * (page-store.ts hashes every inline script) allows the one added; with a nonce, the added script
 * carries the classic script's own.
 */
export const INERT_MODULE_TYPE = 'text/x-module-after-paint';

const PRELOAD_LINK = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
const MODULE_SCRIPT = /<script\b([^>]*)\stype="module"([^>]*)>([\s\S]*?)<\/script>/;

/**
 * The classic script: `hrefs` preloaded, then the inert script before it started. It starts once
 * the browser reports the first contentful paint (presented, not only produced: a headless or busy
 * browser rasters after the frame's tasks); in a hidden tab, which paints nothing, at once; where
 * paint timing is missing, after the first frame; and 3 s after the page at the latest.
 */
function starter(hrefs: string[]): string {
  // What waits for the start (the observer, the listener, the 3 s timer) ends with it.
  return (
    '(function(){var d=document,s=d.currentScript,m=s.previousElementSibling,n=s.nonce,h=' +
    JSON.stringify(hrefs).replace(/</g, '\\u003c') +
    ',started=0,o=null,t,P=window.PerformanceObserver;' +
    "function hidden(){if(d.visibilityState==='hidden')start()}" +
    'function start(){if(started)return;started=1;clearTimeout(t);' +
    "d.removeEventListener('visibilitychange',hidden);if(o)o.disconnect();h.forEach(function(u){" +
    "var l=d.createElement('link');l.rel='modulepreload';l.href=u;d.head.appendChild(l)});" +
    "var x=d.createElement('script');x.type='module';x.nonce=n;x.textContent=m.textContent;d.body.appendChild(x)}" +
    "if(d.visibilityState==='hidden')return start();" +
    't=setTimeout(start,3000);' +
    "d.addEventListener('visibilitychange',hidden);" +
    "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){" +
    "o=new P(function(list){if(list.getEntriesByName('first-contentful-paint').length)setTimeout(start,0)});" +
    "o.observe({type:'paint',buffered:true})}" +
    'else requestAnimationFrame(function(){setTimeout(start,0)})})()'
  );
}

/**
 * The page with its JavaScript started after the first paint; the page as it was when it has no
 * module script of React Router's (nothing to start).
 */
export function scriptsAfterFirstPaint(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, before = '', after = '', code = ''] = script;
  // Its other attributes (the nonce) stay on both scripts; `async` only meant something to a module.
  const attributes = `${before}${after}`.replace(/\sasync(="[^"]*")?/, '');
  const hrefs = [
    ...new Set([...html.matchAll(PRELOAD_LINK)].flatMap(([link]) => HREF.exec(link)?.[1] ?? [])),
  ];
  const replacement =
    `<script type="${INERT_MODULE_TYPE}"${attributes}>${code}</script>` +
    `<script${attributes}>${starter(hrefs)}</script>`;
  // A function as the replacement: `$` in the code is not a pattern.
  return html.replace(whole, () => replacement).replace(PRELOAD_LINK, '');
}
