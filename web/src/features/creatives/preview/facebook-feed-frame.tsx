import { Ellipsis, Globe, MessageCircle, Share2, ThumbsUp, X } from 'lucide-react';
import { callToActionLabels, displayDomain, metaInterfaceNl, truncateForPlacement } from '../../../../../common/rules/ad-placements';
import { Avatar } from '../../../components/ui/avatar';
import { ExpandableText } from './expandable-text';
import type { MediaBox } from './frame-geometry';
import { MediaFrameBox } from './media-frame-box';
import type { AdPreviewProps } from './preview-types';

/** A Facebook feed post: page and "Gesponsord", the primary text, the media, the link bar with the call to action, the reactions. */
export function FacebookFeedFrame({ box, ...props }: AdPreviewProps & { box: MediaBox }) {
  const { copy, pageName, pageAvatarUrl } = props;
  const headline = truncateForPlacement(copy.headline, 'fb_feed', 'headline');
  const description = truncateForPlacement(copy.description, 'fb_feed', 'description');
  const domain = displayDomain(copy.url);
  const hasLinkBar = Boolean(domain || headline.shown || description.shown || copy.cta);
  return (
    <article className="w-full max-w-[500px] overflow-hidden rounded-xl border border-border bg-surface text-foreground shadow-sm">
      <header className="flex items-center gap-2 px-3 pt-3">
        <Avatar person={{ name: pageName, avatarUrl: pageAvatarUrl ?? null }} size="md" decorative />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold">{pageName}</p>
          <p className="flex items-center gap-1 text-xs text-muted">
            {metaInterfaceNl.sponsored}
            <span aria-hidden="true">·</span>
            <Globe aria-hidden="true" className="size-3" />
          </p>
        </div>
        <Ellipsis aria-hidden="true" className="size-5 shrink-0 text-muted" />
        <X aria-hidden="true" className="size-5 shrink-0 text-muted" />
      </header>
      {copy.primaryText ? (
        <ExpandableText
          key={copy.primaryText}
          text={copy.primaryText}
          placement="fb_feed"
          className="px-3 pt-2 text-sm"
          moreClassName="font-semibold text-muted"
        />
      ) : null}
      <div className="mt-3">
        <MediaFrameBox box={box} {...props} />
      </div>
      {hasLinkBar ? (
        <div className="flex items-center gap-3 bg-default/60 px-3 py-2.5">
          <div className="min-w-0 flex-1">
            {domain ? <p className="truncate text-xs text-muted uppercase">{domain}</p> : null}
            {headline.shown ? (
              <p className="text-sm leading-snug font-semibold break-words">
                {headline.shown}
                {headline.truncated ? '…' : ''}
              </p>
            ) : null}
            {description.shown ? (
              <p className="text-xs break-words text-muted">
                {description.shown}
                {description.truncated ? '…' : ''}
              </p>
            ) : null}
          </div>
          {copy.cta ? (
            <span className="shrink-0 rounded-md bg-default px-3 py-2 text-sm font-semibold whitespace-nowrap ring-1 ring-border">
              {callToActionLabels[copy.cta]}
            </span>
          ) : null}
        </div>
      ) : null}
      <footer aria-hidden="true" className="mx-3 flex justify-around border-t border-border py-1.5 text-xs font-medium text-muted">
        <span className="flex items-center gap-1.5 px-2 py-1">
          <ThumbsUp className="size-4" />
          {metaInterfaceNl.like}
        </span>
        <span className="flex items-center gap-1.5 px-2 py-1">
          <MessageCircle className="size-4" />
          {metaInterfaceNl.comment}
        </span>
        <span className="flex items-center gap-1.5 px-2 py-1">
          <Share2 className="size-4" />
          {metaInterfaceNl.share}
        </span>
      </footer>
    </article>
  );
}
