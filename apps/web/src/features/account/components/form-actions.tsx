import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../components/unsaved-changes';

interface FormActionsProps {
  dirty: boolean;
  saving: boolean;
  /** Defaults to "Save". */
  submitLabel?: string;
  /** Settings forms save only changes; a first-steps step also confirms unchanged values. */
  requireChanges?: boolean;
  /** Edits that leaving would lose (Settings asks first); defaults to `dirty`. */
  unsaved?: boolean;
}

/** The submit button with the form's saved state said out loud (a polite live region). */
export function FormActions({
  dirty,
  saving,
  submitLabel,
  requireChanges = true,
  unsaved = dirty,
}: FormActionsProps) {
  const { t } = useTranslation('account');
  useUnsavedChanges(unsaved);
  return (
    <Group justify="flex-end" gap="md">
      {requireChanges && (
        <Text size="sm" c="dimmed" role="status">
          {dirty ? t('form.unsaved') : t('form.upToDate')}
        </Text>
      )}
      <Button type="submit" loading={saving} disabled={requireChanges && !dirty}>
        {submitLabel ?? t('form.save')}
      </Button>
    </Group>
  );
}
