import { Button, Checkbox, CheckboxGroup, Label, Modal } from '@heroui/react';
import { X } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormAlert } from '../../../components/ui/form-alert';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { SearchInput } from '../../../components/ui/search-input';
import { TimeInput } from '../../../components/ui/time-input';
import { useFormDirty } from '../../../components/ui/use-form-dirty';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useClientOptions } from '../../clients/api/get-client-options';
import { useFormDetail, useSendForm } from './api/forms-api';
import { deadlineIsoOf, isFutureDeadline } from './forms-view';
import { SendsList } from './sends-list';

interface SendFormDialogProps {
  companyId: string;
  formId: string;
  title: string;
  onClose: () => void;
}

/**
 * "Versturen naar klanten" (a published form): one or more of the company's active clients (a
 * search narrows the list), an optional deadline in Dutch time, and the sends so far with their
 * deadlines, each of which can be withdrawn. Sending to a client again sets its new deadline.
 */
export function SendFormDialog({ companyId, formId, title, onClose }: SendFormDialogProps) {
  const { t } = useTranslation('forms');
  const errorText = useErrorText();
  const form = useFormDetail(companyId, formId);
  const clients = useClientOptions(companyId);
  const send = useSendForm(companyId);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [deadline, setDeadline] = useState('');
  const [problem, setProblem] = useState<{ field: 'clients' | 'deadline' | null; text: string } | null>(null);
  const isDirty = useFormDirty({ chosen, deadline });
  const sentTo = useMemo(() => new Set((form.data?.assignments ?? []).map((a) => a.client.id)), [form.data]);

  const all = clients.data?.clients ?? [];
  const needle = search.trim().toLocaleLowerCase('nl');
  // Chosen clients stay in view while the search narrows the rest.
  const shown = all.filter((client) => needle === '' || client.name.toLocaleLowerCase('nl').includes(needle) || chosen.includes(client.id));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    if (chosen.length === 0) return setProblem({ field: 'clients', text: t('send.pickClient') });
    if (deadline !== '' && !isFutureDeadline(deadline, new Date())) return setProblem({ field: 'deadline', text: t('send.deadlinePast') });
    setProblem(null);
    send.mutate(
      { id: formId, clientIds: chosen, deadline: deadline === '' ? null : deadlineIsoOf(deadline) },
      {
        onSuccess: () => {
          toast.success(t('send.sent', { count: chosen.length }), { description: title });
          setChosen([]);
          setDeadline('');
        },
        onError: (error) => setProblem({ field: null, text: errorText(error) }),
      },
    );
  };

  let clientPicker;
  if (clients.isPending) clientPicker = <ListSkeleton rows={3} />;
  else if (clients.isError) clientPicker = <LoadError message={t('send.loadFailed')} error={clients.error} onRetry={() => void clients.refetch()} />;
  else if (all.length === 0) clientPicker = <p className="rounded-lg bg-default/60 p-3 text-sm text-muted">{t('send.noClients')}</p>;
  else
    clientPicker = (
      <>
        <SearchInput label={t('send.clientSearch')} value={search} onChange={setSearch} placeholder={t('send.clientSearchPlaceholder')} />
        <CheckboxGroup
          value={chosen}
          onChange={(next) => {
            setChosen(next);
            if (problem?.field === 'clients') setProblem(null);
          }}
          isInvalid={problem?.field === 'clients'}
          validationBehavior="aria"
          aria-label={t('send.clients')}
          className="max-h-56 gap-0 overflow-y-auto rounded-lg border border-border p-1"
          data-testid="send-clients"
        >
          {shown.length === 0 ? <p className="p-2 text-sm text-muted">{t('send.noClientMatch')}</p> : null}
          {shown.map((client) => (
            <Checkbox key={client.id} value={client.id} variant="secondary" className="rounded-md px-2 py-1 hover:bg-default/60">
              <Checkbox.Content>
                <Checkbox.Control>
                  <Checkbox.Indicator />
                </Checkbox.Control>
                <Label className="min-w-0 break-words">{client.name}</Label>
                {sentTo.has(client.id) ? <span className="ml-auto shrink-0 text-xs text-muted">{t('send.alreadySent')}</span> : null}
              </Checkbox.Content>
            </Checkbox>
          ))}
        </CheckboxGroup>
      </>
    );

  return (
    <DialogFrame onClose={onClose} title={t('send.title')} subtitle={title} isDismissable={!send.isPending} isDirty={isDirty}>
      <form noValidate onSubmit={submit} data-testid="send-form">
        <Modal.Body className="flex flex-col gap-4">
          <fieldset className="flex min-w-0 flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-foreground">{t('send.clients')}</legend>
            <p className="text-xs text-muted">{t('send.clientsHint')}</p>
            {clientPicker}
            {chosen.length > 0 ? (
              <p className="text-xs text-muted" aria-live="polite">
                {t('send.chosen', { count: chosen.length })}
              </p>
            ) : null}
            {problem?.field === 'clients' ? (
              <p role="alert" className="text-sm text-danger">
                {problem.text}
              </p>
            ) : null}
          </fieldset>
          <div className="flex items-end gap-2">
            <div className="min-w-0 flex-1">
              <TimeInput
                kind="datetime"
                name="deadline"
                label={t('send.deadline')}
                value={deadline}
                onChange={(next) => {
                  setDeadline(next);
                  if (problem?.field === 'deadline') setProblem(null);
                }}
                error={problem?.field === 'deadline' ? problem.text : null}
                description={t('send.deadlineHint')}
              />
            </div>
            {deadline !== '' ? (
              <Button size="sm" variant="ghost" isIconOnly aria-label={t('send.clearDeadline')} onPress={() => setDeadline('')} className="mb-7">
                <X aria-hidden="true" className="size-4" />
              </Button>
            ) : null}
          </div>
          <FormAlert message={problem?.field === null ? problem.text : null} />
          <section aria-labelledby="sends-heading" className="flex flex-col gap-2 border-t border-border pt-4">
            <h3 id="sends-heading" className="text-sm font-semibold text-foreground">
              {t('send.existing')}
            </h3>
            {form.isPending ? (
              <ListSkeleton rows={2} />
            ) : form.isError ? (
              <LoadError message={t('send.loadFailed')} error={form.error} onRetry={() => void form.refetch()} isRetrying={form.isFetching} />
            ) : (
              <SendsList companyId={companyId} formId={formId} assignments={form.data.assignments} canWithdraw />
            )}
          </section>
        </Modal.Body>
        <DialogFormFooter onCancel={onClose} cancelLabel={t('send.cancel')} submitLabel={t('send.submit')} busyLabel={t('send.busy')} busy={send.isPending} />
      </form>
    </DialogFrame>
  );
}
