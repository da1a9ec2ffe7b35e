import { Alert, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Integration } from '@tranche/contracts';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { errorText } from '../../../lib/api-error';
import { providerName } from '../../../lib/provider-names';
import { track } from '../../../lib/telemetry';
import { WithUser } from '../../account';
import {
  fetchAuthorization,
  reconnectBank,
  useBankReturn,
  useConnect,
  useIntegrations,
} from '../api/integrations.api';
import { rememberState, takeState } from '../lib/consent-state';
import { PROVIDER_KINDS } from '../lib/provider-catalog';
import { AccountingSection } from './accounting-section';
import { BankConnectCard } from './bank-connect-card';
import { KeyConnectModal } from './key-connect-modal';
import { ProviderCard } from './provider-card';

type KeyForm = { type: string; sandbox: boolean; renew: Integration | null };

/**
 * The return from a consent page (`?connect=<type>&code=…&state=…`): connects once when the state
 * is the one this tab sent, then clears the address so a reload connects nothing twice.
 */
function useConsentReturn() {
  const { t } = useTranslation('integrations');
  const [params, setParams] = useSearchParams();
  const connect = useConnect();
  const handled = useRef(false);
  const type = params.get('connect');
  const code = params.get('code');
  const state = params.get('state');
  useEffect(() => {
    if (handled.current || type === null) return;
    handled.current = true;
    setParams({}, { replace: true });
    if (params.get('error') !== null || code === null) {
      toast.error(t('connectCanceled', { provider: providerName(type) }));
      return;
    }
    if (!takeState(type, state)) {
      toast.error(t('stateMismatch'));
      return;
    }
    connect.mutate(
      // The state goes along: it names the data centre of a provider that has several.
      { type, authorizationCode: code, ...(state === null ? {} : { state }) },
      {
        onSuccess: () => {
          track('INTEGRATION_ADD', { type });
          toast.success(t('connected', { provider: providerName(type) }));
        },
        onError: (error) => void toast.error(errorText(error)),
      },
    );
  }, [type, code, state, params, setParams, connect, t]);
  return connect.isPending ? type : null;
}

/**
 * The return from a bank's consent page (`?bank=<id>`, with `error` when the user refused): the
 * consent is confirmed or dropped once, then the address is cleared.
 */
function useBankConsentReturn() {
  const { t } = useTranslation('integrations');
  const [params, setParams] = useSearchParams();
  const bankReturn = useBankReturn();
  const handled = useRef(false);
  const id = params.get('bank');
  const refused = params.get('error') !== null;
  useEffect(() => {
    if (handled.current || id === null) return;
    handled.current = true;
    setParams({}, { replace: true });
    bankReturn.mutate(
      { id, passed: !refused },
      {
        onSuccess: (row) => {
          if (refused) toast.error(t('bank.failed'));
          else toast.success(t('connected', { provider: row.institutionName ?? providerName(row.type) }));
        },
        onError: () => void toast.error(t('bank.failed')),
      },
    );
  }, [id, refused, setParams, bankReturn, t]);
}

function Integrations() {
  const { t } = useTranslation('integrations');
  const integrations = useIntegrations();
  const connectingFromReturn = useConsentReturn();
  useBankConsentReturn();
  const [redirecting, setRedirecting] = useState<string | null>(null);
  const [keyForm, setKeyForm] = useState<KeyForm | null>(null);

  // OAuth providers: to their consent page; a billing tool with a vanity URL: the key form here;
  // an expired bank: to a new consent at the same bank.
  const startConnect = async (type: string, integration?: Integration) => {
    setRedirecting(type);
    try {
      if (integration?.category === 'banking') {
        const renewed = await reconnectBank(integration.id);
        if (renewed.consentLink) window.location.assign(renewed.consentLink);
        return;
      }
      const { url, state, sandbox } = await fetchAuthorization(type);
      if (url === null || state === null) {
        setRedirecting(null);
        setKeyForm({ type, sandbox, renew: null });
        return;
      }
      rememberState(type, state);
      window.location.assign(url);
    } catch (error) {
      setRedirecting(null);
      toast.error(errorText(error));
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('hint')}
        </Text>
      </Stack>
      <Alert variant="light" color="blue">
        {t('firstIntegrationNote')}
      </Alert>
      <QueryState query={integrations} empty="" items={() => [true]}>
        {(rows) => (
          <Stack gap="xl">
            {PROVIDER_KINDS.filter(({ kind }) => kind !== 'banking' && kind !== 'accounting').map(
              ({ kind, types }) => (
                <Stack key={kind} gap="sm">
                  <Group gap="xs">
                    <Title order={3} size="h4">
                      {t(`kind.${kind}`)}
                    </Title>
                  </Group>
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                    {types.map((type) => (
                      <ProviderCard
                        key={type}
                        type={type}
                        integration={rows.find((row) => row.type === type)}
                        onConnect={(chosen) => void startConnect(chosen)}
                        onRenewKey={(row) => setKeyForm({ type: row.type, sandbox: row.sandbox, renew: row })}
                        connecting={redirecting === type || connectingFromReturn === type}
                      />
                    ))}
                  </SimpleGrid>
                </Stack>
              ),
            )}
            <AccountingSection rows={rows} />
            <Stack gap="sm">
              <Title order={3} size="h4">
                {t('kind.banking')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {rows
                  .filter((row) => row.category === 'banking')
                  .map((row) => (
                    <ProviderCard
                      key={row.id}
                      type={row.type}
                      title={row.institutionName ?? undefined}
                      integration={row}
                      onConnect={(chosen) => void startConnect(chosen, row)}
                      onRenewKey={() => {}}
                      connecting={redirecting === row.type}
                    />
                  ))}
                <BankConnectCard />
              </SimpleGrid>
            </Stack>
          </Stack>
        )}
      </QueryState>
      {keyForm && <KeyConnectModal {...keyForm} onClose={() => setKeyForm(null)} />}
    </Stack>
  );
}

/** Settings → Integrations (spec §2): a card per kind of provider, for client companies. */
export function IntegrationsTab() {
  const { t } = useTranslation('integrations');
  return (
    <WithUser>
      {(user) => (user.kind !== 'CLIENT' ? <Text c="dimmed">{t('clientsOnly')}</Text> : <Integrations />)}
    </WithUser>
  );
}
