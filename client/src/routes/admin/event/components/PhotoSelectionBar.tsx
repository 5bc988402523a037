// What the owner does with the photos ticked in the grid: one delete for the whole selection (asked first), the one
// selected photo as the cover, or clearing the selection.
import { formatCount } from '../../../../format.ts';
import styles from './PhotoSelectionBar.module.css';

export function PhotoSelectionBar({
  count,
  canBeCover,
  busy,
  onDelete,
  onCover,
  onClear,
}: {
  count: number;
  /** Exactly one ready photo is selected. */
  canBeCover: boolean;
  busy: boolean;
  onDelete: () => void;
  onCover: () => void;
  onClear: () => void;
}) {
  return (
    <div className={styles.bar}>
      <p role="status" className={styles.count}>
        {count
          ? formatCount(count, 'foto selecionada', 'fotos selecionadas')
          : 'Marque fotos para excluí-las de uma vez ou usar uma como capa.'}
      </p>
      {count > 0 && (
        <div className={styles.actions}>
          {canBeCover && (
            <button type="button" className="button" disabled={busy} onClick={onCover}>
              Usar como capa
            </button>
          )}
          <button type="button" className="button" onClick={onClear}>
            Limpar seleção
          </button>
          <button type="button" className="button button-danger" disabled={busy} onClick={onDelete}>
            Excluir selecionadas
          </button>
        </div>
      )}
    </div>
  );
}
