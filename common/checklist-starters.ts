/**
 * The starter templates every company has (issue 7): ad-ops routines in Dutch, read-only, offered
 * beside the company's own templates when a checklist is created. Creating from one copies its
 * title, items, type and refresh settings into a new checklist that can be changed freely.
 */
import type { ChecklistType, RefreshInterval, RefreshSettings } from './checklist-constants.js';
import { defaultRefreshSettings } from './checklist-constants.js';

export interface StarterTemplate {
  key: string;
  title: string;
  description: string;
  checklistType: ChecklistType;
  refreshInterval: RefreshInterval;
  refreshSettings: RefreshSettings;
  items: readonly string[];
}

export const starterTemplates: readonly StarterTemplate[] = [
  {
    key: 'daily-spend-check',
    title: 'Dagelijkse bestedingscheck',
    description: 'Elke ochtend: loopt de besteding volgens plan en draait alles?',
    checklistType: 'normal',
    refreshInterval: 'daily',
    refreshSettings: { ...defaultRefreshSettings, time: '09:00' },
    items: [
      'Besteding van gisteren vergeleken met het dagbudget',
      'Accountstatus en betaalmethode gecontroleerd (geen achterstallige betaling)',
      'Afgekeurde advertenties en beleidsmeldingen nagelopen',
      'Campagnes die hun budget te snel opmaken bijgestuurd',
      'CPA/ROAS van gisteren vergeleken met het doel',
      'Opvallende afwijkingen gemeld aan de klant of collega',
    ],
  },
  {
    key: 'weekly-account-audit',
    title: 'Wekelijkse accountaudit',
    description: 'Elke maandag: structuur, doelgroepen, creatives en meting nalopen.',
    checklistType: 'audit',
    refreshInterval: 'weekly',
    refreshSettings: { ...defaultRefreshSettings, time: '09:00', weekday: 1 },
    items: [
      'Prestaties van de afgelopen 7 dagen per campagne bekeken',
      'Zoektermen/plaatsingen gecontroleerd en uitsluitingen toegevoegd',
      'Advertentiemoeheid gecontroleerd (frequentie, CTR-daling)',
      'Biedstrategieën en budgetverdeling herzien',
      'Doelgroepen en overlap gecontroleerd',
      'Conversietracking en pixel/tag getest',
      "Landingspagina's gecontroleerd op snelheid en werking",
      'Acties voor volgende week vastgelegd in een notitie',
    ],
  },
  {
    key: 'campaign-launch',
    title: 'Campagnelancering',
    description: 'Alles wat klaar moet zijn voordat een nieuwe campagne live gaat.',
    checklistType: 'launch',
    refreshInterval: 'never',
    refreshSettings: defaultRefreshSettings,
    items: [
      'Doel, KPI en budget afgestemd met de klant',
      'Campagnestructuur en naamgeving volgens afspraak',
      'Doelgroepen en locaties ingesteld',
      'Creatives en teksten goedgekeurd door de klant',
      'UTM-parameters op alle links gezet',
      'Conversies en pixel/tag getest met een testconversie',
      'Budget, biedstrategie en planning gecontroleerd',
      'Advertenties door de review van het platform',
      'Na 24 uur: levering en eerste resultaten gecontroleerd',
    ],
  },
  {
    key: 'monthly-client-report',
    title: 'Maandrapportage klant',
    description: 'Aan het begin van de maand: cijfers verzamelen, duiden en delen.',
    checklistType: 'report',
    refreshInterval: 'monthly',
    refreshSettings: { ...defaultRefreshSettings, time: '09:00', dayOfMonth: 1 },
    items: [
      'Cijfers van vorige maand geëxporteerd (besteding, conversies, CPA, ROAS)',
      'Vergeleken met de maand ervoor en met de doelen',
      'Best en slechtst presterende campagnes en creatives benoemd',
      'Inzichten en aanbevelingen voor deze maand geschreven',
      'Rapport gecontroleerd door een collega',
      'Rapport naar de klant gestuurd en gesprek ingepland',
    ],
  },
];

export const starterTemplateByKey = (key: string): StarterTemplate | undefined => starterTemplates.find((t) => t.key === key);
