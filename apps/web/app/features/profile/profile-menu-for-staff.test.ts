import { describe, expect, it } from 'vitest';
import { isExporterCabinetPath } from '../../lib/session/guard';
import { PROFILE_MENU } from './profile-menu-items';
import { findProfileMenuFor } from './profile-menu-for-staff';

const paths = (entries: ReturnType<typeof findProfileMenuFor>) =>
  entries.flatMap((entry) => (entry.links ?? [entry]).map((link) => link.to));

describe('issue 13 §6: the profile menu offers staff no link that only redirects', () => {
  it('an exporter gets the whole menu', () => {
    expect(findProfileMenuFor({ role: 'exporter' })).toBe(PROFILE_MENU);
    expect(findProfileMenuFor(null)).toBe(PROFILE_MENU);
  });

  it.each(['manager', 'admin'] as const)('a %s keeps only the own account pages and help', (role) => {
    const menu = findProfileMenuFor({ role });
    expect(paths(menu).filter(isExporterCabinetPath)).toEqual([]);
    expect(paths(menu)).toEqual(expect.arrayContaining(['/profile/main', '/profile/security']));
    // A group keeps its open links; a group left empty goes.
    for (const entry of menu) {
      if (entry.links) expect(entry.links.length).toBeGreaterThan(0);
    }
  });

  it('drops whatever entry of the list leads into the cabinet, so new entries are covered too', () => {
    const menu = findProfileMenuFor({ role: 'manager' });
    const cabinetEntries = paths(PROFILE_MENU).filter(isExporterCabinetPath);
    expect(cabinetEntries.length).toBeGreaterThan(0);
    for (const path of cabinetEntries) expect(paths(menu)).not.toContain(path);
  });
});
