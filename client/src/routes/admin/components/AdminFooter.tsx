// The admin's footer: logo (to /adm), e-mail, telephone and the privacy policy; an edit mode changes them and the
// accent colour of the storefront and its e-mails (saved 3 s after the typing stops) until 'Sair do Modo Edição'. Empty fields show example placeholders. A dark logo
// sits on a light plate: on the dark footer it would not be seen.
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { accentColorProblem, platformAccentColor } from '../../../../../server/domain/accent-color.ts';
import type { AdminFooter_studio$key } from '../../../__generated__/AdminFooter_studio.graphql.ts';
import band from '../../../components/Band.module.css';
import { DropZone } from '../../../components/DropZone.tsx';
import { maskPhone } from '../../../components/masks.ts';
import { RenditionImage } from '../../../components/RenditionImage.tsx';
import { useImageTone } from '../../../components/useImageTone.ts';
import { useTypedValue } from '../../../components/useTypedValue.ts';
import { useUpdateAccentColorMutation } from '../mutations/useUpdateAccentColorMutation.ts';
import { useUpdateFooterEmailMutation } from '../mutations/useUpdateFooterEmailMutation.ts';
import { useUpdateFooterLogoMutation } from '../mutations/useUpdateFooterLogoMutation.ts';
import { useUpdateFooterPhoneMutation } from '../mutations/useUpdateFooterPhoneMutation.ts';
import styles from './AdminFooter.module.css';
import { useDebouncedSave } from './useDebouncedSave.ts';

export const footerSaveDelayMs = 3000;
const exampleEmail = 'contato@seuestudio.com.br';
const examplePhone = '(11) 99999-9999';

export function AdminFooter({ studio }: { studio: AdminFooter_studio$key }) {
  const data = useFragment(
    graphql`
      fragment AdminFooter_studio on Studio {
        name
        footerEmail
        footerPhone
        accentColor
        footerLogo { url width height }
      }
    `,
    studio,
  );
  const [editing, setEditing] = useState(false);
  const [saveEmail] = useUpdateFooterEmailMutation();
  const [savePhone] = useUpdateFooterPhoneMutation();
  const [uploadLogo] = useUpdateFooterLogoMutation();
  const [saveAccent] = useUpdateAccentColorMutation();
  const logoTone = useImageTone(data.footerLogo?.url);
  const emailLater = useDebouncedSave((value: string) => saveEmail({ email: value }), footerSaveDelayMs);
  const phoneLater = useDebouncedSave((value: string) => savePhone({ phone: value }), footerSaveDelayMs);
  const logoLater = useDebouncedSave((file: File) => uploadLogo(file), footerSaveDelayMs);
  // A colour the rule refuses is not sent: the problem shows under the field as it is typed.
  const accentLater = useDebouncedSave(
    (value: string) => (accentColorProblem(value) ? null : saveAccent(value)),
    footerSaveDelayMs,
  );
  const accent = useTypedValue(data.accentColor ?? '', accentLater);
  const accentProblem = accentColorProblem(accent.value);
  const email = useTypedValue(data.footerEmail, emailLater);
  const phone = useTypedValue(data.footerPhone, phoneLater, maskPhone);

  const leave = () => {
    emailLater.flush();
    phoneLater.flush();
    logoLater.flush();
    accentLater.flush();
    setEditing(false);
  };

  return (
    <footer className={`${band.darkBand} ${styles.footer}`}>
      <Link
        to="/adm"
        className={`${styles.brand} ${logoTone === 'dark' ? styles.plate : ''}`}
        data-tone={logoTone ?? undefined}
      >
        {data.footerLogo ? (
          <RenditionImage rendition={data.footerLogo} alt={data.name} />
        ) : (
          <span>{data.name}</span>
        )}
      </Link>
      {editing ? (
        <div className={styles.editor}>
          <div className={styles.logoField}>
            <DropZone
              label="Logo do rodapé"
              compact
              tone="dark"
              onFiles={([file]) => file && logoLater(file)}
            />
          </div>
          <label>
            E-mail
            <input
              className="input"
              type="email"
              value={email.value}
              placeholder={exampleEmail}
              onChange={email.onChange}
            />
          </label>
          <label>
            Telefone
            <input
              className="input"
              value={phone.value}
              placeholder={examplePhone}
              onChange={phone.onChange}
            />
          </label>
          <div className={styles.accentField}>
            <label htmlFor="accent-color">Cor de destaque (loja e e-mails)</label>
            <span className={styles.accentInputs}>
              <input
                type="color"
                aria-label="Escolher a cor de destaque"
                value={accentProblem ? platformAccentColor : accent.value.trim() || platformAccentColor}
                onChange={accent.onChange}
              />
              <input
                id="accent-color"
                className="input"
                value={accent.value}
                placeholder={platformAccentColor}
                maxLength={7}
                aria-describedby={accentProblem ? 'accent-color-problem' : undefined}
                aria-invalid={accentProblem ? true : undefined}
                onChange={accent.onChange}
              />
            </span>
            {accentProblem && (
              <span id="accent-color-problem" role="alert" className={styles.accentProblem}>
                {accentProblem}
              </span>
            )}
          </div>
          <button type="button" className="button" onClick={leave}>
            Sair do Modo Edição
          </button>
        </div>
      ) : (
        <address className={styles.contact}>
          <span className={data.footerEmail ? undefined : styles.placeholder}>
            {data.footerEmail || exampleEmail}
          </span>
          <span className={data.footerPhone ? undefined : styles.placeholder}>
            {data.footerPhone || examplePhone}
          </span>
          <button
            type="button"
            className={styles.edit}
            onClick={() => {
              email.setValue(data.footerEmail);
              phone.setValue(data.footerPhone);
              accent.setValue(data.accentColor ?? '');
              setEditing(true);
            }}
          >
            Editar Rodapé
          </button>
        </address>
      )}
      <a className={styles.policy} href="/privacidade">
        Política de Privacidade
      </a>
    </footer>
  );
}
