import { useTranslation } from 'react-i18next';
import { messageParts, type ResolvedMention } from '../../../../common/mentions';

interface MessageTextProps {
  content: string;
  /** The message's mentions as the API resolved them; a token without one shows "@onbekend". */
  mentions: readonly ResolvedMention[];
  className?: string;
}

/** A message as written (line breaks kept), each mention a chip with the person's current name. */
export function MessageText({ content, mentions, className = '' }: MessageTextProps) {
  const { t: tm } = useTranslation('mentions');
  const names = new Map(mentions.map((m) => [m.id.toLowerCase(), m.name]));
  return (
    <p className={`text-sm break-words whitespace-pre-wrap text-foreground ${className}`}>
      {messageParts(content).map((part, i) => {
        if (part.kind === 'text') return <span key={i}>{part.text}</span>;
        const name = names.get(part.userId);
        return (
          <span
            key={i}
            data-testid="mention-chip"
            data-user-id={name === undefined ? undefined : part.userId}
            className={`inline-flex items-baseline rounded-md px-1 font-medium ${name === undefined ? 'bg-default text-muted' : 'bg-accent-soft text-accent-soft-foreground'}`}
          >
            @{name ?? tm('unknown')}
          </span>
        );
      })}
    </p>
  );
}
