import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A named spinner where a section's data is still on its way. */
export function SectionLoader() {
  const { t } = useTranslation('account');
  return (
    <Center py="xl">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}
