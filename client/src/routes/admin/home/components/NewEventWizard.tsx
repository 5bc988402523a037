// 'Adicionar Novo': the three-step wizard. 1) the event's name (counted up to its limit) and date; 2) the delivery
// format (required to go on); 3) the photo upload. Closing it by hand starts it over at step 1.
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { eventNameMaxLength } from '../../../../../../server/domain/input-filters.ts';
import { Modal } from '../../../../components/Modal.tsx';
import { useToasts } from '../../../../components/Toasts.tsx';
import { errorMessage } from '../../../../relay/mutations.ts';
import { PhotoUploader } from '../../components/PhotoUploader.tsx';
import { useCreateEventMutation } from '../../mutations/useCreateEventMutation.ts';
import styles from './NewEventWizard.module.css';

type DeliveryFormat = 'DIGITAL' | 'PRINTED' | 'DIGITAL_AND_PRINTED';

export const deliveryFormatLabels: Record<DeliveryFormat, string> = {
  DIGITAL: 'Digital',
  PRINTED: 'Impresso',
  DIGITAL_AND_PRINTED: 'Digital e impresso',
};

export function NewEventWizard({
  open,
  eventsConnection,
  maxPhotoBytes,
  onClose,
  onCreated,
}: {
  open: boolean;
  /** The largest photo the studio's plan takes. */
  maxPhotoBytes: number;
  /** The studio's event list the new event joins (its connection id). */
  eventsConnection: string;
  onClose: () => void;
  /** The wizard closed after creating this event (by id); its photos may have changed since. */
  onCreated: (eventId: string) => void;
}) {
  const [step, setStep] = useState(1);
  const [name, setName] = useState('');
  const [date, setDate] = useState('');
  const [format, setFormat] = useState<DeliveryFormat | null>(null);
  const [created, setCreated] = useState<{ id: string; slug: string } | null>(null);
  const slug = created?.slug ?? null;
  const [create, creating] = useCreateEventMutation();
  const toasts = useToasts();
  const navigate = useNavigate();

  const reset = () => {
    setStep(1);
    setName('');
    setDate('');
    setFormat(null);
    setCreated(null);
  };
  const close = () => {
    if (created) onCreated(created.id);
    reset();
    onClose();
  };

  const createEvent = async (event: FormEvent) => {
    event.preventDefault();
    if (!format) return;
    const result = await create({ name: name.trim(), eventDate: date || null, deliveryFormat: format }, [
      eventsConnection,
    ]).catch(() => null);
    const failure = result ? errorMessage(result) : '';
    if (failure !== null) return toasts.failure(failure);
    setCreated({ id: result!.event!.id, slug: result!.event!.slug });
    setStep(3);
  };

  return (
    <Modal open={open} title={`Novo evento · Etapa ${step} de 3`} onClose={close}>
      {step === 1 && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim()) setStep(2);
          }}
        >
          <div className="field">
            <label htmlFor="event-name">Nome do evento</label>
            <input
              id="event-name"
              required
              maxLength={eventNameMaxLength}
              aria-describedby="event-name-count"
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            <span
              id="event-name-count"
              className={name.length >= eventNameMaxLength ? styles.countFull : styles.count}
            >
              {name.length} de {eventNameMaxLength} caracteres
            </span>
          </div>
          <div className="field">
            <label htmlFor="new-event-date">Data do evento (opcional)</label>
            <input
              id="new-event-date"
              type="date"
              min="1900-01-01"
              max="2199-12-31"
              value={date}
              onChange={(event) => setDate(event.target.value)}
            />
          </div>
          <div className={styles.actions}>
            <button type="submit" className="button button-primary">
              Próximo
            </button>
          </div>
        </form>
      )}
      {step === 2 && (
        <form onSubmit={(event) => createEvent(event)}>
          <fieldset className={styles.formats}>
            <legend>Formato de entrega das fotos</legend>
            {(Object.keys(deliveryFormatLabels) as DeliveryFormat[]).map((value) => (
              <label key={value} className={styles.format}>
                <input
                  type="radio"
                  name="format"
                  checked={format === value}
                  onChange={() => setFormat(value)}
                />
                {deliveryFormatLabels[value]}
              </label>
            ))}
          </fieldset>
          <div className={styles.actions}>
            <button type="button" className="button" onClick={() => setStep(1)}>
              Voltar
            </button>
            <button type="submit" className="button button-primary" disabled={!format || creating}>
              Próximo
            </button>
          </div>
        </form>
      )}
      {step === 3 && slug && (
        <>
          <p>
            Evento criado. Ele fica como rascunho, fora da loja, até você publicá-lo na página do evento.
            Agora envie as fotos (até 6MB cada).
          </p>
          <PhotoUploader eventSlug={slug} onFinished={() => undefined} maxPhotoBytes={maxPhotoBytes} />
          <div className={styles.actions}>
            <button
              type="button"
              className="button button-primary"
              onClick={() => {
                const target = slug;
                close();
                navigate(`/adm/${target}`);
              }}
            >
              Concluir
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
