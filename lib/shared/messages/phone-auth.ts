// Signing in with a mobile number: the texts of the mobile-number forms, the channel choice and the
// server's answers that only the phone flow has. The email flow's texts stay in auth.ts, as the spec words them.

export const PHONE_FIELD_MESSAGES = {
  phoneRequired: 'Mobile number is required',
  phoneInvalid: 'Enter a 10-digit Indian mobile number (starting 6, 7, 8 or 9)',
  channelInvalid: "Choose 'sms' or 'whatsapp'",
} as const;

export const PHONE_AUTH_SERVER_MESSAGES = {
  messageFailed: 'We could not send the code to your mobile number. Please try again or use email.',
  phoneTaken: 'This mobile number is already verified on another account.',
  emailTaken: 'This email address belongs to another account.',
  phoneVerified: 'Mobile number verified successfully!',
  phoneChanged: 'Your mobile number is verified and saved.',
  emailChanged: 'Your email address is verified and saved.',
} as const;

/** The login, register, profile and checkout screens' mobile-number parts. */
export const PHONE_UI_TEXT = {
  emailLabel: 'Email',
  phoneLabel: 'Mobile number',
  phoneHelper: '10 digits; we send a one-time code to it',
  channelLabel: 'Send the code by',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  sendCode: 'Send code',
  sending: 'Sending...',
  codeSentTo: (phone: string, channel: 'sms' | 'whatsapp') =>
    `We sent a 6-digit code to ${phone} by ${channel === 'sms' ? 'SMS' : 'WhatsApp'}.`,
  verifyNumberTitle: 'Verify your mobile number',
  loginCodeTitle: 'Enter your login code',
  verifyEmailTitle: 'Verify your email',
  orEmail: 'or with your email',
  mobileHeading: 'With your mobile number',
  firstName: 'First name',
  lastName: 'Last name (optional)',
  profilePhoneNone: 'No mobile number yet',
  profileEmailNone: 'No email address yet',
  addPhone: 'Add mobile number',
  changePhone: 'Change mobile number',
  addEmail: 'Add email',
  changeEmail: 'Change email',
  newEmailLabel: 'New email address',
  cancel: 'Cancel',
  failed: 'Something went wrong. Please try again.',
} as const;
