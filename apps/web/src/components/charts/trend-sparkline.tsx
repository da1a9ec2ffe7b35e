import '@mantine/charts/styles.css';
import { Sparkline } from '@mantine/charts';
import { VisuallyHidden } from '@mantine/core';

interface TrendSparklineProps {
  /** The values, oldest first; null where a period has no number. */
  values: (number | null)[];
  /** Which way is good news: it colours the line by the direction it took. */
  better: 'up' | 'down';
  /** The course in words for screen readers, e.g. "Last 6 months: from €1,000.00 to €1,500.00". */
  summary: string;
}

/** A KPI's recent course as a small line without axes, under its value. */
export function TrendSparkline({ values, better, summary }: TrendSparklineProps) {
  const good = 'teal.6';
  const bad = 'red.6';
  return (
    <>
      {/* The summary below says it in words. Inert, not only aria-hidden: the chart library makes its
          drawing focusable, and a hidden element must not take the keyboard focus. */}
      <Sparkline
        aria-hidden
        inert
        h={40}
        data={values}
        curveType="monotone"
        fillOpacity={0.25}
        strokeWidth={1.75}
        trendColors={{
          positive: better === 'up' ? good : bad,
          negative: better === 'up' ? bad : good,
          neutral: 'gray.5',
        }}
      />
      <VisuallyHidden>{summary}</VisuallyHidden>
    </>
  );
}
