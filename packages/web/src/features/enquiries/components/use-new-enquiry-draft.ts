import { useEffect, useRef, useState } from 'react';
import {
  emptyDraft,
  isEmptyDraft,
  readNewEnquiryDraft,
  readNewEnquiryDraftImage,
  writeNewEnquiryDraft,
  writeNewEnquiryDraftImage,
  type NewEnquiryDraft,
} from '../lib/new-enquiry-draft.ts';
import {
  consumablesReg,
  vehicleRegOf,
  withoutVehicle,
  withVehicle,
} from '../lib/new-enquiry-form.ts';

/**
 * The New Enquiry form's values and image as typed, kept as a draft on this device
 * (lib/new-enquiry-draft.ts) and read back when the form opens, until sent or cleared.
 */
export function useNewEnquiryDraft() {
  const [draft, setDraft] = useState(() => readNewEnquiryDraft(localStorage));
  const [image, setImage] = useState<File | null>(null);
  const imageTouched = useRef(false);
  // The image the browser refused to keep as the draft's (WebKit's private windows refuse any
  // File): the form says so, as leaving the page would lose it.
  const [notKept, setNotKept] = useState<File | null>(null);

  const draftHasImage = useRef(draft.HasImage);
  useEffect(() => {
    if (!draftHasImage.current) return;
    void readNewEnquiryDraftImage().then((stored) => {
      // An image attached (or removed) while the draft was read wins over the stored one.
      if (stored && !imageTouched.current) setImage(stored);
    });
  }, []);

  // Stored as it changes, not in an effect: a reload straight after a change still finds it.
  function save(next: NewEnquiryDraft) {
    setDraft(next);
    writeNewEnquiryDraft(localStorage, next);
  }
  const update = (patch: Partial<NewEnquiryDraft>) => save({ ...draft, ...patch });

  function storeImage(next: File | null) {
    imageTouched.current = true;
    setImage(next);
    void writeNewEnquiryDraftImage(next).then((kept) => {
      if (!kept) setNotKept(next);
    });
  }

  return {
    draft,
    image,
    /** Whether the browser refused to keep the attached image across a reload. */
    imageNotKept: image !== null && image === notKept,
    /** Changes some fields of the draft. */
    update,
    /**
     * Consumables fills and locks Reg and drops the vehicle, its paragraph in Notes too; Parts
     * empties Reg.
     */
    chooseType: (value: NewEnquiryDraft['Consumables']) => {
      if (value === draft.Consumables) return;
      update(
        value === 'Consumables'
          ? {
              Consumables: value,
              Reg: consumablesReg,
              Make: '',
              Model: '',
              VehicleReg: '',
              Notes: withoutVehicle(draft.Notes, draft.Make, draft.Model),
            }
          : { Consumables: value, Reg: '' },
      );
    },
    /**
     * Keeps the vehicle confirmed, for the Reg as it is now, and puts it in Notes, in place of an
     * earlier one.
     */
    addVehicle: (make: string, model: string): NewEnquiryDraft => {
      const next = {
        ...draft,
        Make: make,
        Model: model,
        VehicleReg: vehicleRegOf(draft.Reg),
        Notes: withVehicle(withoutVehicle(draft.Notes, draft.Make, draft.Model), make, model),
      };
      save(next);
      return next;
    },
    /** Attaches an image, or removes it with null. */
    changeImage: (next: File | null) => {
      storeImage(next);
      update({ HasImage: next !== null });
    },
    /** Forgets the draft and its image: the form as new. */
    discard: () => {
      save(emptyDraft);
      storeImage(null);
    },
    /** Whether the form is as new: nothing typed, chosen or attached. */
    isEmpty: isEmptyDraft(draft) && image === null,
    /** Puts back a draft and its image, as they were before a discard. */
    restore: (earlier: NewEnquiryDraft, earlierImage: File | null) => {
      save(earlier);
      storeImage(earlierImage);
    },
  };
}
