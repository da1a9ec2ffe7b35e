import { Anchor, Badge, ScrollArea, Table, Text } from '@mantine/core';
import type { AnomalyDto } from '@tranche/contracts/anomalies';
import { type Currency, isCurrency } from '@tranche/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import figures from '../../../../components/figures/figures.module.css';
import { useFigureFormat } from '../../../../components/figures/use-figure-format';
import { KEYBOARD_SCROLL } from '../../../../components/keyboard-scroll';
import { reasonText, rowsLink, subjectText } from './anomaly-text';

const SEVERITY_COLOR = { high: 'red', medium: 'orange' } as const;

function AnomalyRow({ anomaly, currency }: { anomaly: AnomalyDto; currency: Currency }) {
  const { t, i18n } = useTranslation('detect');
  const own = anomaly.currency && isCurrency(anomaly.currency) ? anomaly.currency : currency;
  const format = useFigureFormat(own);
  const subject = subjectText(anomaly, t, i18n.resolvedLanguage ?? i18n.language);
  const date =
    anomaly.month !== null
      ? format.periodLabel({ start: anomaly.month, end: anomaly.month }, 'month')
      : format.date(anomaly.day);
  const link = t(`links.${anomaly.area}`);
  return (
    <Table.Tr>
      <Table.Td>
        <Badge
          color={SEVERITY_COLOR[anomaly.severity]}
          variant="light"
          style={{ flexShrink: 0 }}
          miw="max-content"
        >
          {t(`severity.${anomaly.severity}`)}
        </Badge>
      </Table.Td>
      <Table.Td className={figures.figure}>{date}</Table.Td>
      <Table.Td>{t(`areas.${anomaly.area}`)}</Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {subject}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`kinds.${anomaly.kind}`)}
        </Text>
      </Table.Td>
      <Table.Td className={figures.number}>
        {anomaly.amountMinor === undefined ? '' : format.money(anomaly.amountMinor)}
      </Table.Td>
      <Table.Td>
        <Text size="sm" maw={520}>
          {reasonText(anomaly, t, format, subject)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Anchor
          component={Link}
          to={rowsLink(anomaly)}
          size="sm"
          aria-label={t('linkLabel', { link, subject, date })}
        >
          {link}
        </Anchor>
      </Table.Td>
    </Table.Tr>
  );
}

/** The findings, newest first: severity, date, area, subject, amount, why, and a link to the rows. */
export function AnomalyTable({
  anomalies,
  currency,
}: {
  anomalies: readonly AnomalyDto[];
  currency: Currency;
}) {
  const { t } = useTranslation('detect');
  return (
    <ScrollArea type="auto" {...KEYBOARD_SCROLL}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('listLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.severity')}</Table.Th>
            <Table.Th>{t('columns.date')}</Table.Th>
            <Table.Th>{t('columns.area')}</Table.Th>
            <Table.Th>{t('columns.subject')}</Table.Th>
            <Table.Th ta="right">{t('columns.amount')}</Table.Th>
            <Table.Th>{t('columns.why')}</Table.Th>
            <Table.Th>{t('columns.rows')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {anomalies.map((anomaly) => (
            <AnomalyRow key={anomaly.id} anomaly={anomaly} currency={currency} />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
