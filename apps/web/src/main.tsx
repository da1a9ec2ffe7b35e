import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { createLazyAuthClient } from './lib/auth/lazy-auth-client';
import { initI18n } from './lib/i18n';
import { telemetry } from './lib/telemetry';

telemetry.listen(window);

const loadAmplifyAuthClient = () =>
  import('./lib/auth/amplify-auth-client').then((module) => module.createAmplifyAuthClient());

// First paint waits for the visitor's translations so the app never flashes raw keys or English.
await initI18n().catch((error: unknown) => console.error('Translations failed to load', error));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={createAppRouter()} auth={createLazyAuthClient(loadAmplifyAuthClient)} />
  </StrictMode>,
);
