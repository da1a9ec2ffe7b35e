import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * The query client a test hands to <App>; null in the browser, where the signed-in shell creates
 * its own. Only a type comes from TanStack Query here, so the sign-in page does not download it.
 */
export const QueryClientSlot = createContext<QueryClient | null>(null);
