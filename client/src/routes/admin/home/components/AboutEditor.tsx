// 'Sobre Nós' edit modal: the picture (saved 3 s after choosing it), the text and the WhatsApp number (saved 3 s
// after the typing stops).
import { graphql, useFragment } from 'react-relay/hooks';
import type { AboutEditor_studio$key } from '../../../../__generated__/AboutEditor_studio.graphql.ts';
import { DropZone } from '../../../../components/DropZone.tsx';
import { Modal } from '../../../../components/Modal.tsx';
import { maskAboutText, maskPhone } from '../../../../components/masks.ts';
import { RenditionImage } from '../../../../components/RenditionImage.tsx';
import { useTypedValue } from '../../../../components/useTypedValue.ts';
import { useDebouncedSave } from '../../components/useDebouncedSave.ts';
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
  const [saveText] = useUpdateAboutTextMutation();
  const [savePhone] = useUpdateAboutWhatsAppMutation();
  const [saveImage] = useUpdateAboutImageMutation();
  const textLater = useDebouncedSave((value: string) => saveText({ text: value }), aboutSaveDelayMs);
  const phoneLater = useDebouncedSave((value: string) => savePhone({ phone: value }), aboutSaveDelayMs);
  const imageLater = useDebouncedSave((file: File) => saveImage(file), aboutSaveDelayMs);
  const text = useTypedValue(data.aboutText, textLater, maskAboutText);
  const phone = useTypedValue(data.aboutWhatsApp, phoneLater, maskPhone);
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
        <textarea id="about-text" rows={7} value={text.value} onChange={text.onChange} />
      </div>
      <div className="field">
        <label htmlFor="about-whatsapp">WhatsApp do botão FALE CONOSCO</label>
        <input
          id="about-whatsapp"
          inputMode="tel"
          placeholder="(11) 98765-4321"
          value={phone.value}
          onChange={phone.onChange}
        />
        <span className="field-hint">O número recebe o código do país 55 automaticamente.</span>
      </div>
      <button type="button" className="button button-primary" onClick={close}>
        Concluir
      </button>
    </Modal>
  );
}
