const MP3 = 'audio/mpeg';

/** True where the browser can play MP3 while it is still downloading (Media Source Extensions). */
function canStreamMp3(): boolean {
  return typeof MediaSource !== 'undefined' && MediaSource.isTypeSupported(MP3);
}

/**
 * An object URL for an audio element that plays the speech response as its sentences arrive, so a
 * long answer starts to sound after its first sentence. Browsers without Media Source Extensions
 * play it once the whole answer is downloaded. The caller revokes the URL.
 */
export async function mp3Url(response: Response): Promise<string> {
  const body = response.body;
  if (!body || !canStreamMp3()) return URL.createObjectURL(await response.blob());
  const source = new MediaSource();
  // The source opens once an audio element uses the URL; only then does it take data.
  source.addEventListener('sourceopen', () => void feed(source, body), { once: true });
  return URL.createObjectURL(source);
}

async function feed(source: MediaSource, body: ReadableStream<Uint8Array>): Promise<void> {
  const buffer = source.addSourceBuffer(MP3);
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      await append(buffer, value);
    }
    if (source.readyState === 'open') source.endOfStream();
  } catch {
    // Stopping cancels the download; ending the source lets the element stop waiting for more.
    if (source.readyState === 'open') source.endOfStream('network');
  }
}

function append(buffer: SourceBuffer, chunk: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    buffer.addEventListener('updateend', () => resolve(), { once: true });
    buffer.addEventListener('error', () => reject(new Error('speech: audio data refused')), { once: true });
    buffer.appendBuffer(chunk as Uint8Array<ArrayBuffer>);
  });
}
