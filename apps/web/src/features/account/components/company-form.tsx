import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  clientCompanySchema,
  clientPatchSchema,
  investorCompanySchema,
  investorPatchSchema,
} from '@tranche/contracts/accounts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';
import {
  type ClientPatch,
  type Company,
  type CompanyKind,
  type InvestorCompanyInput,
  useSaveCompany,
} from '../api/company.api';
import { countryOptions } from '../lib/countries';
import { type FieldErrors, schemaErrors, textOrNull } from '../lib/form-errors';
import { parseWholeNumberInput } from '../lib/number-input';
import { showSaved, showSaveError } from '../lib/save-feedback';
import { FormActions } from './form-actions';

const CLIENT_FIELDS = [
  'companyName',
  'companyUrl',
  'description',
  'address',
  'additionalAddress',
  'postalCode',
  'city',
  'country',
  'vat',
  'nace_code',
  'number_employees',
] as const;
const INVESTOR_FIELDS = [
  'companyName',
  'companyForm',
  'address',
  'additionalAddress',
  'postalCode',
  'city',
  'country',
] as const;
type Field = (typeof CLIENT_FIELDS)[number] | (typeof INVESTOR_FIELDS)[number];
export type CompanyValues = Record<Field, string>;

const fieldsOf = (kind: CompanyKind): readonly Field[] =>
  kind === 'CLIENT' ? CLIENT_FIELDS : INVESTOR_FIELDS;

export function companyValues(company: Company | null | undefined): CompanyValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    companyName: text(company?.companyName),
    companyUrl: text(company?.companyUrl),
    companyForm: text(company?.companyForm),
    description: text(company?.description),
    address: text(company?.address),
    additionalAddress: text(company?.additionalAddress),
    postalCode: text(company?.postalCode),
    city: text(company?.city),
    country: text(company?.country),
    vat: text(company?.vat),
    nace_code: text(company?.nace_code),
    number_employees: company?.number_employees == null ? '' : String(company.number_employees),
  };
}

/** A website as the company typed it, without the scheme or a trailing slash ("example.com/about"). */
export const normaliseUrl = (value: string): string | null =>
  textOrNull(
    value
      .trim()
      .replace(/^https?:\/\//i, '')
      .replace(/\/+$/, ''),
  );

export type CompanyBody = ClientPatch | Partial<InvestorCompanyInput>;

/** The POST/PATCH body of the company, or the fields that cannot become one. */
export function toCompanyBody(
  kind: CompanyKind,
  values: CompanyValues,
): { body: CompanyBody; problems: FieldErrors } {
  const problems: FieldErrors = {};
  const common = {
    companyName: values.companyName.trim(),
    address: textOrNull(values.address),
    additionalAddress: textOrNull(values.additionalAddress),
    postalCode: textOrNull(values.postalCode),
    city: textOrNull(values.city),
    country: textOrNull(values.country),
  };
  if (kind === 'INVESTOR')
    return { body: { ...common, companyForm: textOrNull(values.companyForm) }, problems };
  const employees = parseWholeNumberInput(values.number_employees);
  if (!employees.ok) problems.number_employees = employees.problem;
  return {
    body: {
      ...common,
      companyUrl: normaliseUrl(values.companyUrl),
      description: textOrNull(values.description),
      vat: textOrNull(values.vat),
      nace_code: textOrNull(values.nace_code)?.toUpperCase() ?? null,
      number_employees: employees.ok ? employees.value : null,
    },
    problems,
  };
}

interface CompanyFormProps {
  kind: CompanyKind;
  /** The saved company; null until it is created (POST instead of PATCH). */
  company: Company | null;
  submitLabel?: string;
  requireChanges?: boolean;
  onSaved?: (company: Company) => void | Promise<void>;
}

/** Settings → Company and the first-steps company step: spec §3's client or investor company. */
export function CompanyForm({
  kind,
  company,
  submitLabel,
  requireChanges = true,
  onSaved,
}: CompanyFormProps) {
  const { t } = useTranslation('account');
  const save = useSaveCompany(kind);
  const fields = fieldsOf(kind);
  const create = company === null;
  const labelOf = (field: string) => t(`company.fields.${field as Field}`);
  const schema =
    kind === 'CLIENT'
      ? create
        ? clientCompanySchema
        : clientPatchSchema
      : create
        ? investorCompanySchema
        : investorPatchSchema;

  const form = useForm<CompanyValues>({
    initialValues: companyValues(company),
    validate: (values) => {
      const { body, problems } = toCompanyBody(kind, values);
      const errors = schemaErrors(schema, body, labelOf, {
        nace_code: t('validation.nace'),
        companyUrl: t('validation.website'),
        vat: t('validation.vat'),
      });
      for (const [field, problem] of Object.entries(problems)) {
        errors[field] = t(`validation.${problem as 'notANumber'}`);
      }
      return errors;
    },
  });

  const submit = form.onSubmit(async (values) => {
    const { body } = toCompanyBody(kind, values);
    try {
      let saved: Company;
      try {
        saved = await save.mutateAsync({ create, body });
      } catch (error) {
        // Created in another tab meanwhile: update the company that exists.
        if (!(create && error instanceof ApiError && error.code === 'ACCOUNT_EXISTS')) throw error;
        saved = await save.mutateAsync({ create: false, body });
      }
      form.setInitialValues(values);
      form.resetDirty(values);
      showSaved();
      await onSaved?.(saved);
    } catch (error) {
      showSaveError(form, error, fields, labelOf);
    }
  });

  const input = (field: Field) => ({ ...form.getInputProps(field), label: labelOf(field) });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...input('companyName')} autoComplete="organization" required />
          {kind === 'CLIENT' ? (
            <TextInput
              {...input('companyUrl')}
              description={t('company.hints.companyUrl')}
              inputMode="url"
              autoComplete="url"
            />
          ) : (
            <TextInput {...input('companyForm')} description={t('company.hints.companyForm')} />
          )}
        </SimpleGrid>
        {kind === 'CLIENT' && <Textarea {...input('description')} rows={4} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...input('address')} autoComplete="address-line1" />
          <TextInput {...input('additionalAddress')} autoComplete="address-line2" />
          <TextInput {...input('postalCode')} autoComplete="postal-code" />
          <TextInput {...input('city')} autoComplete="address-level2" />
          <NativeSelect
            {...input('country')}
            autoComplete="country"
            data={[{ value: '', label: t('form.choose') }, ...countryOptions(i18n.language)]}
          />
          {kind === 'CLIENT' && (
            <>
              <TextInput {...input('vat')} />
              <TextInput {...input('nace_code')} description={t('company.hints.nace_code')} />
              <TextInput {...input('number_employees')} inputMode="numeric" />
            </>
          )}
        </SimpleGrid>
        <FormActions
          dirty={form.isDirty() || create}
          unsaved={form.isDirty()}
          saving={save.isPending}
          submitLabel={submitLabel}
          requireChanges={requireChanges}
        />
      </Stack>
    </form>
  );
}
