import { Button } from '@heroui/react';
import { Mail, Pencil, Phone, Send, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../../../../common/rules/phone';
import type { ClientContact } from '../../../../../common/schemas/clients';
import { useNow } from '../../../lib/use-now';
import { useTimeText } from '../../../lib/use-time-text';

interface ContactRowProps {
  contact: ClientContact;
  /** The contact the address names (`contact=<id>`, from Ctrl-K). */
  highlighted?: boolean;
  archived: boolean;
  inviting: boolean;
  onInvite: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** "Geen toegang", "Uitgenodigd" (with the date) or "Actief" (with the last sign-in). */
function PortalChip({ contact }: { contact: ClientContact }) {
  const { t } = useTranslation('clients');
  const time = useTimeText();
  const now = useNow();
  const { status, invitedAt, lastSignInAt } = contact.portal;
  const styles = {
    none: 'bg-default text-foreground',
    invited: 'bg-accent-soft text-accent-soft-foreground',
    active: 'bg-success-soft text-success-soft-foreground',
  } as const;
  const detail =
    status === 'invited' && invitedAt
      ? t('contacts.portal.invitedOn', { date: time.date(invitedAt) })
      : status === 'active'
        ? lastSignInAt
          ? t('contacts.portal.lastSignIn', { time: time.relativeInSentence(lastSignInAt, now) })
          : t('contacts.portal.neverSignedIn')
        : null;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-xs" data-testid="contact-portal" data-status={status}>
      <span className={`rounded-full px-2 py-0.5 font-medium ${styles[status]}`}>{t(`contacts.portal.${status}`)}</span>
      {detail ? <span className="text-muted">{detail}</span> : null}
    </span>
  );
}

/** One contact person: name and function, e-mail and phone as links, portal access and the actions. */
export function ContactRow({ contact, highlighted = false, archived, inviting, onInvite, onEdit, onDelete }: ContactRowProps) {
  const { t } = useTranslation('clients');
  const { status } = contact.portal;
  const phone = contact.phone ? formatPhone(contact.phone) : null;

  return (
    <li
      className={`flex flex-col gap-2 py-3 first:pt-0 last:pb-0 ${highlighted ? '-mx-2 rounded-lg bg-accent-soft/50 px-2 ring-2 ring-accent first:pt-3 last:pb-3' : ''}`}
      data-testid="contact-row"
      data-id={contact.id}
      data-highlighted={highlighted || undefined}
      aria-current={highlighted || undefined}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words text-foreground">{contact.name}</p>
          {contact.jobTitle ? <p className="text-sm break-words text-muted">{contact.jobTitle}</p> : null}
        </div>
        <PortalChip contact={contact} />
      </div>
      {contact.email || phone ? (
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {contact.email ? (
            <a href={`mailto:${contact.email}`} className="inline-flex min-w-0 items-center gap-1.5 break-all text-accent underline-offset-2 hover:underline">
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {contact.email}
            </a>
          ) : null}
          {contact.phone && phone ? (
            <a href={`tel:${contact.phone}`} className="inline-flex items-center gap-1.5 text-accent tabular-nums underline-offset-2 hover:underline">
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              {phone}
            </a>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {status !== 'active' && !archived ? (
          <Button size="sm" variant="secondary" onPress={onInvite} isDisabled={!contact.email || inviting} data-testid="invite-contact-button">
            <Send aria-hidden="true" />
            {inviting ? t('contacts.inviteBusy') : status === 'invited' ? t('contacts.reinvite') : t('contacts.invite')}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onPress={onEdit} aria-label={t('contacts.editLabel', { name: contact.name })}>
          <Pencil aria-hidden="true" />
          {t('contacts.edit')}
        </Button>
        <Button size="sm" variant="ghost" className="text-danger" onPress={onDelete} aria-label={t('contacts.deleteLabel', { name: contact.name })}>
          <Trash2 aria-hidden="true" />
          {t('contacts.delete')}
        </Button>
        {status !== 'active' && !archived && !contact.email ? <span className="text-xs text-muted">{t('contacts.noEmailHint')}</span> : null}
      </div>
    </li>
  );
}
