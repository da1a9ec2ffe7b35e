/** The file room's public surface: the Settings → File Room tab (clients' documents, investors' shared files). */
export { FileRoomTab } from './components/file-room-tab';
