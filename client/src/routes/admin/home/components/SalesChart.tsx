// The dashboard's bar chart of the last 30 days' sales: an inline SVG for the eye, the same figures in a table for
// screen readers.
import { formatBrl, formatCount } from '../../../../format.ts';
import styles from './Dashboard.module.css';

export interface DaySales {
  /** 'aaaa-mm-dd' in Brazilian time. */
  readonly day: string;
  readonly orderCount: number;
  readonly totalCents: number;
}

const barWidth = 10;
const chartHeight = 60;

/** '2026-11-25' -> '25/11'. */
export function shortDay(day: string): string {
  const [, month, date] = day.split('-');
  return `${date}/${month}`;
}

/** Each bar's height in the chart's units: the best day fills it, a day with any sale shows at least a sliver. */
export function barHeights(days: readonly DaySales[]): number[] {
  const best = Math.max(0, ...days.map((day) => day.totalCents));
  return days.map((day) => {
    if (!day.totalCents || !best) return 0;
    return Math.max(2, Math.round((day.totalCents / best) * chartHeight));
  });
}

export function SalesChart({ days }: { days: readonly DaySales[] }) {
  const heights = barHeights(days);
  const width = days.length * barWidth;
  return (
    <figure className={styles.chart}>
      <figcaption>Vendas por dia nos últimos {days.length} dias</figcaption>
      <svg
        viewBox={`0 0 ${width} ${chartHeight + 1}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
        className={styles.bars}
      >
        <line x1={0} x2={width} y1={chartHeight + 0.5} y2={chartHeight + 0.5} className={styles.axis} />
        {days.map((day, index) => (
          <rect
            key={day.day}
            x={index * barWidth + 1.5}
            y={chartHeight - heights[index]!}
            width={barWidth - 3}
            height={heights[index]!}
            className={index === days.length - 1 ? styles.today : styles.bar}
          >
            <title>
              {shortDay(day.day)}: {formatBrl(day.totalCents)} (
              {formatCount(day.orderCount, 'pedido', 'pedidos')})
            </title>
          </rect>
        ))}
      </svg>
      {days.length > 0 && (
        <div className={styles.chartLabels} aria-hidden="true">
          <span>{shortDay(days[0]!.day)}</span>
          <span>hoje</span>
        </div>
      )}
      <table className="visually-hidden">
        <caption>Vendas por dia nos últimos {days.length} dias</caption>
        <thead>
          <tr>
            <th scope="col">Dia</th>
            <th scope="col">Pedidos pagos</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{shortDay(day.day)}</th>
              <td>{day.orderCount}</td>
              <td>{formatBrl(day.totalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
