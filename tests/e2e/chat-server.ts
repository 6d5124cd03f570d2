/**
 * The web-chat tests' own worker: the same build served with `WEB_CHAT_ID` set, as an operator
 * switches the chat on with `wrangler dev --var` or the production vars. The other test servers
 * keep it off (the default: no chat script, no request to the vendor). The maps library is on here
 * too (`MAPS_API_KEY`, tests/e2e/maps.spec.ts): it goes on the branches page only, which the chat's
 * tests do not open.
 */
export const CHAT_PORT = Number(process.env.E2E_PORT ?? 8799) + 2;
export const CHAT_STATE = '.wrangler/e2e-chat-state';
export const CHAT_ORIGIN = `http://127.0.0.1:${CHAT_PORT}`;
/** A workspace id of the accepted shape. */
export const CHAT_ID = 'hk3lender';
/** A maps API key of the accepted shape (Google's are 39 characters). */
export const MAPS_KEY = 'AIzaSyE2E-test-key_0123456789abcdefghi';
