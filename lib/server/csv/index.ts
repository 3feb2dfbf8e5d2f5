import 'server-only';
export { unguardCell, readCsvRecords, CsvReadError, type CsvRecord } from './read-csv';
export { csvCell } from './csv-cell';
