/**
 * Draws every page of a PDF into canvases with pdf.js (Mozilla, Apache-2.0), loaded only when an
 * invoice is first previewed. Forms are drawn as they print; nothing in the file is run.
 */
export async function renderPdf(data: ArrayBuffer, into: HTMLElement, width: number): Promise<number> {
  const pdfjs = await import('pdfjs-dist');
  const worker = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const task = pdfjs.getDocument({ data, enableXfa: false });
  const document = await task.promise;
  try {
    into.replaceChildren();
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const unscaled = page.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (width / unscaled.width) * ratio });
      const canvas = into.ownerDocument.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
      canvas.style.display = 'block';
      canvas.setAttribute('aria-hidden', 'true');
      into.append(canvas);
      await page.render({ canvas, viewport }).promise;
    }
    return document.numPages;
  } finally {
    await task.destroy();
  }
}

/** Hands a file to the browser's download, named as the server named it. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
