import { ActionIcon, Button, Fieldset, Group, Loader, Stack, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { MAX_QUESTION_LENGTH } from '@tranche/contracts/assistant';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SuggestionKey } from '../lib/suggestions';

interface QuestionFormProps {
  draft: string;
  onDraftChange: (draft: string) => void;
  onAsk: (question: string) => void;
  sending: boolean;
  suggestions: readonly SuggestionKey[];
}

/** The question line (Enter sends) with the questions suggested for the current screen above it. */
export function QuestionForm({ draft, onDraftChange, onAsk, sending, suggestions }: QuestionFormProps) {
  const { t } = useTranslation('assistant');
  const canSend = !sending && draft.trim() !== '';
  const input = useRef<HTMLInputElement>(null);
  // The line is disabled while a question is answered; afterwards the next question can be typed at once.
  useEffect(() => {
    if (!sending) input.current?.focus();
  }, [sending]);
  return (
    <Stack gap="xs">
      <Fieldset
        variant="unstyled"
        legend={t('suggestions.label')}
        styles={{ legend: { fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-dimmed)' } }}
      >
        <Group gap={6}>
          {suggestions.map((key) => {
            const question = t(`suggestions.${key}`);
            return (
              <Button
                key={key}
                size="compact-xs"
                variant="light"
                radius="xl"
                disabled={sending}
                onClick={() => {
                  onDraftChange(question);
                  onAsk(question);
                }}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                h="auto"
                py={4}
              >
                {question}
              </Button>
            );
          })}
        </Group>
      </Fieldset>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (canSend) onAsk(draft.trim());
        }}
      >
        <TextInput
          ref={input}
          data-autofocus
          label={t('input.label')}
          placeholder={t('input.placeholder')}
          value={draft}
          onChange={(event) => onDraftChange(event.currentTarget.value)}
          maxLength={MAX_QUESTION_LENGTH}
          disabled={sending}
          rightSection={
            sending ? (
              <Loader size={16} />
            ) : (
              <ActionIcon type="submit" variant="subtle" disabled={!canSend} aria-label={t('input.send')}>
                <IconSend size={16} aria-hidden />
              </ActionIcon>
            )
          }
        />
      </form>
    </Stack>
  );
}
