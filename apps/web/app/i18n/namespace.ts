import { useTranslation } from './use-translation';
import type { CustomTypeOptions } from 'i18next';

export type NamespaceName = Exclude<keyof CustomTypeOptions['resources'], 'translation'>;

/**
 * A namespace's texts for a component: the namespace joins the shared store the first time a page
 * using it renders in a language (so other pages never carry it), then `useTranslation(ns)`.
 * `bundles` is keyed by i18next's language ('uk', 'en'); plural keys differ between them.
 */
export function useLazyNamespace<const N extends NamespaceName>(ns: N, bundles: Record<string, object>) {
  const { i18n } = useTranslation();
  const bundle = bundles[i18n.language];
  if (bundle && !i18n.hasResourceBundle(i18n.language, ns)) {
    i18n.addResourceBundle(i18n.language, ns, bundle);
  }
  return useTranslation(ns);
}
