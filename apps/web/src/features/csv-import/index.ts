/**
 * The CSV import feature's public surface: the import dialog's button (Settings → Imports and the
 * Subscriptions screen) and the Settings → Imports tab with the import history.
 */
export { IMPORTS_KEY } from './api/csv-import.api';
export { ImportCsvButton, ImportDialog } from './components/import-dialog';
export { ImportsTab } from './components/imports-tab';
