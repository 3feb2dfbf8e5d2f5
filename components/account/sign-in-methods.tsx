// The two ways in, on the login and register pages: the mobile number first, at every width (most
// of the shop's buyers arrive on a phone), then the email form with the spec's words unchanged. Both are
// always on the page, in reading order, so keyboard and screen-reader order match what is seen.
import type { ReactNode } from 'react';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { PHONE_UI_TEXT as T } from '@/lib/shared/messages/phone-auth';
import { PhoneSignInForm } from './phone-sign-in-form';

export function SignInMethods({
  purpose,
  next,
  emailIntro,
  children,
}: {
  purpose: 'login' | 'registration';
  next?: string;
  /** The spec's line about the email flow, shown above the email form. */
  emailIntro: string;
  /** The email form. */
  children: ReactNode;
}) {
  return (
    <>
      <section aria-labelledby={`${purpose}-mobile-heading`}>
        <Typography id={`${purpose}-mobile-heading`} variant="h2" sx={{ fontSize: '1.1rem', mb: 2 }}>
          {T.mobileHeading}
        </Typography>
        <PhoneSignInForm purpose={purpose} next={next} />
      </section>
      <Divider sx={{ my: 3 }}>
        <Typography variant="body2" color="text.secondary">
          {T.orEmail}
        </Typography>
      </Divider>
      <div>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {emailIntro}
        </Typography>
        {children}
      </div>
    </>
  );
}
