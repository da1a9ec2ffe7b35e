import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, parseLanguage, SUPPORTED_LANGUAGES } from '../../lib/i18n';

/**
 * A native <select>: every browser, screen reader and keyboard knows how to operate it, and tests
 * drive it by its label ("Language" / "Sprache"). The choice is remembered by the i18n module.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = parseLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
  return (
    <NativeSelect
      aria-label={t('language.label')}
      value={current}
      onChange={(event) => {
        const language = parseLanguage(event.currentTarget.value);
        if (language) void i18n.changeLanguage(language);
      }}
      data={SUPPORTED_LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
      leftSection={<IconLanguage size={16} stroke={1.6} aria-hidden />}
      w={136}
    />
  );
}
