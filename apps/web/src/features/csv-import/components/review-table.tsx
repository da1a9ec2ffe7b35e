import {
  Badge,
  Checkbox,
  Group,
  List,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { excerpt } from '@tranche/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText } from '../lib/import-texts';
import { isSelectable, problemsOf, type Selection } from '../lib/review-selection';
import type { ReviewRow } from '../lib/row-collector';

/** Rows per page of the review: thousands of table rows at once would make the dialog sluggish. */
export const REVIEW_PAGE_SIZE = 50;
/** A cell's text is cut for display; a 10 MB cell must not become 10 MB of DOM. */
const CELL_DISPLAY_CHARS = 60;

type Show = 'all' | 'valid' | 'rejected';

interface ReviewTableProps {
  name: string;
  headers: readonly string[];
  rows: readonly ReviewRow[];
  selection: Selection;
  /** Null when rows cannot be picked one by one (a big file is imported whole). */
  onToggle: ((row: ReviewRow) => void) | null;
}

/** The parsed rows with each rejected row's reasons next to it (spec §5), a page at a time. */
export function ReviewTable({ name, headers, rows, selection, onToggle }: ReviewTableProps) {
  const { t } = useTranslation('csv-import');
  const [show, setShow] = useState<Show>('all');
  const [page, setPage] = useState(1);
  const shown = rows.filter((row) => {
    if (show === 'all') return true;
    return (problemsOf(selection, row).length === 0) === (show === 'valid');
  });
  const pages = Math.max(1, Math.ceil(shown.length / REVIEW_PAGE_SIZE));
  const current = Math.min(page, pages);
  const visible = shown.slice((current - 1) * REVIEW_PAGE_SIZE, current * REVIEW_PAGE_SIZE);

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('review.show.label')}
        value={show}
        onChange={(value) => {
          setShow(value as Show);
          setPage(1);
        }}
        data={(['all', 'valid', 'rejected'] as const).map((value) => ({
          value,
          label: t(`review.show.${value}`),
        }))}
        w="fit-content"
      />
      <Table.ScrollContainer minWidth={900} maxHeight={420}>
        <Table striped stickyHeader verticalSpacing="xs" fz="sm">
          <Table.Caption>{t('review.caption', { name })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {onToggle && <Table.Th>{t('review.columns.select')}</Table.Th>}
              <Table.Th>{t('review.columns.line')}</Table.Th>
              <Table.Th miw={240}>{t('review.columns.problems')}</Table.Th>
              {headers.map((header, index) => (
                // Headers may repeat or be blank in a file; the position keeps keys unique.
                // biome-ignore lint/suspicious/noArrayIndexKey: columns never reorder
                <Table.Th key={index}>{excerpt(header, CELL_DISPLAY_CHARS)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((row) => {
              const problems = problemsOf(selection, row);
              return (
                <Table.Tr key={row.line} data-rejected={problems.length > 0 || undefined}>
                  {onToggle && (
                    <Table.Td>
                      <Checkbox
                        aria-label={t('review.selectRow', { line: row.line })}
                        checked={selection.selected.has(row.line)}
                        disabled={!isSelectable(selection, row)}
                        onChange={() => onToggle(row)}
                      />
                    </Table.Td>
                  )}
                  <Table.Td>{row.line}</Table.Td>
                  <Table.Td>
                    {problems.length === 0 ? (
                      <Badge color="teal" variant="light">
                        {t('review.valid')}
                      </Badge>
                    ) : (
                      <List size="sm" c="red">
                        {problems.map((problem) => (
                          <List.Item key={`${problem.code}:${problem.column}`}>
                            {/* The column, unless the text names it already ('Required field {{field}}'). */}
                            {problem.column && !('field' in problem.params) ? `${problem.column}: ` : ''}
                            {problemText(problem)}
                          </List.Item>
                        ))}
                      </List>
                    )}
                  </Table.Td>
                  {headers.map((_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the header's order
                    <Table.Td key={index}>{excerpt(row.cells[index] ?? '', CELL_DISPLAY_CHARS)}</Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {visible.length === 0 && <Text c="dimmed">{t('review.noRows')}</Text>}
      {pages > 1 && (
        <Group justify="center" component="nav" aria-label={t('review.pagination')}>
          <Pagination
            size="sm"
            total={pages}
            value={current}
            onChange={setPage}
            getItemProps={(item) => ({ 'aria-label': t('review.page', { page: item }) })}
            getControlProps={(control) => ({ 'aria-label': t(`review.pageControl.${control}`) })}
          />
        </Group>
      )}
    </Stack>
  );
}
