import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { BILLING_PERIODS, CURRENCIES, isBillingPeriod, isCurrency } from '@tranche/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountToMinor, hasFilters, type ListState, type ListTab } from '../lib/list-state';

interface SubscriptionFiltersProps {
  tab: ListTab;
  state: ListState;
  onChange: (changes: Partial<ListState>) => void;
}

/** Billing period, amount greater than, currency and expired (spec §2, §7). */
export function SubscriptionFilters({ tab, state, onChange }: SubscriptionFiltersProps) {
  const { t } = useTranslation('subscriptions');
  const [amount, setAmount] = useState(state.amountGt ?? '');
  const [amountInvalid, setAmountInvalid] = useState(false);

  // The URL changes from outside too (back button, reset): the field follows it.
  useEffect(() => {
    setAmount(state.amountGt ?? '');
    setAmountInvalid(false);
  }, [state.amountGt]);

  const commitAmount = () => {
    const text = amount.trim();
    if (text === '') {
      setAmountInvalid(false);
      if (state.amountGt !== null) onChange({ amountGt: null });
      return;
    }
    if (amountToMinor(text) === null) {
      setAmountInvalid(true);
      return;
    }
    setAmountInvalid(false);
    if (text !== state.amountGt) onChange({ amountGt: text });
  };

  return (
    <Group align="flex-end" gap="sm" role="group" aria-label={t('filters.label')}>
      <NativeSelect
        label={t('filters.billingPeriod')}
        value={state.billingPeriod === null ? '' : String(state.billingPeriod)}
        data={[
          { value: '', label: t('filters.anyPeriod') },
          ...BILLING_PERIODS.map((months) => ({ value: String(months), label: t(`periods.${months}`) })),
        ]}
        onChange={(event) => {
          const months = Number(event.currentTarget.value);
          onChange({ billingPeriod: isBillingPeriod(months) ? months : null });
        }}
      />
      <TextInput
        label={t('filters.amountGt')}
        inputMode="decimal"
        w={180}
        value={amount}
        error={amountInvalid ? t('filters.amountInvalid') : undefined}
        onChange={(event) => setAmount(event.currentTarget.value)}
        onBlur={commitAmount}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitAmount();
        }}
      />
      <NativeSelect
        label={t('filters.currency')}
        value={state.currency ?? ''}
        data={[{ value: '', label: t('filters.anyCurrency') }, ...CURRENCIES]}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ currency: isCurrency(value) ? value : null });
        }}
      />
      {tab !== 'churned' && (
        <NativeSelect
          label={t('filters.expired')}
          value={state.expired === null ? '' : String(state.expired)}
          data={[
            { value: '', label: t('filters.expiredOptions.any') },
            { value: 'true', label: t('filters.expiredOptions.true') },
            { value: 'false', label: t('filters.expiredOptions.false') },
          ]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange({ expired: value === '' ? null : value === 'true' });
          }}
        />
      )}
      {hasFilters(state) && (
        <Button
          variant="subtle"
          onClick={() => onChange({ billingPeriod: null, amountGt: null, currency: null, expired: null })}
        >
          {t('filters.reset')}
        </Button>
      )}
    </Group>
  );
}
