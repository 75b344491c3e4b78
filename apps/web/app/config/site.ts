/**
 * Contact and social addresses of the portal. Placeholders until the export office gives the
 * real ones; kept in one place so header, mobile menu and footer never disagree.
 */
export const CONTACT_EMAIL = 'info@exporters-portal.com.ua';

export const SOCIAL_NETWORKS = ['facebook', 'linkedin', 'telegram', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_LINKS: Record<SocialNetwork, string> = {
  facebook: 'https://www.facebook.com/exporters.portal',
  linkedin: 'https://www.linkedin.com/company/exporters-portal',
  telegram: 'https://t.me/exporters_portal',
  youtube: 'https://www.youtube.com/@exporters.portal',
};
