import { Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { CategoryRuleDto } from '@tranche/contracts/discover';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../../components/confirm-button';
import { KEYBOARD_SCROLL } from '../../../../components/keyboard-scroll';
import { QueryState } from '../../../../components/query-state';
import { errorText } from '../../../../lib/api-error';
import { loadToast } from '../../../../lib/toaster-request';
import { useMoneyFormat } from '../../../../lib/use-money-format';
import { useCategoryRules, useDeleteRule } from '../../api/discover.api';
import { CategoryBadge } from './category-badge';

function RuleRow({ rule }: { rule: CategoryRuleDto }) {
  const { t } = useTranslation('discover');
  const { day } = useMoneyFormat();
  const remove = useDeleteRule();
  const what = [rule.counterparty, rule.descriptionContains].filter(Boolean).join(' · ');
  return (
    <Table.Tr>
      <Table.Td>{rule.counterparty ?? <Text c="dimmed">–</Text>}</Table.Td>
      <Table.Td>{rule.descriptionContains ?? <Text c="dimmed">–</Text>}</Table.Td>
      <Table.Td>{t(`rules.directions.${rule.direction ?? 'any'}`)}</Table.Td>
      <Table.Td>
        <CategoryBadge category={rule.category} />
      </Table.Td>
      <Table.Td>{day(rule.createdAt)}</Table.Td>
      <Table.Td>
        <ConfirmButton
          size="xs"
          aria-label={t('rules.deleteLabel', { what })}
          title={t('rules.confirmTitle')}
          text={t('rules.confirmText', { what })}
          confirmLabel={t('rules.confirm')}
          cancelLabel={t('rules.cancel')}
          onConfirm={async () => {
            try {
              await remove.mutateAsync(rule.id);
              (await loadToast()).success(t('rules.deleted'));
            } catch (error) {
              (await loadToast()).error(errorText(error));
            }
          }}
        >
          {t('rules.delete')}
        </ConfirmButton>
      </Table.Td>
    </Table.Tr>
  );
}

/** The company's categorisation rules, made from its corrections; each can be deleted. */
export function CategoryRulesPanel() {
  const { t } = useTranslation('discover');
  const rules = useCategoryRules();
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={3} fz="md" fw={650} id={titleId}>
            {t('rules.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('rules.hint')}
          </Text>
        </Stack>
        <QueryState query={rules} empty={t('rules.empty')}>
          {(list) => (
            <Table.ScrollContainer minWidth={640} scrollAreaProps={KEYBOARD_SCROLL}>
              <Table verticalSpacing="xs" fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('rules.counterparty')}</Table.Th>
                    <Table.Th scope="col">{t('rules.words')}</Table.Th>
                    <Table.Th scope="col">{t('rules.direction')}</Table.Th>
                    <Table.Th scope="col">{t('rules.category')}</Table.Th>
                    <Table.Th scope="col">{t('rules.created')}</Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>{t('rules.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((rule) => (
                    <RuleRow key={rule.id} rule={rule} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
