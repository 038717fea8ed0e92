import { Button } from '@heroui/react';
import { Plus, UsersRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Client, ClientContact } from '../../../../../common/schemas/clients';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useDeleteContact } from '../api/delete-contact';
import { useInviteContact } from '../api/invite-contact';
import { ClientSection, CountBadge } from './client-section';
import { ContactFormDialog } from './contact-form-dialog';
import { ContactRow } from './contact-row';

interface ClientContactsProps {
  companyId: string;
  client: Client;
  contacts: readonly ClientContact[];
  /** An archived client takes no new contacts and sends no invitations. */
  archived: boolean;
}

type Editing = { mode: 'create' } | { mode: 'edit'; contact: ClientContact } | null;

/** Contactpersonen: each with their portal access, add/edit/delete, and the portal invitation. */
export function ClientContacts({ companyId, client, contacts, archived }: ClientContactsProps) {
  const { t } = useTranslation('clients');
  const errorText = useErrorText();
  const invite = useInviteContact(companyId);
  const remove = useDeleteContact(companyId);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<ClientContact | null>(null);
  // `contact=<id>` (a contact found with Ctrl-K): that row in view and marked.
  const [searchParams] = useSearchParams();
  const focusId = searchParams.get('contact');
  const focused = contacts.some((contact) => contact.id === focusId) ? focusId : null;
  useEffect(() => {
    if (!focused) return;
    document.querySelector(`[data-testid="contact-row"][data-id="${CSS.escape(focused)}"]`)?.scrollIntoView({ block: 'center' });
  }, [focused]);

  const sendInvite = (contact: ClientContact) =>
    invite.mutate(
      { clientId: client.id, contactId: contact.id },
      {
        onSuccess: (updated) =>
          updated.portal.status === 'active'
            ? toast.success(t('contacts.joined', { name: updated.name }))
            : toast.success(t('contacts.invited'), { description: t('contacts.invitedBody', { name: updated.name }) }),
        onError: (error) => toast.danger(t('contacts.inviteFailed'), { description: errorText(error) }),
      },
    );

  const confirmRemove = () => {
    const contact = removing;
    if (!contact) return;
    remove.mutate(
      { clientId: client.id, contactId: contact.id },
      {
        onSuccess: () => toast.success(t('contacts.remove.done'), { description: contact.name }),
        onError: (error) => toast.danger(t('contacts.remove.failed'), { description: errorText(error) }),
        onSettled: () => setRemoving(null),
      },
    );
  };

  return (
    <ClientSection
      id="client-contacts"
      icon={UsersRound}
      title={t('contacts.title')}
      badge={<CountBadge count={contacts.length} />}
      action={
        archived ? null : (
          <Button size="sm" variant="secondary" onPress={() => setEditing({ mode: 'create' })} data-testid="add-contact-button">
            <Plus aria-hidden="true" />
            {t('contacts.add')}
          </Button>
        )
      }
    >
      {contacts.length === 0 ? (
        <p className="text-sm text-muted">{t('contacts.empty')}</p>
      ) : (
        <ul aria-label={t('contacts.label', { name: client.name })} className="flex flex-col divide-y divide-border">
          {contacts.map((contact) => (
            <ContactRow
              key={contact.id}
              contact={contact}
              highlighted={contact.id === focused}
              archived={archived}
              inviting={invite.isPending && invite.variables.contactId === contact.id}
              onInvite={() => sendInvite(contact)}
              onEdit={() => setEditing({ mode: 'edit', contact })}
              onDelete={() => setRemoving(contact)}
            />
          ))}
        </ul>
      )}
      {editing ? (
        <ContactFormDialog
          companyId={companyId}
          clientId={client.id}
          contact={editing.mode === 'edit' ? editing.contact : undefined}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={removing !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
        title={t('contacts.remove.title')}
        confirmLabel={t('contacts.remove.confirm')}
        busyLabel={t('contacts.remove.busy')}
        isBusy={remove.isPending}
      >
        <p>
          {removing?.portal.status === 'active'
            ? t('contacts.remove.bodyAccess', { name: removing.name, client: client.name })
            : t('contacts.remove.body', { name: removing?.name ?? '', client: client.name })}
        </p>
      </ConfirmDialog>
    </ClientSection>
  );
}
