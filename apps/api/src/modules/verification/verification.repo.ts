import { type Db, schema } from '@tranche/db';
import { and, eq, ne, sql } from 'drizzle-orm';

export type ApplicantRow = typeof schema.verificationApplicants.$inferSelect;
type NewApplicant = typeof schema.verificationApplicants.$inferInsert;

const { verificationApplicants: applicants, profiles, accounts } = schema;

export async function findApplicantByUser(
  db: Db,
  provider: string,
  externalUserId: string,
): Promise<ApplicantRow | undefined> {
  const [row] = await db
    .select()
    .from(applicants)
    .where(and(eq(applicants.provider, provider), eq(applicants.externalUserId, externalUserId)));
  return row;
}

export async function findApplicantById(
  db: Db,
  provider: string,
  applicantId: string,
): Promise<ApplicantRow | undefined> {
  const [row] = await db
    .select()
    .from(applicants)
    .where(and(eq(applicants.provider, provider), eq(applicants.applicantId, applicantId)));
  return row;
}

/** A new applicant, or the one a concurrent request created first (same person or company). */
export async function insertApplicant(db: Db, values: NewApplicant): Promise<ApplicantRow> {
  const [row] = await db.insert(applicants).values(values).onConflictDoNothing().returning();
  return row ?? (await findApplicantByUser(db, values.provider, values.externalUserId))!;
}

export type ApplicantPatch = Pick<ApplicantRow, 'status' | 'stepsDone' | 'rejectionLabels' | 'sourceOfFunds'>;

/**
 * The provider's latest word on an applicant, mirrored where the rest of Tranche reads it: a
 * person's kyc_status on the profile, the company's kyb_status on the account. Returns the row
 * as it was before, so the caller sees what changed.
 */
export async function saveApplicantState(
  db: Db,
  row: ApplicantRow,
  patch: ApplicantPatch,
): Promise<{ before: ApplicantRow; after: ApplicantRow }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(applicants).where(eq(applicants.id, row.id)).for('update');
    const [after] = await tx
      .update(applicants)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(applicants.id, row.id))
      .returning();
    if (row.subject === 'PERSON' && row.profileSub)
      await tx
        .update(profiles)
        .set({ kycStatus: patch.status, updatedAt: new Date() })
        .where(eq(profiles.sub, row.profileSub));
    else
      await tx
        .update(accounts)
        .set({ kybStatus: patch.status, updatedAt: new Date() })
        .where(eq(accounts.id, row.accountId));
    return { before: before!, after: after! };
  });
}

/** The company's people (not deleted) with what the provider said of their funds. */
export async function companyPeople(db: Db, accountId: string, provider: string) {
  return db
    .select({
      sub: profiles.sub,
      email: profiles.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      role: profiles.role,
      representative: profiles.representative,
      language: profiles.language,
      kycStatus: profiles.kycStatus,
      sourceOfFunds: applicants.sourceOfFunds,
    })
    .from(profiles)
    .leftJoin(
      applicants,
      and(
        eq(applicants.profileSub, profiles.sub),
        eq(applicants.accountId, accountId),
        eq(applicants.provider, provider),
      ),
    )
    .where(and(eq(profiles.accountId, accountId), ne(profiles.status, 'DELETED')))
    .orderBy(profiles.createdAt, profiles.sub);
}

/** The company's KYB applicant at the provider in use, if KYB was started. */
export async function companyApplicant(
  db: Db,
  accountId: string,
  provider: string,
): Promise<ApplicantRow | undefined> {
  const [row] = await db
    .select()
    .from(applicants)
    .where(
      and(
        eq(applicants.accountId, accountId),
        eq(applicants.subject, 'COMPANY'),
        eq(applicants.provider, provider),
      ),
    )
    .orderBy(sql`${applicants.createdAt} desc`)
    .limit(1);
  return row;
}

/** An investor company bids once one of its active people passed KYC. */
export async function hasVerifiedPerson(db: Db, accountId: string): Promise<boolean> {
  const rows = await db
    .select({ sub: profiles.sub })
    .from(profiles)
    .where(
      and(
        eq(profiles.accountId, accountId),
        eq(profiles.status, 'ACTIVE'),
        eq(profiles.kycStatus, 'APPROVED'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
