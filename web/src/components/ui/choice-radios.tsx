import { Description, Label, Radio, RadioGroup } from '@heroui/react';

export interface ChoiceRadio {
  id: string;
  label: string;
  hint?: string;
}

interface ChoiceRadiosProps {
  label: string;
  value: string;
  options: readonly ChoiceRadio[];
  onChange: (value: string) => void;
  name: string;
}

/** A labelled radio group whose options say what each choice means (a line under each). */
export function ChoiceRadios({ label, value, options, onChange, name }: ChoiceRadiosProps) {
  return (
    <RadioGroup name={name} value={value} onChange={onChange} className="gap-2">
      <Label>{label}</Label>
      {options.map((option) => (
        <Radio key={option.id} value={option.id} className="rounded-lg border border-border px-3 py-2 data-[selected=true]:border-accent">
          <Radio.Content>
            <Radio.Control>
              <Radio.Indicator />
            </Radio.Control>
            <Label>{option.label}</Label>
          </Radio.Content>
          {option.hint ? <Description className="pl-7">{option.hint}</Description> : null}
        </Radio>
      ))}
    </RadioGroup>
  );
}
