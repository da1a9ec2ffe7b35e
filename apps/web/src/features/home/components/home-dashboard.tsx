import { Stack, Text } from '@mantine/core';
import type { LoadedProfile } from '@tranche/contracts';
import { isCurrency } from '@tranche/domain';
import { useTranslation } from 'react-i18next';
import { ExpiredBanksAlert } from '../../../components/expired-banks-alert';
import { ReviewNotice, reviewGateState, WithUser } from '../../account';
import { useIntegrations } from '../../integrations/api/integrations.api';
import { dayPartOf } from '../lib/greeting';
import { HomeCash } from './cash-position';
import { ClientTradeActivity } from './client-trade-activity';
import { HeadlineKpis } from './headline-kpis';
import { InvestorPortfolio } from './investor-portfolio';

/** Home tells when a bank's consent has run out, as Discover does. */
function ExpiredBanks() {
  const integrations = useIntegrations();
  return <ExpiredBanksAlert connections={integrations.data} />;
}

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
 * Home (spec §2): the greeting; for an approved client the headline KPIs with their trend, the
 * cash position from bank and books, and the trade part (activity, next due payment, sold subscriptions, repayments over time); for an
 * approved investor the portfolio. Figures wait for the account review like the rest of analytics.
 */
export function HomeDashboard({ now = new Date() }: { now?: Date }) {
  return (
    <WithUser>
      {(user) => {
        const review = reviewGateState(user);
        return (
          <Stack gap="xl">
            <Greeting user={user} now={now} />
            {review !== 'open' ? (
              <ReviewNotice state={review} />
            ) : user.kind === 'CLIENT' ? (
              <>
                {/* First, where it asks for action and where the figures loading below cannot move it. */}
                <ExpiredBanks />
                <HeadlineKpis
                  fallbackCurrency={isCurrency(user.currency) ? user.currency : 'USD'}
                  clientId={user.id_client}
                />
                <HomeCash clientId={user.id_client} />
                <ClientTradeActivity />
              </>
            ) : (
              user.kind === 'INVESTOR' && <InvestorPortfolio />
            )}
          </Stack>
        );
      }}
    </WithUser>
  );
}
