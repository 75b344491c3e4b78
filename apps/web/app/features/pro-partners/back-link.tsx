import { LocalizedLink } from '../../i18n/localized-link';

/** The '← …' link above a partners page: to the professional services or to the directory. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <LocalizedLink
      to={to}
      className="mb-4 inline-block text-[15px] font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      ← {children}
    </LocalizedLink>
  );
}
