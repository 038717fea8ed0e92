/**
 * The demo workspace's forms (SEED_DEMO): the lead form "Offerteaanvraag" (published as version 1,
 * with a public link) and its submission from Bakkerij De Gouden Korrel, which the demo `formulier`
 * notification opens; and "Maandelijkse check-in" from the starter template, published and sent to
 * the bakery with a deadline in five days (on the calendar, in the bakery's portal).
 */
import { randomBytes } from 'node:crypto';
import { formSettings, type FormSchema } from '../../../common/forms/form-schema.js';
import { starterTemplates } from '../../../common/forms/starter-templates.js';
import type { Db } from '../../db/database.js';
import { formAssignments, formSubmissions, formVersions, forms } from '../../db/schema/index.js';
import { answersText } from './versions.js';

const demoClientName = 'Bakkerij De Gouden Korrel';
const hour = 60 * 60_000;
const day = 24 * hour;

const quoteSchema: FormSchema = {
  pages: [
    {
      id: 'aanvraag',
      fields: [
        { id: 'naam', label: 'Naam', type: 'short_text', required: true, maxLength: 200 },
        { id: 'email', label: 'E-mailadres', type: 'email', required: true },
        { id: 'telefoon', label: 'Telefoonnummer', type: 'phone', required: false },
        {
          id: 'budget',
          label: 'Maandbudget',
          type: 'dropdown',
          required: false,
          options: [
            { value: 'tot_500', label: '< € 500' },
            { value: '500_2000', label: '€ 500 – € 2.000' },
            { value: 'vanaf_2000', label: '> € 2.000' },
          ],
        },
        { id: 'bericht', label: 'Waar kunnen we je mee helpen?', type: 'long_text', required: true, maxLength: 5000 },
      ],
    },
  ],
};

interface DemoFormInput {
  companyId: string;
  /** The demo clients by name (seedDemoClients). */
  clientIds: Map<string, string>;
  team: { eva: string; sanne: string };
  now: Date;
}

async function publishedForm(
  tx: Db,
  input: {
    companyId: string;
    title: string;
    description: string;
    kind: 'form' | 'ad_brief';
    schema: FormSchema;
    ownerId: string;
    at: Date;
    publicLink: boolean;
  },
) {
  const [form] = await tx
    .insert(forms)
    .values({
      companyId: input.companyId,
      title: input.title,
      description: input.description,
      formData: input.schema,
      kind: input.kind,
      status: 'published',
      settings: formSettings.parse({ publicLink: input.publicLink }),
      currentVersion: 1,
      publicToken: input.publicLink ? randomBytes(32).toString('base64url') : null,
      ownerId: input.ownerId,
      revision: 2,
      createdAt: new Date(input.at.getTime() - day),
      updatedAt: input.at,
    })
    .returning({ id: forms.id });
  await tx.insert(formVersions).values({
    formId: form!.id,
    companyId: input.companyId,
    version: 1,
    title: input.title,
    description: input.description,
    formData: input.schema,
    publishedBy: input.ownerId,
    publishedAt: input.at,
  });
  return form!.id;
}

export async function seedDemoForm(tx: Db, input: DemoFormInput): Promise<{ formId: string; submissionId: string; title: string; clientName: string }> {
  const { companyId, now, team } = input;
  const bakery = input.clientIds.get(demoClientName) ?? null;
  const title = 'Offerteaanvraag';
  const formId = await publishedForm(tx, {
    companyId,
    title,
    description: 'Vraag een vrijblijvende offerte aan voor online advertenties.',
    kind: 'form',
    schema: quoteSchema,
    ownerId: team.eva,
    at: new Date(now.getTime() - 30 * day),
    publicLink: true,
  });
  const answers = {
    naam: 'Petra de Boer',
    email: 'petra@degoudenkorrel.nl',
    telefoon: '06 12 34 56 78',
    budget: '500_2000',
    bericht: 'Wij openen in mei een tweede vestiging en willen daar in de regio Utrecht campagnes voor op Facebook en Instagram.',
  };
  const submittedAt = new Date(now.getTime() - 2 * hour);
  const [submission] = await tx
    .insert(formSubmissions)
    .values({
      formId,
      companyId,
      version: 1,
      clientId: bakery,
      source: 'demo',
      state: 'submitted',
      status: 'new',
      submissionData: answers,
      searchText: answersText(quoteSchema, answers),
      // The budget was changed an hour after sending (the team's form_modification in demo-inbox.ts).
      changedFieldIds: ['budget'],
      submittedAt,
      createdAt: submittedAt,
      updatedAt: new Date(now.getTime() - hour),
    })
    .returning({ id: formSubmissions.id });

  // A check-in sent to the bakery, due in five days: on the calendar and in the bakery's portal.
  const checkIn = starterTemplates.monthly_check_in;
  const checkInId = await publishedForm(tx, {
    companyId,
    title: checkIn.title,
    description: checkIn.description,
    kind: checkIn.kind,
    schema: checkIn.schema,
    ownerId: team.sanne,
    at: new Date(now.getTime() - 3 * day),
    publicLink: false,
  });
  if (bakery) {
    await tx.insert(formAssignments).values({
      formId: checkInId,
      companyId,
      clientId: bakery,
      deadline: new Date(now.getTime() + 5 * day),
      sentBy: team.sanne,
      sentAt: new Date(now.getTime() - 3 * day + hour),
    });
  }
  return { formId, submissionId: submission!.id, title, clientName: demoClientName };
}
