import type { MainInfoBody, Profile } from '@portal/contract';
import type { Database } from '@portal/db';
import { getProfile } from '../profile/get-profile';
import { advanceRegistrationStep } from './advance-registration-step';

/** POST /auth/submit-user-main-info: the person's own data, step 3 → 4 (spec §4). */
export async function submitMainInfo(options: {
  db: Database;
  userId: string;
  mainInfo: MainInfoBody;
}): Promise<Profile> {
  const { db, userId, mainInfo } = options;
  await advanceRegistrationStep({
    db,
    userId,
    from: 3,
    changes: {
      name: mainInfo.name,
      surname: mainInfo.surname,
      patronymic: mainInfo.patronymic,
      position: mainInfo.position,
    },
  });
  return getProfile({ db, userId });
}
