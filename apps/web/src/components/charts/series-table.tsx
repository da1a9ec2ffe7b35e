import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import figures from '../figures/figures.module.css';

export interface SeriesColumn {
  key: string;
  label: string;
}

export interface SeriesRow {
  /** The period the row is about, e.g. "Nov 2026"; the row's header cell. */
  label: string;
  /** Formatted values, one per column, in column order. */
  values: string[];
}

export interface SeriesTableData {
  /** The header of the period column; "Period" unless said otherwise. */
  periodLabel?: string;
  columns: SeriesColumn[];
  rows: SeriesRow[];
}

interface SeriesTableProps extends SeriesTableData {
  /** The table's name (its caption), usually the chart's title. */
  caption: string;
}

/** A chart's numbers as a table: one row per period, figures right-aligned digit under digit. */
export function SeriesTable({ caption, periodLabel, columns, rows }: SeriesTableProps) {
  const { t } = useTranslation();
  return (
    <Table striped highlightOnHover withRowBorders={false} fz="sm" verticalSpacing={6}>
      <VisuallyHidden component="caption">{caption}</VisuallyHidden>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{periodLabel ?? t('figures.period')}</Table.Th>
          {columns.map((column) => (
            <Table.Th key={column.key} scope="col" className={figures.number}>
              {column.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th scope="row" fw={500} className={figures.figure}>
              {row.label}
            </Table.Th>
            {row.values.map((value, index) => (
              <Table.Td key={columns[index]?.key ?? index} className={figures.number}>
                {value}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
