import type { DemoSeedStep } from '@portal/db';
import { createUser } from '../domain/users/create-user';
import type { PasswordHashOptions } from '../lib/password';

/** Sign-in details of the demo accounts (ARCHITECTURE §3: a demo exporter and a manager). */
export const DEMO_EXPORTER = { email: 'exporter@demo.exporters.local', password: 'Exporter2026!' } as const;
export const DEMO_MANAGER = { email: 'manager@demo.exporters.local', password: 'Manager2026!' } as const;

/**
 * An approved exporter with a complete company, and a manager — seeded only into an empty
 * database outside production (decision 002). The EDRPOU code has a valid check digit.
 */
export function createDemoAccountSteps(options: { passwordHash: PasswordHashOptions }): DemoSeedStep[] {
  const { passwordHash } = options;
  return [
    {
      name: 'demo-exporter',
      run: async (db) => {
        await createUser({
          db,
          passwordHash,
          ...DEMO_EXPORTER,
          role: 'exporter',
          registrationStep: 5,
          name: 'Олена',
          surname: 'Коваль',
          patronymic: 'Іванівна',
          position: 'Менеджерка з експорту',
          phone: '+380671234567',
          isApproved: true,
          company: {
            name_ru: 'ТОВ «Поділля Агро Експорт»',
            name_en: 'Podillia Agro Export LLC',
            year_of_foundation: 2019,
            edrpou_code: '43812752',
            ipn_code: '438127502250',
            region: 'UA-05',
            fields_of_activity: ['agriculture', 'food'],
            type_business: 'manufacturer',
            website_url: 'https://podillia-agro.example',
            position_in_the_company: 'Менеджерка з експорту',
            expert_name: 'Олена',
            expert_surname: 'Коваль',
            expert_position: 'Менеджерка з експорту',
            expert_email: 'exporter@demo.exporters.local',
            expert_phone_number: '+380671234567',
            director_name: 'Андрій',
            director_surname: 'Мельник',
            director_position: 'Директор',
            director_email: 'director@demo.exporters.local',
            director_phone_number: '+380501234567',
            vchasno_email: 'edo@demo.exporters.local',
          },
        });
      },
    },
    {
      name: 'demo-manager',
      run: async (db) => {
        await createUser({
          db,
          passwordHash,
          ...DEMO_MANAGER,
          role: 'manager',
          registrationStep: 5,
          name: 'Марія',
          surname: 'Шевченко',
          position: 'Менеджерка порталу',
          phone: '+380931234567',
          isApproved: true,
        });
      },
    },
  ];
}
