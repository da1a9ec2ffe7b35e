import { schema } from '@tranche/db';
import { percentToHundredths } from '@tranche/domain';
import { isSandbox } from '@tranche/providers';
import { count } from 'drizzle-orm';
import type { Container } from '../../container';
import { bookChanged } from '../../jobs/book-changed';
import { codatLinkPassed, connectCodat } from '../accounting/accounting-connect.service';
import { insertAccount } from '../accounts/accounts.repo';
import { upsertMainBankAccount } from '../accounts/bank-accounts.repo';
import { connectBank, consentPassed } from '../banking/bank-connect.service';
import { seedDemoSubscriptions } from '../subscriptions/demo-subscriptions';
import { seedVerifiedPerson } from '../verification/verified-seed';
import { seedDemoFiles } from './demo-files';
import { seedDemoMarket } from './demo-market';

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * Demo accounts for trying Tranche locally: an approved client with its company, bank account,
 * subscriptions, its sandbox bank and accounting connected and documents in its file room
 * (demo-files.ts), an approved and verified (KYC) investor who bought one of its assets, bids on
 * another and keeps a hands-free strategy (demo-market.ts),
 * and an operator. The passwords are public (README): these
 * accounts exist only where someone asked for them.
 */
export const DEMO_ACCOUNTS = [
  { role: 'client', email: 'client@demo.tranche.local', password: 'Demo-Client-2026!' },
  { role: 'investor', email: 'investor@demo.tranche.local', password: 'Demo-Investor-2026!' },
  { role: 'admin', email: 'admin@demo.tranche.local', password: 'Demo-Admin-2026!' },
] as const;

/** True when nobody has signed up or been created yet: the only state the seed writes into. */
export async function isEmptyDatabase(container: Container): Promise<boolean> {
  const [profiles] = await container.database.db.select({ n: count() }).from(schema.profiles);
  const admin = await container.identity.admin.listUsers({ limit: 1 });
  return (profiles?.n ?? 0) === 0 && admin.users.length === 0;
}

/** Seeds on start only on the embedded default: PGlite, embedded identity, not production. */
export const seedsOnStart = (env: Container['env']): boolean =>
  !env.DATABASE_URL && env.AUTH_MODE === 'embedded' && env.NODE_ENV !== 'production';

async function createPoolUser(
  container: Container,
  email: string,
  password: string,
  attributes: Record<string, string>,
) {
  const { admin } = container.identity;
  const user = await admin.createUser(email, attributes, password);
  await admin.setUserPassword(email, password, true);
  return user;
}

/** Creates the three demo accounts; returns one `demo <role>: EMAIL / PASSWORD` line each. */
export async function seedDemoAccounts(container: Container): Promise<string[]> {
  const { db } = container.database;
  const [client, investor, admin] = DEMO_ACCOUNTS;
  const now = new Date();

  const clientUser = await createPoolUser(container, client.email, client.password, {
    given_name: 'Clara',
    family_name: 'Client',
    'custom:kind': 'client',
  });
  const clientAccount = await insertAccount(db, {
    kind: 'CLIENT',
    companyName: 'Northwind Analytics GmbH',
    companyUrl: 'northwind-analytics.example',
    description: 'Revenue analytics for mid-market subscription businesses.',
    address: 'Friedrichstraße 68',
    postalCode: '10117',
    city: 'Berlin',
    country: 'DE',
    // A number with a valid check digit: the company form checks it (jsvat-next).
    vat: 'DE123456788',
    naceCode: '62.01',
    numberEmployees: 48,
    reviewStatus: 'APPROVED',
    reviewedAt: now,
    reviewedBy: 'demo-seed',
    allowedTradePercentHundredths: percentToHundredths(80),
    companyMrrMinor: 18_500_000,
    requestedFundingMinor: 150_000_000,
    estimatedRunwayMonths: 18,
    debtLoansMinor: 0,
    selfAssessmentCurrency: 'EUR',
  });
  await db.insert(schema.profiles).values({
    sub: clientUser.sub,
    email: client.email,
    accountId: clientAccount.id,
    firstName: 'Clara',
    lastName: 'Client',
    salutation: 'Ms',
    currency: 'EUR',
    country: 'DE',
    role: 'CFO',
    representative: true,
    onboarding: {
      completed: ['profile', 'company', 'self-assessment', 'representative'],
      finishedAt: now.toISOString(),
    },
  });
  await upsertMainBankAccount(db, clientAccount.id, {
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    bankCode: 'COBADEFFXXX',
    bankName: 'Commerzbank',
    ownerName: 'Northwind Analytics GmbH',
    currency: 'EUR',
    country: 'DE',
  });
  // The generated SaaS company (packages/domain), its 36 months ending today.
  await seedDemoSubscriptions(container, clientAccount.id, { seed: 'tranche-demo', asOf: todayIso() });

  const investorUser = await createPoolUser(container, investor.email, investor.password, {
    given_name: 'Ivo',
    family_name: 'Investor',
    'custom:kind': 'investor',
  });
  const investorAccount = await insertAccount(db, {
    kind: 'INVESTOR',
    companyName: 'Elbe Capital Partners',
    companyForm: 'GmbH & Co. KG',
    address: 'Große Elbstraße 145',
    postalCode: '22767',
    city: 'Hamburg',
    country: 'DE',
    reviewStatus: 'APPROVED',
    reviewedAt: now,
    reviewedBy: 'demo-seed',
  });
  await db.insert(schema.profiles).values({
    sub: investorUser.sub,
    email: investor.email,
    accountId: investorAccount.id,
    firstName: 'Ivo',
    lastName: 'Investor',
    salutation: 'Mr',
    currency: 'EUR',
    investorType: 'QUALIFIED_INVESTOR',
    onboarding: {
      completed: ['profile', 'company', 'self-assessment', 'representative'],
      finishedAt: now.toISOString(),
    },
  });

  // Both people start verified (KYC); the client's company KYB is left for the demo to walk.
  await seedVerifiedPerson(db, { accountId: clientAccount.id, sub: clientUser.sub, sourceOfFunds: 'Salary' });
  await seedVerifiedPerson(db, {
    accountId: investorAccount.id,
    sub: investorUser.sub,
    sourceOfFunds: 'Fund capital from limited partners',
  });
  const { openAssetId } = await seedDemoMarket(container, clientAccount.id, investorAccount.id);
  await seedDemoFiles(container, { accountId: clientAccount.id, sub: clientUser.sub }, openAssetId);
  // Its rating and month totals are made ready by their jobs, as after an import.
  await bookChanged(container.jobs, clientAccount.id);
  // Its bank through the sandbox bank, as a user would connect it; the first sync is a job.
  if (isSandbox('nordigen', container.providers.settings)) {
    const bank = await connectBank(container, clientAccount.id, {
      institutionId: 'SANDBOX_DE_1',
      country: 'DE',
    });
    await consentPassed(container, clientAccount.id, bank.id);
  }
  // Its books through the sandbox accounting aggregator, linked as a user would; synced by a job.
  if (isSandbox('codat', container.providers.settings)) {
    const books = await connectCodat(container, clientAccount.id);
    await codatLinkPassed(container, clientAccount.id, books.id, undefined);
  }

  await createPoolUser(container, admin.email, admin.password, {});
  await container.identity.admin.addUserToGroup(admin.email, 'admins');

  return DEMO_ACCOUNTS.map((demo) => `demo ${demo.role}: ${demo.email} / ${demo.password}`);
}
