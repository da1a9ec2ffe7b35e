import { Paper, Stack } from '@mantine/core';
import { type DragEvent, type ReactNode, useState } from 'react';

interface DropZoneProps {
  /** Files dropped onto the zone, in the order the browser gives them. */
  onFiles: (files: File[]) => void;
  padding: 'lg' | 'xl';
  testId: string;
  /** What the zone shows: an icon, a label, the file button, a hint. */
  children: ReactNode;
}

/** A dashed area that takes files dropped onto it and lights up while they are dragged over it. */
export function DropZone({ onFiles, padding, testId, children }: DropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onFiles([...event.dataTransfer.files]);
  };
  return (
    <Paper
      withBorder
      p={padding}
      data-testid={testId}
      style={{ borderStyle: 'dashed', borderWidth: 2 }}
      bg={dragging ? 'var(--mantine-primary-color-light)' : undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <Stack align="center" gap={padding === 'xl' ? 'sm' : 'xs'}>
        {children}
      </Stack>
    </Paper>
  );
}
