import { ActionIcon, CopyButton, Loader, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import type { AssistantAnswer } from '@tranche/contracts/assistant';
import { useTranslation } from 'react-i18next';
import type { SpeechPlayer } from '../hooks/use-speech-player';

/** Copy an answer's text, and read it aloud or stop reading. */
export function AnswerActions({ answer, speech }: { answer: AssistantAnswer; speech: SpeechPlayer }) {
  const { t } = useTranslation('assistant');
  const phase = speech.playingId === answer.id ? speech.phase : 'idle';
  const speaking = phase !== 'idle';
  const speechLabel = speaking ? t('actions.stop') : t('actions.play');
  return (
    <>
      <CopyButton value={answer.text} timeout={2000}>
        {({ copied, copy }) => (
          <>
            <Tooltip label={copied ? t('actions.copied') : t('actions.copy')} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={t('actions.copy')}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
            <VisuallyHidden role="status">{copied ? t('actions.copied') : ''}</VisuallyHidden>
          </>
        )}
      </CopyButton>
      <Tooltip label={phase === 'loading' ? t('actions.preparing') : speechLabel} withArrow>
        <ActionIcon
          variant="subtle"
          color={speaking ? 'blue' : 'gray'}
          disabled={speech.unavailable}
          onClick={() => (speaking ? speech.stop() : void speech.play(answer))}
          aria-label={speechLabel}
          data-speech={phase}
        >
          {phase === 'loading' ? (
            <Loader size={14} />
          ) : phase === 'playing' ? (
            <IconPlayerStop size={16} aria-hidden />
          ) : (
            <IconPlayerPlay size={16} aria-hidden />
          )}
        </ActionIcon>
      </Tooltip>
    </>
  );
}
