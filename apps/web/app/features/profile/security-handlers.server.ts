import { endpoints } from '@portal/contract';
import { formBody } from '../../lib/forms/form-body';
import { defineFormHandler } from '../../lib/forms/submit-form.server';
import {
  CHANGE_PASSWORD_FIELDS,
  NO_FIELDS,
  TWO_FACTOR_CODE_FIELDS,
  type Saved,
  type TwoFactorEnrolment,
} from './profile-fields';

/**
 * The API's QR code is SVG markup. It is shown as <img src="data:image/svg+xml;base64,…">, never
 * put into the page's DOM: an image cannot run scripts, whatever the markup holds.
 */
function toSvgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** /profile/security: password change and two-factor authentication (spec §4, §7). */
export const SECURITY_HANDLERS = {
  'change-password': defineFormHandler<Saved>({
    fields: CHANGE_PASSWORD_FIELDS,
    async submit({ api, values }) {
      await api.call(endpoints.changePassword, { body: formBody(endpoints.changePassword, values) });
      return { data: { saved: true } };
    },
  }),
  'two-factor-setup': defineFormHandler<TwoFactorEnrolment | null>({
    fields: NO_FIELDS,
    async submit({ api }) {
      const answer = await api.call(endpoints.enableTwoFactor, { body: {} });
      if (answer.enabled) return { data: null };
      return { data: { secret: answer.setup.secret, qr_src: toSvgDataUrl(answer.setup.qr_svg) } };
    },
  }),
  'two-factor-enable': defineFormHandler<Saved>({
    fields: TWO_FACTOR_CODE_FIELDS,
    async submit({ api, values }) {
      await api.call(endpoints.enableTwoFactor, { body: formBody(endpoints.enableTwoFactor, values) });
      return { data: { saved: true } };
    },
  }),
  'two-factor-disable': defineFormHandler<Saved>({
    fields: TWO_FACTOR_CODE_FIELDS,
    async submit({ api, values }) {
      await api.call(endpoints.disableTwoFactor, { body: formBody(endpoints.disableTwoFactor, values) });
      return { data: { saved: true } };
    },
  }),
};
