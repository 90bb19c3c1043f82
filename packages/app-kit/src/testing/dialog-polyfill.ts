/**
 * jsdom (31) has HTMLDialogElement but no show(), showModal() or close(). This adds them for
 * every web unit test that runs in jsdom, modal enough for the tests: showModal() sets `open`,
 * Escape fires a cancelable `cancel` at the last dialog opened that is still open (after the
 * key's own handlers, as browsers do), and close() unless it was prevented; close() removes
 * `open` and fires `close`. Not done: inertness of the page behind and the top layer.
 */
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  const modals: HTMLDialogElement[] = [];

  Object.assign(HTMLDialogElement.prototype, {
    show(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    showModal(this: HTMLDialogElement) {
      if (!this.isConnected)
        throw new DOMException('The dialog is not connected', 'InvalidStateError');
      this.setAttribute('open', '');
      modals.push(this);
    },
    close(this: HTMLDialogElement, returnValue?: string) {
      if (!this.open) return;
      this.removeAttribute('open');
      const index = modals.indexOf(this);
      if (index >= 0) modals.splice(index, 1);
      if (returnValue !== undefined) this.returnValue = returnValue;
      this.dispatchEvent(new Event('close'));
    },
  });

  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = modals.findLast((dialog) => dialog.isConnected && dialog.open);
    if (top?.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
