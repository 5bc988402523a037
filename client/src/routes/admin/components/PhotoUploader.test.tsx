// The upload round's counter and bar: they reach the end when every file has been answered for, a refused or
// unsent file included, and a file whose bytes are sent waits for the server's answer before it counts.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/Toasts.tsx';
import { PhotoUploader, roundProgress } from './PhotoUploader.tsx';
import type { UploadOutcome } from './resumableUpload.ts';

type Sending = {
  name: string;
  progress: (fraction: number) => void;
  resolve: (outcome: UploadOutcome) => void;
  reject: (error: unknown) => void;
};

const sending: Sending[] = [];
vi.mock('./resumableUpload.ts', () => ({
  uploadPhotoResumably: (file: File, _slug: string, progress: (fraction: number) => void) =>
    new Promise<UploadOutcome>((resolve, reject) =>
      sending.push({ name: file.name, progress, resolve, reject }),
    ),
}));

const photo = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
const tooLarge = () => photo('GRANDE.jpg', 6 * 1024 * 1024 + 1);

async function choose(files: File[]) {
  const finished = vi.fn();
  render(
    <ToastProvider>
      <PhotoUploader eventSlug="formatura" onFinished={finished} />
    </ToastProvider>,
  );
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Adicionar Fotos'), { target: { files } });
  });
  return finished;
}

/** The summary under the bar (the toast repeats it). */
const summary = () => screen.getByText(/^Imagens selecionadas/, { selector: 'p' }).textContent;

const bar = () =>
  screen.getByRole('progressbar', { name: /Enviando|Envio concluído/ }) as HTMLProgressElement;

/** Every file in flight sends all its bytes; the server has not answered yet. */
async function bytesSent() {
  await act(async () => {
    for (const upload of sending) upload.progress(1);
  });
}

/** The server answers for every file in flight. */
async function answer(outcome: (name: string) => UploadOutcome = (name) => ({ ok: true, photoName: name })) {
  await act(async () => {
    for (const upload of sending.splice(0)) upload.resolve(outcome(upload.name));
  });
}

beforeEach(() => {
  sending.length = 0;
});
afterEach(cleanup);

describe('PhotoUploader', () => {
  it('ends full with 8 files of which one is too large (it used to stop at 7/8)', async () => {
    const finished = await choose([
      ...Array.from({ length: 7 }, (_, i) => photo(`IMG_${i + 1}.jpg`)),
      tooLarge(),
    ]);
    while (sending.length) {
      await bytesSent();
      await answer();
    }
    expect(screen.getByText('Envio concluído')).toBeTruthy();
    expect(bar().value).toBe(1);
    expect(summary()).toBe('Imagens selecionadas para upload: 8. Uploads bem sucedidos: 7, falhos: 1');
    expect(finished).toHaveBeenCalledTimes(1);
  });

  it('counts a file only once the server has answered for it, and says it is processing meanwhile', async () => {
    await choose([photo('IMG_1.jpg'), photo('IMG_2.jpg')]);
    await bytesSent();
    expect(screen.getByText('Enviando… 0 de 2 concluídas')).toBeTruthy();
    expect(screen.getAllByText('Processando…')).toHaveLength(2);
    expect(bar().value).toBeLessThan(1);
    await answer();
    expect(screen.getByText('Envio concluído')).toBeTruthy();
    expect(bar().value).toBe(1);
  });

  it('finishes the round when an upload throws instead of answering', async () => {
    await choose([photo('IMG_1.jpg'), photo('IMG_2.jpg')]);
    await act(async () => {
      sending.shift()!.reject(new Error('tus could not start'));
    });
    await answer();
    expect(screen.getByText('Envio concluído')).toBeTruthy();
    expect(summary()).toBe('Imagens selecionadas para upload: 2. Uploads bem sucedidos: 1, falhos: 1');
    expect(bar().value).toBe(1);
  });

  it('sends the files in file-name order, IMG_2 before IMG_10', async () => {
    await choose([photo('IMG_10.jpg'), photo('IMG_2.jpg'), photo('img_1.jpg'), photo('IMG_3.jpg')]);
    expect(sending.map((upload) => upload.name)).toEqual(['img_1.jpg', 'IMG_2.jpg', 'IMG_3.jpg']);
    const names = screen.getAllByRole('listitem').map((item) => item.firstChild?.textContent);
    expect(names).toEqual(['img_1.jpg', 'IMG_2.jpg', 'IMG_3.jpg', 'IMG_10.jpg']);
  });

  it('counts files stopped by the plan limit as settled', () => {
    expect(
      roundProgress([
        { name: 'a', progress: 1, status: 'done' },
        { name: 'b', progress: 0.2, status: 'failed' },
        { name: 'c', progress: 0, status: 'stopped' },
      ]),
    ).toEqual({ settled: 3, total: 3, fraction: 1 });
    expect(roundProgress([{ name: 'a', progress: 1, status: 'sending' }]).fraction).toBeLessThan(1);
  });
});
