import { Button, Dropdown, Label } from '@heroui/react';
import { Archive, ArchiveRestore, Copy, Inbox, Link2, MoreVertical, Pencil, Send, Trash2 } from 'lucide-react';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useTimeText } from '../../../lib/use-time-text';
import { useArchiveForm, useDuplicateForm } from './api/forms-api';
import type { FormListItem } from '../../../../../common/schemas/forms';
import { FormKindBadge } from './form-kind-badge';
import { FormStatusChip } from './form-status-chip';
import { builderHref, formsHref, publicFormUrl } from './forms-view';

interface FormRowProps {
  companyId: string;
  form: FormListItem;
  now: Date;
  onSend: () => void;
  onDelete: () => void;
}

/**
 * One form as a card (the same at 375 px as wide): the title is the link to its submissions and
 * the whole card answers a click; status, kind, counts, owner and last change; "Versturen naar
 * klanten" for a published form and a menu with the rest (Bewerken, Dupliceren, Archiveren or
 * Herstellen, Publieke link kopiëren, Verwijderen).
 */
export function FormRow({ companyId, form, now, onSend, onDelete }: FormRowProps) {
  const { t } = useTranslation('forms');
  const time = useTimeText();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const duplicate = useDuplicateForm(companyId);
  const archive = useArchiveForm(companyId);
  const archived = form.status === 'archived';
  const failed = (error: unknown) => toast.danger(t('actions.failed'), { description: errorText(error) });

  const copyLink = async () => {
    if (!form.publicToken) return;
    const url = publicFormUrl(window.location.origin, form.publicToken);
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('actions.linkCopied'), { description: url });
    } catch {
      toast.warning(t('actions.linkCopyFailed', { url }));
    }
  };

  const onAction = (key: Key) => {
    switch (key) {
      case 'edit':
        void navigate(builderHref(form.id));
        break;
      case 'duplicate':
        duplicate.mutate(form.id, {
          onSuccess: (copy) => {
            toast.success(t('actions.duplicated'), { description: copy?.title });
            if (copy) void navigate(builderHref(copy.id));
          },
          onError: failed,
        });
        break;
      case 'archive':
        archive.mutate(
          { id: form.id, archived: !archived },
          { onSuccess: () => toast.success(archived ? t('actions.restored') : t('actions.archived'), { description: form.title }), onError: failed },
        );
        break;
      case 'copy-link':
        void copyLink();
        break;
      case 'delete':
        onDelete();
        break;
    }
  };

  const menuLabel = t('actions.menu', { title: form.title });
  return (
    <li
      data-testid="form-row"
      data-id={form.id}
      data-status={form.status}
      className={`relative rounded-xl border border-border p-3 transition-colors focus-within:ring-2 focus-within:ring-focus hover:bg-default/40 sm:p-4 ${
        archived ? 'border-dashed bg-surface/60' : 'bg-surface'
      }`}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Link
              to={formsHref({ formId: form.id })}
              className={`font-medium break-words outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] ${archived ? 'text-muted' : 'text-foreground'}`}
            >
              {form.title}
            </Link>
            <FormStatusChip status={form.status} />
            <FormKindBadge kind={form.kind} />
            {form.hasUnpublishedChanges && form.status === 'published' ? <span className="text-xs text-warning">{t('list.unpublished')}</span> : null}
          </div>
          {form.description ? <p className="mt-1 line-clamp-2 text-sm text-muted">{form.description}</p> : null}
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1.5 text-xs text-muted">
            <span className="inline-flex items-center gap-1">
              <Inbox aria-hidden="true" className="size-3.5" />
              {t('list.submissions', { count: form.submissionCount })}
            </span>
            {form.newSubmissionCount > 0 ? (
              <span className="rounded-full bg-accent-soft px-2 py-0.5 font-medium text-accent-soft-foreground" data-testid="new-count">
                {t('list.newSubmissions', { count: form.newSubmissionCount })}
              </span>
            ) : null}
            <span className={`inline-flex items-center gap-1 ${form.openAssignmentCount > 0 ? 'font-medium text-foreground' : ''}`}>
              <Send aria-hidden="true" className="size-3.5" />
              {t('list.openSends', { count: form.openAssignmentCount })}
            </span>
            {form.publicToken ? (
              <span className="inline-flex items-center gap-1">
                <Link2 aria-hidden="true" className="size-3.5" />
                {t('list.publicLinkOn')}
              </span>
            ) : null}
            {form.owner ? (
              <span className="inline-flex items-center gap-1.5">
                <Avatar person={form.owner} size="xs" decorative />
                {t('list.owner', { name: form.owner.name || form.owner.email })}
              </span>
            ) : (
              <span>{t('list.noOwner')}</span>
            )}
            <time dateTime={form.updatedAt} title={time.absolute(form.updatedAt)}>
              {t('list.updated', { time: time.relativeInSentence(form.updatedAt, now) })}
            </time>
          </div>
        </div>
        <div className="relative z-10 flex shrink-0 items-center gap-1">
          {form.status === 'published' ? (
            <Button size="sm" variant="secondary" onPress={onSend} aria-label={`${t('actions.send')}: ${form.title}`} data-testid="send-form-button">
              <Send aria-hidden="true" className="size-4" />
              <span className="hidden md:inline">{t('actions.send')}</span>
            </Button>
          ) : null}
          <Dropdown>
            <Button size="sm" variant="ghost" isIconOnly aria-label={menuLabel} className="size-8 min-w-8 text-muted" data-testid="form-actions">
              <MoreVertical aria-hidden="true" className="size-4" />
            </Button>
            <Dropdown.Popover placement="bottom end">
              <Dropdown.Menu onAction={onAction} aria-label={menuLabel}>
                {archived ? null : (
                  <Dropdown.Item id="edit" textValue={t('actions.edit')}>
                    <Pencil aria-hidden="true" className="size-4 shrink-0" />
                    <Label>{t('actions.edit')}</Label>
                  </Dropdown.Item>
                )}
                <Dropdown.Item id="duplicate" textValue={t('actions.duplicate')}>
                  <Copy aria-hidden="true" className="size-4 shrink-0" />
                  <Label>{t('actions.duplicate')}</Label>
                </Dropdown.Item>
                {form.publicToken && !archived ? (
                  <Dropdown.Item id="copy-link" textValue={t('actions.copyLink')}>
                    <Link2 aria-hidden="true" className="size-4 shrink-0" />
                    <Label>{t('actions.copyLink')}</Label>
                  </Dropdown.Item>
                ) : null}
                <Dropdown.Item id="archive" textValue={archived ? t('actions.restore') : t('actions.archive')}>
                  {archived ? <ArchiveRestore aria-hidden="true" className="size-4 shrink-0" /> : <Archive aria-hidden="true" className="size-4 shrink-0" />}
                  <Label>{archived ? t('actions.restore') : t('actions.archive')}</Label>
                </Dropdown.Item>
                <Dropdown.Item id="delete" textValue={t('actions.delete')} variant="danger">
                  <Trash2 aria-hidden="true" className="size-4 shrink-0" />
                  <Label>{t('actions.delete')}</Label>
                </Dropdown.Item>
              </Dropdown.Menu>
            </Dropdown.Popover>
          </Dropdown>
        </div>
      </div>
    </li>
  );
}
