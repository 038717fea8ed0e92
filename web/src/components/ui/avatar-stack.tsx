import type { AvatarPerson } from '../../../../common/rules/avatar';
import { Avatar } from './avatar';

interface AvatarStackProps {
  people: readonly (AvatarPerson & { id: string; avatarUrl?: string | null })[];
  /** What the stack says to assistive technology, e.g. "Toegewezen aan Sanne en Tom". */
  label: string;
  /** Avatars shown before "+n". */
  max?: number;
  size?: 'xs' | 'sm';
}

/** Overlapping avatars of a few people (assignees), "+n" for the rest; one label for all. */
export function AvatarStack({ people, label, max = 3, size = 'xs' }: AvatarStackProps) {
  if (people.length === 0) return null;
  const shown = people.slice(0, max);
  const rest = people.length - shown.length;
  return (
    <span className="inline-flex items-center" title={label}>
      <span className="sr-only">{label}</span>
      {/* A small overlap: with the 2 px ring, each avatar covers 4 px of the one before, short of its initials. */}
      <span aria-hidden="true" className="flex -space-x-0.5">
        {shown.map((person) => (
          <Avatar key={person.id} person={person} size={size} decorative className="ring-2 ring-surface" />
        ))}
        {rest > 0 ? (
          <span
            className={`inline-flex items-center justify-center rounded-full bg-default font-medium text-foreground ring-2 ring-surface ${
              size === 'xs' ? 'size-6 text-[0.625rem]' : 'size-8 text-xs'
            }`}
          >
            +{rest}
          </span>
        ) : null}
      </span>
    </span>
  );
}
