import { useTranslation } from '../../i18n/use-translation';
import { SocialLinks } from '../../components/social-links';
import { Container } from '../../components/ui/container';
import { MailIcon } from '../../components/ui/icons';
import { Logo } from '../../components/ui/logo';
import { CONTACT_EMAIL } from '../../config/site';
import { LocalizedLink } from '../../i18n/localized-link';

const FOOTER_LINKS = [
  { labelKey: 'footer.faq', to: '/faq' },
  { labelKey: 'footer.cookiePolicy', to: '/cookie-policy' },
  { labelKey: 'footer.privacyPolicy', to: '/privacy-policy' },
  { labelKey: 'footer.termsOfUse', to: '/terms-of-use' },
  { labelKey: 'footer.offerAgreement', to: '/offer-agreement' },
  { labelKey: 'footer.partners', to: '/partners' },
] as const;

const LINK =
  'inline-flex min-h-8 items-center rounded text-slate-200 underline-offset-4 transition-colors duration-200 hover:text-white hover:underline';

/**
 * Logo, description, the information pages, the cookie settings (spec §4: reset and choose again),
 * contacts, social links and the copyright.
 */
export function SiteFooter({
  year,
  onOpenCookieSettings,
}: {
  year: number;
  onOpenCookieSettings: () => void;
}) {
  const { t } = useTranslation();
  return (
    <footer className="theme-dark bg-brand-900 text-slate-200 print:hidden">
      <Container
        width="landing"
        className="grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr] lg:py-16"
      >
        <div className="flex flex-col gap-4">
          <Logo tone="light" />
          <p className="max-w-md text-[15px] leading-relaxed">{t('footer.description')}</p>
        </div>
        <nav aria-labelledby="footer-information">
          <h2 id="footer-information" className="mb-4 text-base font-bold text-white">
            {t('footer.information')}
          </h2>
          <ul className="grid gap-2 text-[15px] xs:grid-cols-2 md:grid-cols-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <LocalizedLink to={link.to} className={LINK}>
                  {t(link.labelKey)}
                </LocalizedLink>
              </li>
            ))}
            <li>
              <button type="button" onClick={onOpenCookieSettings} className={`${LINK} cursor-pointer`}>
                {t('footer.cookieSettings')}
              </button>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="mb-4 text-base font-bold text-white">{t('footer.contacts')}</h2>
          <p className="mb-5 text-[15px]">
            <span className="sr-only">{t('footer.email')}: </span>
            <a href={`mailto:${CONTACT_EMAIL}`} className={`${LINK} gap-2 break-all`}>
              <MailIcon width={20} height={20} className="shrink-0 text-accent-400" />
              {CONTACT_EMAIL}
            </a>
          </p>
          <SocialLinks tone="light" />
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container width="landing" className="py-5 text-sm text-slate-300">
          <p>{t('footer.copyright', { year })}</p>
        </Container>
      </div>
    </footer>
  );
}
