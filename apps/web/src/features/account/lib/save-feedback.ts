import toast from 'react-hot-toast';
import { i18n } from '../../../lib/i18n';
import type { LabelOf } from './form-errors';
import { accountErrorText, serverFieldError } from './server-errors';

interface FieldErrorTarget {
  setFieldError: (field: string, message: string) => void;
}

/**
 * A refused save keeps what was typed: the message goes next to its field when the API named one,
 * otherwise into an error toast.
 */
export function showSaveError(
  form: FieldErrorTarget,
  error: unknown,
  fields: readonly string[],
  labelOf: LabelOf,
) {
  const fieldError = serverFieldError(error, fields, labelOf);
  if (fieldError) form.setFieldError(fieldError.field, fieldError.message);
  else toast.error(accountErrorText(error));
}

export function showSaved() {
  toast.success(i18n.t('account:form.saved'));
}
