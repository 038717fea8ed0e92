import { Camera, ChevronUp, Ellipsis, Heart, Link2, MessageCircle, Send, X } from 'lucide-react';
import { callToActionLabels, metaInterfaceNl, safeZoneFor } from '../../../../../common/rules/ad-placements';
import { Avatar } from '../../../components/ui/avatar';
import { ExpandableText } from './expandable-text';
import type { MediaBox } from './frame-geometry';
import { PreviewMedia } from './preview-media';
import { SafeZoneOverlay } from './safe-zone-overlay';
import type { AdPreviewProps } from './preview-types';

type VerticalFrameProps = AdPreviewProps & { placement: 'stories' | 'reels'; box: MediaBox };

/**
 * A phone's Stories or Reels screen (9:16, narrower on a small screen): the creative fills it (or
 * sits in it with bars), the platform's interface over it (account, "Gesponsord", the primary text,
 * the call to action; Reels' action column), and the safe zones when asked.
 */
export function VerticalFrame({ box, placement, showSafeZones = false, config, ...props }: VerticalFrameProps) {
  const { copy, pageName, pageAvatarUrl } = props;
  const zone = safeZoneFor(placement, config);
  const account = (
    <div className="flex min-w-0 items-center gap-2">
      <Avatar person={{ name: pageName, avatarUrl: pageAvatarUrl ?? null }} size="sm" decorative className="ring-1 ring-white/60" />
      <div className="min-w-0 leading-tight">
        <p className="truncate text-sm font-semibold">{pageName}</p>
        <p className="text-xs text-white/80">{metaInterfaceNl.sponsored}</p>
      </div>
    </div>
  );
  const cta = copy.cta ? callToActionLabels[copy.cta] : null;
  return (
    <div
      className="relative mx-auto w-full max-w-[320px] overflow-hidden rounded-[1.75rem] bg-black text-white shadow-md ring-1 ring-border"
      style={{ aspectRatio: '9 / 16' }}
    >
      <PreviewMedia {...props} box={box} />
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 h-1/4 bg-linear-to-b from-black/60 to-transparent" />
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 bottom-0 h-1/2 bg-linear-to-t from-black/80 via-black/40 to-transparent" />
      {placement === 'stories' ? (
        <>
          <div className="pointer-events-none absolute inset-x-0 top-0 z-10 flex flex-col gap-2.5 p-3">
            <div aria-hidden="true" className="h-0.5 rounded-full bg-white/40">
              <div className="h-full w-1/3 rounded-full bg-white" />
            </div>
            <div className="flex items-center gap-2">
              {account}
              <Ellipsis aria-hidden="true" className="ml-auto size-5 shrink-0" />
              <X aria-hidden="true" className="size-5 shrink-0" />
            </div>
          </div>
          <div className="pointer-events-none absolute inset-x-0 bottom-0 z-10 flex flex-col items-center gap-3 px-4 pb-5 text-center">
            {copy.primaryText ? <ExpandableText key={copy.primaryText} text={copy.primaryText} placement="stories" className="text-sm drop-shadow" /> : null}
            {cta ? (
              <div className="flex flex-col items-center">
                <ChevronUp aria-hidden="true" className="size-4" />
                <span className="flex items-center gap-1.5 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-black shadow">
                  <Link2 aria-hidden="true" className="size-4" />
                  {cta}
                </span>
              </div>
            ) : null}
          </div>
        </>
      ) : (
        <>
          <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 z-10 flex items-center justify-between p-3.5">
            <span className="text-lg font-bold drop-shadow">Reels</span>
            <Camera className="size-5" />
          </div>
          <div aria-hidden="true" className="pointer-events-none absolute right-2.5 bottom-[22%] z-10 flex flex-col items-center gap-4 drop-shadow">
            <Heart className="size-6" />
            <MessageCircle className="size-6" />
            <Send className="size-6" />
            <Ellipsis className="size-6" />
          </div>
          <div className="pointer-events-none absolute inset-x-0 bottom-0 z-10 flex flex-col gap-2 pt-3 pr-14 pb-4 pl-3">
            {account}
            {copy.primaryText ? (
              <ExpandableText
                key={copy.primaryText}
                text={copy.primaryText}
                placement="reels"
                className="text-sm drop-shadow"
                moreClassName="pointer-events-auto font-semibold text-white/80"
              />
            ) : null}
            {cta ? <span className="-mr-11 rounded-lg bg-white/25 px-3 py-2 text-center text-sm font-semibold backdrop-blur-sm">{cta}</span> : null}
          </div>
        </>
      )}
      {showSafeZones && zone ? <SafeZoneOverlay zone={zone} /> : null}
    </div>
  );
}
