import { Button, MantineProvider } from '@mantine/core';
import { useForm } from '@mantine/form';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewPasswordFields, NewPasswordInput, useNewPasswordRules } from './new-password-fields';

function ChangeForm({ onValid }: { onValid: (password: string) => void }) {
  const rules = useNewPasswordRules();
  const form = useForm({ initialValues: { password: '', repeat: '' }, validate: rules });
  return (
    <form onSubmit={form.onSubmit(({ password }) => onValid(password))} noValidate>
      <NewPasswordFields form={form} />
      <Button type="submit">Save</Button>
    </form>
  );
}

function ChooseForm() {
  const rules = useNewPasswordRules('Password');
  const form = useForm({ initialValues: { password: '' }, validate: { password: rules.password } });
  return (
    <form onSubmit={form.onSubmit(() => {})} noValidate>
      <NewPasswordInput label="Password" {...form.getInputProps('password')} />
      <Button type="submit">Save</Button>
    </form>
  );
}

const renderForm = (form: React.ReactNode) => {
  render(<MantineProvider>{form}</MantineProvider>);
  return userEvent.setup({ delay: null });
};

describe('new password fields', () => {
  it('show the policy checklist under the new password, ticking off while typing', async () => {
    const user = renderForm(<ChangeForm onValid={vi.fn()} />);
    const password = screen.getByLabelText(/^New password/);
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await user.type(password, 'abcdefgh');
    expect(screen.getByText('At least 8 characters').closest('li')).toHaveTextContent('(done)');
    expect(screen.getByText('An uppercase letter').closest('li')).toHaveTextContent('(missing)');
    expect(screen.getByLabelText(/^Repeat new password/)).toHaveAttribute('autocomplete', 'new-password');
  });

  it('send nothing until the password meets the policy and the repetition matches', async () => {
    const onValid = vi.fn();
    const user = renderForm(<ChangeForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required field New password')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^New password/), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Your password does not meet every point of the list yet.'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), ' Better-pass1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your password must not start or end with a space.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'Better-pass1');
    await user.type(screen.getByLabelText(/^Repeat new password/), 'Better-pass2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^Repeat new password/));
    await user.type(screen.getByLabelText(/^Repeat new password/), 'Better-pass1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith('Better-pass1');
  });

  it('name a password chosen without repetition by its own label', async () => {
    const user = renderForm(<ChooseForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required field Password')).toBeInTheDocument();
    expect(screen.getByText('Your password needs')).toBeInTheDocument();
  });
});
