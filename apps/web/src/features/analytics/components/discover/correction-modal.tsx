import { Button, Checkbox, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { BankTransactionDto } from '@tranche/contracts/discover';
import { isLevel3Id } from '@tranche/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../lib/api-error';
import { loadToast } from '../../../../lib/toaster-request';
import { useMoneyFormat } from '../../../../lib/use-money-format';
import { useCorrectCategory } from '../../api/discover.api';
import { level3Options } from '../../lib/discover-categories';
import { counterpartyOf } from './transaction-text';

interface CorrectionModalProps {
  transaction: BankTransactionDto | null;
  onClose: () => void;
}

/**
 * The client's correction of a transaction's category. By default it becomes a company rule that
 * re-categorises similar transactions (those nobody corrected by hand); the toast says how many.
 */
export function CorrectionModal({ transaction, onClose }: CorrectionModalProps) {
  const { t } = useTranslation('discover');
  return (
    <Modal opened={transaction !== null} onClose={onClose} title={t('correction.title')} centered size="lg">
      {transaction && <CorrectionForm key={transaction.id} transaction={transaction} onDone={onClose} />}
    </Modal>
  );
}

function CorrectionForm({ transaction, onDone }: { transaction: BankTransactionDto; onDone: () => void }) {
  const { t, i18n } = useTranslation('discover');
  const [category, setCategory] = useState<string | null>(transaction.category);
  const [createRule, setCreateRule] = useState(true);
  const correct = useCorrectCategory();
  const { day } = useMoneyFormat();
  const unchanged = category === transaction.category && !createRule;

  const save = () => {
    if (!category || !isLevel3Id(category)) return;
    correct.mutate(
      { id: transaction.id, category, createRule },
      {
        onSuccess: async (result) => {
          const toast = await loadToast();
          if (!createRule) toast.success(t('correction.saved'));
          else if (result.rule === null) toast.success(t('correction.noRule'));
          else toast.success(t('correction.savedWithRule', { count: result.recategorised }));
          onDone();
        },
        onError: async (error) => (await loadToast()).error(errorText(error)),
      },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          {t('correction.transaction', {
            counterparty: counterpartyOf(transaction) ?? t('transactions.unknownCounterparty'),
            date: day(transaction.bookingDate),
          })}
        </Text>
        {transaction.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {transaction.description}
          </Text>
        )}
        <Select
          label={t('correction.category')}
          data={level3Options(i18n.language)}
          value={category}
          onChange={setCategory}
          searchable
          allowDeselect={false}
          maxDropdownHeight={320}
        />
        <Checkbox
          label={t('correction.createRule')}
          checked={createRule}
          onChange={(event) => setCreateRule(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={correct.isPending}>
            {t('correction.cancel')}
          </Button>
          <Button type="submit" loading={correct.isPending} disabled={!category || unchanged}>
            {t('correction.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
