/**
 * A contact_event_update's changed fields (GET /api/calendar/events/:id?notification= answers
 * them as the server names them: 'start', 'contact.phone', 'ownerId', …) → the rows of the event
 * card that show them, so each changed row gets the "Gewijzigd" mark. Unknown names are ignored.
 */

export const cardRows = [
  'kind',
  'title',
  'time',
  'recurrence',
  'owner',
  'client',
  'status',
  'contactType',
  'priority',
  'contactName',
  'company',
  'email',
  'phone',
  'location',
  'description',
  'reminders',
] as const;
export type CardRow = (typeof cardRows)[number];

const rowOfField: Record<string, CardRow> = {
  kind: 'kind',
  title: 'title',
  start: 'time',
  end: 'time',
  allday: 'time',
  timezone: 'time',
  time: 'time',
  recurrence: 'recurrence',
  owner: 'owner',
  ownerid: 'owner',
  client: 'client',
  clientid: 'client',
  status: 'status',
  type: 'contactType',
  contacttype: 'contactType',
  priority: 'priority',
  contactpriority: 'priority',
  name: 'contactName',
  contactname: 'contactName',
  company: 'company',
  contactcompany: 'company',
  email: 'email',
  contactemail: 'email',
  phone: 'phone',
  contactphone: 'phone',
  location: 'location',
  description: 'description',
  reminders: 'reminders',
};

/** 'contact.phone', 'contact_phone', 'contactPhone' → 'phone'; 'recurrence.until' → 'recurrence'. */
function rowOf(field: string): CardRow | null {
  const parts = field.split('.');
  const head = parts[0]!.replace(/_/g, '').toLowerCase();
  if (head === 'contact' && parts.length > 1) return rowOfField[parts[1]!.replace(/_/g, '').toLowerCase()] ?? null;
  if (head === 'contact') return 'contactType';
  return rowOfField[head] ?? null;
}

/** The card rows to mark as changed. */
export function changedRows(changedFields: readonly string[]): ReadonlySet<CardRow> {
  const rows = new Set<CardRow>();
  for (const field of changedFields) {
    const row = rowOf(field);
    if (row) rows.add(row);
  }
  return rows;
}
