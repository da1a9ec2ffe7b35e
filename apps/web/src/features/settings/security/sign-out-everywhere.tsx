import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { FormError } from '../../../components/form-alert';
import { authErrorText } from '../../../lib/auth/auth-errors';
import { useSession } from '../../../lib/auth/session-context';
import { SecuritySection } from './security-section';

/** Global sign-out: every session of the user ends, this one included, and the browser goes home. */
export function SignOutEverywhere() {
  const { t } = useTranslation('security');
  const { signOut } = useSession();
  const [error, setError] = useState<string | null>(null);
  return (
    <SecuritySection title={t('signOutEverywhere.title')} intro={t('signOutEverywhere.intro')}>
      <div>
        <ConfirmButton
          title={t('signOutEverywhere.confirmTitle')}
          text={t('signOutEverywhere.confirmText')}
          confirmLabel={t('signOutEverywhere.submit')}
          cancelLabel={t('cancel')}
          onConfirm={async () => {
            setError(null);
            await signOut({ global: true }).catch((failure: unknown) => setError(authErrorText(failure)));
          }}
        >
          {t('signOutEverywhere.submit')}
        </ConfirmButton>
      </div>
      <FormError>{error}</FormError>
    </SecuritySection>
  );
}
