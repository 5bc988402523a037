// How far behind the reading of the event's photos is ('Busca por selfie: 12.340 fotos na fila, cerca de 41 min'),
// as the server counts it in the database: the photos waiting and the time left at the recent pace.

export interface BacklogFigures {
  waiting: number;
  secondsLeft: number | null | undefined;
}

const count = new Intl.NumberFormat('pt-BR');

/** The time left as the admin reads it: minutes, hours and minutes past an hour, never seconds. */
export function timeLeftText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 1) return 'menos de 1 min';
  if (minutes < 60) return `cerca de ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `cerca de ${count.format(hours)} h${rest ? ` ${rest} min` : ''}`;
}

export function backlogText(label: string, { waiting, secondsLeft }: BacklogFigures): string {
  const photos = `${count.format(waiting)} ${waiting === 1 ? 'foto' : 'fotos'} na fila`;
  const time =
    secondsLeft === null || secondsLeft === undefined
      ? 'calculando o tempo restante'
      : timeLeftText(secondsLeft);
  return `${label}: ${photos}, ${time}`;
}

export function IndexingBacklog({ label, backlog }: { label: string; backlog: BacklogFigures }) {
  if (backlog.waiting <= 0) return null;
  return <p className="muted">{backlogText(label, backlog)}</p>;
}
