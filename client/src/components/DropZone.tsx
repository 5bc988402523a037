// Every admin file picker: a drop zone that takes a click, the keyboard (its file field keeps the focus, Enter or
// Space opens the chooser) or files dragged onto it, and shows what was chosen.
import { type DragEvent, useId, useRef, useState } from 'react';
import styles from './DropZone.module.css';
import { useTouchScreen } from './useTouchScreen.ts';

/** Whether a file is of a type the picker's accept list (".png,image/*") takes. */
export function accepts(accept: string, file: File): boolean {
  const kinds = accept
    .split(',')
    .map((kind) => kind.trim().toLowerCase())
    .filter(Boolean);
  if (!kinds.length) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return kinds.some((kind) =>
    kind.startsWith('.')
      ? name.endsWith(kind)
      : kind.endsWith('/*')
        ? type.startsWith(kind.slice(0, -1))
        : type === kind,
  );
}

/** The call to action: a finger taps (nothing is dragged on a phone), a mouse clicks or drags. */
export function actionText({
  touch,
  compact,
  multiple,
}: {
  touch: boolean;
  compact: boolean;
  multiple: boolean;
}): string {
  const what = multiple ? 'as imagens' : 'a imagem';
  if (touch) return compact ? 'Toque para escolher' : `Toque para escolher ${what}`;
  return compact ? 'Escolher ou arrastar' : `Clique para escolher ou arraste ${what} para cá`;
}

/** What the zone says it holds: the one file's name, or how many. */
export function chosenText(names: string[]): string {
  if (!names.length) return 'Nenhum arquivo escolhido';
  return names.length === 1 ? names[0]! : `${names.length} arquivos escolhidos`;
}

export function DropZone({
  label,
  onFiles,
  accept = 'image/*',
  multiple = false,
  disabled = false,
  hint,
  compact = false,
  tone = 'light',
}: {
  /** The field's name, as it is read out and as tests find it. */
  label: string;
  onFiles: (files: File[]) => void;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** A line under the call to action (recommended size...). */
  hint?: string;
  /** One line, for rows and the footer. */
  compact?: boolean;
  /** On a dark background (the footer). */
  tone?: 'light' | 'dark';
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [names, setNames] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const [refused, setRefused] = useState(false);
  const touch = useTouchScreen();

  const take = (list: FileList | null) => {
    const all = Array.from(list ?? []);
    const files = all.filter((file) => accepts(accept, file)).slice(0, multiple ? undefined : 1);
    setRefused(all.length > 0 && files.length === 0);
    if (!files.length) return;
    setNames(files.map((file) => file.name));
    onFiles(files);
  };

  const over = (event: DragEvent) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  return (
    <div
      className={[
        styles.zone,
        compact ? styles.compact : '',
        tone === 'dark' ? styles.dark : '',
        dragging ? styles.dragging : '',
        disabled ? styles.disabled : '',
      ].join(' ')}
    >
      <input
        ref={input}
        id={id}
        className={styles.input}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-action ${id}-chosen${hint ? ` ${id}-hint` : ''}`}
        // Space opens the chooser by itself; Chromium leaves Enter to the page.
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          event.currentTarget.click();
        }}
        onChange={(event) => {
          take(event.target.files);
          // The same file can be chosen again (a retry after a refusal).
          event.target.value = '';
        }}
      />
      <label
        htmlFor={id}
        className={styles.surface}
        onDragEnter={over}
        onDragOver={over}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (!disabled) take(event.dataTransfer.files);
        }}
      >
        <span id={`${id}-label`} className={styles.label}>
          {label}
        </span>
        <span id={`${id}-action`} className={styles.action}>
          {actionText({ touch, compact, multiple })}
        </span>
        {hint && (
          <span id={`${id}-hint`} className={styles.hint}>
            {hint}
          </span>
        )}
        <span id={`${id}-chosen`} className={styles.chosen} aria-live="polite">
          {refused ? 'Escolha um arquivo de imagem' : chosenText(names)}
        </span>
      </label>
    </div>
  );
}
