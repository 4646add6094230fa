// Sign in (title "Sign in"): username/password, an e-mailed code, a passkey or the company's identity provider;
// afterwards the returnUrl or home.
import { Suspense, lazy, useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import type { AccessTokenRequest, SecondFactorPending } from '@portal/contracts';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { isOperatorSession, safeReturnUrl } from '../../../lib/session.ts';
import { requestOneTimeCode, signIn } from '../api.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { PasskeySignInButton } from '../components/PasskeySignInButton.tsx';
import { PasswordLoginForm } from '../components/PasswordLoginForm.tsx';
import { signInNoticeOf } from '../components/sign-in-notice.ts';

// the e-mailed code form (and react-hook-form with it) loads when it is asked for, not with the page
const EmailLoginForm = lazy(async () => ({ default: (await import('../components/EmailLoginForm.tsx')).EmailLoginForm }));
// the second step, for a person with a second factor (or whose company requires one), loads when it is needed
const SecondFactorStep = lazy(async () => ({ default: (await import('../components/SecondFactorStep.tsx')).SecondFactorStep }));

export function LoginPage() {
  useDocumentTitle('Sign in');
  const [withEmail, setWithEmail] = useState(false);
  const [pending, setPending] = useState<SecondFactorPending['secondFactor'] | null>(null);
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
  // the password or e-mailed code: signed in, or the second step it waits for
  const firstStep = async (body: AccessTokenRequest) => {
    const waiting = await signIn(body);
    if (waiting) setPending(waiting.secondFactor);
    else await afterSignIn();
  };

  return (
    <AuthLayout>
      <Stack spacing={3}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, textAlign: 'center' }}>
          Suppliers, welcome!
        </Typography>
        {pending ? (
          <Suspense>
            <SecondFactorStep
              pending={pending}
              onSignedIn={afterSignIn}
              onBack={() => {
                setPending(null);
                setWithEmail(false);
              }}
            />
          </Suspense>
        ) : withEmail ? (
          <Suspense>
            <EmailLoginForm
              requestCode={(email) => requestOneTimeCode({ email })}
              signInWithCode={async (email, oneTimeCode) => {
                await firstStep({ email, oneTimeCode });
              }}
              onBack={() => setWithEmail(false)}
            />
          </Suspense>
        ) : (
          <>
            <PasswordLoginForm
              onSubmit={async (values) => {
                await firstStep(values);
              }}
              onLoginWithEmail={() => setWithEmail(true)}
              notice={notice?.notice}
              initialUsername={notice?.userName}
            />
            <PasskeySignInButton label="Sign in with a passkey" onSignedIn={afterSignIn} />
            {/* the company's own identity provider (docs/decisions/auth.md, "Single sign-on") */}
            <Button component={RouterLink} to="/login/sso" variant="outlined" size="large">
              Sign in with your company&apos;s identity provider
            </Button>
          </>
        )}
      </Stack>
    </AuthLayout>
  );
}

export const Component = LoginPage;
