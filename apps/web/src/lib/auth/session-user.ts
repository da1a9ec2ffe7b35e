import type { SessionClaims } from './auth-types';

/** Members of this group get the admin modal and nothing else (spec §2, §6). */
export const ADMIN_GROUP = 'admins';

/** GET /api/user (spec §3 "User profile (as loaded)"); fields beyond these pass through untouched. */
export interface UserProfile {
  email: string;
  email_verified?: boolean;
  id?: string | number;
  admin?: boolean;
  firstName?: string | null;
  lastName?: string | null;
  company_name?: string | null;
  id_client?: string | number | null;
  id_investor?: string | number | null;
  currency?: string;
  language?: string;
  kyc_status?: string;
  full_name?: string;
  reviewStatus?: string;
  [field: string]: unknown;
}

/** The signed-in user: the id token's claims, and the loaded profile when there is one. */
export interface SessionUser {
  claims: SessionClaims;
  admin: boolean;
  /** Null for admins (they get no profile) and while the API has no profile for the user. */
  profile: UserProfile | null;
}
