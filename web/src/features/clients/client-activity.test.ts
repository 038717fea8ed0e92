import { describe, expect, it } from 'vitest';
import { activitySentence } from './client-activity';

const actor = { id: '00000000-0000-4000-8000-000000000001', name: 'Sanne', email: 'sanne@demo.nl', avatarUrl: null, avatarColor: null };

describe('activitySentence', () => {
  it('names the contact of a known kind, with the actor', () => {
    expect(activitySentence({ kind: 'contact.invited', actor, data: { contact: 'Klaas' } })).toMatchObject({
      key: 'contact_invited',
      withActor: true,
      values: { contact: 'Klaas' },
      fields: [],
    });
  });

  it('lists the known fields of an update in the form order', () => {
    const sentence = activitySentence({ kind: 'client.updated', actor: null, data: { fields: 'website,name,secret,managerIds' } });
    expect(sentence.withActor).toBe(false);
    expect(sentence.fields).toEqual(['name', 'website', 'managerIds']);
  });

  it('lists the changed fields of a contact, and only those it knows', () => {
    const sentence = activitySentence({ kind: 'contact.updated', actor, data: { contact: 'Ineke', fields: 'phone,secret,name' } });
    expect(sentence).toMatchObject({ key: 'contact_updated', values: { contact: 'Ineke' }, fields: [], contactFields: ['name', 'phone'] });
  });

  it('gives an unknown kind the neutral sentence', () => {
    expect(activitySentence({ kind: 'form.sent', actor, data: {} })).toMatchObject({ key: 'unknown', values: { kind: 'form.sent' } });
  });
});
