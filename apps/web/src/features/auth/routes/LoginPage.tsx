// Sign in (title "Sign in"): username/password or an e-mailed code; afterwards the returnUrl or home.
import { Suspense, lazy, useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { isOperatorSession, safeReturnUrl } from '../../../lib/session.ts';
import { requestOneTimeCode, signIn } from '../api.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { PasswordLoginForm } from '../components/PasswordLoginForm.tsx';
import { signInNoticeOf } from '../components/sign-in-notice.ts';

// the e-mailed code form (and react-hook-form with it) loads when it is asked for, not with the page
const EmailLoginForm = lazy(async () => ({ default: (await import('../components/EmailLoginForm.tsx')).EmailLoginForm }));

export function LoginPage() {
  useDocumentTitle('Sign in');
  const [withEmail, setWithEmail] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // after a password was created or reset: its confirmation, and the user name filled in
  const notice = signInNoticeOf(useLocation().state);
  // an operator goes to the console unless the return address is in it (the supplier's pages are not theirs)
  const afterSignIn = () => {
    const returnUrl = safeReturnUrl(params.get('returnUrl'));
    const consolePath = returnUrl === '/ops' || returnUrl.startsWith('/ops/') || returnUrl.startsWith('/ops?');
    return navigate(isOperatorSession() && !consolePath ? '/ops' : returnUrl, { replace: true });
  };

  return (
    <AuthLayout>
      <Stack spacing={3}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, textAlign: 'center' }}>
          Suppliers, welcome!
        </Typography>
        {withEmail ? (
          <Suspense>
            <EmailLoginForm
              requestCode={(email) => requestOneTimeCode({ email })}
              signInWithCode={async (email, oneTimeCode) => {
                await signIn({ email, oneTimeCode });
                await afterSignIn();
              }}
              onBack={() => setWithEmail(false)}
            />
          </Suspense>
        ) : (
          <PasswordLoginForm
            onSubmit={async (values) => {
              await signIn(values);
              await afterSignIn();
            }}
            onLoginWithEmail={() => setWithEmail(true)}
            notice={notice?.notice}
            initialUsername={notice?.userName}
          />
        )}
      </Stack>
    </AuthLayout>
  );
}

export const Component = LoginPage;
