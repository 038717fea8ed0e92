import { Button, Description, FieldError, Input, InputGroup, Label, Radio, RadioGroup, Select, Tag, TagGroup, TextArea, TextField } from '@heroui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adCallsToAction, adObjectives, type FormAnswerValue } from '../../../../../common/forms/form-schema';
import { SelectOptions } from '../../../components/ui/select-options';
import { formatCents, parseAmount } from '../renderer/amount';
import { type FieldOf, type FieldProps, listOf, objectOf, textOf } from '../renderer/field-types';
import { SelectView } from '../renderer/fields/choice-fields';
import { DateFieldView } from '../renderer/fields/date-field';
import { GroupFrame } from './group-frame';

/** The campaign's objective: one of Meta's objectives, as radio buttons. */
export function AdObjectiveView({ field, value, error, onValue, readOnly }: FieldProps<FieldOf<'ad_objective'>>) {
  const { t } = useTranslation('formFill');
  return (
    <RadioGroup
      name={field.id}
      value={textOf(value) || null}
      onChange={(next) => onValue(field.id, next)}
      isInvalid={Boolean(error)}
      isRequired={field.required}
      isReadOnly={readOnly}
      validationBehavior="aria"
      variant="secondary"
      className="gap-2"
    >
      <Label isRequired={field.required}>{field.label}</Label>
      {field.help ? <Description className="whitespace-pre-line">{field.help}</Description> : null}
      <div className="grid gap-2 sm:grid-cols-2">
        {adObjectives.map((objective) => (
          <Radio key={objective} value={objective} className="rounded-xl border border-border px-3 py-2 data-[selected=true]:border-accent">
            <Radio.Content>
              <Radio.Control>
                <Radio.Indicator />
              </Radio.Control>
              <Label className="after:hidden">{t(`ad.objectives.${objective}`)}</Label>
            </Radio.Content>
            <Description>{t(`ad.objectiveHints.${objective}`)}</Description>
          </Radio>
        ))}
      </div>
      <FieldError>{error}</FieldError>
    </RadioGroup>
  );
}

/** The button on the ad, Meta's calls to action with their Dutch labels. */
export function AdCallToActionView(props: FieldProps<FieldOf<'ad_call_to_action'>>) {
  const { t } = useTranslation('formFill');
  return <SelectView {...props} options={adCallsToAction.map((cta) => ({ id: cta, label: t(`ad.cta.${cta}`) }))} />;
}

/** Budget: per day or for the whole campaign, and the amount in euros (`{ kind, cents }`). */
export function AdBudgetView({ field, value, error, onValue, readOnly }: FieldProps<FieldOf<'ad_budget'>>) {
  const { t } = useTranslation('formFill');
  const budget = objectOf(value);
  // The kind is kept here too: chosen before an amount is typed, it has no answer to live in yet.
  const [ownKind, setOwnKind] = useState<'daily' | 'lifetime'>(budget.kind === 'lifetime' ? 'lifetime' : 'daily');
  const kind = budget.kind === 'lifetime' || budget.kind === 'daily' ? budget.kind : ownKind;
  const cents = typeof budget.cents === 'number' ? budget.cents : null;
  const [text, setText] = useState(() => (cents === null ? '' : formatCents(cents)));
  const [invalid, setInvalid] = useState(false);
  const emit = (next: { kind: string; cents: number | null }) => onValue(field.id, next.cents === null ? null : (next as FormAnswerValue));
  return (
    <GroupFrame id={field.id} label={field.label} required={field.required} help={field.help} error={invalid ? t('answerErrors.amount') : error}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <RadioGroup
          aria-label={t('ad.budget.kind')}
          value={kind}
          onChange={(next) => {
            setOwnKind(next === 'lifetime' ? 'lifetime' : 'daily');
            emit({ kind: next, cents });
          }}
          isReadOnly={readOnly}
          orientation="horizontal"
          variant="secondary"
          className="gap-3"
        >
          {(['daily', 'lifetime'] as const).map((option) => (
            <Radio key={option} value={option}>
              <Radio.Content>
                <Radio.Control>
                  <Radio.Indicator />
                </Radio.Control>
                <Label>{t(`ad.budget.${option}`)}</Label>
              </Radio.Content>
            </Radio>
          ))}
        </RadioGroup>
        <TextField
          value={text}
          onChange={(next) => {
            setText(next);
            const parsed = parseAmount(next);
            setInvalid(parsed === 'invalid');
            emit({ kind, cents: parsed === 'invalid' ? null : parsed });
          }}
          onBlur={() => !invalid && cents !== null && setText(formatCents(cents))}
          isInvalid={invalid || Boolean(error)}
          isReadOnly={readOnly}
          isRequired={field.required}
          validationBehavior="aria"
          variant="secondary"
          className="min-w-0 sm:max-w-48"
        >
          <Label>{t(kind === 'daily' ? 'ad.budget.amountDaily' : 'ad.budget.amountLifetime')}</Label>
          <InputGroup fullWidth>
            <InputGroup.Prefix className="pl-3 text-muted" aria-hidden="true">
              €
            </InputGroup.Prefix>
            <InputGroup.Input inputMode="decimal" autoComplete="off" placeholder="0,00" className="min-w-0 tabular-nums" />
          </InputGroup>
        </TextField>
      </div>
    </GroupFrame>
  );
}

/** Start and (optional) end date (`{ start, end | null }`). */
export function AdScheduleView({ field, value, error, onValue, readOnly, preview, renderFile }: FieldProps<FieldOf<'ad_schedule'>>) {
  const { t } = useTranslation('formFill');
  const schedule = objectOf(value);
  const start = typeof schedule.start === 'string' ? schedule.start : '';
  const end = typeof schedule.end === 'string' ? schedule.end : '';
  const set = (next: { start: string; end: string }) => onValue(field.id, next.start || next.end ? { start: next.start, end: next.end || null } : null);
  const dateProps = { error: null, readOnly, preview, renderFile } as const;
  return (
    <GroupFrame id={field.id} label={field.label} required={field.required} help={field.help} error={error}>
      <div className="grid gap-3 sm:grid-cols-2">
        <DateFieldView
          {...dateProps}
          field={{ id: `${field.id}_start`, type: 'date', label: t('ad.schedule.start'), required: field.required }}
          value={start}
          onValue={(_, next) => set({ start: textOf(next), end })}
        />
        <DateFieldView
          {...dateProps}
          field={{ id: `${field.id}_end`, type: 'date', label: t('ad.schedule.end'), required: false, minDate: start || undefined }}
          value={end}
          onValue={(_, next) => set({ start, end: textOf(next) })}
        />
      </div>
      <p className="text-xs text-muted">{t('ad.schedule.endHint')}</p>
    </GroupFrame>
  );
}

/** A list of places: type one, Enter or "Toevoegen" adds it; each tag has a remove button. */
export function AdLocationsView({ field, value, error, onValue, readOnly }: FieldProps<FieldOf<'ad_locations'>>) {
  const { t } = useTranslation('formFill');
  const places = listOf(value);
  const [draft, setDraft] = useState('');
  const add = () => {
    const place = draft.trim();
    if (!place) return;
    if (!places.some((existing) => existing.toLocaleLowerCase('nl') === place.toLocaleLowerCase('nl'))) onValue(field.id, [...places, place.slice(0, 200)]);
    setDraft('');
  };
  return (
    <GroupFrame id={field.id} label={field.label} required={field.required} help={field.help} error={error}>
      {places.length > 0 ? (
        <TagGroup
          aria-label={t('ad.locations.list')}
          onRemove={
            readOnly
              ? undefined
              : (keys) =>
                  onValue(
                    field.id,
                    places.filter((place) => !keys.has(place)),
                  )
          }
        >
          <TagGroup.List className="flex flex-wrap gap-2">
            {places.map((place) => (
              <Tag key={place} id={place} textValue={place}>
                {place}
                {readOnly ? null : <Tag.RemoveButton aria-label={t('ad.locations.remove', { place })} />}
              </Tag>
            ))}
          </TagGroup.List>
        </TagGroup>
      ) : null}
      {readOnly ? null : (
        <div className="flex items-end gap-2">
          <TextField value={draft} onChange={setDraft} variant="secondary" className="min-w-0 flex-1" maxLength={200}>
            <Label>{t('ad.locations.add')}</Label>
            <Input
              placeholder={t('ad.locations.placeholder')}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
              className="min-w-0"
              fullWidth
            />
          </TextField>
          <Button type="button" variant="secondary" onPress={add} isDisabled={!draft.trim()}>
            <Plus aria-hidden="true" className="size-4" />
            {t('ad.locations.addButton')}
          </Button>
        </div>
      )}
    </GroupFrame>
  );
}

const genders = ['all', 'male', 'female'] as const;

/** The audience: age range (13–65), gender and interests (`{ ageMin, ageMax, genders, interests }`). */
export function AdAudienceView({ field, value, error, onValue, readOnly }: FieldProps<FieldOf<'ad_audience'>>) {
  const { t } = useTranslation('formFill');
  const audience = objectOf(value);
  const current = {
    ageMin: typeof audience.ageMin === 'number' ? audience.ageMin : 18,
    ageMax: typeof audience.ageMax === 'number' ? audience.ageMax : 65,
    genders: listOf(audience.genders as FormAnswerValue).length > 0 ? listOf(audience.genders as FormAnswerValue) : ['all'],
    interests: typeof audience.interests === 'string' ? audience.interests : '',
  };
  const set = (patch: Partial<typeof current>) => onValue(field.id, { ...current, ...patch });
  const ages = Array.from({ length: 65 - 13 + 1 }, (_, index) => 13 + index);
  const ageOptions = ages.map((age) => ({ id: String(age), label: age === 65 ? t('ad.audience.age65') : String(age) }));
  const ageSelect = (which: 'ageMin' | 'ageMax') => (
    <Select
      value={String(current[which])}
      onChange={(key) => key !== null && set({ [which]: Number(key) })}
      isDisabled={readOnly}
      variant="secondary"
      className="min-w-0 flex-1"
    >
      <Label>{t(which === 'ageMin' ? 'ad.audience.ageMin' : 'ad.audience.ageMax')}</Label>
      <Select.Trigger>
        <Select.Value className="min-w-0 flex-1 truncate" />
        <Select.Indicator />
      </Select.Trigger>
      <SelectOptions options={ageOptions} />
    </Select>
  );
  return (
    <GroupFrame id={field.id} label={field.label} required={field.required} help={field.help} error={error}>
      <div className="flex gap-3">
        {ageSelect('ageMin')}
        {ageSelect('ageMax')}
      </div>
      <RadioGroup
        value={current.genders[0] ?? 'all'}
        onChange={(next) => set({ genders: [next] })}
        isReadOnly={readOnly}
        orientation="horizontal"
        variant="secondary"
        className="gap-3"
      >
        <Label>{t('ad.audience.gender')}</Label>
        {genders.map((gender) => (
          <Radio key={gender} value={gender}>
            <Radio.Content>
              <Radio.Control>
                <Radio.Indicator />
              </Radio.Control>
              <Label>{t(`ad.genders.${gender}`)}</Label>
            </Radio.Content>
          </Radio>
        ))}
      </RadioGroup>
      <TextField value={current.interests} onChange={(interests) => set({ interests })} isReadOnly={readOnly} variant="secondary" fullWidth maxLength={2000}>
        <Label>{t('ad.audience.interests')}</Label>
        <TextArea rows={2} placeholder={t('ad.audience.interestsPlaceholder')} className="min-w-0" />
      </TextField>
    </GroupFrame>
  );
}
