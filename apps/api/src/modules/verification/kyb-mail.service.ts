import { sendMailJob } from '../../jobs/send-mail.job';
import { mailText } from '../../lib/mail-text';
import type { AccountCaller } from '../accounts/account-context';
import { companyPeople } from './verification.repo';
import { startVerification, type VerificationDeps } from './verification.service';

/**
 * `GET kyb/sendEmail`: the company's KYB is started (KYB_STARTED on first start) and each legal
 * representative is mailed a link to Settings → KYC/KYB to complete it; a company without a
 * named representative mails the caller. Answers who was mailed.
 */
export async function mailKybLink(deps: VerificationDeps, caller: AccountCaller): Promise<string[]> {
  await startVerification(deps, caller, 'kyb');
  const people = await companyPeople(deps.database.db, caller.account.id, deps.verification.mode);
  const representatives = people.filter((person) => person.representative);
  const recipients =
    representatives.length > 0
      ? representatives
      : [{ email: caller.email, language: caller.profile.language }];
  const sender =
    [caller.profile.firstName, caller.profile.lastName].filter(Boolean).join(' ') || caller.email;
  for (const person of recipients) {
    await deps.jobs.send(sendMailJob, {
      to: person.email,
      ...mailText(person.language, 'kybLink', {
        company: caller.account.companyName ?? '',
        sender,
        link: `${deps.env.PUBLIC_URL}/settings/kyc-kyb`,
      }),
    });
  }
  return recipients.map((person) => person.email);
}
