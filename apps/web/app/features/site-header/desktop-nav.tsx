import { useTranslation } from '../../i18n/use-translation';
import { FreeBadge } from '../../components/ui/badge';
import { LocalizedNavLink } from '../../i18n/localized-link';
import { cx } from '../../lib/cx';
import { AboutMenu } from './about-menu';
import { useHeaderState } from './use-header-state';

const LINK =
  'inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-semibold xl:px-3 xl:text-[15px] transition-colors duration-200 hover:bg-brand-50 hover:text-brand-700';

/** The public menu of the header from 1024 px up (spec §2). */
export function DesktopNav() {
  const { t } = useTranslation();
  const { mainLinks } = useHeaderState();
  return (
    <nav aria-label={t('nav.mainNavigation')}>
      <ul className="flex flex-wrap items-center gap-x-1 py-1.5 xl:gap-x-3">
        <li>
          <AboutMenu />
        </li>
        {mainLinks.map((link) => (
          <li key={link.to}>
            <LocalizedNavLink
              to={link.to}
              className={({ isActive }) => cx(LINK, isActive ? 'text-brand-700' : 'text-ink')}
            >
              {t(link.labelKey)}
              {link.isFree && <FreeBadge />}
            </LocalizedNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
