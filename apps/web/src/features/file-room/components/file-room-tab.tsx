import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WithUser } from '../../account';
import { ClientFileRoom } from './client-file-room';
import { InvestorFileRoom } from './investor-file-room';

/** Settings → File Room: the client's own room, or what clients shared with an investor. */
export function FileRoomTab() {
  const { t } = useTranslation('file-room');
  return (
    <WithUser>
      {(user) =>
        user.kind === 'CLIENT' ? (
          <ClientFileRoom />
        ) : user.kind === 'INVESTOR' ? (
          <InvestorFileRoom />
        ) : (
          <Text c="dimmed">{t('noCompany')}</Text>
        )
      }
    </WithUser>
  );
}
