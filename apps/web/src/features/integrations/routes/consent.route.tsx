import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type RouteObject, useNavigate, useSearchParams } from 'react-router';
import { Screen } from '../../../components/screen';
import { isKnownProvider, providerName } from '../../../lib/provider-names';

/** A sandbox's authorization code: any code connects a sandbox, this one says where it came from. */
const sandboxCode = () => `sandbox_${crypto.randomUUID()}`;

/** The link page's or vault's own part of the return address (no code: they return none). */
function linkReturnOf(params: URLSearchParams): Record<string, string> | null {
  const accounting = params.get('accounting');
  if (accounting !== null)
    return { accounting, ...(params.get('reconnect') === '1' ? { reconnect: '1' } : {}) };
  const apideck = params.get('apideck');
  return apideck === null ? null : { apideck };
}

/**
 * The sandbox's consent page: where the provider's own page would be when its keys are not
 * configured. It returns to Settings → Integrations as the provider would, with a code and the state.
 */
function SandboxConsent() {
  const { t } = useTranslation('integrations');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const type = params.get('type') ?? '';
  const state = params.get('state') ?? '';
  // A bank's consent returns with the connection's id, as the bank's own page would; so do the
  // accounting aggregator's link page (`accounting`, `reconnect`) and the unified API's vault.
  const bank = params.get('bank');
  const link = linkReturnOf(params);
  const known = isKnownProvider(type);
  const back = (refused: boolean) => {
    const result: Record<string, string> = refused ? { error: 'access_denied' } : { code: sandboxCode() };
    const query =
      link !== null
        ? { ...link, ...(refused ? result : {}) }
        : bank === null
          ? { connect: type, state, ...result }
          : { bank, ...result };
    return navigate(`/settings/integrations?${new URLSearchParams(query)}`, { replace: true });
  };
  const name = (bank !== null && params.get('institution')) || providerName(type);

  return (
    <Screen title={t('consent.title')}>
      <Card withBorder maw={560} padding="lg" radius="md">
        {known ? (
          <Stack gap="md">
            <Title order={2} size="h3">
              {t('consent.heading', { provider: name })}
            </Title>
            <Text>{t('consent.sandbox', { provider: name })}</Text>
            <List size="sm" spacing={4}>
              <List.Item>
                {t(`consent.reads.${type}`, { defaultValue: t('consent.reads.default') })}
              </List.Item>
              <List.Item>{t('consent.readOnly')}</List.Item>
            </List>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void back(true)}>
                {t('consent.cancel')}
              </Button>
              <Button onClick={() => void back(false)} data-autofocus>
                {t('consent.allow')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Text c="dimmed">{t('consent.unknown')}</Text>
        )}
      </Card>
    </Screen>
  );
}

export const consentRoute: RouteObject = { path: 'integrations/consent', Component: SandboxConsent };
