import { Checkbox, Label } from '@heroui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewFlow } from '../../../../../common/creative-constants';
import type { ErrorCode } from '../../../../../common/errors';
import type { CreativeImportSource } from '../../../../../common/schemas/creative-imports';
import type { FileMeta } from '../../../../../common/schemas/files';
import type { CreativeDetail } from '../../../../../common/schemas/creatives';
import { ChoiceRadios } from '../../../components/ui/choice-radios';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormSelect } from '../../../components/ui/form-select';
import { TextFormField } from '../../../components/ui/text-form-field';
import { TimeInput } from '../../../components/ui/time-input';
import { isFormChanged } from '../../../components/ui/use-form-dirty';
import { deadlineIsoOf, isFutureDeadline } from '../../../lib/deadline-input';
import { fieldProblems } from '../../../lib/field-errors';
import { useErrorText } from '../../../lib/use-error-text';
import { useClientOptions } from '../../clients/api/get-client-options';
import { useAddVersion, useCreateCreative } from '../api/creatives-api';
import { ImportButtons } from '../imports/import-buttons';
import { saveImportDraft, type ImportDraft } from '../imports/import-draft';
import { ImportPicker } from '../imports/import-picker';
import { CreativeDropZone } from './creative-drop-zone';
import { importedFile, useCreativeUpload } from './use-creative-upload';

interface NewCreativeDialogProps {
  companyId: string;
  /** A new version of this creative; without it a new creative. */
  creative?: Pick<CreativeDetail, 'id' | 'name' | 'currentVersion'>;
  /** The client chosen in the filters (a new creative starts with it). */
  clientId?: string | null;
  onClose: () => void;
  onDone: (creative: CreativeDetail) => void;
  /**
   * Back from connecting Canva or Google Drive (the browser left the page): the dialog as it was
   * (`draft`, null when none was kept) with that source's picker open, showing `error` if connecting failed.
   */
  resume?: { draft: ImportDraft | null; source: CreativeImportSource; error: unknown };
}

const formFields = ['clientId', 'name', 'fileId', 'dueAt', 'campaign', 'note'] as const;
type Field = (typeof formFields)[number];

/** The name a file suggests: without its extension, separators as spaces. */
const nameOf = (fileName: string) =>
  fileName
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim()
    .slice(0, 200);

/**
 * "Nieuwe creative" (client, name, campaign, due date, review steps, the file) or "Nieuwe versie"
 * (the file and what changed). The file uploads as soon as it is chosen (resumable), or comes from
 * Canva or Google Drive ("Uit Canva", "Uit Google Drive": a picker over this dialog); "Direct naar
 * review sturen" sends it to its first step at once. Every field keeps what was typed on an error,
 * and while the browser visits the provider to connect.
 */
export function NewCreativeDialog({ companyId, creative, clientId: initialClient, onClose, onDone, resume }: NewCreativeDialogProps) {
  const { t } = useTranslation('creatives');
  const errorText = useErrorText();
  const { t: te } = useTranslation('errors');
  const clients = useClientOptions(creative ? null : companyId);
  const create = useCreateCreative(companyId);
  const addVersion = useAddVersion(companyId);
  const kept = resume?.draft ?? null;
  const keptFile = kept?.file ?? null;
  const upload = useCreativeUpload(
    keptFile
      ? {
          phase: 'done',
          file: { name: keptFile.name, size: keptFile.size, type: keptFile.type },
          fileId: keptFile.fileId,
          posterFileId: keptFile.posterFileId,
          source: keptFile.source,
        }
      : null,
  );
  const [startClientId] = useState(kept?.startClientId ?? initialClient ?? '');
  const [clientId, setClientId] = useState(kept?.fields.clientId ?? startClientId);
  const [name, setName] = useState(kept?.fields.name ?? '');
  const [campaign, setCampaign] = useState(kept?.fields.campaign ?? '');
  const [due, setDue] = useState(kept?.fields.due ?? '');
  const [note, setNote] = useState(kept?.fields.note ?? '');
  const [flow, setFlow] = useState<ReviewFlow>(kept?.fields.flow ?? 'internal_and_client');
  const [sendNow, setSendNow] = useState(kept?.fields.sendNow ?? false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [picker, setPicker] = useState<{ source: CreativeImportSource; error: unknown } | null>(null);
  const typed = { clientId, name, campaign, due, note, flow, sendNow };
  // Against the empty form (not the first render): fields put back after connecting count as typed.
  const isDirty = isFormChanged(
    { clientId: startClientId, name: '', campaign: '', due: '', note: '', flow: 'internal_and_client', sendNow: false, phase: 'idle' },
    { ...typed, phase: upload.state.phase },
  );
  const busy = create.isPending || addVersion.isPending;

  // Back from connecting: that source's picker, opened once this dialog is there (two modals
  // opening in the same render leave the upper one inert).
  useEffect(() => {
    if (!resume) return;
    const frame = requestAnimationFrame(() => setPicker({ source: resume.source, error: resume.error }));
    return () => cancelAnimationFrame(frame);
  }, [resume]);
  const uploading = upload.state.phase === 'uploading';

  const choose = (file: File) => {
    if (!creative && name.trim() === '') setName(nameOf(file.name));
    setErrors((e) => ({ ...e, fileId: undefined }));
    void upload.choose(file);
  };

  /** Before the browser leaves to connect Canva or Google Drive: everything to put back on return. */
  const keepForReturn = (source: CreativeImportSource) => {
    const held = upload.state.phase === 'done' ? upload.state : null;
    saveImportDraft({
      source,
      companyId,
      savedAt: Date.now(),
      creative: creative ? { id: creative.id, name: creative.name, currentVersion: creative.currentVersion } : null,
      startClientId,
      fields: typed,
      file: held ? { ...held.file, fileId: held.fileId, posterFileId: held.posterFileId, source: held.source } : null,
    });
  };

  const imported = (source: CreativeImportSource, file: FileMeta, title: string | null) => {
    upload.adopt(importedFile(file, source));
    const suggested = title?.trim().slice(0, 200) || nameOf(file.name);
    if (!creative) setName((current) => (current.trim() === '' ? suggested : current));
    setErrors((e) => ({ ...e, fileId: undefined }));
    setPicker(null);
  };

  const fail = (error: unknown) => {
    const { fields, formError: other } = fieldProblems<Field>(error, formFields, {
      CREATIVE_CLIENT_REQUIRED: 'clientId',
      CREATIVE_NAME_REQUIRED: 'name',
      CREATIVE_NAME_TOO_LONG: 'name',
      CREATIVE_CAMPAIGN_TOO_LONG: 'campaign',
      CREATIVE_DUE_INVALID: 'dueAt',
      DATE_OUT_OF_RANGE: 'dueAt',
      CREATIVE_VERSION_NOTE_TOO_LONG: 'note',
      FILE_NOT_FOUND: 'fileId',
      FILE_TYPE_REFUSED: 'fileId',
    });
    setErrors(Object.fromEntries(Object.entries(fields).map(([field, code]) => [field, te(`codes.${code as ErrorCode}`)])) as Partial<Record<Field, string>>);
    setFormError(other ? errorText(other) : null);
  };

  const submit = () => {
    const problems: Partial<Record<Field, string>> = {};
    if (!creative && !clientId) problems.clientId = t('form.pickClient');
    if (!creative && name.trim() === '') problems.name = t('form.nameRequired');
    if (due !== '' && !isFutureDeadline(due, new Date())) problems.dueAt = t('form.duePast');
    if (upload.state.phase !== 'done') problems.fileId = uploading ? t('form.waitForUpload') : t('form.fileRequired');
    setErrors(problems);
    setFormError(null);
    if (Object.keys(problems).length > 0 || upload.state.phase !== 'done') return;
    const files = { fileId: upload.state.fileId, posterFileId: upload.state.posterFileId };
    if (creative) {
      addVersion.mutate({ id: creative.id, ...files, note, sendToReview: sendNow }, { onSuccess: (done) => done && onDone(done), onError: fail });
      return;
    }
    create.mutate(
      { clientId, name, campaign: campaign || null, dueAt: due ? deadlineIsoOf(due) : null, reviewFlow: flow, sendToReview: sendNow, ...files },
      { onSuccess: (done) => done && onDone(done), onError: fail },
    );
  };

  return (
    <>
      <FormDialog
        onClose={onClose}
        title={creative ? t('form.versionTitle', { version: creative.currentVersion + 1 }) : t('form.title')}
        {...(creative ? { subtitle: creative.name } : {})}
        onSubmit={submit}
        busy={busy}
        formError={formError}
        labels={{ cancel: t('form.cancel'), submit: creative ? t('form.submitVersion') : t('form.submit'), busy: t('form.busy') }}
        testId="new-creative-form"
        isDirty={isDirty}
      >
        <div className="flex flex-col gap-3">
          <CreativeDropZone state={upload.state} onChoose={choose} onClear={upload.clear} error={errors.fileId ?? null} />
          <ImportButtons onOpen={(source) => setPicker({ source, error: null })} isDisabled={busy} />
        </div>
        {creative ? (
          <TextFormField label={t('form.note')} value={note} onChange={setNote} error={errors.note ?? null} maxLength={1000} description={t('form.noteHint')} />
        ) : (
          <>
            <FormSelect
              label={t('form.client')}
              value={clientId}
              options={(clients.data?.clients ?? []).map((c) => ({ id: c.id, label: c.name }))}
              onChange={(value) => {
                setClientId(value);
                setErrors((e) => ({ ...e, clientId: undefined }));
              }}
              error={errors.clientId ?? null}
              testId="creative-client"
            />
            <TextFormField label={t('form.name')} value={name} onChange={setName} error={errors.name ?? null} maxLength={200} isRequired />
            <TextFormField label={t('form.campaign')} value={campaign} onChange={setCampaign} error={errors.campaign ?? null} maxLength={200} />
            <TimeInput
              kind="datetime"
              name="dueAt"
              label={t('form.due')}
              value={due}
              onChange={setDue}
              error={errors.dueAt ?? null}
              description={t('form.dueHint')}
            />
            <ChoiceRadios
              name="reviewFlow"
              label={t('form.flow')}
              value={flow}
              onChange={(value) => setFlow(value as ReviewFlow)}
              options={[
                { id: 'internal_and_client', label: t('flow.internal_and_client'), hint: t('flow.internal_and_clientHint') },
                { id: 'client_only', label: t('flow.client_only'), hint: t('flow.client_onlyHint') },
              ]}
            />
          </>
        )}
        <Checkbox isSelected={sendNow} onChange={setSendNow} variant="secondary" data-testid="creative-send-now">
          <Checkbox.Content>
            <Checkbox.Control>
              <Checkbox.Indicator />
            </Checkbox.Control>
            <Label>{t('form.sendNow')}</Label>
          </Checkbox.Content>
        </Checkbox>
      </FormDialog>
      {picker ? (
        <ImportPicker
          source={picker.source}
          initialError={picker.error}
          onClose={() => setPicker(null)}
          onLeave={() => keepForReturn(picker.source)}
          onImported={(file, title) => imported(picker.source, file, title)}
        />
      ) : null}
    </>
  );
}
