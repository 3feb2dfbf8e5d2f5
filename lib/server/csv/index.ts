import 'server-only';
export { unguardCell, parseCsv, readCsvRecords, CsvReadError, type CsvRecord } from './read-csv';
export { csvCell } from './csv-cell';
