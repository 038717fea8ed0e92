import { FileText, Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FormKind } from '../../../../../common/forms/form-schema';

/** Formulier or Advertentiebrief, with its icon. */
export function FormKindBadge({ kind }: { kind: FormKind }) {
  const { t } = useTranslation('forms');
  const Icon = kind === 'ad_brief' ? Megaphone : FileText;
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-border px-2 py-0.5 text-xs text-muted" data-testid="form-kind">
      <Icon aria-hidden="true" className="size-3" />
      {t(`kind.${kind}`)}
    </span>
  );
}
