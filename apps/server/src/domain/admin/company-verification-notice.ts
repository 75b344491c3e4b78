import type { CompanyAction, NotificationType } from '@portal/contract';
import type { BilingualText } from '@portal/db';

export type { CompanyAction };

const NOTICES: Record<
  CompanyAction,
  { type: NotificationType; heading: BilingualText; text: BilingualText }
> = {
  approve: {
    type: 'success',
    heading: { uk: 'Компанію верифіковано', en: 'Your company is verified' },
    text: {
      uk: 'Менеджер перевірив дані вашої компанії. Тепер вам доступні всі послуги порталу, зокрема подання заявок.',
      en: 'A manager has checked your company data. Every service of the portal is now open to you, including filing requests.',
    },
  },
  // A decision the exporter acts on, not a failure of theirs: a notice (issue 25 §5).
  deny: {
    type: 'warn',
    heading: { uk: 'Верифікацію компанії відхилено', en: 'Company verification denied' },
    text: {
      uk: 'Менеджер не підтвердив дані вашої компанії. Виправте їх у кабінеті або зверніться до служби підтримки.',
      en: 'A manager could not confirm your company data. Correct it in your cabinet or contact the support team.',
    },
  },
  ban: {
    type: 'error',
    heading: { uk: 'Обліковий запис заблоковано', en: 'Your account is blocked' },
    text: {
      uk: 'Ваш обліковий запис на порталі заблоковано, вхід неможливий. Якщо це помилка, зверніться до служби підтримки.',
      en: 'Your account on the portal is blocked and you cannot sign in. If this is a mistake, contact the support team.',
    },
  },
  unban: {
    type: 'info',
    heading: { uk: 'Обліковий запис розблоковано', en: 'Your account is unblocked' },
    text: {
      uk: 'Ваш обліковий запис на порталі знову активний, ви можете увійти.',
      en: 'Your account on the portal is active again; you can sign in.',
    },
  },
};

/**
 * What the exporter is told about a verification decision, in both languages: the portal
 * notification and the e-mail say the same (the manager's reason, when given, follows).
 */
export function describeCompanyAction(action: CompanyAction): {
  type: NotificationType;
  heading: BilingualText;
  text: BilingualText;
} {
  return NOTICES[action];
}

/** Where the exporter reads about it: the company page of the cabinet (no language prefix). */
export const COMPANY_PAGE_PATH = '/profile/my-company';
