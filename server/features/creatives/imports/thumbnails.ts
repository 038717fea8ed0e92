/**
 * Thumbnails of Canva designs and Drive files through our own origin: the providers' links are
 * another origin (the strict CSP allows images from this one only) and expire within minutes.
 * The server remembers the link it last saw in a list for a few minutes (per instance; asked
 * again from the provider otherwise), fetches at most 2 MB, and serves it only when the bytes are
 * a JPEG, PNG, GIF or WebP picture, with nosniff and a short private cache.
 */
import { fileTypeFromBuffer } from 'file-type';

const rememberMs = 10 * 60_000;
const maxRemembered = 5_000;
const maxThumbnailBytes = 2 * 1024 * 1024;
const imageTypes = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

const remembered = new Map<string, { url: string; until: number }>();

/** Keeps `url` as the thumbnail of `key` (source, user and item) for a few minutes. */
export function rememberThumbnail(key: string, url: string, now = Date.now()): void {
  remembered.delete(key);
  remembered.set(key, { url, until: now + rememberMs });
  // The oldest first: a Map iterates in insertion order.
  while (remembered.size > maxRemembered) remembered.delete(remembered.keys().next().value!);
}

export function rememberedThumbnail(key: string, now = Date.now()): string | null {
  const entry = remembered.get(key);
  if (!entry || entry.until < now) return null;
  return entry.url;
}

/** The picture at `url` when it is one (and small); null for anything else or no answer. */
export async function fetchThumbnail(url: string, fetchImpl: typeof fetch = globalThis.fetch): Promise<{ body: Buffer; contentType: string } | null> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return null;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null;
  try {
    const response = await fetchImpl(target, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => {});
      return null;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      if (size > maxThumbnailBytes) return null;
      chunks.push(Buffer.from(chunk));
    }
    const body = Buffer.concat(chunks);
    const type = await fileTypeFromBuffer(body);
    if (!type || !imageTypes.has(type.mime)) return null;
    return { body, contentType: type.mime };
  } catch {
    return null;
  }
}
