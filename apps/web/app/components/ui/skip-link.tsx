import { useTranslation } from '../../i18n/use-translation';

/** The first stop of the keyboard: jumps over the header to the page's content (WCAG 2.4.1). */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only rounded-lg bg-white px-4 py-3 font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60]"
    >
      {t('common.skipToContent')}
    </a>
  );
}
