import { ActionIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface KpiDefinitionProps {
  /** The KPI's name as shown. */
  name: string;
  /** Its one definition, in the reader's language. */
  definition: string;
}

/**
 * What a KPI means, on hover and on keyboard focus of the info button. The definition is also the
 * button's description, so a screen reader reads it without the tooltip.
 */
export function KpiDefinition({ name, definition }: KpiDefinitionProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <Tooltip
        label={definition}
        multiline
        w={320}
        withArrow
        openDelay={150}
        events={{ hover: true, focus: true, touch: true }}
        position="top"
        role="tooltip"
      >
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t('figures.definitionOf', { name })}
          aria-describedby={id}
        >
          <IconInfoCircle size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <VisuallyHidden id={id}>{definition}</VisuallyHidden>
    </>
  );
}
