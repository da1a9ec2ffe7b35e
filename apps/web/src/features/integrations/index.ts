/** Connections to billing and payment providers: Settings → Integrations and the sandbox consent page. */
export { IntegrationsTab } from './components/integrations-tab';
