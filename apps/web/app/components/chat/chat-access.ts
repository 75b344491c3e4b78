import { isBackOfficeRole, REQUIRED_REGISTRATION_STEP, type Profile } from '@portal/contract';

/** Who the chat is for: staff, and an exporter whose registration is finished (a company to talk for). */
export function hasChat(profile: Pick<Profile, 'role' | 'registration_step'> | null): boolean {
  if (profile === null) return false;
  return isBackOfficeRole(profile.role) || profile.registration_step >= REQUIRED_REGISTRATION_STEP;
}

/** Where a person's chat is: the company's conversation, or the back office's inbox for staff. */
export function chatPathFor(profile: Pick<Profile, 'role'>): string {
  return isBackOfficeRole(profile.role) ? '/admin/chat' : '/profile/chat';
}
