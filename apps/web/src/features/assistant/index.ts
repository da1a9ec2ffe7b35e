/** What the signed-in layout mounts: the header's assistant button with its chat panel. */
export { AssistantLauncher } from './components/assistant-launcher';
