import { REQUIRED_REGISTRATION_STEP } from '@portal/contract';
import { createWrongStepError } from '../auth/advance-registration-step';
import { getUser } from '../users/get-user';
import type { Database } from '@portal/db';

/** Cabinet changes need a finished registration (spec §4: step 5); else 409 `auth.wrong_step`. */
export async function assertRegistered(options: { db: Database; userId: string }): Promise<void> {
  const user = await getUser(options);
  if (user.registrationStep < REQUIRED_REGISTRATION_STEP) throw createWrongStepError();
}
