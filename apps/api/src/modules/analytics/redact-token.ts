import type { FastifyRequest } from 'fastify';

/** The `jwt` query parameter's value replaced, wherever it stands in a URL. */
export function redactToken(url: string): string {
  return url.replace(/([?&]jwt=)[^&#]*/gi, '$1[redacted]');
}

/**
 * Fastify's request serializer with the identity token of a download link left out: the URL is
 * logged with `jwt=[redacted]`.
 */
export function redactedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactToken(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
