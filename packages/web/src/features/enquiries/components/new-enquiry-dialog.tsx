import { Modal } from './modal.tsx';

/** The New Enquiry modal; its form is built under its own issue. */
export function NewEnquiryDialog({ onClose }: { onClose: () => void }) {
  return <Modal title="New Enquiry" onClose={onClose} />;
}
