/**
 * Props for a ScrollArea (or a table's scroll container) whose content may overflow: its viewport
 * takes focus, so keyboard users reach it with Tab and scroll it with the arrow keys (axe
 * scrollable-region-focusable).
 */
export const KEYBOARD_SCROLL = { viewportProps: { tabIndex: 0 } } as const;
