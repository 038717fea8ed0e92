import type { BrandId } from './art/brand-marks';

/** The integrations the site shows, by category (brand names are not translated). */
export const integrationCategories = ['ads', 'analytics', 'storage', 'collaboration', 'calendar', 'design', 'crm'] as const;
export type IntegrationCategory = (typeof integrationCategories)[number];

export const integrations: Array<{ id: BrandId; name: string; category: IntegrationCategory }> = [
  { id: 'meta-ads', name: 'Meta Ads', category: 'ads' },
  { id: 'google-ads', name: 'Google Ads', category: 'ads' },
  { id: 'linkedin-ads', name: 'LinkedIn Ads', category: 'ads' },
  { id: 'tiktok-ads', name: 'TikTok Ads', category: 'ads' },
  { id: 'google-analytics', name: 'Google Analytics', category: 'analytics' },
  { id: 'looker-studio', name: 'Looker Studio', category: 'analytics' },
  { id: 'google-drive', name: 'Google Drive', category: 'storage' },
  { id: 'dropbox', name: 'Dropbox', category: 'storage' },
  { id: 'slack', name: 'Slack', category: 'collaboration' },
  { id: 'microsoft-teams', name: 'Microsoft Teams', category: 'collaboration' },
  { id: 'google-calendar', name: 'Google Calendar', category: 'calendar' },
  { id: 'outlook-calendar', name: 'Outlook Calendar', category: 'calendar' },
  { id: 'canva', name: 'Canva', category: 'design' },
  { id: 'hubspot', name: 'HubSpot', category: 'crm' },
  { id: 'pipedrive', name: 'Pipedrive', category: 'crm' },
];
