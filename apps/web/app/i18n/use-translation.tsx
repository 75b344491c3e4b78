import { createContext, useContext, type ReactNode } from 'react';
import type { FlatNamespace, TFunction } from 'i18next';
import type { I18n } from './translator';

const I18nContext = createContext<I18n | null>(null);

/** The page's i18n instance for useTranslation (root.tsx; tests wrap what they render in it). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/**
 * The page's translate function for a namespace (the main catalogue by default) and its i18n
 * instance: react-i18next's hook of the same name, as the portal uses it (decision 054).
 */
export function useTranslation<N extends FlatNamespace = 'translation'>(
  ns?: N,
): { t: TFunction<N>; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider above it (root.tsx).');
  return { t: i18n.getFixedT(i18n.language, ns), i18n };
}
