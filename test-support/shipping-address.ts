// A valid Indian shipping address that checkout tests start from and change a field of: the required fields
// alone (the optional ones then take their defaults), and the whole address as the checkout form sends it.
export const REQUIRED_ADDRESS = {
  full_name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '98765 43210',
  address_line_1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postal_code: '560001',
};

export const ADDRESS = { ...REQUIRED_ADDRESS, address_line_2: 'Flat 4B', country: 'India' };
