import 'server-only';
export { unguardCell, parseCsv, type CsvRecord } from './parse-csv';
export { csvCell } from './csv-cell';
