/**
 * A client is welcomed as a client and the portal wears the agency's colour (issue 34): the
 * portal invitation's link shows the agency and the contact's name (no sign-up pitch), setting a
 * password lands in the portal with the agency's colour on its accent, and an appointment the agency
 * then shares reaches the bell live with a mail in that colour; when the agency archives
 * the client, the open portal says plainly that the agency closed the access. Each test makes its
 * own agency, so the demo workspace's look stays as it is for the other specs.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { brandButton } from '../common/rules/contrast';
import { at, createEvent, dayFromToday, uniqueTitle } from './calendar-kit';
import { createAccount, expectNoAxeViolations, latestMailTo, proveAddress, waitForLive, waitForScreenReady } from './fixtures';

const yellow = '#ffd400';

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>, status: number) {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as Record<string, { id: string }>;
}

/** A fresh agency in yellow with a client and a contact invited to the portal: the invitation link. */
async function agencyInviting(page: Page, label: string, contactName: string) {
  const admin = await createAccount(page, label);
  await proveAddress(page, admin);
  expect((await page.request.patch('/api/company/branding', { data: { brandColor: yellow.toUpperCase() } })).status()).toBe(200);
  const client = (await ok(await page.request.post('/api/clients', { data: { name: `Zonnig ${label}` } }), 201)).client!;
  const email = `${label}-contact-${Date.now()}@e2e.nl`;
  const contact = (await ok(await page.request.post(`/api/clients/${client.id}/contacts`, { data: { name: contactName, email } }), 201)).contact!;
  expect((await page.request.post(`/api/clients/${client.id}/contacts/${contact.id}/invite`)).status()).toBe(200);
  const mail = await latestMailTo(page.request, email, 'client-invitation');
  const link = mail.text.match(/http\S+\/set-password#token=\S+/)?.[0];
  expect(link, mail.text).toBeTruthy();
  return { agencyName: `Bureau ${label}`, clientId: client.id, email, link: link! };
}

async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

const cssVar = (page: Page, name: string) => page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

test('a portal invitation welcomes the client by the agency with their name filled in; the password set, the portal wears the agency’s colour', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { agencyName, clientId, email, link } = await agencyInviting(page, 'welkom', 'Zoë Zon');

  const invitee = await freshPage(browser);
  await invitee.goto(link);
  const welcome = invitee.getByTestId('portal-welcome');
  await expect(welcome.getByRole('heading', { level: 1, name: 'Welkom, Zoë Zon' })).toBeVisible();
  await expect(welcome).toContainText(agencyName);
  await expect(welcome).toContainText(`Proef welkom van ${agencyName} heeft je uitgenodigd voor het klantportaal.`);
  await expect(invitee.getByLabel('Naam', { exact: true })).toHaveValue('Zoë Zon');
  // The workspace's sign-up pitch is not what a client reads.
  await expect(invitee.getByText('Welkom bij je marketingwerkplek')).toHaveCount(0);
  await waitForScreenReady(invitee);
  await expectNoAxeViolations(invitee, { label: 'welcome' });

  await invitee.getByLabel('Wachtwoord', { exact: true }).fill('Zonnig#Portaal7');
  await invitee.getByLabel('Bevestig wachtwoord', { exact: true }).fill('Zonnig#Portaal7');
  await invitee.getByRole('button', { name: 'Wachtwoord instellen' }).click();
  await expect(invitee).toHaveURL(/\/clientportal/);
  await expect(invitee.getByTestId('portal-agency')).toContainText(agencyName);
  await expect(invitee.getByRole('heading', { name: 'Welkom, Zoë Zon' })).toHaveCount(0);
  await expect(invitee.getByText('Welkom, Zoë Zon')).toBeVisible();

  // The agency's yellow is the portal's accent: buttons in yellow with dark text, the active tab's
  // line in the yellow made readable on the light page.
  await expect.poll(() => cssVar(invitee, '--accent')).toBe(yellow);
  await expect.poll(() => cssVar(invitee, '--accent-foreground')).toBe('#18181b');
  const tabLine = await invitee.getByRole('link', { name: 'Overzicht' }).evaluate((el) => getComputedStyle(el).borderBottomColor);
  expect(tabLine).not.toBe('rgb(255, 212, 0)');
  await waitForScreenReady(invitee);
  await expectNoAxeViolations(invitee, { label: 'portal in yellow' });

  // An appointment the agency shares reaches the client's bell live, and its mail wears the agency's yellow.
  await waitForLive(invitee);
  const title = uniqueTitle('Kennismaking');
  const day = dayFromToday(4);
  await createEvent(page.request, { kind: 'appointment', title, start: at(day, '10:00'), end: at(day, '11:00'), clientId });
  await expect(invitee.getByTestId('portal-inbox-toggle').getByTestId('inbox-unread-badge')).toHaveText('1');
  const mail = await latestMailTo(page.request, email, 'appointment_shared');
  expect(mail.subject).toBe(`Nieuwe afspraak: ${title}`);
  const html = await (await page.request.get(`/dev/mail/${mail.id}`)).text();
  expect(html).toContain(`border-top:6px solid ${yellow}`);
  expect(html).toContain(`background:${brandButton(yellow).background};color:${brandButton(yellow).text}`);
  await invitee.context().close();
});

test('when the agency archives the client, the open portal says the agency closed the access and what to do', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const { agencyName, clientId, link } = await agencyInviting(page, 'dicht', 'Daan Dicht');

  const invitee = await freshPage(browser);
  const token = decodeURIComponent(link.split('#token=')[1]!);
  const accepted = await invitee.request.post('/api/auth/invitation/accept', {
    data: { token, name: 'Daan Dicht', password: 'Dicht#Portaal7', confirmPassword: 'Dicht#Portaal7' },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  await invitee.goto('/clientportal');
  await expect(invitee.getByTestId('portal-client')).toContainText('Zonnig dicht');
  await waitForLive(invitee);

  expect((await page.request.put(`/api/clients/${clientId}/status`, { data: { status: 'archived' } })).status()).toBe(200);
  const closed = invitee.getByTestId('portal-access-closed');
  await expect(closed.getByRole('heading', { name: `${agencyName} heeft je toegang tot het portaal gesloten.` })).toBeVisible();
  await expect(closed).toContainText(`Neem contact op met ${agencyName}`);
  await expect(invitee.getByTestId('portal-client')).not.toContainText('Zonnig dicht');

  // Also after loading the portal again, and Instellingen stays theirs.
  await invitee.reload();
  await expect(closed.getByRole('heading', { name: `${agencyName} heeft je toegang tot het portaal gesloten.` })).toBeVisible();
  await waitForScreenReady(invitee);
  await expectNoAxeViolations(invitee, { label: 'access closed' });
  await closed.getByRole('link', { name: 'Naar Instellingen' }).click();
  await expect(invitee).toHaveURL(/\/clientportal\/settings$/);
  await invitee.context().close();
});
