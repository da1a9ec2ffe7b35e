import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { Screen } from '../../../components/screen';
import { useUser, WithUser } from '../../account';
import { FirstSteps } from '../components/first-steps';

function FirstStepsScreen() {
  const { t } = useTranslation('onboarding');
  const { tokenKind } = useUser();
  return (
    <Screen title={t('title')}>
      <WithUser>{(user) => <FirstSteps user={user} tokenKind={tokenKind} />}</WithUser>
    </Screen>
  );
}

/** `/first-steps`: outside the account gate, which sends unfinished users here. */
export const firstStepsRoute: RouteObject = { path: 'first-steps', Component: FirstStepsScreen };
