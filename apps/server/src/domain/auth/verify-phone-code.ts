import type { Database } from '@portal/db';
import type { Profile } from '@portal/contract';
import { getProfile } from '../profile/get-profile';
import { getUser } from '../users/get-user';
import { advanceRegistrationStep, createWrongStepError } from './advance-registration-step';
import { consumeVerificationCode } from './consume-verification-code';

/**
 * POST /auth/submit-verification-phone: step 2 → 3 (spec §4). The number the code was sent to
 * becomes the account's verified phone (main_info.phone).
 */
export async function verifyPhoneCode(options: {
  db: Database;
  userId: string;
  code: string;
}): Promise<Profile> {
  const { db, userId } = options;
  const user = await getUser({ db, userId });
  if (user.registrationStep !== 2) throw createWrongStepError();
  const { target } = await consumeVerificationCode({ db, userId, purpose: 'phone_code', code: options.code });
  const phone = target ?? user.registrationPhone;
  await advanceRegistrationStep({
    db,
    userId,
    from: 2,
    changes: { phone, registrationPhone: phone, phoneVerifiedAt: new Date() },
  });
  return getProfile({ db, userId });
}
