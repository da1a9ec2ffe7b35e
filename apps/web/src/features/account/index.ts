/**
 * The account feature's public surface: the signed-in user and their company, the forms that edit
 * them, the review gate. Settings and first steps are screens over these; nothing else is shared.
 */
export {
  type BankAccount,
  type Company,
  type CompanyKind,
  useBankAccounts,
  useCompany,
} from './api/company.api';
export {
  type CompanyUser,
  USER_LIST_SIZE,
  type UserAction,
  useCompanyUsers,
  useUserAction,
} from './api/company-users.api';
export { type UserState, useUpdateProfile, useUser } from './api/user.api';
export { AccountGate } from './components/account-gate';
export { BankAccountsList } from './components/bank-accounts-list';
export { BankDetailsForm } from './components/bank-details-form';
export { CompanyForm } from './components/company-form';
export { InviteUserForm } from './components/invite-user-form';
export { KybGate } from './components/kyb-gate';
export { LoadError } from './components/load-error';
export { ProfileForm } from './components/profile-form';
export { ReviewGate } from './components/review-gate';
export { ReviewNotice } from './components/review-notice';
export { SectionLoader } from './components/section-loader';
export { SelfAssessmentForm, SelfAssessmentWarnings } from './components/self-assessment-form';
export { WithUser } from './components/user-state';
export {
  type AccountKindChoice,
  type FirstStep,
  firstStepsOf,
  isStepDone,
  needsFirstSteps,
  nextFirstStep,
} from './lib/first-steps';
export { reviewGateState } from './lib/review';
export { accountErrorText } from './lib/server-errors';
