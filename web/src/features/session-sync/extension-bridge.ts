import { buildExtensionMessage, type ExtensionMessageType } from './extension-message';

/**
 * Tells the browser extension (its content script listens on this window) that the session
 * changed. The target origin is the app's own, so no other frame or origin can read it.
 */
export function postExtensionMessage(type: ExtensionMessageType): void {
  try {
    window.postMessage(buildExtensionMessage(type), window.location.origin);
  } catch {
    // No window to post to (should not happen in the browser): nothing to tell.
  }
}
