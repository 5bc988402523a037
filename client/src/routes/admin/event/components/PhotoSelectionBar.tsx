// What the owner does with the photos ticked in the grid: one delete for the whole selection (asked first); with one
// photo, moving it a place earlier or later (the gallery's order) or making it the cover; or clearing the selection.
import { formatCount } from '../../../../format.ts';
import styles from './PhotoSelectionBar.module.css';

export function PhotoSelectionBar({
  count,
  canBeCover,
  busy,
  onDelete,
  onCover,
  onMove,
  onClear,
  onReassign,
}: {
  count: number;
  /** Exactly one ready photo is selected. */
  canBeCover: boolean;
  busy: boolean;
  onDelete: () => void;
  onCover: () => void;
  /** One photo selected: moves it a place earlier or later (never disabled: the focus stays for the next press). */
  onMove?: (direction: 'EARLIER' | 'LATER') => void;
  onClear: () => void;
  /** 'Alterar fotógrafo' of the selection (the roles that credit photos to others). */
  onReassign?: () => void;
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
          {onMove && (
            <>
              <button type="button" className="button" onClick={() => onMove('EARLIER')}>
                Mover para antes
              </button>
              <button type="button" className="button" onClick={() => onMove('LATER')}>
                Mover para depois
              </button>
            </>
          )}
          {canBeCover && (
            <button type="button" className="button" disabled={busy} onClick={onCover}>
              Usar como capa
            </button>
          )}
          {onReassign && (
            <button type="button" className="button" onClick={onReassign}>
              Alterar fotógrafo
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
