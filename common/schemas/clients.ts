/**
 * The API of clients (issue 19): /api/clients (the agency's team) and /api/portal (a client user,
 * and a marketeer's read-only "Bekijk als klant"). Field rules in common/rules/client-fields.ts.
 */
import { z } from 'zod';
import { clientCountries, clientLimits, clientStatuses, contactPortalStatuses } from '../client-constants.js';
import type { ErrorCode } from '../errors.js';
import { avatarPalette } from '../rules/avatar.js';
import { normalizeClientCode, normalizeKvk, normalizePostalCode, normalizeVat, normalizeWebsite } from '../rules/client-fields.js';
import { normalizePhone } from '../rules/phone.js';
import { adPlatform, person } from './ad-accounts.js';
import { characterCount, fail, oneLineText } from './text-rules.js';

// ---------------------------------------------------------------- answers

export const clientManager = person;

export const clientSummary = z.object({
  id: z.string().uuid(),
  name: z.string(),
  code: z.string().nullable(),
  color: z.string().nullable(),
});
export type ClientSummary = z.infer<typeof clientSummary>;

export const client = clientSummary.extend({
  website: z.string().nullable(),
  kvkNumber: z.string().nullable(),
  vatNumber: z.string().nullable(),
  addressLine: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.enum(clientCountries),
  notes: z.string().nullable(),
  status: z.enum(clientStatuses),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastActivityAt: z.string(),
  managers: z.array(clientManager),
});
export type Client = z.infer<typeof client>;

/** A row of /clients: the client with its account managers and counts. */
export const clientListItem = clientSummary.extend({
  status: z.enum(clientStatuses),
  managers: z.array(clientManager),
  accountCount: z.number().int(),
  contactCount: z.number().int(),
  /** What is open for the client (unresolved notes today; later features add theirs). */
  openItemCount: z.number().int(),
  lastActivityAt: z.string(),
});
export type ClientListItem = z.infer<typeof clientListItem>;

export const clientListResponse = z.object({ clients: z.array(clientListItem), nextCursor: z.string().nullable() });
export type ClientListResponse = z.infer<typeof clientListResponse>;

/** The company's active clients by name, for pickers (an account's or a note's client). */
export const clientOptionsResponse = z.object({ clients: z.array(z.object({ id: z.string().uuid(), name: z.string() })) });
export type ClientOptionsResponse = z.infer<typeof clientOptionsResponse>;

export const contactPortal = z.object({
  status: z.enum(contactPortalStatuses),
  /** When the open invitation was sent (status invited). */
  invitedAt: z.string().nullable(),
  /** The account's newest session activity (status active). */
  lastSignInAt: z.string().nullable(),
});

export const clientContact = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string().nullable(),
  /** E.164. */
  phone: z.string().nullable(),
  jobTitle: z.string().nullable(),
  portal: contactPortal,
});
export type ClientContact = z.infer<typeof clientContact>;

export const clientAccount = z.object({
  id: z.string().uuid(),
  accountId: z.string(),
  platform: adPlatform,
  name: z.string(),
  status: z.string(),
});
export type ClientAccount = z.infer<typeof clientAccount>;

/** An ad account as "Account koppelen" offers it to a client. */
export const linkableAccount = z.object({
  id: z.string().uuid(),
  accountId: z.string(),
  platform: adPlatform,
  name: z.string(),
  /** The client it is linked to now (this one or another), or null. */
  client: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
  /** Linked to another client, and the actor may move it from there (common/rules/client-account-move.ts). */
  canMove: z.boolean(),
});
export type LinkableAccount = z.infer<typeof linkableAccount>;

/** GET /api/clients/:id/linkable-accounts: the company's ad accounts by name. */
export const linkableAccountsResponse = z.object({ accounts: z.array(linkableAccount) });
export type LinkableAccountsResponse = z.infer<typeof linkableAccountsResponse>;

/** GET /api/clients/:id */
export const clientDetailResponse = z.object({
  client,
  contacts: z.array(clientContact),
  accounts: z.array(clientAccount),
});
export type ClientDetailResponse = z.infer<typeof clientDetailResponse>;

export const clientActivity = z.object({
  id: z.string().uuid(),
  kind: z.string(),
  actor: person.nullable(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  visibleToClient: z.boolean(),
  createdAt: z.string(),
});
export type ClientActivity = z.infer<typeof clientActivity>;

export const clientActivityResponse = z.object({ activities: z.array(clientActivity), nextCursor: z.string().nullable() });
export type ClientActivityResponse = z.infer<typeof clientActivityResponse>;

// ---------------------------------------------------------------- requests

export const clientListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum([...clientStatuses, 'all']).default('active'),
  /** Only the clients this colleague looks after (the sidebar's marketeer selector). */
  manager: z.string().uuid().optional(),
  limit: z.coerce.number().int().min(1).max(clientLimits.pageSize).optional(),
  cursor: z.string().min(1).max(600).optional(),
});
export type ClientListQuery = z.input<typeof clientListQuery>;
export type ClientListFilters = z.infer<typeof clientListQuery>;

/** An optional text field: empty becomes null; otherwise `normalize` or the error code. */
function optionalField(code: ErrorCode, max: number, normalize: (text: string) => string | null) {
  return z
    .string()
    .trim()
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      const normalized = characterCount(value) <= max ? normalize(value) : null;
      if (normalized === null) {
        ctx.addIssue({ code: 'custom', message: code });
        return z.NEVER;
      }
      return normalized;
    });
}

const optionalLine = (max: number, code: ErrorCode) =>
  oneLineText({ max, tooLong: code })
    .nullish()
    .transform((v) => v || null);

const clientName = oneLineText({ max: clientLimits.nameMax, tooLong: 'CLIENT_NAME_TOO_LONG', required: 'CLIENT_NAME_REQUIRED' });
const paletteKeys = avatarPalette.map((c) => c.key) as [string, ...string[]];

const clientFields = {
  code: optionalField('CLIENT_CODE_INVALID', clientLimits.codeMax, normalizeClientCode),
  color: z
    .enum(paletteKeys, { message: 'CLIENT_COLOR_INVALID' })
    .nullish()
    .transform((v) => v ?? null),
  website: optionalField('CLIENT_WEBSITE_INVALID', clientLimits.websiteMax, normalizeWebsite),
  kvkNumber: optionalField('CLIENT_KVK_INVALID', 20, normalizeKvk),
  vatNumber: optionalField('CLIENT_VAT_INVALID', 20, normalizeVat),
  addressLine: optionalLine(clientLimits.addressMax, 'CLIENT_ADDRESS_TOO_LONG'),
  postalCode: z.string().trim().max(12, { message: 'CLIENT_POSTAL_CODE_INVALID' }).nullish(),
  city: optionalLine(clientLimits.cityMax, 'CLIENT_CITY_TOO_LONG'),
  country: z.enum(clientCountries, { message: 'CLIENT_COUNTRY_INVALID' }).optional(),
  notes: z
    .string()
    .trim()
    .refine((n) => characterCount(n) <= clientLimits.notesMax, fail('CLIENT_NOTES_TOO_LONG'))
    .nullish()
    .transform((n) => n || null),
  managerIds: z.array(z.string().uuid({ message: 'CLIENT_MANAGER_UNKNOWN' })).max(clientLimits.managersMax, { message: 'CLIENT_MANAGERS_TOO_MANY' }),
};

/**
 * The postal code is checked against the country (given, or the client's: the server passes it),
 * so it is normalised here and not per field.
 */
export function checkPostalCode(postalCode: string | null | undefined, country: (typeof clientCountries)[number]): string | null | 'invalid' {
  if (!postalCode) return null;
  return normalizePostalCode(postalCode, country) ?? 'invalid';
}

/** POST /api/clients */
export const createClientRequest = z.object({
  name: clientName,
  ...clientFields,
  managerIds: clientFields.managerIds.default([]),
});
export type CreateClientRequest = z.input<typeof createClientRequest>;
export type CreateClientInput = z.infer<typeof createClientRequest>;

/** PATCH /api/clients/:id: the fields given change (null clears an optional one). */
export const updateClientRequest = z.object({
  name: clientName.optional(),
  code: clientFields.code.optional(),
  color: clientFields.color.optional(),
  website: clientFields.website.optional(),
  kvkNumber: clientFields.kvkNumber.optional(),
  vatNumber: clientFields.vatNumber.optional(),
  addressLine: clientFields.addressLine.optional(),
  postalCode: clientFields.postalCode,
  city: clientFields.city.optional(),
  country: clientFields.country,
  notes: clientFields.notes.optional(),
  managerIds: clientFields.managerIds.optional(),
});
export type UpdateClientRequest = z.input<typeof updateClientRequest>;
export type UpdateClientInput = z.infer<typeof updateClientRequest>;

/**
 * The body of POST and PATCH /api/clients as the route takes it: any JSON object. The rules above
 * run in the service, field by field, together with the checks that need the database (postal
 * code against the client's country, a name or code already taken, account managers), so one 400
 * names every wrong field (server/features/clients/client-form.ts).
 */
export const clientFormBody = z.record(z.string(), z.unknown(), { message: 'VALIDATION_FAILED' });

/** PUT /api/clients/:id/status */
export const clientStatusRequest = z.object({ status: z.enum(clientStatuses) });

/**
 * PUT /api/clients/:id/accounts/:accountId (no body, or this one). An account linked to another
 * client moves only with `move: true` (else 409 CLIENT_ACCOUNT_LINKED_ELSEWHERE), and only for
 * admins and that client's account managers (403 CLIENT_ACCOUNT_MOVE_FORBIDDEN).
 */
export const linkAccountRequest = z.object({ move: z.boolean().optional() }).nullish();
export type LinkAccountRequest = z.input<typeof linkAccountRequest>;

/** DELETE /api/clients/:id (admins): the client's name typed again, as a confirmation. */
export const deleteClientRequest = z.object({ confirmName: z.string().max(clientLimits.nameMax + 20) });

const contactEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(clientLimits.emailMax, { message: 'EMAIL_INVALID' })
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    if (!z.string().email().safeParse(value).success) {
      ctx.addIssue({ code: 'custom', message: 'EMAIL_INVALID' });
      return z.NEVER;
    }
    return value;
  });

const contactFields = {
  name: oneLineText({ max: clientLimits.contactNameMax, tooLong: 'CLIENT_CONTACT_NAME_TOO_LONG', required: 'CLIENT_CONTACT_NAME_REQUIRED' }),
  email: contactEmail,
  phone: optionalField('CLIENT_CONTACT_PHONE_INVALID', 30, normalizePhone),
  jobTitle: optionalLine(clientLimits.contactRoleMax, 'CLIENT_CONTACT_ROLE_TOO_LONG'),
};

/** POST /api/clients/:id/contacts */
export const createContactRequest = z.object(contactFields);
export type CreateContactRequest = z.input<typeof createContactRequest>;
export type CreateContactInput = z.infer<typeof createContactRequest>;

/** PATCH /api/clients/:id/contacts/:contactId */
export const updateContactRequest = z.object({
  name: contactFields.name.optional(),
  email: contactFields.email.optional(),
  phone: contactFields.phone.optional(),
  jobTitle: contactFields.jobTitle.optional(),
});
export type UpdateContactRequest = z.input<typeof updateContactRequest>;
export type UpdateContactInput = z.infer<typeof updateContactRequest>;

export const contactResponse = z.object({ contact: clientContact });

/** GET /api/clients/:id/activity */
export const clientActivityQuery = z.object({ cursor: z.string().min(1).max(200).optional() });

// ---------------------------------------------------------------- the portal

export const portalAgency = z.object({
  name: z.string(),
  /** /api/portal/logo/:companyId?v=…, or null without a logo. */
  logoUrl: z.string().nullable(),
  brandColor: z.string().nullable(),
});
export type PortalAgency = z.infer<typeof portalAgency>;

/**
 * The portal's access (issue 34): `open` with a client to show; without one, `closed` when the
 * agency ended the person's access (the client archived or deleted, the contact removed), else
 * `waiting` (a client user not linked to a client yet).
 */
export const portalAccessStates = ['open', 'closed', 'waiting'] as const;
export type PortalAccess = (typeof portalAccessStates)[number];

/** GET /api/portal/me: the agency and the clients the user is linked to. */
export const portalMeResponse = z.object({ agency: portalAgency, clients: z.array(clientSummary), access: z.enum(portalAccessStates) });
export type PortalMeResponse = z.infer<typeof portalMeResponse>;

/** Something that waits for the client (a form to fill in, a creative to review…), from the features' providers. */
export const portalActionItem = z.object({
  kind: z.string(),
  id: z.string(),
  title: z.string(),
  deadline: z.string().nullable(),
  /**
   * What `deadline` is: the time to act by (absent: a deadline), or — for an appointment to answer —
   * when the appointment starts (its day only for an all-day one). The overview says which.
   */
  timeKind: z.enum(['deadline', 'appointment', 'all-day-appointment']).optional(),
  /** The portal route that opens it. */
  href: z.string(),
});
export type PortalActionItem = z.infer<typeof portalActionItem>;

export const portalActivity = z.object({
  id: z.string().uuid(),
  kind: z.string(),
  actorName: z.string().nullable(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  createdAt: z.string(),
});
export type PortalActivity = z.infer<typeof portalActivity>;

/** GET /api/portal/clients/:clientId/overview: "Overzicht". */
export const portalOverviewResponse = z.object({
  client: clientSummary.extend({ website: z.string().nullable() }),
  actionRequired: z.array(portalActionItem),
  /** The client's account managers: who to reach, by e-mail. */
  managers: z.array(person),
  activity: z.array(portalActivity),
});
export type PortalOverviewResponse = z.infer<typeof portalOverviewResponse>;

/** GET /api/clients/:id/portal-preview: the portal as that client sees it, for "Bekijk als klant". */
export const portalPreviewResponse = z.object({ me: portalMeResponse, overview: portalOverviewResponse });
export type PortalPreviewResponse = z.infer<typeof portalPreviewResponse>;

// ---------------------------------------------------------------- the agency's branding (Settings → Bedrijf)

/** GET /api/company/branding; the answer of every branding change. */
export const brandingResponse = z.object({ agency: portalAgency });
export type BrandingResponse = z.infer<typeof brandingResponse>;

/** PATCH /api/company/branding: #rrggbb, or null / '' for none. */
export const brandColorRequest = z.object({ brandColor: z.string().max(20, { message: 'BRAND_COLOR_INVALID' }).nullable() });

/** On the company channel (the team): this client changed — its details, contacts, timeline or linked accounts. */
export interface ClientsChangedEvent {
  name: 'clients.changed';
  id: string;
}

/**
 * On the portal channel (`portal:<companyId>`), only to the client users it is for: the portal's
 * data of this client changed, or (clientId null) the agency's own look.
 */
export interface PortalChangedEvent {
  name: 'portal.changed';
  clientId: string | null;
}
