/**
 * "Agenda-instellingen": the user's calendar zone, working days and hours (the free slots clients
 * may ask for), and the personal ICS feed: "Agenda-link maken" shows the secret address once, with
 * a copy button and how to subscribe from Google Calendar or Outlook; "Nieuwe link maken" (the old
 * one stops working) and "Link intrekken" ask first.
 */
import { Button } from '@heroui/react';
import { Copy, Link2, RefreshCw, Unlink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarSettings } from '../../../../../common/schemas/calendar';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useFormDirty } from '../../../components/ui/use-form-dirty';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { TimeInput } from '../../../components/ui/time-input';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useFormProblems } from '../../../lib/use-form-problems';
import { useCalendarSettings, useCreateFeed, useRevokeFeed, useSaveCalendarSettings } from '../api/settings';
import { dateText } from '../event-text';
import { TimeZoneField, WeekdayField } from './form-controls';

const fields = ['timeZone', 'workDays', 'workStart', 'workEnd'] as const;

export function SettingsDialog({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const { t } = useTranslation('calendar');
  const settings = useCalendarSettings(companyId);
  if (settings.isPending || settings.isError) {
    return (
      <DialogFrame onClose={onClose} title={t('settings.title')}>
        <div className="px-6 pb-6">
          {settings.isError ? (
            <LoadError message={t('settings.loadFailed')} error={settings.error} onRetry={() => void settings.refetch()} isRetrying={settings.isFetching} />
          ) : (
            <ListSkeleton rows={3} />
          )}
        </div>
      </DialogFrame>
    );
  }
  return <SettingsForm companyId={companyId} settings={settings.data} onClose={onClose} />;
}

function SettingsForm({ companyId, settings, onClose }: { companyId: string; settings: CalendarSettings; onClose: () => void }) {
  const { t } = useTranslation('calendar');
  const save = useSaveCalendarSettings(companyId);
  const problems = useFormProblems(fields, {
    CALENDAR_TIME_ZONE_INVALID: 'timeZone',
    CALENDAR_WORK_DAYS_INVALID: 'workDays',
    CALENDAR_WORK_HOURS_INVALID: 'workEnd',
  });
  const [timeZone, setTimeZone] = useState(settings.timeZone);
  const [workDays, setWorkDays] = useState(settings.workDays.map(String));
  const [workStart, setWorkStart] = useState(settings.workStart);
  const [workEnd, setWorkEnd] = useState(settings.workEnd);
  const isDirty = useFormDirty({ timeZone, workDays, workStart, workEnd });

  const submit = () => {
    problems.reset();
    save.mutate(
      { timeZone, workDays: workDays.map(Number), workStart, workEnd },
      {
        onSuccess: () => {
          toast.success(t('settings.saved'));
          onClose();
        },
        onError: problems.fail,
      },
    );
  };

  return (
    <FormDialog
      isDirty={isDirty}
      onClose={onClose}
      title={t('settings.title')}
      onSubmit={submit}
      busy={save.isPending}
      formError={problems.formErrorText}
      labels={{ cancel: t('settings.cancel'), submit: t('settings.save'), busy: t('settings.saving') }}
      testId="calendar-settings"
    >
      <TimeZoneField
        label={t('settings.timeZone')}
        value={timeZone}
        onChange={setTimeZone}
        error={problems.fieldError('timeZone')}
        inputRef={problems.fieldRef('timeZone')}
      />
      <WeekdayField
        label={t('settings.workDays')}
        value={workDays}
        onChange={setWorkDays}
        isInvalid={problems.isInvalid('workDays')}
        className="flex flex-wrap gap-x-3 gap-y-2"
        name="workDays"
        groupRef={problems.fieldRef('workDays', (el: HTMLDivElement) => el.querySelector('input'))}
      >
        {problems.fieldError('workDays') ? <p className="w-full text-sm text-danger">{problems.fieldError('workDays')}</p> : null}
      </WeekdayField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-foreground">{t('settings.workHours')}</legend>
        <div className="grid grid-cols-2 gap-3">
          <TimeInput
            kind="time"
            label={t('settings.workStart')}
            name="workStart"
            value={workStart}
            onChange={setWorkStart}
            error={problems.fieldError('workStart')}
          />
          <TimeInput
            kind="time"
            label={t('settings.workEnd')}
            name="workEnd"
            value={workEnd}
            onChange={setWorkEnd}
            error={problems.fieldError('workEnd')}
            focusRef={problems.fieldRef('workEnd')}
          />
        </div>
        <p className="text-xs text-muted">{t('settings.workHint')}</p>
      </fieldset>
      <FeedSection companyId={companyId} settings={settings} timeZone={settings.timeZone} />
    </FormDialog>
  );
}

function FeedSection({ companyId, settings, timeZone }: { companyId: string; settings: CalendarSettings; timeZone: string }) {
  const { t } = useTranslation('calendar');
  const errorText = useErrorText();
  const create = useCreateFeed(companyId);
  const revoke = useRevokeFeed(companyId);
  const [url, setUrl] = useState<string | null>(null);
  const [asking, setAsking] = useState<'regenerate' | 'revoke' | null>(null);
  const active = settings.feed.active;

  const makeLink = () =>
    create.mutate(undefined, {
      onSuccess: (feed) => {
        setUrl(feed.url);
        setAsking(null);
      },
      onError: (error) => {
        setAsking(null);
        toast.danger(errorText(error));
      },
    });

  const revokeLink = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setAsking(null);
        toast.success(t('settings.feed.revoked'));
      },
      onError: (error) => {
        setAsking(null);
        toast.danger(errorText(error));
      },
    });

  const copy = () => {
    if (!url) return;
    void navigator.clipboard?.writeText(url).then(
      () => toast.success(t('settings.feed.copied')),
      () => undefined,
    );
  };

  return (
    <section className="flex flex-col gap-3 rounded-xl border border-border p-3" aria-labelledby="calendar-feed-title" data-testid="calendar-feed">
      <div>
        <h3 id="calendar-feed-title" className="text-sm font-semibold text-foreground">
          {t('settings.feed.title')}
        </h3>
        <p className="text-xs text-muted">{t('settings.feed.body')}</p>
      </div>
      {url ? (
        <div className="flex flex-col gap-2">
          <label className="text-sm font-medium text-foreground" htmlFor="calendar-feed-url">
            {t('settings.feed.url')}
          </label>
          <div className="flex min-w-0 gap-2">
            <input
              id="calendar-feed-url"
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              className="h-9 min-w-0 flex-1 rounded-lg border border-border bg-field px-2 font-mono text-xs text-field-foreground"
            />
            <Button size="sm" variant="secondary" onPress={copy}>
              <Copy aria-hidden="true" className="size-4" />
              {t('settings.feed.copy')}
            </Button>
          </div>
          <p className="text-xs font-medium text-warning-soft-foreground">{t('settings.feed.once')}</p>
          <p className="text-xs text-muted">{t('settings.feed.howTo')}</p>
        </div>
      ) : (
        <p className="text-sm text-muted">
          {active && settings.feed.createdAt ? t('settings.feed.active', { date: dateText(settings.feed.createdAt, timeZone) }) : t('settings.feed.inactive')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {active || url ? (
          <>
            <Button size="sm" variant="secondary" onPress={() => setAsking('regenerate')} isDisabled={create.isPending}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('settings.feed.regenerate')}
            </Button>
            <Button size="sm" variant="ghost" onPress={() => setAsking('revoke')} isDisabled={revoke.isPending}>
              <Unlink aria-hidden="true" className="size-4" />
              {t('settings.feed.revoke')}
            </Button>
          </>
        ) : (
          <Button size="sm" variant="primary" onPress={makeLink} isDisabled={create.isPending}>
            <Link2 aria-hidden="true" className="size-4" />
            {create.isPending ? t('settings.feed.creating') : t('settings.feed.create')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        isOpen={asking === 'regenerate'}
        onCancel={() => setAsking(null)}
        onConfirm={makeLink}
        title={t('settings.feed.regenerateTitle')}
        confirmLabel={t('settings.feed.regenerate')}
        busyLabel={t('settings.feed.creating')}
        isBusy={create.isPending}
      >
        {t('settings.feed.regenerateBody')}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={asking === 'revoke'}
        onCancel={() => setAsking(null)}
        onConfirm={revokeLink}
        title={t('settings.feed.revokeTitle')}
        confirmLabel={t('settings.feed.revoke')}
        busyLabel={t('settings.feed.revoking')}
        isBusy={revoke.isPending}
      >
        {t('settings.feed.revokeBody')}
      </ConfirmDialog>
    </section>
  );
}
