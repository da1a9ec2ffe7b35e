import { Button, EmptyState, Loader, ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { type Currency, isCurrency } from '@tranche/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExpiredBanksAlert } from '../../../../components/expired-banks-alert';
import { KEYBOARD_SCROLL } from '../../../../components/keyboard-scroll';
import { useQueryState } from '../../../../lib/use-query-state';
import { WithUser } from '../../../account';
import { useBankConnections } from '../../api/discover.api';
import {
  BANK_VIEWS,
  DISCOVER_VIEWS,
  type DiscoverState,
  type DiscoverView,
  readDiscoverState,
  withDiscoverChange,
} from '../../lib/discover-state';
import { BalancesView } from './balances-view';
import { CashflowView } from './cashflow-view';
import { CategorizedView } from './categorized-view';
import { PaymentsGridView } from './payments-grid-view';
import { PnlView } from './pnl-view';
import { TransactionsView } from './transactions-view';

const INTEGRATIONS_PATH = '/settings/integrations';

/** Until a bank is connected, the bank views say where to connect one. */
function NoBank() {
  const { t } = useTranslation('discover');
  return (
    <EmptyState
      icon={<IconBuildingBank size={32} aria-hidden />}
      withIndicatorBackground
      title={t('noBank.title')}
      description={t('noBank.text')}
    >
      <Text size="sm" c="dimmed" ta="center" maw={480}>
        {t('noBank.note')}
      </Text>
      <EmptyState.Actions>
        <Button component={Link} to={INTEGRATIONS_PATH} variant="light">
          {t('noBank.action')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

interface PageProps {
  companyCurrency: Currency;
}

function DiscoverPage({ companyCurrency }: PageProps) {
  const { t } = useTranslation('discover');
  const [params, setParams] = useQueryState();
  const state = readDiscoverState(params);
  const currency = state.currency ?? companyCurrency;
  const change = (next: Partial<DiscoverState>) =>
    setParams((current) => withDiscoverChange(current, next), { replace: true });
  const connections = useBankConnections();
  const bankView = BANK_VIEWS.includes(state.view);
  const noBank = connections.data?.length === 0 && bankView;

  const views: Record<DiscoverView, () => ReactNode> = {
    cashflow: () => <CashflowView state={state} onChange={change} companyCurrency={companyCurrency} />,
    balances: () => <BalancesView />,
    transactions: () => <TransactionsView state={state} onChange={change} />,
    categorized: () => <CategorizedView state={state} currency={currency} onChange={change} />,
    pnl: () => <PnlView state={state} currency={currency} onChange={change} />,
    payments: () => <PaymentsGridView state={state} currency={currency} onChange={change} />,
  };

  return (
    <Stack gap="lg">
      <ScrollArea type="auto" offsetScrollbars {...KEYBOARD_SCROLL}>
        <SegmentedControl
          aria-label={t('views.label')}
          value={state.view}
          data={DISCOVER_VIEWS.map((view) => ({ value: view, label: t(`views.${view}`) }))}
          onChange={(view) => change({ view: view as DiscoverView })}
        />
      </ScrollArea>
      <ExpiredBanksAlert connections={connections.data} />
      {bankView && connections.isPending ? (
        <Loader size="sm" aria-label={t('loading')} />
      ) : noBank ? (
        <NoBank />
      ) : (
        views[state.view]()
      )}
    </Stack>
  );
}

/** Discover (spec §2): the company's bank, categories, profit and loss and payments, for clients. */
export function DiscoverTab() {
  const { t } = useTranslation('discover');
  return (
    <WithUser>
      {(user) =>
        user.kind === 'CLIENT' ? (
          <DiscoverPage companyCurrency={isCurrency(user.currency) ? user.currency : 'EUR'} />
        ) : (
          <Text c="dimmed">{t('clientsOnly')}</Text>
        )
      }
    </WithUser>
  );
}
