import type { ClientSummary } from '../../../../../common/schemas/clients';
import { clientBadge } from '../client-badge-colors';

const sizes = {
  sm: 'h-8 w-11 text-[0.625rem]',
  md: 'h-10 w-14 text-xs',
  lg: 'h-14 w-16 text-sm',
} as const;

interface ClientBadgeProps {
  client: Pick<ClientSummary, 'id' | 'name' | 'code' | 'color'>;
  size?: keyof typeof sizes;
  className?: string;
}

/** The client's colour with its code (or initials), one width for every code so names line up: decoration, the name is always written beside it. */
export function ClientBadge({ client, size = 'md', className = '' }: ClientBadgeProps) {
  const { colour, text } = clientBadge(client);
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-lg font-semibold tracking-wide select-none ${sizes[size]} ${className}`}
      style={{ backgroundColor: colour.bg, color: colour.fg }}
    >
      {text}
    </span>
  );
}
