import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const TERMS_SECTIONS = [
  'account',
  'review',
  'clients',
  'investors',
  'risks',
  'use',
  'liability',
  'changes',
] as const;
const PRIVACY_SECTIONS = ['data', 'purposes', 'browser', 'sharing', 'retention', 'rights'] as const;

/** The Terms of Use or the Privacy Notice, readable signed in or not (sign-up links here). */
export function LegalPage({ document }: { document: 'terms' | 'privacy' }) {
  const { t } = useTranslation(['legal', 'common']);
  const title = t(`legal:${document}.title`);
  useDocumentTitle(`${title} · ${t('common:appName')}`);
  const sections =
    document === 'terms'
      ? TERMS_SECTIONS.map((key) => ({
          key,
          title: t(`legal:terms.sections.${key}.title`),
          text: t(`legal:terms.sections.${key}.text`),
        }))
      : PRIVACY_SECTIONS.map((key) => ({
          key,
          title: t(`legal:privacy.sections.${key}.title`),
          text: t(`legal:privacy.sections.${key}.text`),
        }));
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={760}>
      <Stack gap="md">
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text>{t(`legal:${document}.intro`)}</Text>
        {sections.map((section) => (
          <section key={section.key}>
            <Title order={2} fz="h4" mb={4}>
              {section.title}
            </Title>
            <Text>{section.text}</Text>
          </section>
        ))}
        <Text c="dimmed">{t(`legal:${document}.contact`)}</Text>
        <Anchor component={Link} to="/">
          {t('legal:backToApp')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
