// The demo shop's identity, shared by the settings row, the legal pages and the carousel.

export const DEMO_BRAND = {
  name: 'Aabha Jewels',
  tagline: 'Handcrafted heirlooms from the artisans of Jaipur',
  legalEntity: 'Aabha Crafts Private Limited',
  website: 'www.aabhajewels.in',
  email: 'care@aabhajewels.in',
  phone: '+91 141 400 2718',
  whatsapp: '+91 141 400 2719',
  street: '2nd Floor, 118 Johari Bazaar Road',
  city: 'Jaipur, Rajasthan 302003',
  country: 'India',
  /** Shaped like a real GSTIN (Rajasthan's code 08, a company PAN) with a matching check character. */
  gstin: '08AAHCA4721K1ZM',
  streetAddress: '2nd Floor, 118 Johari Bazaar Road',
  cityName: 'Jaipur',
  state: 'Rajasthan',
  postalCode: '302003',
  invoicePrefix: 'AJ',
  returnWindowDays: 15,
  instagram: 'https://www.instagram.com/aabhajewels',
  grievanceOfficer: {
    name: 'Ms. Ritika Sharma',
    email: 'grievance@aabhajewels.in',
    phone: '+91 141 400 2720',
    address: 'Aabha Crafts Private Limited, 2nd Floor, 118 Johari Bazaar Road, Jaipur, Rajasthan 302003, India',
    hours: 'Monday to Saturday, 10:00 am to 6:00 pm IST',
  },
  /** Every dated thing in the seed counts back from here, so re-seeding never changes the data. */
  baseDate: new Date('2026-11-01T10:00:00.000Z'),
  legalUpdatedAt: '2026-10-15',
} as const;
