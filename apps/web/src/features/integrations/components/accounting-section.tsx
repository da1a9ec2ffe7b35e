import { NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Integration } from '@tranche/contracts';
import { ZOHO_LOCATIONS } from '@tranche/contracts/accounting';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { providerName } from '../../../lib/provider-names';
import { track } from '../../../lib/telemetry';
import {
  fetchZohoUrl,
  reconnectCodat,
  startApideckSession,
  startCodat,
  useAccountingReturn,
} from '../api/accounting.api';
import { fetchAuthorization } from '../api/integrations.api';
import { accountingReturnOf } from '../lib/accounting-return';
import { accountingErrorText } from '../lib/bank-error-text';
import { rememberState } from '../lib/consent-state';
import { leaveFor } from '../lib/leave-for';
import { PROVIDER_KINDS } from '../lib/provider-catalog';
import { ProviderCard } from './provider-card';

const ACCOUNTING_TYPES = PROVIDER_KINDS.find(({ kind }) => kind === 'accounting')?.types ?? [];
/** The accounting tools connected with OAuth: pending there means waiting for the first sync. */
const OAUTH_TYPES = new Set(['zoho', 'xero']);

/** i18n keys cannot hold dots: 'com.au' is labelled under 'com_au'. */
const locationKey = (location: string) => location.replace(/\./g, '_');

/**
 * The return from a link page or vault: confirmed (or, with the page's error, dropped) once, then
 * the address is cleared so a reload confirms nothing twice.
 */
function useAccountingReturnEffect() {
  const { t } = useTranslation('integrations');
  const [params, setParams] = useSearchParams();
  const confirm = useAccountingReturn();
  const handled = useRef(false);
  const back = accountingReturnOf(params);
  useEffect(() => {
    if (handled.current || back === null) return;
    handled.current = true;
    setParams({}, { replace: true });
    confirm.mutate(back, {
      onSuccess: (row) => {
        track('INTEGRATION_ADD', { type: row.type });
        toast.success(t('connected', { provider: providerName(row.type) }));
      },
      onError: (error) => void toast.error(accountingErrorText(error)),
    });
  }, [back, setParams, confirm, t]);
  return confirm.isPending ? (back?.type ?? null) : null;
}

/** Where to send the browser to link a tool: the aggregator's link page, the consent page, the vault. */
async function linkPage(
  type: string,
  row: Integration | undefined,
  location: string,
): Promise<string | null> {
  if (type === 'codat') {
    const expired = row?.status === 'expired' && row.companyId && row.companyConnectionId;
    const started = expired
      ? await reconnectCodat({ companyId: row.companyId!, companyConnectionId: row.companyConnectionId! })
      : await startCodat();
    return started.consentLink ?? null;
  }
  if (type === 'zoho' || type === 'xero') {
    const { url, state } = type === 'zoho' ? await fetchZohoUrl(location) : await fetchAuthorization(type);
    if (state !== null) rememberState(type, state);
    return url;
  }
  return startApideckSession();
}

/**
 * Settings → Integrations → Accounting: the accounting aggregator (a link page), the accounting
 * tools (a consent page: Zoho's at the data centre chosen here, Xero's) and the unified API (a vault), each
 * bringing profit and loss, balance sheet and invoices.
 */
export function AccountingSection({ rows }: { rows: readonly Integration[] }) {
  const { t } = useTranslation('integrations');
  const confirming = useAccountingReturnEffect();
  const [redirecting, setRedirecting] = useState<string | null>(null);
  const [location, setLocation] = useState<string>('eu');

  const connect = async (type: string) => {
    setRedirecting(type);
    try {
      const page = await linkPage(
        type,
        rows.find((row) => row.type === type),
        location,
      );
      if (page !== null) leaveFor(page);
      else setRedirecting(null);
    } catch (error) {
      setRedirecting(null);
      toast.error(accountingErrorText(error));
    }
  };

  return (
    <Stack gap="sm">
      <Stack gap={2}>
        <Title order={3} size="h4">
          {t('kind.accounting')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('accounting.hint')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {ACCOUNTING_TYPES.map((type) => {
          const integration = rows.find((row) => row.type === type);
          return (
            <ProviderCard
              key={type}
              type={type}
              integration={integration}
              onConnect={(chosen) => void connect(chosen)}
              onRenewKey={() => {}}
              connecting={redirecting === type || confirming === type}
              // Linked on the aggregator's page, active at once: pending is a link left half-way.
              linkUnfinished={
                integration?.status === 'pending' && !OAUTH_TYPES.has(type) && !integration.syncing
              }
            >
              {type === 'zoho' && (
                <NativeSelect
                  label={t('accounting.location')}
                  description={t('accounting.locationHint')}
                  data={ZOHO_LOCATIONS.map((value) => ({
                    value,
                    label: t(`accounting.locations.${locationKey(value)}` as 'accounting.locations.eu'),
                  }))}
                  value={location}
                  onChange={(event) => setLocation(event.currentTarget.value)}
                />
              )}
            </ProviderCard>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
