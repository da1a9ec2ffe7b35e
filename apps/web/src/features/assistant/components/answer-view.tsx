import { Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import type { AssistantAnswer } from '@tranche/contracts/assistant';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './answer-view.module.css';
import { FigureTable } from './figure-table';

const OUTCOME_CLASS = {
  ANSWERED: classes.answer,
  REFUSED: classes.refused,
  UNANSWERABLE: classes.unanswerable,
};

interface AnswerViewProps {
  /** What is known of the answer so far: its text, outcome and the figures it stated. */
  answer: Pick<AssistantAnswer, 'text' | 'outcome' | 'figures'>;
  onNavigate: () => void;
  /** Copy and read-aloud, once the answer is complete. */
  actions?: ReactNode;
}

/**
 * One answer of the assistant. A refusal (another company's data) and an answer the figures do not
 * give are marked as such — they are honest answers, not failures.
 */
export function AnswerView({ answer, onNavigate, actions }: AnswerViewProps) {
  const { t } = useTranslation('assistant');
  const { outcome } = answer;
  return (
    <Stack gap="xs" className={OUTCOME_CLASS[outcome]} data-outcome={outcome}>
      {outcome !== 'ANSWERED' && (
        <Group gap={6} wrap="nowrap">
          {outcome === 'REFUSED' ? (
            <IconLock size={16} color="var(--mantine-color-orange-7)" aria-hidden />
          ) : (
            <IconInfoCircle size={16} color="var(--mantine-color-gray-7)" aria-hidden />
          )}
          <Text size="xs" fw={700} tt="uppercase">
            {t(`outcome.${outcome}`)}
          </Text>
        </Group>
      )}
      <Text size="sm" className={classes.answerText}>
        {answer.text}
      </Text>
      {answer.figures.length > 0 && <FigureTable figures={answer.figures} onNavigate={onNavigate} />}
      {actions && (
        <Group gap={4} justify="flex-end">
          {actions}
        </Group>
      )}
    </Stack>
  );
}
