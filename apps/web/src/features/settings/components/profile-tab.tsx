import { ProfileForm, WithUser } from '../../account';

/** Settings → Profile. */
export function ProfileTab() {
  return <WithUser>{(user) => <ProfileForm key={user.id} user={user} />}</WithUser>;
}
