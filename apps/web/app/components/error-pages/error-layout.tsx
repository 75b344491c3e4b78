import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ButtonLink } from '../ui/button-link';

type ErrorLayoutProps = {
  code: number;
  title: string;
  text: string;
  subtitle?: string | null;
  /** More calls to action beside 'back to the home page'. */
  actions?: ReactNode;
};

/** The common face of the error pages: a large code, a heading, a sentence and a way home. */
export function ErrorLayout({ code, title, text, subtitle, actions }: ErrorLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p className="text-7xl font-extrabold tracking-tight text-brand-600 sm:text-8xl" aria-hidden="true">
        {code}
      </p>
      {subtitle && <p className="mt-3 text-sm font-semibold tracking-wide text-muted">{subtitle}</p>}
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">{text}</p>
      <div className="mt-10 flex flex-col gap-3 xs:flex-row">
        <ButtonLink to="/" variant="solid">
          {t('errors.backHome')}
        </ButtonLink>
        {actions}
      </div>
    </div>
  );
}
