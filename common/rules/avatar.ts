/** Avatar colours and initials (spec sections 3 and 9): 12 background/text pairs, ≤ 2 initials. */

export const avatarPalette = [
  { key: 'red', bg: '#fee2e2', fg: '#991b1b' },
  { key: 'orange', bg: '#ffedd5', fg: '#9a3412' },
  { key: 'amber', bg: '#fef3c7', fg: '#92400e' },
  { key: 'lime', bg: '#ecfccb', fg: '#3f6212' },
  { key: 'green', bg: '#dcfce7', fg: '#166534' },
  { key: 'teal', bg: '#ccfbf1', fg: '#115e59' },
  { key: 'cyan', bg: '#cffafe', fg: '#155e75' },
  { key: 'blue', bg: '#dbeafe', fg: '#1e40af' },
  { key: 'indigo', bg: '#e0e7ff', fg: '#3730a3' },
  { key: 'violet', bg: '#ede9fe', fg: '#5b21b6' },
  { key: 'pink', bg: '#fce7f3', fg: '#9d174d' },
  { key: 'slate', bg: '#e2e8f0', fg: '#1e293b' },
] as const;

export type AvatarColor = (typeof avatarPalette)[number];

export interface AvatarPerson {
  id?: string | null;
  name?: string | null;
  email?: string | null;
  avatarColor?: string | null;
}

/** A stable 32-bit string hash (FNV-1a); the same person always gets the same colour. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The colour pair: `avatarColor` wins when it names a palette key or index (0–11);
 * otherwise a hash of name, email and id picks one.
 */
export function avatarColor(person: AvatarPerson): AvatarColor {
  const chosen = person.avatarColor?.trim().toLowerCase();
  if (chosen) {
    const byKey = avatarPalette.find((c) => c.key === chosen);
    if (byKey) return byKey;
    if (/^\d+$/.test(chosen) && Number(chosen) < avatarPalette.length) return avatarPalette[Number(chosen)]!;
  }
  const seed = `${person.name ?? ''}${person.email ?? ''}${person.id ?? ''}`;
  return avatarPalette[hashString(seed) % avatarPalette.length]!;
}

/** At most two initials: first and last word of the name, else the e-mail's first letter. */
export function avatarInitials(person: AvatarPerson): string {
  const words = (person.name ?? '')
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length >= 2) return (words[0]![0]! + words[words.length - 1]![0]!).toUpperCase();
  if (words.length === 1) return words[0]!.slice(0, 1).toUpperCase();
  const local = (person.email ?? '').trim().replace(/[^\p{L}\p{N}]/gu, '');
  return local ? local[0]!.toUpperCase() : '?';
}
