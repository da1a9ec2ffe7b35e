/**
 * The CSV import feature's public surface: the import dialog's button (Settings → Imports and the
 * Subscriptions screen), the Settings → Imports tab with the import history, and the count of
 * imports in a status (the Subscriptions screen says when one awaits review).
 */
export { IMPORTS_KEY, useImportCount } from './api/csv-import.api';
export { ImportCsvButton, ImportDialog } from './components/import-dialog';
export { ImportsTab } from './components/imports-tab';
