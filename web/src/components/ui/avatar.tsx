import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AvatarPerson, avatarColor, avatarInitials } from '../../../../common/rules/avatar';

const sizes = {
  xs: 'size-6 text-[0.625rem]',
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-14 text-lg',
} as const;

interface AvatarProps {
  person: AvatarPerson & { avatarUrl?: string | null };
  size?: keyof typeof sizes;
  className?: string;
  /** Hide from assistive technology when the name is already written next to it. */
  decorative?: boolean;
}

/**
 * The user's picture when there is one, otherwise up to two initials on the person's colour
 * pair (spec: 12 pairs from avatar_color or a hash of name, email and id).
 */
export function Avatar({ person, size = 'md', className = '', decorative = false }: AvatarProps) {
  const { t } = useTranslation();
  const [imageFailed, setImageFailed] = useState(false);
  const colour = avatarColor(person);
  const name = person.name?.trim() || person.email || t('unknownUser');
  const showImage = Boolean(person.avatarUrl) && !imageFailed;
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': t('avatarOf', { name }) };

  return (
    <span
      {...a11y}
      className={`inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full font-semibold select-none ${sizes[size]} ${className}`}
      style={showImage ? undefined : { backgroundColor: colour.bg, color: colour.fg }}
    >
      {showImage ? (
        <img src={person.avatarUrl ?? undefined} alt="" className="size-full object-cover" onError={() => setImageFailed(true)} />
      ) : (
        <span aria-hidden="true">{avatarInitials(person)}</span>
      )}
    </span>
  );
}
