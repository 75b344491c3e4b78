import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigate,
} from 'react-router';
import { I18nProvider } from './i18n/use-translation';
import { LOCALE_ISO } from '@portal/contract';
import type { Route } from './+types/root';
import { ChatStreamProvider } from './components/chat/chat-stream';
import { loadChatUnread } from './components/chat/chat-unread.server';
import { EmptyShell } from './components/empty-shell';
import { getErrorTitle } from './components/error-pages/error-meta';
import { NotificationsRegion } from './features/notifications/notifications-region';
import { createI18n } from './i18n/i18n';
import { getLocaleFromPath } from './i18n/locale';
import { buildPageMeta, type SiteMeta } from './i18n/meta';
import { loadSiteMeta } from './i18n/meta.server';
import { setAppNavigator } from './lib/app-navigator';
import { PageChangeScroll } from './lib/page-change-scroll';
import { readSessionProfile } from './lib/session/guard-middleware.server';
import type { RootLoaderData } from './lib/session/use-profile';
import { LayoutErrorPage } from './layouts/layout-error';
import { listenForStalePartErrors } from './lib/stale-part-reload';
import './app.css';

/**
 * The page's Content-Security-Policy nonce (decision 020), for its inline scripts. The server
 * provides it (entry.server.tsx, from the load context); in the browser it is the nonce of the
 * page's own scripts, which the DOM keeps in the `nonce` property, so that hydration finds the
 * same value and an element added later still matches the page's policy.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

let documentNonce: string | undefined;
function useCspNonce(): string | undefined {
  const serverNonce = useContext(CspNonceContext);
  if (serverNonce !== undefined || typeof document === 'undefined') return serverNonce;
  documentNonce ??= document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
  return documentNonce;
}

/**
 * zod (the forms' schemas) tries `new Function` once, when the first object schema is defined,
 * to see whether it may compile its parsers. The policy allows no eval, so the browser refuses and
 * reports a violation, although zod catches the refusal and parses without compiling. This
 * script, before any module runs, tells zod to run jitless: its settings object is this global
 * (what `z.config()` changes). Importing zod for `z.config` would put it in every page's first
 * JavaScript (decision 013). The server keeps zod's compiled parsers.
 */
const ZOD_JITLESS =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The profile on every navigation (spec §6), for the header and useProfile(): a guest gets null.
 * The guards of spec §4 and §6 run before any loader, as the layouts' middleware
 * (lib/session/guard-middleware.server.ts), which read the same profile: one API call per
 * request. With it, the page's SEO data and the public origin for the head (buildPageMeta), and
 * for a signed-in person the chat's unread count of the header (issue 29 §3; a guest costs no call).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [{ profile, headers }, site] = await Promise.all([
    readSessionProfile(request, context),
    loadSiteMeta(request, context),
  ]);
  const chatUnread = await loadChatUnread({ request, context }, profile);
  return data<RootLoaderData & SiteMeta>({ profile, chatUnread, ...site }, { headers });
}

/** Every navigation and every form submission reads the profile again (spec §4, §6). */
export function shouldRevalidate() {
  return true;
}

/**
 * The head of every page (buildPageMeta): the SEO data of the path, a page's own pageMeta, or for
 * error pages the error's title (noindex).
 */
export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(
    args,
    args.error == null
      ? undefined
      : (t) => ({
          title: getErrorTitle(t, args.error),
          description: t('meta.errorDescription'),
          noindex: true,
        }),
  );

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = getLocaleFromPath(pathname);
  const i18n = useMemo(() => createI18n(locale), [locale]);
  const nonce = useCspNonce();
  // Marks the page as interactive: a click before this on a controlled field is undone when React
  // takes the page over. The end-to-end tests wait for it after each full navigation.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang={LOCALE_ISO[locale].slice(0, 2)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a2540" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ZOD_JITLESS }} />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <PageChangeScroll />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  useEffect(() => {
    setAppNavigator((path) => void navigate(path));
    return () => setAppNavigator(null);
  }, [navigate]);
  useEffect(() => listenForStalePartErrors(), []);
  // One live connection of the chat per tab, for a signed-in person (issue 29 §3, decision 051).
  const chatUnread = loaderData.chatUnread;
  return (
    <ChatStreamProvider isEnabled={chatUnread !== null} unread={chatUnread ?? 0}>
      <Outlet />
      <NotificationsRegion />
    </ChatStreamProvider>
  );
}

/**
 * The errors no layout shows (spec §8): the root loader's, a guard's failure before any loader
 * (the API answering 503 to the profile read), an error of a layout's own boundary. 404, 503 or
 * the status and message, in the empty layout.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <EmptyShell>
      <LayoutErrorPage error={error} />
    </EmptyShell>
  );
}
