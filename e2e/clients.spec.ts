/**
 * Clients and the client portal (issue 19): a marketeer makes a client, links an ad account and
 * invites a contact; the contact accepts the mailed invitation, lands in the portal with their
 * agency and client, and reaches nothing else (no other client, no marketer screen). "Bekijk als
 * klant" shows the same portal. Axe on /clients, the detail and every portal tab, light and dark,
 * and 375 px without sideways scrolling.
 */
import { expect, test, type Page } from '@playwright/test';
import { demo, expectNoAxeViolations, latestMailTo, signInViaApi, waitForLive } from './fixtures';

test.describe.configure({ timeout: 90_000 });

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
}

/**
 * Dark or light as a person switches it where the page has the toggle (the portal's header: the
 * app's store follows, so the brand accent does too), else on <html>. (expectNoAxeViolations waits
 * for the colours' transitions to end.)
 */
async function setDark(page: Page, dark: boolean) {
  const toggle = page.getByRole('button', { name: 'Donkere modus', exact: true });
  if ((await toggle.count()) > 0) {
    if ((await toggle.getAttribute('aria-pressed')) !== String(dark)) await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', String(dark));
  } else {
    await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
  }
  await expect(page.locator('html')).toHaveClass(dark ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

test('a marketeer makes a client and invites a contact, who gets only that client in the portal', async ({ page, browser }) => {
  const stamp = Date.now();
  const clientName = `Zeilmakerij ${stamp}`;
  const accountName = `Zeilen Meta ${stamp}`;
  const contactEmail = `zeil-${stamp}@e2e.nl`;
  await signInViaApi(page, demo.marketeer);
  const created = await page.request.post('/api/accounts', { data: { platform: 'facebook', accountId: String(stamp).slice(-10), name: accountName } });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/clients');
  await expect(page.getByTestId('clients-list')).toBeVisible();
  await expectNoAxeViolations(page, { label: '/clients' });
  await setDark(page, true);
  await expectNoAxeViolations(page, { label: '/clients dark' });
  await setDark(page, false);
  await page.getByTestId('add-client-button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Naam', { exact: true }).fill(clientName);
  await dialog.getByLabel('KvK-nummer').fill('1234 567');
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();
  // The server names the wrong field; nothing typed is lost.
  await expect(dialog.getByText('Een KvK-nummer bestaat uit 8 cijfers')).toBeVisible();
  await expect(dialog.getByLabel('Naam', { exact: true })).toHaveValue(clientName);
  await dialog.getByLabel('KvK-nummer').fill('1234 5678');
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();
  const detail = page.getByTestId('client-detail');
  await expect(detail.getByRole('heading', { name: clientName })).toBeVisible();

  // Link the new ad account.
  await detail.getByTestId('link-account-button').click();
  const linkDialog = page.getByRole('dialog');
  await linkDialog.getByLabel('Zoeken').fill(accountName);
  await linkDialog.getByRole('button', { name: `${accountName} koppelen` }).click();
  await expect(linkDialog.getByText('Gekoppeld')).toBeVisible();
  await linkDialog.getByRole('button', { name: 'Sluiten' }).click();
  await expect(detail.getByTestId('client-account-row').filter({ hasText: accountName })).toBeVisible();

  // A contact, invited to the portal.
  await detail.getByTestId('add-contact-button').click();
  const contactDialog = page.getByRole('dialog');
  await contactDialog.getByLabel('Naam', { exact: true }).fill('Zeger Zeil');
  await contactDialog.getByLabel('E-mail').fill(contactEmail);
  await contactDialog.getByRole('button', { name: 'Toevoegen' }).click();
  const contact = detail.getByTestId('contact-row').filter({ hasText: 'Zeger Zeil' });
  await contact.getByTestId('invite-contact-button').click();
  await expect(contact.getByTestId('contact-portal')).toContainText('Uitgenodigd');
  await expectNoAxeViolations(page, { label: 'client detail' });

  // The contact accepts the mailed invitation and lands in the portal.
  const mail = await latestMailTo(page.request, contactEmail, 'client-invitation');
  const link = mail.text.match(/http\S+\/set-password#token=\S+/)?.[0];
  expect(link).toBeTruthy();
  const contactContext = await browser.newContext();
  const portal = await contactContext.newPage();
  await portal.goto(link!);
  await portal.getByLabel('Naam', { exact: true }).fill('Zeger Zeil');
  await portal.getByLabel('Wachtwoord', { exact: true }).fill('Zeil#Wind42');
  await portal.getByLabel('Bevestig wachtwoord', { exact: true }).fill('Zeil#Wind42');
  await portal.getByRole('button', { name: 'Wachtwoord instellen' }).click();
  await expect(portal).toHaveURL(/\/clientportal/);
  await expect(portal.getByTestId('portal-agency')).toContainText('Demo Marketingbureau');
  await expect(portal.getByTestId('portal-client')).toContainText(clientName);
  await expect(portal.getByText(accountName)).toBeVisible();

  // Nothing else: another client's overview is unknown, marketer screens send back to the portal.
  const others = (await (await page.request.get('/api/clients')).json()) as { clients: { id: string; name: string }[] };
  const other = others.clients.find((c) => c.name !== clientName)!;
  expect((await portal.request.get(`/api/portal/clients/${other.id}/overview`)).status()).toBe(404);
  expect((await portal.request.get('/api/clients')).status()).toBe(403);
  await portal.goto('/clients');
  await expect(portal).toHaveURL(/\/clientportal/);
  await expect(portal.getByText('Je probeert een marketeer dashboard te openen als client')).toBeVisible();

  // The agency's changes reach the open portal live: a new account manager.
  await waitForLive(portal);
  const clientId = new URL(page.url()).searchParams.get('client')!;
  const members = (await (await page.request.get('/api/company/members')).json()) as { members: { id: string; name: string }[] };
  const mark = members.members.find((m) => m.name === 'Mark Bakker')!;
  const changed = await page.request.patch(`/api/clients/${clientId}`, { data: { managerIds: [mark.id] } });
  expect(changed.status(), await changed.text()).toBe(200);
  await expect(portal.getByText('Mark Bakker')).toBeVisible();
  await contactContext.close();

  // "Bekijk als klant": the same portal, for this client, read-only.
  await detail.getByTestId('client-preview-button').click();
  const preview = page.getByRole('dialog');
  await expect(preview.getByText(`Voorbeeld: zo ziet ${clientName} het klantportaal`)).toBeVisible();
  await expect(preview.getByTestId('portal-client')).toContainText(clientName);
  await expectNoAxeViolations(page, { label: 'portal preview' });
  // Its Agenda as the client sees it (no appointments yet), asking shown but not possible here.
  await preview.getByRole('button', { name: 'Kalender' }).click();
  await expect(preview.getByText('Geen komende afspraken')).toBeVisible();
  await expect(preview.getByTestId('request-appointment')).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // An account added by hand gets its client from the picker.
  await page.goto('/accounts');
  await page.getByRole('button', { name: 'Account toevoegen' }).first().click();
  const addDialog = page.getByRole('dialog');
  await addDialog.getByText('Google', { exact: true }).click();
  await addDialog.getByLabel('Account-ID').fill(`123-${String(stamp).slice(-7, -4)}-${String(stamp).slice(-4)}`);
  await addDialog.getByLabel('Naam', { exact: true }).fill(`Zeilen Google ${stamp}`);
  const picker = addDialog.getByRole('combobox', { name: 'Klant' });
  await picker.fill('zeilmakerij');
  // By keyboard (the first option offered: no other client of this run is a Zeilmakerij).
  await expect(page.getByRole('option', { name: clientName })).toBeVisible();
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await expect(addDialog.getByText(`Wordt gekoppeld aan klant ${clientName}.`)).toBeVisible();
  await addDialog.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(addDialog).toBeHidden();
  await page.goto(`/clients?client=${clientId}`);
  await expect(page.getByTestId('client-account-row').filter({ hasText: `Zeilen Google ${stamp}` })).toBeVisible();
});

test('every portal tab passes axe in light and dark, and fits 375 px; the switcher changes client', async ({ page }) => {
  await signInViaApi(page, demo.client);
  await page.goto('/clientportal');
  // The demo client user is a contact of two clients: the switcher changes the portal's client.
  await expect(page.getByTestId('portal-client')).toContainText('Bakkerij De Gouden Korrel');
  await page.getByRole('button', { name: /Klant/ }).click();
  await page.getByRole('option', { name: 'Fietsenmaker Van Dijk' }).click();
  await expect(page.getByTestId('portal-client')).toContainText('Fietsenmaker Van Dijk');
  await expect(page).toHaveURL(/\?client=/);
  await expect(page.getByText('Mark Bakker')).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const tab of ['Overzicht', 'Formulieren', 'Kalender', 'Creatives', 'Leads', 'Instellingen']) {
      await page.getByRole('link', { name: tab, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Colours in both themes at full width; at 375 px, where other parts show, in one.
      for (const dark of width === 375 ? [true] : [false, true]) {
        await setDark(page, dark);
        await expectNoAxeViolations(page, { label: `${tab} ${width}px ${dark ? 'dark' : 'light'}` });
      }
      await noSidewaysScroll(page);
    }
  }
});
