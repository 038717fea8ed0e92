import { Switch } from '@heroui/react';
import { useId } from 'react';

interface SwitchFieldProps {
  label: string;
  hint?: string;
  isSelected: boolean;
  onChange: (value: boolean) => void;
  isDisabled?: boolean;
}

/** A labelled switch with an optional hint under it (linked as its description). */
export function SwitchField({ label, hint, isSelected, onChange, isDisabled = false }: SwitchFieldProps) {
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1">
      <Switch isSelected={isSelected} onChange={onChange} isDisabled={isDisabled} aria-describedby={hint ? hintId : undefined} className="w-full">
        <Switch.Content className="flex w-full items-center justify-between gap-3">
          <span className="text-sm font-medium text-foreground">{label}</span>
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
        </Switch.Content>
      </Switch>
      {hint ? (
        <p id={hintId} className="pr-14 text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
