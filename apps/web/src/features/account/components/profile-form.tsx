import { NativeSelect, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  INVESTOR_TYPES,
  LANGUAGES,
  type LoadedProfile,
  PROFILE_CURRENCIES,
  type ProfilePatch,
  profilePatchSchema,
  SALUTATIONS,
} from '@tranche/contracts/accounts';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n';
import { useUpdateProfile } from '../api/user.api';
import { countryOptions } from '../lib/countries';
import { schemaErrors, textOrNull } from '../lib/form-errors';
import { showSaved, showSaveError } from '../lib/save-feedback';
import { FormActions } from './form-actions';

const FIELDS = [
  'salutation',
  'firstName',
  'lastName',
  'dateOfBirth',
  'country',
  'investorType',
  'currency',
  'language',
  'role',
  'representative',
] as const;
type Field = (typeof FIELDS)[number];
export type ProfileValues = Record<Field, string>;

export function profileValues(user: LoadedProfile): ProfileValues {
  return {
    salutation: user.salutation ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    dateOfBirth: user.dateOfBirth ?? '',
    country: user.country ?? '',
    investorType: user.investorType ?? '',
    currency: user.currency,
    language: user.language,
    role: user.role ?? '',
    representative: user.representative === null ? '' : user.representative ? 'yes' : 'no',
  };
}

const choice = <T extends string>(value: string, allowed: readonly T[]): T | null =>
  (allowed as readonly string[]).includes(value) ? (value as T) : null;

/** PATCH /user's body from the form; fields the form does not show are left out, not cleared. */
export function toProfilePatch(values: ProfileValues, shown: ReadonlySet<Field>): ProfilePatch {
  const patch: ProfilePatch = {
    salutation: choice(values.salutation, SALUTATIONS),
    firstName: textOrNull(values.firstName),
    lastName: textOrNull(values.lastName),
    dateOfBirth: textOrNull(values.dateOfBirth),
    country: textOrNull(values.country),
    investorType: choice(values.investorType, INVESTOR_TYPES),
    currency: choice(values.currency, PROFILE_CURRENCIES) ?? undefined,
    language: choice(values.language, LANGUAGES) ?? undefined,
    role: textOrNull(values.role),
    representative: values.representative === '' ? null : values.representative === 'yes',
  };
  for (const field of FIELDS) if (!shown.has(field)) delete patch[field];
  return patch;
}

interface ProfileFormProps {
  user: LoadedProfile;
  /** The legal-representative question has its own first-steps step. */
  showRepresentative?: boolean;
  submitLabel?: string;
  requireChanges?: boolean;
  /** Sent with the profile, e.g. the first-steps step this save completes. */
  extra?: Pick<ProfilePatch, 'onboardingStep'>;
  onSaved?: (user: LoadedProfile) => void | Promise<void>;
  /** The account kind before the company exists (first steps), for the investor fields. */
  kind?: LoadedProfile['kind'];
}

/** Settings → Profile and the first-steps profile step: the user profile of spec §3. */
export function ProfileForm({
  user,
  showRepresentative = true,
  submitLabel,
  requireChanges = true,
  extra,
  onSaved,
  kind = user.kind,
}: ProfileFormProps) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile();
  const isInvestor = kind === 'INVESTOR';
  const shown = new Set<Field>(
    FIELDS.filter(
      (field) =>
        (field !== 'investorType' || isInvestor) && (field !== 'representative' || showRepresentative),
    ),
  );
  const labelOf = (field: string) => t(`profile.fields.${field as Field}`);

  const form = useForm<ProfileValues>({
    initialValues: profileValues(user),
    validate: (values) => {
      const errors: Record<string, string> = {};
      for (const field of ['firstName', 'lastName'] as const) {
        if (!values[field].trim()) errors[field] = t('validation.required', { field: labelOf(field) });
      }
      if (values.dateOfBirth && values.dateOfBirth >= new Date().toISOString().slice(0, 10)) {
        errors.dateOfBirth = t('validation.dateInPast');
      }
      return {
        ...schemaErrors(profilePatchSchema, toProfilePatch(values, shown), labelOf, {
          dateOfBirth: t('validation.date'),
        }),
        ...errors,
      };
    },
  });

  const submit = form.onSubmit(async (values) => {
    // Only a changed language switches the interface: `?lang=` may show another one than the profile's.
    const languageChanged = form.isDirty('language');
    try {
      const saved = await update.mutateAsync({ ...toProfilePatch(values, shown), ...extra });
      form.setInitialValues(values);
      form.resetDirty(values);
      if (languageChanged) await i18n.changeLanguage(saved.language);
      showSaved();
      await onSaved?.(saved);
    } catch (error) {
      showSaveError(form, error, FIELDS, labelOf);
    }
  });

  const input = (field: Field) => ({ ...form.getInputProps(field), label: labelOf(field) });
  const placeholderOption = { value: '', label: t('form.choose') };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            {...input('salutation')}
            data={[
              placeholderOption,
              ...SALUTATIONS.map((value) => ({ value, label: t(`profile.salutations.${value}`) })),
            ]}
          />
          <TextInput {...input('role')} autoComplete="organization-title" />
          <TextInput {...input('firstName')} autoComplete="given-name" required />
          <TextInput {...input('lastName')} autoComplete="family-name" required />
          <TextInput {...input('dateOfBirth')} type="date" autoComplete="bday" />
          <NativeSelect {...input('country')} data={[placeholderOption, ...countryOptions(i18n.language)]} />
          {isInvestor && (
            <NativeSelect
              {...input('investorType')}
              data={[
                placeholderOption,
                ...INVESTOR_TYPES.map((value) => ({ value, label: t(`profile.investorTypes.${value}`) })),
              ]}
            />
          )}
          <NativeSelect {...input('currency')} data={[...PROFILE_CURRENCIES]} />
          <NativeSelect
            {...input('language')}
            data={LANGUAGES.map((value) => ({ value, label: t(`profile.languages.${value}`) }))}
          />
        </SimpleGrid>
        {showRepresentative && (
          <Radio.Group {...input('representative')} description={t('profile.representativeHint')}>
            <Stack gap="xs" mt="xs">
              <Radio value="yes" label={t('form.yes')} />
              <Radio value="no" label={t('form.no')} />
            </Stack>
          </Radio.Group>
        )}
        <FormActions
          dirty={form.isDirty()}
          saving={update.isPending}
          submitLabel={submitLabel}
          requireChanges={requireChanges}
        />
      </Stack>
    </form>
  );
}
