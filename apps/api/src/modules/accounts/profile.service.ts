import type { LoadedProfile, ProfilePatch } from '@tranche/contracts';
import { hundredthsToPercent } from '@tranche/domain';
import type { Container } from '../../container';
import { badRequest } from '../../lib/app-error';
import type { Caller } from './account-context';
import { updateProfile } from './profiles.repo';

/** The loaded user of spec §3, with its defaults, from the caller's profile and company. */
export function toLoadedProfile(caller: Caller, emailVerified: boolean): LoadedProfile {
  const { profile, account } = caller;
  const kind = account?.kind ?? null;
  const loaded: LoadedProfile = {
    email: profile.email,
    email_verified: emailVerified,
    profile: kind === null ? null : kind.toLowerCase(),
    id: profile.sub,
    admin: caller.admin,
    firstName: profile.firstName,
    lastName: profile.lastName,
    full_name: [profile.firstName, profile.lastName].filter(Boolean).join(' '),
    salutation: profile.salutation,
    dateOfBirth: profile.dateOfBirth,
    country: profile.country,
    investorType: profile.investorType,
    role: profile.role,
    representative: profile.representative,
    company_name: account?.companyName ?? null,
    id_client: kind === 'CLIENT' ? account!.id : null,
    id_investor: kind === 'INVESTOR' ? account!.id : null,
    kind,
    currency: profile.currency,
    language: profile.language,
    kyc_status: profile.kycStatus,
    reviewStatus: account?.reviewStatus ?? null,
    onboarding: profile.onboarding,
  };
  if (kind === 'CLIENT') {
    const hundredths = account!.allowedTradePercentHundredths;
    loaded.client = { allowedTradePercent: hundredths === null ? null : hundredthsToPercent(hundredths) };
  }
  if (kind === 'INVESTOR') {
    // Funds arrive with the trading features; until then the investor holds nothing in its currency.
    loaded.investor = { balance: [{ currency: profile.currency, amount: 0 }] };
  }
  return loaded;
}

export async function patchProfile(container: Container, caller: Caller, patch: ProfilePatch) {
  const { onboardingStep, ...fields } = patch;
  if (fields.dateOfBirth && fields.dateOfBirth > new Date().toISOString().slice(0, 10)) {
    throw badRequest('VALIDATION', 'body.dateOfBirth: must be in the past');
  }
  const completed = new Set(caller.profile.onboarding.completed);
  if (onboardingStep) completed.add(onboardingStep);
  const onboarding = onboardingStep ? { ...caller.profile.onboarding, completed: [...completed] } : undefined;
  const profile = await updateProfile(container.database.db, caller.sub, {
    ...fields,
    ...(onboarding ? { onboarding } : {}),
  });
  return { ...caller, profile };
}
