/**
 * Creative review (issue 36), as the people who use it run it: a marketeer uploads a creative and,
 * later, its second version; the client annotates version 1 in the portal and asks for changes;
 * the marketeer's open review shows it live, and compares the versions (overlay and difference);
 * the client's contact approves version 2 from the e-mail link without signing in; the Facebook
 * feed and Reels previews show the copy of the client's ad brief. Axe on the grid, the viewer, the
 * compare view and the portal tab in light, dark and at 375 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { demo, latestMailTo, signInViaApi, waitForLive, waitForScreenReady } from './fixtures';
import { axeEverywhere, clientWithPortalUser } from './portal-kit';

// Two contexts, two uploads, a live round trip, an e-mail link and twelve axe runs on a 2-core machine.
test.describe.configure({ timeout: 240_000 });

/** A PNG drawn in the page (a coloured block and a bar; version 2 moves the bar): real pixels to compare. */
async function adPng(page: Page, version: 1 | 2): Promise<Buffer> {
  const base64 = await page.evaluate((v) => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 1000;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#0ea5e9';
    g.fillRect(0, 0, 800, 1000);
    g.fillStyle = v === 1 ? '#ef4444' : '#22c55e';
    g.fillRect(100, v === 1 ? 700 : 600, 600, 160);
    return canvas.toDataURL('image/png').split(',')[1]!;
  }, version);
  return Buffer.from(base64, 'base64');
}

/** A submitted ad brief of the client (through the API: the form builder and the portal form have their own tests). */
async function adBriefOf(page: Page, portal: Page, clientId: string): Promise<string> {
  const created = await page.request.post('/api/forms', { data: { title: `Briefing zomer ${Date.now()}`, kind: 'ad_brief' } });
  let form = (await created.json()).form as { id: string; revision: number };
  const formData = {
    pages: [
      {
        id: 'advertentie',
        fields: [
          { id: 'primaire_tekst', type: 'ad_text', variant: 'primary_text', label: 'Primaire tekst', required: true },
          { id: 'kop', type: 'ad_text', variant: 'headline', label: 'Kop', required: true },
          { id: 'call_to_action', type: 'ad_call_to_action', label: 'Knop', required: true },
          { id: 'landingspagina', type: 'ad_landing_url', label: 'Landingspagina', required: true },
        ],
      },
    ],
  };
  form = (await (await page.request.patch(`/api/forms/${form.id}`, { data: { revision: form.revision, formData } })).json()).form;
  expect((await page.request.post(`/api/forms/${form.id}/publish`, { data: { revision: form.revision } })).status()).toBe(200);
  expect((await page.request.post(`/api/forms/${form.id}/send`, { data: { clientIds: [clientId], deadline: null } })).status()).toBe(200);
  const sends = (await (await portal.request.get(`/api/portal/forms?client=${clientId}`)).json()).forms as { formId: string; assignmentId: string }[];
  const send = sends.find((s) => s.formId === form.id)!;
  const submitted = await portal.request.post(`/api/portal/forms/${send.assignmentId}/submit`, {
    data: {
      revision: null,
      answers: {
        primaire_tekst: 'Verse taarten met 30% korting, alleen deze week in onze winkel.',
        kop: 'Zomertaarten -30%',
        call_to_action: 'shop_now',
        landingspagina: { url: 'https://www.tuincentrum-creatief.nl/zomer', utm: null },
      },
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return ((await submitted.json()) as { submission: { id: string } }).submission.id;
}

const status = (page: Page) => page.getByTestId('creative-review').getByTestId('creative-status');

test('a creative is uploaded, annotated and sent back by the client, compared, approved from the e-mail link and previewed with the brief', async ({
  page,
  browser,
}) => {
  await signInViaApi(page, demo.marketeer);
  const { client, portal } = await clientWithPortalUser(page, browser, 'Creatief');
  const name = `Zomertaart feed ${Date.now()}`;

  // ---- The marketeer uploads version 1 through the dialog, straight to the client.
  await page.goto('/creatives');
  await waitForScreenReady(page);
  await waitForLive(page);
  await page.getByTestId('new-creative-button').click();
  const dialog = page.getByTestId('new-creative-form');
  await dialog.getByTestId('creative-file-input').setInputFiles({ name: 'zomertaart.png', mimeType: 'image/png', buffer: await adPng(page, 1) });
  await expect(dialog.getByTestId('creative-upload-done')).toBeVisible({ timeout: 30_000 });
  await dialog.getByTestId('creative-client').click();
  await page.getByRole('option', { name: client.name }).click();
  await dialog.getByRole('textbox', { name: 'Naam' }).fill(name);
  await dialog.getByRole('radio', { name: 'Direct naar de klant' }).check({ force: true });
  await dialog.getByRole('checkbox', { name: 'Direct naar review sturen' }).check({ force: true });
  await dialog.getByRole('button', { name: 'Creative opslaan' }).click();
  await expect(page).toHaveURL(/\/creatives\?creative=/);
  const creativeId = new URL(page.url()).searchParams.get('creative')!;
  await expect(status(page)).toHaveAttribute('data-status', 'in_review');

  // ---- The marketeer @mentions the client's contact; their bell leads to that comment in the portal.
  const composerBox = page.getByTestId('comment-composer').getByRole('textbox');
  await composerBox.pressSequentially('Klopt de prijs, @Fleur');
  await page.getByRole('option', { name: /Fleur Formulier/ }).click();
  await page.getByTestId('comment-composer').getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByTestId('comment-thread').filter({ hasText: 'Klopt de prijs' })).toBeVisible();
  await portal.goto(`/clientportal?client=${client.id}`);
  await waitForScreenReady(portal);
  await portal.getByTestId('portal-inbox-toggle').click();
  await portal.getByTestId('notification-item').filter({ hasText: 'noemde je' }).click();
  await expect(portal).toHaveURL(/\/clientportal\/creatives\?.*comment=/);
  await expect(portal.getByTestId('comment-thread').filter({ hasText: 'Klopt de prijs' })).toBeVisible();

  // ---- The client opens it in the portal, marks a place on version 1 and asks for changes.
  await portal.goto(`/clientportal/creatives?client=${client.id}&creative=${creativeId}`);
  await waitForScreenReady(portal);
  const review = portal.getByTestId('creative-review');
  await expect(review).toHaveAttribute('data-side', 'client');
  await review.getByRole('button', { name: 'Speld' }).click();
  const stage = review.getByTestId('viewer-stage');
  await stage.scrollIntoViewIfNeeded();
  const box = (await stage.boundingBox())!;
  await portal.mouse.click(box.x + box.width * 0.5, box.y + Math.min(box.height, 400) * 0.5);
  const composer = portal.getByTestId('annotation-composer');
  await composer.getByRole('textbox').fill('De prijs mag groter');
  await composer.getByRole('button', { name: /plaatsen|Versturen|Opslaan/ }).click();
  await expect(portal.getByTestId('comment-thread').filter({ hasText: 'De prijs mag groter' })).toBeVisible();
  await portal.getByTestId('decision-request_changes').click();
  await portal.getByTestId('decision-comment').fill('Maak de prijs groter en zet hem bovenaan.');
  await portal.getByTestId('decision-confirm').click();
  await expect(portal.getByTestId('creative-review').getByTestId('creative-status')).toHaveAttribute('data-status', 'changes_requested');

  // ---- The marketeer's open review shows it live: the status and the client's marked comment.
  await expect(status(page)).toHaveAttribute('data-status', 'changes_requested', { timeout: 15_000 });
  await expect(page.getByTestId('comment-thread').filter({ hasText: 'De prijs mag groter' })).toBeVisible();

  // ---- Version 2, sent to the client at once; compared with version 1 (overlay and difference).
  await page.getByRole('button', { name: 'Nieuwe versie' }).click();
  const versionDialog = page.getByTestId('new-creative-form');
  await versionDialog.getByTestId('creative-file-input').setInputFiles({ name: 'zomertaart-v2.png', mimeType: 'image/png', buffer: await adPng(page, 2) });
  await expect(versionDialog.getByTestId('creative-upload-done')).toBeVisible({ timeout: 30_000 });
  await versionDialog.getByRole('checkbox', { name: 'Direct naar review sturen' }).check({ force: true });
  await versionDialog.getByRole('button', { name: 'Versie opslaan' }).click();
  await expect(page.getByTestId('creative-version-picker')).toContainText('Versie 2');
  await expect(page.getByTestId('carried-over')).toContainText('De prijs mag groter');
  await page.getByRole('tab', { name: 'Vergelijken' }).click();
  const compare = page.getByTestId('compare-tab');
  await compare.getByRole('radio', { name: 'Overlay' }).click({ force: true });
  await expect(compare.getByRole('slider')).toBeVisible();
  await compare.getByRole('radio', { name: 'Verschil' }).click({ force: true });
  await expect(compare).toContainText(/van de pixels gewijzigd/, { timeout: 20_000 });
  await axeEverywhere(page, 'vergelijken');

  // ---- The brief's copy in the Facebook feed and Reels previews.
  const briefId = await adBriefOf(page, portal, client.id);
  const detail = (await (await page.request.get(`/api/creatives/${creativeId}`)).json()).creative as { revision: number };
  expect((await page.request.patch(`/api/creatives/${creativeId}`, { data: { revision: detail.revision, briefSubmissionId: briefId } })).status()).toBe(200);
  await page.getByRole('tab', { name: 'Advertentievoorbeeld' }).click();
  const preview = page.getByTestId('ad-preview-tab');
  await expect(preview).toContainText('Zomertaarten -30%');
  await expect(preview).toContainText('Nu kopen');
  await preview.getByRole('radio', { name: /^Reels/ }).click();
  await expect(preview).toContainText('Verse taarten met 30% korting');

  // ---- The contact approves version 2 from the e-mail link, without signing in.
  await page.getByRole('tab', { name: 'Beoordelen' }).click();
  const contacts = (await (await page.request.get(`/api/clients/${client.id}`)).json()) as { contacts: { id: string; email: string | null }[] };
  const contact = contacts.contacts.find((c) => c.email)!;
  expect((await page.request.post(`/api/creatives/${creativeId}/review-links`, { data: { contactIds: [contact.id] } })).status()).toBe(200);
  const mail = await latestMailTo(page.request, contact.email!, 'creative-review-link');
  const link = mail.text.match(/\/beoordelen\/(\S+)/)![0];
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(link);
  await expect(stranger.getByRole('heading', { level: 1, name })).toBeVisible();
  await stranger.getByTestId('decision-approve').click();
  await stranger.getByTestId('decision-confirm').click();
  await expect(stranger.getByTestId('review-link-state')).toContainText('Bedankt');
  await expect(status(page)).toHaveAttribute('data-status', 'approved', { timeout: 15_000 });
  await page.getByRole('tab', { name: 'Geschiedenis' }).click();
  await expect(page.getByTestId('decision-log')).toContainText(/e-maillink/i);
  await axeEverywhere(page, 'de creative');

  // ---- The grid and the portal tab.
  await page.goto('/creatives');
  await waitForScreenReady(page);
  await expect(page.getByTestId('creative-item').filter({ hasText: name })).toBeVisible();
  await axeEverywhere(page, 'het raster');
  await portal.goto(`/clientportal/creatives?client=${client.id}`);
  await waitForScreenReady(portal);
  await expect(portal.getByTestId('creative-item').filter({ hasText: name })).toBeVisible();
  await axeEverywhere(portal, 'het portaal');
});
