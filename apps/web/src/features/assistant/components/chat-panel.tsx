import { Alert, Button, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import type { AssistantLanguage } from '@tranche/contracts/assistant';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-button';
import { ApiError, errorText } from '../../../lib/api-error';
import { useAsk, useAssistantHistory, useClearHistory } from '../api/assistant.api';
import { useSpeechPlayer } from '../hooks/use-speech-player';
import { type AskerKind, suggestionsFor } from '../lib/suggestions';
import { AnswerActions } from './answer-actions';
import { AnswerView } from './answer-view';
import classes from './answer-view.module.css';
import { QuestionForm } from './question-form';

interface ChatPanelProps {
  kind: AskerKind;
  /** Closes the panel: a figure's link leads to its screen. */
  onNavigate: () => void;
}

const isInReview = (error: unknown) => error instanceof ApiError && error.code === 'ACCOUNT_IN_REVIEW';

/**
 * The assistant's chat: the user's history (newest at the bottom), suggestions for the screen they
 * came from, and the question line. A failed question stays in the line with a retry, so nothing
 * typed is lost; a company still in review is told the assistant waits for its approval.
 */
export function ChatPanel({ kind, onNavigate }: ChatPanelProps) {
  const { t, i18n } = useTranslation(['assistant', 'common']);
  const { pathname } = useLocation();
  const history = useAssistantHistory(true);
  const ask = useAsk();
  const clear = useClearHistory();
  const speech = useSpeechPlayer();
  const [draft, setDraft] = useState('');
  const viewport = useRef<HTMLDivElement>(null);
  const language: AssistantLanguage = i18n.resolvedLanguage === 'de' ? 'de' : 'en';

  const send = (message: string) => {
    if (ask.isPending) return;
    ask.mutate({ message, language }, { onSuccess: () => setDraft('') });
  };

  const answers = history.data ?? [];
  const pendingQuestion = ask.isPending ? ask.variables.message : null;
  const writtenText = ask.isPending ? ask.text : '';
  // The newest exchange is the one to read: keep the view at the bottom as it grows, also while written.
  useEffect(() => {
    const element = viewport.current;
    if (element && (answers.length > 0 || pendingQuestion || writtenText))
      element.scrollTop = element.scrollHeight;
  }, [answers.length, pendingQuestion, writtenText]);

  if (history.isPending) return <Loader size="sm" aria-label={t('common:query.loading')} />;
  if (history.isError)
    return isInReview(history.error) ? (
      <Alert color="blue">{t('inReview')}</Alert>
    ) : (
      <Alert color="red" title={t('common:query.loadFailed')}>
        <Text size="sm" mb="xs">
          {errorText(history.error)}
        </Text>
        <Button size="xs" variant="light" onClick={() => void history.refetch()}>
          {t('common:query.retry')}
        </Button>
      </Alert>
    );

  return (
    <Stack gap="sm" h="100%">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm" c="dimmed" flex={1}>
          {t('intro')}
        </Text>
        {answers.length > 0 && (
          <ConfirmButton
            size="compact-xs"
            variant="subtle"
            style={{ flexShrink: 0 }}
            title={t('clear.title')}
            text={t('clear.text')}
            confirmLabel={t('clear.confirm')}
            cancelLabel={t('clear.cancel')}
            onConfirm={async () => {
              speech.stop();
              await clear.mutateAsync().catch(() => undefined);
            }}
          >
            {t('clear.button')}
          </ConfirmButton>
        )}
      </Group>
      {clear.isError && (
        <Text size="sm" c="red" role="alert">
          {t('clear.failed')} {errorText(clear.error)}
        </Text>
      )}
      <ScrollArea flex={1} viewportRef={viewport} offsetScrollbars type="auto">
        {/* Busy while an answer is written, so screen readers announce it once, complete, not each piece. */}
        <Stack gap="sm" pb="xs" aria-live="polite" aria-busy={ask.isPending}>
          {answers.length === 0 && !pendingQuestion && (
            <Text size="sm" c="dimmed">
              {t('empty')}
            </Text>
          )}
          {answers.map((answer) => (
            <Stack key={answer.id} gap={6}>
              <Text size="sm" className={classes.question}>
                {answer.question}
              </Text>
              <AnswerView
                answer={answer}
                onNavigate={onNavigate}
                actions={<AnswerActions answer={answer} speech={speech} />}
              />
            </Stack>
          ))}
          {pendingQuestion && (
            <Stack gap={6}>
              <Text size="sm" className={classes.question}>
                {pendingQuestion}
              </Text>
              {writtenText && (
                <Text size="sm" className={classes.written}>
                  {writtenText}
                </Text>
              )}
              <Group gap="xs">
                <Loader size="xs" type="dots" />
                <Text size="sm" c="dimmed">
                  {t('thinking')}
                </Text>
              </Group>
            </Stack>
          )}
        </Stack>
      </ScrollArea>
      {speech.unavailable && (
        <Text size="xs" c="dimmed" role="status">
          {t('speech.unavailable')}
        </Text>
      )}
      {speech.failed && (
        <Text size="xs" c="red" role="alert">
          {t('speech.failed')}
        </Text>
      )}
      {ask.isError &&
        (isInReview(ask.error) ? (
          <Alert color="blue">{t('inReview')}</Alert>
        ) : (
          <Alert color="red" title={t('askFailed')}>
            <Text size="sm" mb="xs">
              {errorText(ask.error)}
            </Text>
            <Button size="xs" variant="light" onClick={() => send(ask.variables.message)}>
              {t('retry')}
            </Button>
          </Alert>
        ))}
      <QuestionForm
        draft={draft}
        onDraftChange={setDraft}
        onAsk={send}
        sending={ask.isPending}
        suggestions={suggestionsFor(pathname, kind)}
      />
    </Stack>
  );
}
