import { ActionIcon, Drawer, Loader, Tooltip } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { IconMessageChatbot } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../account';

/** Opens and closes the assistant from anywhere, also from inside the question line. */
const SHORTCUT = 'alt+A';
const SHORTCUT_LABEL = 'Alt+A';

// The chat is fetched when first opened, so screens that never use it do not download it.
const ChatPanel = lazy(() => import('./chat-panel').then((module) => ({ default: module.ChatPanel })));

/**
 * The header's assistant button and the panel it opens on the right. Only a client or investor
 * company has figures to ask about, so admins (who own no company) do not get it.
 */
export function AssistantLauncher() {
  const { t, ready } = useTranslation(['assistant', 'common'], { useSuspense: false });
  const { user } = useUser();
  const [opened, { toggle, close }] = useDisclosure(false);
  const kind = user?.kind ?? null;
  useHotkeys(kind && ready ? [[SHORTCUT, toggle, { usePhysicalKeys: true }]] : [], []);
  if (!kind || !ready) return null;
  return (
    <>
      <Tooltip label={t('tooltip', { shortcut: SHORTCUT_LABEL })} withArrow>
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          onClick={toggle}
          aria-label={t('open')}
          aria-keyshortcuts={SHORTCUT_LABEL}
          aria-expanded={opened}
        >
          <IconMessageChatbot size={20} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size={520}
        title={t('title')}
        closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
        styles={{
          content: { display: 'flex', flexDirection: 'column' },
          body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
        }}
      >
        <Suspense fallback={<Loader size="sm" />}>
          <ChatPanel kind={kind} onNavigate={close} />
        </Suspense>
      </Drawer>
    </>
  );
}
