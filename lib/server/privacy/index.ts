import 'server-only';
export { listDataViews, logDataView } from './data-views';
