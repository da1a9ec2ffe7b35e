import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconHourglass, IconLock, IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReviewGateState } from '../lib/review';

/** Why a gated section (trading, analytics, orders) shows no content yet (spec §1 account review). */
export function ReviewNotice({ state }: { state: Exclude<ReviewGateState, 'open'> }) {
  const { t } = useTranslation('account');
  const icon =
    state === 'pending' ? (
      <IconHourglass aria-hidden />
    ) : state === 'rejected' ? (
      <IconLock aria-hidden />
    ) : (
      <IconRoute aria-hidden />
    );
  return (
    <Alert
      color={state === 'rejected' ? 'red' : 'blue'}
      icon={icon}
      title={t(`review.${state}.title`)}
      role="status"
      maw={720}
    >
      <Stack gap="xs">
        <Text size="sm">{t(`review.${state}.text`)}</Text>
        {state === 'no-company' && (
          <Anchor component={Link} to="/first-steps" size="sm">
            {t('review.no-company.link')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
