import {
  Accordion,
  Button,
  Grid,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CURRENCIES, type Currency, MAX_CONTRACT_LENGTH_MONTHS } from '@tranche/domain';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RatingScorecard } from '../../../components/rating/rating-scorecard';
import { errorText } from '../../../lib/api-error';
import { track } from '../../../lib/telemetry';
import { useMoneyFormat } from '../../../lib/use-money-format';
import {
  useCreateAsset,
  usePick,
  useQuote,
  useRating,
  useTradable,
  useTradableByCurrency,
} from '../api/trading.api';
import { EMPTY_SELECTION, type SelectionRole, toggle, togglePage } from '../lib/selection';
import { TRADABLE_SORTS, type TradableSort, type TradableState, tradableQuery } from '../lib/tradable-query';
import { QuotePanel } from './quote-panel';
import { TradableTable } from './tradable-table';

const QUICK = ['highestMrr', 'longestRemaining', 'oldestCustomer'] as const;
const refs = (ids: readonly string[]) => ({ create: ids.map((id) => ({ id_subscription: id })) });

/**
 * Trading for a client (spec §2): choose tradable subscriptions of one currency by hand or by a
 * target amount, see their receivable value, price and the remaining limit as the server computes
 * them, pick the contract length, pledge backing, and put the asset on the market.
 */
export function ClientTrading() {
  const { t } = useTranslation('trading');
  const format = useMoneyFormat();
  const navigate = useNavigate();
  const byCurrency = useTradableByCurrency();
  const [state, setState] = useState<TradableState>({
    currency: 'EUR',
    billingPeriod: null,
    amountAbove: null,
    quickSelect: null,
    sort: 'mrr',
    direction: 'desc',
    page: 1,
  });
  const [months, setMonths] = useState(12);
  const [selection, setSelection] = useState(EMPTY_SELECTION);
  const [role, setRole] = useState<SelectionRole>('sold');
  const [target, setTarget] = useState<number | string>('');
  const [confirming, setConfirming] = useState(false);
  const [pickNote, setPickNote] = useState<string | null>(null);

  // Start with the currency that has the most tradable subscriptions.
  const best = byCurrency.data?.byCurrency.toSorted((a, b) => b.tradableCount - a.tradableCount)[0];
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (started || !best) return;
    setStarted(true);
    if (best.tradableCount > 0) setState((s) => ({ ...s, currency: best.currency, page: 1 }));
  }, [best, started]);

  const { list, count } = useTradable(tradableQuery(state));
  const [body] = useDebouncedValue(
    {
      currency: state.currency as Currency,
      contractLengthMonths: months,
      subscriptions: refs(selection.sold),
      pledgedSubscriptions: refs(selection.pledged),
    },
    250,
  );
  const quote = useQuote(body);
  const rating = useRating();
  const pick = usePick();
  const create = useCreateAsset();
  const update = (patch: Partial<TradableState>) => setState((s) => ({ ...s, page: 1, ...patch }));
  const money = (minor: number) => format.money(minor, state.currency as Currency);

  const changeCurrency = (currency: string) => {
    update({ currency });
    setSelection(EMPTY_SELECTION);
  };
  const changeMonths = (value: number | string) => {
    const next = typeof value === 'number' ? value : Number.parseInt(value, 10);
    if (!Number.isInteger(next) || next < 1 || next > MAX_CONTRACT_LENGTH_MONTHS || next === months) return;
    track('FINANCING_CONTRACT_LENGTH_CHANGED', { from: months, to: next });
    setMonths(next);
  };
  const pickForTarget = () => {
    const amount = typeof target === 'number' ? Math.round(target * 100) : 0;
    if (amount <= 0) return;
    setPickNote(null);
    pick.mutate(
      { currency: state.currency, contractLengthMonths: months, targetPrice: amount },
      {
        onSuccess: (result) => {
          setSelection({ sold: result.picked.map((p) => p.id_subscription), pledged: [] });
          setPickNote(
            result.reached
              ? t('target.reached', { count: result.picked.length, price: money(result.quote.price) })
              : t('target.short', { price: money(result.quote.price) }),
          );
        },
        onError: (error) => setPickNote(errorText(error)),
      },
    );
  };
  const confirm = () =>
    create.mutate(
      {
        contractLengthMonths: months,
        subscriptions: refs(selection.sold),
        ...(selection.pledged.length > 0 ? { pledgedSubscriptions: refs(selection.pledged) } : {}),
      },
      {
        onSuccess: (asset) => {
          track('ASSET_ADD', {
            subscriptions: asset.subscriptions,
            contractLength: asset.contractLengthMonths,
          });
          toast.success(t('confirm.done'));
          setConfirming(false);
          setSelection(EMPTY_SELECTION);
          navigate('/orders/active');
        },
      },
    );

  const none = byCurrency.data && byCurrency.data.tradableCount === 0;
  if (none)
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{t('empty.text')}</Text>
        <Button component={Link} to="/subscriptions" variant="light">
          {t('empty.link')}
        </Button>
      </Stack>
    );

  const currencies = byCurrency.data?.byCurrency
    .filter((c) => c.tradableCount > 0)
    .map((c) => c.currency) ?? [...CURRENCIES];
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8, xl: 9 }}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('intro')}
          </Text>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NativeSelect
              label={t('filters.currency')}
              value={state.currency}
              data={
                currencies.includes(state.currency as Currency) ? currencies : [state.currency, ...currencies]
              }
              onChange={(e) => changeCurrency(e.currentTarget.value)}
              w={110}
            />
            <NumberInput
              label={t('filters.contractLength')}
              value={months}
              min={1}
              max={MAX_CONTRACT_LENGTH_MONTHS}
              allowDecimal={false}
              onChange={changeMonths}
              suffix={` ${t('filters.monthsSuffix')}`}
              w={170}
            />
            <NativeSelect
              label={t('filters.billingPeriod')}
              value={state.billingPeriod === null ? '' : String(state.billingPeriod)}
              data={[
                { value: '', label: t('filters.any') },
                ...[1, 3, 6, 12].map((m) => ({ value: String(m), label: t('table.months', { count: m }) })),
              ]}
              onChange={(e) =>
                update({ billingPeriod: e.currentTarget.value ? Number(e.currentTarget.value) : null })
              }
              w={150}
            />
            <NumberInput
              label={t('filters.amountAbove')}
              value={state.amountAbove === null ? '' : state.amountAbove / 100}
              min={0}
              decimalScale={2}
              onChange={(v) => update({ amountAbove: typeof v === 'number' ? Math.round(v * 100) : null })}
              w={150}
            />
            <NativeSelect
              label={t('filters.order')}
              value={state.quickSelect ?? `${state.sort}:${state.direction}`}
              data={[
                ...QUICK.map((q) => ({ value: q, label: t(`quick.${q}`) })),
                ...TRADABLE_SORTS.flatMap((s) =>
                  (['desc', 'asc'] as const).map((d) => ({ value: `${s}:${d}`, label: t(`sort.${s}.${d}`) })),
                ),
              ]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                const quick = QUICK.find((q) => q === value);
                if (quick) return update({ quickSelect: quick });
                const [sort, direction] = value.split(':') as [TradableSort, 'asc' | 'desc'];
                update({ quickSelect: null, sort, direction });
              }}
              w={210}
            />
          </Group>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <SegmentedControl
              aria-label={t('role.label')}
              value={role}
              onChange={(value) => setRole(value as SelectionRole)}
              data={[
                { value: 'sold', label: t('role.sold') },
                { value: 'pledged', label: t('role.pledged') },
              ]}
            />
            <NumberInput
              label={t('target.label')}
              value={target}
              onChange={setTarget}
              min={0}
              decimalScale={2}
              thousandSeparator
              w={180}
            />
            <Button variant="light" onClick={pickForTarget} loading={pick.isPending} disabled={!target}>
              {t('target.pick')}
            </Button>
            {(selection.sold.length > 0 || selection.pledged.length > 0) && (
              <Button variant="subtle" color="gray" onClick={() => setSelection(EMPTY_SELECTION)}>
                {t('clear')}
              </Button>
            )}
          </Group>
          {role === 'pledged' && (
            <Text size="sm" c="dimmed">
              {t('role.rule')}
            </Text>
          )}
          {pickNote && (
            <Text size="sm" role="status">
              {pickNote}
            </Text>
          )}
          {list.isError && <Text c="red.8">{errorText(list.error)}</Text>}
          <TradableTable
            rows={list.data}
            total={count.data ?? 0}
            page={state.page}
            loading={list.isPending}
            stale={list.isPlaceholderData}
            selection={selection}
            role={role}
            quote={quote.data}
            onToggle={(id) => setSelection((s) => toggle(s, id, role))}
            onTogglePage={(ids) => setSelection((s) => togglePage(s, ids, role))}
            onPage={(page) => setState((s) => ({ ...s, page }))}
          />
          {rating.data && (
            <Accordion variant="contained" radius="md">
              <Accordion.Item value="rating">
                <Accordion.Control>{t('rating.title', { grade: rating.data.grade })}</Accordion.Control>
                <Accordion.Panel>
                  <RatingScorecard rating={rating.data} />
                </Accordion.Panel>
              </Accordion.Item>
            </Accordion>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4, xl: 3 }}>
        <div style={{ position: 'sticky', top: 80 }}>
          <QuotePanel
            quote={quote.data}
            loading={quote.isFetching}
            error={quote.isError ? errorText(quote.error) : null}
            sold={selection.sold.length}
            pledged={selection.pledged.length}
            onConfirm={() => setConfirming(true)}
          />
        </div>
      </Grid.Col>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('confirm.title')} centered>
        {quote.data && (
          <Stack gap="sm">
            <Text size="sm">
              {t('confirm.text', {
                count: selection.sold.length,
                face: money(quote.data.faceValue),
                months,
                price: money(quote.data.price),
              })}
            </Text>
            {create.isError && (
              <Text size="sm" c="red.8" role="alert">
                {errorText(create.error)}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)}>
                {t('confirm.cancel')}
              </Button>
              <Button onClick={confirm} loading={create.isPending}>
                {t('confirm.submit')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Grid>
  );
}
