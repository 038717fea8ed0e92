import { useTranslation } from 'react-i18next';
import { FacebookFeedFrame } from './facebook-feed-frame';
import { mediaBox } from './frame-geometry';
import { InstagramFeedFrame } from './instagram-feed-frame';
import type { AdPreviewProps } from './preview-types';
import { VerticalFrame } from './vertical-frame';

export type { AdPreviewProps } from './preview-types';

/**
 * The creative as an ad in one placement: a Facebook or Instagram feed post, or a Stories or Reels
 * phone screen, with the brief's copy cut as the platform cuts it. A ratio the placement does not
 * take is letterboxed; Stories and Reels draw their safe zones when `showSafeZones`.
 */
export function AdPreview(props: AdPreviewProps) {
  const { t } = useTranslation('creatives');
  const { placement, width, height, config } = props;
  const box = mediaBox(placement, { width, height }, config);
  return (
    <figure
      aria-label={t('preview.frame', { placement: t(`preview.placements.${placement}`) })}
      className="flex w-full min-w-0 justify-center"
      data-placement={placement}
    >
      {placement === 'fb_feed' ? <FacebookFeedFrame {...props} box={box} /> : null}
      {placement === 'ig_feed' ? <InstagramFeedFrame {...props} box={box} /> : null}
      {placement === 'stories' || placement === 'reels' ? <VerticalFrame {...props} placement={placement} box={box} /> : null}
    </figure>
  );
}
