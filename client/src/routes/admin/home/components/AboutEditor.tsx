// 'Sobre Nós' edit modal: the picture (saved 3 s after choosing it), the text and the WhatsApp number (saved 3 s
// after the typing stops).
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AboutEditor_studio$key } from '../../../../__generated__/AboutEditor_studio.graphql.ts';
import { DropZone } from '../../../../components/DropZone.tsx';
import { Modal } from '../../../../components/Modal.tsx';
import { maskAboutText, maskPhone } from '../../../../components/masks.ts';
import { RenditionImage } from '../../../../components/RenditionImage.tsx';
import { useDebouncedCallback } from '../../../../components/useDebouncedCallback.ts';
import { useResultToast } from '../../components/useResultToast.ts';
import { useUpdateAboutImageMutation } from '../../mutations/useUpdateAboutImageMutation.ts';
import { useUpdateAboutTextMutation } from '../../mutations/useUpdateAboutTextMutation.ts';
import { useUpdateAboutWhatsAppMutation } from '../../mutations/useUpdateAboutWhatsAppMutation.ts';

export const aboutSaveDelayMs = 3000;

/** About text keeps letters, whitespace and the spec's punctuation. */

export function AboutEditor({
  studio,
  open,
  onClose,
}: {
  studio: AboutEditor_studio$key;
  open: boolean;
  onClose: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment AboutEditor_studio on Studio {
        aboutText
        aboutWhatsApp
        aboutImage { url width height }
      }
    `,
    studio,
  );
  const [text, setText] = useState(data.aboutText);
  const [phone, setPhone] = useState(data.aboutWhatsApp);
  const [saveText] = useUpdateAboutTextMutation();
  const [savePhone] = useUpdateAboutWhatsAppMutation();
  const [saveImage] = useUpdateAboutImageMutation();
  const { report, failed } = useResultToast();
  const textLater = useDebouncedCallback(
    (value: string) => saveText({ text: value }).then((r) => report(r), failed),
    aboutSaveDelayMs,
  );
  const phoneLater = useDebouncedCallback(
    (value: string) => savePhone({ phone: value }).then((r) => report(r), failed),
    aboutSaveDelayMs,
  );
  const imageLater = useDebouncedCallback(
    (file: File) => saveImage(file).then((r) => report(r), failed),
    aboutSaveDelayMs,
  );
  const close = () => {
    textLater.flush();
    phoneLater.flush();
    imageLater.flush();
    onClose();
  };
  return (
    <Modal open={open} title="Editar Sobre Nós" onClose={close} wide>
      {data.aboutImage && (
        <RenditionImage
          rendition={data.aboutImage}
          alt=""
          style={{ maxWidth: '16rem', height: 'auto', borderRadius: 8 }}
        />
      )}
      <div className="field">
        <DropZone label="Imagem" onFiles={([file]) => file && imageLater(file)} />
      </div>
      <div className="field">
        <label htmlFor="about-text">Texto</label>
        <textarea
          id="about-text"
          rows={7}
          value={text}
          onChange={(event) => {
            const value = maskAboutText(event.target.value);
            setText(value);
            textLater(value);
          }}
        />
      </div>
      <div className="field">
        <label htmlFor="about-whatsapp">WhatsApp do botão FALE CONOSCO</label>
        <input
          id="about-whatsapp"
          inputMode="tel"
          placeholder="(11) 98765-4321"
          value={phone}
          onChange={(event) => {
            const value = maskPhone(event.target.value);
            setPhone(value);
            phoneLater(value);
          }}
        />
        <span className="field-hint">O número recebe o código do país 55 automaticamente.</span>
      </div>
      <button type="button" className="button button-primary" onClick={close}>
        Concluir
      </button>
    </Modal>
  );
}
