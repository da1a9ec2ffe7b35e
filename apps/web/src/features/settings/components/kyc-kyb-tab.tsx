import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ApplicantView, VerificationKind, VerificationOverview } from '@tranche/contracts';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { errorText } from '../../../lib/api-error';
import { KybGate, useUser, WithUser } from '../../account';
import {
  useSendKybMail,
  useStartVerification,
  useVerification,
  type VerificationStart,
} from '../api/verification.api';
import { NoCompanyNotice } from './no-company-notice';
import { SandboxVerificationDialog } from './sandbox-verification-dialog';
import { SumsubVerificationDialog } from './sumsub-verification-dialog';
import { VerificationStatusBadge } from './verification-status-badge';

const canAct = (applicant: ApplicantView | null) =>
  !applicant ||
  applicant.status === 'PENDING' ||
  applicant.status === 'RETRY' ||
  applicant.status === 'IN_REVIEW';

function StartButton({
  applicant,
  onStart,
  loading,
}: {
  applicant: ApplicantView | null;
  onStart(): void;
  loading: boolean;
}) {
  const { t } = useTranslation('verification');
  if (!canAct(applicant)) return null;
  const label = !applicant ? 'start' : applicant.status === 'RETRY' ? 'resubmit' : 'continue';
  return (
    <Button size="sm" onClick={onStart} loading={loading}>
      {t(`actions.${label}`)}
    </Button>
  );
}

function ApplicantFacts({ applicant }: { applicant: ApplicantView | null }) {
  const { t } = useTranslation('verification');
  if (!applicant) return null;
  return (
    <>
      {applicant.sourceOfFunds && (
        <Text size="sm">{t('me.sourceOfFunds', { value: applicant.sourceOfFunds })}</Text>
      )}
      {applicant.rejectionLabels.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('me.labels', { labels: applicant.rejectionLabels.join(', ') })}
        </Text>
      )}
    </>
  );
}

function People({ people }: { people: VerificationOverview['people'] }) {
  const { t } = useTranslation('verification');
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('people.name')}</Table.Th>
            <Table.Th>{t('people.email')}</Table.Th>
            <Table.Th>{t('people.role')}</Table.Th>
            <Table.Th>{t('people.representative')}</Table.Th>
            <Table.Th>{t('people.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((person) => (
            <Table.Tr key={person.id}>
              <Table.Td>{person.full_name || t('people.unnamed')}</Table.Td>
              <Table.Td>{person.email}</Table.Td>
              <Table.Td>{person.role ?? '–'}</Table.Td>
              <Table.Td>{t(person.representative ? 'people.yes' : 'people.no')}</Table.Td>
              <Table.Td>
                <VerificationStatusBadge status={person.kyc_status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Verification({ overview, isInvestor }: { overview: VerificationOverview; isInvestor: boolean }) {
  const { t } = useTranslation('verification');
  const { user, reload } = useUser();
  const start = useStartVerification();
  const mail = useSendKybMail();
  const [open, setOpen] = useState<{ kind: VerificationKind; started: VerificationStart } | null>(null);
  const myStatus = overview.me?.status ?? '';

  // The session's user carries kyc_status too (Trading reads it): reloaded once per status the
  // provider reports, so a status the session cannot see yet never reloads it in a loop.
  const reloadedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!user || myStatus === '' || user.kyc_status === myStatus || reloadedFor.current === myStatus) return;
    reloadedFor.current = myStatus;
    void reload();
  }, [user, myStatus, reload]);

  const begin = (kind: VerificationKind) =>
    start.mutate(kind, {
      onSuccess: (started) => setOpen({ kind, started }),
      onError: (error) => toast.error(errorText(error)),
    });
  const company = overview.company;

  return (
    <Stack gap="xl" maw={900}>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      {overview.mode === 'sandbox' && (
        <Alert color="gray" variant="light">
          {t('sandboxHint')}
        </Alert>
      )}
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="kyc-me-title">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4" id="kyc-me-title">
              {t('me.title')}
            </Title>
            <VerificationStatusBadge status={myStatus} />
          </Group>
          {isInvestor && <Text size="sm">{t('me.investorHint')}</Text>}
          <ApplicantFacts applicant={overview.me} />
          <Group>
            <StartButton
              applicant={overview.me}
              onStart={() => begin('kyc')}
              loading={start.isPending && start.variables === 'kyc'}
            />
          </Group>
        </Stack>
      </Paper>
      {company && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="kyb-title">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h4" id="kyb-title">
                {t('company.title')}
              </Title>
              <VerificationStatusBadge status={company.kyb_status} />
            </Group>
            <KybGate>
              <Text size="sm">{t('company.hint')}</Text>
              <ApplicantFacts applicant={company.applicant} />
              <Group>
                <StartButton
                  applicant={company.applicant}
                  onStart={() => begin('kyb')}
                  loading={start.isPending && start.variables === 'kyb'}
                />
                {canAct(company.applicant) && (
                  <Button
                    size="sm"
                    variant="default"
                    loading={mail.isPending}
                    onClick={() =>
                      mail.mutate(undefined, {
                        onSuccess: ({ sentTo }) =>
                          toast.success(t('company.mailed', { emails: sentTo.join(', ') })),
                        onError: (error) => toast.error(errorText(error)),
                      })
                    }
                  >
                    {t('company.mail')}
                  </Button>
                )}
              </Group>
            </KybGate>
          </Stack>
        </Paper>
      )}
      {!isInvestor && (
        <Stack gap="sm" component="section" aria-labelledby="kyc-people-title">
          <Title order={2} size="h4" id="kyc-people-title">
            {t('people.title')}
          </Title>
          {overview.people.length === 0 ? (
            <Text c="dimmed">{t('people.empty')}</Text>
          ) : (
            <People people={overview.people} />
          )}
        </Stack>
      )}
      {open &&
        (open.started.mode === 'sumsub' ? (
          <SumsubVerificationDialog
            kind={open.kind}
            token={open.started.token}
            onClose={() => setOpen(null)}
          />
        ) : (
          <SandboxVerificationDialog
            kind={open.kind}
            applicant={open.kind === 'kyc' ? overview.me : (company?.applicant ?? null)}
            onClose={() => setOpen(null)}
          />
        ))}
    </Stack>
  );
}

function VerificationSection({ isInvestor }: { isInvestor: boolean }) {
  const overview = useVerification();
  return (
    <QueryState query={overview} empty="" items={() => [1]}>
      {(data) => <Verification overview={data} isInvestor={isInvestor} />}
    </QueryState>
  );
}

/**
 * Settings → KYC/KYB: the caller's own identity check, the company's people with theirs, and (for
 * clients, once approved for trading) the company's KYB. Investors see their KYC and source of funds.
 */
export function KycKybTab() {
  return (
    <WithUser>
      {(user) =>
        user.kind === null ? (
          <NoCompanyNotice />
        ) : (
          <VerificationSection isInvestor={user.kind === 'INVESTOR'} />
        )
      }
    </WithUser>
  );
}
