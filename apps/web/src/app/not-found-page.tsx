import { Button, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Screen } from '../components/screen';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Screen title={t('notFound.title')}>
      <Text c="dimmed">{t('notFound.text')}</Text>
      <div>
        <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
          {t('notFound.home')}
        </Button>
      </div>
    </Screen>
  );
}
