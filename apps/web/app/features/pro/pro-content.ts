import { canFileRequests, isBackOfficeRole, type Profile } from '@portal/contract';
import type ua from './content/ua.json';

/** The /pro page's texts (content/{ua,en}.json), sent as loader data in the page's language. */
export type ProContent = typeof ua;
export type ProAccess = keyof ProContent['access'];
/** A service that works today, with the page it starts on. */
export type AvailableService = ProContent['available'][number];
/**
 * A professional service still being prepared: what it will offer, and no link to it until its
 * page exists (issue 13). `related` points to a page that exists today, where there is one.
 */
export type ProService = ProContent['services'][number] & { related?: { text: string; path: string } };

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
