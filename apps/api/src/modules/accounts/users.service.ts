import type { inviteUserSchema } from '@tranche/contracts';
import { schema } from '@tranche/db';
import type { z } from 'zod';
import type { Container } from '../../container';
import { generateTemporaryPassword } from '../../identity/admin/identity-admin';
import { sendMailJob } from '../../jobs/send-mail.job';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { mailText } from '../../lib/mail-text';
import { notifyAccount } from '../notifications/notify';
import type { AccountCaller, Caller } from './account-context';
import {
  findProfile,
  findProfileByEmail,
  listAccountProfiles,
  type ProfileRow,
  updateProfile,
} from './profiles.repo';

export const USER_EXISTS_MESSAGE = 'User with this email already exists';

export const toCompanyUser = (row: ProfileRow) => ({
  id: row.sub,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  status: row.status === 'DISABLED' ? ('DISABLED' as const) : ('ACTIVE' as const),
  createdAt: row.createdAt.toISOString(),
  invitedBy: row.invitedBy,
});

/**
 * Invites a colleague into the caller's company: a user in the pool with a temporary password
 * (a new one is required at the first sign-in), a profile in the company, and a mail with both.
 */
export async function inviteUser(
  container: Container,
  caller: AccountCaller,
  body: z.infer<typeof inviteUserSchema>,
) {
  const email = body.email.trim().toLowerCase();
  const { db } = container.database;
  if (await findProfileByEmail(db, email)) throw badRequest('USER_EXISTS', USER_EXISTS_MESSAGE);
  const password = generateTemporaryPassword();
  const kind = caller.account.kind.toLowerCase();
  let user: Awaited<ReturnType<typeof container.identity.admin.createUser>>;
  try {
    user = await container.identity.admin.createUser(
      email,
      { given_name: body.firstName, family_name: body.lastName, 'custom:kind': kind },
      password,
    );
  } catch (error) {
    if ((error as Error).name === 'UsernameExistsException')
      throw badRequest('USER_EXISTS', USER_EXISTS_MESSAGE);
    throw error;
  }
  const [profile] = await db
    .insert(schema.profiles)
    .values({
      sub: user.sub,
      email,
      accountId: caller.account.id,
      firstName: body.firstName,
      lastName: body.lastName,
      invitedBy: caller.sub,
      // Invited colleagues skip the company steps of first steps: the company exists.
      onboarding: { completed: ['company', 'self-assessment', 'representative'] },
    })
    .returning();
  // The invitee's language is not known yet: the inviter's is the best guess within one company.
  await container.jobs.send(sendMailJob, {
    to: email,
    ...mailText(caller.profile.language, 'invite', {
      inviter: [caller.profile.firstName, caller.profile.lastName].filter(Boolean).join(' ') || caller.email,
      company: caller.account.companyName ?? '—',
      url: `${container.env.PUBLIC_URL}/sign-in`,
      email,
      password,
    }),
  });
  await notifyAccount(container, {
    accountId: caller.account.id,
    type: 'NEW_USER_INVITED',
    externalId: profile!.sub,
    payload: { email, firstName: body.firstName, lastName: body.lastName },
  });
  return toCompanyUser(profile!);
}

/** The caller's company's users; an admin sees every company's. */
export async function listCompanyUsers(container: Container, caller: Caller, page: number, size: number) {
  if (!caller.admin && !caller.account) throw forbidden('NO_ACCOUNT', 'Create your company profile first.');
  const scope = caller.admin ? null : caller.account!.id;
  const { rows, total } = await listAccountProfiles(container.database.db, scope, {
    limit: size,
    offset: (page - 1) * size,
  });
  return { users: rows.map(toCompanyUser), total, page, size };
}

/** The user the caller may manage: someone else in the caller's company, or anyone for an admin. */
async function manageable(container: Container, caller: Caller, id: string): Promise<ProfileRow> {
  if (id === caller.sub) throw forbidden('SELF', 'You cannot change your own access.');
  const target = await findProfile(container.database.db, id);
  if (!target || target.status === 'DELETED') throw notFound('No such user');
  if (!caller.admin && (!caller.account || target.accountId !== caller.account.id))
    throw notFound('No such user');
  return target;
}

export async function disableUser(container: Container, caller: Caller, id: string) {
  const target = await manageable(container, caller, id);
  if (target.status === 'DISABLED') throw conflict('ALREADY_DISABLED', 'This user is already disabled.');
  await container.identity.admin.disableUser(target.sub);
  return toCompanyUser(await updateProfile(container.database.db, target.sub, { status: 'DISABLED' }));
}

export async function enableUser(container: Container, caller: Caller, id: string) {
  const target = await manageable(container, caller, id);
  await container.identity.admin.enableUser(target.sub);
  return toCompanyUser(await updateProfile(container.database.db, target.sub, { status: 'ACTIVE' }));
}

/** Deletes the user from the pool; the profile stays as DELETED so history keeps its author. */
export async function deleteUser(container: Container, caller: Caller, id: string) {
  const target = await manageable(container, caller, id);
  await container.identity.admin.deleteUser(target.sub).catch((error: Error) => {
    if (error.name !== 'UserNotFoundException') throw error;
  });
  await updateProfile(container.database.db, target.sub, {
    status: 'DELETED',
    email: `deleted+${target.sub}@invalid`,
  });
}
