import type { ReactNode } from 'react';
import './card.css';
import './stat-table.css';

export interface StatColumn {
  key: string;
  label: ReactNode;
  /** The team or player column: left-aligned, cut with an ellipsis. */
  name?: boolean;
}

/**
 * A standings or statistics table on a card (the centres' shell): a title, the header from `columns`, the rows
 * the caller renders (give a name cell the class `stat-col-team`), and what goes under the table. `scroll`: a table
 * wider than a phone (a box score) keeps its rows on one line and scrolls sideways; the scroller takes the keyboard's
 * focus so the arrow keys reach its far columns too.
 */
export function StatTable({
  title,
  showTitle = true,
  columns,
  children,
  footer,
  scroll = false,
}: {
  title: string;
  showTitle?: boolean;
  columns: readonly StatColumn[];
  children: ReactNode;
  footer?: ReactNode;
  scroll?: boolean;
}) {
  const table = (
    <table className="stat-table">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={column.name ? 'stat-col-team' : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  return (
    <section className="card" aria-label={title}>
      {showTitle ? <h3 className="card-title">{title}</h3> : null}
      {scroll ? (
        <div className="stat-table-scroll" tabIndex={0}>
          {table}
        </div>
      ) : (
        table
      )}
      {footer}
    </section>
  );
}
