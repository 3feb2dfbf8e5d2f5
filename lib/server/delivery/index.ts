import 'server-only';
export { zoneOfPincode } from './delivery-estimate';
