/**
 * One JSON request to another service, for the ad platforms' clients and the creative imports'
 * providers: a time limit that covers reading the body, never a redirect (a 3xx is an unexpected
 * answer, and following one could carry a token elsewhere), and the body parsed when it is JSON.
 * What an error answer means is left to the caller; a request without an answer becomes the
 * caller's own error (`networkError`). `label` is for messages: method and path, never the query.
 */
export interface JsonTransport {
  fetch: typeof fetch;
  timeoutMs: number;
}

export interface JsonAnswer {
  status: number;
  ok: boolean;
  /** The parsed body; undefined when it was empty or not JSON. */
  body: unknown;
  label: string;
}

export async function requestJsonAnswer(
  transport: JsonTransport,
  url: URL,
  init: RequestInit,
  label: string,
  networkError: (message: string) => Error,
): Promise<JsonAnswer> {
  let status: number;
  let text: string;
  try {
    const response = await transport.fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(transport.timeoutMs) });
    status = response.status;
    text = await response.text();
  } catch (err) {
    const reason = err instanceof Error && err.name === 'TimeoutError' ? `no answer within ${transport.timeoutMs} ms` : 'request failed';
    throw networkError(`${label}: ${reason}`);
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status, ok: status >= 200 && status < 300, body, label };
}
