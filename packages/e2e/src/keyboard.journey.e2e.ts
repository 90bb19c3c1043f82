// Keyboard only (docs/keyboard.md): one garage's journey through the portal with Tab, Shift+Tab,
// Enter, Space, Escape, the arrows and typed text; no clicks. At every stop the focus must be
// visible, and every dialog must give the focus back to what opened it (the steps:
// keyboard-journey-steps.ts). The enquiry list and the header: keyboard.list-and-header.e2e.ts.
import { partPhotoPng } from '@garage/mock-server/assets';
import { expect, fixtures, test } from './harness.ts';
import {
  activate,
  copyPartNumber,
  filterByDate,
  openFromSearch,
  orderPadsAndDiscs,
  raiseEnquiry,
  saveAndRemoveShortcut,
  sendMessage,
  trackDelivery,
  viewPhoto,
} from './keyboard-journey-steps.ts';

const { enquiries } = fixtures;

test('a garage activates, orders, writes, raises an enquiry and saves a shortcut by keyboard', async ({
  page,
  context,
  baseUrl,
  demo,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(baseUrl).origin,
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  // A photo from the supplier on the quote, to open in the image viewer.
  await demo.post(`/enquiries/${enquiries.quoted}/messages`, {
    Text: 'Photo of the pads',
    Image: Buffer.from(partPhotoPng('pads')).toString('base64'),
  });

  await activate(page);
  await openFromSearch(page, 'YK19 HBN');
  await copyPartNumber(page, 'BP-FO-1021');
  await orderPadsAndDiscs(page);
  const { Lines: lines } = await demo.enquiry(enquiries.quoted);
  expect(lines.map(({ PartNumber, Confirmed }) => [PartNumber, Confirmed])).toEqual([
    ['BP-FO-1021', 1],
    ['BD-FO-2210', 1],
    ['WS-FO-0450', 0],
  ]);

  await viewPhoto(page);
  await sendMessage(page, 'Can the discs come today?');
  const { Messages } = await demo.enquiry(enquiries.quoted);
  expect(Messages.find(({ Text }) => Text === 'Can the discs come today?')).toMatchObject({
    EnquiryId: enquiries.quoted,
    Garage: true,
  });

  await raiseEnquiry(page, 'YK21 KBD');
  const raised = await demo.enquiries({ GarageId: fixtures.garages.kirkstall });
  expect(raised.find(({ Reg }) => Reg === 'YK21 KBD')).toMatchObject({
    Parts: 'Front brake pads, Front brake discs, Wear sensor',
    Status: 'Order',
  });
  await openFromSearch(page, 'YK21 KBD');
  await page
    .getByText('We have received your enquiry and will respond as quickly as possible.')
    .waitFor();

  await filterByDate(page);
  await saveAndRemoveShortcut(page, 'Brake fluid 1L');
  await trackDelivery(page, 'INV-778201');
});
