'use client';
// The part login and registration share: ask for a code, hold what verifying will need (in memory only,
// never in storage), resend, and report failures both in the form and in the snackbar.
import { useEffect, useState } from 'react';
import { ApiRequestError } from '@/lib/client/api';
import { resendOtp } from '@/lib/client/auth/auth-api';
import { sessionStore, setSessionUser } from '@/lib/client/stores/session-store';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { LOGIN_MESSAGES, OTP_SERVER_MESSAGES } from '@/lib/shared/messages/auth';

export const failureText = (error: unknown, fallback: string) =>
  (error instanceof ApiRequestError && error.message) || fallback;

export function useCodeStep<P extends { sessionToken: string }>(expiredMessage: string) {
  const [pending, setPending] = useState<P | null>(null);
  /** Kept apart from `pending` so the dialog still names the address while it closes. */
  const [codeSentTo, setCodeSentTo] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // These pages render only without a valid session (the server checked): a remembered user is stale.
  useEffect(() => {
    if (sessionStore.get().user) setSessionUser(null);
  }, []);

  /** Runs the call that mails a code; when it answers, the dialog opens for `email`. */
  async function requestCode(email: string, call: () => Promise<P>, sentMessage: string, failedMessage: string) {
    if (submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      setPending(await call());
      setCodeSentTo(email);
      showMessage(sentMessage);
    } catch (error) {
      const text = failureText(error, failedMessage);
      setFailure(text);
      showMessage(text, 'error');
    } finally {
      setSubmitting(false);
    }
  }

  /** What verifying needs; without it (the page was reloaded) the spec's "session expired" message. */
  function requirePending(): P {
    if (pending) return pending;
    showMessage(expiredMessage, 'error');
    throw new ApiRequestError(expiredMessage, 400, undefined);
  }

  async function resend() {
    const { sessionToken } = requirePending();
    try {
      await resendOtp(sessionToken);
      showMessage(OTP_SERVER_MESSAGES.resent);
    } catch (error) {
      showMessage(failureText(error, LOGIN_MESSAGES.resendFailed), 'error');
      throw error;
    }
  }

  /** Forgets the pending details (the password with them): after success, cancel or skip. */
  const forget = () => setPending(null);

  return { pending, codeSentTo, submitting, failure, requestCode, requirePending, resend, forget };
}
