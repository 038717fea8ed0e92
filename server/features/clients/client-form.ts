/**
 * The client form judged in one round (issue 34, item 6): every field's own rule (common/schemas/
 * clients.ts), the postal code against the country, a name or code another client of the company
 * already has, and account managers who are not marketeers or admins of the company. A wrong form
 * answers one AppError naming every wrong field; its top-level code is the first in form order
 * that is a 400 (so the answer is a 400 whenever any field is simply wrong), else the first
 * conflict (a duplicate name alone stays 409 CLIENT_NAME_TAKEN).
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ClientCountry } from '../../../common/client-constants.js';
import { errorCatalog, isErrorCode, type ErrorCode } from '../../../common/errors.js';
import { checkPostalCode, createClientRequest, updateClientRequest, type CreateClientInput, type UpdateClientInput } from '../../../common/schemas/clients.js';
import type { Db } from '../../db/database.js';
import { clients, companyUsers } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

/** The form's fields in the order a person reads them (the order of the answer's top-level code). */
const formOrder = ['name', 'code', 'color', 'website', 'kvkNumber', 'vatNumber', 'addressLine', 'postalCode', 'city', 'country', 'notes', 'managerIds'];

type FieldErrors = Record<string, ErrorCode>;

/** Each field parsed on its own, so one wrong field never hides another. */
function parseFields(schema: typeof createClientRequest | typeof updateClientRequest, raw: Record<string, unknown>) {
  const values: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const result = field.safeParse(raw[key]);
    if (result.success) values[key] = result.data;
    else {
      const message = result.error.issues[0]?.message;
      errors[key] = isErrorCode(message) ? message : 'VALIDATION_FAILED';
    }
  }
  return { values, errors };
}

/** The unique names and codes of the company (the unique indexes stay the guard against a race). */
async function takenFields(tx: Db, companyId: string, exceptId: string | null, name: unknown, code: unknown): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const wantsName = typeof name === 'string' && name !== '';
  const wantsCode = typeof code === 'string' && code !== '';
  if (!wantsName && !wantsCode) return errors;
  const others = exceptId ? ne(clients.id, exceptId) : undefined;
  if (wantsName) {
    const [row] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.companyId, companyId), sql`lower(${clients.name}) = lower(${name})`, others))
      .limit(1);
    if (row) errors.name = 'CLIENT_NAME_TAKEN';
  }
  if (wantsCode) {
    const [row] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.companyId, companyId), eq(clients.code, code), others))
      .limit(1);
    if (row) errors.code = 'CLIENT_CODE_TAKEN';
  }
  return errors;
}

/** The account managers must be marketeers or admins of the company; answers them without repeats. */
async function checkManagers(tx: Db, companyId: string, ids: readonly string[]): Promise<string[] | null> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await tx
    .select({ userId: companyUsers.userId })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), inArray(companyUsers.userId, wanted), inArray(companyUsers.role, ['admin', 'marketeer'])));
  return rows.length === wanted.length ? wanted : null;
}

function refuse(errors: FieldErrors): never {
  const ordered = Object.keys(errors).sort((a, b) => orderOf(a) - orderOf(b));
  const codes = ordered.map((field) => errors[field]!);
  const top = codes.find((code) => errorCatalog[code].status === 400) ?? codes[0]!;
  const fields: Record<string, string> = {};
  for (const field of ordered) fields[field] = errors[field]!;
  throw new AppError(top, { fields });
}

function orderOf(field: string): number {
  const index = formOrder.indexOf(field);
  return index === -1 ? formOrder.length : index;
}

export interface CheckedCreate extends CreateClientInput {
  country: ClientCountry;
  postalCode: string | null;
}

/** POST /api/clients: the new client's values, or AppError naming every wrong field. */
export async function checkNewClient(tx: Db, companyId: string, raw: Record<string, unknown>): Promise<CheckedCreate> {
  const { values, errors } = parseFields(createClientRequest, raw);
  const country = (values.country as ClientCountry | undefined) ?? 'NL';
  let postalCode: string | null = null;
  if (!errors.postalCode && !errors.country) {
    const checked = checkPostalCode(values.postalCode as string | null | undefined, country);
    if (checked === 'invalid') errors.postalCode = 'CLIENT_POSTAL_CODE_INVALID';
    else postalCode = checked;
  }
  Object.assign(errors, await takenFields(tx, companyId, null, errors.name ? null : values.name, errors.code ? null : values.code));
  let managerIds: string[] = [];
  if (!errors.managerIds) {
    const checked = await checkManagers(tx, companyId, values.managerIds as string[]);
    if (checked === null) errors.managerIds = 'CLIENT_MANAGER_UNKNOWN';
    else managerIds = checked;
  }
  if (Object.keys(errors).length > 0) refuse(errors);
  return { ...createClientRequest.parse(raw), country, postalCode, managerIds };
}

export interface CheckedUpdate extends UpdateClientInput {
  /** Set (normalised) when the postal code or the country was given: the code checked against the country it will have. */
  postalCode?: string | null;
}

/** PATCH /api/clients/:id: the changes, checked against the client as it is, or AppError naming every wrong field. */
export async function checkClientChanges(
  tx: Db,
  current: { id: string; companyId: string; country: ClientCountry; postalCode: string | null },
  raw: Record<string, unknown>,
): Promise<CheckedUpdate> {
  const { values, errors } = parseFields(updateClientRequest, raw);
  const given = (key: string) => raw[key] !== undefined;
  let postalCode: string | null | undefined;
  if ((given('postalCode') || given('country')) && !errors.postalCode && !errors.country) {
    const country = (values.country as ClientCountry | undefined) ?? current.country;
    const code = given('postalCode') ? (values.postalCode as string | null | undefined) : current.postalCode;
    const checked = checkPostalCode(code, country);
    if (checked === 'invalid') errors.postalCode = 'CLIENT_POSTAL_CODE_INVALID';
    else postalCode = checked;
  }
  Object.assign(errors, await takenFields(tx, current.companyId, current.id, errors.name ? null : values.name, errors.code ? null : values.code));
  let managerIds: string[] | undefined;
  if (given('managerIds') && !errors.managerIds) {
    const checked = await checkManagers(tx, current.companyId, values.managerIds as string[]);
    if (checked === null) errors.managerIds = 'CLIENT_MANAGER_UNKNOWN';
    else managerIds = checked;
  }
  if (Object.keys(errors).length > 0) refuse(errors);
  const parsed = updateClientRequest.parse(raw);
  return {
    ...parsed,
    ...(postalCode !== undefined ? { postalCode } : {}),
    ...(managerIds !== undefined ? { managerIds } : {}),
  };
}
