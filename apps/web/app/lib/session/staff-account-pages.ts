/**
 * Issue 13 §6: the person's own account pages under /profile (personal data, password and 2FA),
 * which staff keep. routes.ts hangs exactly these outside the exporter-cabinet layout, and the
 * menus hide every other /profile link from staff (isExporterCabinetPath): one declaration for both.
 */
export const STAFF_ACCOUNT_PAGES = [
  { path: 'profile/main', file: 'routes/profile/personal-data.tsx', name: 'profile-main' },
  { path: 'profile/cabinet', file: 'routes/profile/personal-data.tsx', name: 'profile-cabinet' },
  { path: 'profile/security', file: 'routes/profile/security.tsx', name: 'profile-security' },
] as const;
