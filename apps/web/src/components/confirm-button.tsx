import { Button, type ButtonProps, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';

interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  children: ReactNode;
  /** Accessible name of the button when its text alone is ambiguous (a list of "Forget" buttons). */
  'aria-label'?: string;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The dialog's confirming button (red: the action is destructive). */
  confirmColor?: string;
  /** Runs on confirmation; the dialog closes when it settles, whatever the outcome. */
  onConfirm: () => Promise<void>;
}

/** A consequential action (destructive by default) behind a confirmation dialog. */
export function ConfirmButton({
  children,
  title,
  text,
  confirmLabel,
  cancelLabel,
  confirmColor = 'red',
  onConfirm,
  ...buttonProps
}: ConfirmButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      close();
    }
  };
  return (
    <>
      <Button color="red" variant="light" {...buttonProps} onClick={open}>
        {children}
      </Button>
      <Modal opened={opened} onClose={busy ? () => {} : close} title={title} centered>
        <Text mb="lg">{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button color={confirmColor} onClick={() => void confirm()} loading={busy} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
