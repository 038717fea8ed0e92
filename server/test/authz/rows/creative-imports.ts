/**
 * Matrix rows of the creative imports (/api/creatives/imports/*, issue 36): the team's own
 * connections to Canva and Google Drive (the matrix's app points at the local fakes). Every route
 * is the team's (clients 403, anonymous 401); a connection is the person's own, so there is no
 * object to swap. Nobody in the matrix's world has connected: starting answers the provider's
 * page, forgetting 204, a callback with a state that is no flow of theirs is refused (Google's
 * redirect back names the error), and reading or importing asks to connect first (409). The
 * flows themselves are tested against the fakes (server/features/creatives/imports/*.test.ts).
 */
import { refused, teamOnly } from '../expectations.js';
import { row, type RouteTable } from '../route-row.js';

const notConnected = teamOnly(refused(409, 'CREATIVE_IMPORT_NOT_CONNECTED'));

export const creativeImportRows: RouteTable = {
  'GET /api/creatives/imports': row({ expect: teamOnly(200) }),
  'GET /api/creatives/imports/:source/start': row({ request: () => ({ params: { source: 'canva' } }), expect: teamOnly(200) }),
  'POST /api/creatives/imports/canva/callback': row({
    request: () => ({ body: { state: 'no-such-flow', code: 'code' } }),
    expect: teamOnly(refused(400, 'CREATIVE_IMPORT_CONNECT_FAILED')),
  }),
  'GET /api/creatives/imports/drive/callback': row({ request: () => ({ query: { state: 'no-such-flow', code: 'code' } }), expect: teamOnly(303) }),
  'DELETE /api/creatives/imports/:source': row({ request: () => ({ params: { source: 'drive' } }), expect: teamOnly(204) }),
  'GET /api/creatives/imports/canva/designs': row({ expect: notConnected }),
  'GET /api/creatives/imports/canva/designs/:designId/thumbnail': row({ request: () => ({ params: { designId: 'DAFfeed0001' } }), expect: notConnected }),
  'POST /api/creatives/imports/canva/import': row({ request: () => ({ body: { designId: 'DAFfeed0001', format: 'png' } }), expect: notConnected }),
  'GET /api/creatives/imports/drive/files': row({ expect: notConnected }),
  'GET /api/creatives/imports/drive/files/:fileId/thumbnail': row({ request: () => ({ params: { fileId: 'drivePngBanner01' } }), expect: notConnected }),
  'POST /api/creatives/imports/drive/import': row({ request: () => ({ body: { file: 'drivePngBanner01' } }), expect: notConnected }),
};
