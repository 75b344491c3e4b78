import { REQUIRED_REGISTRATION_STEP, type Profile } from '@portal/contract';

/** The five steps of spec §4, in order; the step shown is the first one not done yet. */
export const REGISTRATION_STEPS = ['account', 'email', 'phone', 'mainInfo', 'company'] as const;
export type RegistrationStepName = (typeof REGISTRATION_STEPS)[number];

/**
 * The step (1–5) to show: 1 for a guest; otherwise the one after `registration_step`, which
 * counts the steps done (1 registered … 5 company data given), so a reload or a new sign-in
 * resumes where the user stopped.
 */
export function getRegistrationStep(profile: Pick<Profile, 'registration_step'> | null): number {
  if (profile === null) return 1;
  return Math.min(Math.max(profile.registration_step + 1, 1), REQUIRED_REGISTRATION_STEP);
}

export function getStepName(step: number): RegistrationStepName {
  return REGISTRATION_STEPS[Math.min(Math.max(step, 1), REGISTRATION_STEPS.length) - 1] ?? 'account';
}
