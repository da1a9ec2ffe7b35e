import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import type { StrategyPreviewBody, TradingStrategyDto } from '@tranche/contracts';
import {
  COMPANY_CATEGORIES,
  CURRENCIES,
  type Currency,
  GRADES,
  isCurrency,
  minorDigits,
} from '@tranche/domain';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import figures from '../../../../components/figures/figures.module.css';
import { errorText } from '../../../../lib/api-error';
import { useMoneyFormat } from '../../../../lib/use-money-format';
import { useCreateStrategy, useStrategyPreview, useUpdateStrategy } from '../../api/strategies.api';
import { PotentialLabel } from './potential-label';

type Amount = number | string;
interface Values {
  name: string;
  currency: Currency;
  investmentAmount: Amount;
  minArr: Amount;
  maxArr: Amount;
  minRunRate: Amount;
  companyCategory: string;
  riskRank: string;
}

const scale = (currency: Currency) => 10 ** minorDigits(currency);
const toMinor = (value: Amount, currency: Currency) =>
  typeof value === 'number' ? Math.round(value * scale(currency)) : null;
const toMajor = (minor: number | null, currency: Currency): Amount =>
  minor === null ? '' : minor / scale(currency);

/** The rules as the API takes them; null while a required amount is missing or out of order. */
function rulesOf(values: Values): StrategyPreviewBody | null {
  const investment = toMinor(values.investmentAmount, values.currency);
  const minArr = toMinor(values.minArr, values.currency) ?? 0;
  const maxArr = toMinor(values.maxArr, values.currency);
  if (investment === null || investment <= 0 || (maxArr !== null && maxArr < minArr)) return null;
  return {
    currency: values.currency,
    investmentAmount: investment,
    minArr,
    maxArr,
    minRunRate: toMinor(values.minRunRate, values.currency) ?? 0,
    companyCategory: (COMPANY_CATEGORIES as readonly string[]).includes(values.companyCategory)
      ? (values.companyCategory as StrategyPreviewBody['companyCategory'])
      : null,
    riskRank: values.riskRank as StrategyPreviewBody['riskRank'],
  };
}

/**
 * Sets up or changes a strategy: name, currency, investment amount, ARR range, minimum run rate,
 * category and worst grade accepted, with the potential income and return of what matches now
 * shown live as the investor edits (a short pause after typing, then asked of the server).
 */
export function StrategyForm({
  strategy,
  defaultCurrency,
  onClose,
}: {
  strategy: TradingStrategyDto | null;
  defaultCurrency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  const format = useMoneyFormat();
  const create = useCreateStrategy();
  const update = useUpdateStrategy();
  const currency = strategy?.currency ?? (isCurrency(defaultCurrency) ? defaultCurrency : 'EUR');
  const form = useForm<Values>({
    initialValues: {
      name: strategy?.name ?? '',
      currency,
      investmentAmount: toMajor(strategy?.investmentAmount ?? null, currency),
      minArr: toMajor(strategy?.minArr ?? null, currency),
      maxArr: toMajor(strategy?.maxArr ?? null, currency),
      minRunRate: toMajor(strategy?.minRunRate ?? null, currency),
      companyCategory: strategy?.companyCategory ?? '',
      riskRank: strategy?.riskRank ?? 'C',
    },
    validate: {
      name: (value) =>
        value.trim() === '' ? t('handsFree.form.required', { field: t('handsFree.form.name') }) : null,
      investmentAmount: (value) =>
        typeof value !== 'number' || value <= 0 ? t('handsFree.form.positive') : null,
      maxArr: (value, values) =>
        typeof value === 'number' && typeof values.minArr === 'number' && value < values.minArr
          ? t('handsFree.form.maxBelowMin')
          : null,
    },
  });
  const [debounced] = useDebouncedValue(form.values, 400);
  const preview = useStrategyPreview(rulesOf(debounced));
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;

  const submit = form.onSubmit(async (values) => {
    const rules = rulesOf(values);
    if (!rules) return;
    const named = { ...rules, name: values.name.trim() };
    try {
      if (strategy) await update.mutateAsync({ id: strategy.id, ...named });
      else await create.mutateAsync(named);
      toast.success(t('handsFree.saved'));
      onClose();
    } catch {
      // Shown below the form.
    }
  });
  const money = (
    label:
      | 'handsFree.form.investmentAmountIn'
      | 'handsFree.form.minRunRate'
      | 'handsFree.form.minArr'
      | 'handsFree.form.maxArr',
    field: keyof Values,
    description?: string,
  ) => (
    <NumberInput
      label={t(label, { currency: form.values.currency })}
      description={description}
      min={0}
      decimalScale={minorDigits(form.values.currency)}
      thousandSeparator
      {...form.getInputProps(field)}
    />
  );
  const shown = (minor: number) => format.money(minor, form.values.currency);
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      centered
      title={t(strategy ? 'handsFree.editTitle' : 'handsFree.createTitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('handsFree.form.name')}
              required
              maxLength={100}
              {...form.getInputProps('name')}
              data-autofocus
            />
            <Select
              label={t('handsFree.form.currency')}
              data={[...CURRENCIES]}
              allowDeselect={false}
              {...form.getInputProps('currency')}
            />
            {money('handsFree.form.investmentAmountIn', 'investmentAmount')}
            {money('handsFree.form.minRunRate', 'minRunRate', t('handsFree.form.minRunRateHint'))}
            {money('handsFree.form.minArr', 'minArr')}
            {money('handsFree.form.maxArr', 'maxArr', t('handsFree.form.maxArrHint'))}
            <Select
              label={t('handsFree.form.companyCategory')}
              description={t('handsFree.form.companyCategoryHint')}
              data={[
                { value: '', label: t('handsFree.form.anyCategory') },
                ...COMPANY_CATEGORIES.map((c) => ({
                  value: c,
                  label: `${c} · ${t(`handsFree.categories.${c}`)}`,
                })),
              ]}
              allowDeselect={false}
              searchable
              {...form.getInputProps('companyCategory')}
            />
            <Select
              label={t('handsFree.form.riskRank')}
              description={t('handsFree.form.riskRankHint')}
              data={GRADES.map((g) => ({ value: g, label: g }))}
              allowDeselect={false}
              {...form.getInputProps('riskRank')}
            />
          </SimpleGrid>
          <Group gap="xl" aria-live="polite" data-testid="strategy-potential">
            <Stack gap={0}>
              <PotentialLabel kind="monthlyIncome" />
              <Text className={figures.figure}>
                {preview.data ? shown(preview.data.potentialMonthlyIncome) : '–'}
              </Text>
            </Stack>
            <Stack gap={0}>
              <PotentialLabel kind="totalReturn" />
              <Text className={figures.figure}>
                {preview.data ? shown(preview.data.potentialTotalReturn) : '–'}
              </Text>
            </Stack>
            <Text size="sm" c="dimmed">
              {preview.data ? t('handsFree.potential.matching', { count: preview.data.matchingAssets }) : ''}
            </Text>
          </Group>
          {preview.isError && (
            <Text size="sm" c="red.8">
              {errorText(preview.error)}
            </Text>
          )}
          {failure && (
            <Text size="sm" c="red.8" role="alert">
              {errorText(failure)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('handsFree.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('handsFree.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
