/**
 * The builder's Dutch starter templates (issue 35): Intake nieuwe klant, Maandelijkse check-in and
 * Campagnebriefing (a structured ad brief). POST /api/forms with `template` copies one into a new
 * draft; each is valid against `formSchema` and `checkFormSchema` (starter-templates.test.ts).
 */
import type { FormKind, FormSchema } from './form-schema.js';

export const starterTemplateIds = ['intake', 'monthly_check_in', 'campaign_brief'] as const;
export type StarterTemplateId = (typeof starterTemplateIds)[number];

export interface StarterTemplate {
  id: StarterTemplateId;
  kind: FormKind;
  title: string;
  description: string;
  schema: FormSchema;
}

const intake: StarterTemplate = {
  id: 'intake',
  kind: 'form',
  title: 'Intake nieuwe klant',
  description: 'Vertel ons over je bedrijf, je doelen en je doelgroep, zodat we goed voorbereid van start gaan.',
  schema: {
    pages: [
      {
        id: 'bedrijf',
        title: 'Je bedrijf',
        fields: [
          { id: 'bedrijfsnaam', type: 'short_text', label: 'Bedrijfsnaam', required: true, maxLength: 200 },
          { id: 'contactpersoon', type: 'short_text', label: 'Contactpersoon', required: true, maxLength: 200 },
          { id: 'email', type: 'email', label: 'E-mailadres', required: true },
          { id: 'telefoon', type: 'phone', label: 'Telefoonnummer', required: false },
          { id: 'website', type: 'short_text', label: 'Website', required: false, placeholder: 'https://' },
          { id: 'omschrijving', type: 'long_text', label: 'Wat doet je bedrijf?', required: true, maxLength: 2000 },
        ],
      },
      {
        id: 'doelen',
        title: 'Doelen en doelgroep',
        fields: [
          {
            id: 'doelen',
            type: 'multiple_choice',
            label: 'Wat wil je bereiken?',
            required: true,
            options: [
              { value: 'naamsbekendheid', label: 'Naamsbekendheid' },
              { value: 'websitebezoek', label: 'Meer websitebezoek' },
              { value: 'leads', label: 'Leads en aanvragen' },
              { value: 'verkoop', label: 'Online verkoop' },
              { value: 'personeel', label: 'Personeel werven' },
            ],
          },
          { id: 'doelgroep', type: 'long_text', label: 'Wie is je doelgroep?', required: true, maxLength: 2000 },
          { id: 'maandbudget', type: 'amount', label: 'Maandbudget voor advertenties', required: false, minCents: 0 },
          {
            id: 'eerder_geadverteerd',
            type: 'single_choice',
            label: 'Heb je eerder online geadverteerd?',
            required: true,
            options: [
              { value: 'ja', label: 'Ja' },
              { value: 'nee', label: 'Nee' },
            ],
          },
          {
            id: 'ervaring',
            type: 'long_text',
            label: 'Wat werkte wel en wat niet?',
            required: false,
            showIf: { match: 'all', conditions: [{ fieldId: 'eerder_geadverteerd', operator: 'equals', value: 'ja' }] },
          },
          {
            id: 'huisstijl',
            type: 'file',
            label: 'Logo en huisstijl',
            help: 'Upload je logo en eventueel je huisstijlgids.',
            required: false,
            accept: ['image', 'pdf'],
            maxFiles: 5,
            maxSizeMb: 25,
          },
          { id: 'akkoord', type: 'consent', label: 'Ik ga akkoord met de verwerking van deze gegevens voor de samenwerking.', required: true },
        ],
      },
    ],
  },
};

const monthlyCheckIn: StarterTemplate = {
  id: 'monthly_check_in',
  kind: 'form',
  title: 'Maandelijkse check-in',
  description: 'Hoe ging het deze maand? Je antwoorden helpen ons de campagnes bij te sturen.',
  schema: {
    pages: [
      {
        id: 'check_in',
        fields: [
          { id: 'tevredenheid', type: 'rating', label: 'Hoe tevreden ben je over de afgelopen maand?', required: true, scale: 5 },
          { id: 'hoogtepunten', type: 'long_text', label: 'Wat ging er goed?', required: false, maxLength: 2000 },
          { id: 'verbeterpunten', type: 'long_text', label: 'Wat kan beter?', required: false, maxLength: 2000 },
          {
            id: 'acties',
            type: 'single_choice',
            label: 'Staan er acties of aanbiedingen op de planning?',
            required: true,
            options: [
              { value: 'ja', label: 'Ja' },
              { value: 'nee', label: 'Nee' },
            ],
          },
          {
            id: 'acties_toelichting',
            type: 'long_text',
            label: 'Welke acties, en wanneer?',
            required: true,
            showIf: { match: 'all', conditions: [{ fieldId: 'acties', operator: 'equals', value: 'ja' }] },
          },
          { id: 'budget_volgende_maand', type: 'amount', label: 'Budget voor volgende maand', required: false, minCents: 0 },
        ],
      },
    ],
  },
};

const campaignBrief: StarterTemplate = {
  id: 'campaign_brief',
  kind: 'ad_brief',
  title: 'Campagnebriefing',
  description: 'Alles wat we nodig hebben om je campagne op Facebook en Instagram op te zetten.',
  schema: {
    pages: [
      {
        id: 'campagne',
        title: 'De campagne',
        fields: [
          { id: 'campagnenaam', type: 'short_text', label: 'Naam van de campagne', required: true, maxLength: 200 },
          { id: 'doel', type: 'ad_objective', label: 'Campagnedoel', required: true },
          { id: 'budget', type: 'ad_budget', label: 'Budget', required: true },
          { id: 'looptijd', type: 'ad_schedule', label: 'Start en einde', required: true },
        ],
      },
      {
        id: 'doelgroep',
        title: 'Doelgroep en plaatsing',
        fields: [
          { id: 'locaties', type: 'ad_locations', label: 'Locaties', required: true },
          { id: 'doelgroep', type: 'ad_audience', label: 'Doelgroep', required: true },
          { id: 'plaatsingen', type: 'ad_placements', label: 'Plaatsingen', required: true },
        ],
      },
      {
        id: 'advertentie',
        title: 'De advertentie',
        fields: [
          { id: 'primaire_tekst', type: 'ad_text', variant: 'primary_text', label: 'Primaire tekst', required: true },
          { id: 'kop', type: 'ad_text', variant: 'headline', label: 'Kop', required: true },
          { id: 'beschrijving', type: 'ad_text', variant: 'description', label: 'Beschrijving', required: false },
          { id: 'call_to_action', type: 'ad_call_to_action', label: 'Knop (call-to-action)', required: true },
          { id: 'landingspagina', type: 'ad_landing_url', label: 'Landingspagina', required: true },
          {
            id: 'creatives',
            type: 'ad_creatives',
            label: 'Beeldmateriaal',
            help: 'Afbeeldingen (JPG of PNG) of video (MP4 of MOV).',
            required: true,
            maxFiles: 10,
          },
          { id: 'opmerkingen', type: 'long_text', label: 'Opmerkingen', required: false, maxLength: 2000 },
        ],
      },
    ],
  },
};

export const starterTemplates: Record<StarterTemplateId, StarterTemplate> = {
  intake,
  monthly_check_in: monthlyCheckIn,
  campaign_brief: campaignBrief,
};

/** An empty form to start from: one page without fields. */
export const emptyFormSchema = (): FormSchema => ({ pages: [{ id: 'pagina_1', fields: [] }] });
