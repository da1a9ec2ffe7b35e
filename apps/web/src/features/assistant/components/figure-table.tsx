import { Anchor, Table, VisuallyHidden } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { Figure } from '@tranche/contracts/assistant';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import figureClasses from '../../../components/figures/figures.module.css';
import { periodText } from '../lib/figure-period';

interface FigureTableProps {
  figures: readonly Figure[];
  /** Following a figure's link leaves the chat for the screen that shows the figure. */
  onNavigate: () => void;
}

/** The figures an answer used, each with its value as the answer wrote it and the screen that shows it. */
export function FigureTable({ figures, onNavigate }: FigureTableProps) {
  const { t, i18n } = useTranslation('assistant');
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <Table fz="xs" verticalSpacing={4} horizontalSpacing={6} aria-label={t('figures.caption')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('figures.figure')}</Table.Th>
          <Table.Th ta="right">{t('figures.value')}</Table.Th>
          <Table.Th>{t('figures.period')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('figures.screen')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {figures.map((figure) => (
          <Table.Tr key={figure.id}>
            <Table.Td>{figure.label}</Table.Td>
            <Table.Td className={figureClasses.number}>{figure.display}</Table.Td>
            <Table.Td c="dimmed">{periodText(figure.period, locale)}</Table.Td>
            <Table.Td>
              <Anchor
                component={Link}
                to={figure.link}
                onClick={onNavigate}
                size="xs"
                aria-label={t('figures.showLabel', { label: figure.label })}
                style={{ whiteSpace: 'nowrap' }}
              >
                {t('figures.show')} <IconArrowRight size={12} aria-hidden />
              </Anchor>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
