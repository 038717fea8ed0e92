/**
 * Forms for the answer side's tests, inserted directly (the builder's API is the manage side's):
 * a form with published versions, a send to a client, and helpers to publish a new version or
 * change settings.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { formSchema, type FormFieldInput, type FormSettings } from '../../../../common/forms/form-schema.js';
import type { Db } from '../../../db/database.js';
import { formAssignments, formVersions, forms } from '../../../db/schema/index.js';

export interface TestForm {
  id: string;
  companyId: string;
  publicToken: string;
}

export async function createPublishedForm(
  db: Db,
  input: {
    companyId: string;
    ownerId?: string | null;
    title?: string;
    fields: FormFieldInput[][];
    settings?: Partial<FormSettings>;
    kind?: 'form' | 'ad_brief';
    publicLink?: boolean;
  },
): Promise<TestForm> {
  const schema = formSchema.parse({ pages: input.fields.map((fields, i) => ({ id: `p${i + 1}`, title: `Stap ${i + 1}`, fields })) });
  const publicToken = randomBytes(32).toString('base64url');
  const [form] = await db
    .insert(forms)
    .values({
      companyId: input.companyId,
      title: input.title ?? 'Intake nieuwe klant',
      description: 'Vertel ons over je bedrijf.',
      formData: schema,
      kind: input.kind ?? 'form',
      status: 'published',
      settings: { ...input.settings, publicLink: input.publicLink ?? false },
      currentVersion: 1,
      publicToken: input.publicLink ? publicToken : null,
      ownerId: input.ownerId ?? null,
    })
    .returning({ id: forms.id });
  await db
    .insert(formVersions)
    .values({ formId: form!.id, companyId: input.companyId, version: 1, title: input.title ?? 'Intake nieuwe klant', formData: schema });
  return { id: form!.id, companyId: input.companyId, publicToken };
}

/** Publishes a new version with these pages (version + 1). */
export async function publishVersion(db: Db, form: TestForm, fields: FormFieldInput[][]): Promise<number> {
  const schema = formSchema.parse({ pages: fields.map((f, i) => ({ id: `p${i + 1}`, fields: f })) });
  const [row] = await db.select({ v: forms.currentVersion }).from(forms).where(eq(forms.id, form.id));
  const version = (row?.v ?? 0) + 1;
  await db.insert(formVersions).values({ formId: form.id, companyId: form.companyId, version, title: 'v', formData: schema });
  await db.update(forms).set({ currentVersion: version, formData: schema }).where(eq(forms.id, form.id));
  return version;
}

export async function setFormSettings(db: Db, form: TestForm, settings: Partial<FormSettings>): Promise<void> {
  const [row] = await db.select({ settings: forms.settings }).from(forms).where(eq(forms.id, form.id));
  await db
    .update(forms)
    .set({ settings: { ...(row?.settings as object), ...settings } })
    .where(eq(forms.id, form.id));
}

export async function sendForm(db: Db, form: TestForm, clientId: string, deadline: Date | null = null): Promise<string> {
  const [row] = await db
    .insert(formAssignments)
    .values({ formId: form.id, companyId: form.companyId, clientId, deadline })
    .returning({ id: formAssignments.id });
  return row!.id;
}
