import { canFileRequests, isBackOfficeRole, type Profile } from '@portal/contract';
import type ua from './content/ua.json';

/** The /pro page's texts (content/{ua,en}.json), sent as loader data in the page's language. */
export type ProContent = typeof ua;
export type ProAccess = keyof ProContent['access'];
/** A service that works today, with the page it starts on. */
export type AvailableService = ProContent['available'][number];
/**
 * A professional service (spec §2, §6, issue 16): what it offers, how it opens (`access`) and,
 * once it works, its base page in the cabinet (`path`) and the way in for a guest (`guestPath`).
 * A service still being prepared has no path: no link to a page that does not exist (issue 13).
 */
export type ProService = ProContent['services'][number];

export type ProViewer = Pick<
  Profile,
  'role' | 'registration_step' | 'is_approved' | 'is_denied' | 'is_banned'
> | null;

/** The next step a working service offers this person: a link, or a plain note when none leads anywhere yet. */
export type ServiceStep = { kind: 'link'; to: string; label: string } | { kind: 'note'; text: string };

/**
 * Where a working service leads (issue 13: a real next step, never a page that only redirects):
 * a guest signs up (or reads the public page); an exporter who may file requests opens the form;
 * one who may not yet — the guard would send them home — reads why; staff, who file nothing and
 * have no cabinet, read the public page or a note.
 */
export function findServiceStep(
  service: AvailableService,
  viewer: ProViewer,
  content: Pick<ProContent, 'approvalNote' | 'staffNote'>,
): ServiceStep {
  if (viewer === null) return { kind: 'link', to: service.guestPath, label: service.guestCta };
  const isStaff = isBackOfficeRole(viewer.role);
  if (service.isFiling) {
    if (canFileRequests(viewer)) return { kind: 'link', to: service.path, label: service.cta };
    return { kind: 'note', text: isStaff ? content.staffNote : content.approvalNote };
  }
  return isStaff
    ? { kind: 'link', to: service.guestPath, label: service.guestCta }
    : { kind: 'link', to: service.path, label: service.cta };
}

/**
 * Where a professional service leads whoever reads /pro: one still being prepared, nowhere (a
 * note); a guest signs up; an exporter opens the service's base page, which itself says what the
 * company still needs (approval, a subscription); staff, who have no cabinet (the guard would
 * send them to the back-office), read a note.
 */
export function findProServiceStep(
  service: ProService,
  viewer: ProViewer,
  content: Pick<ProContent, 'preparingNote' | 'proStaffNote'>,
): ServiceStep {
  if (!service.path || !service.cta || !service.guestPath || !service.guestCta) {
    return { kind: 'note', text: content.preparingNote };
  }
  if (viewer === null) return { kind: 'link', to: service.guestPath, label: service.guestCta };
  if (isBackOfficeRole(viewer.role)) return { kind: 'note', text: content.proStaffNote };
  return { kind: 'link', to: service.path, label: service.cta };
}

/** The cabinet's overview of every professional service is for exporters: guests and staff have none. */
export function showsProOverview(viewer: ProViewer): boolean {
  return viewer !== null && !isBackOfficeRole(viewer.role);
}
