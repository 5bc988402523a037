// 'Adicionar Fotos': many files at once, each a resumable upload (a dropped connection resumes), a few in flight,
// a progress bar per file and for all, the spec's messages per failed file (the plan's size limit, invalid image;
// plan limit or pending plan stop the rest), then the summary 'Imagens selecionadas para upload: N. Uploads bem sucedidos: X,
// falhos: Y'. The files go in file-name order (IMG_2 before IMG_10), the order the gallery lists them in.
import { type ReactNode, useState } from 'react';
import { DropZone } from '../../../components/DropZone.tsx';
import { useToasts } from '../../../components/Toasts.tsx';
import styles from './PhotoUploader.module.css';
import { type UploadOutcome, uploadPhotoResumably } from './resumableUpload.ts';

/** The spec's 6 MB: the largest photo unless the studio's plan allows more. */
export const maxUploadBytes = 6 * 1024 * 1024;
const inFlight = 3;

export type FileState = {
  name: string;
  /** The part of the file's bytes the server has received. */
  progress: number;
  status: 'waiting' | 'sending' | 'done' | 'failed' | 'stopped';
  message?: string;
};

const settledStatuses: FileState['status'][] = ['done', 'failed', 'stopped'];

/**
 * Where a round stands: the files settled (sent, refused or not sent; each counts whole), and the bar's fraction,
 * which adds the bytes of the files on their way. A file whose bytes are all sent is not settled until the server
 * has answered for it, so the count and the bar both reach the end only when every file has.
 */
export function roundProgress(files: FileState[]): { settled: number; total: number; fraction: number } {
  const total = files.length;
  const settled = files.filter((file) => settledStatuses.includes(file.status)).length;
  if (!total) return { settled, total, fraction: 0 };
  const sending = files
    .filter((file) => file.status === 'sending')
    .reduce((sum, file) => sum + Math.min(file.progress, 1), 0);
  // Bytes sent but not yet answered stay just short of a whole file.
  const fraction = settled === total ? 1 : Math.min((settled + sending) / total, (total - 0.5) / total);
  return { settled, total, fraction };
}

/** IMG_2.jpg before IMG_10.jpg: the order the gallery lists photos in, so they are sent in it too. */
const byFileName = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

/** '6MB', '20MB', '7,5MB': the limit as the server's message writes it. */
export function megabytesLabel(bytes: number): string {
  const megabytes = Math.round((bytes / (1024 * 1024)) * 10) / 10;
  return `${megabytes.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}MB`;
}

export const tooLargeMessage = (name: string, maxBytes = maxUploadBytes) =>
  `Erro ao fazer upload da imagem ${name}. Seu tamanho excede o máximo permitido de ${megabytesLabel(maxBytes)}`;

export function summaryMessage(selected: number, succeeded: number, failed: number) {
  return `Imagens selecionadas para upload: ${selected}. Uploads bem sucedidos: ${succeeded}, falhos: ${failed}`;
}

export function PhotoUploader({
  eventSlug,
  onFinished,
  maxPhotoBytes = maxUploadBytes,
  photographer,
  children,
}: {
  eventSlug: string;
  onFinished: () => void;
  /** The largest photo the studio's plan takes. */
  maxPhotoBytes?: number;
  /** Who shot the photos of this round (a member or a typed name); none: the member uploading. */
  photographer?: { memberId?: string; name?: string };
  /** Shown above the drop zone ('Fotógrafo'). */
  children?: ReactNode;
}) {
  const toasts = useToasts();
  const [files, setFiles] = useState<FileState[]>([]);
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async (selected: File[]) => {
    if (!selected.length) return;
    const chosen = [...selected].sort((a, b) => byFileName.compare(a.name, b.name));
    setBusy(true);
    setSummary(null);
    const states: FileState[] = chosen.map((file) => ({ name: file.name, progress: 0, status: 'waiting' }));
    setFiles(states.map((state) => ({ ...state })));
    const update = (index: number, change: Partial<FileState>) => {
      Object.assign(states[index]!, change);
      setFiles(states.map((state) => ({ ...state })));
    };
    let stopped: string | null = null;
    let next = 0;
    const send = (file: File, index: number) =>
      uploadPhotoResumably(file, eventSlug, (progress) => update(index, { progress }), photographer).catch(
        (): UploadOutcome => ({ ok: false, status: null, message: null }),
      );
    const worker = async () => {
      while (next < chosen.length && !stopped) {
        const index = next++;
        const file = chosen[index]!;
        if (file.size > maxPhotoBytes) {
          update(index, { status: 'failed', message: tooLargeMessage(file.name, maxPhotoBytes) });
          continue;
        }
        update(index, { status: 'sending' });
        const result = await send(file, index);
        if (result.ok) {
          update(index, { status: 'done', progress: 1 });
        } else if (result.status === 413) {
          update(index, {
            status: 'failed',
            message: result.message || tooLargeMessage(file.name, maxPhotoBytes),
          });
        } else if (result.status === 403 && result.message === 'Limite do plano atingido') {
          stopped = 'Limite do plano atingido. Upload interrompido';
          update(index, { status: 'failed', message: 'Limite do plano atingido' });
        } else if (result.status === 403 && result.message === 'Pendências no plano. Upload não realizado') {
          stopped = result.message;
          update(index, { status: 'failed', message: stopped });
        } else {
          update(index, {
            status: 'failed',
            message: result.message || `Erro ao fazer upload da imagem ${file.name}`,
          });
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(inFlight, chosen.length) }, worker));
    } finally {
      for (const [index, state] of states.entries()) {
        if (state.status === 'waiting' || state.status === 'sending')
          update(index, { status: 'stopped', message: 'Não enviada' });
      }
      const succeeded = states.filter((state) => state.status === 'done').length;
      const text = summaryMessage(chosen.length, succeeded, chosen.length - succeeded);
      setSummary(text);
      if (stopped) toasts.show({ type: 'falha', text: stopped, duration: 3000 });
      else toasts.show({ type: succeeded === chosen.length ? 'sucesso' : 'alerta', text, duration: 3000 });
      setBusy(false);
      onFinished();
    }
  };

  const { settled, total, fraction } = roundProgress(files);
  return (
    <div className={styles.uploader}>
      {children}
      <DropZone
        label="Adicionar Fotos"
        multiple
        disabled={busy}
        hint={`Até ${megabytesLabel(maxPhotoBytes)} por imagem.`}
        onFiles={(chosen) => {
          start(chosen).catch(() => toasts.failure(''));
        }}
      />
      {files.length > 0 && (
        <div className={styles.progress}>
          <label className={styles.overall}>
            {busy ? `Enviando… ${settled} de ${total} concluídas` : 'Envio concluído'}
            <progress value={fraction} max={1} />
          </label>
          {summary && (
            <p role="status" className={styles.summary}>
              {summary}
            </p>
          )}
          <ul className={styles.files}>
            {files.map((file, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list of one upload round never reorders
              <li key={index} className={styles[file.status]}>
                <span className={styles.name}>{file.name}</span>
                {file.status === 'sending' && file.progress >= 1 ? (
                  <span>Processando…</span>
                ) : file.status === 'sending' || file.status === 'waiting' ? (
                  <progress value={file.progress} max={1} aria-label={`Envio de ${file.name}`} />
                ) : (
                  <span>{file.status === 'done' ? 'Enviada' : file.message}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
