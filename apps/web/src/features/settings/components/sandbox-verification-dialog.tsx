import { Alert, Button, FileInput, Group, Loader, Modal, Stack, Stepper, Text } from '@mantine/core';
import type { ApplicantView, VerificationKind } from '@tranche/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error';
import { useSandboxStep } from '../api/verification.api';

const activeStepOf = (applicant: ApplicantView | null): number => {
  if (!applicant) return 0;
  if (applicant.status !== 'PENDING' && applicant.status !== 'RETRY') return 2;
  return applicant.stepsDone.includes('document') ? 1 : 0;
};

/**
 * The verification sandbox's walk, in the order Sumsub's SDK would take a person through it:
 * a document, a liveness check (no camera: a confirmation), then the review until it resolves.
 */
export function SandboxVerificationDialog({
  kind,
  applicant,
  onClose,
}: {
  kind: VerificationKind;
  applicant: ApplicantView | null;
  onClose(): void;
}) {
  const { t } = useTranslation('verification');
  const step = useSandboxStep(kind);
  const [file, setFile] = useState<File | null>(null);
  const active = activeStepOf(applicant);
  const status = applicant?.status;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(kind === 'kyc' ? 'dialog.titleKyc' : 'dialog.titleKyb')}
      size="lg"
      centered
    >
      <Stack gap="md">
        <Stepper active={active} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label={t('dialog.documentStep')}>
            <Stack gap="sm">
              <Text size="sm">{t(kind === 'kyc' ? 'dialog.documentKyc' : 'dialog.documentKyb')}</Text>
              {status === 'RETRY' && (
                <Alert color="orange" role="status">
                  {t('dialog.retry')}
                </Alert>
              )}
              <FileInput
                label={t('dialog.file')}
                placeholder={t('dialog.filePlaceholder')}
                accept="image/*,application/pdf"
                value={file}
                onChange={setFile}
              />
              <Group justify="flex-end">
                <Button
                  disabled={file === null}
                  loading={step.isPending}
                  onClick={() => file && step.mutate({ step: 'document', file })}
                >
                  {t('dialog.upload')}
                </Button>
              </Group>
            </Stack>
          </Stepper.Step>
          <Stepper.Step label={t('dialog.livenessStep')}>
            <Stack gap="sm">
              <Text size="sm">{t('dialog.liveness')}</Text>
              <Group justify="flex-end">
                <Button loading={step.isPending} onClick={() => step.mutate({ step: 'liveness' })}>
                  {t('dialog.ready')}
                </Button>
              </Group>
            </Stack>
          </Stepper.Step>
          <Stepper.Step label={t('dialog.reviewStep')}>
            {status === 'IN_REVIEW' ? (
              <Group gap="sm" role="status">
                <Loader size="sm" />
                <Text size="sm">{t('dialog.reviewing')}</Text>
              </Group>
            ) : (
              <Alert color={status === 'APPROVED' ? 'teal' : 'red'} role="status">
                {t(status === 'APPROVED' ? 'dialog.approved' : 'dialog.rejected')}
              </Alert>
            )}
          </Stepper.Step>
        </Stepper>
        {step.isError && (
          <Text size="sm" c="red.8" role="alert">
            {errorText(step.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('dialog.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
