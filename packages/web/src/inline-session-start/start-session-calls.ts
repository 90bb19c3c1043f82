import { myEnquiriesDaysBack } from '../features/enquiries/lib/enquiry-windows.ts';
import type { StartedRequest } from './started-requests.ts';

// The router's signed-in screens (app/router.tsx, the shell route's children), matched as React
// Router matches them: in any case, with or without a trailing slash. And those of them that
// open on the garage's own enquiries list (the Enquiries screen).
const signedInRoute =
  /^\/(?:enquiries(?:\/[^/]+)?|tracking|returns|news(?:\/[^/]+)?|settings)?\/?$/i;
const enquiriesRoute = /^\/(?:enquiries(?:\/[^/]+)?)?\/?$/i;

/** What the page knows before the app's code has loaded. */
export type SessionPage = {
  /** The portal's base path (config/base-path.ts): '' at the site root. */
  basePath: string;
  /** The document's base URL, which relative request URLs resolve against. */
  baseUrl: string;
  /** The page's pathname, base path included. */
  pathname: string;
  /** The stored device id (lib/device-id.ts), null when there is none. */
  deviceId: string | null;
  /** The runtime config the host wrote into the page, as text; null: fetch config.json. */
  embeddedConfig: string | null;
  now: Date;
};

type Hosts = { api: string; lookup: string };

const hostPattern = /^https?:\/\//i;

/**
 * The main API's and the company lookup's hosts as the portal reads them from config.json
 * (@garage/hosting/runtime-config: '' is this origin, an unset mapping host is the API's, and
 * a mapping host of '' sends the lookup to the API's host as the client's baseUrl does), or
 * null for a file the portal would refuse: the app says what is wrong with it.
 */
export function sessionHosts(config: unknown): Hosts | null {
  if (typeof config !== 'object' || config === null) return null;
  const { apiHost = '', mappingHost = apiHost } = config as Record<string, unknown>;
  const hosts = [apiHost, mappingHost].map((host) =>
    host === '' || (typeof host === 'string' && hostPattern.test(host))
      ? host.replace(/\/+$/, '')
      : null,
  );
  const [api, mapping] = hosts;
  if (api == null || mapping == null) return null;
  return { api, lookup: mapping || api };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A local calendar day `days` on from `now`'s, as YYYY-MM-DD (date-fns's addDays and lightFormat). */
function isoDay(now: Date, days: number): string {
  const day = new Date(now);
  day.setDate(day.getDate() + days);
  const year = String(day.getFullYear()).padStart(4, '0');
  return `${year}-${twoDigits(day.getMonth() + 1)}-${twoDigits(day.getDate())}`;
}

/**
 * The window of the garage's own list, as features/enquiries/lib/enquiry-windows.ts makes it:
 * without date-fns, which would double this script's size.
 */
export const myEnquiriesWindowOf = (now: Date) => ({
  StartDate: isoDay(now, -myEnquiriesDaysBack),
  EndDate: isoDay(now, 1),
});

/** Where the page's route is, under its base path; null when it is not under it. */
function routeOf({ basePath, pathname }: SessionPage): string | null {
  if (!pathname.toLowerCase().startsWith(basePath.toLowerCase())) return null;
  return pathname.slice(basePath.length) || '/';
}

/**
 * Starts the signed-in garage's calls as the app would send them: config.json (unless the
 * page carries the config), the device token, then with it the user, the company and the garage's enquiries list, then the company
 * lookup. Nothing without a device id or off the signed-in screens (the app sends the device to
 * /login itself). Each answer is handed on only once the calls that follow from it have been
 * started, so the app never asks for one before it is in the list.
 */
export function startSessionCalls(
  page: SessionPage,
  fetch: typeof globalThis.fetch,
): StartedRequest[] {
  const started: StartedRequest[] = [];
  const route = routeOf(page);
  const { deviceId } = page;
  if (deviceId === null || route === null || !signedInRoute.test(route)) return started;

  const send = (
    method: StartedRequest['method'],
    url: string,
    token: string | null,
    body: string | null,
    next?: (answer: Record<string, unknown>) => void,
    leadsTo?: string[],
  ) => {
    const headers: Record<string, string> = {};
    if (body !== null) headers['Content-Type'] = 'application/json';
    if (token !== null) {
      headers.token = token;
      headers.Authorization = `Bearer ${token}`;
    }
    const absolute = new URL(url, page.baseUrl).href;
    const response = fetch(absolute, { method, headers, body, credentials: 'same-origin' }).then(
      async (answer) => {
        if (answer.ok && next) {
          // A body that is not what the app expects starts nothing more: the app reports it.
          await answer
            .clone()
            .json()
            .then(next)
            .catch(() => undefined);
        }
        return answer;
      },
    );
    // A network failure is the app's to report, when it takes the call; never an unhandled one.
    response.catch(() => undefined);
    const call: StartedRequest = { method, url: absolute, token, body, response };
    if (leadsTo) call.leadsTo = leadsTo.map((prefix) => new URL(prefix, page.baseUrl).href);
    started.push(call);
  };

  const startWith = (config: unknown) => {
    const hosts = sessionHosts(config);
    if (!hosts) return;
    send('GET', `${hosts.api}/api/authenticate/mobile/${deviceId}`, null, null, ({ token }) => {
      if (typeof token !== 'string') return;
      send('GET', `${hosts.api}/api/connectplus/garageuser`, token, null);
      // A repeat visit's app knows the CompanyID from its saved data, and may ask for the
      // lookup before this call has answered: it waits for the answer (take-started.ts).
      const lookup = `${hosts.lookup}/api/getCompany/`;
      const onUser = ({ CompanyID }: Record<string, unknown>) => {
        if (typeof CompanyID === 'number') send('GET', `${lookup}${CompanyID}`, token, null);
      };
      send('GET', `${hosts.api}/api/user`, token, null, onUser, [lookup]);
      if (enquiriesRoute.test(route)) {
        const enquiriesWindow = JSON.stringify(myEnquiriesWindowOf(page.now));
        send('POST', `${hosts.api}/api/connectplus/enquiries`, token, enquiriesWindow);
      }
    });
  };
  if (page.embeddedConfig === null) {
    send('GET', `${page.basePath}/config.json`, null, null, startWith);
  } else {
    // A block that is not JSON starts nothing: the app names the problem.
    let config: unknown = null;
    try {
      config = JSON.parse(page.embeddedConfig);
    } catch {
      // config stays null.
    }
    startWith(config);
  }
  return started;
}
