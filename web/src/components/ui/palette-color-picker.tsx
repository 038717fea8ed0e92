import { Description, FieldError, Label, Radio, RadioGroup } from '@heroui/react';
import { Check, Wand2 } from 'lucide-react';
import type { Ref } from 'react';
import { avatarPalette } from '../../../../common/rules/avatar';

/** The radio value of the automatic colour (the API's `null`: a colour from the name). */
const automatic = 'auto';

interface PaletteColorPickerProps {
  label: string;
  /** The automatic choice's text ("Automatisch"). */
  automaticLabel: string;
  hint: string;
  /** Each colour's name, for screen readers. */
  colorName: (key: (typeof avatarPalette)[number]['key']) => string;
  /** Shown on each colour (initials, a code), so the pair can be judged. */
  sample: string;
  /** Round swatches (a person's avatar) or rounded squares (a client's badge). */
  shape: 'round' | 'square';
  /** The surface the picker sits on (a page or a dialog), for the selection ring's gap. */
  surface?: 'surface' | 'overlay';
  value: string | null;
  onChange: (value: string | null) => void;
  error: string | null;
  groupRef?: Ref<HTMLDivElement> | undefined;
  name?: string;
}

/** A check on the chosen option, so the choice does not rest on the ring's colour alone. */
function SelectedMark() {
  return (
    <Check
      aria-hidden="true"
      className="absolute -top-1 -right-1 hidden size-4 rounded-full bg-accent p-0.5 text-accent-foreground group-data-[selected=true]:block"
    />
  );
}

/**
 * 'Automatisch' or one of the 12 palette colours (common/rules/avatar.ts) as a radio group: arrow
 * keys move the choice; selected is a ring in the accent colour and a check, keyboard focus an outline.
 */
export function PaletteColorPicker({
  label,
  automaticLabel,
  hint,
  colorName,
  sample,
  shape,
  surface = 'surface',
  value,
  onChange,
  error,
  groupRef,
  name,
}: PaletteColorPickerProps) {
  const ring = `${surface === 'overlay' ? 'ring-offset-overlay' : 'ring-offset-surface'} ring-offset-2 data-[selected=true]:ring-2 data-[selected=true]:ring-accent data-[focus-visible=true]:outline-2 data-[focus-visible=true]:outline-offset-4 data-[focus-visible=true]:outline-focus`;
  const rounding = shape === 'round' ? 'rounded-full' : 'rounded-lg';
  return (
    <RadioGroup
      ref={groupRef}
      name={name}
      value={value ?? automatic}
      onChange={(next) => onChange(next === automatic ? null : next)}
      orientation="horizontal"
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className="gap-2"
    >
      <Label className="w-full">{label}</Label>
      <Radio value={automatic} className="group">
        <Radio.Content className={`relative h-9 gap-1.5 ${rounding} border border-border bg-default px-3 text-sm text-foreground ${ring}`}>
          <Wand2 aria-hidden="true" className="size-4" />
          <Label>{automaticLabel}</Label>
          <SelectedMark />
        </Radio.Content>
      </Radio>
      {avatarPalette.map((colour) => (
        <Radio key={colour.key} value={colour.key} className="group">
          <Radio.Content
            className={`relative h-9 justify-center ${rounding} border border-black/10 font-semibold ${shape === 'round' ? 'w-9 text-xs' : 'min-w-9 px-1 text-[0.625rem]'} ${ring}`}
            style={{ backgroundColor: colour.bg, color: colour.fg }}
          >
            <span aria-hidden="true">{sample}</span>
            <SelectedMark />
            <Label className="sr-only">{colorName(colour.key)}</Label>
          </Radio.Content>
        </Radio>
      ))}
      <Description className="w-full">{hint}</Description>
      <FieldError className="w-full">{error}</FieldError>
    </RadioGroup>
  );
}
