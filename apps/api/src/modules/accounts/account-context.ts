import type { FastifyRequest } from 'fastify';
import type { Container } from '../../container';
import { currentUser } from '../../identity/auth/auth.plugin';
import { forbidden, unauthorized } from '../../lib/app-error';
import { inFlight } from '../../lib/in-flight';
import type { AccountRow } from './accounts.repo';
import { ensureProfile, findProfileWithAccount, type ProfileRow } from './profiles.repo';

/** Who is calling, for whom: the verified user, their profile and (once created) their company. */
export interface Caller {
  sub: string;
  email: string;
  admin: boolean;
  profile: ProfileRow;
  account: AccountRow | null;
}

export interface AccountCaller extends Caller {
  account: AccountRow;
}

export const NO_ACCOUNT_MESSAGE = 'Create your company profile first.';
export const ACCOUNT_IN_REVIEW_MESSAGE = 'Your account is getting reviewed.';
export const WRONG_ACCOUNT_KIND_MESSAGE = 'This is not available for your account type.';
export const KIND_NOT_CHOSEN_MESSAGE = 'Choose whether you are a client or an investor first.';

type CallerRead = ReturnType<typeof findProfileWithAccount>;

/** Caller reads under way, per database (tests run several in one process). */
const callerReads = new WeakMap<object, ReturnType<typeof inFlight<string, Awaited<CallerRead>>>>();

/** The caller reads under way of a container's database. */
export function callerReadsOf(container: Container) {
  let reads = callerReads.get(container.database);
  if (!reads) {
    reads = inFlight();
    callerReads.set(container.database, reads);
  }
  return reads;
}

/**
 * After a write request (any method but GET and HEAD), requests that arrive start their own caller
 * read rather than joining one begun before the write: a user's change shows in their next request.
 */
export function forgetCallerReads(container: Container): void {
  callerReads.get(container.database)?.forget();
}

/**
 * Loads the caller of a route guarded by `app.requireUser`; refuses disabled and deleted users.
 * One query (profile joined with its company); a first-time user's profile is created on the spot.
 * Nothing is kept between requests, so a disabled user or a changed company shows at once; only
 * requests of one user that overlap in time (a screen asks for several things at once) share a read
 * under way (lib/in-flight.ts).
 */
export async function loadCaller(container: Container, request: FastifyRequest): Promise<Caller> {
  const user = currentUser(request);
  if (!user.email) throw unauthorized('Invalid email, please sign in again');
  const { db } = container.database;
  const found = await callerReadsOf(container).read(user.sub, () => findProfileWithAccount(db, user.sub));
  const profile = found?.profile ?? (await ensureProfile(db, user.sub, user.email));
  if (profile.status !== 'ACTIVE') throw unauthorized();
  const account = found?.account ?? null;
  return { sub: user.sub, email: profile.email, admin: user.admin, profile, account };
}

/**
 * As loadCaller, and the caller must belong to a company (of the given kind, when named). Operators
 * own nothing (spec §1, §6): an admin is refused even when a company is somehow attached to them.
 */
export async function loadAccountCaller(
  container: Container,
  request: FastifyRequest,
  kind?: AccountRow['kind'],
): Promise<AccountCaller> {
  const caller = await loadCaller(container, request);
  if (caller.admin) throw forbidden('WRONG_ACCOUNT_KIND', WRONG_ACCOUNT_KIND_MESSAGE);
  if (!caller.account) throw forbidden('NO_ACCOUNT', NO_ACCOUNT_MESSAGE);
  if (kind && caller.account.kind !== kind) throw forbidden('WRONG_ACCOUNT_KIND', WRONG_ACCOUNT_KIND_MESSAGE);
  return caller as AccountCaller;
}

/**
 * The review gate (spec §1, §6): trading, analytics and orders answer 403 ACCOUNT_IN_REVIEW until
 * the operator approved the caller's company. Routes attach it as a preHandler after requireUser (an onRequest hook).
 */
export function requireApprovedAccount(container: Container) {
  return async (request: FastifyRequest): Promise<void> => {
    const caller = await loadAccountCaller(container, request);
    if (caller.account.reviewStatus !== 'APPROVED')
      throw forbidden('ACCOUNT_IN_REVIEW', ACCOUNT_IN_REVIEW_MESSAGE);
  };
}
