import { isBackOfficeRole, type Profile } from '@portal/contract';
import { isExporterCabinetPath } from '../../lib/session/guard';
import { PROFILE_MENU, type ProfileMenuEntry } from './profile-menu-items';

/**
 * The profile menu as this person sees it. Staff have no company cabinet: the guard sends them
 * from its pages to the back-office, so their menu keeps only the entries it lets them open
 * (their own account pages, help) — the same rule, applied to the list as it stands (issue 13 §6).
 * A group keeps its open links; a group left empty goes.
 */
export function findProfileMenuFor(viewer: Pick<Profile, 'role'> | null): readonly ProfileMenuEntry[] {
  if (viewer === null || !isBackOfficeRole(viewer.role)) return PROFILE_MENU;
  return PROFILE_MENU.flatMap((entry): ProfileMenuEntry[] => {
    if (entry.to !== undefined) return isExporterCabinetPath(entry.to) ? [] : [entry];
    const links = entry.links.filter((link) => !isExporterCabinetPath(link.to));
    return links.length > 0 ? [{ ...entry, links }] : [];
  });
}
