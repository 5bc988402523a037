// 'Adicionar Fotos': many files at once, each a resumable upload (a dropped connection resumes), a few in flight,
// a progress bar per file and for all, the spec's messages per failed file (6MB limit, invalid image, plan limit
// or pending plan stop the rest), then the summary 'Imagens selecionadas para upload: N. Uploads bem sucedidos: X,
// falhos: Y'.
import { useRef, useState } from 'react';
import { useToasts } from '../../../components/Toasts.tsx';
import styles from './PhotoUploader.module.css';
import { uploadPhotoResumably } from './resumableUpload.ts';

export const maxUploadBytes = 6 * 1024 * 1024;
const inFlight = 3;

type FileState = {
  name: string;
  progress: number;
  status: 'waiting' | 'sending' | 'done' | 'failed' | 'stopped';
  message?: string;
};

export const tooLargeMessage = (name: string) =>
  `Erro ao fazer upload da imagem ${name}. Seu tamanho excede o máximo permitido de 6MB`;

export function summaryMessage(selected: number, succeeded: number, failed: number) {
  return `Imagens selecionadas para upload: ${selected}. Uploads bem sucedidos: ${succeeded}, falhos: ${failed}`;
}

export function PhotoUploader({ eventSlug, onFinished }: { eventSlug: string; onFinished: () => void }) {
  const toasts = useToasts();
  const [files, setFiles] = useState<FileState[]>([]);
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const start = async (chosen: File[]) => {
    if (!chosen.length) return;
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
    const worker = async () => {
      while (next < chosen.length && !stopped) {
        const index = next++;
        const file = chosen[index]!;
        if (file.size > maxUploadBytes) {
          update(index, { status: 'failed', message: tooLargeMessage(file.name) });
          continue;
        }
        update(index, { status: 'sending' });
        const result = await uploadPhotoResumably(file, eventSlug, (progress) => update(index, { progress }));
        if (result.ok) {
          update(index, { status: 'done', progress: 1 });
        } else if (result.status === 413) {
          update(index, { status: 'failed', message: tooLargeMessage(file.name) });
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
    await Promise.all(Array.from({ length: Math.min(inFlight, chosen.length) }, worker));
    for (const [index, state] of states.entries()) {
      if (state.status === 'waiting') update(index, { status: 'stopped', message: 'Não enviada' });
    }
    const succeeded = states.filter((state) => state.status === 'done').length;
    const text = summaryMessage(chosen.length, succeeded, chosen.length - succeeded);
    setSummary(text);
    if (stopped) toasts.show({ type: 'falha', text: stopped, duration: 3000 });
    else toasts.show({ type: succeeded === chosen.length ? 'sucesso' : 'alerta', text, duration: 3000 });
    setBusy(false);
    if (input.current) input.current.value = '';
    onFinished();
  };

  const done = files.filter(
    (file) => file.status === 'done' || file.status === 'failed' || file.status === 'stopped',
  );
  const overall = files.length
    ? files.reduce((sum, file) => sum + (file.status === 'done' ? 1 : file.progress), 0) / files.length
    : 0;
  return (
    <div className={styles.uploader}>
      <label className={`button button-primary ${busy ? styles.disabled : ''}`}>
        Adicionar Fotos
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          disabled={busy}
          className="visually-hidden"
          onChange={(event) => start(Array.from(event.target.files ?? []))}
        />
      </label>
      {files.length > 0 && (
        <div className={styles.progress}>
          <label className={styles.overall}>
            {busy ? `Enviando ${done.length} de ${files.length}…` : 'Envio concluído'}
            <progress value={overall} max={1} />
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
                {file.status === 'sending' || file.status === 'waiting' ? (
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
