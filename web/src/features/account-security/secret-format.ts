/** The manual two-factor key in blocks of four, as authenticator apps show it. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}
