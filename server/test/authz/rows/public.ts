/**
 * Matrix rows of what anyone may ask: health, the public forms (waitlist, contact, page events),
 * the public site's pages and the web app's fallback; and the live channel's upgrade, which needs
 * a session.
 */
import { sitePathOf } from '../../../../common/routes.js';
import { uniqueEmail } from '../../factories.js';
import { everyone, signedIn } from '../expectations.js';
import { row, type RouteTable } from '../route-row.js';

export const publicRows: RouteTable = {
  'GET /api/health': row({ expect: everyone(200) }),
  'POST /api/waitlist': row({ request: () => ({ body: { email: uniqueEmail('wachtlijst'), source: '/' } }), expect: everyone(201) }),
  'POST /api/contact': row({
    request: () => ({ body: { name: 'Petra de Boer', email: uniqueEmail('contact'), message: 'Ik wil graag meer weten over jullie product.' } }),
    expect: everyone(201),
  }),
  'POST /api/page-events': row({ request: () => ({ body: { event: 'scroll_600', path: '/' } }), expect: everyone(204) }),
  // The live channel: the upgrade is refused without a session; the channels decide the rest.
  'GET /api/realtime': row({ upgrade: true, expect: signedIn(101) }),
  // The sign-in page: the app with its login screen prerendered (login.html), or index.html without a build.
  'GET /login': row({ expect: everyone(200) }),
  // Any other page is the web app's (index.html); its router decides what a visitor sees.
  'GET /*': row({ request: () => ({ path: '/dashboard' }), expect: everyone(200) }),
  'GET <a public site page>': row({
    matches: (method, url) => method === 'GET' && (url === '/' || !url.endsWith('/')) && sitePathOf(url) !== null,
    expect: everyone(200),
  }),
  'GET <a public site page>/': row({
    matches: (method, url) => method === 'GET' && url !== '/' && url.endsWith('/') && sitePathOf(url) !== null,
    expect: everyone(301),
  }),
};
