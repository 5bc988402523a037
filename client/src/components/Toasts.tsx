// The spec's toasts (sucesso, alerta, falha): a new one replaces the current unless stacking is asked, timed ones
// vanish by themselves, 'Fechar Tudo' appears with more than one, a click outside closes them all, and a callback
// stored with a message runs when the last one closes.
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useTopDialog } from './openDialogs.ts';
import styles from './Toasts.module.css';

export type ToastType = 'sucesso' | 'alerta' | 'falha';

export interface ToastOptions {
  type: ToastType;
  text: string;
  /** Milliseconds until it closes by itself; none: stays until closed. */
  duration?: number;
  /** Keep the toasts already shown. */
  stack?: boolean;
  link?: { href: string; text: string };
  /** Runs when the last toast closes. */
  onLastClose?: () => void;
}

interface Toast extends ToastOptions {
  id: number;
}

interface ToastApi {
  show(options: ToastOptions): void;
  success(text: string, duration?: number): void;
  failure(text: string): void;
  closeAll(): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export const fallbackFailure =
  'Algo deu errado. Tente novamente. Se o erro persistir, entre em contato conosco pelo botão WhatsApp localizado no rodapé da página para obter ajuda';

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const lastClose = useRef<(() => void) | undefined>(undefined);
  const nextId = useRef(1);
  const region = useRef<HTMLDivElement>(null);

  const remove = useCallback((ids: number[] | 'all') => {
    setToasts((current) => {
      const left = ids === 'all' ? [] : current.filter((toast) => !ids.includes(toast.id));
      if (current.length && !left.length) {
        const callback = lastClose.current;
        lastClose.current = undefined;
        if (callback) queueMicrotask(callback);
      }
      return left;
    });
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show = (options: ToastOptions) => {
      const toast = { ...options, id: nextId.current++ };
      if (options.onLastClose) lastClose.current = options.onLastClose;
      setToasts((current) => (options.stack ? [...current, toast] : [toast]));
      if (options.duration) setTimeout(() => remove([toast.id]), options.duration);
    };
    return {
      show,
      success: (text, duration = 3000) => show({ type: 'sucesso', text, duration }),
      failure: (text) => show({ type: 'falha', text: text || fallbackFailure, duration: 3000 }),
      closeAll: () => remove('all'),
    };
  }, [remove]);

  useEffect(() => {
    if (!toasts.length) return;
    const outside = (event: PointerEvent) => {
      if (region.current && !region.current.contains(event.target as Node)) remove('all');
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [toasts.length, remove]);

  const topDialog = useTopDialog();
  const toastRegion = (
    <div className={styles.region} ref={region} aria-live="polite">
      {toasts.length > 1 && (
        <button type="button" className={styles.closeAll} onClick={() => remove('all')}>
          Fechar Tudo
        </button>
      )}
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`${styles.toast} ${styles[toast.type]}`}
          role={toast.type === 'falha' ? 'alert' : 'status'}
        >
          <span className={styles.text}>
            {toast.text}
            {toast.link && (
              <>
                {' '}
                <a href={toast.link.href}>{toast.link.text}</a>
              </>
            )}
          </span>
          <button
            type="button"
            className={styles.close}
            aria-label="Fechar aviso"
            onClick={() => remove([toast.id])}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      {topDialog ? createPortal(toastRegion, topDialog) : toastRegion}
    </ToastContext.Provider>
  );
}

export function useToasts(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToasts needs a ToastProvider above it');
  return api;
}
