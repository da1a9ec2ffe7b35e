import { Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A potential figure's heading with the formula behind it on hover and keyboard focus. */
export function PotentialLabel({ kind }: { kind: 'monthlyIncome' | 'totalReturn' }) {
  const { t } = useTranslation('orders');
  return (
    <Tooltip label={t(`handsFree.potential.${kind}Formula`)} multiline w={320} withArrow>
      <Group gap={4} wrap="nowrap" tabIndex={0} style={{ cursor: 'help' }}>
        <Text span size="sm" fw={600} td="underline dotted">
          {t(`handsFree.potential.${kind}`)}
        </Text>
      </Group>
    </Tooltip>
  );
}
