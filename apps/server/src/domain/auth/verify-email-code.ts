import type { Database } from '@portal/db';
import type { Profile } from '@portal/contract';
import { getProfile } from '../profile/get-profile';
import { getUser } from '../users/get-user';
import { advanceRegistrationStep, createWrongStepError } from './advance-registration-step';
import { consumeVerificationCode } from './consume-verification-code';

/** POST /auth/submit-verification-email: step 1 → 2 with the e-mailed code (spec §4). */
export async function verifyEmailCode(options: {
  db: Database;
  userId: string;
  code: string;
}): Promise<Profile> {
  const { db, userId } = options;
  const user = await getUser({ db, userId });
  if (user.registrationStep !== 1) throw createWrongStepError();
  await consumeVerificationCode({ db, userId, purpose: 'email_code', code: options.code });
  await advanceRegistrationStep({ db, userId, from: 1, changes: { emailVerifiedAt: new Date() } });
  return getProfile({ db, userId });
}
