import { useState } from 'react';
import { normaliseEmail } from '../lib/validators';

/** What `useCodeResend` needs of a `useForm` form with an `email` value. */
interface EmailForm {
  values: { email: string };
  validateField: (path: 'email') => { hasError: boolean };
}

interface CodeResendOptions {
  /** Where the first code went, masked by the pool; null when unknown. */
  destination?: string | null;
  /** Asks the pool for a new code to `email`. */
  send: (email: string) => Promise<{ destination: string | null }>;
  /** The text of a failed resend. */
  failureText: (failure: unknown) => string;
  /** The screen's error, shared with its submit: cleared on a new try, set when the resend fails. */
  setError: (error: string | null) => void;
}

/**
 * "Send a new code" of the screens that wait for an emailed code: where the code went last, whether
 * a new one was just sent, and the resend itself, which waits for a valid email in the form.
 */
export function useCodeResend(
  form: EmailForm,
  { destination = null, send, failureText, setError }: CodeResendOptions,
) {
  const [sentTo, setSentTo] = useState(destination);
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);

  const resend = async () => {
    if (form.validateField('email').hasError) return;
    setError(null);
    setResent(false);
    setResending(true);
    try {
      setSentTo((await send(normaliseEmail(form.values.email))).destination);
      setResent(true);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setResending(false);
    }
  };

  return { destination: sentTo, resent, resending, resend };
}
