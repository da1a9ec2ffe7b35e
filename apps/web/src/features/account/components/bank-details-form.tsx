import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { bankDetailsSchema, PROFILE_CURRENCIES } from '@tranche/contracts/accounts';
import { compactIban, formatIban, isValidIban } from '@tranche/domain/accounts/index';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n';
import { type BankAccount, type ClientPatch, type CompanyKind, useSaveBankDetails } from '../api/company.api';
import { countryOptions } from '../lib/countries';
import { schemaErrors, textOrNull } from '../lib/form-errors';
import { showSaved, showSaveError } from '../lib/save-feedback';
import { FormActions } from './form-actions';

const FIELDS = ['bankIBAN', 'bankCode', 'bankName', 'bankOwnerName', 'bankCurrency', 'bankCountry'] as const;
type Field = (typeof FIELDS)[number];
export type BankValues = Record<Field, string>;
export type BankBody = NonNullable<ClientPatch['bank']>;

export function bankValues(account: BankAccount | undefined, currency: string): BankValues {
  return {
    bankIBAN: account ? formatIban(account.iban) : '',
    bankCode: account?.bic ?? '',
    bankName: account?.bankName ?? '',
    bankOwnerName: account?.ownerName ?? '',
    bankCurrency: account?.currency ?? currency,
    bankCountry: account?.country ?? '',
  };
}

/** The `bank` of PATCH client: IBAN and BIC compact and upper case, the country from the IBAN when not chosen. */
export function toBankBody(values: BankValues): BankBody {
  const iban = compactIban(values.bankIBAN);
  const bic = values.bankCode.replace(/\s+/g, '').toUpperCase();
  return {
    bankIBAN: iban,
    bankCode: bic === '' ? null : bic,
    bankName: textOrNull(values.bankName),
    bankOwnerName: values.bankOwnerName.trim(),
    bankCurrency: values.bankCurrency as BankBody['bankCurrency'],
    bankCountry: textOrNull(values.bankCountry) ?? (/^[A-Z]{2}/.test(iban) ? iban.slice(0, 2) : null),
  };
}

/** Live feedback while typing an IBAN: nothing until it could be one, then whether it checks out. */
export function ibanStatus(value: string): 'empty' | 'valid' | 'invalid' {
  const iban = compactIban(value);
  if (iban.length < 15) return 'empty';
  return isValidIban(iban) ? 'valid' : 'invalid';
}

interface BankDetailsFormProps {
  kind: CompanyKind;
  /** The company's main account, whose details the form starts from; none yet: an empty form. */
  main: BankAccount | undefined;
  currency: string;
}

/**
 * Settings → Bank Details: the company's main bank account (spec §3 client bank details; an
 * investor's is where repayments are paid). A new IBAN adds an account, the same IBAN edits it.
 */
export function BankDetailsForm({ kind, main, currency }: BankDetailsFormProps) {
  const { t } = useTranslation('account');
  const save = useSaveBankDetails(kind);
  const labelOf = (field: string) => t(`bank.fields.${field as Field}`);

  const form = useForm<BankValues>({
    initialValues: bankValues(main, currency),
    validate: (values) => {
      const body = toBankBody(values);
      // The contract checks IBAN and BIC (ibantools), as the API does again.
      return schemaErrors(bankDetailsSchema, body, labelOf, {
        bankIBAN: t('validation.iban'),
        bankCode: t('validation.bic'),
      });
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(toBankBody(values));
      const saved = { ...values, bankIBAN: formatIban(values.bankIBAN) };
      form.setValues(saved);
      form.setInitialValues(saved);
      form.resetDirty(saved);
      showSaved();
    } catch (error) {
      showSaveError(form, error, FIELDS, labelOf);
    }
  });

  // Groups of four while typing at the end; a caret inside the text is left where the person put it.
  const onIbanChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionStart } = event.currentTarget;
    const atEnd = selectionStart === null || selectionStart === value.length;
    form.setFieldValue('bankIBAN', atEnd ? formatIban(value) : value.toUpperCase());
  };

  const input = (field: Field) => ({ ...form.getInputProps(field), label: labelOf(field) });
  const status = ibanStatus(form.values.bankIBAN);
  // One message at a time: a refused IBAN's error replaces the live hint instead of joining it.
  const ibanHint = form.errors.bankIBAN
    ? undefined
    : status === 'empty'
      ? t('bank.ibanHint')
      : t(`bank.iban.${status}`);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...input('bankIBAN')}
            onChange={onIbanChange}
            required
            autoComplete="off"
            spellCheck={false}
            description={ibanHint}
            styles={{
              description: { color: status === 'valid' ? 'var(--mantine-color-success)' : undefined },
            }}
          />
          <TextInput {...input('bankCode')} autoComplete="off" spellCheck={false} />
          <TextInput {...input('bankName')} />
          <TextInput {...input('bankOwnerName')} required autoComplete="name" />
          <NativeSelect {...input('bankCurrency')} data={[...PROFILE_CURRENCIES]} />
          <NativeSelect
            {...input('bankCountry')}
            data={[{ value: '', label: t('bank.countryFromIban') }, ...countryOptions(i18n.language)]}
          />
        </SimpleGrid>
        {/* Without an account yet, Save on the empty form names the required fields. */}
        <FormActions dirty={form.isDirty()} saving={save.isPending} requireChanges={main !== undefined} />
      </Stack>
    </form>
  );
}
