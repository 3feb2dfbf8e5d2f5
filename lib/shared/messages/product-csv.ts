// Texts of the products CSV import and export, and of bulk edits.
export const PRODUCT_CSV_MESSAGES = {
  sendForm: 'Send the CSV file as multipart/form-data in the field "file"',
  fileRequired: 'Choose a CSV file to import',
  tooLarge: (mb: number) => `The file is larger than ${mb} MB. Split it into smaller files and import each.`,
  tooManyRows: (max: number) =>
    `The file has more than ${max.toLocaleString('en-IN')} rows. Split it into smaller files.`,
  notUtf8: 'The file is not UTF-8 text. Save it from your spreadsheet as "CSV UTF-8".',
  empty: 'The file has no header row',
  noRows: 'The file has a header but no products',
  unclosedQuote: 'A quoted cell is not closed',
  malformed: 'This line is not CSV the import can read',
  nulByte: 'This cell holds a NUL character (code 0): remove it',
  contradicts: (line: number) =>
    `This row says something else than line ${line} for the same product: a product's columns must match on each of its rows`,
  changedSinceExport: (at: string) =>
    `This product changed in the shop since the file was exported (now at ${at}): export again and redo the edit`,
  versionInvalid: 'updated_at must be the time the export wrote, or empty',
  adjustmentInvalid: 'Write a whole number of pieces to add (3) or to take away (-2)',
  adjustmentWithStock: 'Give the stock or an adjustment to it, not both: leave one of the two cells empty',
  adjustmentBelowZero: (now: number, adjustment: number) =>
    `The shop holds ${now}: taking ${-adjustment} away would leave fewer than none`,
  adjustmentTooHigh: (max: number) => `The stock would be more than ${max.toLocaleString('en-IN')}`,
  adjustmentSized: 'This piece is sold in sizes: adjust each size on its row, in variant_stock_adjustment',
  changedBeyondAdjustment: (at: string) =>
    `This product changed in the shop since the file was exported (now at ${at}). A row from that export may ` +
    'still adjust the stock, but only if it changes nothing else: empty the other changed cells, or export again',
  extraCells: (n: number, header: number) => `This row has ${n} cells but the header has ${header}`,
  duplicateColumn: 'This column appears twice in the header',
  noNameColumn: 'Name the products: a column "name" (or Shopify\'s "Title") is needed to create one',
  rejected: (n: number) =>
    `The import was refused: ${n} ${n === 1 ? 'problem' : 'problems'} to fix. Nothing was changed.`,
  idInvalid: 'id must be a product number, or empty to create a product',
  idUnknown: (id: number) => `There is no product ${id}`,
  categoryUnknown: (name: string) => `There is no category "${name}"`,
  booleanInvalid: 'Write true or false (yes/no and 1/0 work too)',
  numberInvalid: 'Write a number (digits, optionally a decimal point)',
  urlInvalid: "Each picture URL must be one of the shop's own /media/ paths or an https:// address",
  tooManyImages: 'At most 30 pictures per product',
  makingIncomplete: 'Give both making_charge_kind and making_charge_value, or neither',
  sizeRequired: 'A product in sizes needs the size on each of its rows',
  percentInvalid: 'The percent must be between -90 and 500, and not 0',
  tagInvalid: 'A tag is 1 to 40 characters',
  setEmpty: 'Say what to change: active, category_id, add_tag, remove_tag, price_percent or making_percent',
  idsOrFilter: 'Send either ids (a list of product ids) or filter, not both',
  tooManyIds: 'At most 5,000 ids in one bulk edit: choose "all matching the filter" for more',
  bulkNothing: 'No products match',
  ui: {
    importButton: 'Import',
    exportButton: 'Export CSV',
    importTitle: 'Import products from CSV',
    importHelp:
      'A row with an id updates that product (only the columns in the file change); a row without one ' +
      'creates a product. A Shopify product export works too. To add pieces that arrived (or take some away), ' +
      'write the number in stock_adjustment and leave stock_quantity empty: sales since the export are kept. ' +
      'Nothing is saved unless every row is correct.',
    chooseFile: 'Choose CSV file',
    check: 'Check file',
    runImport: 'Import',
    cancel: 'Cancel',
    close: 'Close',
    checking: 'Checking…',
    importing: 'Importing…',
    errorsTitle: (n: number) => `${n} ${n === 1 ? 'problem' : 'problems'} found. Fix the file and check it again.`,
    line: 'Line',
    column: 'Column',
    problem: 'Problem',
    preview: (s: { created: number; updated: number; unchanged: number }) =>
      `Ready: ${s.created} to create, ${s.updated} to update, ${s.unchanged} unchanged.`,
    done: (s: { created: number; updated: number; unchanged: number }) =>
      `Imported: ${s.created} created, ${s.updated} updated, ${s.unchanged} unchanged.`,
    selected: (n: number) => `${n.toLocaleString('en-IN')} selected`,
    selectAllMatching: (n: number) => `Select all ${n.toLocaleString('en-IN')} matching the filter`,
    allMatchingSelected: (n: number) => `All ${n.toLocaleString('en-IN')} matching products selected`,
    clearSelection: 'Clear selection',
    bulkButton: 'Bulk edit',
    bulkTitle: 'Bulk edit products',
    action: 'Action',
    actions: {
      activate: 'Activate',
      deactivate: 'Deactivate',
      category: 'Set category',
      add_tag: 'Add a tag',
      remove_tag: 'Remove a tag',
      price_percent: 'Change price by a percent',
      making_percent: 'Change making charges by a percent',
    },
    tag: 'Tag',
    percent: 'Percent (use a minus sign to lower)',
    noCategory: 'No category',
    rounding:
      'Prices are rounded to the nearest rupee; making charges to the nearest rupee per gram, or to 0.01 ' +
      "percent. Pieces priced by weight are re-priced at today's rate.",
    apply: 'Apply',
    applied: (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'product' : 'products'} changed`,
  },
} as const;
