import { MantineProvider, Modal } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { localisedTheme } from './theme';

describe('the localised theme', () => {
  it('names every dialog’s × button in the current language', async () => {
    render(
      <MantineProvider theme={localisedTheme(i18n.getFixedT('en', 'common'))}>
        <Modal opened onClose={() => {}} title="Invite">
          body
        </Modal>
      </MantineProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
  });
});
