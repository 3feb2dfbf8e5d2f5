// Texts of the nominee (DPDP Act s.14) on the profile.
export const NOMINEE_MESSAGES = {
  nameRequired: "Enter the nominee's name",
  nameTooLong: 'The name is too long',
  phoneInvalid: 'Enter a 10-digit Indian mobile number',
  contactRequired: "Give the nominee's email or mobile number",
  title: 'Nominee',
  intro:
    'Name someone who may exercise your rights over your personal data (see it, correct it, erase it, complain) if you die or cannot act yourself.',
  nameLabel: "Nominee's name",
  emailLabel: "Nominee's email",
  phoneLabel: "Nominee's mobile",
  save: 'Save nominee',
  remove: 'Remove nominee',
  saved: 'Nominee saved',
  removed: 'Nominee removed',
  none: 'No nominee named.',
} as const;
