import { useMutationState, type MutationKey, type MutationStatus } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';

/** How the last send under a mutation key stands: its status, its failure, what it sent. */
export type EarlierSend<TVariables> = {
  status: MutationStatus;
  error: Error | null;
  variables: TVariables | undefined;
};

/**
 * The send of a view closed before its answer came (New Enquiry's form, an enquiry's message
 * composer): whether it is still on its way while this view has sent nothing itself (`ownIdle`),
 * so that this view waits for it rather than offer the draft being sent to be sent twice; and,
 * when this view opened while it was on its way, `onEnded` once with how it ended
 * (docs/rules.md#new-enquiry, docs/rules.md#messages).
 */
export function useEarlierSend<TVariables>(
  mutationKey: MutationKey,
  ownIdle: boolean,
  onEnded: (ended: EarlierSend<TVariables>) => void,
): boolean {
  const last = useMutationState({
    filters: { mutationKey },
    select: (mutation) => ({
      status: mutation.state.status,
      error: mutation.state.error,
      variables: mutation.state.variables as TVariables | undefined,
    }),
  }).at(-1);
  const onItsWay = ownIdle && last?.status === 'pending';
  const waiting = useRef(onItsWay);
  const ended = useEffectEvent(() => {
    if (last) onEnded(last);
  });
  useEffect(() => {
    if (onItsWay || !waiting.current) return;
    waiting.current = false;
    ended();
  }, [onItsWay]);
  return onItsWay;
}
