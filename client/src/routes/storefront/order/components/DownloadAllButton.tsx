// "Baixar todas (ZIP)": asks for the ZIP's short-lived address, then lets the browser download it.
import { useToasts } from '../../../../components/Toasts.tsx';
import { errorMessage } from '../../../../relay/mutations.ts';
import { useCreateOrderArchiveLinkMutation } from '../mutations/useCreateOrderArchiveLinkMutation.ts';

export function DownloadAllButton({ orderId, accessToken }: { orderId: string; accessToken: string | null }) {
  const toasts = useToasts();
  const [createLink, creating] = useCreateOrderArchiveLinkMutation();
  const download = () =>
    createLink(orderId, accessToken).then(
      (result) => {
        const failure = errorMessage(result);
        if (failure !== null || !result.url) toasts.failure(failure ?? '');
        else window.location.assign(result.url);
      },
      () => toasts.failure(''),
    );
  return (
    <button type="button" className="button button-primary" onClick={download} disabled={creating}>
      {creating ? 'Preparando o ZIP…' : 'Baixar todas (ZIP)'}
    </button>
  );
}
