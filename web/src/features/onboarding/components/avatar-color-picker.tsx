import { Description, FieldError, Label, Radio, RadioGroup } from '@heroui/react';
import { Check, Wand2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { avatarPalette } from '../../../../../common/rules/avatar';

/** The radio value of the automatic colour (the API's `null`). */
const automatic = 'auto';

interface AvatarColorPickerProps {
  /** The user's initials, shown on each colour so the pair can be judged. */
  initials: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error: string | null;
}

/** Selected: a ring in the accent colour; keyboard focus: an outline around it. */
const swatchRing =
  'ring-offset-2 ring-offset-surface data-[selected=true]:ring-2 data-[selected=true]:ring-accent data-[focus-visible=true]:outline-2 data-[focus-visible=true]:outline-offset-4 data-[focus-visible=true]:outline-focus';

/** A check on the chosen option, so the choice does not rest on the ring's colour alone. */
function SelectedMark() {
  return (
    <Check
      aria-hidden="true"
      className="absolute -top-1 -right-1 hidden size-4 rounded-full bg-accent p-0.5 text-accent-foreground group-data-[selected=true]:block"
    />
  );
}

/** 'Automatisch' or one of the 12 palette colours, as a radio group (arrow keys move the choice). */
export function AvatarColorPicker({ initials, value, onChange, error }: AvatarColorPickerProps) {
  const { t } = useTranslation('onboarding');
  return (
    <RadioGroup
      value={value ?? automatic}
      onChange={(next) => onChange(next === automatic ? null : next)}
      orientation="horizontal"
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className="gap-2"
    >
      <Label className="w-full">{t('profile.color')}</Label>
      <Radio value={automatic} className="group">
        <Radio.Content className={`relative h-9 gap-1.5 rounded-full border border-border bg-default px-3 text-sm text-foreground ${swatchRing}`}>
          <Wand2 aria-hidden="true" className="size-4" />
          <Label>{t('profile.automatic')}</Label>
          <SelectedMark />
        </Radio.Content>
      </Radio>
      {avatarPalette.map((colour) => (
        <Radio key={colour.key} value={colour.key} className="group">
          <Radio.Content
            className={`relative size-9 justify-center rounded-full border border-black/10 text-xs font-semibold ${swatchRing}`}
            style={{ backgroundColor: colour.bg, color: colour.fg }}
          >
            <span aria-hidden="true">{initials}</span>
            <SelectedMark />
            <Label className="sr-only">{t(`profile.colors.${colour.key}`)}</Label>
          </Radio.Content>
        </Radio>
      ))}
      <Description className="w-full">{t('profile.automaticHint')}</Description>
      <FieldError className="w-full">{error}</FieldError>
    </RadioGroup>
  );
}
