import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { SOCIAL_LINKS, SOCIAL_NETWORKS, type SocialNetwork } from '../config/site';
import { cx } from '../lib/cx';
import { FacebookIcon, LinkedInIcon, TelegramIcon, YouTubeIcon } from './ui/icons';

const ICONS: Record<SocialNetwork, ComponentType<SVGProps<SVGSVGElement>>> = {
  facebook: FacebookIcon,
  linkedin: LinkedInIcon,
  telegram: TelegramIcon,
  youtube: YouTubeIcon,
};

type SocialTone = 'dark' | 'light';

const TONES: Record<SocialTone, string> = {
  dark: 'bg-brand-50 text-brand-700 hover:bg-brand-100',
  light: 'bg-white/10 text-white hover:bg-white/20',
};

/** Facebook, LinkedIn, Telegram and YouTube of the portal; each link is named for screen readers. */
export function SocialLinks({ tone = 'dark', className }: { tone?: SocialTone; className?: string }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('common.socialLinks')} className={cx('flex flex-wrap gap-2', className)}>
      {SOCIAL_NETWORKS.map((network) => {
        const Icon = ICONS[network];
        return (
          <li key={network}>
            <a
              href={SOCIAL_LINKS[network]}
              aria-label={t(`social.${network}`)}
              className={cx(
                'inline-flex size-11 items-center justify-center rounded-full transition-colors duration-200',
                TONES[tone],
              )}
            >
              <Icon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
