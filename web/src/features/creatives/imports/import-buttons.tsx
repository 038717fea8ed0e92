import { Button } from '@heroui/react';
import { HardDrive, Shapes } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreativeImportSource } from '../../../../../common/schemas/creative-imports';

/** "Of importeer het bestand: Uit Canva · Uit Google Drive", under the drop zone of the creative's dialog. */
export function ImportButtons({ onOpen, isDisabled = false }: { onOpen: (source: CreativeImportSource) => void; isDisabled?: boolean }) {
  const { t } = useTranslation('creatives');
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2" data-testid="creative-import-buttons">
      <span id={labelId} className="text-sm text-muted">
        {t('import.caption')}
      </span>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onPress={() => onOpen('canva')} isDisabled={isDisabled} data-testid="creative-import-canva">
          <Shapes aria-hidden="true" className="size-4" />
          {t('import.from.canva')}
        </Button>
        <Button size="sm" variant="secondary" onPress={() => onOpen('drive')} isDisabled={isDisabled} data-testid="creative-import-drive">
          <HardDrive aria-hidden="true" className="size-4" />
          {t('import.from.drive')}
        </Button>
      </div>
    </div>
  );
}
