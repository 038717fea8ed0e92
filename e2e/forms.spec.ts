/**
 * Forms (issue 35), as the people who use them run them: a marketeer builds a form with a condition
 * and a file field in /form-builder, publishes it and sends it from /forms to a client with a
 * deadline; the client fills it in the portal, reloads half-way (the draft is kept on the server),
 * uploads a file and submits; the marketeer's inbox receives `formulier` live, and its click lands
 * on /calender with the form sidebar showing the answers and the file. Axe on the builder, /forms
 * and the portal form in light, dark and at 375 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { demo, signInViaApi, waitForLive, waitForScreenReady } from './fixtures';
import { axeEverywhere, clientWithPortalUser } from './portal-kit';

// Two browser contexts, an upload, a live round trip and nine axe runs on a loaded 2-core machine.
test.describe.configure({ timeout: 180_000 });

const saved = (page: Page) => expect(page.getByTestId('save-status')).toHaveAttribute('data-save-status', 'saved', { timeout: 15_000 });

test('a marketeer builds and sends a form; the client fills it in with a file; the answer arrives live and opens in the calendar', async ({
  page,
  browser,
}) => {
  await signInViaApi(page, demo.marketeer);
  const { client, portal } = await clientWithPortalUser(page, browser);
  const title = `Intake tuinseizoen ${Date.now()}`;

  // ---- The builder: a short text, a choice, a question shown only for one answer, a file field.
  await page.goto('/forms');
  await waitForScreenReady(page);
  await page.getByRole('button', { name: 'Nieuw formulier' }).click();
  await page.getByRole('textbox', { name: 'Titel' }).fill(title);
  await page.getByRole('button', { name: 'Maken en bewerken' }).click();
  await expect(page).toHaveURL(/\/form-builder\?form=/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const panel = page.getByRole('complementary', { name: 'Veldinstellingen' });
  await page.getByRole('button', { name: 'Korte tekst toevoegen' }).click();
  await panel.getByRole('textbox', { name: 'Vraag' }).fill('Bedrijfsnaam');
  await panel.getByRole('switch', { name: 'Verplicht' }).click({ force: true });

  await page.getByRole('button', { name: 'Eén keuze toevoegen' }).click();
  await panel.getByRole('textbox', { name: 'Vraag' }).fill('Adverteer je al online?');
  await panel.getByRole('textbox', { name: 'Keuze 1' }).fill('Ja');
  await panel.getByRole('textbox', { name: 'Keuze 2' }).fill('Nee');

  await page.getByRole('button', { name: 'Korte tekst toevoegen' }).click();
  await panel.getByRole('textbox', { name: 'Vraag' }).fill('Huidig maandbudget');
  await panel.getByRole('button', { name: 'Voorwaarde toevoegen' }).click();
  // The condition starts on the nearest earlier question with a choice, and its first option.
  await expect(panel.getByRole('button', { name: /Eerdere vraag/ })).toHaveText(/Adverteer je al online\?/);
  await expect(panel.getByRole('button', { name: /Waarde/ })).toHaveText(/Ja/);

  await page.getByRole('button', { name: 'Bestanden uploaden toevoegen' }).click();
  await panel.getByRole('textbox', { name: 'Vraag' }).fill('Logo');
  await saved(page);

  await page.getByRole('radio', { name: 'Voorbeeld' }).check({ force: true });
  await expect(page.getByRole('textbox', { name: /Bedrijfsnaam/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Huidig maandbudget/ })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Bouwen' }).check({ force: true });
  await axeEverywhere(page, 'formulierbouwer');

  await page.getByRole('button', { name: 'Publiceren' }).click();
  await expect(page.getByText('Versie 1 gepubliceerd')).toBeVisible();

  // ---- /forms: send it to the client with a deadline in a week.
  await page.getByRole('link', { name: 'Terug naar formulieren' }).click();
  await expect(page).toHaveURL(/\/forms/);
  const row = page.getByTestId('form-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await axeEverywhere(page, '/forms');
  await row.getByRole('button', { name: `Versturen naar klanten: ${title}` }).click();
  const send = page.getByRole('dialog');
  await send
    .getByRole('searchbox', { name: 'Klant zoeken' })
    .or(send.getByRole('textbox', { name: 'Klant zoeken' }))
    .fill(client.name);
  await send.getByRole('checkbox', { name: client.name }).check({ force: true });
  const deadline = new Date(Date.now() + 7 * 24 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const segment = (name: string) => send.getByRole('spinbutton', { name: `${name}, Deadline (optioneel)` });
  await segment('dag').pressSequentially(pad(deadline.getDate()));
  await segment('maand').pressSequentially(pad(deadline.getMonth() + 1));
  await segment('jaar').pressSequentially(String(deadline.getFullYear()));
  await segment('uur').pressSequentially('17');
  await segment('minuut').pressSequentially('00');
  await send.getByRole('button', { name: 'Versturen', exact: true }).click();
  await expect(send.getByRole('button', { name: `Verzoek aan ${client.name} intrekken` })).toBeVisible();
  await send.getByRole('button', { name: 'Sluiten' }).first().click();

  // ---- The portal: the client opens it, answers, reloads half-way: the draft is kept.
  await portal.goto(`/clientportal/forms?client=${client.id}`);
  await waitForLive(portal);
  await portal
    .getByRole('link', { name: new RegExp(title) })
    .or(portal.getByRole('button', { name: new RegExp(title) }))
    .first()
    .click();
  await portal.getByRole('textbox', { name: /Bedrijfsnaam/ }).fill('Tuincentrum De Linde');
  await portal.getByRole('radio', { name: 'Ja' }).check({ force: true });
  await portal.getByRole('textbox', { name: /Huidig maandbudget/ }).fill('€ 750 per maand');
  await expect(portal.getByText(/Opgeslagen om/)).toBeVisible({ timeout: 15_000 });
  await portal.reload();
  await waitForLive(portal);
  await expect(portal.getByRole('textbox', { name: /Bedrijfsnaam/ })).toHaveValue('Tuincentrum De Linde');
  await expect(portal.getByRole('textbox', { name: /Huidig maandbudget/ })).toHaveValue('€ 750 per maand');
  await axeEverywhere(portal, 'portaalformulier');

  // A logo (a real PNG, sniffed by the server), then submit.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await portal.locator('input[type="file"]').first().setInputFiles({ name: 'logo-de-linde.png', mimeType: 'image/png', buffer: png });
  // The stored file's row (the screen reader's "… is toegevoegd." names it too, for a moment).
  await expect(portal.getByTestId('file-upload-done').getByText('logo-de-linde.png')).toBeVisible({ timeout: 20_000 });

  // The marketeer watches the dashboard: the formulier arrives live.
  await page.goto('/dashboard');
  await waitForLive(page);
  const inboxBadge = page.getByTestId('inbox-unread-badge');
  const before = Number((await inboxBadge.count()) > 0 ? await inboxBadge.first().innerText() : '0');

  await portal
    .getByRole('button', { name: /Versturen|Insturen|Indienen/ })
    .last()
    .click();
  await expect(portal.getByText(/Bedankt|ontvangen|verstuurd/i).first()).toBeVisible({ timeout: 15_000 });

  await expect(inboxBadge.first()).toHaveText(String(before + 1), { timeout: 15_000 });
  await page
    .getByRole('button', { name: /^Inbox/ })
    .first()
    .click();
  await page.getByText(`Nieuwe inzending: ${title}`).or(page.getByText(title)).first().click();
  await expect(page).toHaveURL(/\/calend[ae]r/);
  const sidebar = page
    .getByRole('complementary', { name: /Formulier/ })
    .or(page.getByTestId('form-sidebar'))
    .first();
  await expect(sidebar.getByText('Tuincentrum De Linde')).toBeVisible();
  await expect(sidebar.getByText('€ 750 per maand')).toBeVisible();
  await expect(sidebar.getByRole('link', { name: /^Download logo-de-linde\.png/ })).toBeVisible();
});
