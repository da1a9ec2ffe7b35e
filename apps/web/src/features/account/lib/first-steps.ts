import type { LoadedProfile } from '@tranche/contracts/accounts';

/** The first-steps screens in order; 'kind' only when neither the token nor a company says it. */
export type FirstStep = 'kind' | 'profile' | 'company' | 'self-assessment' | 'representative';
export type AccountKindChoice = 'CLIENT' | 'INVESTOR';

/**
 * Which steps an account goes through. Only clients answer the self-assessment and the
 * legal-representative question: inviting the representative creates a user in a client company.
 * `askKind` puts the account-kind choice first (no kind in the token, no company yet).
 */
export function firstStepsOf(kind: AccountKindChoice | null, askKind = false): FirstStep[] {
  const steps: FirstStep[] =
    kind === 'CLIENT' ? ['profile', 'company', 'self-assessment', 'representative'] : ['profile', 'company'];
  return askKind ? ['kind', ...steps] : steps;
}

type OnboardingUser = Pick<LoadedProfile, 'admin' | 'kind' | 'onboarding'>;

/** A step counts as done once the server recorded it; the company also once it exists. */
export function isStepDone(user: OnboardingUser, step: FirstStep, kind: AccountKindChoice | null): boolean {
  if (step === 'kind') return kind !== null;
  if (step === 'company' && user.kind !== null) return true;
  return user.onboarding.completed.includes(step);
}

/** The step to show: the first one not done, or null when first steps are finished. */
export function nextFirstStep(
  user: OnboardingUser,
  kind: AccountKindChoice | null,
  askKind = false,
): FirstStep | null {
  return firstStepsOf(kind, askKind).find((step) => !isStepDone(user, step, kind)) ?? null;
}

/** Admins only get their modal (spec §2); everyone else finishes first steps before the app. */
export function needsFirstSteps(user: OnboardingUser): boolean {
  if (user.admin) return false;
  return user.kind === null || nextFirstStep(user, user.kind) !== null;
}
