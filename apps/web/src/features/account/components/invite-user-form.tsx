import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { inviteUserSchema } from '@tranche/contracts/accounts';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { type CompanyUser, type InviteUserInput, useInviteUser } from '../api/company-users.api';
import { schemaErrors } from '../lib/form-errors';
import { showSaveError } from '../lib/save-feedback';

const FIELDS = ['firstName', 'lastName', 'email'] as const;
type Field = (typeof FIELDS)[number];

export const toInviteBody = (values: Record<Field, string>): InviteUserInput => ({
  email: values.email.trim(),
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
});

interface InviteUserFormProps {
  submitLabel?: string;
  onInvited?: (user: CompanyUser) => void | Promise<void>;
}

/** POST user: a colleague (or the legal representative) joins the company by email. */
export function InviteUserForm({ submitLabel, onInvited }: InviteUserFormProps) {
  const { t } = useTranslation('account');
  const invite = useInviteUser();
  const labelOf = (field: string) => t(`invite.fields.${field as Field}`);

  const form = useForm<Record<Field, string>>({
    initialValues: { firstName: '', lastName: '', email: '' },
    validate: (values) => {
      const errors: Record<string, string> = {};
      for (const field of FIELDS) {
        if (!values[field].trim()) errors[field] = t('validation.required', { field: labelOf(field) });
      }
      return {
        ...schemaErrors(inviteUserSchema, toInviteBody(values), labelOf, { email: t('validation.email') }),
        ...errors,
      };
    },
  });

  const submit = form.onSubmit(async (values) => {
    let user: CompanyUser;
    try {
      user = await invite.mutateAsync(toInviteBody(values));
    } catch (error) {
      showSaveError(form, error, FIELDS, labelOf);
      return;
    }
    toast.success(t('invite.sent', { email: user.email }));
    form.reset();
    await onInvited?.(user);
  });

  const input = (field: Field) => ({ ...form.getInputProps(field), label: labelOf(field), required: true });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput {...input('firstName')} autoComplete="off" />
          <TextInput {...input('lastName')} autoComplete="off" />
          <TextInput {...input('email')} type="email" autoComplete="off" />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={invite.isPending}>
            {submitLabel ?? t('invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
