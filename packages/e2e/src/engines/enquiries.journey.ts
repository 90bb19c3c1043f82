// The enquiry list in Firefox and WebKit: My and Global, search, the date filter with typed
// dates and its note, a card opened.
import { ukTimeZone } from '../harness/browser.ts';
import { expect, fixtures, signIn, test } from './harness.ts';

const myList = { role: 'list', name: 'My Enquiries' };
const globalList = { role: 'list', name: 'Global Enquiries' };
const searchBox = { role: 'searchbox', name: 'Search enquiries' };
const dateDialog = { role: 'dialog', name: 'Filter by date' };

/** The UK date `days` from now, as the garage types it (dd/MM/yyyy). */
const ukDate = (days: number) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: ukTimeZone }).format(
    Date.now() + days * 24 * 60 * 60 * 1000,
  );

test('My and Global Enquiries, search, and a card opened', async ({ portal }) => {
  await signIn(portal, 'dave');
  await portal.open('');
  await portal.see({ role: 'listitem', within: myList });
  await portal.see({ text: 'Please select an enquiry.' });
  await portal.see({ text: 'Pennine Motor Factors (PMF1001)' });

  await portal.fill(searchBox, 'hbn');
  await expect.poll(() => portal.count({ role: 'listitem', within: myList })).toBe(1);
  await portal.click({ role: 'link', within: myList });
  await expect.poll(() => portal.path()).toBe(`/enquiries/${fixtures.enquiries.quoted}`);
  await portal.seeNo({ text: 'Please select an enquiry.' });

  await portal.click({ role: 'button', name: 'Global Enquiries' });
  await portal.see({ role: 'listitem', within: globalList });
  await expect.poll(() => portal.count({ role: 'link', within: globalList })).toBe(0);
  await portal.screenshot('enquiries-global');

  // Another garage's enquiry reached by its address, in the app (Back, a link): read-only.
  await portal.evaluate((id: number) => {
    history.pushState(null, '', location.pathname.replace(/\d+$/, String(id)));
    dispatchEvent(new PopStateEvent('popstate'));
  }, fixtures.enquiries.headingleyWaiting);
  await portal.see({
    text: 'Global enquiry: read-only. Only the garage that raised it can order its parts or send messages on it.',
  });
  await portal.see({ role: 'heading', name: 'DN19 RSO' });
  await portal.seeNo({ role: 'textbox', name: 'Write a message...' });
});

test('the date filter, its dates typed, keeps the enquiries in range and notes it', async ({
  portal,
}) => {
  await signIn(portal, 'dave');
  await portal.open('');
  await portal.see({ role: 'listitem', within: myList });

  // The seed raised YK19 HBN a day ago and YO17 PLM three days ago.
  await portal.click({ role: 'button', name: 'Filter by date' });
  await portal.fill({ label: 'Start date', within: dateDialog }, ukDate(-2));
  await portal.click({ role: 'button', name: 'Apply', within: dateDialog });
  await portal.see({ text: `Showing enquiries after ${ukDate(-2).replace(/\/20(\d\d)$/, '/$1')}` });
  await portal.fill(searchBox, 'YK19 HBN');
  await portal.see({ text: 'YK19 HBN', within: myList });
  await portal.press(
    'Backspace',
    'Backspace',
    'Backspace',
    'Backspace',
    'Backspace',
    'Backspace',
    'Backspace',
    'Backspace',
  );
  await portal.type('YO17 PLM');
  await portal.see({ text: 'No enquiries found' });
  await portal.screenshot('enquiries-date-filtered');

  // An end alone: the note names the first of the 366 days shown, not 'before'.
  await portal.click({ role: 'button', name: 'Filter by date' });
  await portal.click({ role: 'button', name: 'Clear', within: dateDialog });
  await portal.click({ role: 'button', name: 'Filter by date' });
  await portal.fill({ label: 'End date', within: dateDialog }, ukDate(-2));
  await portal.click({ role: 'button', name: 'Apply', within: dateDialog });
  const [day = 0, month = 0, year = 0] = ukDate(-2).split('/').map(Number);
  const shortDate = (time: number) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'UTC',
      day: '2-digit',
      month: '2-digit',
      year: '2-digit',
    }).format(time);
  const first = shortDate(Date.UTC(year, month - 1, day - 365));
  const last = shortDate(Date.UTC(year, month - 1, day));
  await portal.see({ text: `Showing enquiries between ${first} and ${last}` });
  await portal.see({ text: 'YO17 PLM', within: myList });
});
