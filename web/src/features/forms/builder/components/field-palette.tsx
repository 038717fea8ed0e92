import { Button, Dropdown, Header, Label } from '@heroui/react';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormKind } from '../../../../../../common/forms/form-schema';
import { type PaletteItem, paletteGroups } from '../palette';
import { fieldIcons } from './field-icons';

interface PaletteProps {
  kind: FormKind;
  onAdd: (item: PaletteItem) => void;
}

/** The palette beside the canvas (wide screens): a button per field kind, grouped; a click adds it after the selected field. */
export function FieldPalette({ kind, onAdd }: PaletteProps) {
  const { t } = useTranslation('formBuilder');
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} className="flex flex-col gap-4" data-testid="field-palette">
      <h2 id={headingId} className="text-sm font-semibold text-foreground">
        {t('palette.title')}
      </h2>
      {paletteGroups(kind).map(({ group, items }) => (
        <section key={group} aria-label={t(`palette.groups.${group}`)} className="flex flex-col gap-1">
          <h3 className="text-xs font-medium tracking-wide text-muted uppercase">{t(`palette.groups.${group}`)}</h3>
          <ul className="flex flex-col gap-0.5">
            {items.map((item) => {
              const Icon = fieldIcons[item];
              return (
                <li key={item}>
                  <Button
                    variant="ghost"
                    size="sm"
                    fullWidth
                    className="justify-start"
                    aria-label={t('palette.add', { kind: t(`items.${item}`) })}
                    onPress={() => onAdd(item)}
                  >
                    <Icon aria-hidden="true" className="size-4 shrink-0 text-muted" />
                    <span className="truncate">{t(`items.${item}`)}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}

/** The palette as a menu (narrow screens, and each page's "Veld toevoegen"). */
export function PaletteMenu({ kind, onAdd, label, variant = 'secondary' }: PaletteProps & { label: string; variant?: 'secondary' | 'primary' | 'tertiary' }) {
  const { t } = useTranslation('formBuilder');
  return (
    <Dropdown>
      <Button size="sm" variant={variant} aria-label={label}>
        <Plus aria-hidden="true" className="size-4" />
        {t('palette.menu')}
      </Button>
      <Dropdown.Popover placement="bottom start" className="max-h-[70vh] overflow-y-auto">
        <Dropdown.Menu aria-label={label} onAction={(key) => onAdd(key as PaletteItem)}>
          {paletteGroups(kind).map(({ group, items }) => (
            <Dropdown.Section key={group} id={group} aria-label={t(`palette.groups.${group}`)}>
              <Header className="px-2 pt-2 pb-1 text-xs font-medium text-muted">{t(`palette.groups.${group}`)}</Header>
              {items.map((item) => {
                const Icon = fieldIcons[item];
                return (
                  <Dropdown.Item key={item} id={item} textValue={t(`items.${item}`)}>
                    <Icon aria-hidden="true" className="size-4 shrink-0" />
                    <Label>{t(`items.${item}`)}</Label>
                  </Dropdown.Item>
                );
              })}
            </Dropdown.Section>
          ))}
        </Dropdown.Menu>
      </Dropdown.Popover>
    </Dropdown>
  );
}
