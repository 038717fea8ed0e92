import { Bookmark, ChevronRight, Ellipsis, Heart, MessageCircle, Send } from 'lucide-react';
import { callToActionLabels, metaInterfaceNl } from '../../../../../common/rules/ad-placements';
import { Avatar } from '../../../components/ui/avatar';
import { ExpandableText } from './expandable-text';
import type { MediaBox } from './frame-geometry';
import { MediaFrameBox } from './media-frame-box';
import type { AdPreviewProps } from './preview-types';

/** An Instagram feed post: account and "Gesponsord", the media, the call-to-action bar, the action icons, the caption. */
export function InstagramFeedFrame({ box, ...props }: AdPreviewProps & { box: MediaBox }) {
  const { copy, pageName, pageAvatarUrl } = props;
  return (
    <article className="w-full max-w-[470px] overflow-hidden rounded-xl border border-border bg-surface text-foreground shadow-sm">
      <header className="flex items-center gap-2.5 px-3 py-2.5">
        <span className="rounded-full p-0.5 ring-2 ring-accent/70">
          <Avatar person={{ name: pageName, avatarUrl: pageAvatarUrl ?? null }} size="sm" decorative />
        </span>
        <div className="min-w-0 flex-1 leading-tight">
          <p className="truncate text-sm font-semibold">{pageName}</p>
          <p className="text-xs text-muted">{metaInterfaceNl.sponsored}</p>
        </div>
        <Ellipsis aria-hidden="true" className="size-5 shrink-0 text-muted" />
      </header>
      <MediaFrameBox box={box} {...props} />
      {copy.cta ? (
        <div className="flex items-center justify-between gap-2 bg-accent px-3 py-2.5 text-sm font-semibold text-accent-foreground">
          <span className="truncate">{callToActionLabels[copy.cta]}</span>
          <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
        </div>
      ) : null}
      <div aria-hidden="true" className="flex items-center gap-4 px-3 pt-3 pb-1">
        <Heart className="size-6" />
        <MessageCircle className="size-6" />
        <Send className="size-6" />
        <Bookmark className="ml-auto size-6" />
      </div>
      {copy.primaryText ? (
        <ExpandableText
          key={copy.primaryText}
          text={copy.primaryText}
          placement="ig_feed"
          prefix={<span className="mr-1.5 font-semibold">{pageName}</span>}
          className="px-3 pt-1 pb-3 text-sm"
          moreClassName="text-muted"
        />
      ) : (
        <div className="pb-2" />
      )}
    </article>
  );
}
