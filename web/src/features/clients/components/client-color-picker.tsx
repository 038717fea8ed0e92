import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PaletteColorPicker } from '../../../components/ui/palette-color-picker';

interface ClientColorPickerProps {
  /** The badge's text (code or initials), shown on each colour so the pair can be judged. */
  text: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error: string | null;
  groupRef?: Ref<HTMLDivElement>;
}

/** A client's badge colour: 'Automatisch' or one of the 12 palette colours, in the client dialog. */
export function ClientColorPicker({ text, value, onChange, error, groupRef }: ClientColorPickerProps) {
  const { t } = useTranslation('clients');
  return (
    <PaletteColorPicker
      label={t('form.color')}
      automaticLabel={t('form.colorAutomatic')}
      hint={t('form.colorHint')}
      colorName={(key) => t(`colors.${key}`)}
      sample={text}
      shape="square"
      surface="overlay"
      name="color"
      value={value}
      onChange={onChange}
      error={error}
      groupRef={groupRef}
    />
  );
}
