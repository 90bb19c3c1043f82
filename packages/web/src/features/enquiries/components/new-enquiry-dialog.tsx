import { Button, ChoiceGroup, Dialog, FormField } from '@garage/app-kit';
import {
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
} from 'react';
import toast from 'react-hot-toast';
import { offerNotificationsOnce } from '../../../components/ui/notification-offer.tsx';
import { OfflineReason } from '../../../components/ui/offline-reason.tsx';
import { isImageFile, notAnImageMessage } from '../../../lib/image-file.ts';
import { readQuickLaunchParts } from '../../../lib/quick-launch-parts.ts';
import { useOnline } from '../../../lib/use-online.ts';
import {
  EnquiryNotReceivedError,
  EnquiryReceiptUnknownError,
  useCreateEnquiry,
  useLastEnquirySent,
} from '../api/create-enquiry.ts';
import { needsVehicle, type NewEnquiryDraft } from '../lib/new-enquiry-draft.ts';
import {
  addParts,
  deliveryOf,
  regAsksForVehicle,
  toggleDelivery,
  type Delivery,
} from '../lib/new-enquiry-form.ts';
import {
  checkNewEnquiry,
  toNewEnquiryPayload,
  type NewEnquiryErrors,
} from '../lib/new-enquiry-schema.ts';
import styles from './dialog-form.module.css';
import form from './new-enquiry-dialog.module.css';
import { NewEnquiryImage } from './new-enquiry-image.tsx';
import { PartListDialog } from './part-list-dialog.tsx';
import { useNewEnquiryDraft } from './use-new-enquiry-draft.ts';
import { VehicleDetailsDialog } from './vehicle-details-dialog.tsx';

export const enquiryCreatedMessage = 'Enquiry sent';
/** What the form says when the supplier refuses the enquiry. */
export const submitFailedMessage = 'Unknown error';
/** While a lost answer's enquiry is looked for in the garage's list. */
export const checkingReceiptMessage =
  'No answer from the supplier. Checking whether your enquiry was received...';
/** What follows 'Unknown error' when the answer was lost: what the look in the list found. */
export const lostAnswerMessages = {
  notReceived:
    'It is not in your enquiries, so the supplier did not receive it. Press Submit to send it again.',
  unknown:
    'We could not check whether the supplier received it. Look for it in your enquiries before you press Submit again, so that it is not sent twice.',
};

/** A form opened while the enquiry of one closed before its answer is on its way, then sent. */
export const earlierEnquiryMessages = {
  onItsWay: 'Your last enquiry is still on its way to the supplier...',
  sent: 'Your last enquiry was sent.',
};

/** After Clear, beside Undo. */
const formClearedMessage = 'Everything typed was cleared.';

/** Why a submit failed, as the form tells it. */
type Failure = 'refused' | keyof typeof lostAnswerMessages;

const failureOf = (error: Error): Failure =>
  error instanceof EnquiryNotReceivedError
    ? 'notReceived'
    : error instanceof EnquiryReceiptUnknownError
      ? 'unknown'
      : 'refused';

const deliveries: Delivery[] = ['Same day', 'Next day'];

/** The New Enquiry modal. What is typed stays as a draft until sent or cleared. */
export function NewEnquiryDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="New Enquiry" onClose={onClose}>
      <NewEnquiryForm onCreated={onClose} />
    </Dialog>
  );
}

type OpenDialog = { kind: 'vehicle'; thenSubmit: boolean } | { kind: 'part-list' } | null;

function NewEnquiryForm({ onCreated }: { onCreated: () => void }) {
  const {
    draft,
    image,
    imageNotKept,
    update,
    chooseType,
    addVehicle,
    changeImage,
    discard,
    isEmpty,
    restore,
  } = useNewEnquiryDraft();
  // What Clear took away, offered back until anything is typed (docs/rules.md#new-enquiry).
  const [cleared, setCleared] = useState<{ draft: NewEnquiryDraft; image: File | null } | null>(
    null,
  );
  const [imageError, setImageError] = useState<string | null>(null);
  const [errors, setErrors] = useState<NewEnquiryErrors>({});
  const [failed, setFailed] = useState<Failure | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const shortcuts = useMemo(() => readQuickLaunchParts(localStorage), []);
  const create = useCreateEnquiry({
    // Also when this form was closed before the answer came (api/create-enquiry.ts).
    onRaised: () => {
      discard();
      toast.success(enquiryCreatedMessage);
      offerNotificationsOnce();
    },
  });
  // The enquiry of a form closed before its answer came: this one waits for it, so that what
  // it shows, the draft being sent, is not sent twice (docs/rules.md#new-enquiry).
  const lastSent = useLastEnquirySent();
  const earlierOnItsWay = create.isIdle && lastSent?.status === 'pending';
  const waitingForEarlier = useRef(earlierOnItsWay);
  const [earlierSent, setEarlierSent] = useState(false);
  const earlierEnded = useEffectEvent(() => {
    if (lastSent?.status === 'success') {
      discard();
      setEarlierSent(true);
    } else if (lastSent?.error) {
      setFailed(failureOf(lastSent.error));
    }
  });
  useEffect(() => {
    if (earlierOnItsWay || !waitingForEarlier.current) return;
    waitingForEarlier.current = false;
    earlierEnded();
  }, [earlierOnItsWay]);
  // Set from the first submit: a second one before React re-renders would see isPending false.
  const submitting = useRef(false);
  // Offline, Submit waits for the connection; the draft stays as typed (docs/offline.md).
  const online = useOnline();
  const offlineReasonId = useId();

  const consumables = draft.Consumables === 'Consumables';
  function attach(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again, after removing it, still fires a change.
    event.target.value = '';
    if (!file) return;
    setImageError(isImageFile(file) ? null : notAnImageMessage(file));
    if (isImageFile(file)) changeImage(file);
  }

  function clear() {
    // The draft as it was, unless the form was as new: nothing to give back then.
    if (!isEmpty) setCleared({ draft, image });
    discard();
    setErrors({});
    setImageError(null);
    setFailed(null);
  }

  /** Validation runs here only, never on change or blur (docs/rules.md#validation). */
  function submit(from: NewEnquiryDraft) {
    if (submitting.current) return;
    const check = checkNewEnquiry(from, image);
    setErrors(check.ok ? {} : check.errors);
    // Asked for first, whatever else is wrong: the errors show behind the dialog, and the
    // form is checked again once the vehicle is confirmed.
    if (needsVehicle(from)) {
      setDialog({ kind: 'vehicle', thenSubmit: true });
      return;
    }
    if (!check.ok || !online || earlierOnItsWay) return;
    submitting.current = true;
    setFailed(null);
    setEarlierSent(false);
    create.mutate(toNewEnquiryPayload(check.values), {
      onSuccess: onCreated,
      onError: (error) => {
        // Every field stays as typed, so the garage can send it again.
        const failure = failureOf(error);
        // The call's own failure; what the look in the list found is shown to the garage.
        console.error('Creating the enquiry failed', failure === 'refused' ? error : error.cause);
        setFailed(failure);
        submitting.current = false;
      },
    });
  }

  function confirmVehicle({ make, model }: { make: string; model: string }) {
    const next = addVehicle(make, model);
    const thenSubmit = dialog?.kind === 'vehicle' && dialog.thenSubmit;
    setDialog(null);
    if (thenSubmit) submit(next);
  }

  const delivery = deliveryOf(draft.Notes);
  return (
    <form
      className={`${styles.form} ${form.form}`}
      aria-label="New Enquiry"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(draft);
      }}
    >
      <ChoiceGroup
        label="Type"
        name="Consumables"
        value={draft.Consumables}
        options={[
          ['Parts', 'Parts'],
          ['Consumables', 'Consumables'],
        ]}
        onChange={chooseType}
      />

      <FormField label="Reg" error={errors.Reg}>
        {(props) => (
          <input
            {...props}
            value={draft.Reg}
            disabled={consumables}
            autoComplete="off"
            onChange={(event) => update({ Reg: event.target.value })}
            // Also when Reg changed since the vehicle was confirmed; cancelling leaves the vehicle
            // unconfirmed for this Reg, so Submit asks again (docs/readings.md#new-enquiry).
            onBlur={() => {
              if (!consumables && needsVehicle(draft) && regAsksForVehicle(draft.Reg)) {
                setDialog({ kind: 'vehicle', thenSubmit: false });
              }
            }}
          />
        )}
      </FormField>

      <FormField label="Parts" error={errors.Parts}>
        {(props) => (
          <textarea
            {...props}
            rows={2}
            value={draft.Parts}
            onChange={(event) => update({ Parts: event.target.value })}
          />
        )}
      </FormField>
      <div className={form.partTools}>
        <Button onClick={() => setDialog({ kind: 'part-list' })}>Select part list</Button>
        {shortcuts.length > 0 && (
          <ul className={form.shortcuts} aria-label="Part shortcuts">
            {shortcuts.map((part) => (
              <li key={part}>
                <button
                  type="button"
                  className={form.shortcut}
                  aria-label={`Add ${part}`}
                  onClick={() => update({ Parts: addParts(draft.Parts, [part]) })}
                >
                  + {part}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      <FormField label="Notes" error={errors.Notes}>
        {(props) => (
          <textarea
            {...props}
            rows={4}
            value={draft.Notes}
            onChange={(event) => update({ Notes: event.target.value })}
          />
        )}
      </FormField>

      <fieldset className={form.group}>
        <legend>Delivery</legend>
        <div className={form.toggles}>
          {deliveries.map((choice) => (
            <button
              key={choice}
              type="button"
              className={form.toggle}
              aria-pressed={delivery === choice}
              onClick={() => update({ Notes: toggleDelivery(draft.Notes, choice) })}
            >
              {choice}
            </button>
          ))}
        </div>
        {errors.Delivery && (
          <p className={styles.error} role="alert">
            {errors.Delivery}
          </p>
        )}
      </fieldset>

      <ChoiceGroup
        label="Status"
        name="Status"
        value={draft.Status}
        options={[
          ['Waiting', 'Quote'],
          ['Order', 'Order'],
        ]}
        onChange={(Status) => update({ Status })}
      />

      <NewEnquiryImage
        image={image}
        notKept={imageNotKept}
        error={imageError}
        onChoose={attach}
        onRemove={() => changeImage(null)}
      />

      {(earlierOnItsWay || (earlierSent && isEmpty)) && (
        <p className={form.checking} role="status">
          {earlierOnItsWay ? earlierEnquiryMessages.onItsWay : earlierEnquiryMessages.sent}
        </p>
      )}
      {create.checking && (
        <p className={form.checking} role="status">
          {checkingReceiptMessage}
        </p>
      )}
      {failed && (
        <div className={`${styles.error} ${form.failure}`} role="alert">
          <p>{submitFailedMessage}</p>
          {failed !== 'refused' && <p>{lostAnswerMessages[failed]}</p>}
        </div>
      )}
      {cleared && isEmpty && (
        <p className={form.cleared} role="status">
          {formClearedMessage}{' '}
          <Button
            onClick={() => {
              restore(cleared.draft, cleared.image);
              setCleared(null);
            }}
          >
            Undo
          </Button>
        </p>
      )}
      <div className={styles.actions}>
        <Button onClick={clear}>Clear</Button>
        <Button
          variant="primary"
          type="submit"
          disabled={create.isPending || earlierOnItsWay || !online}
          aria-busy={create.isPending || earlierOnItsWay}
          aria-describedby={online ? undefined : offlineReasonId}
        >
          Submit
        </Button>
      </div>
      <OfflineReason id={offlineReasonId} className={form.offline} />

      {dialog?.kind === 'vehicle' && (
        <VehicleDetailsDialog
          initial={{ make: draft.Make, model: draft.Model }}
          onConfirm={confirmVehicle}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'part-list' && (
        <PartListDialog
          onAdd={(parts) => {
            update({ Parts: addParts(draft.Parts, parts) });
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </form>
  );
}
