import type { ApiLocale } from '@portal/contract';
import type { SmsMessage } from './sms-client';

/**
 * The phone code of registration step 3 (spec §4). Short enough for one SMS segment
 * (70 characters in Cyrillic).
 */
export function renderVerificationCodeSms(options: {
  to: string;
  locale: ApiLocale;
  code: string;
  minutes: number;
}): SmsMessage {
  const { code, minutes } = options;
  const text =
    options.locale === 'en'
      ? `Exporters portal: your code is ${code}, valid for ${minutes} min.`
      : `Портал експортерів: ваш код ${code}, дійсний ${minutes} хв.`;
  return { to: options.to, text };
}
