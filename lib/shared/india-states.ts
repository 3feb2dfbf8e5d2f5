// Where the shop delivers: India's 28 states and 8 union territories, the choices of the checkout's state select.

export const INDIA_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

export const INDIA_UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

export const INDIA_REGIONS: readonly string[] = [...INDIA_STATES, ...INDIA_UNION_TERRITORIES];

/** GST state codes (the first two digits of a GSTIN), which a tax invoice prints beside each state's name. */
export const GST_STATE_CODES: Record<(typeof INDIA_STATES)[number] | (typeof INDIA_UNION_TERRITORIES)[number], string> =
  {
    'Jammu and Kashmir': '01',
    'Himachal Pradesh': '02',
    Punjab: '03',
    Chandigarh: '04',
    Uttarakhand: '05',
    Haryana: '06',
    Delhi: '07',
    Rajasthan: '08',
    'Uttar Pradesh': '09',
    Bihar: '10',
    Sikkim: '11',
    'Arunachal Pradesh': '12',
    Nagaland: '13',
    Manipur: '14',
    Mizoram: '15',
    Tripura: '16',
    Meghalaya: '17',
    Assam: '18',
    'West Bengal': '19',
    Jharkhand: '20',
    Odisha: '21',
    Chhattisgarh: '22',
    'Madhya Pradesh': '23',
    Gujarat: '24',
    'Dadra and Nagar Haveli and Daman and Diu': '26',
    Maharashtra: '27',
    Karnataka: '29',
    Goa: '30',
    Lakshadweep: '31',
    Kerala: '32',
    'Tamil Nadu': '33',
    Puducherry: '34',
    'Andaman and Nicobar Islands': '35',
    Telangana: '36',
    'Andhra Pradesh': '37',
    Ladakh: '38',
  };

/** The state code of a state's name, or null for a name that is not one of India's. */
export function gstStateCode(state: string): string | null {
  return (GST_STATE_CODES as Record<string, string>)[state] ?? null;
}

/** The state a GST state code belongs to. */
export function stateOfGstCode(code: string): string | null {
  return Object.entries(GST_STATE_CODES).find(([, c]) => c === code)?.[0] ?? null;
}
