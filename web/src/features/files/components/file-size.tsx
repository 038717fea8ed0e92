import { useTranslation } from 'react-i18next';
import { sizeParts } from '../file-rules';

/** A file's size as a person reads it ("1,5 MB"). */
export function FileSize({ bytes }: { bytes: number }) {
  const { t } = useTranslation('files');
  const { unit, value } = sizeParts(bytes);
  return <>{t(`size.${unit}`, { value })}</>;
}
