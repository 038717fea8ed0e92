import { Description, FieldError, Label, Radio, RadioGroup } from '@heroui/react';
import { Check, Wand2 } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarPalette } from '../../../../../common/rules/avatar';

/** The radio value of the automatic colour (the API's `null`: a colour from the name). */
const automatic = 'auto';

interface ClientColorPickerProps {
  /** The badge's text (code or initials), shown on each colour so the pair can be judged. */
  text: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error: string | null;
  groupRef?: Ref<HTMLDivElement>;
}

/** Selected: a ring in the accent colour; keyboard focus: an outline around it. */
const swatchRing =
  'ring-offset-2 ring-offset-overlay data-[selected=true]:ring-2 data-[selected=true]:ring-accent data-[focus-visible=true]:outline-2 data-[focus-visible=true]:outline-offset-4 data-[focus-visible=true]:outline-focus';

function SelectedMark() {
  return (
    <Check
      aria-hidden="true"
      className="absolute -top-1 -right-1 hidden size-4 rounded-full bg-accent p-0.5 text-accent-foreground group-data-[selected=true]:block"
    />
  );
}

/** 'Automatisch' or one of the 12 palette colours, as a radio group (arrow keys move the choice). */
export function ClientColorPicker({ text, value, onChange, error, groupRef }: ClientColorPickerProps) {
  const { t } = useTranslation('clients');
  return (
    <RadioGroup
      ref={groupRef}
      name="color"
      value={value ?? automatic}
      onChange={(next) => onChange(next === automatic ? null : next)}
      orientation="horizontal"
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className="gap-2"
    >
      <Label className="w-full">{t('form.color')}</Label>
      <Radio value={automatic} className="group">
        <Radio.Content className={`relative h-9 gap-1.5 rounded-lg border border-border bg-default px-3 text-sm text-foreground ${swatchRing}`}>
          <Wand2 aria-hidden="true" className="size-4" />
          <Label>{t('form.colorAutomatic')}</Label>
          <SelectedMark />
        </Radio.Content>
      </Radio>
      {avatarPalette.map((colour) => (
        <Radio key={colour.key} value={colour.key} className="group">
          <Radio.Content
            className={`relative h-9 min-w-9 justify-center rounded-lg border border-black/10 px-1 text-[0.625rem] font-semibold ${swatchRing}`}
            style={{ backgroundColor: colour.bg, color: colour.fg }}
          >
            <span aria-hidden="true">{text}</span>
            <SelectedMark />
            <Label className="sr-only">{t(`colors.${colour.key}`)}</Label>
          </Radio.Content>
        </Radio>
      ))}
      <Description className="w-full">{t('form.colorHint')}</Description>
      <FieldError className="w-full">{error}</FieldError>
    </RadioGroup>
  );
}
