// The back office's settings texts for the seller's details, the return window and the day's metal rates.
import type { GstinProblem } from '@/lib/shared/gst/gstin';
import { DATE_RANGE } from '@/lib/shared/shop-time';

export const SETTINGS_MESSAGES = {
  legalNameRequired: "Enter the seller's legal name",
  whatsappNumber: 'Enter an Indian number of 10 digits (with or without +91), or leave it empty',
  addressRequired: "Enter the seller's address",
  cityRequired: 'Enter the city',
  stateInvalid: 'Choose a state or union territory of India',
  postalCodeInvalid: 'Enter a 6-digit pincode',
  gstin: {
    shape: 'A GSTIN has 15 characters: 2 digits, 10 of the PAN, 1, Z and a check character',
    state: 'A GSTIN starts with the 2-digit code of an Indian state',
    check: 'This GSTIN’s last character does not match: please check it for a mistyped character',
  } satisfies Record<GstinProblem, string>,
  gstinStateMismatch: "The GSTIN's first two digits must be the code of the seller's state",
  invoicePrefixInvalid: 'Use 1 to 3 capital letters or digits, like AJ',
  originRequired: 'Enter the country of origin, like Made in India',
  grievanceNameRequired: "Enter the grievance officer's name",
  grievanceEmailInvalid: "Enter the grievance officer's email",
  grievancePhoneRequired: "Enter the grievance officer's phone number",
  returnWindowInvalid: 'Enter a whole number of days from 0 to 90',
  codLimitInvalid: 'Enter a whole number of rupees from 1 to 1,99,999',
  codLimitHelp: 'At most ₹1,99,999: section 269ST forbids taking ₹2,00,000 or more in cash for one order',
  codLimitAboveCashLaw:
    'Cash on delivery can collect at most ₹1,99,999 for one order: section 269ST of the Income-tax Act forbids ' +
    'receiving ₹2,00,000 or more in cash for one transaction',
  codSection: 'Cash on delivery',
  codHelp:
    'Shoppers may pay in cash when the parcel arrives, up to the limit, in the zones ticked below (where your courier collects cash). One open cash order per customer; you can turn it off for a customer on their page.',
  codEnabled: 'Offer cash on delivery',
  codLimit: 'Largest order paid in cash (₹)',
  codZones: 'Zones where the courier collects cash',
  sellerSection: 'Seller and tax details',
  returnWindow: 'Return window (days)',
  deliveryDaysInvalid: 'Enter a whole number of working days from 1 to 30',
  holidayInvalid: `Enter holidays as dates like 2026-11-08, between ${DATE_RANGE.firstDay} and ${DATE_RANGE.lastDay}`,
  deliverySection: 'Delivery estimates',
  deliveryHelp:
    "Working days from order to door, counted from the seller's pincode; Sundays and these holidays are skipped.",
  holidays: 'Holidays (one date per line, like 2026-11-08)',
  sellerHelp: 'Printed on every tax invoice and credit note, in the footer and in the legal pages.',
  sellerMissing:
    'Enter the seller’s legal name, address and GSTIN before the shop takes payments: paid orders need a tax invoice.',
} as const;
