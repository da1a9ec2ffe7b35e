/** What the signed-in layout mounts: the realtime listener (toasts) and the navigation's badge. */
export { NotificationListener } from './components/notification-listener';
export { UnreadBadge } from './components/unread-badge';
