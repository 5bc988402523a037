// The invitation e-mail's (or WhatsApp's) link opens the gallery with ?convite=<token>. Once the gallery is open
// (the key asked for first, when it has one: the token opens nothing), the session follows the invitation and the
// token leaves the address, so a shared or bookmarked address does not carry it.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useFollowEventInvitationMutation } from './mutations/useFollowEventInvitationMutation.ts';

export const invitationParameter = 'convite';

export function useInvitationLink(open: boolean) {
  const [params, setParams] = useSearchParams();
  const [follow] = useFollowEventInvitationMutation();
  const followed = useRef<string | null>(null);
  const token = params.get(invitationParameter);
  useEffect(() => {
    if (!open || !token || followed.current === token) return;
    followed.current = token;
    const drop = () =>
      setParams(
        (current) => {
          current.delete(invitationParameter);
          return current;
        },
        { replace: true },
      );
    // Tracking only: whatever the answer, the customer carries on in the gallery.
    follow(token).then(drop, drop);
  }, [open, token, follow, setParams]);
}
