import { useTranslation } from 'react-i18next';
import { PaletteColorPicker } from '../../../components/ui/palette-color-picker';

interface AvatarColorPickerProps {
  /** The user's initials, shown on each colour so the pair can be judged. */
  initials: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error: string | null;
}

/** The avatar's colour: 'Automatisch' or one of the 12 palette colours, as round swatches. */
export function AvatarColorPicker({ initials, value, onChange, error }: AvatarColorPickerProps) {
  const { t } = useTranslation('onboarding');
  return (
    <PaletteColorPicker
      label={t('profile.color')}
      automaticLabel={t('profile.automatic')}
      hint={t('profile.automaticHint')}
      colorName={(key) => t(`profile.colors.${key}`)}
      sample={initials}
      shape="round"
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
