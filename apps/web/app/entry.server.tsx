import { PassThrough, Writable } from 'node:stream';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { PAGE_CACHE_MARKER } from '@portal/contract';
import './i18n/main-texts';
import { getAppContext } from './lib/app-context';
import { isGuestPublicPage } from './lib/public-page';
import { branchesForPath, manifestOfHandler } from './lib/route-branches.server';
import { scriptsAfterFirstPaint } from './lib/scripts-after-paint.server';
import { CspNonceContext } from './root';

/** The server's load context for each page request (apps/server plugins/web.ts calls it). */
export { createAppLoadContext } from './lib/app-context';

/** How long a deferred loader promise may take before its part of the page is given up. */
export const streamTimeout = 5_000;

/**
 * React Router's default server entry, with the Content-Security-Policy nonce of the request
 * (decision 020): `<ServerRouter nonce>` hands it to every inline script React Router renders
 * (`<Scripts>`, `<ScrollRestoration>`, the streamed loader data), React's own option to the
 * scripts React streams in (Suspense boundaries), and CspNonceContext to root.tsx's own.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The server (apps/server plugins/web.ts) sets it on every page request.
  const nonce = getAppContext(loadContext).cspNonce || undefined;
  // A guest's public page: the server keeps it rendered (decision 053), so it is rendered whole.
  const isPublicPage = isGuestPublicPage(routerContext, responseStatusCode);
  if (isPublicPage) responseHeaders.set(PAGE_CACHE_MARKER, 'guest');
  // The first load names the routes of the address and its ancestors: they are looked for among
  // the branches that can match them, not all of both languages' (decision 057).
  const context: EntryContext = {
    ...routerContext,
    manifest: manifestOfHandler(routerContext),
    branches: branchesForPath(routerContext.branches, routerContext.staticHandlerContext.location.pathname),
  };

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers (and SPA mode) get the whole page at once, everyone else the shell first.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || isPublicPage
        ? 'onAllReady'
        : 'onShellReady';

    // Abort after streamTimeout, with time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext value={nonce}>
        <ServerRouter context={context} url={request.url} nonce={nonce} />
      </CspNonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set('Content-Type', 'text/html');
          if (isPublicPage) {
            // Whole already: its JavaScript waits for the first paint (decision 058).
            const chunks: Uint8Array[] = [];
            pipe(
              new Writable({
                write(chunk: Uint8Array, _encoding, callback) {
                  chunks.push(chunk);
                  callback();
                },
                final(callback) {
                  clearTimeout(timeoutId);
                  timeoutId = undefined;
                  const html = scriptsAfterFirstPaint(Buffer.concat(chunks).toString('utf8'));
                  resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
                  callback();
                },
              }),
            );
            return;
          }
          const body = new PassThrough({
            final(callback) {
              // The timer would otherwise keep this closure alive.
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the shell itself are logged by React Router (handleDocumentRequest).
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
