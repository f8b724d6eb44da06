import type { ReactNode } from 'react';
import { Divider, Modal, Stack, TextInput } from '@mantine/core';
import { profileMessage, type ProfileInput } from '@panel/domain/users/user-rules';
import { sendUnlessRefused } from '@/lib/notify';
import { submitted, useFormValues } from '@/lib/use-form';
import { useSession, type Session } from '@/lib/session';
import { FormActions } from '@/components/ui/form-actions';
import { useUser } from '../api/get-user';
import { useUpdateProfile } from '../api/update-profile';
import { USERS_TEXTS } from '../texts';
import { PasswordKeepHint, PasswordPair } from './password-pair';

const T = USERS_TEXTS.profile;

interface ProfileModalProps {
  opened: boolean;
  onClose: () => void;
  /** Shown under the form: the app puts the second factor here (docs/features/two-factor.md). */
  extra?: ReactNode;
}

/**
 * Own-account edit (docs/features/auth.md). Every submit closes the modal, valid or not; the form's state
 * lives inside the modal body, which unmounts on close, so the password fields start empty each time.
 */
export function ProfileModal({ opened, onClose, extra }: ProfileModalProps) {
  const session = useSession();
  if (!session) return null;
  return <ProfileModalForSession session={session} opened={opened} onClose={onClose} extra={extra} />;
}

function ProfileModalForSession({
  session,
  opened,
  onClose,
  extra,
}: ProfileModalProps & { session: Session }) {
  const user = useUser(session.id, opened);
  const update = useUpdateProfile(session.id);

  const submit = (values: ProfileInput) => {
    onClose();
    sendUnlessRefused(profileMessage(values), () => update.mutate(values));
  };

  return (
    <Modal opened={opened} onClose={onClose} title={T.title} centered>
      <ProfileForm
        // Fields start from the stored user and switch to the server's copy once it arrives.
        key={user.data ? 'server' : 'stored'}
        username={user.data?.username ?? session.username}
        email={user.data?.email ?? session.email}
        onSubmit={submit}
        onCancel={onClose}
      />
      {extra ? (
        <>
          <Divider my="lg" />
          {extra}
        </>
      ) : null}
    </Modal>
  );
}

interface ProfileFormProps {
  username: string;
  email: string;
  onSubmit: (values: ProfileInput) => void;
  onCancel: () => void;
}

function ProfileForm({
  username: initialUsername,
  email: initialEmail,
  onSubmit,
  onCancel,
}: ProfileFormProps) {
  const { values, set, textProps } = useFormValues<ProfileInput>({
    username: initialUsername,
    email: initialEmail,
    password: '',
    vpassword: '',
  });

  return (
    <form onSubmit={submitted(() => onSubmit(values))} noValidate>
      <Stack gap="sm">
        <TextInput label={T.username} {...textProps('username')} autoComplete="username" />
        <TextInput label={T.email} type="email" {...textProps('email')} autoComplete="email" />
        <PasswordPair values={values} onChange={set} />
        <PasswordKeepHint />
        <FormActions cancelLabel={T.cancel} submitLabel={T.save} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
