import type { LucideIcon } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';

interface UnavailableScreenProps {
  title: string;
  /** "Nog niet beschikbaar" or, for a locked area, "Binnenkort beschikbaar". */
  status: string;
  description: string;
  icon: LucideIcon;
}

/**
 * A workspace screen whose area is not built yet (or is locked): its Dutch title and an honest
 * empty state, nothing invented.
 */
export function UnavailableScreen({ title, status, description, icon }: UnavailableScreenProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <PageHeader title={title} />
      <EmptyState icon={icon} title={status} description={description} />
    </div>
  );
}
