// The New Enquiry form as typed, kept on this device until it is submitted or cleared, so that
// closing the dialog or reloading the page loses nothing. The image goes to IndexedDB.
import { storageKey } from '../../../config/base-path.ts';
import { readDraftImage, writeDraftImage } from '../../../lib/draft-image.ts';
import { vehicleRegOf } from './new-enquiry-form.ts';
import type { NewEnquiryFields } from './new-enquiry-schema.ts';

export type NewEnquiryDraft = NewEnquiryFields & {
  /** The vehicle confirmed in the Enter Vehicle Details dialog; '' until then. */
  Make: string;
  Model: string;
  /**
   * The Reg the vehicle was confirmed for, as compared (vehicleRegOf): a Reg changed since asks
   * for the vehicle again. A draft saved before it was kept reads '', so its vehicle is asked
   * for again (with make and model filled in) unless Reg is empty.
   */
  VehicleReg: string;
  /**
   * Whether an image belongs to the draft. Written at once, unlike the image itself (IndexedDB
   * is asynchronous): an image cleared just before a reload does not come back.
   */
  HasImage: boolean;
};

export const emptyDraft: NewEnquiryDraft = {
  Consumables: 'Parts',
  Reg: '',
  Parts: '',
  Notes: '',
  Status: 'Waiting',
  Make: '',
  Model: '',
  VehicleReg: '',
  HasImage: false,
};

/**
 * A Parts enquiry asks for its vehicle (make and model) before it is sent, and again once Reg
 * changes: a vehicle confirmed for another Reg would order the wrong part. Here with the draft
 * it reads, not in new-enquiry-form.ts, which the schema imports: that made a cycle.
 */
export const needsVehicle = (
  draft: Pick<NewEnquiryDraft, 'Consumables' | 'Reg' | 'Make' | 'Model' | 'VehicleReg'>,
) =>
  draft.Consumables === 'Parts' &&
  (draft.Make === '' || draft.Model === '' || vehicleRegOf(draft.Reg) !== draft.VehicleReg);

const draftKey = () => storageKey('newEnquiryDraft');
const imageKey = () => storageKey('newEnquiryDraftImage');

/** The stored draft, field by field: a field stored wrong (an older build's) starts empty. */
export function readNewEnquiryDraft(storage: Storage): NewEnquiryDraft {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(draftKey()) ?? '{}');
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // Unreadable: an empty form.
  }
  const text = (name: Exclude<keyof NewEnquiryDraft, 'HasImage'>) =>
    typeof stored[name] === 'string' ? stored[name] : emptyDraft[name];
  return {
    Consumables: stored.Consumables === 'Consumables' ? 'Consumables' : 'Parts',
    Reg: text('Reg'),
    Parts: text('Parts'),
    Notes: text('Notes'),
    Status: stored.Status === 'Order' ? 'Order' : 'Waiting',
    Make: text('Make'),
    Model: text('Model'),
    VehicleReg: text('VehicleReg'),
    HasImage: stored.HasImage === true,
  };
}

/** Whether the draft is the form as new: nothing typed or chosen. */
export const isEmptyDraft = (draft: NewEnquiryDraft) =>
  Object.entries(emptyDraft).every(
    ([name, value]) => draft[name as keyof NewEnquiryDraft] === value,
  );

/** Stores the draft, or forgets it when the form is as new. */
export function writeNewEnquiryDraft(storage: Storage, draft: NewEnquiryDraft): void {
  if (isEmptyDraft(draft)) storage.removeItem(draftKey());
  else storage.setItem(draftKey(), JSON.stringify(draft));
}

export const readNewEnquiryDraftImage = () => readDraftImage(imageKey());

export const writeNewEnquiryDraftImage = (image: File | null) => writeDraftImage(imageKey(), image);
