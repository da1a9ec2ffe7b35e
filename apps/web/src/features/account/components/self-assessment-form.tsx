import { Alert, List, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { FINANCING_COUNTRIES, type SelfAssessmentWarning } from '@tranche/domain/accounts/index';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Company, type SelfAssessmentResult, useSaveSelfAssessment } from '../api/company.api';
import { showSaved, showSaveError } from '../lib/save-feedback';
import {
  type SelfAssessmentValues,
  toSelfAssessmentBody,
  toSelfAssessmentValues,
} from '../lib/self-assessment';
import { FormActions } from './form-actions';

const FIELDS = ['company_mrr', 'requested_funding_amount', 'estimated_runway', 'debt_loans'] as const;

interface SelfAssessmentFormProps {
  company: Company | null;
  /** The profile currency the amounts are typed in. */
  currency: string;
  submitLabel?: string;
  requireChanges?: boolean;
  onSaved?: (result: SelfAssessmentResult) => void | Promise<void>;
}

/** The supported financing countries of spec §5, with the spec's names. */
export function FinancingCountries() {
  const { t } = useTranslation('account');
  return (
    <Stack gap={4}>
      <Text fw={500}>{t('selfAssessment.countriesTitle')}</Text>
      <List size="sm">
        {FINANCING_COUNTRIES.map((code) => (
          <List.Item key={code}>{t(`selfAssessment.countries.${code}`)}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

export function SelfAssessmentWarnings({ warnings }: { warnings: readonly SelfAssessmentWarning[] }) {
  const { t } = useTranslation('account');
  if (warnings.length === 0) return null;
  return (
    <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} title={t('selfAssessment.warningsTitle')}>
      <List size="sm">
        {warnings.map((warning) => (
          <List.Item key={warning}>{t(`selfAssessment.warnings.${warning}`)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** The client self-assessment (spec §3, §5): figures typed as decimals, sent in minor units. */
export function SelfAssessmentForm({
  company,
  currency,
  submitLabel,
  requireChanges = true,
  onSaved,
}: SelfAssessmentFormProps) {
  const { t } = useTranslation('account');
  const save = useSaveSelfAssessment();
  const [warnings, setWarnings] = useState<SelfAssessmentWarning[]>([]);
  const labelOf = (field: string) => t(`selfAssessment.fields.${field as (typeof FIELDS)[number]}`);

  const form = useForm<SelfAssessmentValues>({
    initialValues: toSelfAssessmentValues(company?.selfAssessment, currency),
    validate: (values) => {
      const built = toSelfAssessmentBody(values);
      if (built.ok) return {};
      return Object.fromEntries(
        Object.entries(built.problems).map(([field, problem]) => [field, t(`validation.${problem}`)]),
      );
    },
  });

  const submit = form.onSubmit(async (values) => {
    const built = toSelfAssessmentBody(values);
    if (!built.ok) return;
    try {
      const result = await save.mutateAsync(built.body);
      setWarnings(result.warnings);
      form.setInitialValues(values);
      form.resetDirty(values);
      showSaved();
      await onSaved?.(result);
    } catch (error) {
      showSaveError(form, error, FIELDS, labelOf);
    }
  });

  const money = (field: 'company_mrr' | 'requested_funding_amount' | 'debt_loans') => ({
    ...form.getInputProps(field),
    label: labelOf(field),
    description: t('selfAssessment.moneyHint', { currency }),
    inputMode: 'decimal' as const,
    rightSection: <Text size="xs">{currency}</Text>,
    rightSectionWidth: 48,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={720}>
        <FinancingCountries />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...money('company_mrr')} />
          <TextInput {...money('requested_funding_amount')} />
          <TextInput
            {...form.getInputProps('estimated_runway')}
            label={labelOf('estimated_runway')}
            description={t('selfAssessment.runwayHint')}
            inputMode="numeric"
          />
          <TextInput {...money('debt_loans')} />
        </SimpleGrid>
        <div aria-live="polite">
          <SelfAssessmentWarnings warnings={warnings} />
        </div>
        <FormActions
          dirty={form.isDirty()}
          saving={save.isPending}
          submitLabel={submitLabel}
          requireChanges={requireChanges}
        />
      </Stack>
    </form>
  );
}
