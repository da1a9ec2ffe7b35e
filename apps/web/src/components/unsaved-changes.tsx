import { Button, Group, Modal, Text } from '@mantine/core';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

type Report = (id: string, dirty: boolean) => void;

const UnsavedChangesContext = createContext<Report | null>(null);

/**
 * A form inside an {@link UnsavedChangesGuard} says whether it holds edits that are not saved yet.
 * Outside a guard (first steps, where every step is saved on the way) it does nothing.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const report = useContext(UnsavedChangesContext);
  const id = useId();
  useEffect(() => {
    report?.(id, dirty);
  }, [report, id, dirty]);
  useEffect(() => () => report?.(id, false), [report, id]);
}

/**
 * Keeps typed edits from vanishing: while any form inside has unsaved edits, leaving for another
 * path (another tab or screen, back and forward) first asks in a dialog, and closing or reloading
 * the page asks through the browser's own prompt. One guard per screen, since a router runs only
 * one blocker at a time even when a tab holds several forms.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback<Report>((id, dirty) => {
    setDirtyForms((current) => {
      if (current.has(id) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const dirty = dirtyForms.size > 0;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const value = useMemo(() => report, [report]);
  const blocked = blocker.state === 'blocked';

  return (
    <UnsavedChangesContext.Provider value={value}>
      {children}
      <Modal
        opened={blocked}
        onClose={() => blocker.reset?.()}
        title={t('unsaved.title')}
        centered
        // Escape or a click outside also stays; the two buttons say what each choice does.
        withCloseButton={false}
      >
        <Text size="sm">{t('unsaved.text')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {t('unsaved.stay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {t('unsaved.leave')}
          </Button>
        </Group>
      </Modal>
    </UnsavedChangesContext.Provider>
  );
}
