import { Stack, Text } from '@mantine/core';
import type { LoadedProfile } from '@tranche/contracts';
import { isCurrency } from '@tranche/domain';
import { useTranslation } from 'react-i18next';
import { ReviewNotice, reviewGateState, WithUser } from '../../account';
import { dayPartOf } from '../lib/greeting';
import { HeadlineKpis } from './headline-kpis';

function Greeting({ user, now }: { user: LoadedProfile; now: Date }) {
  const { t } = useTranslation('home');
  const name = user.firstName?.trim();
  return (
    <Stack gap={2}>
      <Text fz="xl" fw={600}>
        {name ? t(`greeting.${dayPartOf(now)}`, { name }) : t('greeting.anonymous')}
      </Text>
      {user.kind === 'CLIENT' && (
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Home (spec §2), first part: the greeting and, for an approved client, the headline KPIs with
 * their trend; figures wait for the account review like the rest of analytics.
 */
export function HomeDashboard({ now = new Date() }: { now?: Date }) {
  return (
    <WithUser>
      {(user) => {
        const review = reviewGateState(user);
        return (
          <Stack gap="xl">
            <Greeting user={user} now={now} />
            {user.kind === 'CLIENT' &&
              (review === 'open' ? (
                <HeadlineKpis
                  fallbackCurrency={isCurrency(user.currency) ? user.currency : 'USD'}
                  clientId={user.id_client}
                />
              ) : (
                <ReviewNotice state={review} />
              ))}
          </Stack>
        );
      }}
    </WithUser>
  );
}
