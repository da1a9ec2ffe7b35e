import {
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import type { InvestorAssetDto } from '@tranche/contracts';
import { CURRENCIES, type Currency } from '@tranche/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import figures from '../../../components/figures/figures.module.css';
import { QueryState } from '../../../components/query-state';
import { RatingScorecard } from '../../../components/rating/rating-scorecard';
import { errorText } from '../../../lib/api-error';
import { track } from '../../../lib/telemetry';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useBalances, useMarket, usePlaceBid } from '../api/trading.api';
import { VerificationNotice } from './verification-notice';

const SORTS = ['createdAt', 'faceValue', 'guidePrice', 'contractLengthMonths'] as const;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} className={figures.figure}>
        {value}
      </Text>
    </Stack>
  );
}

/** What the asset's subscriptions are forecast to collect, with its range and the churn behind it. */
function CollectionsForecast({
  asset,
  money,
}: {
  asset: InvestorAssetDto;
  money: (minor: number) => string;
}) {
  const { t, i18n } = useTranslation('trading');
  const forecast = asset.collectionsForecast;
  if (forecast === null)
    return (
      <Text size="xs" c="dimmed">
        {t('market.noCollections')}
      </Text>
    );
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const rate = (value: number) => percent.format(value / 100);
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {t('market.collections')}
      </Text>
      <Group gap="xs" align="baseline">
        <Text size="sm" fw={600} className={figures.figure}>
          {money(forecast.expected)}
        </Text>
        <Text size="xs" c="dimmed" className={figures.figure}>
          {t('market.collectionsRange', {
            face: money(asset.faceValue),
            low: money(forecast.low),
            high: money(forecast.high),
          })}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t('market.collectionsHow', {
          usual: rate(forecast.churn.usual),
          worse: rate(forecast.churn.worse),
          better: rate(forecast.churn.better),
        })}
      </Text>
    </Stack>
  );
}

/** The bid dialog: a price within the available balance, confirmed before it is reserved. */
function BidDialog({ asset, onClose }: { asset: InvestorAssetDto; onClose(): void }) {
  const { t } = useTranslation('trading');
  const format = useMoneyFormat();
  const money = (minor: number) => format.money(minor, asset.currency);
  const balances = useBalances();
  const place = usePlaceBid();
  const [price, setPrice] = useState<number | string>(asset.guidePrice / 100);
  const [pledgedPrice, setPledgedPrice] = useState<number | string>('');
  const available = balances.data?.find((b) => b.currency === asset.currency)?.available ?? 0;
  const toMinor = (value: number | string) => (typeof value === 'number' ? Math.round(value * 100) : 0);
  const minor = toMinor(price);
  const pledgedMinor = toMinor(pledgedPrice);
  const problem =
    minor <= 0
      ? t('bid.positive')
      : minor + pledgedMinor > available
        ? t('bid.overBalance', { available: money(available) })
        : null;
  const submit = () =>
    place.mutate(
      { id_asset: asset.id, price: minor, ...(pledgedMinor > 0 ? { pledgedPrice: pledgedMinor } : {}) },
      {
        onSuccess: () => {
          track('ORDER_ADD', { price: minor, currency: asset.currency });
          toast.success(t('bid.done'));
          onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title={t('bid.title', { alias: asset.company.alias })} centered>
      <Stack gap="sm">
        <Text size="sm">
          {t('bid.text', {
            face: money(asset.faceValue),
            months: asset.contractLengthMonths,
            guide: money(asset.guidePrice),
          })}
        </Text>
        <Text size="sm" className={figures.figure}>
          {t('bid.available', { available: money(available) })}
        </Text>
        <NumberInput
          label={t('bid.price', { currency: asset.currency })}
          value={price}
          onChange={setPrice}
          min={0}
          decimalScale={2}
          thousandSeparator
          error={problem}
          data-autofocus
        />
        {asset.pledgedSubscriptions > 0 && (
          <NumberInput
            label={t('bid.pledgedPrice', { currency: asset.currency })}
            description={t('bid.pledgedHint', { face: money(asset.pledgedFaceValue) })}
            value={pledgedPrice}
            onChange={setPledgedPrice}
            min={0}
            decimalScale={2}
            thousandSeparator
          />
        )}
        {place.isError && (
          <Text size="sm" c="red.8" role="alert">
            {errorText(place.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('confirm.cancel')}
          </Button>
          <Button onClick={submit} disabled={problem !== null} loading={place.isPending}>
            {t('bid.submit', { price: minor > 0 ? money(minor) : '' })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Trading for an investor: the open assets of every client, anonymised, and a bid on one. */
export function InvestorMarket() {
  const { t } = useTranslation('trading');
  const format = useMoneyFormat();
  const [currency, setCurrency] = useState<string>('');
  const [sort, setSort] = useState<(typeof SORTS)[number]>('createdAt');
  const [bidding, setBidding] = useState<InvestorAssetDto | null>(null);
  const [rated, setRated] = useState<InvestorAssetDto | null>(null);
  const market = useMarket(currency || null, sort);
  return (
    <Stack gap="md">
      <VerificationNotice />
      <Text size="sm" c="dimmed">
        {t('market.intro')}
      </Text>
      <Group gap="sm">
        <NativeSelect
          label={t('filters.currency')}
          value={currency}
          data={[{ value: '', label: t('filters.any') }, ...CURRENCIES]}
          onChange={(e) => setCurrency(e.currentTarget.value)}
          w={120}
        />
        <NativeSelect
          label={t('filters.order')}
          value={sort}
          data={SORTS.map((s) => ({ value: s, label: t(`market.sort.${s}`) }))}
          onChange={(e) => setSort(e.currentTarget.value as (typeof SORTS)[number])}
          w={200}
        />
      </Group>
      <QueryState query={market} empty={t('market.empty')}>
        {(assets) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {assets.map((asset) => {
              const money = (minor: number) => format.money(minor, asset.currency as Currency);
              return (
                <Paper key={asset.id} withBorder radius="md" p="md">
                  <Stack gap="sm">
                    <Group justify="space-between">
                      <Text fw={700}>{asset.company.alias}</Text>
                      <Badge
                        variant="light"
                        color={asset.grade <= 'B' ? 'teal' : asset.grade === 'C' ? 'yellow' : 'red'}
                      >
                        {t('market.grade', { grade: asset.grade })}
                      </Badge>
                    </Group>
                    <SimpleGrid cols={3} spacing="xs">
                      <Figure label={t('market.face')} value={money(asset.faceValue)} />
                      <Figure label={t('market.guide')} value={money(asset.guidePrice)} />
                      <Figure
                        label={t('market.bestBid')}
                        value={asset.bestBid === null ? '–' : money(asset.bestBid)}
                      />
                      <Figure
                        label={t('market.length')}
                        value={t('table.months', { count: asset.contractLengthMonths })}
                      />
                      <Figure label={t('market.subscriptions')} value={String(asset.subscriptions)} />
                      <Figure
                        label={t('market.mrr')}
                        value={format.money(asset.company.kpis.mrr, asset.company.kpis.currency)}
                      />
                    </SimpleGrid>
                    <CollectionsForecast asset={asset} money={money} />
                    <Group justify="space-between">
                      <Group gap="xs">
                        <Text size="xs" c="dimmed">
                          {t('market.bids', { count: asset.bids })}
                        </Text>
                        {asset.company.rating && (
                          <Button size="compact-xs" variant="subtle" onClick={() => setRated(asset)}>
                            {t('market.ratingDetails')}
                          </Button>
                        )}
                      </Group>
                      {asset.myOrder ? (
                        <Text size="sm" className={figures.figure}>
                          {t('market.myBid', { price: money(asset.myOrder.price) })}
                        </Text>
                      ) : (
                        <Button size="xs" onClick={() => setBidding(asset)}>
                          {t('market.bid')}
                        </Button>
                      )}
                    </Group>
                  </Stack>
                </Paper>
              );
            })}
          </SimpleGrid>
        )}
      </QueryState>
      {bidding && <BidDialog asset={bidding} onClose={() => setBidding(null)} />}
      {rated?.company.rating && (
        <Modal
          opened
          onClose={() => setRated(null)}
          title={t('market.ratingOf', { alias: rated.company.alias })}
          size="xl"
          centered
        >
          <RatingScorecard rating={rated.company.rating} />
        </Modal>
      )}
    </Stack>
  );
}
