import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type AdPreviewPlacement, placementSpecs, truncateForPlacement } from '../../../../../common/rules/ad-placements';

interface ExpandableTextProps {
  text: string;
  placement: AdPreviewPlacement;
  /** Before the text on its first line (Instagram's account name). */
  prefix?: ReactNode;
  className?: string;
  /** The look of the platform's "Meer weergeven" / "meer". */
  moreClassName?: string;
}

/**
 * The primary text as the placement cuts it, line breaks kept, with the platform's "… Meer
 * weergeven" (or "… meer") as a button that shows the rest; "…" alone where it cannot expand.
 * Give it `key={text}` so a new text starts folded. The button goes once the text is open, so
 * the focus moves to the text.
 */
export function ExpandableText({ text, placement, prefix, className = '', moreClassName = '' }: ExpandableTextProps) {
  const [expanded, setExpanded] = useState(false);
  const paragraph = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (expanded) paragraph.current?.focus();
  }, [expanded]);
  const { shown, truncated } = truncateForPlacement(text, placement);
  const more = placementSpecs[placement].primaryText.more;
  const folded = truncated && !expanded;
  return (
    <p ref={paragraph} tabIndex={expanded ? -1 : undefined} className={`break-words whitespace-pre-line outline-none ${className}`}>
      {prefix}
      {folded ? shown : text.trim()}
      {folded ? (
        <>
          {more ? '… ' : '…'}
          {more ? (
            <button
              type="button"
              aria-expanded={false}
              onClick={() => setExpanded(true)}
              className={`cursor-pointer rounded-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-focus ${moreClassName}`}
            >
              {more}
            </button>
          ) : null}
        </>
      ) : null}
    </p>
  );
}
