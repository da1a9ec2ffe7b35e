import { Stack, Stepper, Text, Title } from '@mantine/core';
import type { LoadedProfile } from '@tranche/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import type { AccountKind } from '../../../lib/auth/auth-types';
import {
  type AccountKindChoice,
  type FirstStep,
  firstStepsOf,
  isStepDone,
  nextFirstStep,
  ProfileForm,
} from '../../account';
import { readChosenKind, rememberChosenKind } from '../lib/chosen-kind';
import { CompanyStep } from './company-step';
import { KindStep } from './kind-step';
import { RepresentativeStep } from './representative-step';
import { SelfAssessmentStep } from './self-assessment-step';

interface FirstStepsProps {
  user: LoadedProfile;
  /** `custom:kind` of the id token, chosen at sign-up. */
  tokenKind: AccountKind | null;
}

const fromToken = (kind: AccountKind | null): AccountKindChoice | null =>
  kind === 'client' ? 'CLIENT' : kind === 'investor' ? 'INVESTOR' : null;

/**
 * The guided onboarding after the first sign-in. Each finished step is recorded on the server
 * (PATCH user {onboardingStep}, or the company's existence), so a reload resumes at the next one.
 * Finished steps can be opened again from the stepper to correct them.
 */
export function FirstSteps({ user, tokenKind }: FirstStepsProps) {
  const { t } = useTranslation('onboarding');
  const { search } = useLocation();
  const [chosen, setChosen] = useState<AccountKindChoice | null>(readChosenKind);
  const [viewing, setViewing] = useState<FirstStep | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const askKind = user.kind === null && fromToken(tokenKind) === null;
  const kind = user.kind ?? fromToken(tokenKind) ?? chosen;
  const steps = firstStepsOf(kind, askKind);
  const next = nextFirstStep(user, kind, askKind);
  const active = viewing ?? next;

  // A new step's heading takes the focus, so keyboard and screen-reader users start at its top.
  const previous = useRef(active);
  useEffect(() => {
    if (previous.current !== active) heading.current?.focus();
    previous.current = active;
  }, [active]);

  if (active === null) return <Navigate to={`/${search}`} replace />;

  const done = () => setViewing(null);
  // The kind is fixed once the company exists; other finished steps may be corrected.
  const selectable = (step: FirstStep) =>
    step !== active && isStepDone(user, step, kind) && !(step === 'kind' && user.kind !== null);

  return (
    <Stack gap="xl">
      <Text c="dimmed">{t('intro')}</Text>
      <Stepper
        active={steps.indexOf(active)}
        onStepClick={(index) => {
          const step = steps[index];
          if (step && selectable(step)) setViewing(step === next ? null : step);
        }}
        allowNextStepsSelect={false}
        size="sm"
        wrap
      >
        {steps.map((step) => (
          <Stepper.Step key={step} label={t(`steps.${step}`)} allowStepSelect={selectable(step)} />
        ))}
      </Stepper>
      <Stack gap="md">
        <Title order={2} size="h3" ref={heading} tabIndex={-1}>
          {t('stepOf', {
            current: steps.indexOf(active) + 1,
            total: steps.length,
            step: t(`steps.${active}`),
          })}
        </Title>
        {active === 'kind' && (
          <KindStep
            initial={kind}
            onChosen={(choice) => {
              rememberChosenKind(choice);
              setChosen(choice);
              done();
            }}
          />
        )}
        {active === 'profile' && (
          <ProfileForm
            user={user}
            kind={kind}
            showRepresentative={false}
            requireChanges={false}
            submitLabel={t('saveAndContinue')}
            extra={{ onboardingStep: 'profile' }}
            onSaved={done}
          />
        )}
        {active === 'company' && kind && <CompanyStep user={user} kind={kind} onDone={done} />}
        {active === 'self-assessment' && <SelfAssessmentStep user={user} onDone={done} />}
        {active === 'representative' && <RepresentativeStep user={user} onDone={done} />}
      </Stack>
    </Stack>
  );
}
