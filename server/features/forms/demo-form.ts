/** The demo workspace's form and one submission (SEED_DEMO), which a demo `formulier` notification opens. */
import type { Db } from '../../db/database.js';
import { formSubmissions, forms } from '../../db/schema/index.js';

export async function seedDemoForm(tx: Db, companyId: string, now: Date): Promise<{ formId: string; submissionId: string; title: string }> {
  const title = 'Offerteaanvraag';
  const [form] = await tx
    .insert(forms)
    .values({
      companyId,
      title,
      description: 'Vraag een vrijblijvende offerte aan voor online advertenties.',
      formData: {
        fields: [
          { id: 'naam', label: 'Naam', type: 'text', required: true },
          { id: 'email', label: 'E-mailadres', type: 'email', required: true },
          { id: 'telefoon', label: 'Telefoonnummer', type: 'tel', required: false },
          { id: 'budget', label: 'Maandbudget', type: 'select', options: ['< € 500', '€ 500 – € 2.000', '> € 2.000'] },
          { id: 'bericht', label: 'Waar kunnen we je mee helpen?', type: 'textarea', required: true },
        ],
      },
      createdAt: new Date(now.getTime() - 30 * 24 * 60 * 60_000),
      updatedAt: new Date(now.getTime() - 4 * 24 * 60 * 60_000),
    })
    .returning({ id: forms.id });
  const [submission] = await tx
    .insert(formSubmissions)
    .values({
      formId: form!.id,
      companyId,
      submissionData: {
        naam: 'Petra de Boer',
        email: 'petra@degoudenkorrel.nl',
        telefoon: '06 12 34 56 78',
        budget: '€ 500 – € 2.000',
        bericht: 'Wij openen in mei een tweede vestiging en willen daar in de regio Utrecht campagnes voor op Facebook en Instagram.',
      },
      createdAt: new Date(now.getTime() - 2 * 60 * 60_000),
    })
    .returning({ id: formSubmissions.id });
  return { formId: form!.id, submissionId: submission!.id, title };
}
