import { ToggleButton, Toolbar } from '@heroui/react';
import { type LucideIcon, MapPin, MousePointer2, MoveUpRight, Pencil, Square } from 'lucide-react';
import { useViewerText, type ViewerTextKey } from './viewer-text';
import type { AnnotationTool } from './viewer-types';

const tools: readonly { id: AnnotationTool; icon: LucideIcon; label: ViewerTextKey }[] = [
  { id: 'none', icon: MousePointer2, label: 'tools.none' },
  { id: 'pin', icon: MapPin, label: 'tools.pin' },
  { id: 'rect', icon: Square, label: 'tools.rect' },
  { id: 'arrow', icon: MoveUpRight, label: 'tools.arrow' },
  { id: 'freehand', icon: Pencil, label: 'tools.freehand' },
];

export interface AnnotationToolbarProps {
  tool: AnnotationTool;
  /** Pressing the active drawing tool again goes back to 'none'. */
  onToolChange: (tool: AnnotationTool) => void;
  /** E.g. while a video plays, or for a reviewer who may only read. */
  isDisabled?: boolean;
  className?: string;
}

/** The annotation tools: one toolbar stop, arrow keys move between the tools; names shown from 640 px, icons only below. */
export function AnnotationToolbar({ tool, onToolChange, isDisabled = false, className = '' }: AnnotationToolbarProps) {
  const t = useViewerText();
  return (
    <Toolbar aria-label={t('tools.label')} className={`flex flex-wrap gap-1 ${className}`}>
      {tools.map(({ id, icon: Icon, label }) => (
        <ToggleButton
          key={id}
          size="sm"
          isSelected={tool === id}
          isDisabled={isDisabled}
          onChange={(selected) => onToolChange(selected ? id : 'none')}
          className="min-w-9 gap-1.5"
        >
          <Icon aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{t(label)}</span>
        </ToggleButton>
      ))}
    </Toolbar>
  );
}
