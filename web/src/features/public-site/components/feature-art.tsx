import { AdFormsArt, CalendarArt, ChecklistsArt, CreativeReviewArt, ExtensionArt, type FeatureArtProps } from '../art/feature-art';
import type { FeatureId } from '../site-paths';

const art: Record<FeatureId, (props: FeatureArtProps) => React.ReactNode> = {
  'ad-forms': AdFormsArt,
  extension: ExtensionArt,
  checklists: ChecklistsArt,
  calendar: CalendarArt,
  'creative-review': CreativeReviewArt,
};

/** The drawn product illustration of one feature. */
export function FeatureArt({ id, title, className }: { id: FeatureId; title: string; className?: string }) {
  const Art = art[id];
  return <Art title={title} className={className ?? 'h-auto w-full'} />;
}
