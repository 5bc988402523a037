// A bar chart of weekly figures, drawn as SVG here (no chart library): one bar per week, the value above it.
import styles from './Platform.module.css';

export interface WeeklyBar {
  week: string;
  value: number;
  label: string;
}

const width = 640;
const height = 220;
const top = 24;
const bottom = 28;

export function WeeklyChart({
  title,
  bars,
  colour,
}: {
  title: string;
  bars: readonly WeeklyBar[];
  colour: string;
}) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const slot = width / Math.max(1, bars.length);
  const barWidth = slot * 0.7;
  const scale = (height - top - bottom) / max;
  const dayMonth = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={title}
      width="100%"
    >
      <title>{title}</title>
      <line x1={0} x2={width} y1={height - bottom} y2={height - bottom} stroke="#9ca3af" />
      {bars.map((bar, index) => {
        const barHeight = bar.value * scale;
        const x = index * slot + (slot - barWidth) / 2;
        const y = height - bottom - barHeight;
        return (
          <g key={bar.week}>
            <rect x={x} y={y} width={barWidth} height={barHeight} fill={colour}>
              <title>{`Semana de ${dayMonth.format(new Date(bar.week))}: ${bar.label}`}</title>
            </rect>
            <text x={x + barWidth / 2} y={y - 6} textAnchor="middle" fontSize={11} fill="#111827">
              {bar.label}
            </text>
            <text x={x + barWidth / 2} y={height - 10} textAnchor="middle" fontSize={11} fill="#4b5563">
              {dayMonth.format(new Date(bar.week))}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
