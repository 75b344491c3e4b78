import { eq, sql } from 'drizzle-orm';
import type { MainInfoBody, Profile } from '@portal/contract';
import { users, type Database } from '@portal/db';
import { assertRegistered } from './assert-registered';
import { getProfile } from './get-profile';

/** POST /profile/change-main-data: the person's own data in the cabinet (spec §3 main_info). */
export async function updateMainInfo(options: {
  db: Database;
  userId: string;
  mainInfo: MainInfoBody;
}): Promise<Profile> {
  const { db, userId, mainInfo } = options;
  await assertRegistered({ db, userId });
  await db
    .update(users)
    .set({
      name: mainInfo.name,
      surname: mainInfo.surname,
      patronymic: mainInfo.patronymic,
      position: mainInfo.position,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  return getProfile({ db, userId });
}
