import { MAX_SPEECH_LENGTH } from '@tranche/contracts';
import type { AssistantAnswer } from '@tranche/contracts/assistant';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { mp3Url } from '../lib/mp3-source';

export type SpeechPhase = 'idle' | 'loading' | 'playing';

interface Playback {
  abort: AbortController;
  audio: HTMLAudioElement | null;
  url: string | null;
}

/**
 * Reads one answer aloud at a time (`POST /api/llm/tts`, MP3): playing another answer or closing
 * the panel stops the current one and releases its audio. A server without a speech engine
 * (503 SPEECH_UNAVAILABLE) turns reading aloud off for the rest of the visit.
 */
export function useSpeechPlayer() {
  const [state, setState] = useState<{ id: string | null; phase: SpeechPhase }>({ id: null, phase: 'idle' });
  const [unavailable, setUnavailable] = useState(false);
  const [failed, setFailed] = useState(false);
  const current = useRef<Playback | null>(null);

  const stop = useCallback(() => {
    const playback = current.current;
    current.current = null;
    if (playback) {
      playback.abort.abort();
      playback.audio?.pause();
      playback.audio?.removeAttribute('src');
      if (playback.url) URL.revokeObjectURL(playback.url);
    }
    setState({ id: null, phase: 'idle' });
  }, []);

  const play = useCallback(
    async (answer: AssistantAnswer) => {
      stop();
      setFailed(false);
      const playback: Playback = { abort: new AbortController(), audio: null, url: null };
      current.current = playback;
      const isCurrent = () => current.current === playback;
      setState({ id: answer.id, phase: 'loading' });
      try {
        const response = await api.postStream(
          '/llm/tts',
          { message: answer.text.slice(0, MAX_SPEECH_LENGTH), language: answer.language },
          { signal: playback.abort.signal },
        );
        if (!isCurrent()) return;
        playback.url = await mp3Url(response);
        if (!isCurrent()) return URL.revokeObjectURL(playback.url);
        const audio = new Audio(playback.url);
        playback.audio = audio;
        audio.addEventListener('playing', () => {
          if (isCurrent()) setState({ id: answer.id, phase: 'playing' });
        });
        audio.addEventListener('ended', () => {
          if (isCurrent()) stop();
        });
        audio.addEventListener('error', () => {
          if (!isCurrent()) return;
          stop();
          setFailed(true);
        });
        await audio.play();
      } catch (error) {
        // A stopped playback aborts its request on purpose: nothing went wrong.
        if (!isCurrent()) return;
        stop();
        if (error instanceof ApiError && error.code === 'SPEECH_UNAVAILABLE') setUnavailable(true);
        else setFailed(true);
      }
    },
    [stop],
  );

  useEffect(() => stop, [stop]);

  return { playingId: state.id, phase: state.phase, unavailable, failed, play, stop };
}

export type SpeechPlayer = ReturnType<typeof useSpeechPlayer>;
