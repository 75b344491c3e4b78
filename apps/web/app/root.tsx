import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { useMemo } from 'react';
import { LOCALE_ISO } from '@portal/contract';
import { createI18n } from './i18n/i18n';
import { getLocaleFromPath } from './i18n/locale';
import './app.css';

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const locale = getLocaleFromPath(pathname);
  const i18n = useMemo(() => createI18n(locale), [locale]);
  return (
    <html lang={LOCALE_ISO[locale].slice(0, 2)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
