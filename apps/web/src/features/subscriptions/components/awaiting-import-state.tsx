import { Anchor, EmptyState } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useImportCount } from '../../csv-import';

type Stage = 'approving' | 'pending' | 'processing';

/**
 * What an import still on its way makes of the empty list: the stage it is in, furthest first, or
 * null when none is (the list is then truly empty); undefined while the counts load.
 */
export function useImportOnItsWay(): Stage | null | undefined {
  const approving = useImportCount('APPROVING');
  const pending = useImportCount('PENDING');
  const processing = useImportCount('PROCESSING');
  // A count that cannot be read only costs the hint: the list then says it is empty.
  const countOf = (query: typeof pending) => (query.isError ? 0 : query.data);
  const counts: [Stage, number | undefined][] = [
    ['approving', countOf(approving)],
    ['pending', countOf(pending)],
    ['processing', countOf(processing)],
  ];
  const found = counts.find(([, count]) => (count ?? 0) > 0);
  if (found) return found[0];
  return counts.some(([, count]) => count === undefined) ? undefined : null;
}

/** Instead of "No subscriptions yet" while an import is read, awaits review or is being approved. */
export function AwaitingImportState({ stage }: { stage: Stage }) {
  const { t } = useTranslation('subscriptions');
  const status = stage === 'approving' ? 'APPROVING' : stage === 'pending' ? 'PENDING' : 'PROCESSING';
  return (
    <EmptyState
      icon={<IconHourglass size={32} aria-hidden />}
      withIndicatorBackground
      title={t(`awaiting.${stage}.title`)}
      description={t(`awaiting.${stage}.text`)}
    >
      <EmptyState.Actions>
        <Anchor component={Link} to={`/settings/imports?status=${status}`}>
          {t('awaiting.imports')}
        </Anchor>
      </EmptyState.Actions>
    </EmptyState>
  );
}
