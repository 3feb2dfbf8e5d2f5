/** Where test-support/jest-global-setup.ts tells the test files which template database to start from. */
export const TEMPLATE_ENV = {
  pgliteFile: 'STOREFRONT_TEST_PGLITE_TEMPLATE',
  postgresName: 'STOREFRONT_TEST_POSTGRES_TEMPLATE',
} as const;
