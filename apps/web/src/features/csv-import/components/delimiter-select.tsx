import { NativeSelect } from '@mantine/core';
import { CSV_DELIMITER_NAMES, CSV_DELIMITERS, type CsvDelimiter } from '@tranche/domain';
import { useTranslation } from 'react-i18next';
import type texts from '../../../locales/en/csv-import.json';

/** The domain names each delimiter by a stable key; the locales have one text per key (locale test). */
type DelimiterName = keyof (typeof texts)['delimiter']['names'];

interface DelimiterSelectProps {
  /** The delimiter the file was read with; null while none was detected or chosen. */
  value: CsvDelimiter | null;
  onChange: (delimiter: CsvDelimiter) => void;
  disabled?: boolean;
}

const isDelimiter = (value: string): value is CsvDelimiter =>
  (CSV_DELIMITERS as readonly string[]).includes(value);

/** Spec §5: the user may change the delimiter (comma, colon, semicolon, equals sign, space, tab). */
export function DelimiterSelect({ value, onChange, disabled }: DelimiterSelectProps) {
  const { t } = useTranslation('csv-import');
  const options = CSV_DELIMITERS.map((delimiter) => ({
    value: delimiter,
    label: t(`delimiter.names.${CSV_DELIMITER_NAMES[delimiter] as DelimiterName}`),
  }));
  return (
    <NativeSelect
      label={t('delimiter.label')}
      w={200}
      disabled={disabled}
      value={value ?? ''}
      data={value === null ? [{ value: '', label: '—', disabled: true }, ...options] : options}
      onChange={(event) => {
        if (isDelimiter(event.currentTarget.value)) onChange(event.currentTarget.value);
      }}
    />
  );
}
