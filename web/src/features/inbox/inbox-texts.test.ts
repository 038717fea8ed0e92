import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { notificationTypes } from './constants';

function load(language: string, namespace: string) {
  return JSON.parse(readFileSync(fileURLToPath(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url)), 'utf8'));
}

describe('inbox texts', () => {
  it('has the exact Dutch inbox alerts of spec section 8', () => {
    const alerts = load('nl', 'inbox').alerts;
    expect(alerts.markReadFailedOne).toBe('Kon notificatie niet als gelezen markeren. Probeer het opnieuw.');
    expect(alerts.markReadFailedMany).toBe('Kon notificaties niet als gelezen markeren. Probeer het opnieuw.');
    expect(alerts.deleteFailedOne).toBe('Kon notificatie niet verwijderen. Probeer het opnieuw.');
    expect(alerts.deleteFailedMany).toBe('Kon notificaties niet verwijderen. Probeer het opnieuw.');
    expect(alerts.formLoadFailed).toBe('Kon formulier data niet laden. Probeer het opnieuw.');
    expect(alerts.formOpenFailed).toBe('Er ging iets mis bij het openen van het formulier. Probeer het opnieuw.');
  });

  it('has the spec texts of the inbox panel', () => {
    const inbox = load('nl', 'inbox');
    expect(inbox.list.empty).toBe('Geen notificaties gevonden');
    expect(inbox.filters.reset).toBe('Filters wissen');
    expect(inbox.tools.markAllRead).toBe('Alle gelezen');
  });

  it('names every notification type in Dutch', () => {
    expect(Object.keys(load('nl', 'inbox').types)).toEqual([...notificationTypes]);
    expect(load('nl', 'inbox').types.contact_event).toBe('Contactmoment');
  });

  it('has the exact Dutch realtime messages, 5 retries filled in', () => {
    const realtime = load('nl', 'common').realtime;
    expect(realtime.retrying.replace('{{retry}}', '3').replace('{{max}}', '5')).toBe('Realtime verbinding problemen. Probeer 3/5...');
    expect(realtime.failed.replace('{{max}}', '5')).toBe('Realtime verbinding niet mogelijk na 5 pogingen.');
  });
});
