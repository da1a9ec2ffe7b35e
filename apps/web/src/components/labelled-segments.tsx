import { Input, SegmentedControl, Stack } from '@mantine/core';
import { useId } from 'react';

interface SegmentsProps<T extends string> {
  label: string;
  /** The selected value; null selects nothing (yet). */
  value: T | null;
  data: { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A segmented switch with a visible label that also names its radio group. */
export function LabelledSegments<T extends string>({ label, value, data, onChange }: SegmentsProps<T>) {
  const id = useId();
  return (
    <Stack gap={0}>
      <Input.Label id={id} labelElement="div">
        {label}
      </Input.Label>
      <SegmentedControl
        aria-labelledby={id}
        value={value ?? ''}
        data={data}
        onChange={(next) => onChange(next as T)}
      />
    </Stack>
  );
}
